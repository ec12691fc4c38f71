import Foundation
import Testing
@testable import WeatherCore

/// CAP 1.2 documents read through libxml2 (the OASIS specification's examples, and the shapes derived
/// from them: `Fixtures/README.md`): the alert, its `info` per language, its areas drawn or named.
@Suite struct CAPDecodingTests {
    static func alert(_ name: String) throws -> CAPAlert {
        try #require(try CAPAlert.read(Fixture.data(name)))
    }

    static func alert(xml: String) throws -> CAPAlert? {
        try CAPAlert.read(Data(xml.utf8))
    }

    @Test func thunderstormIsAnAlertDrawnByAPolygonAndNamedByCodes() throws {
        let alert = try Self.alert("cap-oasis-thunderstorm.xml")
        #expect(alert.key == CAPAlertKey(sender: "KSTO@NWS.NOAA.GOV", identifier: "KSTO1055887203"))
        #expect(alert.kind == .alert)
        #expect(alert.sent == ISO8601Text.date(from: "2003-06-17T14:57:00-07:00"))
        #expect(alert.references.isEmpty)
        let info = try #require(alert.infos.first)
        #expect(alert.infos.count == 1)
        #expect(info.language == "en-US")
        #expect(info.event == "SEVERE THUNDERSTORM")
        #expect(info.severity == .severe)
        #expect(info.urgency == "Immediate")
        #expect(info.certainty == "Observed")
        #expect(info.expires == ISO8601Text.date(from: "2003-06-17T16:00:00-07:00"))
        #expect(info.senderName == "NATIONAL WEATHER SERVICE SACRAMENTO CA")
        #expect(info.headline == "SEVERE THUNDERSTORM WARNING")
        #expect(info.instruction == "TAKE COVER IN A SUBSTANTIAL SHELTER UNTIL THE STORM PASSES.")
        let area = try #require(info.areas.first)
        #expect(area.polygons.count == 1)
        #expect(area.polygons.first?.corners.count == 5)
        #expect(area.geocodes == ["006109", "006009", "006003"].map { CAPGeocode(name: "SAME", value: $0) })
        #expect(area.isDrawn)
    }

    @Test func alabamasCancelNamesTheMessageItWithdraws() throws {
        let cancel = try Self.alert("cap-ipaws-alabama-cancel.xml")
        #expect(cancel.kind == .cancel)
        #expect(cancel.key == CAPAlertKey(sender: "westly.martin@ema.alabama.gov", identifier: "6a90b3de3fedd9125cff728b"))
        #expect(cancel.references == [CAPAlertKey(sender: "westly.martin@ema.alabama.gov", identifier: "6a90b38a3fedd9125cff7287")])
        #expect(cancel.infos.first?.areas.first?.geocodes == [CAPGeocode(name: "SAME", value: "001000")])
    }

    @Test func earthquakeUpdateReferencesTheAlertItReplacesAndIsDrawnByACircle() throws {
        let alert = try Self.alert("cap-oasis-earthquake-update.xml")
        #expect(alert.kind == .update)
        #expect(alert.references == [CAPAlertKey(sender: "trinet@caltech.edu", identifier: "TRI13970876.1")])
        let info = try #require(alert.infos.first)
        #expect(info.severity == .minor)
        #expect(info.web == "http://www.trinet.org/scsn/scsn.html")
        let circle = try #require(info.areas.first?.circles.first)
        #expect(circle.centre == Coordinate(latitude: 32.9525, longitude: -115.5527))
        #expect(circle.radiusKilometres == 0)
    }

    @Test func amberAlertHasAnInfoPerLanguageAndNoDrawnArea() throws {
        let alert = try Self.alert("cap-oasis-amber-multilingual.xml")
        #expect(alert.infos.map(\.languageTag) == ["en-us", "es-us"])
        #expect(alert.infos.map(\.event) == ["Child Abduction", "Abducción de Niño"])
        #expect(alert.infos.allSatisfy { $0.areas.allSatisfy { !$0.isDrawn } })
    }

