import FoundationEssentials

/// The places view's rows as they last loaded, kept on disk (`place-glances.json`), so a row younger
/// than the refresh interval is shown again without a request, in this run and the next. Keyed by
/// `PlaceEntry.key`; only the places last listed are kept.
public final class PlaceGlanceStore: Sendable {
    private let store: JSONFileStore<[String: PlaceGlance]>?
    private let writer: CacheWriter
    /// Read from the file at the first lookup, in the view's load, not while the services are set up.
    private let entries = Locked<[String: PlaceGlance]?>(nil)

    /// A store that lives only as long as the process when `store` is nil.
    public init(store: JSONFileStore<[String: PlaceGlance]>?, writer: CacheWriter = CacheWriter()) {
        self.store = store
        self.writer = writer
    }

    public func glance(for key: String) -> PlaceGlance? {
        withEntries { $0[key] }
    }

    /// Keeps `glances` by key, and of the rows from before only those of `listed`; the file's rows are
    /// those it holds when it is written (another process may have stored some since), kept alike.
    public func remember(_ glances: [String: PlaceGlance], keeping listed: Set<String>) {
        let kept: @Sendable ([String: PlaceGlance]) -> [String: PlaceGlance] = { entries in entries.filter { listed.contains($0.key) }.merging(glances) { _, new in new } }
        withEntries { $0 = kept($0) }
        guard let store else { return }
        writer.write { try store.update { kept($0 ?? [:]) } }
    }

    private func withEntries<Result>(_ body: (inout [String: PlaceGlance]) -> Result) -> Result {
        entries.withLock { loaded in
            var current = loaded ?? store?.read() ?? [:]
            defer { loaded = current }
            return body(&current)
        }
    }
}
