import FoundationEssentials
import WeatherCore

/// What the screen-reader form says once at the bottom when a refresh brings new weather.
extension ScreenState {
    /// "Updated 08:40.": when the report was made.
    static func updatedSentence(_ report: WeatherReport, clock: ClockFormat, strings: Strings) -> String {
        let dates = LocalDateFormatter(language: strings.language, clock: clock, timeZone: report.timeZone)
        return strings.text(.spokenUpdated(time: dates.time(report.fetchedAt) + (report.timeZone == .utc ? " UTC" : "")))
    }

    /// The summary's sentences as a screen reader reads them now; empty without a report.
    var spokenSummary: [String] {
        guard let report else { return [] }
        let strings = Strings(language: language, glyphs: glyphs)
        return SpokenReport(
            report: report, units: units, strings: strings, clock: clockFormat, now: max(now ?? report.fetchedAt, report.fetchedAt),
            airIndex: airIndex
        ).summary
    }

    /// After an event that may have brought a new report (`before`: the report and the summary then):
    /// a new report of the same place is announced, its time and each sentence of the summary that
    /// changed, in order; a new place starts without one.
    mutating func announceChanges(since before: (report: WeatherReport?, summary: [String])) {
        guard screenReader, let report, let previous = before.report, report.fetchedAt != previous.fetchedAt else { return }
        guard report.place.coordinate.roundedKey == previous.place.coordinate.roundedKey else {
            announcement = nil
            reading = ReadingPosition()
            return
        }
        let strings = Strings(language: language, glyphs: glyphs)
        let changed = spokenSummary.filter { !before.summary.contains($0) }
        announcement = ([Self.updatedSentence(report, clock: clockFormat, strings: strings)] + changed).joined(separator: " ")
    }
}
