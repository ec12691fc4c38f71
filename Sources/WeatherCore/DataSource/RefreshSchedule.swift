import FoundationEssentials

/// When the next automatic refresh is due. After a success, one interval on; after failures, exponential
/// backoff (30 s doubling to 10 min, each delay shortened or lengthened by up to a fifth at random, so
/// many clients do not retry in step), and never before a rate limit's Retry-After. A success resets it.
/// Every call is given the time and the random source is injected, so the schedule is a pure value.
public struct RefreshSchedule: Equatable, Sendable {
    public static let firstRetry: TimeInterval = 30
    public static let longestRetry: TimeInterval = 600
    /// Each delay is multiplied by a factor in 1 ± this.
    public static let jitter = 0.2

    public let interval: TimeInterval
    /// Failures since the last success.
    public private(set) var failures = 0
    public private(set) var nextTry: Date

    /// A number in 0..<1.
    private let random: @Sendable () -> Double

    /// `failures`: failures in a row so far (a schedule kept between runs); the first try is one
    /// interval after `now`.
    public init(
        interval: TimeInterval, failures: Int = 0, now: Date, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.interval = interval
        self.failures = max(0, failures)
        self.random = random
        self.nextTry = now.addingTimeInterval(interval)
    }

    /// True while retrying after failures rather than refreshing on the interval.
    public var isBackingOff: Bool { failures > 0 }

    public mutating func recordSuccess(at now: Date) {
        failures = 0
        nextTry = now.addingTimeInterval(interval)
    }

    /// Nothing was tried (a load was already under way, or there was nothing to load): one interval on,
    /// the failures kept.
    public mutating func postpone(at now: Date) {
        nextTry = now.addingTimeInterval(interval)
    }

    /// `retryAfter`: the seconds a rate-limited service asked for, if it did.
    public mutating func recordFailure(retryAfter: Int? = nil, at now: Date) {
        failures += 1
        let backoff = min(Self.firstRetry * Double(1 << min(failures - 1, 16)), Self.longestRetry)
        var delay = backoff * (1 - Self.jitter + 2 * Self.jitter * random())
        if let retryAfter, retryAfter > 0 { delay = max(delay, Double(retryAfter)) }
        nextTry = now.addingTimeInterval(delay)
    }

    /// A failure that retrying cannot mend (a refused certificate): no backoff; the next try is one
    /// interval on, as after a success, in case the user mends it in the meantime.
    public mutating func recordLastingFailure(at now: Date) {
        failures = 0
        nextTry = now.addingTimeInterval(interval)
    }

    /// True once the wall clock has reached the next try.
    public func isDue(at now: Date) -> Bool { now >= nextTry }

    /// Seconds from `now` until the next try (0 when it is due).
    public func secondsUntilNextTry(at now: Date) -> TimeInterval {
        max(0, nextTry.timeIntervalSince(now))
    }

    /// Equal when they try next at the same time after as many failures; the random source takes no part.
    public static func == (lhs: RefreshSchedule, rhs: RefreshSchedule) -> Bool {
        lhs.interval == rhs.interval && lhs.failures == rhs.failures && lhs.nextTry == rhs.nextTry
    }
}

extension LoadFailure {
    /// The seconds a rate-limited service asked to wait, when it said.
    public var retryAfter: Int? {
        switch self {
        case let .weather(.rateLimited(seconds)), let .location(.ipLookupFailed(.rateLimited(seconds))),
             let .location(.searchFailed(.rateLimited(seconds))):
            seconds
        case let .weatherAndFallback(failure):
            if case let .rateLimited(seconds) = failure.error { seconds } else { nil }
        default:
            nil
        }
    }
}
