import Foundation
import Logging
import Testing
@testable import WeatherCore

/// An authority's feed between refreshes: the index every time, each document once, alerts kept until
/// they expire; a feed that is down fails the refresh.
@Suite struct CAPFeedReaderTests {
    static let index = URL(string: "https://severeweather.wmo.int/v2/cap-alerts/us-noaa-nws-en/rss.xml")!
    static let base = "https://severeweather.wmo.int/v2/cap-alerts/us-noaa-nws-en/"

    static func reader(_ fetcher: CAPFetcher) -> CAPFeedReader {
        CAPFeedReader(index: index, authority: "NWS", hosts: [], fetcher: fetcher, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
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
        let reader = Self.reader(fetcher)
        let first = try await reader.finding(at: CAPAlertBookTests.inside, language: .english, now: CAPAlertBookTests.storm)
        #expect(first.covering.map(\.severity) == [.extreme])
        #expect(fetcher.asked.count == 4)
        #expect(!fetcher.asked.contains { $0.host() == "attacker.example" })
        let second = try await reader.finding(at: CAPAlertBookTests.inside, language: .english, now: CAPAlertBookTests.storm)
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
        let reader = Self.reader(fetcher)
        _ = try await reader.finding(at: CAPAlertBookTests.inside, language: .english, now: CAPAlertBookTests.storm)
        _ = try await reader.finding(at: CAPAlertBookTests.inside, language: .english, now: CAPAlertBookTests.storm)
        #expect(fetcher.asked.filter { $0 == missing }.count == 2)
        #expect(fetcher.asked.filter { $0 == broken }.count == 1)
    }

    @Test func aFeedThatIsDownFailsTheRefresh() async throws {
        let reader = Self.reader(CAPFetcher([:]))
        await #expect(throws: FetchError.serverError(status: 503, service: "NWS")) {
            try await reader.finding(at: CAPAlertBookTests.inside, language: .english, now: CAPAlertBookTests.storm)
        }
    }
}

/// Answers each URL it holds, 503 for any other, and keeps the URLs asked.
final class CAPFetcher: HTTPFetching {
    private let answers: [URL: Data]
    private let log = Locked<[URL]>([])

    init(_ answers: [URL: Data]) {
        self.answers = answers
    }

    var asked: [URL] { log.withLock { $0 } }

    func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        log.withLock { $0.append(url) }
        guard let body = answers[url] else { return HTTPResponse(status: 503, body: Data()) }
        return HTTPResponse(status: 200, body: body)
    }
}
