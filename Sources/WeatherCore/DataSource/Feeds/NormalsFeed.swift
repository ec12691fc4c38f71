import FoundationEssentials

/// The normal highs and lows of the days around today at the place: from the normals store, else from
/// the historical archive in one request, whose normals the store keeps for good. The days are those
/// of the days view (today and the next 15) wherever the place is, so a day either side of today in UTC.
public struct NormalsFeed: ReportFeed {
    public let name = "normals"
    public let part = ReportPart.normals
    static let daysNeeded = 18
    private let client: OpenMeteoArchiveClient
    private let store: NormalsStore
    private let clock: @Sendable () -> Date

    public init(client: OpenMeteoArchiveClient, store: NormalsStore, clock: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.store = store
        self.clock = clock
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        guard let today = CalendarDay(clock(), utcOffset: 0) else { return nil }
        let first = today.adding(days: -1)
        let needed = (0..<Self.daysNeeded).map { first.adding(days: $0) }
        let normals: [DayNormal]
        if let stored = store.normals(at: place.coordinate, on: needed) {
            normals = stored
        } else {
            normals = try await asked(at: place.coordinate, from: first, needing: needed)
        }
        return ReportAmendment { [normals] in $0.normals = normals }
    }

    /// Asks the archive for the normals of `TemperatureNormals.daysPerRequest` days from `first` (more
    /// than `needed`, at no more cost: later launches find them stored) and stores them.
    private func asked(at coordinate: Coordinate, from first: CalendarDay, needing needed: [CalendarDay]) async throws(FetchError) -> [DayNormal] {
        let count = TemperatureNormals.daysPerRequest
        let values = try await client.days(at: coordinate, ranges: TemperatureNormals.ranges(from: first, count: count))
        let normals = TemperatureNormals.normals(from: first, count: count, in: values)
        guard !normals.isEmpty else { throw .badData(service: OpenMeteoArchiveClient.service, problem: .unusable("daily")) }
        store.remember(normals, at: coordinate)
        return normals.filter { normal in needed.contains { normal.isFor($0) } }
    }
}
