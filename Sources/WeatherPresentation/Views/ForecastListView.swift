import WeatherCore

/// The 3-hour forecast: a row a step, grouped by day, with the least important columns dropped first
/// when the terminal is narrow. Its rectangle spans the frame from border to border, starting with the
/// sticky day row that names the day of the first item in view; arrows on the right border say that
/// there is more above or below.
struct ForecastListView: View {
    var report: WeatherReport
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var scroll: ForecastScroll
    var glyphs: Glyphs

    /// Optional columns in the order they are added as width allows.
    enum Column: CaseIterable {
        case chance, wind, precipitation, feels, humidity
    }

    static let conditionMinimum = 10
    static let conditionMaximum = 22

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.height > 0 else { return }
        let items = report.forecast
        let contentX = rect.x + 2
        let contentWidth = rect.width - 4
        guard scroll.offset < items.count else {
            separator(into: &grid, y: rect.y, in: rect, label: nil)
            grid.write(strings.noForecast, x: contentX, y: rect.y + 1, style: Styles.muted, maxWidth: contentWidth, clip: rect)
            return
        }
        separator(into: &grid, y: rect.y, in: rect, label: dates.day(items[scroll.offset].time))
        let columns = Self.columns(for: contentWidth)
        for (row, line) in scroll.lines.prefix(rect.height - 1).enumerated() {
            let y = rect.y + 1 + row
            switch line {
            case let .day(index) where index < items.count:
                separator(into: &grid, y: y, in: rect, label: dates.day(items[index].time))
            case let .item(index) where index < items.count:
                grid.write(runs(items[index], columns: columns.optional, conditionWidth: columns.condition), x: contentX, y: y, maxWidth: contentWidth)
            default:
                break
            }
        }
        if scroll.hasMoreAbove { grid.write(glyphs.up, x: rect.maxX - 1, y: rect.y + 1, style: Styles.accent) }
        if scroll.hasMoreBelow { grid.write(glyphs.down, x: rect.maxX - 1, y: rect.maxY - 1, style: Styles.accent) }
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
        let symbol = glyphs.symbol(item.condition, isDaytime: item.isDaytime)
        var runs = [
            TextRun(dates.time(item.time)),
            TextRun("  "),
            TextRun(DisplayWidth.pad(symbol, to: Glyphs.symbolWidth), CellStyle(iconRole(item.condition, isDaytime: item.isDaytime))),
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

    private func separator(into grid: inout Grid, y: Int, in rect: Rect, label: String?) {
        grid.write("├" + String(repeating: "─", count: max(0, rect.width - 2)) + "┤", x: rect.x, y: y, style: Styles.border)
        if let label {
            grid.write(" \(label) ", x: rect.x + 1, y: y, style: Styles.title, maxWidth: rect.width - 2)
        }
    }
}
