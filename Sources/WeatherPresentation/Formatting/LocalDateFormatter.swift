import FoundationEssentials
import WeatherCore

/// Formats dates for the user's language at the location's offset from UTC, from small tables of its
/// own: "09:00", "Sat 22 Nov", "11월 22일 (토)". No locale data is loaded, so it costs nothing to make.
public struct LocalDateFormatter: Hashable, Sendable {
    public var language: Language
    public var utcOffset: Int

    public init(language: Language, timeZone: LocalTimeZone) {
        self.language = language
        self.utcOffset = timeZone.secondsFromGMT
    }

    private static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "09:00" (24-hour).
    public func time(_ date: Date) -> String {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return "--:--" }
        return Self.twoDigits(time.hour) + ":" + Self.twoDigits(time.minute)
    }

    /// "Sat 22 Nov" / "11월 22일 (토)".
    public func day(_ date: Date) -> String {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return "—" }
        switch language {
        case .english:
            return "\(Self.englishWeekdays[time.weekday]) \(time.day) \(Self.englishMonths[time.month - 1])"
        case .korean:
            return "\(time.month)월 \(time.day)일 (\(Self.koreanWeekdays[time.weekday]))"
        }
    }

    /// "Sat 22" / "22일 (토)": a day of the next few weeks where room is short.
    public func shortDay(_ date: Date) -> String {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return "—" }
        switch language {
        case .english: return "\(Self.englishWeekdays[time.weekday]) \(time.day)"
        case .korean: return "\(time.day)일 (\(Self.koreanWeekdays[time.weekday]))"
        }
    }

    /// "Sat" / "토".
    public func weekday(_ date: Date) -> String {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return "—" }
        return language == .korean ? Self.koreanWeekdays[time.weekday] : Self.englishWeekdays[time.weekday]
    }

    /// Local days from `reference`'s day to `date`'s: 0 the same day, 1 the next.
    public func daysBetween(_ reference: Date, _ date: Date) -> Int? {
        guard let a = CivilTime(reference, utcOffset: utcOffset), let b = CivilTime(date, utcOffset: utcOffset) else { return nil }
        return b.dayNumber - a.dayNumber
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
