import Foundation
import Testing
@testable import WeatherCore

/// SMHI's warnings for the whole of Sweden (`smhi-warning-stockholm.json`, in the service's shape): the
/// warnings whose area holds the place, in Swedish or English, the ended ones and the messages left out.
@Suite struct SMHIDecodingTests {
    static let now = ISO8601Text.date(from: "2026-03-14T12:00:00Z")!
    static let stockholm = Coordinate(latitude: 59.3293, longitude: 18.0686)!
    static let uppsala = Coordinate(latitude: 59.8586, longitude: 17.6389)!
    static let lulea = Coordinate(latitude: 65.5848, longitude: 22.1547)!

    static func decode(at point: Coordinate = stockholm, language: Language = .english, body: Data? = nil) throws -> [WeatherWarning] {
        try SMHIWarningSource.decode(body ?? Fixture.data("smhi-warning-stockholm.json"), at: point, language: language, now: now)
    }

    @Test func stockholmGetsTheWarningOfItsArea() throws {
        let warnings = try Self.decode()
        #expect(warnings.map(\.event) == ["Wind"])
        let wind = try #require(warnings.first)
        #expect(wind.source == "SMHI")
        #expect(wind.severity == .moderate)
        #expect(wind.severityLabel == "Yellow warning")
        #expect(wind.headline == "Wind - Strong gusts of wind")
        #expect(wind.description == """
        Description of incident: South-westerly wind with gusts up to 25 m/s.

        Impact: Risk of fallen trees and disruption to traffic.
        """)
        #expect(wind.onset == ISO8601Text.date(from: "2026-03-14T06:00:00Z"))
        #expect(wind.ends == ISO8601Text.date(from: "2026-03-14T20:00:00Z"))
    }

    /// Norrbotten's snow warning is not Stockholm's nor Uppsala's; the rain warning ended yesterday; the
    /// water shortage is a message, not a warning.
    @Test func otherAreasEndedWarningsAndMessagesAreLeftOut() throws {
        #expect(try Self.decode(at: Self.uppsala).isEmpty)
        let lulea = try Self.decode(at: Self.lulea)
        #expect(lulea.map(\.event) == ["Snow"])
        #expect(lulea.map(\.severity) == [.severe])
        #expect(try !Self.decode().contains { ["Rain", "Risk for water shortage"].contains($0.event) })
    }

    @Test func inSwedishForASwedishReaderAndBackInEnglish() throws {
        let swedish = try Self.decode(language: .swedish)
        #expect(swedish.map(\.event) == ["Vind"])
        #expect(swedish.map(\.severityLabel) == ["Gul varning"])
        #expect(swedish.first?.headline == "Vind - Kraftiga vindbyar")
        #expect(try Self.decode(language: .german).map(\.event) == ["Wind"])
        let stored = try JSONDecoder().decode([WeatherWarning].self, from: JSONEncoder().encode(swedish))
        #expect(stored.map { $0.worded(in: .english).event } == ["Wind"])
    }

    @Test func oneRequestForTheWholeCountry() throws {
        let source = SMHIWarningSource(baseURL: URL(string: "http://127.0.0.1:9")!)
        let query = WarningQuery(place: Place(countryCode: "SE", coordinate: Self.stockholm), language: .swedish)
        #expect(source.request(for: query)?.absoluteString == "http://127.0.0.1:9/ibww/api/version/1/warning.json")
        #expect(source.accept == "application/json")
        #expect(try source.decode(Fixture.data("smhi-warning-stockholm.json"), for: query, now: Self.now) == .warnings(Self.decode(language: .swedish)))
    }

    @Test func answersThatDoNotReadAreBadData() throws {
        for body in ["", "<html>", "{}", #"{"warnings":[]}"#] {
            #expect(throws: FetchError.self) { try Self.decode(body: Data(body.utf8)) }
        }
        #expect(try Self.decode(body: Data("[]".utf8)).isEmpty)
    }

    @Test func hostileAndEndlessTextIsCleanedAndCut() throws {
        let endless = "\u{1B}]0;pwned\u{07}Vind\u{0}\u{202E}\u{9B}2J " + String(repeating: "byar ", count: 20_000)
        let body = try Fixture.data("smhi-warning-stockholm.json", replacing: [0, "warningAreas", 0, "descriptions", 0, "text", "en"], with: endless)
        let text = try #require(Self.decode(body: body).first?.description)
        #expect(text.count <= WeatherWarning.textLength)
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }
}
