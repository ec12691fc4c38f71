import WeatherCore

/// The days view: a row a day with its date, icon, low, a bar placing the day's low–high within the
/// whole period's range, high, and where width allows the range the ensemble puts the high in, the chance
/// and amount of rain, the day's normal low and high, and the wind. Framed like the list of steps: a
/// sticky title row (with, where they fit, where the forecast becomes unsure and whose the chances of
/// rain are), arrows when there is more above or below.
struct DaysListView: View {
    var days: [DayForecast]
    /// Each day's normal, in the order of `days`; nil where none is known.
    var normals: [DayNormal?] = []
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var scroll: ForecastScroll
    var glyphs: Glyphs
    /// How sure the forecast is; nil without the ensemble.
    var certainty: ForecastCertainty?
    var rainSource: ForecastCertainty.RainChanceSource = .service
    /// Said after the title where they fit, each whole or not at all.
    var titleNotes: [String] = []

    enum Column: CaseIterable {
        case highs, chance, precipitation, normal, wind
    }

    static let barMinimum = 6
    static let barMaximum = 30
    /// A narrower bar than this and the dates drop their month to make room.
    static let barComfortable = 12

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.height > 0 else { return }
        let contentX = rect.x + 2
        let contentWidth = rect.width - 4
        guard !days.isEmpty else {
            ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: [])
            grid.write(strings.text(.noDays), x: contentX, y: rect.y + 1, style: Styles.muted, maxWidth: contentWidth, clip: rect)
            return
        }
        ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: titleLabel(width: rect.width - 4))
        var date = dates.day
        var dateWidth = days.map { DisplayWidth.of(date($0.date)) }.max() ?? 0
        let normalTexts = days.indices.map { index in
            (index < normals.count ? normals[index] : nil).map { strings.normalRange(low: units.degrees($0.low), high: units.degrees($0.high)) }
        }
        let normalWidth = normalTexts.compactMap { $0.map(DisplayWidth.of) }.max() ?? 0
        let highsTexts = days.map { day in certainty?.highs(on: day).map { strings.highsRange($0, units: units) } }
        let widths = (normal: normalWidth, highs: highsTexts.compactMap { $0.map(DisplayWidth.of) }.max() ?? 0)
        var layout = Self.columns(for: contentWidth, dateWidth: dateWidth, units: units, normalWidth: widths.normal, highsWidth: widths.highs)
        if layout.bar < Self.barComfortable {
            date = dates.shortDay
            dateWidth = days.map { DisplayWidth.of(date($0.date)) }.max() ?? 0
            layout = Self.columns(for: contentWidth, dateWidth: dateWidth, units: units, normalWidth: widths.normal, highsWidth: widths.highs)
        }
        let periodLow = days.map(\.low).min() ?? 0
        let periodHigh = days.map(\.high).max() ?? 0
        for (row, line) in scroll.lines.prefix(rect.height - 1).enumerated() {
            guard case let .item(index) = line, index < days.count else { continue }
            let bar = RangeBar(low: days[index].low, high: days[index].high, periodLow: periodLow, periodHigh: periodHigh, width: layout.bar)
            grid.write(
                runs(
                    days[index], date: date(days[index].date), dateWidth: dateWidth, bar: bar, columns: layout.optional,
                    extras: (normalTexts[index], highsTexts[index]), widths: widths
                ),
                x: contentX, y: rect.y + 1 + row, maxWidth: contentWidth
            )
        }
        ForecastListView.scrollMarks(scroll, glyphs: glyphs, in: rect, into: &grid)
    }

    /// The title, and after it each of `titleNotes` that fits in `width`.
    private func titleLabel(width: Int) -> [TextRun] {
        var runs = [TextRun(strings.daysTitle(days.count), Styles.title)]
        var used = DisplayWidth.of(runs[0].text)
        for note in titleNotes {
            let part = " \(glyphs.separator) " + note
            guard used + DisplayWidth.of(part) <= width else { continue }
            runs.append(TextRun(part, Styles.muted))
            used += DisplayWidth.of(part)
        }
        return runs
    }

    /// The optional columns that fit beside a bar of at least `barMinimum` cells, and the bar's width.
    /// `normalWidth`, `highsWidth`: the normals' and the likely highs' columns, 0 where no day has one.
    static func columns(
        for width: Int, dateWidth: Int, units: UnitFormatter, normalWidth: Int = 0, highsWidth: Int = 0
    ) -> (optional: Set<Column>, bar: Int) {
        var remaining = width - (dateWidth + 2 + 2 + 2 + 4 + 1 + 1 + 4)
        var chosen: Set<Column> = []
        for column in Column.allCases {
            let columnWidth = Self.width(of: column, units: units, normalWidth: normalWidth, highsWidth: highsWidth)
            guard columnWidth > 0, remaining - (columnWidth + 2) >= barMinimum + 4 else { continue }
            chosen.insert(column)
            remaining -= columnWidth + 2
        }
        return (chosen, min(max(0, remaining), barMaximum))
    }

    static func width(of column: Column, units: UnitFormatter, normalWidth: Int = 0, highsWidth: Int = 0) -> Int {
        switch column {
        case .highs: highsWidth
        case .chance: 6
        case .precipitation: units.precipitationWidth
        case .normal: normalWidth
        case .wind: units.windWidth
        }
    }

    private func runs(
        _ day: DayForecast, date: String, dateWidth: Int, bar: RangeBar, columns: Set<Column>, extras: (normal: String?, highs: String?),
        widths: (normal: Int, highs: Int)
    ) -> [TextRun] {
        let parts = bar.text(glyphs.glance)
        var runs = [
            TextRun(DisplayWidth.pad(date, to: dateWidth)),
            TextRun("  "),
            TextRun(DisplayWidth.pad(glyphs.symbol(day.condition, isDaytime: true), to: Glyphs.symbolWidth), CellStyle(ForecastListView.iconRole(day.condition, isDaytime: true))),
            TextRun("  "),
            TextRun(DisplayWidth.pad(units.degrees(day.low), to: 4, alignRight: true), Styles.temperature(day.low, bold: true)),
            TextRun(" "),
            TextRun(parts.before, Styles.muted),
            TextRun(parts.filled, Styles.temperature((day.low + day.high) / 2, bold: true)),
            TextRun(parts.after, Styles.muted),
            TextRun(" "),
            TextRun(DisplayWidth.pad(units.degrees(day.high), to: 4), Styles.temperature(day.high, bold: true)),
        ]
        func add(_ column: Column, _ text: String, _ style: CellStyle = .normal) {
            guard columns.contains(column) else { return }
            runs.append(TextRun("  "))
            let width = Self.width(of: column, units: units, normalWidth: widths.normal, highsWidth: widths.highs)
            runs.append(TextRun(DisplayWidth.pad(text, to: width, alignRight: column != .wind && column != .normal && column != .highs), style))
        }
        add(.highs, extras.highs ?? "", Styles.muted)
        let chance = rainSource == .members ? certainty?.rainChance(on: day, from: .members) : day.precipitationChance
        add(.chance, chance.map { glyphs.glance.rain + " " + UnitFormatter.percent($0 * 100) } ?? "", CellStyle(.rain))
        add(.precipitation, day.precipitation.flatMap { $0 > 0 ? units.precipitation($0) : nil } ?? "", CellStyle(.rain))
        add(.normal, extras.normal ?? "", Styles.muted)
        add(.wind, day.windSpeed.map { units.windSpeed($0) + (day.windDirection.map { " " + units.compass($0) } ?? "") } ?? "")
        return runs
    }
}
