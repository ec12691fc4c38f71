import Foundation
import Logging
import Testing
@testable import WeatherCore

/// An authority's feed between refreshes: the index every time, each document once, alerts kept until
/// they expire; a feed that is down fails the refresh.
@Suite struct CAPFeedReaderTests {
    static let index = URL(string: "https://severeweather.wmo.int/v2/cap-alerts/us-noaa-nws-en/rss.xml")!
    static let base = "https://severeweather.wmo.int/v2/cap-alerts/us-noaa-nws-en/"

    static let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    static func finding(_ reader: CAPFeedReader, _ fetcher: CAPFetcher) async throws -> CAPFinding {
        try await reader.finding(at: Place(coordinate: CAPAlertBookTests.inside), language: .english, now: CAPAlertBookTests.storm, fetcher: fetcher, logger: logger)
    }

    static func reader() -> CAPFeedReader {
        CAPFeedReader(index: index, authority: "NWS", hosts: [])
    }

    static func answers() throws -> [URL: Data] {
        [
            index: try Fixture.data("cap-index-wmo-rss.xml"),
            URL(string: base + "2003/06/17/21/57/00-ksto1055887203.xml")!: try Fixture.data("cap-oasis-thunderstorm.xml"),
            URL(string: base + "2003/06/17/22/20/00-ksto1055887203-2.xml")!: try Fixture.data("cap-oasis-thunderstorm-update.xml"),
            URL(string: base + "2003/06/12/03/56/00-tri13970876-2.xml")!: try Fixture.data("cap-oasis-earthquake-update.xml"),
        ]
    }

    @Test func aRefreshAsksTheIndexAndOnlyTheDocumentsItHasNotRead() async throws {
        let fetcher = CAPFetcher(try Self.answers())
        let reader = Self.reader()
        let first = try await Self.finding(reader, fetcher)
        #expect(first.covering.map(\.severity) == [.extreme])
        #expect(fetcher.asked.count == 4)
        #expect(!fetcher.asked.contains { $0.host() == "attacker.example" })
        let second = try await Self.finding(reader, fetcher)
        #expect(second == first)
        #expect(fetcher.asked.count == 5)
        #expect(fetcher.asked.last == Self.index)
    }

    @Test func aDocumentThatFailedIsAskedAgainAndAMalformedOneIsNot() async throws {
        var answers = try Self.answers()
        let broken = URL(string: Self.base + "2003/06/12/03/56/00-tri13970876-2.xml")!
        answers[broken] = Data("<alert><identifier>".utf8)
        let missing = URL(string: Self.base + "2003/06/17/21/57/00-ksto1055887203.xml")!
        answers[missing] = nil
        let fetcher = CAPFetcher(answers)
        let reader = Self.reader()
        _ = try await Self.finding(reader, fetcher)
        _ = try await Self.finding(reader, fetcher)
        #expect(fetcher.asked.filter { $0 == missing }.count == 2)
        #expect(fetcher.asked.filter { $0 == broken }.count == 1)
    }

    @Test func aFeedThatIsDownFailsTheRefresh() async throws {
        await #expect(throws: FetchError.serverError(status: 503, service: "NWS")) {
            try await Self.finding(Self.reader(), CAPFetcher([:]))
        }
    }
}

/// Answers each URL it holds, 503 for any other, and keeps the URLs asked.
final class CAPFetcher: HTTPFetching {
    private let answers: Locked<[URL: Data]>
    private let log = Locked<[URL]>([])

    init(_ answers: [URL: Data]) {
        self.answers = Locked(answers)
    }

    var asked: [URL] { log.withLock { $0 } }

    /// The server stops answering: every request after this one is a 503.
    func goDown() {
        answers.withLock { $0 = [:] }
    }

    func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        log.withLock { $0.append(url) }
        guard let body = answers.withLock({ $0[url] }) else { return HTTPResponse(status: 503, body: Data()) }
        return HTTPResponse(status: 200, body: body)
    }
}

/// A CAP feed as a table entry: the warnings feed reads it through the WMO mirror's address, or the
/// country's own variable's, and a refresh within the cache time asks nothing.
@Suite struct CAPWarningServiceTests {
    static let service = Service.cap(source: "us-noaa-nws-en", name: "NWS", countries: ["US"])

