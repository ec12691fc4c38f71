import FoundationEssentials

/// How sure the forecast is at the place, from Open-Meteo's ensemble API. Its stored copy, per place,
/// is used without a request while under `freshFor` old: the model is run every six hours.
public final class EnsembleFeed: ReportFeed {
    public let name = "ensemble"
    public let part = ReportPart.ensemble
    public static let freshFor: TimeInterval = 6 * 60 * 60
    private let client: OpenMeteoEnsembleClient
    private let clock: @Sendable () -> Date
    private let stored = Locked<[String: Ensemble]>([:])

    public init(client: OpenMeteoEnsembleClient, clock: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.clock = clock
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        let key = place.coordinate.roundedKey
        let now = clock()
        let ensemble: Ensemble
        if let copy = stored.withLock({ $0[key] }), now.timeIntervalSince(copy.fetchedAt) < Self.freshFor {
            ensemble = copy
        } else {
            ensemble = try await client.ensemble(at: place.coordinate)
            stored.withLock { $0[key] = ensemble }
        }
        return ReportAmendment { $0.ensemble = ensemble }
    }
}
