import FoundationEssentials
import WeatherCore

/// The `--once` report: plain text, no escape codes, for scripts and status bars.
public struct PlainTextReport {
    public var report: WeatherReport
    public var units: DisplayUnits
    public var language: Language
    public var clock: ClockFormat
    /// In ascii mode the report is 7-bit, like the screen (place names aside).
    public var glyphs: Glyphs
    /// Set when the report is the stored one, given at this time because the load failed.
    public var offlineAt: Date?
    /// The time the rain outlook is told from.
    public var now: Date

    public init(
        report: WeatherReport, units: DisplayUnits, language: Language, clock: ClockFormat = .twentyFourHour, glyphs: Glyphs = .unicode,
        offlineAt: Date? = nil, now: Date = Date()
    ) {
        self.report = report
        self.units = units
        self.language = language
        self.clock = clock
        self.glyphs = glyphs
        self.offlineAt = offlineAt
        self.now = now
    }

    public var text: String {
        let strings = Strings(language: language, glyphs: glyphs)
        let format = UnitFormatter(units: units, glyphs: glyphs, catalog: strings.catalog)
        let dates = LocalDateFormatter(language: language, clock: clock, timeZone: report.timeZone)
        let current = report.current
        var lines: [String] = []
        let place = report.place.isApproximate
            ? "\(glyphs.approximate) \(report.place.displayName) (\(strings.approximate))" : report.place.displayName
        let fetched = dates.time(report.fetchedAt) + (report.timeZone == .utc ? " UTC" : "")
        lines.append("\(place) \(glyphs.text("—")) \(strings.updated(fetched))")
        if let offlineAt {
            let when = dates.day(report.fetchedAt) + " " + dates.time(report.fetchedAt)
            lines.append(glyphs.text(strings.offlineReport(when, age: strings.age(offlineAt.timeIntervalSince(report.fetchedAt)))))
        }
        var now = "\(format.temperature(current.temperature)) \(strings.condition(current.condition))"
        if let feels = current.feelsLike { now += ", \(strings.text(.feels)) \(format.temperature(feels))" }
        if let high = current.todayHigh, let low = current.todayLow {
            now += ", \(strings.text(.high)) \(format.degrees(high)) \(strings.text(.low)) \(format.degrees(low))"
            if current.todayRangeIsRestOfDay == true { now += " \(strings.text(.restOfToday))" }
        }
        lines.append(now)
        if let outlook = RainOutlook(report: report, now: self.now) {
            lines.append(glyphs.text(strings.rainOutlook(outlook, dates: dates, units: format, now: self.now).joined(separator: ", ")))
        }
        if let warning = WarningBanner.line(for: report, strings: strings, dates: dates, now: self.now) { lines.append(glyphs.text(warning)) }
        if let normal = strings.todayAgainstNormal(report, units: format) { lines.append(normal) }
        var details: [String] = []
        if let humidity = current.humidity { details.append("\(strings.text(.humidity)) \(UnitFormatter.percent(humidity))") }
        if let wind = current.windSpeed {
            details.append("\(strings.text(.wind)) \(format.windSpeed(wind))" + (current.windDirection.map { " " + format.compass($0) } ?? ""))
        }
        if let pressure = current.pressure { details.append("\(strings.text(.pressure)) \(format.pressure(pressure))") }
        if !details.isEmpty { lines.append(details.joined(separator: ", ")) }
        if let sea = SeaSummary(marine: report.marine, now: self.now, strings: strings, units: format, dates: dates) {
            lines.append(glyphs.text(sea.parts.joined(separator: ", ")))
        }
        if let observation = ObservationSummary(observation: report.observation, now: self.now, strings: strings, units: format) {
            lines.append(glyphs.text(observation.line))
        }
        if let disagreement = ObservationDisagreement(report: report, now: self.now), let station = report.observation?.station {
            lines.append(strings.observationDisagreement(disagreement, station: station))
        }
        lines += certaintyLines(strings: strings, format: format, dates: dates)

        var previousDay: String?
        for item in report.forecast {
            let day = dates.day(item.time)
            if day != previousDay {
                lines.append("")
                lines.append(day)
                previousDay = day
            }
            var row = "  \(DisplayWidth.pad(dates.time(item.time), to: dates.timeWidth, alignRight: true))  \(DisplayWidth.pad(format.preciseTemperature(item.temperature), to: 7, alignRight: true))  "
            row += DisplayWidth.pad(strings.condition(item.condition), to: 18)
            row += item.precipitationChance.map { "  " + DisplayWidth.pad(UnitFormatter.percent($0 * 100), to: 4, alignRight: true) } ?? "      "
            if let wind = item.windSpeed { row += "  " + format.windSpeed(wind) }
            lines.append(row.trimmingTrailingSpaces())
        }
        lines.append("")
        lines.append(strings.credit(for: report.provider) + (report.fallback.map { " \(glyphs.text("—")) " + strings.fallbackNote($0) } ?? ""))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Today's likely high and where the forecast becomes unsure; that the spread is not available where
    /// the ensemble was asked and did not answer.
    private func certaintyLines(strings: Strings, format: UnitFormatter, dates: LocalDateFormatter) -> [String] {
        guard let certainty = ForecastCertainty(report: report) else {
            return report.leftOut(.ensemble) ? [] : [strings.text(.noEnsemble)]
        }
        let today = certainty.today(at: now).map { strings.likelyHighToday($0, model: certainty.ensemble.model, units: format) }
        return [today, certainty.uncertainty.map { strings.uncertainty($0, dates: dates) }].compactMap { $0 }
    }
}
