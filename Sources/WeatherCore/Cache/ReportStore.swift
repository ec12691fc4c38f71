import FoundationEssentials
import Glibc

/// The last good report for each recent place, kept in the cache directory so the app can show it at
/// once on the next launch and fall back to it offline. One versioned JSON file per place
/// (`forecast-<lat>,<lon>.json`), and a small index (`forecast-index.json`) that says which place was
/// loaded last and which place each fixed `--location` name found, so a name can be shown without
/// searching for it first. Files of another version, damaged or unreadable, are ignored and replaced.
public struct ReportStore: Sendable {
    /// Bumped whenever the stored shape changes; files of any other version are ignored.
    public static let version = 1
    static let filePrefix = "forecast-"
    static let indexName = "forecast-index.json"

    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// What the stored report is looked up by: the place the app is about to load.
    public enum Key: Hashable, Sendable {
        /// The place last loaded (a run that locates automatically).
        case lastPlace
        case query(LocationQuery)
    }

    struct Envelope: Codable {
        var version: Int
        var report: WeatherReport
    }

    /// How much of a stored report to read.
    public enum Extent: Sendable {
        case full
        /// The place, the current conditions, the normals and the nearest station's observation, without
        /// the forecast's steps and days: a status line that shows none of them skips decoding about a
        /// hundred steps.
        case currentConditions
        /// The current conditions, the days and the official warnings, without the steps: a row of the
        /// places view.
        case summary
    }

    /// A stored report with only the parts `Extent.currentConditions` reads; the rest of the file is skipped.
    private struct CurrentEnvelope: Decodable {
        struct Report: Decodable {
            var place: Place
            var timeZone: LocalTimeZone
            var current: CurrentConditions
            var normals: [DayNormal]?
            var observation: Observation?
            var partsAsked: Set<ReportPart>?
            var provider: ProviderID
            var fallback: ProviderFallback?
            var fetchedAt: Date
        }

        var version: Int
        var report: Report
    }

    /// A stored report with only the parts `Extent.summary` reads.
    private struct SummaryEnvelope: Decodable {
        struct Report: Decodable {
            var place: Place
            var timeZone: LocalTimeZone
            var current: CurrentConditions
            var days: [DayForecast]
            var warnings: WeatherWarnings?
            var provider: ProviderID
            var fallback: ProviderFallback?
            var fetchedAt: Date
        }

        var version: Int
        var report: Report
    }

    struct Index: Codable {
        var version: Int
        /// The `Coordinate.roundedKey` of the place loaded last.
        var last: String?
        /// Normalised `--location` names, each to the `roundedKey` of the place it found.
        var names: [String: String]
    }

    /// The report stored for `key`, or nil when there is none (or it cannot be read). A missing file costs
    /// one failed `open`, nothing is decoded. With `.currentConditions` its steps and days are empty.
    public func report(for key: Key, extent: Extent = .full) -> WeatherReport? {
        read(key, extent: extent).report
    }

    /// The place a fixed `--location` name found when its weather was last stored, so that the name is
    /// not searched again; nil for a name not found before (or whose report is gone).
    public func place(foundBy name: String) -> Place? {
        report(for: .query(.name(name)), extent: .currentConditions)?.place
    }

