import FoundationEssentials
import WeatherCore

/// The forecast graph between the header and the list: the temperature line in braille with its
/// highest and lowest values labelled, precipitation bars beneath it, the weekday where each day
/// starts, and the part of the forecast the list shows in bold colour (the rest dim). Beside the air
/// view the same graph draws the air-quality index, in its bands' colours, over UV bars; beside the sea
/// view the tide curve (the sea level) over the waves' heights, with now marked above it. Behind the
/// temperature line, where the ensemble answered, the band its members' 10th to 90th percentile span.
struct GraphView: View {
    var report: WeatherReport
    var mode: ForecastListMode
    var scroll: ForecastScroll
    var units: UnitFormatter
    var dates: LocalDateFormatter
    var glyphs: GlanceGlyphs
    var lineRows: Int
    var barRows: Int
    /// The air-quality index asked for; nil: by the place's region.
    var airIndex: AirIndexScale?
    /// Where the tide curve marks now, and the word it writes there; nil: not marked.
    var now: (time: Date, label: String)?

    /// A bar row filled by this much precipitation in an hour at least, so light rain stays low.
    static let fullBarPerHour = 2.0
    /// More evenly spaced slots than this and the steps are spaced wider (only nonsense times get there).
    static let maximumSlots = 1000
    /// A UV bar is full at 11, where the WHO's "extreme" starts.
    static let fullUVBar = 11.0
    /// A wave bar is full at 4 m at least, so a calm sea stays low.
    static let fullWaveBar = 4.0

    /// What the line and the bars show: their values, how the line's ends are labelled and coloured,
    /// and the bar amount that fills every bar row.
    private struct Plot {
        var series: Series
        var label: (Double) -> String
        var style: (Double, Bool) -> CellStyle
        var fullBar: Double
        var barRole: ColorRole
        /// The band behind the line, a range a slot; empty: none.
        var band: [ClosedRange<Double>?] = []
    }

    private var plot: Plot {
        if mode == .sea {
            let hours = report.seaHours
            let series = Series(times: hours.map(\.time), values: hours.map(\.seaLevel), bars: hours.map(\.waveHeight))
            let largest = series.bars.compactMap { $0 }.max() ?? 0
            return Plot(
                series: series, label: units.seaHeight, style: { _, bold in CellStyle(.accent, bold: bold) },
                fullBar: max(largest, Self.fullWaveBar), barRole: .accent
            )
        }
        guard mode == .air else {
            let series = Series(items: report.items(for: mode == .days ? .threeHour : mode))
            let largest = series.bars.compactMap { $0 }.max() ?? 0
            return Plot(
                series: series, label: units.degrees, style: Styles.temperature, fullBar: max(largest, Self.fullBarPerHour * series.step / 3600),
                barRole: .rain, band: band(over: series)
            )
        }
        let hours = report.airHours
        let scale = report.air.flatMap { AirIndex($0, countryCode: report.place.countryCode, preferring: airIndex)?.scale }
            ?? AirIndex.scale(for: report.place.countryCode, preferring: airIndex)
        let series = Series(
            times: hours.map(\.time), values: hours.map { scale == .us ? $0.usIndex : $0.europeanIndex }, bars: hours.map(\.uvIndex)
        )
        return Plot(
            series: series, label: { Int(rounding: $0).map { String($0) } ?? "" },
            style: { value, bold in CellStyle(AirIndex.role(of: AirIndex(scale: scale, value: Int(rounding: value) ?? 0)), bold: bold) },
            fullBar: Self.fullUVBar, barRole: .sun
        )
    }

    /// The ensemble's 10th to 90th percentile at each slot of `series`; empty without the ensemble.
    private func band(over series: Series) -> [ClosedRange<Double>?] {
        guard let ensemble = report.ensemble, !ensemble.hours.isEmpty else { return [] }
        return series.values.indices.map { slot in
            ensemble.hour(at: series.start.addingTimeInterval(Double(slot) * series.step)).map { $0.low...$0.high }
        }
    }