    /// Environment Canada's CAP as NAADS sends it: three drawn areas (two forecast regions and the storm's own
    /// threat area), an English and a French `info`, an empty `references`, offsets written `-00:00` and an
    /// XML signature after the last `info`.
    @Test func environmentCanadasStormIsDrawnByThreePolygonsInTwoLanguages() throws {
        let alert = try Self.alert("cap-eccc-thunderstorm-multiarea.xml")
        #expect(alert.key == CAPAlertKey(sender: "cap-pac@canada.ca", identifier: "urn:oid:2.49.0.1.124.1104140223.2026"))
        #expect(alert.kind == .alert)
        #expect(alert.references.isEmpty)
        #expect(alert.sent == ISO8601Text.date(from: "2026-08-22T21:17:50Z"))
        #expect(alert.infos.map(\.languageTag) == ["en-ca", "fr-ca"])
        #expect(alert.infos.map(\.event) == ["thunderstorm", "orages"])
        let info = try #require(alert.infos.first)
        #expect(info.severity == .moderate)
        #expect(info.onset == ISO8601Text.date(from: "2026-08-22T21:17:00Z"))
        #expect(info.expires == ISO8601Text.date(from: "2026-08-22T23:14:50Z"))
        #expect(info.headline == "yellow warning - severe thunderstorm - in effect")
        #expect(info.areas.map(\.polygons.count) == [1, 1, 1])
        #expect(info.areas.allSatisfy { $0.isDrawn })
        #expect(info.areas.last?.polygons.first?.corners.count == 9)
        let threat = try #require(info.areas.last)
        #expect(threat.contains(try #require(Coordinate(latitude: 43.0347, longitude: -81.3724))))
        #expect(!threat.contains(try #require(Coordinate(latitude: 42.9849, longitude: -81.2453))))
    }

    /// The China Meteorological Administration's red heat warning as the WMO mirror has it: an `Update` of the
    /// orange one, in English and Chinese, its area named only by the county's administrative code.
    @Test func cmasHeatWarningIsAnUpdateNamedByACodeOnly() throws {
        let alert = try Self.alert("cap-cma-penglai-heat-update.xml")
        #expect(alert.kind == .update)
        #expect(alert.references == [CAPAlertKey(sender: "Penglai_District_Meteorological_Observatory", identifier: "37061441600000_20260727120039")])
        #expect(alert.infos.map(\.languageTag) == ["en-us", "zh-cn"])
        #expect(alert.infos.map(\.event) == ["high temperature", "高温"])
        let info = try #require(alert.infos.first)
        #expect(info.severity == .extreme)
        #expect(info.instruction == nil)
        #expect(info.effective == ISO8601Text.date(from: "2026-08-01T05:31:00Z"))
        #expect(info.expires == ISO8601Text.date(from: "2026-08-02T05:32:19Z"))
        #expect(info.areas.map(\.geocodes) == [[CAPGeocode(name: "CPEAS Geographic Code", value: "370614000000")]])
        #expect(alert.infos.allSatisfy { $0.areas.allSatisfy { !$0.isDrawn } })
    }

    /// The NSW Rural Fire Service's fire, in the `cap:` prefix, its two `info`s drawn by a 25 km circle.
    @Test func aBushfireServicesFireIsDrawnByACircle() throws {
        let alert = try Self.alert("cap-rfs-nsw-bushfire.xml")
        #expect(alert.key == CAPAlertKey(sender: "webmaster@rfs.nsw.gov.au", identifier: "tag:www.rfs.nsw.gov.au2011-10-06:40184"))
        #expect(alert.kind == .alert)
        #expect(alert.infos.map(\.event) == ["Fire", "Fire"])
        let info = try #require(alert.infos.first)
        #expect(info.severity == .minor)
        #expect(info.headline == "Yerong Creek Structure Fire")
        #expect(info.effective == ISO8601Text.date(from: "2011-10-05T13:04:00Z"))
        #expect(info.expires == ISO8601Text.date(from: "2011-10-06T13:04:00Z"))
        let area = try #require(info.areas.first)
        #expect(area.polygons.isEmpty)
        #expect(area.circles.map(\.radiusKilometres) == [25])
        #expect(area.contains(try #require(Coordinate(latitude: -35.2088, longitude: 147.0598))))
        #expect(!area.contains(try #require(Coordinate(latitude: -35.1188, longitude: 147.0598))))
    }

