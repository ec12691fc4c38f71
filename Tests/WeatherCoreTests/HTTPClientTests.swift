import Foundation
import Logging
import Testing
@testable import WeatherCore

/// The real HTTP client and provider clients against the fake server on 127.0.0.1.
@Suite(.serialized) struct HTTPClientTests {
    let server: FakeWeatherServer
    /// One client for the suite: async-http-client wants a shutdown before it goes away.
    static let sharedFetcher = AsyncHTTPFetcher(
        settings: HTTPClientSettings(userAgent: "weathertui-tests (+https://github.com/weathertui/weathertui)", connectTimeout: 2, requestTimeout: 1.5, maximumBodyBytes: 1024 * 1024),
        logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    )
    var fetcher: AsyncHTTPFetcher { Self.sharedFetcher }
    let seoul = Coordinate(latitude: 37.5667, longitude: 126.9783)!

    init() throws {
        server = try FakeWeatherServer()
    }

    private func url(_ path: String) -> URL {
        server.baseURL.appending(servicePath: path, query: [("latitude", "37.5667"), ("longitude", "126.9783"), ("hourly", "temperature_2m")])
    }

    @Test func openMeteoLoadsFromTheServer() async throws {
        let weather = try await OpenMeteoClient(baseURL: server.baseURL, fetcher: fetcher).weather(at: seoul)
        #expect(weather.forecast.count == 40)
        #expect(weather.timeZone.identifier == "Asia/Seoul")
    }

    @Test func openWeatherSendsItsTwoRequestsConcurrently() async throws {
        // Both held by the server at once: the second was sent before the first was answered.
        try server.control(["latency_ms": 300])
        let client = OpenWeatherClient(baseURL: server.baseURL, apiKey: "k", language: .english, fetcher: fetcher)
        let weather = try await client.weather(at: seoul)
        #expect(weather.placeName == "Seoul")
        #expect(weather.forecast.count == 40)
        #expect(try server.stats()["max_in_flight"] as? Int == 2)
    }

