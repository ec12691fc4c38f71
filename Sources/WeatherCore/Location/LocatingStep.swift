/// What the data source is doing to find the place it will load, so the screen can say so.
public enum LocatingStep: Hashable, Sendable {
    case ipLookup
    /// Searching for a name, as typed.
    case search(String)
    case lastPlace
}
