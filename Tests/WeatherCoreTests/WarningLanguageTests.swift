import Foundation
import Testing
@testable import WeatherCore

/// A warning sent in several languages is shown in the reader's, falling back as gettext does: the
/// language itself (by any tag its locale names take: "no" for Norwegian Bokmål), else the same
/// language of another country or script ("pt-PT" for a Brazilian reader), else English, else the
/// service's first.
@Suite struct WarningLanguageTests {
    /// During Environment Canada's thunderstorm warning (en-CA and fr-CA `info`s), inside its first area.
    static let storm = ISO8601Text.date(from: "2026-08-22T22:00:00Z")!
    static let london = Coordinate(latitude: 42.874, longitude: -81.271)!

    static func events(_ document: Data, at point: Coordinate = london, language: Language, now: Date = storm) throws -> [String] {
        var book = CAPAlertBook()
        book.add(try #require(try CAPAlert.read(document)))
        let finding = book.warnings(at: Place(coordinate: point), language: language, authority: "test", now: now)
        return (finding.covering + finding.areaUnclear).map(\.event)
    }

    @Test func environmentCanadasWarningIsInFrenchForAFrenchReaderAndInEnglishForTheRest() throws {
        let document = try Fixture.data("cap-eccc-thunderstorm-multiarea.xml")
        #expect(try Self.events(document, language: .french) == ["orages"])
        #expect(try Self.events(document, language: .english) == ["thunderstorm"])
        #expect(try Self.events(document, language: .thai) == ["thunderstorm"])
        #expect(try Self.events(document, language: .german) == ["thunderstorm"])
    }

    /// China's CMA sends zh-CN and en-US: a reader of Traditional Chinese reads the Chinese.
    @Test func aReaderOfTraditionalChineseReadsTheSimplifiedBeforeTheEnglish() throws {
        let document = try Fixture.data("cap-cma-penglai-heat-update.xml")
        let now = ISO8601Text.date(from: "2026-08-01T14:00:00+08:00")!
        let penglai = Coordinate(latitude: 37.8, longitude: 120.75)!
        #expect(try Self.events(document, at: penglai, language: .traditionalChinese, now: now) == ["高温"])
        #expect(try Self.events(document, at: penglai, language: .simplifiedChinese, now: now) == ["高温"])
        #expect(try Self.events(document, at: penglai, language: .korean, now: now) == ["high temperature"])
    }

    /// MET Norway's CAP names its Norwegian text "no", which a Bokmål reader's locales choose.
    @Test func norwegianTaggedNoIsShownToABokmalReader() throws {
        let document = """
        <alert><identifier>n</identifier><sender>noreply@met.no</sender><status>Actual</status><msgType>Alert</msgType>
        <info><language>no</language><event>Kraftige vindkast</event><area><circle>59.91,10.75 20</circle></area></info>
        <info><language>en-GB</language><event>Strong wind gusts</event><area><circle>59.91,10.75 20</circle></area></info></alert>
        """
        let oslo = Coordinate(latitude: 59.91, longitude: 10.75)!
        #expect(try Self.events(Data(document.utf8), at: oslo, language: .norwegianBokmal) == ["Kraftige vindkast"])
        #expect(try Self.events(Data(document.utf8), at: oslo, language: .swedish) == ["Strong wind gusts"])
    }

    /// Neither the reader's language nor English: the service's first language.
    @Test func withoutTheReadersLanguageOrEnglishTheFirstIsShown() throws {
        let document = """
        <alert><identifier>f</identifier><sender>s</sender><status>Actual</status><msgType>Alert</msgType>
        <info><language>de-CH</language><event>Sturmböen</event><area><circle>46.95,7.45 20</circle></area></info>
        <info><language>fr-CH</language><event>Rafales tempétueuses</event><area><circle>46.95,7.45 20</circle></area></info></alert>
        """
        let bern = Coordinate(latitude: 46.95, longitude: 7.45)!
        #expect(try Self.events(Data(document.utf8), at: bern, language: .thai) == ["Sturmböen"])
        #expect(try Self.events(Data(document.utf8), at: bern, language: .french) == ["Rafales tempétueuses"])
    }

    /// A MeteoAlarm feed in the shape of IPMA's (Portugal: pt-PT and en-GB `info`s), and one that also
    /// had a pt-BR text: a Brazilian reader reads Portugal's Portuguese where there is no Brazilian.
    @Test func aBrazilianReaderReadsPortugalsPortugueseBeforeEnglish() throws {
        func feed(_ infos: [(String, String)]) -> Data {
            let entries = infos.map { language, event in
                """
                {"language": "\(language)", "event": "\(event)", "onset": "2026-03-07T10:00:00+00:00",
                 "expires": "2026-03-07T20:00:00+00:00",
                 "parameter": [{"valueName": "awareness_level", "value": "2; yellow; Moderate"}],
                 "area": [{"areaDesc": "Lisboa", "geocode": [{"valueName": "EMMA_ID", "value": "PT011"}]}]}
                """
            }
            return Data("""
            {"warnings": [{"alert": {"status": "Actual", "msgType": "Alert", "info": [\(entries.joined(separator: ","))]}}]}
            """.utf8)
        }
        func events(_ body: Data, _ language: Language) throws -> [String] {
            try MeteoAlarmWarningSource.decode(body, regions: ["PT011"], language: language, now: MeteoAlarmDecodingTests.now).map(\.event)
        }
        let portugal = feed([("en-GB", "Yellow wind warning"), ("pt-PT", "Aviso amarelo de vento")])
        #expect(try events(portugal, .brazilianPortuguese) == ["Aviso amarelo de vento"])
        #expect(try events(portugal, .portuguese) == ["Aviso amarelo de vento"])
        #expect(try events(portugal, .thai) == ["Yellow wind warning"])
        let both = feed([("pt-PT", "Aviso amarelo de vento"), ("pt-BR", "Alerta amarelo de ventania"), ("en-GB", "Yellow wind warning")])
        #expect(try events(both, .brazilianPortuguese) == ["Alerta amarelo de ventania"])
        #expect(try events(both, .portuguese) == ["Aviso amarelo de vento"])
    }

    /// Warnings stored by an earlier version keyed their words by two letters: they are still read in the
    /// reader's language.
    @Test func storedWordsKeyedByTwoLettersAreStillChosen() {
        let warning = WeatherWarning(
            source: "Environment Canada", event: "Thunderstorm", severity: .moderate,
            wordings: ["en": WarningWording(event: "Thunderstorm"), "fr": WarningWording(event: "Orages")]
        )
        #expect(warning.worded(in: .french).event == "Orages")
        #expect(warning.worded(in: .thai).event == "Thunderstorm")
    }
}
