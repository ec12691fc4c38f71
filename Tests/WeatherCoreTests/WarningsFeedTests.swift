import Foundation
import Logging
import Testing
@testable import WeatherCore

/// The warnings feed: no request where no service covers the place, one where one does (none while its
/// answer is fresh), the user's language, a failure kept apart from "none in force", and a place
/// completed by the reverse geocoding its name comes from, without a second warning request.
@Suite struct WarningsFeedTests {
    typealias RecordingFetcher = WarningSourcesTests.RecordingFetcher
    static let now = Fixture.capturedAt
    static let denver = Place(coordinate: Coordinate(latitude: 39.7392, longitude: -104.9903)!)

    static func place(_ latitude: Double, _ longitude: Double, country: String? = nil, area: PlaceArea? = nil) -> Place {
        Place(countryCode: country, area: area, coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    static func ok(_ fixture: String) throws -> Result<HTTPResponse, FetchError> {
        .success(HTTPResponse(status: 200, body: try Fixture.data(fixture)))
    }

    static func feed(
        _ fetcher: RecordingFetcher, services: [WarningService] = WarningService.all, language: Language = .english,
        geocoder: CountingGeocoder? = nil, log: LogLines = LogLines(), now: @escaping @Sendable () -> Date = { now }
    ) -> WarningsFeed {
        WarningsFeed(
            services: services, endpoints: .defaults, language: language,
            lookup: geocoder.map { PlaceLookup(geocoder: $0, cache: PlaceNameCache(store: nil)) }, fetcher: fetcher,
            logger: Logger(label: "test") { _ in LogLines.Handler(lines: log) }, clock: now
        )
    }

    @Test func noServiceNoRequestAndNothingClaimed() async throws {
        let fetcher = RecordingFetcher(.failure(.offline))
        let geocoder = CountingGeocoder(answer: nil)
        for place in [Self.place(37.5665, 126.978, country: "KR"), Self.place(0, -30)] {
            let warnings = try await Self.feed(fetcher, geocoder: geocoder).warnings(for: place)
            #expect(warnings.source == nil)
            #expect(warnings.warnings.isEmpty)
        }
        #expect(fetcher.requests.withLock { $0.isEmpty })
        #expect(geocoder.calls == 1, "the open sea's country was looked up; Seoul's was known")
    }

    @Test func theCoveringServiceIsAskedOnceWhileFresh() async throws {
        let fetcher = RecordingFetcher(try Self.ok("nws-alerts-several.json"))
        let clock = Locked(Self.now)
        let feed = Self.feed(fetcher) { clock.withLock { $0 } }
        let warnings = try await feed.warnings(for: Self.denver)
        #expect(warnings.source == "NWS")
        #expect(warnings.status == .answered)
        #expect(warnings.warnings.count == 2)
        #expect(warnings.fetchedAt == Self.now)
        clock.withLock { $0 = Self.now.addingTimeInterval(299) }
        _ = try await feed.warnings(for: Self.denver)
        #expect(fetcher.requests.withLock { $0.count } == 1)
        clock.withLock { $0 = Self.now.addingTimeInterval(301) }
        _ = try await feed.warnings(for: Self.denver)
        let requests = fetcher.requests.withLock { $0 }
        #expect(requests.count == 2)
        #expect(requests.first?.accept == "application/geo+json")
        #expect(requests.first?.url.path == "/alerts/active")
    }

    @Test func aFailingServiceIsUnknownNotNoneAndTheLogSaysWhy() async throws {
        for answer: Result<HTTPResponse, FetchError> in [
            .failure(.timedOut), .success(HTTPResponse(status: 500, body: Data())),
            .success(HTTPResponse(status: 200, body: Data("<html>".utf8))),
            .success(HTTPResponse(status: 400, body: Data(#"{"title":"Bad Request","detail":"Parameter \"point\" is invalid"}"#.utf8))),
        ] {
            let fetcher = RecordingFetcher(answer)
            let log = LogLines()
            let feed = Self.feed(fetcher, log: log)
            let warnings = try await feed.warnings(for: Self.place(59.9, 10.7))
            #expect(warnings.source == "MET Norway")
            #expect(warnings.status == .unanswered)
            #expect(warnings.warnings.isEmpty)
            #expect(log.lines.contains { $0.hasPrefix("warnings failed: ") }, "\(log.lines)")
            _ = try await feed.warnings(for: Self.place(59.9, 10.7))
            #expect(fetcher.requests.withLock { $0.count } == 2, "a failure is not kept")
        }
        let problem = RecordingFetcher(.success(HTTPResponse(status: 400, body: Data(#"{"detail":"Parameter \"point\" is invalid"}"#.utf8))))
        let log = LogLines()
        _ = try await Self.feed(problem, log: log).warnings(for: Self.denver)
        #expect(log.lines.contains { $0.contains("Parameter") && $0.contains("point") && $0.contains("is invalid") }, "\(log.lines)")
    }

    @Test func aCancelledLoadThrows() async {
        await #expect(throws: FetchError.cancelled) {
            try await Self.feed(RecordingFetcher(.failure(.cancelled))).warnings(for: Self.denver)
        }
    }

    @Test func theUsersLanguageIsAskedForAndKeptApart() async throws {
        let fetcher = RecordingFetcher(try Self.ok("eccc-alerts-toronto.json"))
        let toronto = Self.place(43.6532, -79.3832, country: "CA")
        let ecccNow = ISO8601Text.date(from: "2026-03-06T02:03:41Z")!
        let french = try await Self.feed(fetcher, language: .french) { ecccNow }.warnings(for: toronto)
        #expect(french.warnings.map(\.event) == ["Avertissement de pluie verglaçante"])
        let english = try await Self.feed(fetcher, language: .english) { ecccNow }.warnings(for: toronto)
        #expect(english.warnings.map(\.event) == ["Freezing rain warning"])
        let queries = fetcher.requests.withLock { $0.map { $0.url.query ?? "" } }
        #expect(queries.count == 2)
        #expect(queries[0].contains("lang=fr") && queries[1].contains("lang=en"), "\(queries)")
    }

    @Test func aPlaceWithoutACountryIsPlacedByReverseGeocoding() async throws {
        let fetcher = RecordingFetcher(try Self.ok("brightsky-alerts-berlin.json"))
        let berlin = Self.place(52.52, 13.405)
        let geocoder = CountingGeocoder(answer: Place(name: "Berlin", countryCode: "DE", coordinate: berlin.coordinate))
        let warnings = try await Self.feed(fetcher, geocoder: geocoder) { ISO8601Text.date(from: "2026-03-06T12:00:00Z")! }.warnings(for: berlin)
        #expect(warnings.source == "DWD")
        #expect(warnings.warnings.map(\.event) == ["Frost"])
        #expect(geocoder.calls == 1)
        #expect(fetcher.requests.withLock { $0.map(\.url.path) } == ["/alerts"])
    }

    @Test func aRegionalServiceLearnsTheRegionFromReverseGeocoding() async throws {
        let fetcher = RecordingFetcher(try Self.ok("meteireann-warnings-national.json"))
        let dublin = Place(name: "Dublin", countryCode: "IE", coordinate: Coordinate(latitude: 53.35, longitude: -6.26)!)
        let named = Place(
            name: "Dublin", region: "Leinster", countryCode: "IE",
            area: PlaceArea(state: "Leinster", districts: ["County Dublin"], codes: ["IE-L", "IE-D"]), coordinate: dublin.coordinate
        )
        let geocoder = CountingGeocoder(answer: named)
        let metEireannNow = ISO8601Text.date(from: "2026-03-07T13:00:00Z")!
        let warnings = try await Self.feed(fetcher, geocoder: geocoder) { metEireannNow }.warnings(for: dublin)
        #expect(warnings.source == "Met Éireann")
        #expect(warnings.warnings.map(\.severityLabel) == ["Yellow"])
        #expect(geocoder.calls == 1)
        #expect(fetcher.requests.withLock { $0.count } == 1)
    }

    @Test func whereTheRegionCannotBeToldThatIsSaid() async throws {
        let fetcher = RecordingFetcher(try Self.ok("meteireann-warnings-national.json"))
        let dublin = Place(name: "Dublin", countryCode: "IE", coordinate: Coordinate(latitude: 53.35, longitude: -6.26)!)
        for geocoder in [CountingGeocoder(answer: nil), CountingGeocoder(failure: .offline), nil] {
            let log = LogLines()
            let warnings = try await Self.feed(fetcher, geocoder: geocoder, log: log).warnings(for: dublin)
            #expect(warnings.source == "Met Éireann")
            #expect(warnings.status == .regionUnknown)
            #expect(log.lines.contains { $0.contains("region") }, "\(log.lines)")
        }
        #expect(fetcher.requests.withLock { $0.count } == 3)
    }

    /// The warning service holds its answer until the lookup has started: a feed that starts the lookup
    /// while the request is out gets it, however late a loaded machine runs the lookup's task (in a whole
    /// ThreadSanitizer run on two cores this test ended 290 s after it started); one that waits for the
    /// answer first never does, and meets the time limit, which is longer than any run.
    @Test(.timeLimit(.minutes(60)))
    func theRegionIsLookedUpWhileTheWarningRequestIsOut() async throws {
        let dublin = Place(name: "Dublin", countryCode: "IE", coordinate: Coordinate(latitude: 53.35, longitude: -6.26)!)
        let geocoder = CountingGeocoder(answer: Place(name: "Dublin", countryCode: "IE", area: PlaceArea(codes: ["IE-D"]), coordinate: dublin.coordinate))
        let fetcher = OverlapFetcher(body: try Fixture.data("meteireann-warnings-national.json"), lookups: geocoder.lookups)
        let feed = WarningsFeed(
            endpoints: .defaults, language: .english, lookup: PlaceLookup(geocoder: geocoder, cache: PlaceNameCache(store: nil)),
            fetcher: fetcher, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
            clock: { ISO8601Text.date(from: "2026-03-07T13:00:00Z")! }
        )
        let warnings = try await feed.warnings(for: dublin)
        #expect(warnings.warnings.count == 1)
        #expect(geocoder.calls == 1)
    }

    @Test func aRegionAFailedLookupLeftUnknownIsLookedUpAgainAtTheNextLoad() async throws {
        let fetcher = RecordingFetcher(try Self.ok("meteireann-warnings-national.json"))
        let dublin = Place(name: "Dublin", countryCode: "IE", coordinate: Coordinate(latitude: 53.35, longitude: -6.26)!)
        let failing = CountingGeocoder(failure: .offline)
        let feed = Self.feed(fetcher, geocoder: failing)
        _ = try await feed.warnings(for: dublin)
        _ = try await feed.warnings(for: dublin)
        #expect(failing.calls == 2)
        let nowhere = CountingGeocoder(answer: nil)
        let settled = Self.feed(fetcher, geocoder: nowhere)
        _ = try await settled.warnings(for: dublin)
        _ = try await settled.warnings(for: dublin)
        #expect(nowhere.calls == 1, "an answer that names no county is kept while fresh")
    }

    @Test func anAnswerWhoseRegionsMissThePlaceIsReadAgainOnceThePlaceIsComplete() async throws {
        let regional = WarningService(.nws, terms: WarningTerms(coverage: WarningCoverage(countries: ["NL"])) { _ in ProvinceSource() })
        let fetcher = RecordingFetcher(.success(HTTPResponse(status: 200, body: Data("{}".utf8))))
        let searched = Self.place(52.08, 4.31, country: "NL", area: PlaceArea(state: "South Holland"))
        let found = Place(name: "Den Haag", countryCode: "NL", area: PlaceArea(state: "Zuid-Holland", codes: ["NL-ZH"]), coordinate: searched.coordinate)
        let geocoder = CountingGeocoder(answer: found)
        let warnings = try await Self.feed(fetcher, services: [regional], geocoder: geocoder).warnings(for: searched)
        #expect(warnings.warnings.map(\.event) == ["Wind"])
        #expect(geocoder.calls == 1)
        #expect(fetcher.requests.withLock { $0.count } == 1)
        let elsewhere = CountingGeocoder(answer: Place(name: "Utrecht", countryCode: "NL", area: PlaceArea(state: "Utrecht"), coordinate: searched.coordinate))
        let unknown = try await Self.feed(fetcher, services: [regional], geocoder: elsewhere).warnings(for: searched)
        #expect(unknown.status == .regionUnknown)
    }

    @Test func theNameAndTheRegionShareOneReverseGeocodingRequest() async throws {
        let berlin = Self.place(52.52, 13.405)
        let answering = Gate()
        let geocoder = CountingGeocoder(
            answer: Place(name: "Berlin", countryCode: "DE", area: PlaceArea(state: "Berlin", codes: ["DE-BE"]), coordinate: berlin.coordinate),
            holding: answering
        )
        let lookup = PlaceLookup(geocoder: geocoder, cache: PlaceNameCache(store: nil))
        let fetcher = RecordingFetcher(try Self.ok("brightsky-alerts-berlin.json"))
        let feed = WarningsFeed(
            endpoints: .defaults, language: .english, lookup: lookup, fetcher: fetcher,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, clock: { ISO8601Text.date(from: "2026-03-06T12:00:00Z")! }
        )
        // The name's lookup is in flight, held, when the warning service asks for the region; whether the
        // second ask joins it or finds its answer in the cache, the service is asked once.
        async let name = PlaceNameFeed(lookup: lookup).amendment(for: berlin)
        var lookups = geocoder.lookups.makeAsyncIterator()
        await lookups.next()
        async let warnings = feed.warnings(for: berlin)
        answering.open()
        let (amendment, found) = try await (name, warnings)
        #expect(amendment != nil)
        #expect(found.source == "DWD")
        #expect(geocoder.calls == 1)
    }
}

/// A test service that warns by province: the answer is read for the place's first-level subdivision.
struct ProvinceSource: WarningSource {
    let accept = "application/json"

    func request(for query: WarningQuery) -> URL? {
        URL(string: "http://127.0.0.1:9/warnings")
    }

    func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        guard query.place.area?.state == "Zuid-Holland" else { return .regionUnknown }
        return .warnings([WeatherWarning(source: "Test", event: "Wind", severity: .moderate)])
    }
}

/// Answers every reverse lookup with one place (or fails), once `holding` opens where there is one, and
/// counts the lookups.
final class CountingGeocoder: ReverseGeocoding {
    let answer: Place?
    let failure: FetchError?
    let holding: Gate?
    /// One element as each lookup starts.
    let lookups: AsyncStream<Void>
    private let started: AsyncStream<Void>.Continuation
    private let count = Locked(0)

    init(answer: Place? = nil, failure: FetchError? = nil, holding: Gate? = nil) {
        self.answer = answer
        self.failure = failure
        self.holding = holding
        (lookups, started) = AsyncStream.makeStream()
    }

    var calls: Int { count.withLock { $0 } }

    func place(at coordinate: Coordinate) async throws -> Place? {
        count.withLock { $0 += 1 }
        started.yield()
        await holding?.wait()
        if let failure { throw failure }
        return answer.map { Place(name: $0.name, region: $0.region, countryCode: $0.countryCode, area: $0.area, coordinate: coordinate) }
    }
}

/// The lines a logger wrote.
final class LogLines: Sendable {
    private let stored = Locked<[String]>([])
    var lines: [String] { stored.withLock { $0 } }

    struct Handler: LogHandler {
        let lines: LogLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            lines.stored.withLock { $0.append("\(event.message)") }
        }
    }
}

/// Holds its answer until a reverse lookup has started, however long that takes; a cancelled wait fails.
final class OverlapFetcher: HTTPFetching {
    let body: Data
    let lookups: AsyncStream<Void>

    init(body: Data, lookups: AsyncStream<Void>) {
        self.body = body
        self.lookups = lookups
    }

    func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        var started = lookups.makeAsyncIterator()
        guard await started.next() != nil else { throw .cancelled }
        return HTTPResponse(status: 200, body: body)
    }
}
