import FoundationEssentials

/// The normals of each place by day of the year, kept in the cache directory for good (a normal of the
/// past does not change): a place asked once is never asked again for those days. Keyed by coordinates
/// rounded to about a kilometre, and by "MM-DD". A damaged file reads as empty, and is replaced at the
/// next write.
public final class NormalsStore: Sendable {
    /// A normal as stored: its day is its key.
    struct Entry: Codable, Hashable {
        var high: Double
        var low: Double
    }

    private let store: JSONFileStore<[String: [String: Entry]]>?
    private let writer: CacheWriter
    /// Read from the file at the first lookup (in the feed's task, beside the weather request).
    private let entries = Locked<[String: [String: Entry]]?>(nil)

    /// A store kept in `file`; one that lives only as long as the process when `file` is nil.
    public init(file: URL?, writer: CacheWriter = CacheWriter()) {
        store = file.map { JSONFileStore(url: $0) }
        self.writer = writer
    }

    /// The normals of every one of `days` at `coordinate`, in their order; nil when any is missing.
    public func normals(at coordinate: Coordinate, on days: [CalendarDay]) -> [DayNormal]? {
        let place = withEntries { $0[coordinate.roundedKey] } ?? [:]
        var found: [DayNormal] = []
        for day in days {
            guard let entry = place[Self.key(day)] else { return nil }
            found.append(DayNormal(month: day.month, day: day.day, high: entry.high, low: entry.low))
        }
        return found
    }

    /// Keeps `normals` at `coordinate` in memory at once; the file is written by `writer`, merged with
    /// what it holds then (another process may have stored other places since it was read).
    public func remember(_ normals: [DayNormal], at coordinate: Coordinate) {
        let key = coordinate.roundedKey
        var added: [String: Entry] = [:]
        for normal in normals {
            added[Self.key(month: normal.month, day: normal.day)] = Entry(high: normal.high, low: normal.low)
        }
        withEntries { $0[key, default: [:]].merge(added) { $1 } }
        guard let store else { return }
        writer.write { [added] in
            try store.update { stored in
                var file = stored ?? [:]
                file[key, default: [:]].merge(added) { $1 }
                return file
            }
        }
    }

    private static func key(_ day: CalendarDay) -> String {
        key(month: day.month, day: day.day)
    }

    private static func key(month: Int, day: Int) -> String {
        (month < 10 ? "0" : "") + "\(month)-" + (day < 10 ? "0" : "") + "\(day)"
    }

    private func withEntries<Result>(_ body: (inout [String: [String: Entry]]) -> Result) -> Result {
        entries.withLock { loaded in
            var current = loaded ?? store?.read() ?? [:]
            defer { loaded = current }
            return body(&current)
        }
    }
}
