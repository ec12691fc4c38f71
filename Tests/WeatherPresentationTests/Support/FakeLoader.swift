import WeatherCore

/// Records what the controller asks of the data source.
@MainActor
final class FakeLoader: WeatherLoading {
    enum Change: Equatable {
        case query(LocationQuery)
        case place(Place)
    }

    var isDemo = false
    var recentPlaces = RecentPlaces()
    private(set) var reloads = 0
    private(set) var changes: [Change] = []
    private(set) var cancels = 0

    func reload() {
        reloads += 1
    }

    func changeLocation(to query: LocationQuery) {
        changes.append(.query(query))
    }

    func changeLocation(to place: Place) {
        changes.append(.place(place))
    }

    func cancel() {
        cancels += 1
    }
}
