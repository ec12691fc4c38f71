import WeatherCore

/// The 3-hour forecast: a row a step, grouped by day, with the least important columns dropped first
/// when the terminal is narrow.
struct ForecastListView {
    var report: WeatherReport
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var scrollOffset: Int

    /// Optional columns in the order they are added as width allows.
    enum Column: CaseIterable {
        case chance, wind, precipitation, feels, humidity
    }

    static let conditionMinimum = 10
    static let conditionMaximum = 22

    func render(into grid: inout Grid, list: Rect, separatorY: Int, frame: Rect) {
        let lines = ForecastLines(items: report.forecast, dates: dates)
        guard !report.forecast.isEmpty else {
            separator(into: &grid, y: separatorY, frame: frame, label: nil)
            grid.write(strings.noForecast, x: list.x + 1, y: list.y, style: Styles.muted, maxWidth: list.width - 2)
            return
        }
        let offset = min(max(0, scrollOffset), report.forecast.count - 1)
        separator(into: &grid, y: separatorY, frame: frame, label: dates.day(report.forecast[offset].time))
        let columns = Self.columns(for: list.width - 2)
        for (row, line) in lines.lines(from: offset, limit: list.height).enumerated() {
            let y = list.y + row
            switch line {
            case let .day(date):
                separator(into: &grid, y: y, frame: frame, label: dates.day(date))
            case let .item(item):
                grid.write(runs(item, columns: columns.optional, conditionWidth: columns.condition), x: list.x + 1, y: y, maxWidth: list.width - 2)
            }
        }
        scrollMarks(into: &grid, list: list, frame: frame, offset: offset, lines: lines)
    }

    /// Which optional columns fit, and how wide the condition text may be.
    static func columns(for width: Int) -> (optional: Set<Column>, condition: Int) {
        let available = width - (5 + 2 + 2 + 2 + 7 + 2)
        guard available > conditionMinimum else { return ([], max(0, available)) }
        var remaining = available - conditionMinimum
        var chosen: Set<Column> = []
        for column in Column.allCases where remaining >= Self.width(of: column) + 2 {
            chosen.insert(column)
            remaining -= Self.width(of: column) + 2
        }
        return (chosen, conditionMinimum + min(remaining, conditionMaximum - conditionMinimum))
    }

    static func width(of column: Column) -> Int {
        switch column {
        case .chance: 4
        case .wind: 12
        case .precipitation: 7
        case .feels: 11
        case .humidity: 4
        }
    }

    private func runs(_ item: ForecastItem, columns: Set<Column>, conditionWidth: Int) -> [TextRun] {
        let icon = WeatherIcon(condition: item.condition, isDaytime: item.isDaytime)
        var runs = [
            TextRun(dates.time(item.time)),
            TextRun("  "),
            TextRun(DisplayWidth.pad(icon.symbol, to: 2), CellStyle(iconRole(item.condition, isDaytime: item.isDaytime))),
            TextRun("  "),
            TextRun(DisplayWidth.pad(units.preciseTemperature(item.temperature), to: 7, alignRight: true), Styles.temperature(item.temperature, bold: true)),
            TextRun("  "),
            TextRun(DisplayWidth.pad(strings.condition(item.condition), to: conditionWidth)),
        ]
        func add(_ column: Column, _ text: String, _ style: CellStyle = .normal) {
            guard columns.contains(column) else { return }
            runs.append(TextRun("  "))
            runs.append(TextRun(DisplayWidth.pad(text, to: Self.width(of: column), alignRight: column != .wind && column != .feels), style))
        }
        add(.chance, item.precipitationChance.map { UnitFormatter.percent($0 * 100) } ?? "", CellStyle(.rain))
        add(.wind, item.windSpeed.map { units.windSpeed($0) + (item.windDirection.map { " " + UnitFormatter.compass($0) } ?? "") } ?? "")
        add(.precipitation, item.precipitation.flatMap { $0 > 0 ? units.precipitation($0) : nil } ?? "", CellStyle(.rain))
        add(.feels, item.feelsLike.map { "\(strings.feels) \(units.degrees($0))" } ?? "", Styles.muted)
        add(.humidity, item.humidity.map(UnitFormatter.percent) ?? "", Styles.muted)
        return runs
    }

    private func iconRole(_ condition: WeatherCondition, isDaytime: Bool) -> ColorRole {
        switch condition {
        case .clear, .mainlyClear: isDaytime ? .sun : .muted
        case .partlyCloudy, .cloudy, .fog, .haze, .dust, .squalls, .tornado, .unknown: .cloud
        case .drizzle, .freezingDrizzle, .rain, .heavyRain, .freezingRain, .showers: .rain
        case .snow, .heavySnow, .sleet, .snowShowers: .snow
        case .thunderstorm, .thunderstormWithHail: .thunder
        }
    }

    private func separator(into grid: inout Grid, y: Int, frame: Rect, label: String?) {
        grid.write("├" + String(repeating: "─", count: max(0, frame.width - 2)) + "┤", x: frame.x, y: y, style: Styles.border)
        if let label {
            grid.write(" \(label) ", x: frame.x + 1, y: y, style: Styles.title, maxWidth: frame.width - 2)
        }
    }

    /// Arrows on the right border where more rows are above or below.
    private func scrollMarks(into grid: inout Grid, list: Rect, frame: Rect, offset: Int, lines: ForecastLines) {
        if offset > 0 { grid.write("↑", x: frame.maxX - 1, y: list.y, style: Styles.accent) }
        if offset < lines.maximumOffset(visibleRows: list.height) {
            grid.write("↓", x: frame.maxX - 1, y: list.maxY - 1, style: Styles.accent)
        }
    }
}
