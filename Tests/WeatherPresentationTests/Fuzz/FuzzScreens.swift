import Foundation
import Testing
@testable import WeatherCore
import WeatherPresentation

/// Shows a fuzzed report or failure the ways a user can see it, and checks what they would see.
struct FuzzScreens {
    var random: SplitMix64
    /// The fixture, seed and mutations, for every issue recorded.
    let context: String

    static let sizes = [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    /// One screen a seeded pick of size, units, language, overlay and scrolling; both reports in those units
    /// (over a fixture's cases every unit comes up).
    mutating func show(_ report: WeatherReport) {
        let loaded = LoadedWeather(report: report, isRefreshing: random.chance(1, in: 4), isStale: random.chance(1, in: 4))
        var state = ScreenState(
            phase: .loaded(loaded), units: random.pick(DisplayUnits.samples), language: random.pick(Language.allCases),
            size: random.pick(Self.sizes)
        )
        state.recentPlaces = [report.place, report.place]
        let name = report.place.shortName
        state.overlay = random.pick([
            nil, .help, .warnings, .refreshFailure(.weather(.badData(service: "a\u{1B}[2Jb", problem: .missing("c\u{1B}]0;d\u{07}e")))),
            .locationPrompt(LocationPrompt(text: name, error: Strings(language: state.language).explain(LocationError.noMatch(name)).reason)),
            .locationPrompt(LocationPrompt(text: name, picker: PlacePicker(name: name, matches: [report.place, report.place]))),
        ])
        state.showsGraph = random.chance(3, in: 4)
        state.listMode = random.pick(ForecastListMode.allCases)
        state.airIndex = random.pick([nil, .us, .european])
        state.glyphs = Glyphs(random.pick(IconMode.allCases))
        state.resetScroll(offset: random.below(report.forecast.count + 2))
        check(DashboardView().render(state))
        checkText(PlainTextReport(report: report, units: state.units, language: state.language).text)
        checkJSON(JSONReport(report: report, units: state.units, language: state.language))
    }

    mutating func showFailure(_ failure: LoadFailure) {
        check(DashboardView().render(ScreenState(
            phase: .failed(failure), units: .metric, language: random.pick(Language.allCases), size: random.pick(Self.sizes)
        )))
    }

    /// Every value the mapper let through is inside the gate's ranges (checked here without the gate itself).
    func checkGate(_ weather: ProviderWeather, now: Date) {
        let current = weather.current
        var problems: [String] = []
        func inside(_ value: Double?, _ quantity: Quantity, _ name: String) {
            if let value, !quantity.plausibleRange.contains(value) { problems.append("\(name) \(value)") }
        }
        func near(_ date: Date?, _ name: String) {
            if let date, !(abs(date.timeIntervalSince(now)) <= Plausible.timeWindow) { problems.append("\(name) \(date.timeIntervalSince1970)") }
        }
        for (value, quantity, name) in [
            (current.temperature, Quantity.temperature, "temperature"), (current.feelsLike, .temperature, "feels-like"),
            (current.todayHigh, .temperature, "high"), (current.todayLow, .temperature, "low"), (current.humidity, .humidity, "humidity"),
            (current.windSpeed, .windSpeed, "wind"), (current.windGust, .windSpeed, "gust"), (current.windDirection, .windDirection, "direction"),
            (current.pressure, .pressure, "pressure"), (current.visibility, .visibility, "visibility"),
            (current.precipitation, .precipitation, "precipitation"), (current.cloudCover, .cloudCover, "clouds"),
        ] as [(Double?, Quantity, String)] {
            inside(value, quantity, "current \(name)")
        }
        near(current.time, "current time")
        near(current.sunrise, "sunrise")
        near(current.sunset, "sunset")
        for (index, item) in weather.forecast.enumerated() {
            inside(item.temperature, .temperature, "step \(index) temperature")
            inside(item.feelsLike, .temperature, "step \(index) feels-like")
            inside(item.precipitationChance, .probability, "step \(index) chance")
            inside(item.precipitation, .precipitation, "step \(index) precipitation")
            inside(item.windSpeed, .windSpeed, "step \(index) wind")
            inside(item.windDirection, .windDirection, "step \(index) direction")
            inside(item.humidity, .humidity, "step \(index) humidity")
            near(item.time, "step \(index) time")
        }
        for (index, item) in weather.hourly.enumerated() {
            inside(item.temperature, .temperature, "hour \(index) temperature")
            inside(item.precipitationChance, .probability, "hour \(index) chance")
            inside(item.precipitation, .precipitation, "hour \(index) precipitation")
            near(item.time, "hour \(index) time")
        }
        for (index, day) in weather.days.enumerated() {
            inside(day.low, .temperature, "day \(index) low")
            inside(day.high, .temperature, "day \(index) high")
            inside(day.precipitationChance, .probability, "day \(index) chance")
            inside(day.precipitation, .precipitation, "day \(index) precipitation")
            inside(day.windSpeed, .windSpeed, "day \(index) wind")
            inside(day.windDirection, .windDirection, "day \(index) direction")
            near(day.date, "day \(index) date")
        }
        if abs(weather.timeZone.secondsFromGMT) > Plausible.utcOffsetLimit { problems.append("UTC offset \(weather.timeZone.secondsFromGMT)") }
        for (index, quarter) in weather.quarterHours.enumerated() {
            inside(quarter.precipitation, .precipitation, "quarter \(index) precipitation")
            near(quarter.time, "quarter \(index) time")
        }
        if !problems.isEmpty { record("outside the gate: \(problems.joined(separator: ", "))") }
    }

    /// Every air value the decoder let through is inside the gate's ranges: an index 0…500, UV 0…20,
    /// µg/m³ 0…2000, pollen 0…50,000 grains/m³, times near now; no hour without a value.
    func checkGate(_ air: AirQuality, now: Date) {
        var problems: [String] = []
        for (index, reading) in ([air.current] + (air.hours ?? [])).enumerated() {
            for (value, quantity, name) in [
                (reading.usIndex, Quantity.airQualityIndex, "US AQI"), (reading.europeanIndex, .airQualityIndex, "European AQI"),
                (reading.pm2_5, .concentration, "PM2.5"), (reading.pm10, .concentration, "PM10"), (reading.ozone, .concentration, "ozone"),
                (reading.uvIndex, .uvIndex, "UV"),
            ] as [(Double?, Quantity, String)] {
                if let value, !quantity.plausibleRange.contains(value) { problems.append("reading \(index) \(name) \(value)") }
            }
            for (kind, count) in reading.pollen where !Quantity.pollen.plausibleRange.contains(count) {
                problems.append("reading \(index) \(kind) pollen \(count)")
            }
            if abs(reading.time.timeIntervalSince(now)) > Plausible.timeWindow { problems.append("reading \(index) time") }
            if reading.isEmpty { problems.append("reading \(index) has no value") }
        }
        if !problems.isEmpty { record("outside the gate: \(problems.joined(separator: ", "))") }
    }

    /// Every sea value the decoder let through is inside the gate's ranges (heights 0…40 m, periods
    /// 0…40 s, directions 0…360°, the sea level ±15 m, the sea −3…40 °C), times near now, no hour without
    /// a value, and every tide between two of the hours.
    func checkGate(_ marine: Marine, now: Date) {
        var problems: [String] = []
        for (index, hour) in marine.hours.enumerated() {
            for (value, quantity, name) in [
                (hour.waveHeight, Quantity.waveHeight, "waves"), (hour.swellHeight, .waveHeight, "swell"), (hour.windWaveHeight, .waveHeight, "wind waves"),
                (hour.wavePeriod, .wavePeriod, "period"), (hour.swellPeriod, .wavePeriod, "swell period"),
                (hour.waveDirection, .waveDirection, "direction"), (hour.swellDirection, .waveDirection, "swell direction"),
                (hour.seaLevel, .seaLevel, "sea level"), (hour.seaTemperature, .seaTemperature, "sea temperature"),
            ] as [(Double?, Quantity, String)] {
                if let value, !quantity.plausibleRange.contains(value) { problems.append("hour \(index) \(name) \(value)") }
            }
            if abs(hour.time.timeIntervalSince(now)) > Plausible.timeWindow { problems.append("hour \(index) time") }
            if hour.isEmpty { problems.append("hour \(index) has no value") }
        }
        for tide in marine.tides where !tide.height.isFinite || abs(tide.time.timeIntervalSince(now)) > Plausible.timeWindow {
            problems.append("tide \(tide)")
        }
        if !problems.isEmpty { record("outside the gate: \(problems.joined(separator: ", "))") }
    }

    /// Every band and range within what a temperature can be, every share a share, every time near now.
    func checkGate(_ ensemble: Ensemble, now: Date) {
        let temperatures = Quantity.temperature.plausibleRange
        var problems: [String] = []
        for (index, hour) in ensemble.hours.enumerated() {
            if !temperatures.contains(hour.low) || !temperatures.contains(hour.high) || hour.low > hour.high { problems.append("hour \(index) band") }
            if let share = hour.rainShare, !(0...1).contains(share) { problems.append("hour \(index) share \(share)") }
            if abs(hour.time.timeIntervalSince(now)) > Plausible.timeWindow { problems.append("hour \(index) time") }
        }
        for (index, day) in ensemble.days.enumerated() {
            if !temperatures.contains(day.highLow) || !temperatures.contains(day.highHigh) { problems.append("day \(index) highs") }
            if let share = day.rainShare, !(0...1).contains(share) { problems.append("day \(index) share \(share)") }
        }
        if !problems.isEmpty { record("outside the gate: \(problems.joined(separator: ", "))") }
    }

    /// Every row is exactly the terminal's width, and no cell holds a control character.
    func check(_ grid: Grid) {
        let columns = grid.size.columns
        for y in 0..<grid.size.rows {
            var width = 0
            for x in 0..<columns {
                let cell = grid[x, y]
                if cell.text == " " {
                    width += 1
                    continue
                }
                if DisplayWidth.of(cell.text) != cell.width {
                    return record("row \(y) column \(x): cell \(cell.text.debugDescription) is \(DisplayWidth.of(cell.text)) wide, not \(cell.width)")
                }
                if cell.text.unicodeScalars.contains(where: Self.isControl) {
                    return record("row \(y) column \(x): control character in \(cell.text.debugDescription)")
                }
                width += cell.width
            }
            if width != columns {
                return record("row \(y) is \(width) columns wide, not \(columns): \(grid.lines[y].debugDescription)")
            }
        }
    }

    func checkText(_ text: String) {
        if text.unicodeScalars.contains(where: { $0 != "\n" && Self.isControl($0) }) {
            record("control character in the plain-text report")
        }
    }

    func checkJSON(_ report: JSONReport) {
        do {
            let data = try JSONEncoder().encode(report)
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            record("the JSON report did not encode and parse back: \(error)")
        }
    }

    func record(_ problem: String) {
        Issue.record("\(problem)\n  case: \(context)")
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
