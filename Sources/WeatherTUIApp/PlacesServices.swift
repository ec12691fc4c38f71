import WeatherCore

/// What the places view needs of the services: its loader, and the pinned places the cache keeps.
struct PlacesServices {
    let makeLoader: @MainActor () -> PlacesLoader
    /// The pinned places as kept, with the config file's entries not taken in before added (and kept).
    let pinned: () -> PinnedPlaces
    /// Makes a change to the pinned places kept, merged into what the file holds when it is written
    /// beside the other cache writes; the handler is given the system's words for why it could not be.
    let change: (PinnedPlaces.Change, _ failed: @escaping @Sendable (String) -> Void) -> Void
}
