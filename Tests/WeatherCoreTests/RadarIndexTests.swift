import FoundationEssentials
import Testing
@testable import WeatherCore

/// RainViewer's index, read as hostile: frames capped, paths checked, and tiles only from RainViewer's own
/// hosts (or the server the variable names).
struct RadarIndexTests {
    static let rainViewer = Service.rainViewer.entry.defaultURL
    static let fake = URL(string: "http://127.0.0.1:8765")!

    static func body(host: String, past: [(Int, String)], nowcast: [(Int, String)] = []) -> Data {
        func frames(_ list: [(Int, String)]) -> String {
            list.map { "{\"time\": \($0.0), \"path\": \"\($0.1)\"}" }.joined(separator: ",")
        }
        return Data("""
            {"version": "2.0", "generated": 1765000000, "host": "\(host)",
             "radar": {"past": [\(frames(past))], "nowcast": [\(frames(nowcast))]}, "satellite": {"infrared": []}}
            """.utf8)
    }

    /// A frame named by its time, every 10 minutes, listed 4 minutes after it: 20 minutes after the
    /// index was stored, the frame 10 minutes after its newest is due, named the same way.
    @Test func anIndexForetellsTheNewestFrameWhereItsPathsNameTheirTimes() throws {
        let newest = 1_765_000_200
        for name in [{ (time: Int) in String(time) }, { (time: Int) in String(time, radix: 16) }] {
            let index = try RadarIndex.decode(
                Self.body(host: "https://tilecache.rainviewer.com", past: [(newest - 600, "/v2/radar/\(name(newest - 600))"), (newest, "/v2/radar/\(name(newest))")]),
                baseURL: URL(string: "https://api.rainviewer.com")!
            )
            let stored = Date(timeIntervalSince1970: TimeInterval(newest + 240))
            let frame = try #require(index.newestFrame(at: stored.addingTimeInterval(1200), storedAt: stored))
            #expect(frame.time == Date(timeIntervalSince1970: TimeInterval(newest + 1200)) && frame.path == "/v2/radar/\(name(newest + 1200))")
            #expect(index.newestFrame(at: stored.addingTimeInterval(200), storedAt: stored)?.time == Date(timeIntervalSince1970: TimeInterval(newest)))
        }
        let opaque = try RadarIndex.decode(
            Self.body(host: "https://tilecache.rainviewer.com", past: [(newest - 600, "/v2/radar/a1b2c3"), (newest, "/v2/radar/0f9e8d")]),
            baseURL: URL(string: "https://api.rainviewer.com")!
        )
        #expect(opaque.newestFrame(at: Date(timeIntervalSince1970: TimeInterval(newest + 1200)), storedAt: Date(timeIntervalSince1970: TimeInterval(newest))) == nil)
    }

    @Test func theDocumentedShapeIsRead() throws {
        let index = try RadarIndex.decode(
            Self.body(host: "https://tilecache.rainviewer.com", past: [(1_765_000_000, "/v2/radar/a1b2c3"), (1_764_999_400, "/v2/radar/0f9e8d")],
                      nowcast: [(1_765_000_600, "/v2/radar/nowcast_a1")]),
            baseURL: Self.rainViewer
        )
        #expect(index.tileHost?.absoluteString == "https://tilecache.rainviewer.com")
        #expect(index.frames.map(\.path) == ["/v2/radar/0f9e8d", "/v2/radar/a1b2c3", "/v2/radar/nowcast_a1"])
        #expect(index.frames.map(\.kind) == [.past, .past, .nowcast])
        #expect(index.notes.isEmpty)
        let url = index.tileURL(frame: index.frames[1], tile: RadarTileID(zoom: 6, x: 56, y: 25))
        #expect(url?.absoluteString == "https://tilecache.rainviewer.com/v2/radar/a1b2c3/256/6/56/25/2/1_1.png")
    }

    @Test func tenThousandFramesKeepTheNewestThirty() throws {
        let past = (0..<10_000).map { (1_765_000_000 - $0 * 600, "/v2/radar/\($0)") }
        let index = try RadarIndex.decode(Self.body(host: "https://tilecache.rainviewer.com", past: past), baseURL: Self.rainViewer)
        #expect(index.frames.count == RadarIndex.maximumFrames)
        #expect(index.frames.last?.time == Date(timeIntervalSince1970: 1_765_000_000))
        #expect(index.notes.contains { $0.contains("9970 older frames") })
    }

