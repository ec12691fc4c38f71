import WeatherCore

/// The places view (`p`) and its keys, pinning (`*`), and the rows' load.
extension DashboardController {
    /// `p`: the places view opens on the place on screen, and the rows not known yet, or no longer
    /// fresh, are asked for (the data source's store decides which) in place of the load before, unless
    /// that one is still under way for the same places; the demo asks for nothing.
    mutating func openPlaces() {
        state.overlay = .places(selection: 0)
        let others = state.placeListings.filter { $0.kind != .current }.map(\.entry)
        guard !others.isEmpty, !state.isDemo, others != placesLoading else { return }
        placesLoad += 1
        placesLoading = others
        effects.append(.loadPlaces(others, load: placesLoad))
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
            let entry = listings[selection].entry
            togglePin(entry)
            // The row moves between the pinned and the recent places: the selection goes with it.
            let moved = state.placeListings
            selection = moved.firstIndex { $0.entry.key == entry.key } ?? min(selection, max(0, moved.count - 1))
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
    /// place on screen stays if it fails); the place on screen only closes the view. A pinned name its
    /// search found nothing for would find nothing again: the view stays, and the bottom line says why.
    mutating func open(_ listing: PlaceListing) {
        if case .name = listing.entry, case let .failure(failure)? = state.placeRows[listing.entry.key]?.glance,
           case .location(.noMatch) = failure {
            state.notice = .cannotOpen(failure)
            return
        }
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

    /// A step of the rows' load number `load`, dropped where a later load replaced it: a pinned name found
    /// is pinned as its place from now on (and kept), a place pinned by its coordinates keeps the name it
    /// was given, and rows fill in.
    mutating func placesDidLoad(_ event: PlacesEvent, load: Int) {
        guard load == placesLoad else { return }
        switch event {
        case let .found(name, place):
            let pinned = state.pinnedPlaces.finding(name, at: place)
            guard pinned != state.pinnedPlaces else { return }
            state.pinnedPlaces = pinned
            effects.append(.changePinnedPlaces(.found(name: name, place: place)))
            if case let .places(selection) = state.overlay {
                state.overlay = .places(selection: min(selection, max(0, state.placeListings.count - 1)))
            }
        case let .named(place):
            let pinned = state.pinnedPlaces.naming(place)
            guard pinned != state.pinnedPlaces else { return }
            state.pinnedPlaces = pinned
            effects.append(.changePinnedPlaces(.named(place)))
        case let .rows(rows):
            state.placeRows.merge(rows) { _, new in new }
        case .finished:
            placesLoading = nil
        }
    }
}
