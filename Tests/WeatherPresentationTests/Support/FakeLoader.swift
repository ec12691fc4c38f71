import WeatherCore
@testable import WeatherPresentation

/// The data source as the controller's effects reach it: what it was asked, and what it tells the
/// controller when its services start (the recent places, whether it is the demo).
@MainActor
final class FakeLoader {
    enum Change: Equatable {
        case query(LocationQuery)
        case place(Place)
    }

    var isDemo = false
    var recentPlaces = RecentPlaces()
    private(set) var reloads = 0
    private(set) var changes: [Change] = []
    private(set) var cancels = 0
    /// The loads whose fallback was asked for, in order.
    private(set) var fallbacksAsked: [Int] = []

    /// Records `effect` when it is asked of the data source.
    func carryOut(_ effect: DashboardEffect) {
        switch effect {
        case .reload: reloads += 1
        case let .changeLocation(query, _): changes.append(.query(query))
        case let .changePlace(place, _): changes.append(.place(place))
        case .cancelLoad: cancels += 1
        case let .askFallback(load): fallbacksAsked.append(load)
        default: break
        }
    }
}
