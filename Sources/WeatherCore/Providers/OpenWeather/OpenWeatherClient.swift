import FoundationEssentials

/// OpenWeather: current weather and the 5-day / 3-hour forecast, requested concurrently, in metric units.
public struct OpenWeatherClient: WeatherProvider {
    public let id = ProviderID.openWeather
    private let baseURL: URL
    private let apiKey: String
    private let language: Language
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date

    public init(
        baseURL: URL, apiKey: String, language: Language, fetcher: any HTTPFetching,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.language = language
        self.fetcher = fetcher
        self.clock = clock
    }

    public func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        async let currentBody = fetch("/data/2.5/weather", coordinate)
        async let forecastBody = fetch("/data/2.5/forecast", coordinate)
        return try Self.decode(current: try await currentBody, forecast: try await forecastBody, now: clock())
    }

    private func fetch(_ path: String, _ coordinate: Coordinate) async throws -> Data {
        let url = baseURL.appending(servicePath: path, query: [
            ("lat", coordinate.queryLatitude),
            ("lon", coordinate.queryLongitude),
            ("units", "metric"),
            // OpenWeather calls Korean "kr".
            ("lang", language.openWeatherCode),
            ("appid", apiKey),
        ])
        return try await fetcher.get(url, from: ProviderID.openWeather.displayName, keySent: true).body
    }

    /// Decodes the two bodies; exposed for tests.
    public static func decode(current currentBody: Data, forecast forecastBody: Data, now: Date) throws(FetchError) -> ProviderWeather {
        let service = Service.openWeather.entry.name
        let currentResponse = try ServiceJSON.decode(
            OpenWeatherCurrentResponse.self, from: currentBody, service: service, plain: OpenWeatherCurrentResponse.read
        )
        let forecastResponse = try ServiceJSON.decode(
            OpenWeatherForecastResponse.self, from: forecastBody, service: service, plain: OpenWeatherForecastResponse.read
        )
        var current = try OpenWeatherMapper.current(currentResponse, now: now)
        let forecast = OpenWeatherMapper.forecast(forecastResponse, now: now)
        let offset = Plausible.utcOffset(currentResponse.timezone) ?? Plausible.utcOffset(forecastResponse.city?.timezone) ?? 0
        let timeZone = LocalTimeZone(secondsFromGMT: offset)
        let range = OpenWeatherMapper.todayRange(current: current, forecast: forecast, timeZone: timeZone)
        current.todayHigh = range.high
        current.todayLow = range.low
        current.todayRangeIsRestOfDay = true
        return ProviderWeather(
            current: current,
            forecast: forecast,
            days: DailyAggregation.days(from: forecast, timeZone: timeZone),
            timeZone: timeZone,
            placeName: currentResponse.name ?? forecastResponse.city?.name,
            countryCode: currentResponse.sys?.country ?? forecastResponse.city?.country
        )
    }
}
