import Foundation
import Testing
@testable import WeatherCore

/// An authority's alerts in force at a place: drawn around it (a polygon, a circle), named by codes
/// only (area unclear), or drawn elsewhere (not the place's); updates replace, cancels withdraw, expired
/// alerts are over.
@Suite struct CAPAlertBookTests {
    /// During the thunderstorm (its warning expires at 16:00 PDT, the update's at 16:30).
    static let storm = ISO8601Text.date(from: "2003-06-17T15:30:00-07:00")!
    /// Inside the thunderstorm's polygon, and a little west of its western corner (38.47,-120.14).
    static let inside = Coordinate(latitude: 38.48, longitude: -119.94)!
    static let outside = Coordinate(latitude: 38.47, longitude: -120.16)!
    static let brawley = Coordinate(latitude: 32.9525, longitude: -115.5527)!

    static func book(_ names: [String]) throws -> CAPAlertBook {
        var book = CAPAlertBook()
        for name in names {
            book.add(try #require(try CAPAlert.read(Fixture.data(name))))
        }
        return book
    }

    static func finding(_ names: [String], at point: Coordinate, language: Language = .english, now: Date = storm) throws -> CAPFinding {
        try book(names).warnings(at: Place(coordinate: point), language: language, authority: "NWS", now: now)
    }

    @Test func aPlaceInsideThePolygonIsWarnedAndOneJustOutsideIsNot() throws {
        let inside = try Self.finding(["cap-oasis-thunderstorm.xml"], at: Self.inside)
        #expect(inside.covering.map(\.event) == ["SEVERE THUNDERSTORM"])
        #expect(inside.covering.first?.severity == .severe)
        #expect(inside.covering.first?.source == "NWS")
        #expect(inside.covering.first?.ends == ISO8601Text.date(from: "2003-06-17T16:00:00-07:00"))
        #expect(inside.areaUnclear.isEmpty)
        #expect(try Self.finding(["cap-oasis-thunderstorm.xml"], at: Self.outside) == CAPFinding(covering: [], areaUnclear: []))
    }

    @Test func aCircleHoldsThePlacesWithinItsRadius() throws {
        var earthquake = try #require(try CAPAlert.read(Fixture.data("cap-oasis-earthquake-update.xml")))
        earthquake.infos[0].areas[0].circles[0].radiusKilometres = 10
        var book = CAPAlertBook()
        book.add(earthquake)
        let near = Coordinate(latitude: 33.0, longitude: -115.5)!
        let far = Coordinate(latitude: 33.2, longitude: -115.5)!
        #expect(book.warnings(at: Place(coordinate: near), language: .english, authority: "NWS", now: Self.storm).covering.map(\.event) == ["Earthquake"])
        #expect(book.warnings(at: Place(coordinate: far), language: .english, authority: "NWS", now: Self.storm).covering.isEmpty)
    }

    @Test func anUpdateReplacesTheAlertItReferences() throws {
        let messages = ["cap-oasis-thunderstorm.xml", "cap-oasis-thunderstorm-update.xml"]
        for order in [messages, messages.reversed()] {
            let finding = try Self.finding(order, at: Self.inside)
            #expect(finding.covering.map(\.severity) == [.extreme])
            #expect(finding.covering.first?.ends == ISO8601Text.date(from: "2003-06-17T16:30:00-07:00"))
        }
    }

    @Test func aCancelWithdrawsTheAlertItReferences() throws {
        let withdrawn = ["cap-oasis-earthquake-update.xml", "cap-oasis-earthquake-cancel.xml"]
        #expect(try Self.finding(withdrawn, at: Self.brawley).covering.isEmpty)
        #expect(try Self.finding(withdrawn.reversed(), at: Self.brawley).covering.isEmpty)
        #expect(try Self.finding(["cap-oasis-earthquake-update.xml"], at: Self.brawley).covering.map(\.event) == ["Earthquake"])
    }

    @Test func anExpiredAlertIsOver() throws {
        let later = ISO8601Text.date(from: "2003-06-17T16:05:00-07:00")!
        #expect(try Self.finding(["cap-oasis-thunderstorm.xml"], at: Self.inside, now: later).covering.isEmpty)
        var book = try Self.book(["cap-oasis-thunderstorm.xml"])
        book.removeExpired(at: later)
        #expect(book.isEmpty)
    }

    /// The amber alert names Los Angeles County by its SAME code and draws nothing: listed apart, in the
    /// reader's language where the alert has it, else in English, with both kept.
    @Test func anAlertNamedByCodesOnlyIsNearbyAndWordedInTheReadersLanguage() throws {
        let losAngeles = Coordinate(latitude: 34.05, longitude: -118.24)!
        let english = try Self.finding(["cap-oasis-amber-multilingual.xml"], at: losAngeles)
        #expect(english.covering.isEmpty)
        #expect(english.areaUnclear.map(\.event) == ["Child Abduction"])
        let spanish = try Self.finding(["cap-oasis-amber-multilingual.xml"], at: losAngeles, language: .spanish)
        #expect(spanish.areaUnclear.map(\.event) == ["Abducción de Niño"])
        #expect(spanish.areaUnclear.first?.wordings.keys.sorted() == ["en-us", "es-us"])
        let german = try Self.finding(["cap-oasis-amber-multilingual.xml"], at: losAngeles, language: .german)
        #expect(german.areaUnclear.map(\.event) == ["Child Abduction"])
    }

    /// RHMZ Serbia's heat warning names Belgrade by its EMMA_ID alone: MeteoAlarm's outline of RS003,
    /// which the app ships, holds Belgrade and not Novi Sad; a code of no shipped list stays unclear.
    @Test func anAlertNamedByAMeteoAlarmRegionCoversThePlacesOfThatRegionOnly() throws {
        let heat = ISO8601Text.date(from: "2026-09-09T12:00:00+02:00")!
        let belgrade = Coordinate(latitude: 44.8176, longitude: 20.4569)!
        let noviSad = Coordinate(latitude: 45.2671, longitude: 19.8335)!
        let warned = try Self.finding(["cap-rhmz-serbia-heat-update.xml"], at: belgrade, now: heat)
        #expect(warned.covering.map(\.event) == ["High temperature orange"])
        #expect(warned.covering.first?.severity == .severe)
        #expect(warned.covering.first?.wordings.keys.sorted() == ["en-gb", "sr", "sr-latn"])
        #expect(warned.areaUnclear.isEmpty)
        let serbian = try Self.finding(["cap-rhmz-serbia-heat-update.xml"], at: belgrade, language: .serbian, now: heat)
        #expect(serbian.covering.map(\.headline) == ["Висока температура Београд Значајан ниво"])
        #expect(try Self.finding(["cap-rhmz-serbia-heat-update.xml"], at: noviSad, now: heat) == CAPFinding(covering: [], areaUnclear: []))
        var unlisted = try #require(try CAPAlert.read(Fixture.data("cap-rhmz-serbia-heat-update.xml")))
        unlisted.infos = unlisted.infos.map { info in
            var info = info
            info.areas = info.areas.map { area in
                var area = area
                area.geocodes = [CAPGeocode(name: "EMMA_ID", value: "HR812")]
                return area
            }
            return info
        }
        var book = CAPAlertBook()
        book.add(unlisted)
        let unclear = book.warnings(at: Place(coordinate: belgrade), language: .english, authority: "RHMZ", now: heat)
        #expect(unclear.covering.isEmpty && unclear.areaUnclear.map(\.event) == ["High temperature orange"])
    }

    /// AEMET's real yellow heat warning for the Meseta cacereña, drawn by its polygon and written in
    /// Spanish and English: Cáceres is inside, Badajoz (south) and Plasencia (north) are not.
    @Test func aemetsPolygonHoldsCaceresAndNotItsNeighbours() throws {
        let afternoon = ISO8601Text.date(from: "2026-09-07T15:00:00+02:00")!
        let caceres = Coordinate(latitude: 39.4753, longitude: -6.3724)!
        let english = try Self.finding(["cap-aemet-heat-caceres.xml"], at: caceres, now: afternoon)
        #expect(english.covering.map(\.event) == ["Moderate high-temperature warning"])
        #expect(english.covering.first?.severity == .moderate)
        #expect(english.covering.first?.ends == ISO8601Text.date(from: "2026-09-07T20:59:59+02:00"))
        let spanish = try Self.finding(["cap-aemet-heat-caceres.xml"], at: caceres, language: .spanish, now: afternoon)
        #expect(spanish.covering.map(\.headline) == ["Aviso de temperaturas máximas de nivel amarillo. Meseta cacereña"])
        for neighbour in [Coordinate(latitude: 38.8794, longitude: -6.9707)!, Coordinate(latitude: 40.0303, longitude: -6.0903)!] {
            #expect(try Self.finding(["cap-aemet-heat-caceres.xml"], at: neighbour, now: afternoon) == CAPFinding(covering: [], areaUnclear: []))
        }
    }

    /// Alabama EMA's real Cancel (IPAWS) withdraws the test message it references, whichever is read
    /// first; the message itself is the Cancel made back into the Alert it names (identifier, type, no
    /// references), as no capture of it was found.
    @Test func aRealCancelWithdrawsTheAlertItReferences() throws {
        let cancel = try #require(try CAPAlert.read(Fixture.data("cap-ipaws-alabama-cancel.xml")))
        var original = cancel
        original.key = try #require(cancel.references.first)
        original.kind = .alert
        original.references = []
        let during = ISO8601Text.date(from: "2026-08-27T17:05:00-05:00")!
        let montgomery = Place(coordinate: Coordinate(latitude: 32.3668, longitude: -86.3)!)
        var alone = CAPAlertBook()
        alone.add(original)
        #expect(alone.warnings(at: montgomery, language: .english, authority: "IPAWS", now: during).areaUnclear.map(\.event) == ["Required Weekly Test"])
        for order in [[original, cancel], [cancel, original]] {
            var book = CAPAlertBook()
            order.forEach { book.add($0) }
            #expect(book.warnings(at: montgomery, language: .english, authority: "IPAWS", now: during) == CAPFinding(covering: [], areaUnclear: []))
        }
    }

    /// SMG Macao's real all-clear: the strong monsoon signal lowered (`responseType` AllClear, urgency
    /// Past, no `expires`, in Chinese, Portuguese and English). It warns of nothing, in any language, at a
    /// place inside its polygon; it still withdraws the signal it references.
    @Test func anAllClearIsNoWarning() throws {
        let macao = try #require(Coordinate(latitude: 22.1987, longitude: 113.5439))
        let lowered = ISO8601Text.date(from: "2025-04-13T06:30:00+08:00")!
        let allClear = try #require(try CAPAlert.read(Fixture.data("cap-smg-macao-monsoon-allclear.xml")))
        #expect(allClear.infos.map(\.language) == ["zh-mo", "pt-PT", "en-US"])
        for language in [Language.english, .portuguese, .traditionalChinese] {
            #expect(try Self.finding(["cap-smg-macao-monsoon-allclear.xml"], at: macao, language: language, now: lowered)
                == CAPFinding(covering: [], areaUnclear: []))
        }
        var raised = allClear
        raised.key.identifier = "SMG-Weather_MS_2025_006_02"
        raised.kind = .alert
        raised.references = []
        raised.infos = raised.infos.map { info in
            var info = info
            info.responseTypes = []
            return info
        }
        var book = CAPAlertBook()
        book.add(raised)
        #expect(book.warnings(at: Place(coordinate: macao), language: .english, authority: "SMG", now: lowered).covering.map(\.event)
            == ["STRONG MONSOON SIGNAL"])
    }

    /// Server text is cleaned as all of it is: no terminal escapes reach the screen.
    @Test func serverTextIsSanitised() throws {
        let document = """
        <alert><identifier>esc</identifier><sender>s</sender><status>Actual</status><msgType>Alert</msgType>
        <info><event>Wind\u{9B}2J\u{202E}</event><area><circle>38.48,-119.94 5</circle></area></info></alert>
        """
        var book = CAPAlertBook()
        book.add(try #require(try CAPAlert.read(Data(document.utf8))))
        let event = try #require(book.warnings(at: Place(coordinate: Self.inside), language: .english, authority: "NWS", now: Self.storm).covering.first?.event)
        #expect(!event.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
        #expect(event.hasPrefix("Wind"))
    }
}

