import FoundationEssentials

extension HTTPResponse {
    /// The longest an answer is believed to hold, whatever its `Expires` says.
    static let longestFreshness: TimeInterval = 86_400

    /// Until when the answer may be used without asking again, on this computer's clock: as long after
    /// `now` as its `Expires` is after its `Date` (so a server's clock that is off does not matter), or
    /// until `Expires` without a `Date`; `now` (already stale) without a readable `Expires`.
    public func freshUntil(receivedAt now: Date) -> Date {
        guard let expires = header("Expires").flatMap(HTTPDate.date(from:)) else { return now }
        let lifetime = header("Date").flatMap(HTTPDate.date(from:)).map { expires.timeIntervalSince($0) }
            ?? expires.timeIntervalSince(now)
        return now.addingTimeInterval(min(max(0, lifetime), Self.longestFreshness))
    }

    /// The answer's `Last-Modified`, when it is a readable HTTP date.
    public var lastModified: Date? {
        header("Last-Modified").flatMap(HTTPDate.date(from:))
    }
}
