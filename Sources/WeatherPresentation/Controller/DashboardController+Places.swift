import WeatherCore

/// The places view (`p`) and its keys, pinning (`*`), and the rows' load.
extension DashboardController {
    /// `p`: the places view opens on the place on screen, and the rows not known yet, or no longer
    /// fresh, are asked for (the data source's store decides which); the demo asks for nothing.
    mutating func openPlaces() {
        state.overlay = .places(selection: 0)
        let others = state.placeListings.filter { $0.kind != .current }.map(\.entry)
        guard !others.isEmpty, !state.isDemo else { return }
        effects.append(.loadPlaces(others))
    }

    /// `*` on the main screen: the place on screen is pinned, or unpinned; the bottom line says which.
    mutating func togglePin() -> KeyOutcome {
        guard let place = state.report?.place else { return .ignored }
        togglePin(.place(place))
        return .handled
    }

    private mutating func togglePin(_ entry: PlaceEntry) {
        let wasPinned = state.pinnedPlaces.entries.contains { $0.key == entry.key }
        let change: PinnedPlaces.Change = wasPinned ? .unpin(entry) : .pin(entry)
        state.pinnedPlaces = state.pinnedPlaces.applying(change)
        state.notice = wasPinned ? .unpinned(entry.shortName) : .pinned(entry.shortName)
        effects.append(.changePinnedPlaces(change))
    }

    mutating func handlePlacesKey(_ key: Key, selection: Int) -> KeyOutcome {
        let listings = state.placeListings
        var selection = min(max(0, selection), max(0, listings.count - 1))
        switch KeyMaps.places.command(for: key) {
        case .moveUp: selection = max(0, selection - 1)
        case .moveDown: selection = min(max(0, listings.count - 1), selection + 1)
        case .moveToFirst: selection = 0
        case .moveToLast: selection = max(0, listings.count - 1)
        case .open:
            guard listings.indices.contains(selection) else { return .ignored }
            open(listings[selection])
            return .handled
        case .pin:
            guard listings.indices.contains(selection) else { return .ignored }
            togglePin(listings[selection].entry)
            let count = state.placeListings.count
            selection = min(selection, max(0, count - 1))
        case .recentPlace:
            guard case let .character(character) = key, let number = character.wholeNumberValue else { return .ignored }
            state.overlay = nil
            return switchToRecentPlace(number)
        case .close:
            state.overlay = nil
            return .handled
        case .quit:
            return .quit
        case nil:
            return .ignored
        }
        state.overlay = .places(selection: selection)
        return .handled
    }

    /// Enter or a click on a row: the place becomes the dashboard's on the terms of any change (the
    /// place on screen stays if it fails); the place on screen only closes the view.
    mutating func open(_ listing: PlaceListing) {
        state.overlay = nil
        guard listing.kind != .current else { return }
        switch listing.entry {
        case let .place(place):
            switchTo(place)
        case let .name(name):
            beginChange()
            if case .loaded = state.phase {} else { state.phase = .locating(.search(name)) }
            changeLocation(to: .name(name))
        }
    }

    /// A step of the rows' load: a pinned name found is pinned as its place from now on (and kept), and
    /// rows fill in.
    mutating func placesDidLoad(_ event: PlacesEvent) {
        switch event {
        case let .found(name, place):
            let pinned = state.pinnedPlaces.finding(name, at: place)
            guard pinned != state.pinnedPlaces else { return }
            state.pinnedPlaces = pinned
            effects.append(.changePinnedPlaces(.found(name: name, place: place)))
            if case let .places(selection) = state.overlay {
                state.overlay = .places(selection: min(selection, max(0, state.placeListings.count - 1)))
            }
        case let .rows(rows):
            state.placeRows.merge(rows) { _, new in new }
        }
    }
}
