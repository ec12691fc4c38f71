import FoundationEssentials

/// Open-Meteo's air-quality API (`/v1/air-quality`, keyless, CAMS models): the current hour.
public struct OpenMeteoAirQualityClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date

    static let currentVariables = "us_aqi,european_aqi,pm2_5,pm10,ozone,uv_index"

    public init(baseURL: URL, fetcher: any HTTPFetching, clock: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.clock = clock
    }

    public func air(at coordinate: Coordinate) async throws -> AirQuality {
        let url = baseURL.appending(servicePath: "/v1/air-quality", query: [
            ("latitude", coordinate.queryLatitude),
            ("longitude", coordinate.queryLongitude),
            ("current", Self.currentVariables),
            ("timezone", "auto"),
            ("domains", "auto"),
            ("timeformat", "unixtime"),
        ])
        let response = try await fetcher.get(url).requireSuccess(from: "Open-Meteo air quality", reason: ServiceJSON.errorReason)
        return try Self.decode(response.body, now: clock())
    }

    /// Decodes a `/v1/air-quality` body; every value through the plausibility gate. An answer with no
    /// index, pollutant or UV value at all is bad data.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> AirQuality {
        let decoded = try ServiceJSON.decode(Response.self, from: body, service: "Open-Meteo air quality")
        let units = decoded.currentUnits ?? OpenMeteoUnits()
        guard let current = decoded.current else { throw .badData("Open-Meteo air quality sent no current values") }
        func reading(_ value: Double?, _ key: String, _ quantity: Quantity) -> Double? {
            Plausible.value(units.modelValue(value, label: key, quantity: quantity), as: quantity)
        }
        let offset = Plausible.utcOffset(decoded.utcOffsetSeconds) ?? 0
        let air = AirQuality(
            time: Plausible.time(current.time?.date(utcOffset: offset), near: now) ?? now,
            usIndex: reading(current.usAQI, "us_aqi", .airQualityIndex),
            europeanIndex: reading(current.europeanAQI, "european_aqi", .airQualityIndex),
            pm2_5: reading(current.pm2_5, "pm2_5", .concentration),
            pm10: reading(current.pm10, "pm10", .concentration),
            ozone: reading(current.ozone, "ozone", .concentration),
            uvIndex: reading(current.uvIndex, "uv_index", .uvIndex),
            fetchedAt: now
        )
        guard [air.usIndex, air.europeanIndex, air.pm2_5, air.pm10, air.ozone, air.uvIndex].contains(where: { $0 != nil }) else {
            throw .badData("Open-Meteo air quality sent no usable value")
        }
        return air
    }

    struct Response: Decodable {
        var utcOffsetSeconds: Double?
        var currentUnits: OpenMeteoUnits?
        var current: Current?

        enum CodingKeys: String, CodingKey {
            case utcOffsetSeconds = "utc_offset_seconds"
            case currentUnits = "current_units"
            case current
        }
    }

    struct Current: Decodable {
        var time: ServiceTime?
        var usAQI: Double?
        var europeanAQI: Double?
        var pm2_5: Double?
        var pm10: Double?
        var ozone: Double?
        var uvIndex: Double?

        enum CodingKeys: String, CodingKey {
            case time, pm10, ozone
            case usAQI = "us_aqi"
            case europeanAQI = "european_aqi"
            case pm2_5 = "pm2_5"
            case uvIndex = "uv_index"
        }
    }
}
