import Foundation
import Testing
@testable import WeatherCore

/// The ensemble feed: a place's members' summary kept for the model's run cycle (six hours) and asked
/// again after it, each place on its own; a failing service is the feed's failure alone.
@Suite struct EnsembleFeedTests {
    /// Answers every ensemble request with the Seoul fixture, or `status`, and counts them.
    final class EnsembleFetcher: HTTPFetching {
        let requests = Locked<[URL]>([])
        let status: Int

        init(status: Int = 200) {
            self.status = status
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0.append(url) }
            guard status == 200 else { return HTTPResponse(status: status, body: Data(#"{"error":true,"reason":"Internal Server Error"}"#.utf8)) }
            return HTTPResponse(status: 200, body: (try? Fixture.data("open-meteo-ensemble-seoul.json")) ?? Data())
        }

        var asked: [URL] { requests.withLock { $0 } }
    }

    static let seoul = Place(name: "Seoul", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!)
    static let busan = Place(name: "Busan", coordinate: Coordinate(latitude: 35.1796, longitude: 129.0756)!)

    let clock = Locked(EnsembleDecodingTests.now)

    func feed(_ fetcher: EnsembleFetcher) -> EnsembleFeed {
        let clock = clock
        let client = OpenMeteoEnsembleClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher, clock: { clock.withLock { $0 } })
        return EnsembleFeed(client: client, clock: { clock.withLock { $0 } })
    }

    func ensemble(_ feed: EnsembleFeed, at place: Place) async throws -> Ensemble? {
        var report = WeatherReport(
            place: place, timeZone: LocalTimeZone(secondsFromGMT: 32400),
            current: CurrentConditions(time: EnsembleDecodingTests.now, temperature: 6, condition: .fog), forecast: [],
            provider: .openMeteo, fetchedAt: EnsembleDecodingTests.now
        )
        try #require(await feed.amendment(for: place)).apply(to: &report)
        return report.ensemble
    }

    @Test func aPlacesEnsembleIsKeptForSixHoursAndAskedAgainAfter() async throws {
        let fetcher = EnsembleFetcher()
        let asking = feed(fetcher)
        let first = try #require(try await ensemble(asking, at: Self.seoul))
        #expect(first.memberCount == 51 && first.days.count == 3)
        clock.withLock { $0 = $0.addingTimeInterval(EnsembleFeed.freshFor - 60) }
        #expect(try await ensemble(asking, at: Self.seoul) == first)
        #expect(fetcher.asked.count == 1)
        _ = try await ensemble(asking, at: Self.busan)
        #expect(fetcher.asked.count == 2, "each place is its own")
        clock.withLock { $0 = $0.addingTimeInterval(120) }
        _ = try await ensemble(asking, at: Self.seoul)
        #expect(fetcher.asked.count == 3)
    }

    /// One model, both variables, the place's own clock and unix times: what the decoder reads.
    @Test func itAsksForOneModelsMembersOfBothVariables() async throws {
        let fetcher = EnsembleFetcher()
        _ = try await ensemble(feed(fetcher), at: Self.seoul)
        let query = try #require(fetcher.asked.first?.query)
        for part in ["models=ecmwf_ifs025", "hourly=temperature_2m,precipitation", "forecast_days=7", "timezone=auto", "timeformat=unixtime"] {
            #expect(query.contains(part), "\(query)")
        }
        #expect(fetcher.asked.first?.path == "/v1/ensemble")
    }

    @Test func aFailingServiceIsTheFeedsFailure() async throws {
        await #expect(throws: FetchError.self) { _ = try await feed(EnsembleFetcher(status: 500)).amendment(for: Self.seoul) }
    }
}