    /// USGS's earthquake report is written in ISO-8859-1: its text reads as the characters it names.
    @Test func anEarthquakeReportInLatin1ReadsItsAccents() throws {
        let alert = try Self.alert("cap-usgs-earthquake-latin1.xml")
        let info = try #require(alert.infos.first)
        #expect(info.event == "Earthquake")
        #expect(info.severity == .unknown)
        #expect(info.headline == "EQ 4.6 Usulután, Usulután, El Salvador - PRELIMINARY REPORT")
        #expect(info.onset == ISO8601Text.date(from: "2012-10-14T22:40:56Z"))
        #expect(info.expires == ISO8601Text.date(from: "2012-10-21T22:53:04Z"))
        let circle = try #require(info.areas.first?.circles.first)
        #expect(circle.centre == Coordinate(latitude: 12.747, longitude: -88.783))
        #expect(circle.radiusKilometres == 0)
    }

    /// The West Coast/Alaska Tsunami Warning Center's warning continued: an Update, its coast named by
    /// UGC zones only.
    @Test func aTsunamiWarningUpdateIsNamedByZonesOnly() throws {
        let alert = try Self.alert("cap-wcatwc-tsunami-update.xml")
        #expect(alert.kind == .update)
        #expect(alert.references == [CAPAlertKey(sender: "PAAQ", identifier: "PAAQ-1-lqw6d6")])
        let info = try #require(alert.infos.first)
        #expect(info.event == "Tsunami Warning")
        #expect(info.severity == .extreme)
        #expect(info.onset == ISO8601Text.date(from: "2011-09-02T11:36:50Z"))
        #expect(info.expires == ISO8601Text.date(from: "2011-09-02T12:36:50Z"))
        #expect(info.areas.map(\.geocodes) == [["AKZ185", "AKZ187"].map { CAPGeocode(name: "UGC", value: $0) }])
        #expect(info.areas.allSatisfy { !$0.isDrawn })
    }

    /// NWS Great Falls' flash flood watch, from the NWS CAP feed of 2010: FIPS and UGC codes, no drawing.
    @Test func aFlashFloodWatchIsNamedByFIPSAndUGCCodes() throws {
        let alert = try Self.alert("cap-nws-flash-flood-watch.xml")
        #expect(alert.key.sender == "w-nws.webmaster@noaa.gov")
        let info = try #require(alert.infos.first)
        #expect(info.event == "Flash Flood Watch")
        #expect(info.severity == .severe)
        #expect(info.effective == ISO8601Text.date(from: "2010-08-30T10:07:00Z"))
        #expect(info.expires == ISO8601Text.date(from: "2010-08-30T18:00:00Z"))
        #expect(info.areas.first?.geocodes == [CAPGeocode(name: "FIPS6", value: "030049"), CAPGeocode(name: "UGC", value: "MTZ014")])
        #expect(info.areas.allSatisfy { !$0.isDrawn })
    }

    /// A document built to make a parser fetch: an external DTD, parameter entities on localhost and
    /// /etc/passwd, an XInclude, a stylesheet. It is read as the thunderstorm it wraps, nothing fetched,
    /// loaded or substituted (libxml2 without DTDLOAD, NOENT or XINCLUDE, and NONET).
    @Test func aDocumentBuiltToFetchIsReadWithoutFetching() throws {
        let alert = try Self.alert("cap-hostile-xxe.xml")
        #expect(alert.key == CAPAlertKey(sender: "KSTO@NWS.NOAA.GOV", identifier: "KSTO1055887203"))
        #expect(alert.infos.map(\.event) == ["SEVERE THUNDERSTORM"])
        #expect(!alert.infos.contains { ($0.description ?? "").contains("root:") })
    }

    /// Exercises, tests, acknowledgements and documents that are not CAP alerts are no warnings.
    @Test func onlyActualAlertsUpdatesAndCancelsAreRead() throws {
        let thunderstorm = String(decoding: try Fixture.data("cap-oasis-thunderstorm.xml"), as: UTF8.self)
        #expect(try Self.alert(xml: thunderstorm.replacingOccurrences(of: "<status>Actual", with: "<status>Exercise")) == nil)
        #expect(try Self.alert(xml: thunderstorm.replacingOccurrences(of: "<msgType>Alert", with: "<msgType>Ack")) == nil)
        #expect(try Self.alert(xml: "<rss version=\"2.0\"><channel/></rss>") == nil)
    }

