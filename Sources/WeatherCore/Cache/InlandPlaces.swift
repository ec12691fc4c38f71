import FoundationEssentials

/// The places the marine service had no sea for, kept in the cache directory for good (a coast does
/// not move): a place found inland once is never asked about again. Keyed by coordinates rounded to
/// about a kilometre. A damaged file reads as empty, and is replaced at the next write.
public final class InlandPlaces: Sendable {
    private let store: JSONFileStore<[String]>?
    private let writer: CacheWriter
    /// Read from the file at the first lookup (in the feed's task, beside the weather request).
    private let keys = Locked<Set<String>?>(nil)

    /// Places kept in `file`; only as long as the process lives when `file` is nil.
    public init(file: URL?, writer: CacheWriter = CacheWriter()) {
        store = file.map { JSONFileStore(url: $0) }
        self.writer = writer
    }

    public func contains(_ coordinate: Coordinate) -> Bool {
        withKeys { $0.contains(coordinate.roundedKey) }
    }

    /// Keeps `coordinate` in memory at once; the file is written by `writer`, merged with what it holds
    /// then (another process may have stored other places since it was read).
    public func remember(_ coordinate: Coordinate) {
        let key = coordinate.roundedKey
        withKeys { _ = $0.insert(key) }
        guard let store else { return }
        writer.write {
            try store.update { stored in
                var file = Set(stored ?? [])
                file.insert(key)
                return file.sorted()
            }
        }
    }

    private func withKeys<Result>(_ body: (inout Set<String>) -> Result) -> Result {
        keys.withLock { loaded in
            var current = loaded ?? Set(store?.read() ?? [])
            defer { loaded = current }
            return body(&current)
        }
    }
}
