import FoundationEssentials
import WeatherCore

/// The air view (`a`): an hour a row, grouped by day like the list of steps: the index in its band's
/// colour with the band's words, then PM2.5, UV, pollen, PM10 and ozone as width allows. Pollen shows
/// only where the service sent a count. The sticky row names the day and the index. Without the air
/// service's answer it says so in one line.
struct AirListView: View {
    var report: WeatherReport
    var strings: Strings
    var dates: LocalDateFormatter
    var scroll: ForecastScroll
    var glyphs: Glyphs
    /// The air-quality index asked for; nil: by the place's region.
    var airIndex: AirIndexScale?

    /// Optional columns in the order they are added as width allows.
    enum Column: CaseIterable {
        case pm2_5, uv, pollen, pm10, ozone
    }

    /// The pollen column: the plants with the most pollen that fit.
    static let pollenMinimum = 12

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.height > 0 else { return }
        let contentX = rect.x + 2
        let contentWidth = rect.width - 4
        let hours = report.airHours
        guard scroll.offset < hours.count else {
            ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: [TextRun(strings.airViewTitle, Styles.title)])
            grid.write(strings.noAirData, x: contentX, y: rect.y + 1, style: Styles.muted, maxWidth: contentWidth, clip: rect)
            return
        }
        let scale = report.air.flatMap { AirIndex($0, countryCode: report.place.countryCode, preferring: airIndex)?.scale }
            ?? AirIndex.scale(for: report.place.countryCode, preferring: airIndex)
        let indices = hours.map { hour in (scale == .us ? hour.usIndex : hour.europeanIndex).flatMap(Int.init(rounding:)) }
        ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: dayLabel(hours[scroll.offset].time, scale: scale, width: rect.width - 6))
        let timeWidth = dates.shortTimeWidth(hours.map(\.time))
        let layout = columns(for: contentWidth, timeWidth: timeWidth, scale: scale, indices: indices, hasPollen: hours.contains { !$0.pollen.isEmpty })
        for (row, line) in scroll.lines.prefix(rect.height - 1).enumerated() {
            let y = rect.y + 1 + row
            switch line {
            case let .day(index) where index < hours.count:
                ForecastListView.separator(into: &grid, y: y, in: rect, label: dayLabel(hours[index].time, scale: scale, width: rect.width - 6))
            case let .item(index) where index < hours.count:
                let runs = runs(hours[index], index: indices[index].map { AirIndex(scale: scale, value: $0) }, timeWidth: timeWidth, layout: layout)
                grid.write(runs, x: contentX, y: y, maxWidth: contentWidth)
            default:
                break
            }
        }
        ForecastListView.scrollMarks(scroll, glyphs: glyphs, in: rect, into: &grid)
    }

    /// "Tue 24 Nov  US AQI (EPA)  µg/m³": the index's name left out where it does not fit.
    private func dayLabel(_ time: Date, scale: AirIndexScale, width: Int) -> [TextRun] {
        let date = [TextRun(dates.day(time), Styles.title)]
        let full = date + [TextRun("  " + strings.airIndexName(scale) + "  µg/m³", Styles.muted)]
        return full.reduce(0) { $0 + $1.width } <= width ? full : date
    }

    struct Layout {
        var optional: Set<Column>
        /// The band's words: their long forms where every row's fit, else the short ones; 0 for none.
        var categoryWidth: Int
        var longCategories: Bool
        var pollenWidth: Int
    }

    /// Which columns fit: the index and its words first, then the optional columns in order; pollen,
    /// where there is any, is given its least width in its turn and what is left at the end.
    private func columns(for width: Int, timeWidth: Int, scale: AirIndexScale, indices: [Int?], hasPollen: Bool) -> Layout {
        let present = indices.compactMap { $0 }.map { AirIndex(scale: scale, value: $0) }
        let longWords = present.map { DisplayWidth.of(strings.airCategory($0)) }.max() ?? 0
        let shortWords = present.map { DisplayWidth.of(strings.airCategoryShort($0)) }.max() ?? 0
        var remaining = width - (timeWidth + 2 + Self.indexWidth)
        let optionalNeeds = Column.allCases.filter { $0 != .pollen }.map { Self.width(of: $0) + 2 }.reduce(0, +)
        let long = remaining - (longWords + 1) >= optionalNeeds
        let categoryWidth = long ? longWords : shortWords
        remaining -= categoryWidth + 1
        var chosen: Set<Column> = []
        for column in Column.allCases where (column != .pollen || hasPollen) && remaining >= Self.width(of: column) + 2 {
            chosen.insert(column)
            remaining -= Self.width(of: column) + 2
        }
        return Layout(
            optional: chosen, categoryWidth: categoryWidth, longCategories: long,
            pollenWidth: chosen.contains(.pollen) ? Self.pollenMinimum + remaining : 0
        )
    }

    /// "AQI 142": the label and three digits.
    static let indexWidth = 7

    static func width(of column: Column) -> Int {
        switch column {
        case .pm2_5: 11
        case .uv: 5
        case .pm10: 10
        case .ozone: 11
        case .pollen: pollenMinimum
        }
    }

    private func runs(_ hour: AirReading, index: AirIndex?, timeWidth: Int, layout: Layout) -> [TextRun] {
        var runs = [
            TextRun(DisplayWidth.pad(dates.shortTime(hour.time), to: timeWidth, alignRight: true)),
            TextRun("  "),
            TextRun("AQI ", Styles.muted),
        ]
        if let index {
            let style = CellStyle(AirIndex.role(of: index), bold: true)
            let words = layout.longCategories ? strings.airCategory(index) : strings.airCategoryShort(index)
            runs += [TextRun(DisplayWidth.pad(String(index.value), to: 3, alignRight: true), style), TextRun(" ")]
            runs.append(TextRun(DisplayWidth.pad(words, to: layout.categoryWidth), style))
        } else {
            runs.append(TextRun(DisplayWidth.spaces(4 + layout.categoryWidth)))
        }
        func add(_ column: Column, _ label: String, _ value: String?) {
            guard layout.optional.contains(column) else { return }
            let text = value.map { label + " " + DisplayWidth.pad($0, to: Self.width(of: column) - DisplayWidth.of(label) - 1, alignRight: true) } ?? ""
            runs += [TextRun("  "), TextRun(DisplayWidth.pad(text, to: Self.width(of: column)), Styles.muted)]
        }
        add(.pm2_5, "PM2.5", hour.pm2_5.map { strings.number($0, decimals: 1) })
        add(.uv, "UV", hour.uvIndex.flatMap { Int(rounding: $0) }.map { String($0) })
        add(.pm10, "PM10", hour.pm10.map { strings.number($0, decimals: 1) })
        add(.ozone, strings.ozone, hour.ozone.map { strings.number($0, decimals: 0) })
        if layout.optional.contains(.pollen), !hour.pollen.isEmpty {
            runs += [TextRun("  "), TextRun(DisplayWidth.truncate(pollen(hour.pollen), to: layout.pollenWidth), CellStyle(.mild))]
        }
        return runs
    }

    /// "pollen birch 12 grass 4": the plants from the most grains to the fewest, counts in grains/m³.
    private func pollen(_ counts: [PollenKind: Double]) -> String {
        let plants = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key.rawValue < $1.key.rawValue) }
            .compactMap { kind, count in Int(rounding: count).map { "\(strings.pollenName(kind)) \($0)" } }
        return ([strings.pollenTitle] + plants).joined(separator: " ")
    }
}