    static func feed(_ fetcher: CAPFetcher, endpoints: Endpoints = .defaults) -> WarningsFeed {
        WarningsFeed(
            services: [WarningService(service)!], endpoints: endpoints, language: .english, lookup: nil, fetcher: fetcher,
            logger: CAPFeedReaderTests.logger, clock: { CAPAlertBookTests.storm }
        )
    }

    @Test func thePlaceInsideAPolygonGetsTheWarningFromTheMirror() async throws {
        let fetcher = CAPFetcher(try CAPFeedReaderTests.answers())
        let feed = Self.feed(fetcher)
        let place = Place(countryCode: "US", coordinate: CAPAlertBookTests.inside)
        let warnings = try await feed.warnings(for: place)
        #expect(warnings.source == "NWS")
        #expect(warnings.warnings.map(\.severity) == [.extreme])
        _ = try await feed.warnings(for: place)
        #expect(fetcher.asked.count == 4)
        let outside = try await feed.warnings(for: Place(countryCode: "US", coordinate: CAPAlertBookTests.outside))
        #expect(outside.warnings.isEmpty)
        #expect(outside.status != .unanswered)
    }

    @Test func theMirrorsVariableMovesEveryFeedAndTheCountrysOwnMovesOne() throws {
        let india = try #require(Service.capAuthorities.first { $0.id == "cap-in-imd-en" })
        let brazil = try #require(Service.capAuthorities.first { $0.id == "cap-br-inmet-pt" })
        #expect(Endpoints.defaults[india].absoluteString == "https://severeweather.wmo.int/v2/cap-alerts/in-imd-en/rss.xml")
        let moved = try Endpoints.fromEnvironment(["WEATHERTUI_WMO_URL": "http://127.0.0.1:8080", "WEATHERTUI_CAP_IN_URL": "http://feed.test/cap.xml"])
        #expect(moved[india].absoluteString == "http://feed.test/cap.xml")
        #expect(moved[brazil].absoluteString == "http://127.0.0.1:8080/v2/cap-alerts/br-inmet-pt/rss.xml")
    }

    /// The amber alert names its county by a SAME code only: listed apart, never as the place's.
    @Test func anAlertNamedByCodesOnlyIsListedApart() async throws {
        var answers = try CAPFeedReaderTests.answers()
        answers[URL(string: CAPFeedReaderTests.base + "2003/06/12/03/56/00-tri13970876-2.xml")!] = try Fixture.data("cap-oasis-amber-multilingual.xml")
        let warnings = try await Self.feed(CAPFetcher(answers)).warnings(for: Place(countryCode: "US", coordinate: CAPAlertBookTests.outside))
        #expect(warnings.warnings.isEmpty)
        #expect(warnings.areaUnclear.map(\.event) == ["Child Abduction"])
    }

    /// Down after an answer (and after its cache time): unavailable, since the answer before.
    @Test func aFeedThatFailsAfterAnsweringSaysWhenItLastDid() async throws {
        let fetcher = CAPFetcher(try CAPFeedReaderTests.answers())
        let storm = CAPAlertBookTests.storm
        let clock = Locked(storm)
        let feed = WarningsFeed(
            services: [WarningService(Self.service)!], endpoints: .defaults, language: .english, lookup: nil, fetcher: fetcher,
            logger: CAPFeedReaderTests.logger, clock: { clock.withLock { $0 } }
        )
        let place = Place(countryCode: "US", coordinate: CAPAlertBookTests.inside)
        #expect(try await feed.warnings(for: place).feedState(at: storm) == .warnings)
        fetcher.goDown()
        clock.withLock { $0 = storm.addingTimeInterval(600) }
        let later = try await feed.warnings(for: place)
        #expect(later.feedState(at: storm.addingTimeInterval(600)) == .unavailable(lastAnswered: storm))
    }

    @Test func aFeedThatIsDownIsUnanswered() async throws {
        let warnings = try await Self.feed(CAPFetcher([:])).warnings(for: Place(countryCode: "US", coordinate: CAPAlertBookTests.inside))
        #expect(warnings.status == .unanswered)
        #expect(warnings.source == "NWS")
        #expect(warnings.feedState(at: CAPAlertBookTests.storm) == .unavailable(lastAnswered: nil))
    }
}
