import FoundationEssentials

/// What the nearest airport's station sees, from the Aviation Weather Center: its latest METAR, where
/// a station is within 30 km. A report is kept per place for its lifetime (the next is due an hour after
/// it); past that the station is asked again, at most once a minute. A place with no station near has
/// no observation, and its stations are not asked for again.
public final class ObservationFeed: ReportFeed {
    public let name = "observation"
    public let part = ReportPart.observation
    /// A station asked this recently is not asked again, whatever its report's age.
    public static let askedAtMostEvery: TimeInterval = 60
    private let client: AviationWeatherClient
    private let stations: MetarStations
    private let clock: @Sendable () -> Date
    private let stored = Locked<[String: Observation]>([:])

    public init(client: AviationWeatherClient, stations: MetarStations, clock: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.stations = stations
        self.clock = clock
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        let now = clock()
        guard let station = try await stations.nearest(to: place.coordinate) else {
            return ReportAmendment { $0.observation = nil }
        }
        let observation: Observation?
        if let copy = stored.withLock({ $0[station.id] }), Self.isFresh(copy, at: now) {
            observation = copy
        } else {
            observation = try await client.latest(at: station)
            if let observation { stored.withLock { $0[station.id] = observation } }
        }
        return ReportAmendment { [observation] in $0.observation = observation }
    }

    /// Within its lifetime, or asked less than a minute ago.
    static func isFresh(_ observation: Observation, at now: Date) -> Bool {
        now.timeIntervalSince(observation.time) < Observation.lifetime || now.timeIntervalSince(observation.fetchedAt) < askedAtMostEvery
    }
}