    @Test func aRejectedKeyBlamesOpenWeatherAndTheKey() async {
        let client = OpenWeatherClient(baseURL: server.baseURL, apiKey: "invalid", language: .english, fetcher: fetcher)
        await #expect(throws: FetchError.accessRefused(service: "OpenWeather", status: 401, keySent: true)) {
            try await client.weather(at: seoul)
        }
    }

    @Test func aRefusalFromOpenMeteoNamesOpenMeteoAndNoKey() async throws {
        try server.control(["mode": "http_401"])
        let client = OpenMeteoClient(baseURL: server.baseURL, fetcher: fetcher)
        await #expect(throws: FetchError.accessRefused(service: "Open-Meteo", status: 401, keySent: false)) {
            try await client.weather(at: seoul)
        }
    }

    @Test(arguments: [
        ("http_500", FetchError.serverError(status: 500, service: "Open-Meteo")),
        ("http_503", FetchError.serverError(status: 503, service: "Open-Meteo")),
        ("http_429", FetchError.rateLimited(retryAfter: 30)),
        ("http_404", FetchError.notFound),
        ("timeout", FetchError.timedOut),
        ("slow_drip", FetchError.timedOut),
        ("truncated", FetchError.connectionLost),
        ("huge", FetchError.tooLarge(limit: 1024 * 1024, service: "Open-Meteo")),
    ])
    func failureModesAreClassified(mode: String, expected: FetchError) async throws {
        try server.control(["mode": mode])
        let client = OpenMeteoClient(baseURL: server.baseURL, fetcher: fetcher)
        await #expect(throws: expected) { try await client.weather(at: seoul) }
    }

    @Test(arguments: ["malformed", "html", "missing_fields", "empty_arrays"])
    func unreadableAnswersAreBadDataOrDegrade(mode: String) async throws {
        try server.control(["mode": mode])
        let client = OpenMeteoClient(baseURL: server.baseURL, fetcher: fetcher)
        do {
            let weather = try await client.weather(at: seoul)
            #expect(mode == "empty_arrays" || mode == "missing_fields", "\(mode) should not decode: \(weather)")
        } catch let error as FetchError {
            guard case .badData = error else {
                Issue.record("\(mode) gave \(error)")
                return
            }
        }
    }

    @Test func hostileNamesArriveSanitised() async throws {
        try server.control(["mode": "hostile"])
        let places = try await OpenMeteoGeocoder(baseURL: server.baseURL, language: .english, fetcher: fetcher).search("Seoul")
        let names = places.flatMap { [$0.name, $0.region, $0.countryCode].compactMap { $0 } }
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) } })
    }

    /// A closed port was reached and refused: not "no internet connection". The client that asked names itself.
    @Test func aClosedPortIsARefusalByItsHostAtOnce() async throws {
        let closed = URL(string: "http://127.0.0.1:9")!
        let started = ContinuousClock.now
        await #expect(throws: FetchError.connectionRefused(service: nil, host: "127.0.0.1:9")) { try await fetcher.get(closed) }
        #expect(ContinuousClock.now - started < .seconds(1))
        let client = OpenMeteoClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher)
        await #expect(throws: FetchError.connectionRefused(service: "Open-Meteo", host: "127.0.0.1:9")) { try await client.weather(at: seoul) }
    }

    /// A name that cannot be resolved reaches nothing: no usable network (or none that knows the name).
    @Test func aNameThatDoesNotResolveIsOffline() async throws {
        await #expect(throws: FetchError.offline) { try await fetcher.get(URL(string: "http://weathertui-test.invalid/")!) }
    }

    @Test func cancellingTheTaskStopsTheRequest() async throws {
        try server.control(["mode": "timeout"])
        let slow = url("/v1/forecast")
        let task = Task { try await fetcher.get(slow) }
        try await server.waitForRequestsInFlight(1)
        let started = ContinuousClock.now
        task.cancel()
        await #expect(throws: FetchError.cancelled) { try await task.value }
        #expect(ContinuousClock.now - started < .milliseconds(500))
    }

    /// A feed still running when the process ends must not reach an event loop already stopped: the
    /// shutdown ends the requests under way first and refuses any asked for after it began.
    @Test func shutdownEndsTheRequestsUnderWayAndRefusesLaterOnes() async throws {
        let fetcher = AsyncHTTPFetcher(
            settings: HTTPClientSettings(userAgent: "weathertui-tests (+https://github.com/weathertui/weathertui)", connectTimeout: 2, requestTimeout: 30, maximumBodyBytes: 1024 * 1024),
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        )
        try server.control(["mode": "timeout"])
        let slow = url("/v1/forecast")
        let underWay = Task { try await fetcher.get(slow) }
        try await server.waitForRequestsInFlight(1)
        await fetcher.shutdown()
        await #expect(throws: FetchError.cancelled) { try await underWay.value }
        await #expect(throws: FetchError.cancelled) { try await fetcher.get(slow) }
        await #expect(throws: FetchError.cancelled) { try await fetcher.get(URL(string: "http://127.0.0.1:9")!) }
    }

    @Test func ipLookupGeocodingAndReverseGeocodingAgainstTheServer() async throws {
        let place = try await IPLocator(url: server.baseURL.appendingPathComponent("ip"), fetcher: fetcher).locate()
        #expect(place.name == "Mountain View")
        let found = try await OpenMeteoGeocoder(baseURL: server.baseURL, language: .korean, fetcher: fetcher).search("서울")
        #expect(found.first?.countryCode == "KR")
        let named = try await NominatimReverseGeocoder(baseURL: server.baseURL, language: .english, fetcher: fetcher).place(at: seoul)
        #expect(named?.name == "Seoul")
    }

    /// The HTTP layer's conditional GET, against a service that answers like MET Norway's: the identifying
    /// User-Agent gets the answer with its dates, If-Modified-Since a 304 with no body, returned as an answer.
    @Test func aConditionalGetComesBackAsA304() async throws {
        let forecast = server.baseURL.appending(servicePath: "/weatherapi/locationforecast/2.0/complete", query: [("lat", "59.9133"), ("lon", "10.7390")])
        let first = try await fetcher.get(forecast)
        #expect(first.status == 200)
        let lastModified = try #require(first.lastModified)
        let again = try await fetcher.get(forecast, ifModifiedSince: lastModified)
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("Expires") != nil)
        let sent = try server.requests(withHeaders: true).last?["headers"] as? [String: Any]
        #expect(sent?["if_modified_since"] as? String == HTTPDate.string(for: lastModified))
        #expect((sent?["user_agent"] as? String)?.hasSuffix("(+https://github.com/weathertui/weathertui)") == true)
    }

    @Test func metNorwayLoadsFromTheServer() async throws {
        let weather = try await MetNorwayClient(baseURL: server.baseURL, fetcher: fetcher).weather(at: Coordinate(latitude: 59.9133, longitude: 10.739)!)
        #expect(weather.hourly.count == 48)
        #expect(!weather.forecast.isEmpty && !weather.days.isEmpty)
        #expect(weather.current.feelsLike == nil)
    }
}
