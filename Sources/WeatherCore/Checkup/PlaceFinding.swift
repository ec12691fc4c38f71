/// The place `weathertui doctor` checks the services for, found as the app finds it, or why none was.
public enum PlaceFinding: Hashable, Sendable {
    case found(Place, how: Way)
    case notFound(LocationError)

    /// How the place was found.
    public enum Way: Hashable, Sendable {
        /// Coordinates given (`origin`: on the command line or in the config file).
        case coordinates(origin: SettingOrigin)
        /// A name searched for; `matches` places had it, and the first is the one checked.
        case search(name: String, origin: SettingOrigin, matches: Int)
        case ipLookup
        /// The place used last, as the app falls back on it: the IP lookup is off, or it failed.
        case lastPlace(ipLookupFailed: Bool)
    }
}