    /// The report stored for `key` (as `report(for:extent:)`) and the stamp of the files it was read from.
    public func read(_ key: Key, extent: Extent = .full) -> (report: WeatherReport?, stamp: Stamp) {
        var stamp = Stamp()
        guard let placeKey = placeKey(for: key, stamp: &stamp),
              let data = Self.contents(of: fileURL(forKey: placeKey), identity: &stamp.report)
        else { return (nil, stamp) }
        let report: WeatherReport
        switch extent {
        case .full:
            guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data), envelope.version == Self.version
            else { return (nil, stamp) }
            report = envelope.report
        case .currentConditions:
            guard let envelope = try? JSONDecoder().decode(CurrentEnvelope.self, from: data), envelope.version == Self.version
            else { return (nil, stamp) }
            let part = envelope.report
            var partial = WeatherReport(
                place: part.place, timeZone: part.timeZone, current: part.current, forecast: [], provider: part.provider,
                fetchedAt: part.fetchedAt
            )
            partial.normals = part.normals
            partial.observation = part.observation
            partial.partsAsked = part.partsAsked
            partial.fallback = part.fallback
            report = partial
        case .summary:
            guard let envelope = try? JSONDecoder().decode(SummaryEnvelope.self, from: data), envelope.version == Self.version
            else { return (nil, stamp) }
            let part = envelope.report
            var summary = WeatherReport(
                place: part.place, timeZone: part.timeZone, current: part.current, forecast: [], days: part.days,
                provider: part.provider, fetchedAt: part.fetchedAt
            )
            summary.warnings = part.warnings
            summary.fallback = part.fallback
            report = summary
        }
        guard report.place.coordinate.roundedKey == placeKey else { return (nil, stamp) }
        return (report, stamp)
    }

    /// The stamp `read(_:extent:)` would give now, without decoding the report: when it is the one an
    /// earlier read gave, nothing has been stored for `key` since (every write is a new file renamed
    /// into place), and that read still holds.
    public func stamp(for key: Key) -> Stamp {
        var stamp = Stamp()
        if let placeKey = placeKey(for: key, stamp: &stamp) {
            stamp.report = FileIdentity(path: fileURL(forKey: placeKey).path)
        }
        return stamp
    }

    /// Which files a read found, as `stat` saw them (nil: none there). Equal stamps can only be wrong
    /// after two new files in a row were given the same inode, size and times: a caller that trusts
    /// a stale read then only fetches once more than it needed to.
    public struct Stamp: Equatable, Sendable {
        var index: FileIdentity?
        var report: FileIdentity?
    }

    struct FileIdentity: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtim
            changed = info.st_ctim
        }

        init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }
    }

    /// The `roundedKey` whose file holds `key`'s report; the index, when it is read for that, is stamped.
    private func placeKey(for key: Key, stamp: inout Stamp) -> String? {
        switch key {
        case let .query(.coordinate(coordinate)):
            return coordinate.roundedKey
        case let .query(.name(text)):
            return readIndex(identity: &stamp.index)?.names[Self.normalised(text)]
        case .lastPlace:
            return readIndex(identity: &stamp.index)?.last
        }
    }

    /// Keeps `report` as its place's last good report (and `name`, the fixed location that found it, as
    /// leading there), then removes the stored reports of places no longer among `recent` (nor among
    /// `others`, the `roundedKey`s of places loaded with it); throws when a file cannot be written. A save that
    /// leaves the index as it was (a poll of the place loaded last) neither rewrites it nor looks for
    /// reports to remove: the places kept change only with the index.
    /// The index is changed under `SharedFileUpdate`'s lock, merged into what it holds then.
    public func save(_ report: WeatherReport, foundBy name: String?, keeping recent: RecentPlaces, alsoKeeping others: Set<String> = []) throws {
        try SharedFileUpdate.locked(in: directory) {
            try saveLocked(report, foundBy: name, keeping: recent, alsoKeeping: others)
        }
    }

    private func saveLocked(_ report: WeatherReport, foundBy name: String?, keeping recent: RecentPlaces, alsoKeeping others: Set<String>) throws {
        let placeKey = report.place.coordinate.roundedKey
        let envelope = Envelope(version: Self.version, report: report)
        let data = try (try? StreamingJSONEncoder.encode(envelope)) ?? JSONEncoder().encode(envelope)
        try PrivateFile.writeAtomically(data, to: fileURL(forKey: placeKey))

        let kept = Set(recent.places.map(\.coordinate.roundedKey)).union([placeKey]).union(others)
        let indexURL = directory.appendingPathComponent(Self.indexName, isDirectory: false)
        var identity: FileIdentity?
        let storedIndex = Self.contents(of: indexURL, identity: &identity)
        var index = storedIndex.flatMap(Self.index(from:)) ?? Index(version: Self.version, last: nil, names: [:])
        index.last = placeKey
        if let name { index.names[Self.normalised(name)] = placeKey }
        index.names = index.names.filter { kept.contains($0.value) }
        let encoder = JSONEncoder()
        // Sorted, so an unchanged index encodes to the same bytes.
        encoder.outputFormatting = .sortedKeys
        guard let indexData = try? encoder.encode(index), indexData != storedIndex else { return }
        try PrivateFile.writeAtomically(indexData, to: indexURL)
        prune(keeping: kept)
    }

    func fileURL(forKey placeKey: String) -> URL {
        directory.appendingPathComponent("\(Self.filePrefix)\(placeKey).json", isDirectory: false)
    }

    private func readIndex(identity: inout FileIdentity?) -> Index? {
        Self.contents(of: directory.appendingPathComponent(Self.indexName, isDirectory: false), identity: &identity).flatMap(Self.index(from:))
    }

    private static func index(from data: Data) -> Index? {
        guard let index = try? JSONDecoder().decode(Index.self, from: data), index.version == Self.version else { return nil }
        return index
    }

    private func prune(keeping kept: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(Self.filePrefix) && name.hasSuffix(".json") && name != Self.indexName {
            let placeKey = String(name.dropFirst(Self.filePrefix.count).dropLast(".json".count))
            if !kept.contains(placeKey) { unlink(directory.appendingPathComponent(name, isDirectory: false).path) }
        }
    }

    /// A name as typed, in the form that finds it again: trimmed, lower-cased, runs of spaces as one.
    static func normalised(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The bytes of a regular file of at most 4 MiB, read with plain system calls; nil otherwise.
    /// `identity`: the file's, as `fstat` saw it when it was opened.
    private static func contents(of url: URL, identity: inout FileIdentity?) -> Data? {
        guard let file = PrivateFile.read(url) else { return nil }
        identity = FileIdentity(file.info)
        return file.data
    }
}
