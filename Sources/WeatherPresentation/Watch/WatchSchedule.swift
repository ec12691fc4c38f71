import FoundationEssentials
import WeatherCore

/// When `watch` asks the services: no more often than the data changes. The reports of one poll serve
/// until `interval` after they were fetched (by this process or by another that shares the store), and a
/// service that failed or asked to wait is not asked before its next-try time.
public struct WatchSchedule: Equatable, Sendable {
    /// The nowcast's step, which is also about the warning services' cache time.
    public static let nowcastStep: TimeInterval = 15 * 60

    public var interval: TimeInterval

    public init(interval: TimeInterval = nowcastStep) {
        self.interval = interval
    }

    /// Whether the stored reports (one a place, nil where none is stored) serve this poll without a
    /// request: every place has one, fetched less than `interval` ago.
    public func serves(_ stored: [WeatherReport?], now: Date) -> Bool {
        !stored.isEmpty && stored.allSatisfy { report in
            report.map { now.timeIntervalSince($0.fetchedAt) < interval && $0.fetchedAt <= now } ?? false
        }
    }

    /// When to poll next after one that gave `reports`: `interval` after the oldest of them was fetched,
    /// and not before `nextTry`. After a poll that gave none (offline, or held back), at the next-try time
    /// the backoff set, else an interval from now. Never sooner than a second from now.
    public func nextPoll(after reports: [WeatherReport], nextTry: Date?, now: Date) -> Date {
        let due: Date
        if let oldest = reports.map(\.fetchedAt).filter({ $0 <= now }).min() {
            due = max(oldest.addingTimeInterval(interval), nextTry ?? .distantPast)
        } else {
            due = nextTry ?? now.addingTimeInterval(interval)
        }
        return max(due, now.addingTimeInterval(1))
    }
}
