import FoundationEssentials
import Logging

/// Open-Meteo: keyless; current, hourly and daily data in one request, in metric units.
public struct OpenMeteoClient: WeatherProvider {
    public let id = ProviderID.openMeteo
    let baseURL: URL
    let fetcher: any HTTPFetching
    let clock: @Sendable () -> Date
    let logger: Logger?
    let timeZones: TimeZoneDatabase

    static let currentVariables = "temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,wind_speed_10m,wind_direction_10m,wind_gusts_10m,precipitation,pressure_msl,cloud_cover,uv_index,is_day"
    static let hourlyVariables = "temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,precipitation_probability,precipitation,wind_speed_10m,wind_direction_10m,wind_gusts_10m,is_day"
    static let dailyVariables = "temperature_2m_max,temperature_2m_min,sunrise,sunset,weather_code,precipitation_probability_max,precipitation_sum,wind_speed_10m_max,wind_direction_10m_dominant"
    /// Days summarised: as many as the service has. The hours reach back a day and an hour (yesterday
    /// at this time, for the comparison in the header; `past_days=1` would bring the same hours and a
    /// day summary nothing reads) and forward over the five days of steps.
    static let minutelyVariables = "precipitation,weather_code"
    /// Quarter hours from the one that holds now: each amount is the 15 minutes before its time, so 13
    /// cover the next three hours, enough to say how long a spell starting within two lasts.
    static let forecastQuarterHours = 13
    static let forecastDays = 16
    static let pastHours = 25
    static let forecastHours = 120

    /// `logger` hears, at the debug level, how long each answer took to decode, and an answer whose
    /// offset disagrees with its named zone; `timeZones` gives the named zones.
    public init(
        baseURL: URL, fetcher: any HTTPFetching, logger: Logger? = nil, timeZones: TimeZoneDatabase = TimeZoneDatabase(),
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.logger = logger
        self.timeZones = timeZones
        self.clock = clock
    }

    public func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        let url = Self.forecastURL(baseURL, at: [coordinate], query: Self.forecastQuery)
        async let prepared: Void = Self.prepareDecoder()
        let response = try await fetcher.get(url, from: ProviderID.openMeteo.displayName)
        await prepared
        let started = ContinuousClock.now
        let weather = try Self.decode(response.body, now: clock(), timeZones: timeZones, logger: logger)
        let elapsed = (ContinuousClock.now - started).components
        let microseconds = elapsed.seconds * 1_000_000 + elapsed.attoseconds / 1_000_000_000_000
        logger?.debug("decoded \(response.body.count) bytes from Open-Meteo in \(microseconds) µs")
        return weather
    }

    /// Everything the dashboard shows, asked of `/v1/forecast` beside the coordinates.
    static let forecastQuery = [
        ("current", currentVariables),
        ("hourly", hourlyVariables),
        ("daily", dailyVariables),
        ("minutely_15", minutelyVariables),
        ("forecast_minutely_15", String(forecastQuarterHours)),
        ("timezone", "auto"),
        ("forecast_days", String(forecastDays)),
        ("forecast_hours", String(forecastHours)),
        ("past_hours", String(pastHours)),
        ("wind_speed_unit", "ms"),
        ("timeformat", "unixtime"),
    ]

    /// `/v1/forecast` for `coordinates`: several are comma-separated lists of latitudes and longitudes,
    /// which the service answers with one object per place, in the same order.
    static func forecastURL(_ baseURL: URL, at coordinates: [Coordinate], query: [(String, String)]) -> URL {
        baseURL.appending(servicePath: "/v1/forecast", query: [
            ("latitude", coordinates.map(\.queryLatitude).joined(separator: ",")),
            ("longitude", coordinates.map(\.queryLongitude).joined(separator: ",")),
        ] + query)
    }

    /// The first decode of an answer instantiates every generic type the decoder uses, which takes
    /// longer than the decoding itself: a tiny answer with every part, decoded while the request is in
    /// flight, pays that in the wait.
    static func prepareDecoder() async {
        _ = try? decode(warmUpAnswer, now: Date(timeIntervalSince1970: 0), timeZones: nil)
    }

    static let warmUpAnswer = Data(utf8: """
        {"utc_offset_seconds":0,"timezone":"GMT",
         "current_units":{"temperature_2m":"°C"},"current":{"time":0,"temperature_2m":0,"weather_code":0},
         "hourly_units":{"temperature_2m":"°C"},"hourly":{"time":[0],"temperature_2m":[0,null],"weather_code":[0]},
         "daily_units":{"temperature_2m_max":"°C"},"daily":{"time":[0],"temperature_2m_max":[0],"sunrise":[0]}}
        """)

    /// Decodes a `/v1/forecast` body; exposed for the demo data and tests. `timeZones` nil: the place's
    /// zone is the answer's offset alone.
    public static func decode(
        _ body: Data, now: Date, timeZones: TimeZoneDatabase? = TimeZoneDatabase(), logger: Logger? = nil
    ) throws(FetchError) -> ProviderWeather {
        let decoded = try ServiceJSON.decode(
            OpenMeteoForecastResponse.self, from: body, service: Service.openMeteo.entry.name, plain: OpenMeteoForecastResponse.read
        )
        let zone = OpenMeteoTimeZone(identifier: decoded.timezone, utcOffsetSeconds: decoded.utcOffsetSeconds, now: now, database: timeZones)
        if let disagreement = zone.disagreement { logger?.notice("\(disagreement)") }
        return try OpenMeteoForecastMapper(now: now, zone: zone).weather(from: decoded)
    }
}
