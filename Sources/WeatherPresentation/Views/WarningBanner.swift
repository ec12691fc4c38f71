import FoundationEssentials
import WeatherCore

/// The header's line for official warnings: the most severe one's event in its level's colour, when it
/// ends and who issued it, then how many more there are and the key that lists them. What does not fit
/// goes from the end; the event is cut with an ellipsis last.
struct WarningBanner {
    /// In force, the most severe first.
    var warnings: [WeatherWarning]
    var strings: Strings
    var dates: LocalDateFormatter
    var glyphs: Glyphs
    var now: Date

    func runs(fitting width: Int) -> [TextRun] {
        guard let first = warnings.first, width > 0 else { return [] }
        let style = Self.style(for: first.severity)
        let mark = TextRun(glyphs.warningMark + " ", style)
        let until = first.ends.map { [TextRun(" " + strings.warningUntil(WarningTimes(dates: dates, now: now).moment($0)))] } ?? []
        let separator = TextRun(" \(glyphs.separator) ", Styles.muted)
        let source = [separator, TextRun(first.source, Styles.muted)]
        let more = warnings.count > 1 ? [TextRun("  " + strings.moreWarnings(warnings.count - 1), Styles.muted)] : []
        let hint = [TextRun(warnings.count > 1 ? " \(glyphs.separator) " : "  ", Styles.muted), TextRun(strings.warningDetailsHint, Styles.muted)]
        let event = TextRun(first.event, CellStyle(style.role, bold: true))
        let candidates = [
            [mark, event] + until + source + more + hint,
            [mark, event] + until + source + more,
            [mark, event] + until + source,
            [mark, event] + until,
        ]
        if let fitting = candidates.first(where: { $0.reduce(0) { $0 + $1.width } <= width }) { return fitting }
        let fixed = mark.width + until.reduce(0) { $0 + $1.width }
        guard width - fixed >= 4 else { return [TextRun(DisplayWidth.truncate(mark.text + first.event, to: width), CellStyle(style.role, bold: true))] }
        return [mark, TextRun(DisplayWidth.truncate(first.event, to: width - fixed), event.style)] + until
    }

    /// A level's colour from the theme's roles (red, orange, yellow as the services draw them); bold
    /// from severe up, so the mono theme tells them apart too.
    static func style(for severity: WarningSeverity) -> CellStyle {
        switch severity {
        case .extreme: CellStyle(.error, bold: true)
        case .severe: CellStyle(.hot, bold: true)
        case .moderate: CellStyle(.warm)
        case .minor: CellStyle(.sun)
        case .unknown: CellStyle(.warning)
        }
    }
}

/// A warning's times as the place's clock shows them: the time alone today, with the weekday on another day.
struct WarningTimes {
    var dates: LocalDateFormatter
    var now: Date

    func moment(_ date: Date) -> String {
        dates.daysBetween(now, date) == 0 ? dates.time(date) : dates.weekday(date) + " " + dates.time(date)
    }
}

extension WarningBanner {
    /// The `--once` and `--waybar` line for the most severe warning in force at `now`; nil when none is.
    static func line(for report: WeatherReport, strings: Strings, dates: LocalDateFormatter, now: Date) -> String? {
        let active = report.warnings?.active(at: now) ?? []
        guard let first = active.first else { return nil }
        let until = first.ends.map { WarningTimes(dates: dates, now: now).moment($0) }
        return strings.warningLine(event: first.event, until: until, source: first.source, more: active.count - 1)
    }
}