    @Test(arguments: [
        "https://evil.example/v2/radar/abc", "/v2/radar/../../etc/passwd", "/v2/radar/", "/v2/satellite/abc", "/v2/radar/a b", "/v2/radar/abc?x=1",
        "//evil.example/v2/radar/abc", "/v2/radar/\u{1B}[2Jabc",
    ])
    func aPathNotOfTheRadarsShapeIsLeftOut(path: String) throws {
        let index = try RadarIndex.decode(
            Self.body(host: "https://tilecache.rainviewer.com", past: [(1_765_000_000, path), (1_765_000_600, "/v2/radar/ok")]),
            baseURL: Self.rainViewer
        )
        #expect(index.frames.map(\.path) == ["/v2/radar/ok"])
        #expect(index.notes.count == 1)
        #expect(index.notes.allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test(arguments: [
        "http://tilecache.rainviewer.com", "https://tilecache.rainviewer.com.evil.example", "https://evilrainviewer.com", "https://127.0.0.1:8765",
        "https://user:pw@tilecache.rainviewer.com", "https://tilecache.rainviewer.com:8443", "https://tilecache.rainviewer.com/elsewhere", "not a url",
    ])
    func atTheDefaultAddressTilesComeOnlyFromRainViewersOwnHosts(host: String) throws {
        let index = try RadarIndex.decode(Self.body(host: host, past: [(1_765_000_000, "/v2/radar/ok")]), baseURL: Self.rainViewer)
        #expect(index.tileHost == nil)
        #expect(index.frames.isEmpty)
        #expect(index.notes.count == 1)
    }

    @Test(arguments: ["https://tilecache.rainviewer.com", "http://127.0.0.2:8765", "http://127.0.0.1:8766", "https://127.0.0.1:8765"])
    func elsewhereTilesComeOnlyFromTheSameServer(host: String) throws {
        let index = try RadarIndex.decode(Self.body(host: host, past: [(1_765_000_000, "/v2/radar/ok")]), baseURL: Self.fake)
        #expect(index.tileHost == nil)
        #expect(index.frames.isEmpty)
    }

    /// RainViewer's address written otherwise (a trailing slash, another of its hosts) is still RainViewer's.
    @Test func rainViewersAddressWrittenOtherwiseKeepsItsTileHosts() throws {
        for base in ["https://api.rainviewer.com/", "https://API.rainviewer.com"] {
            let index = try RadarIndex.decode(
                Self.body(host: "https://tilecache.rainviewer.com", past: [(1_765_000_000, "/v2/radar/ok")]), baseURL: URL(string: base)!
            )
            #expect(index.tileHost?.absoluteString == "https://tilecache.rainviewer.com", "\(base)")
        }
    }

    @Test func theSameServerIsAllowed() throws {
        let index = try RadarIndex.decode(Self.body(host: "http://127.0.0.1:8765", past: [(1_765_000_000, "/v2/radar/ok")]), baseURL: Self.fake)
        #expect(index.tileHost?.absoluteString == "http://127.0.0.1:8765")
        #expect(index.frames.count == 1)
    }

    @Test func aFrameWithoutTimeOrPathIsLeftOutAlone() throws {
        let body = Data("""
            {"host": "https://tilecache.rainviewer.com", "radar": {"past": [{"time": 1765000000}, {"path": "/v2/radar/x"}, 7,
             {"time": "soon", "path": "/v2/radar/y"}, {"time": 1765000600, "path": "/v2/radar/z"}]}}
            """.utf8)
        let index = try RadarIndex.decode(body, baseURL: Self.rainViewer)
        #expect(index.frames.map(\.path) == ["/v2/radar/z"])
        #expect(index.notes.count == 4)
    }

    /// The loop's frames: those seen within the hour of the newest seen, oldest first, and the nowcast.
    @Test func aLoopHoldsTheFramesOfTheLastHour() throws {
        let newest = 1_765_000_200
        func loop(past minutesAgo: [Int], nowcast minutesAhead: [Int] = []) throws -> [Int] {
            let index = try RadarIndex.decode(
                Self.body(host: "http://127.0.0.1:8765", past: minutesAgo.map { (newest - $0 * 60, "/v2/radar/p\($0)") },
                          nowcast: minutesAhead.map { (newest + $0 * 60, "/v2/radar/n\($0)") }),
                baseURL: Self.fake
            )
            return index.loopFrames(within: 3600).map { (Int($0.time.timeIntervalSince1970) - newest) / 60 }
        }
        // RainViewer's thirteen frames, 10 minutes apart: the last seven.
        #expect(try loop(past: Array(stride(from: 120, through: 0, by: -10))) == [-60, -50, -40, -30, -20, -10, 0])
        // Gaps in the index: the frames within the hour, however few.
        #expect(try loop(past: [0, 20, 50, 60, 70, 110]) == [-60, -50, -20, 0])
        #expect(try loop(past: [0]) == [0])
        // The nowcast, where the source has one, follows.
        #expect(try loop(past: [0, 10, 90], nowcast: [10, 20]) == [-10, 0, 10, 20])
    }

    @Test func anAnswerThatIsNotTheIndexIsBadData() {
        #expect(throws: FetchError.badData(service: "RainViewer", problem: .notJSON)) {
            try RadarIndex.decode(Data("<html></html>".utf8), baseURL: Self.rainViewer)
        }
        #expect(throws: FetchError.badData(service: "RainViewer", problem: .missing("host"))) {
            try RadarIndex.decode(Data("{\"radar\": {}}".utf8), baseURL: Self.rainViewer)
        }
    }
}
