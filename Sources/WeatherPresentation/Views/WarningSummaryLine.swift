import WeatherCore

/// A warning in one line of the `!` panel's list: its mark and event in its level's colour, until when,
/// and the service. What does not fit goes from the end; the event is cut with an ellipsis last.
struct WarningSummaryLine {
    var warning: WeatherWarning
    var strings: Strings
    var glyphs: Glyphs
    var times: WarningTimes

    func runs(fitting width: Int) -> [TextRun] {
        let style = WarningBanner.style(for: warning.severity)
        let mark = TextRun(glyphs.warningMark + " ", style)
        let separator = " \(glyphs.separator) "
        let when: String? = if let ends = warning.ends {
            strings.warningUntil(times.moment(ends))
        } else {
            warning.onset.map { strings.warningFrom(times.moment($0)) }
        }
        let period = when.map { [TextRun(separator + $0, Styles.muted)] } ?? []
        let source = [TextRun(separator + warning.source, Styles.muted)]
        let event = TextRun(warning.event, CellStyle(style.role, bold: true))
        for candidate in [[mark, event] + period + source, [mark, event] + period] where candidate.reduce(0, { $0 + $1.width }) <= width {
            return candidate
        }
        let room = width - mark.width - period.reduce(0) { $0 + $1.width }
        guard room >= 4 else { return [mark, TextRun(DisplayWidth.truncate(warning.event, to: max(0, width - mark.width)), event.style)] }
        return [mark, TextRun(DisplayWidth.truncate(warning.event, to: room), event.style)] + period
    }
}
