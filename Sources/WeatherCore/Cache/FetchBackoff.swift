import FoundationEssentials
import Glibc

/// When the one-shot modes may ask the service again after it failed: the failures in a row and the
/// next-try time, kept in `next-try.json` in the cache directory, so a status bar polling every few
/// seconds does not ask a dead network each time. The delays are the dashboard's (`RefreshSchedule`).
/// Only the holder of the `FetchLock` writes it.
public struct FetchBackoff: Sendable {
    static let fileName = "next-try.json"
    static let version = 1

    public let directory: URL
    private let clock: @Sendable () -> Date

    public init(directory: URL, clock: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.clock = clock
    }

    private struct Record: Codable {
        var version: Int
        var failures: Int
        var nextTry: Double
    }

    private var url: URL { directory.appendingPathComponent(Self.fileName) }

    private func record() -> Record? {
        guard let data = PrivateFile.read(url, limit: 4095)?.data,
              let record = try? JSONDecoder().decode(Record.self, from: data), record.version == Self.version,
              record.failures > 0, record.nextTry.isFinite
        else { return nil }
        return record
    }

    /// The time before which the service is not to be asked; nil when it may be asked now.
    public var nextTry: Date? {
        guard let record = record() else { return nil }
        let date = Date(timeIntervalSince1970: record.nextTry)
        return date > clock() ? date : nil
    }

    public func recordSuccess() {
        unlink(url.path)
    }

    /// `retryAfter`: the seconds a rate-limited service asked for.
    public func recordFailure(retryAfter: Int?) {
        var schedule = RefreshSchedule(interval: RefreshSchedule.longestRetry, failures: record()?.failures ?? 0, clock: clock)
        schedule.recordFailure(retryAfter: retryAfter)
        let record = Record(version: Self.version, failures: schedule.failures, nextTry: schedule.nextTry.timeIntervalSince1970)
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? PrivateFile.writeAtomically(data, to: url)
    }
}
