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
            let response = if let lastModified = kept?.lastModified {
                try await fetcher.get(url, ifModifiedSince: lastModified)
            } else {
                try await fetcher.get(url)
            }
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

    /// Decodes a `/complete` (or `/compact`) body for the place at `coordinate`, whose clock is `zone`'s
    /// (UTC when nil); exposed for tests.
    public static func decode(_ body: Data, at coordinate: Coordinate, zone: LocalTimeZone?, now: Date) throws(FetchError) -> ProviderWeather {
        let response = try ServiceJSON.decode(MetNorwayForecastResponse.self, from: body, service: "MET Norway")
        return try MetNorwayForecastMapper(now: now, coordinate: coordinate, timeZone: zone ?? .utc).weather(from: response)
    }
}
