import FoundationEssentials
import WeatherCore

/// What the nearest station reported, in words: its temperature, its weather (or its sky where nothing
/// is happening) and its wind ("Observed at EGLL 12 min ago: 14 °C, light rain, wind 240° 12 kt").
/// Nothing where no station is near or it has not answered.
public struct ObservationSummary {
    public var station: String
    public var age: String
    public var temperature: String?
    /// The present weather, a group a part; the sky where there is none.
    public var weather: [String]
    public var wind: String?
    private let strings: Strings

    /// `temperature`, `direction` and `speed` write the values as the screen (`UnitFormatter`) or the
    /// screen reader (`SpokenUnits`) does.
    public init?(
        observation: Observation?, now: Date, strings: Strings, temperature: (Double) -> String, direction: (Double) -> String,
        speed: (Double) -> String
    ) {
        guard let observation else { return nil }
        self.strings = strings
        station = observation.station
        age = strings.age(now.timeIntervalSince(observation.time))
        self.temperature = observation.temperature.map(temperature)
        let present = observation.weather.map(strings.presentWeather)
        weather = present.isEmpty ? strings.observedSky(observation).map { [$0] } ?? [] : present
        wind = observation.wind.map { strings.observedWind($0, direction: direction, speed: speed) }
        if self.temperature == nil, weather.isEmpty, wind == nil { return nil }
    }

    /// The screen's: degrees as numbers ("240°"), speeds in the user's unit.
    public init?(observation: Observation?, now: Date, strings: Strings, units: UnitFormatter) {
        self.init(
            observation: observation, now: now, strings: strings, temperature: units.temperature,
            direction: { "\(Int($0.rounded()))°" }, speed: units.windSpeed
        )
    }

    /// The weather in words, joined: "light rain, mist".
    public var weatherWords: String? { weather.isEmpty ? nil : weather.joined(separator: ", ") }

    /// The whole line.
    public var line: String { forms.first ?? "" }

    /// The line's forms from the longest to the shortest: the wind left out first, then the weather.
    public var forms: [String] {
        let parts = [temperature, weatherWords, wind].compactMap { $0 }
        return (1...parts.count).reversed().map { strings.observationLine(station: station, age: age, details: Array(parts.prefix($0))) }
    }
}
