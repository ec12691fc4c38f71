/// How the data source settles on a location.
public enum LocationMode: Hashable, Sendable {
    /// A location given by the user (flag or config file): never re-located.
    case fixed(LocationQuery)
    /// Located by IP lookup on each load when allowed, falling back to the remembered location.
    case automatic(ipLookup: Bool)

    public var isFixed: Bool {
        if case .fixed = self { true } else { false }
    }
}
