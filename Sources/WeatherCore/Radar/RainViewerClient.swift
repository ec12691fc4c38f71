import FoundationEssentials
import Logging

/// RainViewer's public radar API (keyless): the index, then the tiles of the frames round a place, the
/// newest frame's first and the others' all at once behind them, through the app's HTTP client (its
/// timeouts, its body limit: a tile larger than that is refused like any answer). Tiles already on disk
/// are not asked for again.
///
/// A tile that fails or is not a PNG of the scheme leaves a gap (nil intensity there); a frame none of
/// whose tiles came is left out. Both are noted in the loop and logged. Where every tile of the newest
/// frame ran out of time, the others are not asked for (only read from disk). The index's frames pointing
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

    /// The frames seen within `past` of the newest seen and every nowcast frame
    /// (`RadarIndex.loopFrames(within:)`), with the tiles that cover `radiusKilometres` round `place`
    /// (`WebMercator.tiles(covering:radiusKilometres:)`). The newest frame seen comes first: its tiles
    /// are asked for, and where the index remembered from the last load foretells it
    /// (`RadarIndex.newestFrame(at:storedAt:)`), at once, beside the index; once they are in, that frame
    /// goes to `latest` (a loop of it alone). Only then are the other frames' tiles asked for, all at
    /// once, and read one after another as they come. Throws where the index cannot be had, or where no
    /// tile came and the reason was the service's.
    public func loop(
        around place: Coordinate, radiusKilometres: Double, past: TimeInterval, now: Date = Date(),
        latest: @escaping @Sendable (RadarLoop) -> Void = { _ in }
    ) async throws(FetchError) -> RadarLoop {
        let tiles = WebMercator.tiles(covering: place, radiusKilometres: radiusKilometres)
        let zoom = tiles.first?.zoom ?? 0
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
        let frames = index.loopFrames(within: past)
        if let oldest = index.frames.first?.time { cache?.prune(olderThan: oldest) }
        let newest = frames.lastIndex { $0.kind == .past } ?? frames.count - 1
        let early = foretold.flatMap { foretold in
            frames.indices.contains(newest) && frames[newest] == foretold.frame && foretold.index.tileHost == index.tileHost ? foretold.tiles : nil
        }
        if early == nil { foretold?.tiles.cancel() }

        var results: [Int: [(RadarTileID, Result<RadarTile, TileFailure>)]] = [:]
        if frames.indices.contains(newest) {
            let shown = if let early {
                await withTaskCancellationHandler { await early.value } onCancel: { early.cancel() }
            } else {
                await self.tiles(tiles, of: frames[newest], index: index)
            }
            results[newest] = shown
            if let frame = Self.frame(frames[newest], zoom: zoom, results: shown) {
                latest(RadarLoop(source: Self.service, frames: [frame]))
            }
        }
        // A tile host that let every tile of the newest frame run out of time would keep the view waiting
        // a second deadline for the others: they are read from disk only.
        let newestTiles = results[newest] ?? []
        let hostHangs = !newestTiles.isEmpty && newestTiles.allSatisfy { _, result in
            if case .failure(.fetch(.timedOut)) = result { true } else { false }
        }
        // Asked for behind the newest frame's, the other tiles cannot queue ahead of them for one of the
        // host's connections; read as they come, one at a time, they leave a core to the terminal
        // showing the newest frame.
        let others = await withTaskGroup(of: (Int, RadarTileID, Result<TileBody, FetchError>?).self) { group in
            for (number, frame) in frames.enumerated() where number != newest {
                for tile in tiles {
                    group.addTask {
                        let body = hostHangs
                            ? self.stored(tile, of: frame, index: index).map { .success(.stored($0)) } : await self.body(tile, of: frame, index: index)
                        return (number, tile, body)
                    }
                }
            }
            var read: [Int: [(RadarTileID, Result<RadarTile, TileFailure>)]] = [:]
            for await (number, tile, body) in group {
                let result = if let body { await self.tile(tile, of: frames[number], index: index, from: body) } else { Result<RadarTile, TileFailure>.failure(.notAsked) }
                read[number, default: []].append((tile, result))
            }
            return read
        }
        results.merge(others) { shown, _ in shown }
        if hostHangs { notes.append("the other frames' tiles not asked for: every tile of the newest frame timed out") }

        var loaded: [RadarFrame] = []
        var serviceFailure: FetchError?
        for (number, frame) in frames.enumerated() {
            let own = results[number] ?? []
            for case let (id, .failure(failure)) in own {
                switch failure {
                case let .fetch(error):
                    serviceFailure = serviceFailure ?? error
                    notes.append("tile \(id) of the frame at \(Int(frame.time.timeIntervalSince1970)) left out: \(TerminalText.sanitize("\(error)"))")
                case let .image(failure):
                    notes.append("tile \(id) of the frame at \(Int(frame.time.timeIntervalSince1970)) left out: not a radar PNG (\(failure))")
                case .notAsked:
                    break
                }
            }
            if let drawn = Self.frame(frame, zoom: zoom, results: own) {
                loaded.append(drawn)
            } else {
                notes.append("the frame at \(Int(frame.time.timeIntervalSince1970)) left out: none of its tiles came")
            }
        }
        for note in notes { logger.notice("radar: \(note)") }
        if loaded.isEmpty, let serviceFailure { throw serviceFailure }
        return RadarLoop(source: Self.service, frames: loaded, notes: notes, framesLeftOut: frames.count - loaded.count)
    }

    /// The frame of the tiles that came; nil where none did.
    private static func frame(_ frame: RadarIndex.Frame, zoom: Int, results: [(RadarTileID, Result<RadarTile, TileFailure>)]) -> RadarFrame? {
        let tiles = results.compactMap { try? $0.1.get() }
        let missing = Set(results.compactMap { id, result in (try? result.get()) == nil ? id : nil })
        return tiles.isEmpty ? nil : RadarFrame(time: frame.time, kind: frame.kind, zoom: zoom, tiles: tiles, missing: missing)
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
        /// Not on disk, and the tile host was not asked (it let the newest frame's tiles time out).
        case notAsked
    }

    /// A tile's PNG as it came: kept on disk, or from the tile host.
    private enum TileBody: Sendable {
        case stored(Data)
        case fetched(Data)
    }

    /// One tile: from the cache, else from the tile host (and then kept).
    private func tile(_ id: RadarTileID, of frame: RadarIndex.Frame, index: RadarIndex) async -> Result<RadarTile, TileFailure> {
        await tile(id, of: frame, index: index, from: body(id, of: frame, index: index))
    }

    /// One tile read from its PNG: a fetched one is then kept on disk; a stored one that does not read
    /// is asked for again.
    private func tile(
        _ id: RadarTileID, of frame: RadarIndex.Frame, index: RadarIndex, from body: Result<TileBody, FetchError>
    ) async -> Result<RadarTile, TileFailure> {
        switch body {
        case let .failure(error):
            return .failure(.fetch(error))
        case let .success(.stored(png)):
            if let tile = try? RadarTile(id: id, png: png) { return .success(tile) }
            return await tile(id, of: frame, index: index, from: fetched(id, of: frame, index: index))
        case let .success(.fetched(png)):
            do {
                let tile = try RadarTile(id: id, png: png)
                if let host = index.tileHost {
                    do {
                        try cache?.store(png, host: host, frame: frame, tile: id)
                    } catch {
                        logger.notice("radar: tile \(id) not kept on disk: \(error)")
                    }
                }
                return .success(tile)
            } catch {
                return .failure(.image(error))
            }
        }
    }

    /// A tile's PNG from the cache, else from the tile host.
    private func body(_ id: RadarTileID, of frame: RadarIndex.Frame, index: RadarIndex) async -> Result<TileBody, FetchError> {
        if let stored = stored(id, of: frame, index: index) { return .success(.stored(stored)) }
        return await fetched(id, of: frame, index: index)
    }

    /// A tile's PNG from the cache; nil where it is not there.
    private func stored(_ id: RadarTileID, of frame: RadarIndex.Frame, index: RadarIndex) -> Data? {
        index.tileHost.flatMap { cache?.tile(host: $0, frame: frame, tile: id) }
    }

    /// A tile's PNG from the tile host.
    private func fetched(_ id: RadarTileID, of frame: RadarIndex.Frame, index: RadarIndex) async -> Result<TileBody, FetchError> {
        guard let url = index.tileURL(frame: frame, tile: id) else { return .failure(.redirectRefused) }
        do {
            return .success(.fetched(try await fetcher.get(url, from: Self.service, accept: "image/png").body))
        } catch {
            return .failure(error)
        }
    }
}
