import FoundationEssentials

/// A date and time as a wall clock at a fixed offset from UTC shows it, by plain arithmetic: no ICU.
/// The offset is the place's at that instant (`LocalTimeZone`): the one the service gives, or the
/// tz database's where daylight-saving time changes it.
public struct CivilTime: Hashable, Sendable {
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…31.
    public let day: Int
    public let hour: Int
    public let minute: Int
    public let second: Int
    /// 0 is Sunday, 6 Saturday.
    public let weekday: Int
    /// Days since 1970-01-01 on the local calendar: equal for two times on the same local day.
    public let dayNumber: Int

    /// Seconds either side of 1970 that a civil time is computed for (about ±3000 years); beyond, nil.
    static let supportedSeconds = 1e11

    /// nil for a date that is not finite or lies thousands of years away.
    public init?(_ date: Date, utcOffset: Int) {
        let local = date.timeIntervalSince1970 + Double(utcOffset)
        guard local.isFinite, abs(local) < Self.supportedSeconds else { return nil }
        let seconds = Int(local.rounded(.down))
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        let civil = Self.civil(fromDays: days)
        year = civil.year
        month = civil.month
        day = civil.day
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        weekday = (days + 4).floorModulo(7)
        dayNumber = days
    }

    /// The instant at which the wall clock at `utcOffset` shows this date and time; nil when a field is
    /// out of range (month 13, 31 April, hour 25).
    public static func date(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffset: Int
    ) -> Date? {
        guard (-3000...5000).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = Self.days(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second - utcOffset))
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
