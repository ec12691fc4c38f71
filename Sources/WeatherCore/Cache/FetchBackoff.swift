import FoundationEssentials
import Glibc

/// When the one-shot modes may ask the service again after it failed: the failures in a row and the
/// next-try time, kept in `next-try.json` in the cache directory, so a status bar polling every few
/// seconds does not ask a dead network each time. The delays are the dashboard's (`RefreshSchedule`).
/// Kept per source, the service and the place (or set of places) asked for: a bar whose service or
/// place fails does not hold back another bar's. Only the holder of the `FetchLock` writes it.
public struct FetchBackoff: Sendable {
    static let fileName = "next-try.json"
    static let version = 2
    /// A source whose next try is this long past is forgotten at the next write.
    static let forgottenAfter: TimeInterval = 86_400

    public let directory: URL
    let source: String
    private let clock: @Sendable () -> Date

    public init(directory: URL, provider: ProviderID, place: ReportStore.Key, clock: @escaping @Sendable () -> Date = Date.init) {
        self.init(directory: directory, provider: provider, places: [place], clock: clock)
    }

    /// The backoff of a set of places asked for together (several `--location`s): kept apart from each
    /// place's own and from other sets'.
    public init(directory: URL, provider: ProviderID, places: [ReportStore.Key], clock: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        let names = places.map { place in
            switch place {
            case .lastPlace: "automatic"
            case let .query(.coordinate(coordinate)): coordinate.roundedKey
            case let .query(.name(name)): ReportStore.normalised(name)
            }
        }
        // Joined by hand: `joined(separator:)` looks its collection's conformances up at its first use,
        // which is on a status-bar poll's way to the request.
        var source = provider.rawValue
        for (index, name) in names.enumerated() {
            source += (index == 0 ? " " : " + ") + name
        }
        self.source = source
        self.clock = clock
    }

    /// The longest wait a service's Retry-After is taken for: a larger one is a mistake, not a plan.
    static let longestAskedWait = 86_400

    private struct Entry: Codable {
        var failures: Int
        var nextTry: Double
        /// When the wait a rate-limited service asked for (its Retry-After) ends; absent when it asked for none.
        var askedUntil: Double?
    }

    private struct Record: Codable {
        var version: Int
        var sources: [String: Entry]
    }

    private var url: URL { directory.appendingPathComponent(Self.fileName, isDirectory: false) }

    private func entries() -> [String: Entry] {
        guard let data = PrivateFile.read(url, limit: 1 << 16)?.data,
              let record = try? JSONDecoder().decode(Record.self, from: data), record.version == Self.version
        else { return [:] }
        return record.sources.filter { $0.value.failures > 0 && $0.value.nextTry.isFinite }
    }

    /// The time before which the service is not to be asked for this source; nil when it may be asked now.
    public var nextTry: Date? {
        guard let entry = entries()[source] else { return nil }
        let date = Date(timeIntervalSince1970: entry.nextTry)
        return date > clock() ? date : nil
    }

    /// The time before which the service itself asked not to be asked again (a rate limit's Retry-After),
    /// which every mode keeps, whatever its `--fresh-for`; nil when it asked for nothing, or that time has passed.
    public var askedNextTry: Date? {
        guard let until = entries()[source]?.askedUntil, until.isFinite else { return nil }
        let date = Date(timeIntervalSince1970: until)
        return date > clock() ? date : nil
    }

    /// Whether failures of this source are on record (a success clears them).
    public var hasRecordedFailures: Bool {
        entries()[source] != nil
    }

    public func recordSuccess() {
        var entries = entries()
        guard entries.removeValue(forKey: source) != nil else { return }
        write(entries)
    }

    /// `retryAfter`: the seconds a rate-limited service asked for.
    public func recordFailure(retryAfter: Int?) {
        var entries = entries()
        let now = clock()
        let retryAfter = retryAfter.flatMap { $0 > 0 ? min($0, Self.longestAskedWait) : nil }
        var schedule = RefreshSchedule(interval: RefreshSchedule.longestRetry, failures: entries[source]?.failures ?? 0, now: now)
        schedule.recordFailure(retryAfter: retryAfter, at: now)
        // A wait asked for earlier still holds after a failure that asked for none.
        let askedUntil = [retryAfter.map { now.timeIntervalSince1970 + Double($0) }, entries[source]?.askedUntil].compactMap { $0 }.max()
        let nextTry = max(schedule.nextTry.timeIntervalSince1970, askedUntil ?? 0)
        entries[source] = Entry(failures: schedule.failures, nextTry: nextTry, askedUntil: askedUntil)
        write(entries)
    }

    private func write(_ entries: [String: Entry]) {
        let oldest = clock().timeIntervalSince1970 - Self.forgottenAfter
        let kept = entries.filter { $0.value.nextTry > oldest }
        guard !kept.isEmpty else {
            unlink(url.path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(Record(version: Self.version, sources: kept)) else { return }
        try? PrivateFile.writeAtomically(data, to: url)
    }
}
