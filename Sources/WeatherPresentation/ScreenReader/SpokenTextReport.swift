import FoundationEssentials
import WeatherCore

/// `--once --screen-reader`: the report in the screen-reader form's sentences, one a line, for a script
/// that hands them to a speech synthesiser: the summary, when it was made (and, offline, that it is the
/// stored one), the 3-hour steps, and whose data it is.
public struct SpokenTextReport {
    public var report: WeatherReport
    public var units: DisplayUnits
    public var language: Language
    public var clock: ClockFormat
    public var glyphs: Glyphs
    /// Set when the report is the stored one, given at this time because the load failed.
    public var offlineAt: Date?
    public var airIndex: AirIndexScale?
    /// The time the rain outlook and the warnings are told from.
    public var now: Date

    public init(
        report: WeatherReport, units: DisplayUnits, language: Language, clock: ClockFormat = .twentyFourHour, glyphs: Glyphs = .unicode,
        offlineAt: Date? = nil, airIndex: AirIndexScale? = nil, now: Date = Date()
    ) {
        self.report = report
        self.units = units
        self.language = language
        self.clock = clock
        self.glyphs = glyphs
        self.offlineAt = offlineAt
        self.airIndex = airIndex
        self.now = now
    }

    public var text: String {
        let strings = Strings(language: language, glyphs: glyphs)
        let spoken = SpokenReport(report: report, units: units, strings: strings, clock: clock, now: max(now, report.fetchedAt), airIndex: airIndex)
        var lines = spoken.summary + [ScreenState.updatedSentence(report, clock: clock, strings: strings)]
        if let offlineAt {
            let dates = LocalDateFormatter(language: language, clock: clock, timeZone: report.timeZone)
            let when = dates.day(report.fetchedAt) + " " + dates.time(report.fetchedAt)
            lines.append(strings.text(.spokenSentence(text: strings.offlineReport(when, age: strings.age(offlineAt.timeIntervalSince(report.fetchedAt))))))
        }
        lines += spoken.list(.threeHour)
        lines.append(strings.text(.spokenSentence(text: strings.credit(for: report.provider))))
        return lines.joined(separator: "\n") + "\n"
    }
}
