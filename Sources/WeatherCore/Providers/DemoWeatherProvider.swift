import FoundationEssentials

/// Bundled sample data (an Open-Meteo answer) with its dates moved to today, so `--demo` looks live
/// without a network or a key.
public struct DemoWeatherProvider: WeatherProvider {
    public let id = ProviderID.openMeteo
    /// The sample's file under the data directory, as messages name it.
    public static let sampleName = "demo/open-meteo-seoul.json"
    public static let place = Place(name: "Seoul", region: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!)
    private let sample: Data
    private let clock: @Sendable () -> Date

    public init(sample: Data, clock: @escaping @Sendable () -> Date = Date.init) {
        self.sample = sample
        self.clock = clock
    }

    public func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        try Self.weather(from: sample, now: clock())
    }

    /// The sample's first day is moved to today in the sample's own time zone; its clock time is kept.
    /// Its zone is the offset it was recorded at: no change of offset moves with it.
    public static func weather(from sample: Data, now: Date) throws(FetchError) -> ProviderWeather {
        let raw = try ServiceJSON.decode(OpenMeteoForecastResponse.self, from: sample, service: sampleName, plain: OpenMeteoForecastResponse.read)
        let offset = Plausible.utcOffset(raw.utcOffsetSeconds) ?? 0
        guard let first = raw.hourly?.time?.first?.date(utcOffset: offset) else {
            throw .badData(service: sampleName, problem: .missing("hourly.time"))
        }
        guard let firstDay = CivilTime(first, utcOffset: offset), let today = CivilTime(now, utcOffset: offset) else {
            throw .badData(service: sampleName, problem: .unusable("hourly.time"))
        }
        let days = today.dayNumber - firstDay.dayNumber
        let shift = Double(days) * 86_400
        var weather = try OpenMeteoClient.decode(sample, now: now.addingTimeInterval(-shift), timeZones: nil)
        weather.current.time = now
        weather.current.sunrise = weather.current.sunrise?.addingTimeInterval(shift)
        weather.current.sunset = weather.current.sunset?.addingTimeInterval(shift)
        func shifted(_ item: ForecastItem) -> ForecastItem {
            var item = item
            item.time = item.time.addingTimeInterval(shift)
            return item
        }
        weather.forecast = weather.forecast.map(shifted)
        weather.hourly = weather.hourly.map(shifted)
        weather.days = weather.days.map { day in
            var day = day
            day.date = day.date.addingTimeInterval(shift)
            return day
        }
        weather.placeName = place.name
        weather.countryCode = place.countryCode
        return weather
    }
}