    func render(in rect: Rect, into grid: inout Grid) {
        ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: [])
        let plot = plot
        let series = plot.series
        guard let range = TemperatureGraph.range(of: series.values, band: plot.band), rect.height >= lineRows + barRows + 2 else { return }
        let high = plot.label(range.upperBound)
        let low = plot.label(range.lowerBound)
        let gutter = max(DisplayWidth.of(high), DisplayWidth.of(low)) + 1
        let x = rect.x + 2 + gutter
        let columns = rect.width - 4 - gutter
        guard columns > 1 else { return }
        let graph = TemperatureGraph(
            temperatures: series.values, precipitation: series.bars, band: plot.band, columns: columns, rows: lineRows, barRows: barRows,
            fullBar: plot.fullBar
        )
        let inView = highlighted(series, graph)
        let top = rect.y + 1
        grid.write(DisplayWidth.pad(high, to: gutter - 1, alignRight: true), x: rect.x + 2, y: top, style: Styles.muted)
        grid.write(DisplayWidth.pad(low, to: gutter - 1, alignRight: true), x: rect.x + 2, y: top + lineRows - 1, style: Styles.muted)
        for row in 0..<lineRows {
            for column in 0..<columns where graph.dots[row][column] == 0 && graph.bandDots[row][column] != 0 {
                grid.write(glyphs.bandCell(dots: graph.bandDots[row][column]), x: x + column, y: top + row, style: Styles.muted)
            }
            for column in 0..<columns where graph.dots[row][column] != 0 {
                let style = inView.contains(column) ? plot.style(graph.columnTemperatures[column] ?? 0, true) : Styles.muted
                grid.write(glyphs.graphCell(dots: graph.dots[row][column]), x: x + column, y: top + row, style: style)
            }
        }
        for row in 0..<barRows {
            let below = (barRows - 1 - row) * 8
            for column in 0..<columns where graph.bars[column] > below {
                let style = inView.contains(column) ? CellStyle(plot.barRole, bold: true) : Styles.muted
                grid.write(glyphs.bar(eighths: graph.bars[column] - below), x: x + column, y: top + lineRows + row, style: style)
            }
        }
        dayLabels(series, graph, x: x, y: top + lineRows + barRows, columns: columns, into: &grid)
        if mode == .sea, let now, let first = series.firstTime, now.time >= first {
            markNow(now.label, at: graph.column(at: series.position(of: now.time)), x: x, y: rect.y, columns: columns, into: &grid)
        }
    }

    /// Now's mark on the row above the curve, its word after it where that fits, else before it.
    private func markNow(_ label: String, at column: Int, x: Int, y: Int, columns: Int, into grid: inout Grid) {
        let width = DisplayWidth.of(label)
        grid.write(glyphs.nowMark, x: x + column, y: y, style: Styles.title)
        if column + 2 + width <= columns {
            grid.write(label, x: x + column + 2, y: y, style: Styles.title)
        } else if column >= width + 1 {
            grid.write(label, x: x + column - width - 1, y: y, style: Styles.title)
        }
    }

    /// The columns of the part of the forecast the list shows.
    private func highlighted(_ series: Series, _ graph: TemperatureGraph) -> Range<Int> {
        guard let range = scroll.itemsInView else { return 0..<graph.columns }
        let span: (start: Date, end: Date)?
        switch mode {
        case .days:
            span = range.upperBound < report.days.count
                ? (report.days[range.lowerBound].date, report.days[range.upperBound].date.addingTimeInterval(86_400)) : nil
        case .threeHour, .hourly, .air, .sea:
            let times = switch mode {
            case .air: report.airHours.map(\.time)
            case .sea: report.seaHours.map(\.time)
            case .threeHour, .hourly, .days: report.items(for: mode).map(\.time)
            }
            span = range.upperBound < times.count
                ? (times[range.lowerBound], times[range.upperBound].addingTimeInterval(series.step - 1)) : nil
        }
        guard let span, span.end > series.start else { return 0..<0 }
        let first = graph.column(at: series.position(of: span.start))
        let last = graph.column(at: series.position(of: span.end))
        return first..<(max(first, last) + 1)
    }

    /// The weekday where each day starts, after a tick; the first day's name at the left where it fits.
    /// The tick is written apart from the name, so a right-to-left name cannot carry it to its other end.
    private func dayLabels(_ series: Series, _ graph: TemperatureGraph, x: Int, y: Int, columns: Int, into grid: inout Grid) {
        var labels: [(column: Int, tick: String, name: String)] = []
        for start in series.dayStarts(in: dates.timeZone) {
            labels.append((graph.column(at: series.position(of: start)), glyphs.dayTick, dates.weekday(start)))
        }
        if let first = series.firstTime, labels.first.map({ $0.column > DisplayWidth.of(dates.weekday(first)) + 1 }) ?? true {
            labels.insert((0, "", dates.weekday(first)), at: 0)
        }
        var free = 0
        for label in labels {
            let tickWidth = DisplayWidth.of(label.tick)
            let end = label.column + tickWidth + DisplayWidth.of(label.name)
            guard label.column >= free, end <= columns else { continue }
            grid.write(label.tick, x: x + label.column, y: y, style: Styles.muted)
            grid.write(label.name, x: x + label.column + tickWidth, y: y, style: Styles.muted)
            free = end + 1
        }
    }

    /// The steps laid on evenly spaced slots of one step's length; a slot no step fills stays empty.
    /// `values` make the line (temperatures, or an air-quality index), `bars` the bars beneath it.
    struct Series {
        var values: [Double?] = []
        var bars: [Double?] = []
        var start = Date(timeIntervalSince1970: 0)
        var step: TimeInterval = 3600
        var firstTime: Date?

        /// A forecast step lasts until the next one: where steps are longer than the shortest (MET Norway's
        /// 6-hour ones after its hours), the line runs straight across the slots between two steps, and a
        /// step's amount is shared out over the slots it lasts.
        init(items: [ForecastItem]) {
            self.init(times: items.map(\.time), values: items.map(\.temperature), bars: items.map(\.precipitation))
            let filled = values.indices.filter { values[$0] != nil }
            for (from, to) in zip(filled, filled.dropFirst()) where to - from > 1 {
                guard let first = values[from], let last = values[to] else { continue }
                let slots = Double(to - from)
                for slot in from + 1..<to {
                    values[slot] = first + (last - first) * Double(slot - from) / slots
                }
                if let amount = bars[from] {
                    for slot in from..<to { bars[slot] = amount / slots }
                }
            }
        }

        init(times: [Date], values: [Double?], bars: [Double?]) {
            let steps = times.indices.filter { times[$0].timeIntervalSince1970.isFinite }.sorted { times[$0] < times[$1] }
            guard let first = steps.first.map({ times[$0] }), let last = steps.last.map({ times[$0] }) else { return }
            let gaps = zip(steps, steps.dropFirst()).map { times[$1].timeIntervalSince(times[$0]) }.filter { $0 > 0 }
            let span = last.timeIntervalSince(first)
            guard span.isFinite else { return }
            step = max(gaps.min() ?? 3600, span / Double(GraphView.maximumSlots))
            start = first
            firstTime = first
            let count = Int((span / step).rounded()) + 1
            self.values = Array(repeating: nil, count: count)
            self.bars = Array(repeating: nil, count: count)
            for index in steps {
                let slot = min(count - 1, Int((times[index].timeIntervalSince(first) / step).rounded()))
                self.values[slot] = values[index]
                self.bars[slot] = bars[index]
            }
        }

        /// Where `date` falls, in slots from the first.
        func position(of date: Date) -> Double {
            date.timeIntervalSince(start) / step
        }

        /// The local midnights after the first slot and up to the last.
        func dayStarts(in timeZone: LocalTimeZone) -> [Date] {
            guard let first = timeZone.civilTime(start)?.dayNumber, !values.isEmpty else { return [] }
            let end = start.addingTimeInterval(step * Double(values.count - 1))
            return (first + 1...first + 40).lazy.map(timeZone.startOfDay).prefix { $0 <= end }.map { $0 }
        }
    }
}
