import FoundationEssentials

/// A date on the calendar, without a time of day or a place: a day of the historical archive's answers,
/// a day a normal is for. Proleptic Gregorian, by the arithmetic of `CivilTime`.
public struct CalendarDay: Hashable, Comparable, Sendable {
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…31.
    public let day: Int

    /// nil for a date the calendar does not have (31 April, 29 February 2025).
    public init?(year: Int, month: Int, day: Int) {
        guard (-3000...5000).contains(year), (1...12).contains(month), (1...CivilTime.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(checked: (year, month, day))
    }

    private init(checked date: (year: Int, month: Int, day: Int)) {
        year = date.year
        month = date.month
        day = date.day
    }

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        self.init(checked: CivilTime.civil(fromDays: dayNumber))
    }

    /// The local day `date` falls on at `utcOffset` seconds east of UTC; nil for a date no calendar reaches.
    public init?(_ date: Date, utcOffset: Int) {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return nil }
        self.init(dayNumber: time.dayNumber)
    }

    /// Reads "2024-02-29"; nil for anything else. Digit by digit and in place: an archive answer has thousands.
    public init?(parsing text: String) {
        var text = text
        guard let day = text.withUTF8(Self.parse) else { return nil }
        self = day
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ positions: Range<Int>) -> Int? {
            var value = 0
            for position in positions {
                let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int { CivilTime.days(year: year, month: month, day: day) }

    public func adding(days: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + days)
    }

    /// The same month and day `years` later (earlier when negative); 29 February in a year without one
    /// is 28 February.
    public func adding(years: Int) -> CalendarDay {
        let target = year + years
        return CalendarDay(checked: (target, month, min(day, CivilTime.daysIn(month: month, year: target))))
    }

    /// "2024-02-29", as the services write dates.
    public var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
