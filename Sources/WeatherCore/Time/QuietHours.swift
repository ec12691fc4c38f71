import FoundationEssentials

/// The hours of the day when `watch` holds its notifications back (all but warnings of the highest
/// level), in the user's own time zone: "22:00-07:00" runs over midnight.
public struct QuietHours: Hashable, Sendable {
    /// Minutes after midnight.
    public var start: Int
    public var end: Int

    /// "HH:MM-HH:MM"; nil for anything else, or a span of no length.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]), start != end else { return nil }
        self.start = start
        self.end = end
    }

    private static func minutes(_ text: Substring) -> Int? {
        let fields = String(text).trimmed().split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let hour = Int(fields[0]), let minute = Int(fields[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    /// Whether `date` falls in the quiet hours in `timeZone`.
    public func contains(_ date: Date, in timeZone: LocalTimeZone) -> Bool {
        guard let civil = timeZone.civilTime(date) else { return false }
        let minute = civil.hour * 60 + civil.minute
        return start < end ? (start..<end).contains(minute) : minute >= start || minute < end
    }
}
