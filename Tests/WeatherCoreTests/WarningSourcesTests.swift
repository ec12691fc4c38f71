import Foundation
import Synchronization
import Testing
@testable import WeatherCore

/// Which service covers a place (its country code, else a coarse outline), the request each sends, and
/// the warnings feed: no request where no service covers the place, its stored copy while fresh, a
/// failure thrown for the data source to log.
@Suite struct WarningSourcesTests {
    static let base = URL(string: "http://127.0.0.1:9")!
    static let nws = NWSAlertSource(baseURL: base)
    static let met = MetNorwayAlertSource(baseURL: base, language: .english)

    static func place(_ latitude: Double, _ longitude: Double, country: String? = nil) -> Place {
        Place(countryCode: country, coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    @Test(arguments: [
        (39.7392, -104.9903), (61.2181, -149.9003), (21.3069, -157.8583), (18.4655, -66.1057), (25.7617, -80.1918),
        (47.6062, -122.3321), (42.3314, -83.0458), (44.9778, -93.2650), (31.7619, -106.4850), (13.4443, 144.7937),
    ])
    func nwsCoversTheUnitedStatesByCoordinates(latitude: Double, longitude: Double) {
        #expect(Self.nws.covers(Self.place(latitude, longitude)))
        #expect(!Self.met.covers(Self.place(latitude, longitude)))
    }

    @Test(arguments: [
        (59.9139, 10.7522), (60.3913, 5.3221), (69.6492, 18.9553), (63.4305, 10.3951), (78.2232, 15.6267), (70.9821, -8.5),
        (69.7271, 30.0450),
    ])
    func metNorwayCoversNorwayByCoordinates(latitude: Double, longitude: Double) {
        #expect(Self.met.covers(Self.place(latitude, longitude)))
        #expect(!Self.nws.covers(Self.place(latitude, longitude)))
    }

    @Test(arguments: [
        (37.5665, 126.978), (0.0, -30.0), (43.6532, -79.3832), (45.5017, -73.5673), (19.4326, -99.1332), (49.2827, -123.1207),
        (59.3293, 18.0686), (60.1699, 24.9384), (55.6761, 12.5683), (67.8558, 20.2253), (68.9585, 33.0827), (57.7089, 11.9746),
        (51.5072, -0.1276), (-33.8688, 151.2093),
    ])
    func neitherCoversOtherPlaces(latitude: Double, longitude: Double) {
        #expect(!Self.nws.covers(Self.place(latitude, longitude)))
        #expect(!Self.met.covers(Self.place(latitude, longitude)))
    }

    @Test func theCountryCodeDecidesWhereThereIsOne() {
        #expect(Self.nws.covers(Self.place(0, -30, country: "US")))
        #expect(Self.nws.covers(Self.place(18.4, -66.1, country: "pr")))
        #expect(!Self.nws.covers(Self.place(39.7392, -104.9903, country: "CA")))
        #expect(Self.met.covers(Self.place(78.2, 15.6, country: "SJ")))
        #expect(Self.met.covers(Self.place(59.9, 10.7, country: "no")))
        #expect(!Self.met.covers(Self.place(59.9, 10.7, country: "SE")))
    }

    @Test func requestsAsTheServicesDocumentThem() {
        let coordinate = Coordinate(latitude: 39.739_236_7, longitude: -104.990_251_1)!
        #expect(Self.nws.request(for: coordinate).absoluteString == "http://127.0.0.1:9/alerts/active?point=39.7392,-104.9903")
        #expect(Self.nws.accept == "application/geo+json")
        let oslo = Coordinate(latitude: 59.913_9, longitude: 10.752_2)!
        #expect(Self.met.request(for: oslo).absoluteString
            == "http://127.0.0.1:9/weatherapi/metalerts/2.0/current.json?lat=59.9139&lon=10.7522&lang=en")
        // The service writes Norwegian too, for a Norwegian reader; every other language gets its English.
        #expect(MetNorwayAlertSource(baseURL: Self.base, language: .norwegianBokmal).request(for: oslo).absoluteString
            == "http://127.0.0.1:9/weatherapi/metalerts/2.0/current.json?lat=59.9139&lon=10.7522&lang=no")
        #expect(MetNorwayAlertSource(baseURL: Self.base, language: .german).request(for: oslo).absoluteString.hasSuffix("&lang=en"))
    }

    /// Answers every request with `body` (or fails), and remembers what was asked.
    final class RecordingFetcher: HTTPFetching {
        let requests = Mutex<[(url: URL, accept: String?)]>([])
        let answer: Result<HTTPResponse, FetchError>

        init(_ answer: Result<HTTPResponse, FetchError>) {
            self.answer = answer
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0.append((url, nil)) }
            return try answer.get()
        }

        func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0.append((url, accept)) }
            return try answer.get()
        }
    }

    static func feed(_ fetcher: RecordingFetcher, now: Date = Fixture.capturedAt) -> WarningsFeed {
        WarningsFeed(sources: [nws, met], fetcher: fetcher, clock: { now })
    }

    @Test func noServiceNoRequestAndNothingClaimed() async throws {
        let fetcher = RecordingFetcher(.failure(.offline))
        for place in [Self.place(37.5665, 126.978), Self.place(0, -30)] {
            let warnings = try await Self.feed(fetcher).warnings(for: place)
            #expect(warnings.source == nil)
            #expect(warnings.warnings.isEmpty)
        }
        #expect(fetcher.requests.withLock { $0.isEmpty })
    }

    @Test func theCoveringServiceIsAskedOnceWhileFresh() async throws {
        let fetcher = RecordingFetcher(.success(HTTPResponse(status: 200, body: try Fixture.data("nws-alerts-several.json"))))
        let feed = Self.feed(fetcher)
        let denver = Self.place(39.7392, -104.9903)
        let warnings = try await feed.warnings(for: denver)
        #expect(warnings.source == "NWS")
        #expect(warnings.warnings.count == 2)
        #expect(warnings.fetchedAt == Fixture.capturedAt)
        _ = try await feed.warnings(for: denver)
        let requests = fetcher.requests.withLock { $0 }
        #expect(requests.count == 1)
        #expect(requests.first?.accept == "application/geo+json")
        #expect(requests.first?.url.path == "/alerts/active")
    }

    @Test func aFailingServiceThrows() async {
        for answer: Result<HTTPResponse, FetchError> in [
            .failure(.timedOut), .success(HTTPResponse(status: 500, body: Data())),
            .success(HTTPResponse(status: 200, body: Data("<html>".utf8))),
            .success(HTTPResponse(status: 400, body: Data(#"{"title":"Bad Request","detail":"Parameter \"point\" is invalid"}"#.utf8))),
        ] {
            await #expect(throws: FetchError.self) { try await Self.feed(RecordingFetcher(answer)).warnings(for: Self.place(59.9, 10.7)) }
        }
    }

    @Test func theProblemDetailIsTheReason() {
        #expect(WarningsFeed.errorReason(Data(#"{"title":"Bad Request","detail":"Parameter \"point\" is invalid"}"#.utf8)) == #"Parameter "point" is invalid"#)
        #expect(WarningsFeed.errorReason(Data("400 Bad Request".utf8)) == nil)
    }
}
