import FoundationEssentials
import Logging

/// MET Norway's Locationforecast 2.0 (`/complete`): keyless and global, hourly for about two and a half
/// days and 6-hourly to about nine, in UTC. Its terms are kept: the identifying `User-Agent` every
/// request sends, coordinates to four decimals, and the answer's own caching: until its `Expires` it
/// is used again without a request, after that it is asked for with `If-Modified-Since`, and a 304
/// renews it. The answer names no time zone: the place's comes with the request, UTC without one.
public struct MetNorwayClient: WeatherProvider {
    public let id = ProviderID.metNorway
    static let path = "/weatherapi/locationforecast/2.0/complete"
    /// The name answers are kept under in the cache directory, before the coordinates asked for.
    public static let storePrefix = "locationforecast-"

    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let store: RevalidatedAnswerStore?
    private let clock: @Sendable () -> Date
    private let logger: Logger?

    /// `store` nil: every load asks the service.
    public init(
        baseURL: URL, fetcher: any HTTPFetching, store: RevalidatedAnswerStore? = nil, logger: Logger? = nil,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.store = store
        self.logger = logger
        self.clock = clock
    }

    public func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        try await weather(at: coordinate) { nil }
    }

    public func weather(at coordinate: Coordinate, zone knownZone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather {
        let zone = knownZone()
        let key = "\(coordinate.queryLatitude),\(coordinate.queryLongitude)"
        let url = baseURL.appending(servicePath: Self.path, query: [("lat", coordinate.queryLatitude), ("lon", coordinate.queryLongitude)])
        let now = clock()
        let kept = store?.answer(for: key)
        let body: Data
        if let kept, kept.freshUntil > now {
            logger?.debug("MET Norway's answer for \(key) holds until \(ISO8601Text.string(for: kept.freshUntil)): not asked")
            body = kept.body
        } else {
            async let prepared: Void = Self.prepareDecoder()
            let response = try await ask(url, ifModifiedSince: kept?.lastModified)
            await prepared
            if response.status == 304, var kept {
                kept.freshUntil = response.freshUntil(receivedAt: clock())
                kept.lastModified = response.lastModified ?? kept.lastModified
                store?.save(kept, for: key, now: now)
                body = kept.body
            } else {
                body = try response.requireSuccess(from: ProviderID.metNorway.displayName).body
                if response.status == 203 { logger?.notice("MET Norway says Locationforecast 2.0 is deprecated (HTTP 203)") }
                let weather = try Self.decode(body, at: coordinate, zone: zone, now: now)
                store?.save(
                    RevalidatedAnswer(body: body, lastModified: response.lastModified, freshUntil: response.freshUntil(receivedAt: clock())),
                    for: key, now: now
                )
                return weather
            }
        }
        return try Self.decode(body, at: coordinate, zone: zone, now: now)
    }

    /// The answer to `url`, asked for only if modified since `lastModified` where an earlier answer
    /// gave one; a refused connection is said to be MET Norway's.
    private func ask(_ url: URL, ifModifiedSince lastModified: Date?) async throws(FetchError) -> HTTPResponse {
        do {
            guard let lastModified else { return try await fetcher.get(url) }
            return try await fetcher.get(url, ifModifiedSince: lastModified)
        } catch let .connectionRefused(nil, host) {
            throw .connectionRefused(service: ProviderID.metNorway.displayName, host: host)
        }
    }

    /// Decodes a `/complete` (or `/compact`) body for the place at `coordinate`, whose clock is `zone`'s
    /// (UTC when nil); exposed for tests.
    public static func decode(_ body: Data, at coordinate: Coordinate, zone: LocalTimeZone?, now: Date) throws(FetchError) -> ProviderWeather {
        let response = try ServiceJSON.decode(MetNorwayForecastResponse.self, from: body, service: Service.metNorway.entry.name)
        return try MetNorwayForecastMapper(now: now, coordinate: coordinate, timeZone: zone ?? .utc).weather(from: response)
    }

    /// The first decode of an answer instantiates every generic type the decoder uses: a tiny answer
    /// with every part, decoded while the request is in flight, pays for that in the wait (as Open-Meteo's
    /// client does).
    static func prepareDecoder() async {
        _ = try? decode(warmUpAnswer, at: Coordinate(latitude: 0, longitude: 0)!, zone: nil, now: Date(timeIntervalSince1970: 0))
    }

    static let warmUpAnswer = Data(utf8: """
        {"properties":{"meta":{"units":{"air_temperature":"celsius"}},"timeseries":[{"time":"1970-01-01T00:00:00Z",
         "data":{"instant":{"details":{"air_temperature":0,"relative_humidity":0,"wind_speed":0,"wind_speed_of_gust":0,
         "wind_from_direction":0,"air_pressure_at_sea_level":1000,"cloud_area_fraction":0}},
         "next_1_hours":{"summary":{"symbol_code":"clearsky_day"},"details":{"precipitation_amount":0,"probability_of_precipitation":0}},
         "next_6_hours":{"summary":{"symbol_code":"cloudy"},"details":{"air_temperature_max":0,"air_temperature_min":0}}}}]}}
        """)
}
