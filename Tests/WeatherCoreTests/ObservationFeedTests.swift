import Foundation
import Testing
@testable import WeatherCore

/// The observation feed: the nearest METAR station within 30 km, its stations asked once a place and
/// kept for good (across processes, in the file); a report kept for its hour; no station near, no
/// observation; a failure is the feed's alone.
@Suite struct ObservationFeedTests {
    /// Answers `stationinfo` with Portland's stations and `metar` with Portland's rainy day, or `status`
    /// for every request, counting each.
    final class AviationFetcher: HTTPFetching {
        let asked = Locked<[String]>([])
        let status: Int

        init(status: Int = 200) {
            self.status = status
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            asked.withLock { $0.append(url.path) }
            guard status == 200 else { return HTTPResponse(status: status, body: Data("<html>busy</html>".utf8)) }
            let fixture = url.path.hasSuffix("stationinfo") ? "awc-stationinfo-portland.json" : "awc-metar-kpwm-rain.json"
            return HTTPResponse(status: 200, body: (try? Fixture.data(fixture)) ?? Data())
        }

        func count(_ path: String) -> Int { asked.withLock { $0.filter { $0.hasSuffix(path) }.count } }
    }

    static let portland = Place(name: "Portland", coordinate: Coordinate(latitude: 43.6591, longitude: -70.2568)!)
    /// Lisbon, Maine: 46 km from the Jetport, 86 km from Sanford: no station within 30 km.
    static let lisbon = Place(name: "Lisbon", coordinate: Coordinate(latitude: 44.03, longitude: -70.10)!)
    static let reportTime = Date(timeIntervalSince1970: 1_790_508_000)

    let directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("observation-feed-\(UUID().uuidString)")
    var file: URL { directory.appendingPathComponent("metar-stations.json") }

    func feed(_ fetcher: AviationFetcher, now: Date) -> (ObservationFeed, CacheWriter) {
        let writer = CacheWriter()
        let client = AviationWeatherClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher, clock: { now })
        return (ObservationFeed(client: client, stations: MetarStations(client: client, file: file, writer: writer), clock: { now }), writer)
    }

    func observation(_ feed: ObservationFeed, at place: Place) async throws -> Observation? {
        var report = WeatherReport(
            place: place, timeZone: LocalTimeZone(secondsFromGMT: -14400),
            current: CurrentConditions(time: Self.reportTime, temperature: 12, condition: .rain), forecast: [],
            provider: .openMeteo, fetchedAt: Self.reportTime
        )
        try #require(await feed.amendment(for: place)).apply(to: &report)
        return report.observation
    }

    @Test func theNearestStationsLatestReportIsKeptForItsHour() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fetcher = AviationFetcher()
        let (asking, writer) = feed(fetcher, now: Self.reportTime.addingTimeInterval(12 * 60))
        let seen = try #require(try await observation(asking, at: Self.portland))
        #expect(seen.station == "KPWM" && seen.time == Self.reportTime && seen.isWet)
        #expect(try await observation(asking, at: Self.portland) == seen)
        #expect(fetcher.count("stationinfo") == 1 && fetcher.count("metar") == 1)
        await writer.finish()
        // Another process, past the report's hour: the stations come from the file, the report is asked again.
        let (later, _) = feed(fetcher, now: Self.reportTime.addingTimeInterval(Observation.lifetime + 60))
        #expect(try await observation(later, at: Self.portland)?.station == "KPWM")
        #expect(fetcher.count("stationinfo") == 1 && fetcher.count("metar") == 2)
        // Asked a moment ago: not asked again, however old the report.
        #expect(try await observation(later, at: Self.portland)?.station == "KPWM")
        #expect(fetcher.count("metar") == 2)
    }

    @Test func noStationWithin30KilometresIsNoObservationAndIsNotAskedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fetcher = AviationFetcher()
        let (asking, _) = feed(fetcher, now: Self.reportTime)
        #expect(try await observation(asking, at: Self.lisbon) == nil)
        #expect(try await observation(asking, at: Self.lisbon) == nil)
        #expect(fetcher.count("stationinfo") == 1 && fetcher.count("metar") == 0)
    }

    @Test func aFailureIsTheFeedsAloneAndRemembersNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = AviationFetcher(status: 503)
        let (asking, writer) = feed(failing, now: Self.reportTime)
        await #expect(throws: FetchError.self) { try await asking.amendment(for: Self.portland) }
        await writer.finish()
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let working = AviationFetcher()
        #expect(try await observation(feed(working, now: Self.reportTime).0, at: Self.portland)?.station == "KPWM")
    }
}
