import FoundationEssentials

/// Open-Meteo's air-quality API (`/v1/air-quality`, keyless, CAMS models): the current hour and the
/// next two days' hours, in one request.
public struct OpenMeteoAirQualityClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date

    /// What the header and the `a` view show; pollen is null outside Europe and out of season.
    static let variables = (["us_aqi", "european_aqi", "pm2_5", "pm10", "ozone", "uv_index"] + PollenKind.allCases.map(\.variable))
        .joined(separator: ",")
    /// Local days asked for: today and the next two, so that 48 hours from now are always among them.
    static let forecastDays = 3
    /// The hours the `a` view lists, from the current one.
    public static let hoursAhead = 48
    /// The service as messages name it.
    static let service = Service.airQuality.entry.name

    public init(baseURL: URL, fetcher: any HTTPFetching, clock: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.clock = clock
    }

    public func air(at coordinate: Coordinate) async throws -> AirQuality {
        let url = baseURL.appending(servicePath: "/v1/air-quality", query: [
            ("latitude", coordinate.queryLatitude),
            ("longitude", coordinate.queryLongitude),
            ("current", Self.variables),
            ("hourly", Self.variables),
            ("forecast_days", String(Self.forecastDays)),
            ("timezone", "auto"),
            ("domains", "auto"),
            ("timeformat", "unixtime"),
        ])
        let response = try await fetcher.get(url, from: Self.service)
        return try Self.decode(response.body, now: clock())
    }

    /// Decodes a `/v1/air-quality` body; every value through the plausibility gate. An answer whose
    /// current hour has no index, pollutant, UV or pollen value at all is bad data; hours without any
    /// are left out.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> AirQuality {
        let decoded = try ServiceJSON.decode(Response.self, from: body, service: service)
        guard let current = decoded.current else { throw .badData(service: service, problem: .missing("current")) }
        let offset = Plausible.utcOffset(decoded.utcOffsetSeconds) ?? 0
        let currentUnits = decoded.currentUnits ?? OpenMeteoUnits()
        let reading = AirReading(
            time: Plausible.time(current.time?.date(utcOffset: offset), near: now) ?? now,
            values: { key, quantity in current.values[key] ?? nil }, units: currentUnits
        )
        guard !reading.isEmpty else { throw .badData(service: service, problem: .unusable("current")) }
        return AirQuality(current: reading, hours: hours(decoded, offset: offset, from: reading.time, now: now), fetchedAt: now)
    }

    /// The hours from the current one to `hoursAhead` later, each with a time near now and a value.
    private static func hours(_ decoded: Response, offset: Int, from start: Date, now: Date) -> [AirReading] {
        guard let hourly = decoded.hourly, let times = hourly.times else { return [] }
        let units = decoded.hourlyUnits ?? OpenMeteoUnits()
        let end = start.addingTimeInterval(TimeInterval(hoursAhead) * 3600)
        return times.indices.compactMap { index in
            guard let time = Plausible.time(times[index].date(utcOffset: offset), near: now), time >= start, time < end else { return nil }
            let reading = AirReading(
                time: time, values: { key, _ in hourly.columns[key].flatMap { index < $0.count ? $0[index] : nil } }, units: units
            )
            return reading.isEmpty ? nil : reading
        }
    }

    struct Response: Decodable {
        var utcOffsetSeconds: Double?
        var currentUnits: OpenMeteoUnits?
        var current: Current?
        var hourlyUnits: OpenMeteoUnits?
        var hourly: Hourly?

        enum CodingKeys: String, CodingKey {
            case utcOffsetSeconds = "utc_offset_seconds"
            case currentUnits = "current_units"
            case current
            case hourlyUnits = "hourly_units"
            case hourly
        }
    }

    /// The current block: its time and every number by the variable's name (a value that is not a
    /// number is missing).
    struct Current: Decodable {
        var time: ServiceTime?
        var values: [String: Double?] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            time = try? container.decodeIfPresent(ServiceTime.self, forKey: AnyCodingKey(stringValue: "time"))
            for key in container.allKeys where key.stringValue != "time" {
                values[key.stringValue] = try? container.decode(Double.self, forKey: key)
            }
        }
    }

    /// The hourly block: its times and a column of numbers for every variable.
    struct Hourly: Decodable {
        var times: [ServiceTime]?
        var columns: [String: [Double?]] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            times = try container.decodeTimesIfPresent(forKey: AnyCodingKey(stringValue: "time"))
            for key in container.allKeys where key.stringValue != "time" {
                columns[key.stringValue] = try? container.decodeNumbersIfPresent(forKey: key)
            }
        }
    }
}

extension AirReading {
    /// A reading from a block's values by variable name, each in the block's unit and through the gate.
    fileprivate init(time: Date, values: (String, Quantity) -> Double?, units: OpenMeteoUnits) {
        func reading(_ key: String, _ quantity: Quantity) -> Double? {
            Plausible.value(units.modelValue(values(key, quantity), label: key, quantity: quantity), as: quantity)
        }
        var pollen: [PollenKind: Double] = [:]
        for kind in PollenKind.allCases {
            pollen[kind] = reading(kind.variable, .pollen)
        }
        self.init(
            time: time, usIndex: reading("us_aqi", .airQualityIndex), europeanIndex: reading("european_aqi", .airQualityIndex),
            pm2_5: reading("pm2_5", .concentration), pm10: reading("pm10", .concentration), ozone: reading("ozone", .concentration),
            uvIndex: reading("uv_index", .uvIndex), pollen: pollen
        )
    }
}
