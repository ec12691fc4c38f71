import FoundationEssentials

/// The sea at the place, from Open-Meteo's marine API. Its stored copy, per place, is used without a
/// request while under `freshFor` old (the service's values are hourly); a place the service had no sea
/// for is kept in `inland` and never asked about again. Where a NOAA station is near (US coasts), its
/// official high and low waters replace the model's; where NOAA fails, the model's stay.
public final class MarineFeed: ReportFeed {
    public let name = "marine"
    public let part = ReportPart.marine
    public static let freshFor: TimeInterval = 60 * 60
    private let client: OpenMeteoMarineClient
    private let inland: InlandPlaces
    private let official: OfficialTides?
    private let clock: @Sendable () -> Date
    private let stored = Locked<[String: Marine]>([:])

    public init(
        client: OpenMeteoMarineClient, inland: InlandPlaces, official: OfficialTides? = nil, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
        self.inland = inland
        self.official = official
        self.clock = clock
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        let now = clock()
        if inland.contains(place.coordinate) {
            return ReportAmendment { $0.marine = .inland(fetchedAt: now) }
        }
        let key = place.coordinate.roundedKey
        let marine: Marine
        if let copy = stored.withLock({ $0[key] }), now.timeIntervalSince(copy.fetchedAt) < Self.freshFor {
            marine = copy
        } else {
            marine = try await officialTides(in: client.marine(at: place.coordinate), at: place.coordinate)
            if marine.isAtSea {
                stored.withLock { $0[key] = marine }
            } else {
                inland.remember(place.coordinate)
            }
        }
        return ReportAmendment { [marine] in $0.marine = marine }
    }

    /// `marine` with the nearest NOAA station's tides in place of the model's, where there is one.
    private func officialTides(in marine: Marine, at coordinate: Coordinate) async -> Marine {
        guard let official, let days = marine.tideDays, marine.isAtSea,
              let found = try? await official.tides(near: coordinate, over: days), !found.tides.isEmpty
        else { return marine }
        var changed = marine
        changed.tides = found.tides
        changed.tideStation = found.station.name
        return changed
    }
}
