import FoundationEssentials
import Glibc
import Logging
import Testing
@testable import WeatherCore

/// DWD's composite through Bright Sky: the grid's projection, an answer read (`brightsky-radar-berlin.json`,
/// the fake server's Bright Sky in the service's shape: a cell whose edge is 30 km west of Berlin at the
/// latest composite, 05:40 UTC, moving east at 30 km/h) and drawn on Web Mercator tiles where the rain
/// is, hostile answers, and the client's requests.
struct BrightSkyRadarTests {
    static let berlin = Coordinate(latitude: 52.52, longitude: 13.405)!
    static let latestComposite = Date(timeIntervalSince1970: TimeInterval(1_765_000_000 / 300 * 300 - 300))
    static let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    static func fixture() throws -> Data {
        try Data(contentsOf: RadarImageTests.fixtures.appendingPathComponent("brightsky-radar-berlin.json"))
    }

    /// An answer of `records` over `bbox`, each record's stream as given.
    static func answer(bbox: [Int], records: [(time: String, stream: String)]) -> Data {
        let radar = records.map { #"{"timestamp": "\#($0.time)", "source": "RADOLAN::RV::\#($0.time)", "precipitation_5": "\#($0.stream)"}"# }
        return Data(#"{"radar": [\#(radar.joined(separator: ", "))], "bbox": \#(bbox)}"#.utf8)
    }

    @Test func theGridsCornersAreThoseBrightSkyDocuments() {
        let corners = [
            (55.86208711, 1.463301510, -0.5, -0.5), (55.84543856, 18.73161645, 1099.5, -0.5),
            (45.68460578, 16.58086935, 1099.5, 1199.5), (45.69642538, 3.566994635, -0.5, 1199.5),
        ]
        for (latitude, longitude, column, row) in corners {
            let position = RadolanGrid.position(of: Coordinate(latitude: latitude, longitude: longitude)!)
            #expect(abs(position.column - column) < 0.001 && abs(position.row - row) < 0.001, "\(latitude), \(longitude): \(position)")
        }
        #expect(RadolanGrid.contains(Self.berlin))
        #expect(RadolanGrid.contains(Coordinate(latitude: 48.2082, longitude: 16.3738)!))      // Vienna, by the edge
        #expect(!RadolanGrid.contains(Coordinate(latitude: 48.8566, longitude: 2.3522)!))      // Paris
        #expect(!RadolanGrid.contains(Coordinate(latitude: 35.6895, longitude: 139.69171)!))
    }

    @Test func anAnswerIsItsFramesSeenAndForecast() throws {
        let answer = try BrightSkyRadarAnswer.decode(Self.fixture(), now: Self.latestComposite.addingTimeInterval(400))
        #expect(answer.notes.isEmpty)
        let frames = answer.records.compactMap(answer.frame)
        #expect(frames.map(\.kind) == [.past, .past, .nowcast])
        #expect(frames.map(\.time) == [-300.0, 0, 300].map { Self.latestComposite.addingTimeInterval($0) })
        let box = answer.box
        #expect([box.top, box.left, box.bottom, box.right] == [356, 724, 476, 844])
        // Berlin's cell (Bright Sky's latlon_position: 59.502, 60.26) is dry; the cell's core, 40 km west, rains 6 mm/h.
        let latest = frames[1]
        #expect(latest.value(at: 60 * box.columns + 60) == 0)
        let core = RadolanGrid.position(of: Coordinate(latitude: 52.52, longitude: 13.405 - 40 / (111.195 * cos(52.52 * .pi / 180)))!)
        let index = (Int(core.row.rounded()) - box.top) * box.columns + Int(core.column.rounded()) - box.left
        #expect(latest.value(at: index) == 50)
        #expect(RadolanFrame.echo(value: 50).rate > 5 && RadolanFrame.echo(value: 50).rate < 7)
    }

    @Test func onTheMapTheRainLiesWestOfThePlaceAndMovesEast() throws {
        let answer = try BrightSkyRadarAnswer.decode(Self.fixture(), now: Self.latestComposite.addingTimeInterval(400))
        let tiles = WebMercator.tiles(covering: Self.berlin, radiusKilometres: 500)
        let reprojection = RadolanReprojection(box: answer.box, tiles: tiles)
        #expect(!reprojection.tiles.isEmpty && reprojection.tiles.count < tiles.count)     // the box is 121 km across
        let frames = answer.records.compactMap(answer.frame).map {
            RadarFrame(time: $0.time, kind: $0.kind, zoom: tiles[0].zoom, tiles: reprojection.tiles(of: $0))
        }
        let outlook = RadarAnalysis.outlook(place: Self.berlin, frames: frames, now: Self.latestComposite)
        let nearest = try #require(outlook.nearest)
        #expect(nearest.distanceKilometres > 27 && nearest.distanceKilometres < 33, "\(nearest)")
        #expect(nearest.bearingDegrees > 265 && nearest.bearingDegrees < 275, "\(nearest)")
        let motion = try #require(outlook.motion)
        #expect(motion.towardDegrees > 80 && motion.towardDegrees < 100, "\(motion)")
        #expect(frames[1].intensity(at: Self.berlin) == 0)
    }

    @Test func aBoxOffTheGridIsRefused() {
        let body = Self.answer(bbox: [0, 0, 1300, 10], records: [])
        #expect(throws: FetchError.self) { try BrightSkyRadarAnswer.decode(body, now: Date()) }
    }

    /// The streams are Python's `zlib.compress`, as the service's: 512 zero bytes (a 16 × 16 box), 32
    /// bytes of 1 (a 4 × 4 box of 257).
    @Test func aStreamThatIsNotItsBoxIsLeftOutWithANote() throws {
        let body = Self.answer(bbox: [10, 10, 13, 13], records: [
            ("2025-12-06T05:40:00+00:00", "bm90IHpsaWI="),                // base64 of "not zlib"
            ("2025-12-06T05:45:00+00:00", "%%%"),
            ("2025-12-06T05:50:00+00:00", "eJxjYBgFIxkAAAIAAAE="),        // a larger box's
            ("2025-12-06T05:55:00+00:00", "eJxjZMQPAIwACE="),          // cut short: not base64
            ("2025-12-06T06:00:00+00:00", "eJxjZMQPAAIwACE="),
        ])
        let answer = try BrightSkyRadarAnswer.decode(body, now: Date(timeIntervalSince1970: 1_765_000_000))
        let frames = answer.records.compactMap(answer.frame)
        #expect(frames.count == 1 && frames[0].value(at: 0) == 257)
        #expect(answer.records.count == 3 && answer.notes.count == 2, "\(answer.notes)")
    }

    @Test func theClientAsksForAFewFramesAtATimeAndKeepsThoseOfTheMotionAndTheForecast() async throws {
        let fixture = try Self.fixture()
        let fetcher = RecordingFetcher { _ in .success(HTTPResponse(status: 200, body: fixture)) }
        let client = BrightSkyRadarClient(baseURL: URL(string: "http://127.0.0.1:8765")!, fetcher: fetcher, logger: Self.logger)
        let now = Self.latestComposite.addingTimeInterval(400)
        _ = try await client.loop(around: Self.berlin, radiusKilometres: 500, past: 20 * 60, now: now)
        let urls = fetcher.urls.withLock { $0 }
        let windows = BrightSkyRadarClient.windows(past: 20 * 60, now: now)
        let all = [windows.head] + windows.rest
        #expect(urls.count == all.count)
        #expect(urls.allSatisfy { $0.path == "/radar" && $0.query?.contains("format=compressed") == true && $0.query?.contains("distance=500000") == true })
        #expect(all.allSatisfy { $0.last.timeIntervalSince($0.first) <= Double(BrightSkyRadarClient.framesPerRequest - 1) * 300 })
        #expect(try #require(all.last?.last).timeIntervalSince(now) >= 2 * 3600 - 300)
        // The head holds the latest composite, up to 15 minutes late; the rest reach 20 minutes before it.
        #expect(windows.head.last.timeIntervalSince(now) <= 0 && now.timeIntervalSince(windows.head.first) >= 15 * 60)
        #expect(windows.head.first.timeIntervalSince(try #require(all.map(\.first).min())) == 20 * 60)
    }

    /// The answer holding the latest composite is drawn and given ahead: the latest frame seen comes
    /// while every other answer is still held back by the server.
    @Test(.timeLimit(.minutes(1))) func theLatestFrameSeenComesWhileTheOtherAnswersAreHeldBack() async throws {
        let fixture = try Self.fixture()
        let now = Self.latestComposite.addingTimeInterval(400)
        let head = BrightSkyRadarClient.windows(past: 20 * 60, now: now).head
        let base = URL(string: "http://127.0.0.1:8765")!
        let headURL = BrightSkyRadarClient(baseURL: base, fetcher: RecordingFetcher { _ in .failure(.offline) }, logger: Self.logger)
            .url(from: head.first, to: head.last, around: Self.berlin, radiusKilometres: 500)
        let gate = Gate()
        let fetcher = HoldingFetcher(gate: gate, holds: { $0 != headURL }, body: fixture)
        let client = BrightSkyRadarClient(baseURL: base, fetcher: fetcher, logger: Self.logger)
        let (latest, shown) = AsyncStream.makeStream(of: RadarLoop.self)
        let loop = Task { try await client.loop(around: Self.berlin, radiusKilometres: 500, past: 20 * 60, now: now) { shown.yield($0) } }
        var first = latest.makeAsyncIterator()
        let ahead = try #require(await first.next())
        #expect(ahead.frames.map(\.time) == [Self.latestComposite] && ahead.frames.map(\.kind) == [.past])
        #expect(fetcher.answered.withLock { $0 } == 1)
        gate.open()
        let whole = try await loop.value
        #expect(whole.frames.contains { $0.kind == .nowcast } && whole.latest?.time == Self.latestComposite)
    }

    /// Lets held requests go on once opened.
    final class Gate: Sendable {
        private let state = Locked<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

        func wait() async {
            await withCheckedContinuation { continuation in
                let isOpen = state.withLock { state in
                    if !state.isOpen { state.waiting.append(continuation) }
                    return state.isOpen
                }
                if isOpen { continuation.resume() }
            }
        }

        func open() {
            let waiting = state.withLock { state in
                state.isOpen = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }
    }

    /// Answers `body` to every request, those `holds` picks once the gate opens; counts the answers given.
    final class HoldingFetcher: HTTPFetching {
        let gate: Gate
        let holds: @Sendable (URL) -> Bool
        let body: Data
        let answered = Locked(0)

        init(gate: Gate, holds: @escaping @Sendable (URL) -> Bool, body: Data) {
            self.gate = gate
            self.holds = holds
            self.body = body
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            if holds(url) { await gate.wait() }
            answered.withLock { $0 += 1 }
            return HTTPResponse(status: 200, body: body)
        }
    }

    /// The box the client draws for ahead of the answers is the one Bright Sky cut (the fixture's bbox).
    @Test func theClientKnowsTheBoxBrightSkyCuts() throws {
        let box = try #require(BrightSkyRadarClient.box(around: Self.berlin, radiusKilometres: 60))
        #expect([box.top, box.left, box.bottom, box.right] == [356, 724, 476, 844])
        #expect(BrightSkyRadarClient.box(around: Coordinate(latitude: 35.6895, longitude: 139.69171)!, radiusKilometres: 60) == nil)
    }

    @Test func aClientWhoseServiceFailsSaysSo() async {
        let fetcher = RecordingFetcher { _ in .failure(.offline) }
        let client = BrightSkyRadarClient(baseURL: URL(string: "http://127.0.0.1:8765")!, fetcher: fetcher, logger: Self.logger)
        await #expect(throws: FetchError.self) { try await client.loop(around: Self.berlin, radiusKilometres: 500, past: 1200, now: Date()) }
    }

    final class RecordingFetcher: HTTPFetching {
        let urls = Locked<[URL]>([])
        let answer: @Sendable (URL) -> Result<HTTPResponse, FetchError>

        init(answer: @escaping @Sendable (URL) -> Result<HTTPResponse, FetchError>) {
            self.answer = answer
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            urls.withLock { $0.append(url) }
            return try answer(url).get()
        }
    }
}
