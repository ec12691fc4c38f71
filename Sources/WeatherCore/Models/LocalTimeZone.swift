import FoundationEssentials

/// The time zone of the place the weather is for: dates are shown in it, not in the user's own.
/// Times are worked out by plain arithmetic (see `CivilTime`) from the offset in force at each instant:
/// the zone's offset and, for a named zone the tz database knows, the changes of offset (daylight-saving
/// time) over the days a report covers, taken from the database when the report is made.
public struct LocalTimeZone: Hashable, Sendable, Codable {
    /// The zone's name, such as "Asia/Seoul", where the service gives one.
    public var identifier: String?
    /// Seconds east of UTC before the first of `changes`; the zone's offset throughout where it has none.
    public var secondsFromGMT: Int
    /// In time order.
    public var changes: [OffsetChange]

    public init(identifier: String? = nil, secondsFromGMT: Int, changes: [OffsetChange] = []) {
        self.identifier = identifier
        self.secondsFromGMT = secondsFromGMT
        self.changes = changes.sorted { $0.time < $1.time }
    }

    /// A report stored before zones had changes decodes with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
            secondsFromGMT: try container.decode(Int.self, forKey: .secondsFromGMT),
            changes: try container.decodeIfPresent([OffsetChange].self, forKey: .changes) ?? []
        )
    }

    /// Seconds east of UTC at `date`.
    public func secondsFromGMT(at date: Date) -> Int {
        changes.last { $0.time <= date }?.secondsFromGMT ?? secondsFromGMT
    }

    /// The wall clock of the place at `date`.
    public func civilTime(_ date: Date) -> CivilTime? {
        CivilTime(date, utcOffset: secondsFromGMT(at: date))
    }

    /// Whether two instants fall on the same local day.
    public func isSameDay(_ first: Date, _ second: Date) -> Bool {
        guard let a = civilTime(first), let b = civilTime(second) else { return false }
        return a.dayNumber == b.dayNumber
    }

    /// The instant local day `dayNumber` (see `CivilTime.dayNumber`) starts: midnight, or the first
    /// instant after it where the clock skips midnight.
    public func startOfDay(_ dayNumber: Int) -> Date {
        instant(atLocalSeconds: Double(dayNumber) * 86_400)
    }

    /// The instant the wall clock shows `localSeconds` (seconds since 1970 on the local clock): the
    /// first, where it shows them twice; where the clock skips them, the change that skips them.
    func instant(atLocalSeconds localSeconds: Double) -> Date {
        let offsets = Set([secondsFromGMT] + changes.map(\.secondsFromGMT))
        let readings = offsets.map { Date(timeIntervalSince1970: localSeconds - Double($0)) }
            .filter { Double(secondsFromGMT(at: $0)) == localSeconds - $0.timeIntervalSince1970 }
        if let first = readings.min() { return first }
        return changes.first { $0.time.timeIntervalSince1970 + Double($0.secondsFromGMT) > localSeconds }?.time
            ?? Date(timeIntervalSince1970: localSeconds - Double(secondsFromGMT))
    }
}
