import FoundationEssentials
import Logging

/// RainViewer's public radar API (keyless): the index, then the tiles of the frames round a place, all
/// at once, through the app's HTTP client (its timeouts, its body limit: a tile larger than that is
/// refused like any answer). Tiles already on disk are not asked for again.
///
/// A tile that fails or is not a PNG of the scheme leaves a gap (nil intensity there); a frame none of
/// whose tiles came is left out. Both are noted in the loop and logged. The index's frames pointing
/// elsewhere than allowed are never asked for (`RadarIndex`).
public struct RainViewerClient: Sendable {
    public static let service = Service.rainViewer.entry.name

    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let cache: RadarTileCache?
    private let logger: Logger

    public init(baseURL: URL, fetcher: any HTTPFetching, cache: RadarTileCache?, logger: Logger) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.cache = cache
        self.logger = logger
    }

    /// The index of frames.
    public func index() async throws(FetchError) -> RadarIndex {
        let url = baseURL.appending(servicePath: "/public/weather-maps.json", query: [])
        let response = try await fetcher.get(url, from: Self.service)
        return try RadarIndex.decode(response.body, baseURL: baseURL, service: Self.service)
    }

    /// The latest `pastFrames` frames seen and every nowcast frame, with the tiles that cover
    /// `radiusKilometres` round `place` (`WebMercator.tiles(covering:radiusKilometres:)`). Throws where
    /// the index cannot be had, or where no tile came and the reason was the service's.
    public func loop(around place: Coordinate, radiusKilometres: Double, pastFrames: Int) async throws(FetchError) -> RadarLoop {
        let index = try await index()
        var notes = index.notes
        let past = index.frames.filter { $0.kind == .past }.suffix(pastFrames)
        let frames = Array(past) + index.frames.filter { $0.kind == .nowcast }
        let tiles = WebMercator.tiles(covering: place, radiusKilometres: radiusKilometres)
        if let oldest = index.frames.first?.time { cache?.prune(olderThan: oldest) }

        let results = await withTaskGroup(of: (Int, RadarTileID, Result<RadarTile, TileFailure>).self) { group in
            for (number, frame) in frames.enumerated() {
                for tile in tiles {
                    group.addTask { (number, tile, await self.tile(tile, of: frame, index: index)) }
                }
            }
            var results: [(Int, RadarTileID, Result<RadarTile, TileFailure>)] = []
            for await result in group { results.append(result) }
            return results
        }

        var loaded: [RadarFrame] = []
        var serviceFailure: FetchError?
        for (number, frame) in frames.enumerated() {
            var frameTiles: [RadarTile] = []
            for case let (at, id, result) in results where at == number {
                switch result {
                case let .success(tile):
                    frameTiles.append(tile)
                case let .failure(.fetch(error)):
                    serviceFailure = serviceFailure ?? error
                    notes.append("tile \(id) of the frame at \(Int(frame.time.timeIntervalSince1970)) left out: \(TerminalText.sanitize("\(error)"))")
                case let .failure(.image(failure)):
                    notes.append("tile \(id) of the frame at \(Int(frame.time.timeIntervalSince1970)) left out: not a radar PNG (\(failure))")
                }
            }
            if frameTiles.isEmpty {
                notes.append("the frame at \(Int(frame.time.timeIntervalSince1970)) left out: none of its tiles came")
            } else {
                loaded.append(RadarFrame(time: frame.time, kind: frame.kind, zoom: tiles.first?.zoom ?? 0, tiles: frameTiles))
            }
        }
        for note in notes { logger.notice("radar: \(note)") }
        if loaded.isEmpty, let serviceFailure { throw serviceFailure }
        return RadarLoop(source: Self.service, frames: loaded, notes: notes)
    }

    private enum TileFailure: Error {
        case fetch(FetchError)
        case image(PNGImage.Failure)
    }

    /// One tile: from the cache, else from the tile host (and then kept).
    private func tile(_ id: RadarTileID, of frame: RadarIndex.Frame, index: RadarIndex) async -> Result<RadarTile, TileFailure> {
        guard let host = index.tileHost, let url = index.tileURL(frame: frame, tile: id) else { return .failure(.fetch(.redirectRefused)) }
        if let stored = cache?.tile(host: host, frame: frame, tile: id), let tile = try? RadarTile(id: id, png: stored) {
            return .success(tile)
        }
        let body: Data
        do {
            body = try await fetcher.get(url, from: Self.service, accept: "image/png").body
        } catch {
            return .failure(.fetch(error))
        }
        do {
            let tile = try RadarTile(id: id, png: body)
            do {
                try cache?.store(body, host: host, frame: frame, tile: id)
            } catch {
                logger.notice("radar: tile \(id) not kept on disk: \(error)")
            }
            return .success(tile)
        } catch {
            return .failure(.image(error))
        }
    }
}
