import Foundation
import Testing
@testable import WeatherCore

/// The marine feed: a coastal place's sea, its copy used for an hour; an inland place asked once and
/// never again, across processes (the file of inland places); a failure is the feed's alone.
@Suite struct MarineFeedTests {
    /// Answers every marine request with `fixture`, or `status`, and counts them.
    final class MarineFetcher: HTTPFetching {
        let requests = Locked(0)
        let fixture: String
        let status: Int

        init(fixture: String, status: Int = 200) {
            self.fixture = fixture
            self.status = status
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0 += 1 }
            guard status == 200 else { return HTTPResponse(status: status, body: Data(#"{"error":true,"reason":"Internal Server Error"}"#.utf8)) }
            return HTTPResponse(status: 200, body: (try? Fixture.data(fixture)) ?? Data())
        }

        var count: Int { requests.withLock { $0 } }
    }

    static let dalian = Place(name: "Dalian", coordinate: Coordinate(latitude: 38.9, longitude: 121.6)!)
    static let beijing = Place(name: "Beijing", coordinate: Coordinate(latitude: 39.9, longitude: 116.4)!)

    let directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("marine-feed-\(UUID().uuidString)")
    var file: URL { directory.appendingPathComponent("inland-places.json") }

    func feed(_ fetcher: MarineFetcher, now: Date = MarineDecodingTests.now) -> (MarineFeed, CacheWriter) {
        let writer = CacheWriter()
        let client = OpenMeteoMarineClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher, clock: { now })
        return (MarineFeed(client: client, inland: InlandPlaces(file: file, writer: writer), clock: { now }), writer)
    }

    func marine(_ feed: MarineFeed, at place: Place) async throws -> Marine {
        var report = WeatherReport(
            place: place, timeZone: LocalTimeZone(secondsFromGMT: 28800),
            current: CurrentConditions(time: MarineDecodingTests.now, temperature: 15, condition: .clear), forecast: [],
            provider: .openMeteo, fetchedAt: MarineDecodingTests.now
        )
        try #require(await feed.amendment(for: place)).apply(to: &report)
        return try #require(report.marine)
    }

    @Test func aCoastalPlacesSeaIsKeptForAnHour() async throws {
        let fetcher = MarineFetcher(fixture: "open-meteo-marine-dalian.json")
        let (asking, _) = feed(fetcher)
        let sea = try await marine(asking, at: Self.dalian)
        #expect(sea.isAtSea && sea.tides.count == 3)
        #expect(try await marine(asking, at: Self.dalian) == sea)
        #expect(fetcher.count == 1)
        let later = feed(fetcher, now: MarineDecodingTests.now.addingTimeInterval(MarineFeed.freshFor + 1)).0
        _ = try await marine(later, at: Self.dalian)
        #expect(fetcher.count == 2)
    }

    @Test func anInlandPlaceIsAskedOnceAndNeverAgain() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = MarineFetcher(fixture: "open-meteo-marine-inland-beijing.json")
        let (asking, writer) = feed(first)
        #expect(try await !marine(asking, at: Self.beijing).isAtSea)
        #expect(try await !marine(asking, at: Self.beijing).isAtSea)
        #expect(first.count == 1)
        await writer.finish()

        let later = MarineFetcher(fixture: "open-meteo-marine-dalian.json")
        let nearby = Place(name: nil, coordinate: Coordinate(latitude: 39.9004, longitude: 116.4003)!)
        let (another, _) = feed(later, now: MarineDecodingTests.now.addingTimeInterval(30 * 86_400))
        #expect(try await !marine(another, at: nearby).isAtSea)
        #expect(later.count == 0)
    }

    @Test func aFailureIsTheFeedsAloneAndRemembersNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (asking, writer) = feed(MarineFetcher(fixture: "", status: 500))
        await #expect(throws: FetchError.serverError(status: 500, service: "Open-Meteo marine")) { try await asking.amendment(for: Self.beijing) }
        await writer.finish()
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
