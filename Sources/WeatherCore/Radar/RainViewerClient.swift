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

    /// The index of frames, kept on disk for the next load (`RadarTileCache.rememberIndex`).
    public func index() async throws(FetchError) -> RadarIndex {
        let url = baseURL.appending(servicePath: "/public/weather-maps.json", query: [])
        let response = try await fetcher.get(url, from: Self.service)
        let index = try RadarIndex.decode(response.body, baseURL: baseURL, service: Self.service)
        if !index.frames.isEmpty {
            do {
                try cache?.rememberIndex(response.body)
            } catch {
                logger.notice("radar: the index not kept on disk: \(error)")
            }
        }
        return index
    }

    /// The latest `pastFrames` frames seen and every nowcast frame, with the tiles that cover
    /// `radiusKilometres` round `place` (`WebMercator.tiles(covering:radiusKilometres:)`). The newest
    /// frame's tiles are asked for first, and where the index remembered from the last load foretells it
    /// (`RadarIndex.newestFrame(at:storedAt:)`), at once, beside the index; once they are in, that frame
    /// goes to `latest` (a loop of it alone). Throws where the index cannot be had, or where no tile
    /// came and the reason was the service's.
    public func loop(
        around place: Coordinate, radiusKilometres: Double, pastFrames: Int, now: Date = Date(),
        latest: @escaping @Sendable (RadarLoop) -> Void = { _ in }
    ) async throws(FetchError) -> RadarLoop {
        let tiles = WebMercator.tiles(covering: place, radiusKilometres: radiusKilometres)
        let foretold = foretoldFrame(at: now).map { remembered, frame in
            (index: remembered, frame: frame, tiles: Task { await self.tiles(tiles, of: frame, index: remembered) })
        }
        let index: RadarIndex
        do {
            index = try await self.index()
        } catch {
            foretold?.tiles.cancel()
            throw error
        }
        var notes = index.notes
        let past = index.frames.filter { $0.kind == .past }.suffix(pastFrames)
        let frames = Array(past) + index.frames.filter { $0.kind == .nowcast }
        if let oldest = index.frames.first?.time { cache?.prune(olderThan: oldest) }
        let newest = frames.lastIndex { $0.kind == .past } ?? frames.count - 1
        let early = foretold.flatMap { foretold in
            frames.indices.contains(newest) && frames[newest] == foretold.frame && foretold.index.tileHost == index.tileHost ? foretold.tiles : nil
        }
        if early == nil { foretold?.tiles.cancel() }

        let results = await withTaskGroup(of: [(Int, RadarTileID, Result<RadarTile, TileFailure>)].self) { group in
            if frames.indices.contains(newest) {
                if let early {
                    group.addTask { await early.value.map { (newest, $0.0, $0.1) } }
                } else {
                    for tile in tiles {
                        group.addTask { [(newest, tile, await self.tile(tile, of: frames[newest], index: index))] }
                    }
                }
            }
            for (number, frame) in frames.enumerated() where number != newest {
                for tile in tiles {
                    group.addTask { [(number, tile, await self.tile(tile, of: frame, index: index))] }
                }
            }
            var results: [(Int, RadarTileID, Result<RadarTile, TileFailure>)] = []
            var newestLeft = tiles.count
            for await batch in group {
                results += batch
                let before = newestLeft
                newestLeft -= batch.filter { $0.0 == newest }.count
                if before > 0, newestLeft == 0,
                   let frame = Self.frame(frames[newest], zoom: tiles.first?.zoom ?? 0, results: results.filter { $0.0 == newest }) {
                    latest(RadarLoop(source: Self.service, frames: [frame]))
                }
            }
            return results
        }

        var loaded: [RadarFrame] = []
        var serviceFailure: FetchError?
        for (number, frame) in frames.enumerated() {
            let own = results.filter { $0.0 == number }
            for case let (_, id, .failure(failure)) in own {
                switch failure {
                case let .fetch(error):
                    serviceFailure = serviceFailure ?? error
                    notes.append("tile \(id) of the frame at \(Int(frame.time.timeIntervalSince1970)) left out: \(TerminalText.sanitize("\(error)"))")
                case let .image(failure):
                    notes.append("tile \(id) of the frame at \(Int(frame.time.timeIntervalSince1970)) left out: not a radar PNG (\(failure))")
                }
            }
            if let drawn = Self.frame(frame, zoom: tiles.first?.zoom ?? 0, results: own) {
                loaded.append(drawn)
            } else {
                notes.append("the frame at \(Int(frame.time.timeIntervalSince1970)) left out: none of its tiles came")
            }
        }
        for note in notes { logger.notice("radar: \(note)") }
        if loaded.isEmpty, let serviceFailure { throw serviceFailure }
        return RadarLoop(source: Self.service, frames: loaded, notes: notes)
    }

    /// The frame of the tiles that came; nil where none did.
    private static func frame(_ frame: RadarIndex.Frame, zoom: Int, results: [(Int, RadarTileID, Result<RadarTile, TileFailure>)]) -> RadarFrame? {
        let tiles = results.compactMap { try? $0.2.get() }
        return tiles.isEmpty ? nil : RadarFrame(time: frame.time, kind: frame.kind, zoom: zoom, tiles: tiles)
    }

    /// The index remembered from the last load and the frame it foretells as newest at `now`.
    private func foretoldFrame(at now: Date) -> (RadarIndex, RadarIndex.Frame)? {
        guard let remembered = cache?.rememberedIndex(),
              let index = try? RadarIndex.decode(remembered.body, baseURL: baseURL, service: Self.service),
              let frame = index.newestFrame(at: now, storedAt: remembered.stored)
        else { return nil }
        return (index, frame)
    }

    /// `tiles` of `frame`, all at once.
    private func tiles(_ tiles: [RadarTileID], of frame: RadarIndex.Frame, index: RadarIndex) async -> [(RadarTileID, Result<RadarTile, TileFailure>)] {
        await withTaskGroup(of: (RadarTileID, Result<RadarTile, TileFailure>).self) { group in
            for tile in tiles {
                group.addTask { (tile, await self.tile(tile, of: frame, index: index)) }
            }
            var results: [(RadarTileID, Result<RadarTile, TileFailure>)] = []
            for await result in group { results.append(result) }
            return results
        }
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
