import FoundationEssentials
import WeatherCore

/// The sea view (`m`): an hour a row, grouped by day like the list of steps: the waves (height,
/// direction, period), the sea level, and the high or low tide that falls in the hour, then the sea's
/// temperature, the swell and the wind waves as width allows. The title says the tides are a model's.
/// Without the marine service's answer, or where it has no sea near the place, it says so in one line.
struct SeaListView: View {
    var report: WeatherReport
    var units: UnitFormatter
    var strings: Strings
    var dates: LocalDateFormatter
    var scroll: ForecastScroll
    var glyphs: Glyphs

    /// Optional columns in the order they are added as width allows.
    enum Column: CaseIterable {
        case seaTemperature, swell, windWaves
    }

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.height > 0 else { return }
        let contentX = rect.x + 2
        let contentWidth = rect.width - 4
        let hours = report.seaHours
        let title = [TextRun(strings.seaViewTitle, Styles.title)]
        guard scroll.offset < hours.count else {
            ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: title)
            let note = report.marine == nil ? strings.noSeaData : strings.noSeaHere
            grid.write(note, x: contentX, y: rect.y + 1, style: Styles.muted, maxWidth: contentWidth, clip: rect)
            return
        }
        ForecastListView.separator(into: &grid, y: rect.y, in: rect, label: dayLabel(hours[scroll.offset].time, width: rect.width - 6))
        let layout = Layout(hours: hours, tides: report.marine?.tides ?? [], view: self, width: contentWidth)
        for (row, line) in scroll.lines.prefix(rect.height - 1).enumerated() {
            let y = rect.y + 1 + row
            switch line {
            case let .day(index) where index < hours.count:
                ForecastListView.separator(into: &grid, y: y, in: rect, label: dayLabel(hours[index].time, width: rect.width - 6))
            case let .item(index) where index < hours.count:
                grid.write(layout.runs(hours[index]), x: contentX, y: y, maxWidth: contentWidth)
            default:
                break
            }
        }
        ForecastListView.scrollMarks(scroll, glyphs: glyphs, in: rect, into: &grid)
    }

    /// "Sat 22 Nov  tides: Open-Meteo's model, not for navigation", or "tides: NOAA Bar Harbor": the note
    /// cut to fit.
    private func dayLabel(_ time: Date, width: Int) -> [TextRun] {
        let date = TextRun(dates.day(time), Styles.title)
        let room = width - date.width - 2
        guard room > 8 else { return [date] }
        let note = report.marine?.tideStation.map(strings.tideStationNote) ?? strings.tideModelNote
        return [date, TextRun("  " + DisplayWidth.truncate(note, to: room), Styles.muted)]
    }

    /// Each column's texts and widths, measured once over the hours shown.
    struct Layout {
        var time: (SeaHour) -> String
        var timeWidth: Int
        var waves: (SeaHour) -> String
        var wavesWidth: Int
        var level: (SeaHour) -> String
        var levelWidth: Int
        var optional: [(column: Column, text: (SeaHour) -> String, width: Int)]
        var turn: (SeaHour) -> String
        var turnWidth: Int

        init(hours: [SeaHour], tides: [Tide], view: SeaListView, width: Int) {
            let units = view.units, strings = view.strings, dates = view.dates
            func measured(_ text: @escaping (SeaHour) -> String) -> ((SeaHour) -> String, Int) {
                (text, hours.map { DisplayWidth.of(text($0)) }.max() ?? 0)
            }
            (time, timeWidth) = measured { dates.shortTime($0.time) }
            (waves, wavesWidth) = measured { hour in
                guard let height = hour.waveHeight else { return "" }
                return [units.seaHeight(height), hour.waveDirection.map(units.compass), hour.wavePeriod.flatMap { Int(rounding: $0) }.map { "\($0) s" }]
                    .compactMap { $0 }.joined(separator: " ")
            }
            (level, levelWidth) = measured { hour in
                hour.seaLevel.map { strings.tideLevel + " " + ($0 > 0 ? "+" : "") + units.seaHeight($0) } ?? ""
            }
            (turn, turnWidth) = measured { hour in
                tides.first { hour.holds($0.time) }
                    .map { strings.tide($0.kind, time: dates.time($0.time), height: units.seaHeight($0.height)) } ?? ""
            }
            var remaining = width - timeWidth - 2 - wavesWidth - (levelWidth > 0 ? levelWidth + 2 : 0) - (turnWidth > 0 ? turnWidth + 2 : 0)
            optional = []
            for column in Column.allCases {
                let (text, columnWidth) = switch column {
                case .seaTemperature: measured { $0.seaTemperature.map(units.temperature) ?? "" }
                case .swell: measured { $0.swellHeight.map { strings.swell + " " + units.seaHeight($0) } ?? "" }
                case .windWaves: measured { $0.windWaveHeight.map { strings.windWaves + " " + units.seaHeight($0) } ?? "" }
                }
                guard columnWidth > 0, remaining >= columnWidth + 2 else { continue }
                optional.append((column, text, columnWidth))
                remaining -= columnWidth + 2
            }
        }

        func runs(_ hour: SeaHour) -> [TextRun] {
            var runs = [
                TextRun(DisplayWidth.pad(time(hour), to: timeWidth, alignRight: true)), TextRun("  "),
                TextRun(DisplayWidth.pad(waves(hour), to: wavesWidth), Styles.accent),
            ]
            if levelWidth > 0 {
                runs += [TextRun("  "), TextRun(DisplayWidth.pad(level(hour), to: levelWidth), Styles.muted)]
            }
            for column in optional {
                runs += [TextRun("  "), TextRun(DisplayWidth.pad(column.text(hour), to: column.width), Styles.muted)]
            }
            let turnText = turn(hour)
            if !turnText.isEmpty {
                runs += [TextRun("  "), TextRun(turnText, Styles.title)]
            }
            return runs
        }
    }
}
