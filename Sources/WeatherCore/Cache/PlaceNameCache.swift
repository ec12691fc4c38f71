import FoundationEssentials

/// Reverse-geocoding results kept on disk, so a place is named without asking the service again
/// (Nominatim's terms ask for caching). Keyed by coordinates rounded to about a kilometre.
public final class PlaceNameCache: Sendable {
    private let store: JSONFileStore<[String: Place]>?
    private let writer: CacheWriter
    /// Read from the file at the first lookup (in the feed's task, beside the weather request), not
    /// while the services are set up.
    private let entries = Locked<[String: Place]?>(nil)

    /// A cache that lives only as long as the process when `store` is nil.
    public init(store: JSONFileStore<[String: Place]>?, writer: CacheWriter = CacheWriter()) {
        self.store = store
        self.writer = writer
    }

    public func place(at coordinate: Coordinate) -> Place? {
        withEntries { $0[coordinate.roundedKey] }.map {
            Place(name: $0.name, region: $0.region, countryCode: $0.countryCode, area: $0.area, coordinate: coordinate)
        }
    }

    /// Keeps `place` in memory at once; its file is written by `writer`, in the order places are
    /// remembered, merged with what it holds then (another process may have named other places since).
    public func remember(_ place: Place) {
        let key = place.coordinate.roundedKey
        withEntries { $0[key] = place }
        guard let store else { return }
        writer.write {
            try store.update { stored in (stored ?? [:]).merging([key: place]) { _, new in new } }
        }
    }

    private func withEntries<Result>(_ body: (inout [String: Place]) -> Result) -> Result {
        entries.withLock { loaded in
            var current = loaded ?? store?.read() ?? [:]
            defer { loaded = current }
            return body(&current)
        }
    }
}
