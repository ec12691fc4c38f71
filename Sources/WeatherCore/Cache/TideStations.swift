import FoundationEssentials

/// NOAA's stations with tide predictions, asked of its metadata API once and kept in the cache
/// directory for good (stations seldom move; a new one is missed until the file is removed). A damaged
/// file reads as empty, and is asked again and replaced.
public final class TideStations: Sendable {
    /// Stations farther than this from a place do not give it their tides.
    public static let reachKilometres = 50.0
    private let client: NOAATidesClient
    private let store: JSONFileStore<[TideStation]>?
    private let writer: CacheWriter
    private let loaded = Locked<[TideStation]?>(nil)

    /// Stations kept in `file`; only as long as the process lives when `file` is nil.
    public init(client: NOAATidesClient, file: URL?, writer: CacheWriter = CacheWriter()) {
        self.client = client
        store = file.map { JSONFileStore(url: $0) }
        self.writer = writer
    }

    /// The station nearest `coordinate` within `reachKilometres`; nil where none is.
    public func nearest(to coordinate: Coordinate) async throws -> TideStation? {
        let stations = try await all()
        return stations.map { ($0, GreatCircle.distance(from: coordinate, to: $0.coordinate)) }
            .filter { $0.1 <= Self.reachKilometres }
            .min { $0.1 < $1.1 }?.0
    }

    private func all() async throws -> [TideStation] {
        if let known = loaded.withLock({ current -> [TideStation]? in
            if current == nil, let stored = store?.read(), !stored.isEmpty { current = stored }
            return current
        }) {
            return known
        }
        let asked = try await client.stations()
        guard !asked.isEmpty else { throw FetchError.badData(service: NOAATidesClient.service, problem: .unusable("stations")) }
        loaded.withLock { $0 = asked }
        if let store {
            writer.write { try store.write(asked) }
        }
        return asked
    }
}
