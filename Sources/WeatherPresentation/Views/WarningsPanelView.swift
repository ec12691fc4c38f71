import FoundationEssentials
import WeatherCore

/// Every official warning in force, most severe first: first a list, one line each (event in its
/// level's colour, until when, the service), then each in full (its event and level, who issued it and
/// from when until when on the place's clock, its headline, description and instruction, wrapped to the
/// panel), then those whose area is unclear (named by codes only: nearby, perhaps not here), one line
/// each, then where the warnings come from and how old they are. When the rows outnumber the lines,
/// the last line says how many more there are above and below, and the scroll keys move the rows.
struct WarningsPanelView: View {
    var warnings: WeatherWarnings
    var strings: Strings
    var dates: LocalDateFormatter
    var glyphs: Glyphs
    var now: Date
    /// The first row in view (clamped to the rows there are).
    var offset = 0

    static let maximumWidth = 78

    /// The panel for the report on screen, as the controller scrolls it and the dashboard draws it; nil
    /// before the warnings feed has answered.
    init?(state: ScreenState) {
        guard let report = state.report, let warnings = report.warnings else { return nil }
        self.warnings = warnings
        strings = Strings(language: state.language, glyphs: state.glyphs)
        dates = LocalDateFormatter(language: state.language, clock: state.clockFormat, timeZone: report.timeZone)
        glyphs = state.glyphs
        now = max(state.now ?? report.fetchedAt, report.fetchedAt)
        offset = state.warningsOffset
    }

    struct Layout {
        var rows: [[TextRun]]
        var width: Int
        /// Rows in view: all of them, or a line fewer than fit (the last line says how many are hidden).
        var shown: Int
        var offset: Int
        var maximumOffset: Int { rows.count - shown }
        var hidden: (above: Int, below: Int) { (offset, rows.count - shown - offset) }
    }

    var active: [WeatherWarning] { warnings.active(at: now) }

    func layout(in bounds: Rect, offset: Int? = nil) -> Layout {
        let width = min(bounds.width, Self.maximumWidth)
        let textWidth = max(1, width - 4)
        var rows: [[TextRun]] = []
        func add(_ text: String, _ style: CellStyle = .normal) {
            rows += TextLayout.wrapKeepingEverything(text, width: textWidth).map { [TextRun($0, style)] }
        }
        let times = WarningTimes(dates: dates, now: now)
        let active = active
        for warning in active {
            rows.append(WarningSummaryLine(warning: warning, strings: strings, glyphs: glyphs, times: times).runs(fitting: textWidth))
        }
        for warning in active {
            rows.append([])
            let level = warning.severityLabel ?? strings.warningSeverity(warning.severity)
            let style = WarningBanner.style(for: warning.severity)
            add("\(glyphs.warningMark) \(warning.event) \(glyphs.separator) \(level)", CellStyle(style.role, bold: true))
            let period: String? = switch (warning.onset, warning.ends) {
            case let (onset?, ends?): strings.warningFromUntil(times.moment(onset), times.moment(ends))
            case let (onset?, nil): strings.warningFrom(times.moment(onset))
            case let (nil, ends?): strings.warningUntil(times.moment(ends))
            case (nil, nil): nil
            }
            add(([warning.source] + (period.map { [$0] } ?? [])).joined(separator: " \(glyphs.separator) "), Styles.muted)
            if let headline = warning.headline { add(headline, Styles.accent) }
            for paragraph in (warning.description ?? "").split(separator: "\n") { add(String(paragraph)) }
            if let instruction = warning.instruction {
                add(strings.warningInstruction + ":", Styles.accent)
                for paragraph in instruction.split(separator: "\n") { add(String(paragraph)) }
            }
        }
        // Named by codes only: perhaps not at the place, so listed apart, after the place's own.
        let unclear = warnings.activeAreaUnclear(at: now)
        if !unclear.isEmpty {
            if !rows.isEmpty { rows.append([]) }
            add(strings.warningsAreaUnclear, Styles.accent)
            for warning in unclear {
                rows.append(WarningSummaryLine(warning: warning, strings: strings, glyphs: glyphs, times: times).runs(fitting: textWidth))
            }
        }
        if let source = warnings.source {
            if !rows.isEmpty { rows.append([]) }
            add(strings.warningsFetched(source: source, time: dates.time(warnings.fetchedAt), age: strings.age(now.timeIntervalSince(warnings.fetchedAt))), Styles.muted)
        }
        if active.isEmpty { add(strings.noWarnings(warnings), Styles.muted) }
        let lines = max(0, bounds.height - 2)
        let shown = rows.count <= lines ? rows.count : max(0, lines - 1)
        return Layout(rows: rows, width: width, shown: shown, offset: min(max(0, offset ?? self.offset), rows.count - shown))
    }

    func render(in bounds: Rect, into grid: inout Grid) {
        let layout = layout(in: bounds)
        let height = min(bounds.height, layout.rows.count + 2)
        let inner = BoxFrame.panel(
            title: strings.warningsTitle(count: active.count), style: Styles.warning, width: layout.width, height: height, in: bounds, into: &grid
        )
        for (line, index) in (layout.offset..<(layout.offset + layout.shown)).enumerated() {
            grid.write(layout.rows[index], x: inner.x + 1, y: inner.y + line, maxWidth: inner.width - 2)
        }
        if layout.maximumOffset > 0 {
            let hidden = layout.hidden
            let line = strings.moreRows(above: hidden.above, below: hidden.below)
                + KeyHintLine(.warningsScrolling, strings: strings).text(fitting: .max)
            grid.write(line, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
        }
    }
}
