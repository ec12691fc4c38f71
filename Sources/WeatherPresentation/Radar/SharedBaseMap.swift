import WeatherCore

/// The base map as the dashboard read it, once a run, shared by every radar state that shows it: two are
/// equal when they are the same reading, so states compare without comparing the map's lines.
public final class SharedBaseMap: Sendable, Equatable {
    public let map: BaseMap

    public init(_ map: BaseMap) {
        self.map = map
    }

    public static func == (lhs: SharedBaseMap, rhs: SharedBaseMap) -> Bool {
        lhs === rhs
    }
}
