import FoundationEssentials
import WeatherCore

/// The `--waybar` output: the one JSON object a Waybar custom module with `"return-type": "json"`
/// reads, on one line. Waybar reads `text` and `tooltip` as Pango markup, so every value in them is
/// escaped; `class` names the condition, then the first place's warning feed (`covered`, `warnings`,
/// `unavailable`, `not-covered`) and `stale`, `warning`, `fallback`, for the bar's style sheet; `alt`
/// the condition for `format-icons`.
public struct WaybarReport: Encodable {
    public var text: String
    public var tooltip: String
    public var `class`: [String]
    public var alt: String

    /// Steps of the next hours and days the tooltip lists.
    static let tooltipHours = 6
    static let tooltipDays = 3

    public init(line: StatusLine) {
        self.init(lines: [line])
    }

    /// Several places: the first place's text, and every place in the tooltip, each its name and a few
    /// lines (one place alone also its next hours and days); the classes are the first place's condition,
    /// with `stale`, `warning` and `fallback` when any place is so.
    public init(lines: [StatusLine]) {
        let sections = lines.map { Self.section(of: $0, withSteps: lines.count == 1) }
        text = lines.first.map { Self.escapingMarkup($0.text) } ?? ""
        tooltip = sections.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n\n")
        let condition = lines.first?.report.current.condition ?? .unknown
        let feed = lines.first.flatMap { line in line.report.warnings.map { Self.feedClass($0.feedState(at: line.now)) } }
        self.class = [Self.conditionClass(condition)] + (feed.map { [$0] } ?? []) + (lines.contains(where: \.isStale) ? ["stale"] : [])
            + (sections.contains(where: \.hasWarning) ? ["warning"] : [])
            + (lines.contains { $0.report.fallback != nil } ? ["fallback"] : [])
        alt = condition.rawValue
    }

    /// The tooltip's lines for one place, Pango markup escaped, and whether an official warning is in force there.
    private static func section(of line: StatusLine, withSteps: Bool) -> (lines: [String], hasWarning: Bool) {
        let report = line.report
        let strings = Strings(language: line.language, glyphs: line.glyphs)
        let format = UnitFormatter(units: line.units, glyphs: line.glyphs, catalog: strings.catalog)
        let dates = LocalDateFormatter(language: line.language, clock: line.clock, timeZone: report.timeZone)
        let current = report.current
        let now = line.now

        var lines = ["<b>" + Self.escapingMarkup(report.place.displayName) + "</b>"]
        var summary = "\(format.temperature(current.temperature)) \(strings.condition(current.condition))"
        if let feels = current.feelsLike { summary += ", \(strings.text(.feels)) \(format.temperature(feels))" }
        if let high = current.todayHigh, let low = current.todayLow {
            summary += ", \(strings.text(.high)) \(format.degrees(high)) \(strings.text(.low)) \(format.degrees(low))"
            if current.todayRangeIsRestOfDay == true { summary += " \(strings.text(.restOfToday))" }
        }
        lines.append(Self.escapingMarkup(summary))
        if let outlook = line.value(of: .rainOutlook) { lines.append(Self.escapingMarkup(outlook)) }
        let warning = WarningBanner.line(for: report, strings: strings, dates: dates, now: now)
        if let warning { lines.append("<b>" + Self.escapingMarkup(warning) + "</b>") }
        // Only a template with the air asks for it: a stored report that has it anyway (the dashboard's)
        // does not put it in one tooltip and leave it out of the next.
        if line.template.contains(.airQuality), let air = report.air {
            let parts = [line.airQualityIndex.map(strings.airSummary), air.pm2_5.map { "PM2.5 " + strings.number($0, decimals: 1) + " µg/m³" },
                air.uvIndex.flatMap { Int(rounding: $0) }.map { "UV \($0)" }].compactMap { $0 }
            if !parts.isEmpty { lines.append(Self.escapingMarkup(parts.joined(separator: " · "))) }
        }
        if let fallback = report.fallback {
            lines.append(Self.escapingMarkup(report.provider.displayName + " " + line.glyphs.text("—") + " " + strings.fallbackNote(fallback)))
        }
        if line.isStale {
            let when = dates.day(report.fetchedAt) + " " + dates.time(report.fetchedAt)
            lines.append(Self.escapingMarkup(strings.offlineReport(when, age: strings.age(now.timeIntervalSince(report.fetchedAt)))))
        }
        guard withSteps else { return (lines, warning != nil) }
        let steps = (report.hourly.isEmpty ? report.forecast : report.hourly).filter { $0.time > now }.prefix(Self.tooltipHours)
        if !steps.isEmpty { lines.append("") }
        for step in steps {
            var row = "\(DisplayWidth.pad(dates.time(step.time), to: dates.timeWidth, alignRight: true))  \(line.glyphs.symbol(step.condition, isDaytime: step.isDaytime))  "
                + format.temperature(step.temperature)
            if let chance = step.precipitationChance { row += "  \(line.glyphs.umbrella) " + UnitFormatter.percent(chance * 100) }
            lines.append(Self.escapingMarkup(row))
        }
        let days = report.days.filter { $0.date.addingTimeInterval(86_400) > now }.prefix(Self.tooltipDays)
        if !days.isEmpty { lines.append("") }
        for day in days {
            let row = "\(dates.shortDay(day.date))  \(line.glyphs.symbol(day.condition, isDaytime: true))  "
                + "\(format.degrees(day.high)) / \(format.degrees(day.low))  \(strings.condition(day.condition))"
            lines.append(Self.escapingMarkup(row))
        }
        return (lines, warning != nil)
    }

    /// The object on one line, with a newline: Waybar reads one object a line.
    public func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// `text` as Pango markup shows it literally: `&`, `<`, `>`, `'` and `"` as entities.
    public static func escapingMarkup(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&apos;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The first place's warning feed as a class: `covered`, `warnings`, `unavailable`, `not-covered`.
    static func feedClass(_ state: WarningsFeedState) -> String {
        state.word.replacing(" ", with: "-")
    }

    /// A few broad classes a style sheet can colour by.
    static func conditionClass(_ condition: WeatherCondition) -> String {
        switch condition {
        case .clear, .mainlyClear: "clear"
        case .partlyCloudy: "partly-cloudy"
        case .cloudy: "cloudy"
        case .fog, .haze, .dust: "fog"
        case .drizzle, .freezingDrizzle, .rain, .heavyRain, .freezingRain, .showers: "rain"
        case .snow, .heavySnow, .sleet, .snowShowers: "snow"
        case .thunderstorm, .thunderstormWithHail: "storm"
        case .squalls, .tornado: "wind"
        case .unknown: "unknown"
        }
    }
}
