import FoundationEssentials
import WeatherCore

/// The forecast in 3-hour or 1-hour steps: a row a step, grouped by day, with the least important
/// columns dropped first when the terminal is narrow. Its rectangle spans the frame from border to
/// border, starting with the sticky day row that names the day of the first item in view; each day row
/// sums its day up (low, high, chance of rain); arrows on the right border say that there is more above
/// or below.
struct ForecastListView: View {
    var report: WeatherReport
    var items: [ForecastItem]
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var scroll: ForecastScroll
    var glyphs: Glyphs

    /// Optional columns in the order they are added as width allows.
    enum Column: CaseIterable {
        case chance, wind, precipitation, feels, humidity
    }

    static let conditionMinimum = 9
    static let conditionMaximum = 22

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.height > 0 else { return }
        let contentX = rect.x + 2
        let contentWidth = rect.width - 4
        guard scroll.offset < items.count else {
            Self.separator(into: &grid, y: rect.y, in: rect, label: [])
            grid.write(strings.noForecast, x: contentX, y: rect.y + 1, style: Styles.muted, maxWidth: contentWidth, clip: rect)
            return
        }
        let summaries = DaySummaries(days: report.days, timeZone: report.timeZone)
        Self.separator(into: &grid, y: rect.y, in: rect, label: dayLabel(items[scroll.offset].time, summaries, width: rect.width - 6))
        let timeWidth = dates.shortTimeWidth(items.map(\.time))
        let columns = Self.columns(for: contentWidth, timeWidth: timeWidth, units: units, strings: strings)
        for (row, line) in scroll.lines.prefix(rect.height - 1).enumerated() {
            let y = rect.y + 1 + row
            switch line {
            case let .day(index) where index < items.count:
                Self.separator(into: &grid, y: y, in: rect, label: dayLabel(items[index].time, summaries, width: rect.width - 6))
            case let .item(index) where index < items.count:
                grid.write(
                    runs(items[index], timeWidth: timeWidth, columns: columns.optional, conditionWidth: columns.condition), x: contentX, y: y, maxWidth: contentWidth)
            default:
                break
            }
        }
        Self.scrollMarks(scroll, glyphs: glyphs, in: rect, into: &grid)
    }

    /// "Tue 24 Nov  2° / 9°  ☂ 74%": the rain part left out when it does not fit, then the temperatures.
    private func dayLabel(_ time: Date, _ summaries: DaySummaries, width: Int) -> [TextRun] {
        let date = [TextRun(dates.day(time), Styles.title)]
        guard let day = summaries.day(of: time) else { return date }
        let temperatures = [
            TextRun("  "), TextRun(units.degrees(day.low), Styles.temperature(day.low, bold: true)),
            TextRun(" / ", Styles.muted), TextRun(units.degrees(day.high), Styles.temperature(day.high, bold: true)),
        ]
        let rain = day.precipitationChance.map {
            [TextRun("  "), TextRun(glyphs.glance.rain + " " + UnitFormatter.percent($0 * 100), CellStyle(.rain, bold: true))]
        } ?? []
        for candidate in [date + temperatures + rain, date + temperatures, date] where candidate.reduce(0, { $0 + $1.width }) <= width {
            return candidate
        }
        return date
    }

    /// Arrows on the right border say that there is more above or below.
    static func scrollMarks(_ scroll: ForecastScroll, glyphs: Glyphs, in rect: Rect, into grid: inout Grid) {
        if scroll.hasMoreAbove { grid.write(glyphs.up, x: rect.maxX - 1, y: rect.y + 1, style: Styles.accent) }
        if scroll.hasMoreBelow { grid.write(glyphs.down, x: rect.maxX - 1, y: rect.maxY - 1, style: Styles.accent) }
    }

    /// Which optional columns fit, and how wide the condition text may be.
    static func columns(for width: Int, timeWidth: Int, units: UnitFormatter, strings: Strings) -> (optional: Set<Column>, condition: Int) {
        let available = width - (timeWidth + 2 + 2 + 2 + 7 + 2)
        guard available > conditionMinimum else { return ([], max(0, available)) }
        var remaining = available - conditionMinimum
        var chosen: Set<Column> = []
        for column in Column.allCases where remaining >= Self.width(of: column, units: units, strings: strings) + 2 {
            chosen.insert(column)
            remaining -= Self.width(of: column, units: units, strings: strings) + 2
        }
        return (chosen, conditionMinimum + min(remaining, conditionMaximum - conditionMinimum))
    }

    /// The feels-like column holds the language's label and the widest temperature a report can hold,
    /// so that the number is never what is cut ("ressenti -17°", "gefühlt -100°").
    static func width(of column: Column, units: UnitFormatter, strings: Strings) -> Int {
        switch column {
        case .chance: 5
        case .wind: units.windWidth
        case .precipitation: units.precipitationWidth
        case .feels: DisplayWidth.of(strings.text(.feels)) + 1 + units.widestDegreesWidth
        case .humidity: 9
        }
    }

    private func runs(_ item: ForecastItem, timeWidth: Int, columns: Set<Column>, conditionWidth: Int) -> [TextRun] {
        let symbol = glyphs.symbol(item.condition, isDaytime: item.isDaytime)
        var runs = [
            TextRun(DisplayWidth.pad(dates.shortTime(item.time), to: timeWidth, alignRight: true)),
            TextRun("  "),
            TextRun(DisplayWidth.pad(symbol, to: Glyphs.symbolWidth), CellStyle(Self.iconRole(item.condition, isDaytime: item.isDaytime))),
            TextRun("  "),
            TextRun(DisplayWidth.pad(units.preciseTemperature(item.temperature), to: 7, alignRight: true), Styles.temperature(item.temperature, bold: true)),
            TextRun("  "),
            TextRun(DisplayWidth.pad(strings.condition(item.condition), to: conditionWidth)),
        ]
        func add(_ column: Column, _ text: String, _ style: CellStyle = .normal) {
            guard columns.contains(column) else { return }
            runs.append(TextRun("  "))
            runs.append(TextRun(DisplayWidth.pad(text, to: Self.width(of: column, units: units, strings: strings), alignRight: column != .wind && column != .feels), style))
        }
        // Each column says what it is: the chance of rain by the umbrella of the day rows, humidity by name.
        add(.chance, item.precipitationChance.map { glyphs.glance.rain + Self.percentColumn($0 * 100) } ?? "", CellStyle(.rain))
        add(.wind, item.windSpeed.map { units.windSpeed($0) + (item.windDirection.map { " " + units.compass($0) } ?? "") } ?? "")
        add(.precipitation, item.precipitation.flatMap { $0 > 0 ? units.precipitation($0) : nil } ?? "", CellStyle(.rain))
        add(.feels, item.feelsLike.map { "\(strings.text(.feels)) \(units.degrees($0))" } ?? "", Styles.muted)
        add(.humidity, item.humidity.map { strings.text(.humidityShort) + " " + Self.percentColumn($0) } ?? "", Styles.muted)
        return runs
    }

    /// A percentage right-aligned in four columns ("  7%", "100%"), so that the label before it stays put.
    static func percentColumn(_ value: Double) -> String {
        DisplayWidth.pad(UnitFormatter.percent(value), to: 4, alignRight: true)
    }

    static func iconRole(_ condition: WeatherCondition, isDaytime: Bool) -> ColorRole {
        switch condition {
        case .clear, .mainlyClear: isDaytime ? .sun : .muted
        case .partlyCloudy, .cloudy, .fog, .haze, .dust, .squalls, .tornado, .unknown: .cloud
        case .drizzle, .freezingDrizzle, .rain, .heavyRain, .freezingRain, .showers: .rain
        case .snow, .heavySnow, .sleet, .snowShowers: .snow
        case .thunderstorm, .thunderstormWithHail: .thunder
        }
    }

    /// A line across the frame with `label` on it.
    static func separator(into grid: inout Grid, y: Int, in rect: Rect, label: [TextRun]) {
        grid.horizontalLine(x: rect.x, y: y, width: rect.width, ends: ("├", "┤"), style: Styles.border)
        guard !label.isEmpty else { return }
        grid.write([TextRun(" ", Styles.title)] + label + [TextRun(" ", Styles.title)], x: rect.x + 1, y: y, maxWidth: rect.width - 2)
    }
}

/// The days of a report by their local day, for the day rows of a list of steps.
struct DaySummaries {
    private var byDay: [Int: DayForecast] = [:]
    private let timeZone: LocalTimeZone

    init(days: [DayForecast], timeZone: LocalTimeZone) {
        self.timeZone = timeZone
        for day in days {
            if let number = timeZone.civilTime(day.date)?.dayNumber { byDay[number] = day }
        }
    }

    func day(of time: Date) -> DayForecast? {
        timeZone.civilTime(time).flatMap { byDay[$0.dayNumber] }
    }
}