    @Test func aPrefixedNamespaceReadsAlike() throws {
        let thunderstorm = String(decoding: try Fixture.data("cap-oasis-thunderstorm.xml"), as: UTF8.self)
            .replacingOccurrences(of: "<alert xmlns = ", with: "<cap:alert xmlns:cap = ")
            .replacingOccurrences(of: "</alert>", with: "</cap:alert>")
        #expect(try Self.alert(xml: thunderstorm)?.key.identifier == "KSTO1055887203")
    }

    @Test func malformedXMLIsRefused() {
        #expect(throws: XMLRefusal.self) { try Self.alert(xml: "<alert><identifier>x</alert>") }
        #expect(throws: XMLRefusal.self) { try Self.alert(xml: "") }
    }

    /// A billion laughs: ten entities, each ten of the one before. libxml2's amplification limit
    /// refuses it (XML_PARSE_HUGE is not set), and nothing is substituted (no XML_PARSE_NOENT).
    @Test func anEntityThatMultipliesItselfIsNotExpanded() throws {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let document = """
        <?xml version="1.0"?>
        <!DOCTYPE alert [\(entities)]>
        <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
          <identifier>laughs</identifier><sender>s</sender><status>Actual</status><msgType>Alert</msgType>
          <info><event>&lol9;</event></info>
        </alert>
        """
        do {
            let alert = try Self.alert(xml: document)
            #expect((alert?.infos.first?.event.count ?? 0) < 1000)
        } catch {
            #expect(error is XMLRefusal)
        }
    }

    /// An external entity naming a local file is neither loaded nor substituted.
    @Test func anExternalEntityIsNotRead() throws {
        let document = """
        <?xml version="1.0"?>
        <!DOCTYPE alert [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
          <identifier>xxe</identifier><sender>s</sender><status>Actual</status><msgType>Alert</msgType>
          <info><event>Storm &secret;</event></info>
        </alert>
        """
        do {
            let event = try Self.alert(xml: document)?.infos.first?.event ?? ""
            #expect(!event.contains("root:"))
        } catch {
            #expect(error is XMLRefusal)
        }
    }

    @Test func aDocumentOverTheCapIsRefusedUnread() {
        let huge = Data(repeating: UInt8(ascii: " "), count: CAPAlert.maximumBytes + 1)
        #expect(throws: XMLRefusal.refused("larger than \(CAPAlert.maximumBytes) bytes")) { try CAPAlert.read(huge) }
    }

    /// A ring of 100,000 corners is left out (and counted, for the log); its area's other shapes stay.
    @Test func anOversizedPolygonIsLeftOut() throws {
        // Short pairs, so the document stays under the size cap: the ring's shape does not matter.
        let ring = (0..<100_000).map { "\(40 + $0 % 2),\(-100 - $0 % 3)" }.joined(separator: " ")
        let document = """
        <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
          <identifier>ring</identifier><sender>s</sender><status>Actual</status><msgType>Alert</msgType>
          <info><event>Wind</event><area><areaDesc>Big</areaDesc><polygon>\(ring)</polygon><circle>40,-100 10</circle></area></info>
        </alert>
        """
        let alert = try #require(try Self.alert(xml: document))
        let area = try #require(alert.infos.first?.areas.first)
        #expect(area.polygons.isEmpty)
        #expect(area.circles.count == 1)
        #expect(alert.oversizedPolygons == 1)
    }

    /// A pair that is not a coordinate spoils its ring: read half-right, it would be somewhere else.
    @Test func aRingWithABadPairIsLeftOut() throws {
        let document = """
        <alert><identifier>bad</identifier><sender>s</sender><status>Actual</status><msgType>Alert</msgType>
        <info><event>Wind</event><area><polygon>38.47,-120.14 nonsense 38.52,-119.74 38.47,-120.14</polygon>
        <polygon>38.47,-120.14 38.34,-119.95 91.0,-119.74 38.47,-120.14</polygon></area></info></alert>
        """
        #expect(try #require(try Self.alert(xml: document)).infos.first?.areas.first?.polygons.isEmpty == true)
    }
}
