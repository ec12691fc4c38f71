import Foundation
import Testing
@testable import WeatherCore

/// Several places in one Open-Meteo request: the comma-separated coordinates asked, and the array
/// answered, one place at a time, so that a place the answer lacks or garbles fails alone.
@Suite struct PlacesDecodingTests {
    static let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)!
    static let busan = Coordinate(latitude: 35.1796, longitude: 129.0756)!
    static let london = Coordinate(latitude: 51.5073, longitude: -0.1276)!
    static let places = [seoul, busan, london]

    static func decode(_ body: Data, count: Int = 3) -> [Result<ProviderWeather, FetchError>] {
        OpenMeteoClient.decodePlaces(body, count: count, now: Fixture.capturedAt, timeZones: nil)
    }

    static func glance(_ result: Result<ProviderWeather, FetchError>) throws -> PlaceGlance {
        PlaceGlance(weather: try result.get(), provider: .openMeteo, fetchedAt: Fixture.capturedAt)
    }

    @Test func eachPlaceIsItsObjectInTheOrderAsked() throws {
        let results = Self.decode(try Fixture.data("open-meteo-forecast-places.json"))
        try #require(results.count == 3)
        let (seoul, busan, london) = (try Self.glance(results[0]), try Self.glance(results[1]), try Self.glance(results[2]))
        #expect(seoul.timeZone.secondsFromGMT == 32400 && seoul.timeZone.identifier == "Asia/Seoul")
        #expect((seoul.temperature, seoul.condition, seoul.isDaytime) == (5.7, .fog, true))
        #expect((seoul.todayLow, seoul.todayHigh, seoul.todayChance) == (2.8, 9.5, 0.15))
        #expect(seoul.observedAt == Date(timeIntervalSince1970: 1_763_767_800))
        #expect((busan.temperature, busan.condition, busan.todayLow, busan.todayHigh, busan.todayChance) == (9.8, .rain, 6.3, 14.5, 1))
        // 23:40 in London is still Friday there: today is London's Friday.
        #expect((london.temperature, london.isDaytime, london.todayLow, london.todayHigh, london.todayChance) == (6.2, false, 5.7, 11.4, 0.19))
        #expect(london.timeZone.secondsFromGMT == 0)
    }

    @Test func aPlaceWithoutUsableConditionsFailsAlone() throws {
        let body = try Fixture.data("open-meteo-forecast-places.json", replacing: [1, "current", "temperature_2m"], with: nil)
        let results = Self.decode(body)
        #expect(throws: FetchError.self) { try results[1].get() }
        if case let .failure(.badData(service, _)) = results[1] { #expect(service == "Open-Meteo") } else { Issue.record("\(results[1])") }
        #expect(try Self.glance(results[0]).temperature == 5.7)
        #expect(try Self.glance(results[2]).temperature == 6.2)
    }

    @Test func anObjectOfTheWrongShapeFailsAlone() throws {
        let body = try Fixture.data("open-meteo-forecast-places.json", replacing: [0, "daily"], with: "not a table")
        let results = Self.decode(body)
        guard case .failure(.badData(_, .unusable("0.daily"))) = results[0] else {
            Issue.record("\(results[0])")
            return
        }
        #expect(try Self.glance(results[1]).temperature == 9.8)
    }

    @Test func aPlaceTheAnswerLacksFails() throws {
        let results = Self.decode(try Fixture.data("open-meteo-forecast-places.json"), count: 4)
        #expect(try Self.glance(results[2]).temperature == 6.2)
        guard case .failure(.badData(_, .missing("[3]"))) = results[3] else {
            Issue.record("\(results[3])")
            return
        }
    }

    @Test func anObjectThatSaysWhichPlaceItIsGoesToThatPlace() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Fixture.data("open-meteo-forecast-places.json")) as? [[String: Any]])
        var reordered = [json[2], json[0], json[1]]
        for (index, id) in [2, 0, 1].enumerated() { reordered[index]["location_id"] = id }
        let results = Self.decode(try JSONSerialization.data(withJSONObject: reordered))
        #expect(try results.map { try Self.glance($0).temperature } == [5.7, 9.8, 6.2])
    }

    @Test func onePlaceIsOneObject() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Fixture.data("open-meteo-forecast-places.json")) as? [Any])
        let results = Self.decode(try JSONSerialization.data(withJSONObject: json[1]), count: 1)
        #expect(try results.map { try Self.glance($0).temperature } == [9.8])
    }

    @Test func anAnswerThatIsNoJSONFailsEveryPlace() {
        let results = Self.decode(Data("<html>".utf8))
        #expect(results.count == 3)
        for result in results {
            guard case .failure(.badData(_, .notJSON)) = result else {
                Issue.record("\(result)")
                continue
            }
        }
    }

    /// Answers every request with `body` (or fails), and remembers the URLs asked.
    final class RecordingFetcher: HTTPFetching {
        let urls = Locked<[URL]>([])
        let answer: Result<HTTPResponse, FetchError>

        init(_ answer: Result<HTTPResponse, FetchError>) {
            self.answer = answer
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            urls.withLock { $0.append(url) }
            return try answer.get()
        }
    }

    @Test func theRowsAreOneLightRequest() async throws {
        let fetcher = RecordingFetcher(.success(HTTPResponse(status: 200, body: try Fixture.data("open-meteo-forecast-places.json"))))
        let client = OpenMeteoClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher, clock: { Fixture.capturedAt })
        let glances = await client.glances(at: Self.places)
        #expect(try glances.map { try $0.get().temperature } == [5.7, 9.8, 6.2])
        #expect(try glances.allSatisfy { try $0.get().fetchedAt == Fixture.capturedAt && $0.get().provider == .openMeteo })
        let urls = fetcher.urls.withLock { $0 }
        #expect(urls.count == 1)
        let query = try #require(URLComponents(url: urls[0], resolvingAgainstBaseURL: false)?.queryItems)
        let values = Dictionary(uniqueKeysWithValues: query.map { ($0.name, $0.value ?? "") })
        #expect(urls[0].path == "/v1/forecast")
        #expect(values["latitude"] == "37.5665,35.1796,51.5073")
        #expect(values["longitude"] == "126.9780,129.0756,-0.1276")
        #expect(values["current"] == "temperature_2m,weather_code,is_day")
        #expect(values["forecast_days"] == "1")
        #expect(values["hourly"] == nil && values["minutely_15"] == nil)
    }

    @Test func aFailedRequestFailsEveryRow() async {
        let client = OpenMeteoClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: RecordingFetcher(.failure(.offline)))
        let glances = await client.glances(at: Self.places)
        #expect(glances.count == 3)
        #expect(glances.allSatisfy { if case .failure(.offline) = $0 { true } else { false } })
        #expect(await client.glances(at: []).isEmpty)
    }

    /// A provider that answers one place a request is asked once per place, all at once; a place it
    /// fails for fails alone.
    @Test func anotherProviderIsAskedOncePerPlace() async throws {
        final class OnePlaceProvider: WeatherProvider {
            let id = ProviderID.openWeather
            let asked = Locked<[Coordinate]>([])

            func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
                asked.withLock { $0.append(coordinate) }
                if coordinate == PlacesDecodingTests.busan { throw FetchError.serverError(status: 502) }
                return try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-full.json"), now: Fixture.capturedAt, timeZones: nil)
            }
        }
        let provider = OnePlaceProvider()
        let glances = await ProviderGlances(provider: provider, clock: { Fixture.capturedAt }).glances(at: Self.places)
        #expect(Set(provider.asked.withLock { $0 }) == Set(Self.places))
        #expect(try glances[0].get().provider == .openWeather)
        #expect(try glances[2].get().temperature == 5.7)
        guard case .failure(.serverError(502, _)) = glances[1] else {
            Issue.record("\(glances[1])")
            return
        }
    }
}
