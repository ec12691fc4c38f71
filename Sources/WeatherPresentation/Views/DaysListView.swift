import WeatherCore

/// The days view: a row a day with its date, icon, low, a bar placing the day's low–high within the
/// whole period's range, high, and where width allows the chance and amount of rain, the day's normal
/// low and high, and the wind. Framed like the list of steps: a sticky title row, arrows when there is
/// more above or below.
struct DaysListView: View {
    var days: [DayForecast]
    /// Each day's normal, in the order of `days`; nil where none is known.
    var normals: [DayNormal?] = []
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var scroll: ForecastScroll
    var glyphs: Glyphs

    enum Column: CaseIterable {
        case chance, precipitation, normal, wind
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
        ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: [TextRun(strings.daysTitle(days.count), Styles.title)])
        var date = dates.day
        var dateWidth = days.map { DisplayWidth.of(date($0.date)) }.max() ?? 0
        let normalTexts = days.indices.map { index in
            (index < normals.count ? normals[index] : nil).map { strings.normalRange(low: units.degrees($0.low), high: units.degrees($0.high)) }
        }
        let normalWidth = normalTexts.compactMap { $0.map(DisplayWidth.of) }.max() ?? 0
        var layout = Self.columns(for: contentWidth, dateWidth: dateWidth, units: units, normalWidth: normalWidth)
        if layout.bar < Self.barComfortable {
            date = dates.shortDay
            dateWidth = days.map { DisplayWidth.of(date($0.date)) }.max() ?? 0
            layout = Self.columns(for: contentWidth, dateWidth: dateWidth, units: units, normalWidth: normalWidth)
        }
        let periodLow = days.map(\.low).min() ?? 0
        let periodHigh = days.map(\.high).max() ?? 0
        for (row, line) in scroll.lines.prefix(rect.height - 1).enumerated() {
            guard case let .item(index) = line, index < days.count else { continue }
            let bar = RangeBar(low: days[index].low, high: days[index].high, periodLow: periodLow, periodHigh: periodHigh, width: layout.bar)
            grid.write(
                runs(
                    days[index], date: date(days[index].date), dateWidth: dateWidth, bar: bar, columns: layout.optional,
                    normal: (normalTexts[index], normalWidth)
                ),
                x: contentX, y: rect.y + 1 + row, maxWidth: contentWidth
            )
        }
        ForecastListView.scrollMarks(scroll, glyphs: glyphs, in: rect, into: &grid)
    }

    /// The optional columns that fit beside a bar of at least `barMinimum` cells, and the bar's width.
    /// `normalWidth`: the normals' column, 0 where no day has one.
    static func columns(for width: Int, dateWidth: Int, units: UnitFormatter, normalWidth: Int = 0) -> (optional: Set<Column>, bar: Int) {
        var remaining = width - (dateWidth + 2 + 2 + 2 + 4 + 1 + 1 + 4)
        var chosen: Set<Column> = []
        for column in Column.allCases {
            let columnWidth = Self.width(of: column, units: units, normalWidth: normalWidth)
            guard columnWidth > 0, remaining - (columnWidth + 2) >= barMinimum + 4 else { continue }
            chosen.insert(column)
            remaining -= columnWidth + 2
        }
        return (chosen, min(max(0, remaining), barMaximum))
    }

    static func width(of column: Column, units: UnitFormatter, normalWidth: Int = 0) -> Int {
        switch column {
        case .chance: 6
        case .precipitation: units.precipitationWidth
        case .normal: normalWidth
        case .wind: units.windWidth
        }
    }

    private func runs(
        _ day: DayForecast, date: String, dateWidth: Int, bar: RangeBar, columns: Set<Column>, normal: (text: String?, width: Int)
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
            let width = Self.width(of: column, units: units, normalWidth: normal.width)
            runs.append(TextRun(DisplayWidth.pad(text, to: width, alignRight: column != .wind && column != .normal), style))
        }
        add(.chance, day.precipitationChance.map { glyphs.glance.rain + " " + UnitFormatter.percent($0 * 100) } ?? "", CellStyle(.rain))
        add(.precipitation, day.precipitation.flatMap { $0 > 0 ? units.precipitation($0) : nil } ?? "", CellStyle(.rain))
        add(.normal, normal.text ?? "", Styles.muted)
        add(.wind, day.windSpeed.map { units.windSpeed($0) + (day.windDirection.map { " " + units.compass($0) } ?? "") } ?? "")
        return runs
    }
}
