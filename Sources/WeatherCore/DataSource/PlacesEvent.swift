/// What the places view's load found, as one message through the app's event stream.
public enum PlacesEvent: Sendable {
    /// A pinned name was found: it is pinned as this place from now on, and its row is the place's.
    case found(name: String, place: Place)
    /// A place pinned by its coordinates was named by reverse geocoding: it is pinned with this name from now on.
    case named(Place)
    /// Rows, each by its `PlaceEntry.key`: from the store at once, then the rest once the service has answered.
    case rows([String: PlaceRow])
    /// The load has sent all it will: it is over, done or called off.
    case finished
}
