import FoundationEssentials

/// The METAR stations near each place, asked of the Aviation Weather Center once a place and kept in
/// the cache directory for good (airports seldom move; a new one is missed until the file is removed):
/// a place with none near is never asked about again. Keyed by coordinates rounded to about a
/// kilometre. A damaged file reads as empty, and is replaced at the next write.
public final class MetarStations: Sendable {
    /// Stations farther than this from a place do not speak for it.
    public static let reachKilometres = 30.0
    private let client: AviationWeatherClient
    private let store: JSONFileStore<[String: [MetarStation]]>?
    private let writer: CacheWriter
    private let known = Locked<[String: [MetarStation]]?>(nil)

    /// Stations kept in `file`; only as long as the process lives when `file` is nil.
    public init(client: AviationWeatherClient, file: URL?, writer: CacheWriter = CacheWriter()) {
        self.client = client
        store = file.map { JSONFileStore(url: $0) }
        self.writer = writer
    }

    /// The station nearest `coordinate` within `reachKilometres`; nil where none is.
    public func nearest(to coordinate: Coordinate) async throws -> MetarStation? {
        let key = coordinate.roundedKey
        let stations: [MetarStation]
        if let kept = known.withLock({ loaded -> [MetarStation]? in
            if loaded == nil { loaded = store?.read() ?? [:] }
            return loaded?[key]
        }) {
            stations = kept
        } else {
            stations = try await client.stations(near: coordinate, within: Self.reachKilometres)
            remember(stations, for: key)
        }
        return stations.map { ($0, GreatCircle.distance(from: coordinate, to: $0.coordinate)) }
            .filter { $0.1 <= Self.reachKilometres }
            .min { $0.1 < $1.1 }?.0
    }

    /// Keeps `stations` in memory at once; the file is written by `writer`, merged with what it holds then.
    private func remember(_ stations: [MetarStation], for key: String) {
        known.withLock { $0?[key] = stations }
        guard let store else { return }
        writer.write {
            try store.update { stored in
                var file = stored ?? [:]
                file[key] = stations
                return file
            }
        }
    }
}
