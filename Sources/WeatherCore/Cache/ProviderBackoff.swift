import FoundationEssentials
import Glibc

/// When a weather service whose forecast failed over to another may be asked again, and why it failed:
/// until then loads go straight to the fallback. A rate limit is kept with no fallback too, and until its
/// time no load asks the service: the stored report is shown as it is after the 429 itself. The delays are the dashboard's (`RefreshSchedule`: 30 s
/// doubling to 10 minutes, never before a rate limit's Retry-After); an answer clears them. Kept in
/// `provider-next-try.json` in the cache directory where there is one, so status-bar polls and the
/// dashboard know what each other found; every process writes it whole and atomically, so two that
/// write at once lose one update, which costs one request more or less, never a damaged file.
public struct ProviderBackoff: Sendable {
    static let fileName = "provider-next-try.json"
    static let version = 1

    private struct Entry: Codable {
        var failures: Int
        var nextTry: Double
        var reason: FallbackReason
    }

    private struct Record: Codable {
        var version: Int
        var providers: [String: Entry]
    }

    private let file: URL?
    private let clock: @Sendable () -> Date
    /// The entries where there is no file.
    private var memory: [String: Entry] = [:]

    /// `directory` nil: kept in memory only.
    public init(directory: URL?, clock: @escaping @Sendable () -> Date = Date.init) {
        file = directory?.appendingPathComponent(Self.fileName, isDirectory: false)
        self.clock = clock
    }

    /// Why `provider` is not to be asked yet; nil when it may be.
    public func waiting(_ provider: ProviderID) -> FallbackReason? {
        guard let entry = entries()[provider.rawValue], Date(timeIntervalSince1970: entry.nextTry) > clock() else { return nil }
        return entry.reason
    }

    /// The whole seconds left before `provider` may be asked again after it said it is rate-limited; nil
    /// when it may be asked, or failed otherwise. Honoured with no fallback too: a limit is the service's.
    public func rateLimitWait(_ provider: ProviderID) -> Int? {
        guard let entry = entries()[provider.rawValue], entry.reason == .rateLimited else { return nil }
        let left = entry.nextTry - clock().timeIntervalSince1970
        return left > 0 ? Int(left.rounded(.up)) : nil
    }

    public mutating func recordFailure(_ provider: ProviderID, reason: FallbackReason, retryAfter: Int?) {
        var entries = entries()
        let now = clock()
        var schedule = RefreshSchedule(interval: RefreshSchedule.longestRetry, failures: entries[provider.rawValue]?.failures ?? 0, now: now)
        schedule.recordFailure(retryAfter: retryAfter, at: now)
        entries[provider.rawValue] = Entry(failures: schedule.failures, nextTry: schedule.nextTry.timeIntervalSince1970, reason: reason)
        store(entries)
    }

    /// A 429 of a service with no fallback: kept for exactly the wait its Retry-After asked for, not the
    /// backoff's doubling, which is the status bars' own (`FetchBackoff`).
    public mutating func recordRateLimit(_ provider: ProviderID, retryAfter seconds: Int) {
        var entries = entries()
        let wait = Double(min(max(seconds, 0), FetchBackoff.longestAskedWait))
        entries[provider.rawValue] = Entry(
            failures: (entries[provider.rawValue]?.failures ?? 0) + 1, nextTry: clock().timeIntervalSince1970 + wait,
            reason: .rateLimited
        )
        store(entries)
    }

    public mutating func recordSuccess(_ provider: ProviderID) {
        var entries = entries()
        guard entries.removeValue(forKey: provider.rawValue) != nil else { return }
        store(entries)
    }

    private func entries() -> [String: Entry] {
        guard let file else { return memory }
        guard let data = PrivateFile.read(file, limit: 1 << 16)?.data,
              let record = try? JSONDecoder().decode(Record.self, from: data), record.version == Self.version
        else { return [:] }
        return record.providers.filter { $0.value.nextTry.isFinite }
    }

    private mutating func store(_ entries: [String: Entry]) {
        guard let file else {
            memory = entries
            return
        }
        guard !entries.isEmpty else {
            unlink(file.path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(Record(version: Self.version, providers: entries)) else { return }
        try? PrivateFile.writeAtomically(data, to: file)
    }
}
