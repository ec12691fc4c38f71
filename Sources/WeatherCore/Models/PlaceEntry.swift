/// A place as the places view lists it: one found (a `Place`), or a name from the config file's
/// `places` that has not been found yet.
public enum PlaceEntry: Hashable, Sendable, Codable {
    case place(Place)
    case name(String)

    /// What the entry's row is known by: the place's `Coordinate.roundedKey` (places about a kilometre
    /// apart are one), or the name as `ReportStore.normalised` writes it.
    public var key: String {
        switch self {
        case let .place(place): place.coordinate.roundedKey
        case let .name(name): "name " + ReportStore.normalised(name)
        }
    }

    public var place: Place? {
        if case let .place(place) = self { return place }
        return nil
    }

    /// The place's name, the name as given, or the coordinates.
    public var shortName: String {
        switch self {
        case let .place(place): place.shortName
        case let .name(name): name
        }
    }
}
