import FoundationEssentials
import WeatherCore

/// Formats dates for the user's language and clock in the location's time zone, from small tables
/// of the language's catalog: "09:00" or "9:00 AM", "Sat 22 Nov", "11월 22일 (토)". No locale data is loaded, so it
/// costs nothing to make.
public struct LocalDateFormatter: Hashable, Sendable {
    public var language: Language
    public var clock: ClockFormat
    public var timeZone: LocalTimeZone

    public init(language: Language, clock: ClockFormat, timeZone: LocalTimeZone) {
        self.language = language
        self.clock = clock
        self.timeZone = timeZone
    }

    private var catalog: Catalog { Catalog.of(language) }

    /// "09:00" (24-hour); "9:00 AM" or "오전 9:00" (12-hour).
    public func time(_ date: Date) -> String {
        guard let time = timeZone.civilTime(date) else { return clock == .twelveHour ? "--:-- --" : "--:--" }
        switch clock {
        case .twentyFourHour:
            return Self.twoDigits(time.hour) + ":" + Self.twoDigits(time.minute)
        case .twelveHour:
            return twelveHour("\(Self.twelveHourNumber(time.hour)):" + Self.twoDigits(time.minute), morning: time.hour < 12)
        }
    }

    /// `time` where a column is short: a whole hour on a 12-hour clock is "6 AM", as wide as "18:00",
    /// in a language whose catalog drops the minutes there.
    public func shortTime(_ date: Date) -> String {
        guard clock == .twelveHour, let time = timeZone.civilTime(date), time.minute == 0 else {
            return self.time(date)
        }
        let hour = String(Self.twelveHourNumber(time.hour))
        return catalog.text(time.hour < 12 ? .wholeHourMorningPattern(hour: hour) : .wholeHourAfternoonPattern(hour: hour))
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
        case .twelveHour: max(DisplayWidth.of(twelveHour("12:30", morning: true)), DisplayWidth.of(twelveHour("12:30", morning: false)))
        }
    }

    /// "Sat 22 Nov" / "11월 22일 (토)".
    public func day(_ date: Date) -> String {
        guard let time = timeZone.civilTime(date) else { return "—" }
        return catalog.text(.dayPattern(
            weekday: catalog.weekdayName(time.weekday), day: String(time.day), month: catalog.monthName(time.month)
        ))
    }

    /// "Sat 22" / "22일 (토)": a day of the next few weeks where room is short.
    public func shortDay(_ date: Date) -> String {
        guard let time = timeZone.civilTime(date) else { return "—" }
        return catalog.text(.shortDayPattern(weekday: catalog.weekdayName(time.weekday), day: String(time.day)))
    }

    /// "Sat" / "토".
    public func weekday(_ date: Date) -> String {
        guard let time = timeZone.civilTime(date) else { return "—" }
        return catalog.weekdayName(time.weekday)
    }

    /// Local days from `reference`'s day to `date`'s: 0 the same day, 1 the next.
    public func daysBetween(_ reference: Date, _ date: Date) -> Int? {
        guard let a = timeZone.civilTime(reference), let b = timeZone.civilTime(date) else { return nil }
        return b.dayNumber - a.dayNumber
    }

    private func twelveHour(_ clockTime: String, morning: Bool) -> String {
        catalog.text(morning ? .morningPattern(time: clockTime) : .afternoonPattern(time: clockTime))
    }

    private static func twelveHourNumber(_ hour: Int) -> Int {
        hour % 12 == 0 ? 12 : hour % 12
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
