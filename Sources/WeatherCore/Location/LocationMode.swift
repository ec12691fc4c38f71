/// How the data source settles on a location.
public enum LocationMode: Hashable, Sendable {
    /// A location given by the user (flag, config file or the location prompt): never re-located.
    case fixed(LocationQuery)
    /// Located by IP lookup on each load when allowed, falling back to the remembered location.
    case automatic(ipLookup: Bool)
}
