import FoundationEssentials

/// The air at the place, from Open-Meteo's air-quality API. Its stored copy, per place, is used
/// without a request while under `freshFor` old (the service's values are hourly).
public final class AirQualityFeed: ReportFeed {
    public let name = "air quality"
    public let part = ReportPart.air
    public static let freshFor: TimeInterval = 30 * 60
    private let client: OpenMeteoAirQualityClient
    private let clock: @Sendable () -> Date
    private let stored = Locked<[String: AirQuality]>([:])

    public init(client: OpenMeteoAirQualityClient, clock: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.clock = clock
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        let key = place.coordinate.roundedKey
        let now = clock()
        let air: AirQuality
        if let copy = stored.withLock({ $0[key] }), now.timeIntervalSince(copy.fetchedAt) < Self.freshFor {
            air = copy
        } else {
            air = try await client.air(at: place.coordinate)
            stored.withLock { $0[key] = air }
        }
        return ReportAmendment { $0.air = air }
    }
}