/// An authority's index: RSS items or Atom entries linking CAP documents, newest first, on the
/// index's host or the authority's own.
@Suite struct CAPIndexTests {
    static let wmo = URL(string: "https://severeweather.wmo.int/v2/cap-alerts/us-noaa-nws-en/rss.xml")!

    @Test func rssItemsLinkTheDocumentsNewestFirstOnTheIndexHostOnly() throws {
        let index = try #require(try CAPIndex.read(Fixture.data("cap-index-wmo-rss.xml"), at: Self.wmo, hosts: []))
        #expect(index.links.map(\.lastPathComponent) == [
            "00-ksto1055887203-2.xml", "00-ksto1055887203.xml", "00-tri13970876-2.xml",
        ])
        #expect(index.links.allSatisfy { $0.host() == "severeweather.wmo.int" })
        #expect(index.refusedLinks == 1)
        #expect(index.droppedItems == 0)
    }

    /// NWS's own Atom index, read at its own address: each entry's `link href`.
    @Test func atomEntriesLinkTheDocuments() throws {
        let address = URL(string: "https://alerts.weather.gov/cap/us.php?x=0")!
        let index = try #require(try CAPIndex.read(Fixture.data("cap-index-nws-atom.xml"), at: address, hosts: []))
        #expect(index.links.count == 2)
        #expect(index.links.first?.absoluteString.contains("SpecialWeatherStatement") == true)
        let elsewhere = try #require(try CAPIndex.read(Fixture.data("cap-index-nws-atom.xml"), at: Self.wmo, hosts: ["alerts.weather.gov"]))
        #expect(elsewhere.links.count == 2)
    }

    /// NY Alert's statewide RSS index: two items linking documents on the index's own host, newest first.
    @Test func aStatesRSSIndexListsItsDocumentsNewestFirst() throws {
        let address = URL(string: "http://www.nyalert.gov/Public/News/RSS.aspx")!
        let index = try #require(try CAPIndex.read(Fixture.data("cap-index-nyalert-rss.xml"), at: address, hosts: []))
        #expect(index.links.map { $0.query() ?? "" } == ["capID=NYAlert-ALLHAZALERT-3167113", "capID=NYAlert-ALLHAZALERT-3162202"])
    }

    @Test func anIndexOfThousandsIsCut() throws {
        let items = (0..<2000).map { "<item><link>https://severeweather.wmo.int/v2/cap-alerts/x/\($0).xml</link></item>" }.joined()
        let index = try #require(try CAPIndex.read(Data("<rss><channel>\(items)</channel></rss>".utf8), at: Self.wmo, hosts: []))
        #expect(index.links.count == CAPIndex.maximumDocuments)
        #expect(index.droppedItems == 2000 - CAPIndex.maximumDocuments)
        #expect(index.links.first?.lastPathComponent == "0.xml")
    }

    @Test func anIndexThatIsNeitherRSSNorAtomIsNone() throws {
        #expect(try CAPIndex.read(Data("<html><body/></html>".utf8), at: Self.wmo, hosts: []) == nil)
        #expect(throws: XMLRefusal.self) { try CAPIndex.read(Data("<rss><channel>".utf8), at: Self.wmo, hosts: []) }
    }
}
