import Foundation
import WeatherCore

/// Formats dates for the user's language in the location's time zone.
public struct LocalDateFormatter: @unchecked Sendable {
    private let time: DateFormatter
    private let day: DateFormatter
    private let calendar: Calendar

    public init(language: Language, timeZone: TimeZone) {
        let locale = Locale(identifier: language == .korean ? "ko_KR" : "en_GB")
        time = DateFormatter()
        time.locale = locale
        time.timeZone = timeZone
        time.dateFormat = "HH:mm"
        day = DateFormatter()
        day.locale = locale
        day.timeZone = timeZone
        day.dateFormat = language == .korean ? "M월 d일 (E)" : "EEE d MMM"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// "09:00".
    public func time(_ date: Date) -> String { time.string(from: date) }

    /// "Sat 22 Nov" / "11월 22일 (토)".
    public func day(_ date: Date) -> String { day.string(from: date) }

    public func isSameDay(_ first: Date, _ second: Date) -> Bool {
        calendar.isDate(first, inSameDayAs: second)
    }
}
