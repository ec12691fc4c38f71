import FoundationEssentials
import WeatherCore

/// Formats dates for the user's language and clock at the location's offset from UTC, from small tables
/// of its own: "09:00" or "9:00 AM", "Sat 22 Nov", "11월 22일 (토)". No locale data is loaded, so it
/// costs nothing to make.
public struct LocalDateFormatter: Hashable, Sendable {
    public var language: Language
    public var clock: ClockFormat
    public var utcOffset: Int

    public init(language: Language, clock: ClockFormat, timeZone: LocalTimeZone) {
        self.language = language
        self.clock = clock
        self.utcOffset = timeZone.secondsFromGMT
    }

    private static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "09:00" (24-hour); "9:00 AM" or "오전 9:00" (12-hour).
    public func time(_ date: Date) -> String {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return clock == .twelveHour ? "--:-- --" : "--:--" }
        switch clock {
        case .twentyFourHour:
            return Self.twoDigits(time.hour) + ":" + Self.twoDigits(time.minute)
        case .twelveHour:
            let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
            let clockTime = "\(hour):" + Self.twoDigits(time.minute)
            let isMorning = time.hour < 12
            switch language {
            case .english: return clockTime + (isMorning ? " AM" : " PM")
            case .korean: return (isMorning ? "오전 " : "오후 ") + clockTime
            }
        }
    }

    /// `time` where a column is short: a whole hour on an English 12-hour clock is "6 AM", as wide as "18:00".
    public func shortTime(_ date: Date) -> String {
        guard clock == .twelveHour, language == .english, let time = CivilTime(date, utcOffset: utcOffset), time.minute == 0 else {
            return self.time(date)
        }
        return "\(time.hour % 12 == 0 ? 12 : time.hour % 12)" + (time.hour < 12 ? " AM" : " PM")
    }

    /// The columns `shortTime` takes for every one of `dates`: 5, unless one of them is not a whole hour
    /// (a place half an hour off UTC) on a 12-hour clock.
    public func shortTimeWidth(_ dates: [Date]) -> Int {
        guard clock == .twelveHour else { return timeWidth }
        let widths = dates.map { DisplayWidth.of(shortTime($0)) }
        return widths.max() ?? timeWidth
    }

    /// The columns the widest `time` takes: "12:30 PM", "오후 12:30", "23:30".
    public var timeWidth: Int {
        switch clock {
        case .twentyFourHour: 5
        case .twelveHour: language == .korean ? 10 : 8
        }
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
