import FoundationEssentials
import Logging
import Testing
@testable import WeatherCore

/// The client asks for the index, then the tiles of the last hour's frames, the newest frame's first; a
/// tile already on disk is not asked for again; a tile that fails leaves a gap, a frame without tiles is
/// left out.
struct RainViewerClientTests {
    static let base = URL(string: "http://127.0.0.1:8765")!
    static let tokyo = Coordinate(latitude: 35.6895, longitude: 139.69171)!
    static let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// Answers the index and tiles (a transparent PNG, or `tileAnswer`), counting the tile requests.
    final class TileServer: HTTPFetching {
        let tileRequests = Locked<[URL]>([])
        let index: Data
        let tileAnswer: @Sendable (URL) -> Result<HTTPResponse, FetchError>

        init(index: Data, tileAnswer: @escaping @Sendable (URL) -> Result<HTTPResponse, FetchError>) {
            self.index = index
            self.tileAnswer = tileAnswer
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            try await get(url, accept: "application/json")
        }

        func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
            if url.path.hasSuffix("weather-maps.json") { return HTTPResponse(status: 200, body: index) }
            tileRequests.withLock { $0.append(url) }
            return try tileAnswer(url).get()
        }
    }

    static func index(frames: Int) -> Data {
        RadarIndexTests.body(host: base.absoluteString, past: (0..<frames).map { (1_765_000_000 - $0 * 600, "/v2/radar/f\($0)") })
    }

    static func tilePNG() throws -> Data {
        try Data(contentsOf: RadarImageTests.fixtures.appendingPathComponent("rainviewer-transparent-tile.png"))
    }

    static func cacheDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("radar-cache-\(UUID().uuidString)")
    }

    @Test func aSecondLoadAsksForNoTile() async throws {
        let png = try Self.tilePNG()
        let server = TileServer(index: Self.index(frames: 13)) { _ in .success(HTTPResponse(status: 200, body: png)) }
        let directory = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: RadarTileCache(cacheDirectory: directory), logger: Self.logger)
        let first = try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600)
        let asked = server.tileRequests.withLock { $0.count }
        #expect(first.frames.count == 7)
        #expect(asked == 7 * WebMercator.tiles(covering: Self.tokyo, radiusKilometres: 500).count)
        let second = try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600)
        #expect(second.frames.count == 7)
        #expect(server.tileRequests.withLock { $0.count } == asked)
        #expect(second.frames.map(\.time) == first.frames.map(\.time))
    }

    /// The index remembered from the last load foretells the newest frame: its tiles are asked for while
    /// the index is held back by the server, and that frame comes ahead of the others.
    @Test(.timeLimit(.minutes(1))) func aRememberedIndexSendsTheNewestTilesBesideTheIndex() async throws {
        let png = try Self.tilePNG()
        let now = Date()
        let newest = Int(now.timeIntervalSince1970) / 600 * 600 - 600
        let index = RadarIndexTests.body(host: Self.base.absoluteString, past: (0..<13).reversed().map { (newest - $0 * 600, "/v2/radar/\(String(newest - $0 * 600, radix: 16))") })
        let directory = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = RadarTileCache(cacheDirectory: directory)
        try cache.rememberIndex(index)
        let gate = BrightSkyRadarTests.Gate()
        let server = HeldIndexServer(index: index, gate: gate, tile: png)
        let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: cache, logger: Self.logger)
        let tiles = WebMercator.tiles(covering: Self.tokyo, radiusKilometres: 500)
        let (latest, shown) = AsyncStream.makeStream(of: RadarLoop.self)
        let loop = Task { try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600, now: now) { shown.yield($0) } }
        while server.tileRequests.withLock({ $0.count }) < tiles.count { try await Task.sleep(for: .milliseconds(5)) }
        #expect(server.tileRequests.withLock { $0 }.allSatisfy { $0.path.hasPrefix("/v2/radar/\(String(newest, radix: 16))/") })
        gate.open()
        var first = latest.makeAsyncIterator()
        #expect(await first.next()?.frames.map(\.time) == [Date(timeIntervalSince1970: TimeInterval(newest))])
        #expect(try await loop.value.frames.count == 7)
        #expect(server.tileRequests.withLock { $0.count } == 7 * tiles.count)
    }

    /// Thirteen frames in the index, ten minutes apart: the loop holds the last hour's seven, oldest
    /// first. The newest frame's tiles are all asked for, and that frame shown, before any other tile is
    /// asked for, whether the remembered index foretold it or the index had to name it: the host's
    /// connections are few, and a tile asked for earlier is answered earlier.
    @Test(.timeLimit(.minutes(1)), arguments: [false, true]) func theNewestFramesTilesAreAskedForFirst(remembered: Bool) async throws {
        let png = try Self.tilePNG()
        let now = Date()
        let newest = Int(now.timeIntervalSince1970) / 600 * 600 - 600
        let times = (0..<13).reversed().map { newest - $0 * 600 }
        let index = RadarIndexTests.body(host: Self.base.absoluteString, past: times.map { ($0, "/v2/radar/\(String($0, radix: 16))") })
        let directory = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = RadarTileCache(cacheDirectory: directory)
        if remembered { try cache.rememberIndex(index) }
        let seen = Locked<[String]>([])
        let server = TileServer(index: index) { url in
            seen.withLock { $0.append(url.path.split(separator: "/")[2].description) }
            return .success(HTTPResponse(status: 200, body: png))
        }
        let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: cache, logger: Self.logger)
        let loop = try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600, now: now) { shown in
            seen.withLock { $0.append("shown \(shown.frames.map { String(Int($0.time.timeIntervalSince1970), radix: 16) })") }
        }
        let tiles = WebMercator.tiles(covering: Self.tokyo, radiusKilometres: 500).count
        let name = String(newest, radix: 16)
        #expect(loop.frames.map(\.time) == times.suffix(7).map { Date(timeIntervalSince1970: TimeInterval($0)) })
        let order = seen.withLock { $0 }
        #expect(order.count == 7 * tiles + 1)
        #expect(order.prefix(tiles).allSatisfy { $0 == name })
        #expect(order[tiles] == "shown [\"\(name)\"]")
        #expect(Set(order.dropFirst(tiles + 1)) == Set(times.suffix(7).dropLast().map { String($0, radix: 16) }))
    }

    /// An index with gaps: the frames seen within the hour, however few; with a single frame, that one.
    @Test func anIndexWithGapsOrASingleFrameGivesWhatTheHourHolds() async throws {
        let png = try Self.tilePNG()
        let newest = 1_765_000_200
        for (minutesAgo, kept) in [([0, 20, 50, 60, 70, 110], [-60, -50, -20, 0]), ([0], [0])] {
            let server = TileServer(index: RadarIndexTests.body(host: Self.base.absoluteString, past: minutesAgo.map { (newest - $0 * 60, "/v2/radar/f\($0)") })) { _ in
                .success(HTTPResponse(status: 200, body: png))
            }
            let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: nil, logger: Self.logger)
            let loop = try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600)
            #expect(loop.frames.map { (Int($0.time.timeIntervalSince1970) - newest) / 60 } == kept)
            #expect(server.tileRequests.withLock { $0.count } == kept.count * WebMercator.tiles(covering: Self.tokyo, radiusKilometres: 500).count)
        }
    }

    /// Holds the index back until the gate opens; answers every tile with `tile`.
    final class HeldIndexServer: HTTPFetching {
        let tileRequests = Locked<[URL]>([])
        let index: Data
        let gate: BrightSkyRadarTests.Gate
        let tile: Data

        init(index: Data, gate: BrightSkyRadarTests.Gate, tile: Data) {
            self.index = index
            self.gate = gate
            self.tile = tile
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            if url.path.hasSuffix("weather-maps.json") {
                await gate.wait()
                return HTTPResponse(status: 200, body: index)
            }
            tileRequests.withLock { $0.append(url) }
            return HTTPResponse(status: 200, body: tile)
        }
    }

    @Test func aFrameWhoseTilesAreNotPNGIsLeftOut() async throws {
        let png = try Self.tilePNG()
        let server = TileServer(index: Self.index(frames: 3)) { url in
            .success(HTTPResponse(status: 200, body: url.path.contains("/f1/") ? Data("<html></html>".utf8) : png.prefix(png.count / (url.path.contains("/f2/") ? 2 : 1))))
        }
        let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: nil, logger: Self.logger)
        let loop = try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600)
        #expect(loop.frames.map(\.time) == [Date(timeIntervalSince1970: 1_765_000_000)])
        #expect(loop.notes.contains { $0.contains("not a radar PNG") })
    }

    /// A tile too large for the HTTP client's body limit fails like any answer; with no frame left the
    /// service's failure is thrown.
    @Test func tilesTheClientRefusesLeaveNoFrame() async throws {
        let server = TileServer(index: Self.index(frames: 2)) { _ in .failure(.tooLarge(limit: HTTPClientSettings.defaultMaximumBodyBytes)) }
        let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: nil, logger: Self.logger)
        await #expect(throws: FetchError.tooLarge(limit: HTTPClientSettings.defaultMaximumBodyBytes, service: "RainViewer")) {
            try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600)
        }
    }

    @Test func anIndexNamingAnotherHostAsksForNoTile() async throws {
        let server = TileServer(index: RadarIndexTests.body(host: "http://127.0.0.2:8765", past: [(1_765_000_000, "/v2/radar/a")])) { _ in
            .failure(.offline)
        }
        let client = RainViewerClient(baseURL: Self.base, fetcher: server, cache: nil, logger: Self.logger)
        let loop = try await client.loop(around: Self.tokyo, radiusKilometres: 500, past: 3600)
        #expect(loop.frames.isEmpty)
        #expect(server.tileRequests.withLock { $0.isEmpty })
    }

    /// Frames older than the index's oldest go; then the oldest until the cache is under its cap.
    @Test func theCacheIsPruned() throws {
        let directory = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = RadarTileCache(cacheDirectory: directory)
        let host = Self.base
        let tile = RadarTileID(zoom: 6, x: 56, y: 25)
        let frames = (0..<4).map { RadarIndex.Frame(time: Date(timeIntervalSince1970: Double(1_765_000_000 + $0 * 600)), kind: .past, path: "/v2/radar/f\($0)") }
        for frame in frames { try cache.store(Data(repeating: 7, count: 1000), host: host, frame: frame, tile: tile) }
        #expect(cache.totalBytes() == 4000)
        cache.prune(olderThan: frames[1].time)
        #expect(cache.tile(host: host, frame: frames[0], tile: tile) == nil)
        #expect(cache.tile(host: host, frame: frames[1], tile: tile) != nil)
        cache.prune(olderThan: frames[1].time, maximumBytes: 1500)
        #expect(cache.totalBytes() <= 1500)
        #expect(cache.tile(host: host, frame: frames[3], tile: tile) != nil)
    }
}
