/// The places pinned to the places view, in the order pinned: pinned and unpinned with `*`, and seeded
/// from the config file's `places`, each entry once: an entry unpinned stays unpinned, and an entry added
/// to the file later is pinned then. Kept in the cache as `pinned-places.json`.
public struct PinnedPlaces: Hashable, Sendable, Codable {
    public private(set) var entries: [PlaceEntry]
    /// The config file's entries taken in so far, by `PlaceEntry.key`.
    private var seeded: [String]

    public init(_ entries: [PlaceEntry] = []) {
        self.entries = []
        seeded = []
        for entry in entries { add(entry) }
    }

    /// With the config file's entries not taken in before added at the end.
    public func seeded(with places: [LocationQuery]) -> PinnedPlaces {
        var pinned = self
        for query in places {
            let entry: PlaceEntry = switch query {
            case let .coordinate(coordinate): .place(Place(coordinate: coordinate))
            case let .name(name): .name(name)
            }
            guard !pinned.seeded.contains(entry.key) else { continue }
            pinned.seeded.append(entry.key)
            pinned.add(entry)
        }
        return pinned
    }

    public func contains(_ place: Place) -> Bool {
        entries.contains { $0.key == PlaceEntry.place(place).key }
    }

    /// One change a process makes: kept as the change, not as the whole list, so that it can be made
    /// again to the list as another process has left it.
    public enum Change: Hashable, Sendable {
        /// Pinned at the end, unless it is pinned already.
        case pin(PlaceEntry)
        case unpin(PlaceEntry)
        /// A pinned name pinned as the place it found (`finding(_:at:)`).
        case found(name: String, place: Place)
        /// A place pinned by its coordinates named as `place` (`naming(_:)`).
        case named(Place)
    }

    /// `entry` pinned, at the end, or unpinned when it was.
    public func toggling(_ entry: PlaceEntry) -> PinnedPlaces {
        applying(entries.contains { $0.key == entry.key } ? .unpin(entry) : .pin(entry))
    }

    public func applying(_ change: Change) -> PinnedPlaces {
        var pinned = self
        switch change {
        case let .pin(entry): pinned.add(entry)
        case let .unpin(entry): pinned.entries.removeAll { $0.key == entry.key }
        case let .found(name, place): pinned = finding(name, at: place)
        case let .named(place): pinned = naming(place)
        }
        return pinned
    }

    /// The entry `name` pinned as `place` from now on: a name is searched once.
    public func finding(_ name: String, at place: Place) -> PinnedPlaces {
        var pinned = self
        let key = PlaceEntry.name(name).key
        guard let index = pinned.entries.firstIndex(where: { $0.key == key }) else { return self }
        if contains(place) {
            pinned.entries.remove(at: index)
        } else {
            pinned.entries[index] = .place(place)
        }
        return pinned
    }

    /// The place pinned by its coordinates at `place`'s spot, named as `place` from now on.
    public func naming(_ place: Place) -> PinnedPlaces {
        let key = PlaceEntry.place(place).key
        guard let index = entries.firstIndex(where: { $0.key == key && $0.place?.name == nil }) else { return self }
        var pinned = self
        pinned.entries[index] = .place(place)
        return pinned
    }

    private mutating func add(_ entry: PlaceEntry) {
        guard !entries.contains(where: { $0.key == entry.key }) else { return }
        entries.append(entry)
    }
}
