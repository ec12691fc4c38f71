import FoundationEssentials

/// The time zone of the place the weather is for: dates are shown in it, not in the user's own.
/// Times are worked out from the offset the service gives (see `CivilTime`); the name is only shown.
public struct LocalTimeZone: Hashable, Sendable, Codable {
    /// The zone's name, such as "Asia/Seoul", where the service gives one.
    public var identifier: String?
    public var secondsFromGMT: Int

    public init(identifier: String? = nil, secondsFromGMT: Int) {
        self.identifier = identifier
        self.secondsFromGMT = secondsFromGMT
    }

    /// Whether two instants fall on the same local day.
    public func isSameDay(_ first: Date, _ second: Date) -> Bool {
        guard let a = CivilTime(first, utcOffset: secondsFromGMT), let b = CivilTime(second, utcOffset: secondsFromGMT)
        else { return false }
        return a.dayNumber == b.dayNumber
    }
}
