import Foundation
import Testing
@testable import WeatherCore

/// The normals feed: one archive request for a place's first load, then nothing for good, for that
/// place and any other with the same rounded coordinates, across processes (the store's file); a damaged
/// file costs one request; a failure stores nothing.
@Suite struct NormalsFeedTests {
    /// Answers an archive request as the service does (one object per range), every day 12.5 °C high and
    /// 3.5 °C low, and counts the requests.
    final class ArchiveFetcher: HTTPFetching {
        let requests = Locked(0)
        let status: Int

        init(status: Int = 200) {
            self.status = status
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0 += 1 }
            guard status == 200 else { return HTTPResponse(status: status, body: Data(#"{"error":true,"reason":"Internal Server Error"}"#.utf8)) }
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            func dates(_ name: String) -> [CalendarDay] {
                (query.first { $0.name == name }?.value ?? "").split(separator: ",").compactMap { CalendarDay(parsing: String($0)) }
            }
            let ranges = zip(dates("start_date"), dates("end_date")).map { start, end in
                let days = (start.dayNumber...end.dayNumber).map { CalendarDay(dayNumber: $0).text }
                return #"{"utc_offset_seconds":32400,"daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C"},"daily":{"time":["#
                    + days.map { "\"\($0)\"" }.joined(separator: ",") + #"],"temperature_2m_max":["#
                    + Array(repeating: "12.5", count: days.count).joined(separator: ",") + #"],"temperature_2m_min":["#
                    + Array(repeating: "3.5", count: days.count).joined(separator: ",") + "]}}"
            }
            return HTTPResponse(status: 200, body: Data(("[" + ranges.joined(separator: ",") + "]").utf8))
        }

        var count: Int { requests.withLock { $0 } }
    }

    static let seoul = Place(name: "Seoul", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!)
    /// 2025-11-21T23:40Z: 22 November in Seoul.
    static let now = Date(timeIntervalSince1970: 1_763_768_400)

    let directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("normals-feed-\(UUID().uuidString)")
    var file: URL { directory.appendingPathComponent("normals.json") }

    /// A feed as one process has it: its own store read from `file`, its own writer.
    func feed(_ fetcher: ArchiveFetcher, now: Date = Self.now) -> (NormalsFeed, CacheWriter) {
        let writer = CacheWriter()
        let client = OpenMeteoArchiveClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher)
        return (NormalsFeed(client: client, store: NormalsStore(file: file, writer: writer), clock: { now }), writer)
    }

    func normals(_ feed: NormalsFeed, at place: Place = Self.seoul) async throws -> [DayNormal] {
        var report = WeatherReport(
            place: place, timeZone: LocalTimeZone(secondsFromGMT: 32400),
            current: CurrentConditions(time: Self.now, temperature: 5, condition: .clear), forecast: [], provider: .openMeteo, fetchedAt: Self.now
        )
        try #require(await feed.amendment(for: place)).apply(to: &report)
        return try #require(report.normals)
    }

    @Test func aPlaceIsAskedOnceAndNeverAgain() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = ArchiveFetcher()
        let (asking, writer) = feed(first)
        let asked = try await normals(asking)
        #expect(first.count == 1)
        #expect(asked.count == 18)
        #expect(asked.first == DayNormal(month: 11, day: 20, high: 12.5, low: 3.5))
        #expect(asked.last == DayNormal(month: 12, day: 7, high: 12.5, low: 3.5))
        #expect(try await normals(asking) == asked)
        #expect(first.count == 1)
        await writer.finish()

        let later = ArchiveFetcher()
        let nearby = Place(name: nil, coordinate: Coordinate(latitude: 37.5668, longitude: 126.9784)!)
        #expect(try await normals(feed(later).0) == asked)
        #expect(try await normals(feed(later).0, at: nearby) == asked)
        // Forty days on, the last days needed are past the 55 asked for: one request more.
        #expect(try await normals(feed(later, now: Self.now.addingTimeInterval(40 * 86_400)).0).count == 18)
        #expect(later.count == 1)
    }

    @Test func aDamagedFileCostsOneRequestAndIsReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"37.57,126.98\": {\"11-22\": ".utf8).write(to: file)
        let fetcher = ArchiveFetcher()
        let (asking, writer) = feed(fetcher)
        #expect(try await normals(asking).count == 18)
        await writer.finish()
        let stored = try JSONDecoder().decode([String: [String: NormalsStore.Entry]].self, from: Data(contentsOf: file))
        #expect(stored["37.57,126.98"]?.count == TemperatureNormals.daysPerRequest)
        #expect(stored["37.57,126.98"]?["11-22"] == NormalsStore.Entry(high: 12.5, low: 3.5))
        #expect(fetcher.count == 1)
    }

    @Test func aFailureStoresNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (asking, writer) = feed(ArchiveFetcher(status: 500))
        await #expect(throws: FetchError.serverError(status: 500, service: "Open-Meteo archive")) { try await asking.amendment(for: Self.seoul) }
        await writer.finish()
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// On 31 December at 23:00 UTC it is already 1 January in Kiritimati (UTC+14): the days asked for
    /// cover it, and the normals of the next year's days come from the same request.
    @Test func theDaysCoverEveryTimeZoneAcrossTheYearsEnd() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fetcher = ArchiveFetcher()
        let asked = try await normals(feed(fetcher, now: Date(timeIntervalSince1970: 1_767_222_000)).0)
        #expect(asked.first?.month == 12 && asked.first?.day == 30)
        #expect(asked.contains { $0.month == 1 && $0.day == 16 })
        #expect(fetcher.count == 1)
    }
}
