import Foundation
import Testing
@testable import WeatherCore

/// National authorities' real CAP documents, as other projects keep them (`Fixtures/README.md`): each
/// read whole, in the shape its authority writes, with the area a place is matched by.
@Suite struct CAPNationalDocumentTests {
    static func alert(_ name: String) throws -> CAPAlert {
        try #require(try CAPAlert.read(Fixture.data(name)))
    }

    static func coordinate(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
        try #require(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// IMD's rain warning for Odisha as the WMO mirror serves it: the `cap:` prefix, a stylesheet
    /// instruction, an XML signature after the `info`; Bhubaneswar inside its polygon, Kolkata outside.
    @Test func imdsRainWarningIsDrawnAroundOdisha() throws {
        let alert = try Self.alert("cap-imd-odisha-rain.xml")
        #expect(alert.key == CAPAlertKey(sender: "rainfallnwfc@gmail.com", identifier: "urn:oid:2.49.0.1.356.0.2026.9.9.7.24.34"))
        #expect(alert.kind == .alert)
        let info = try #require(alert.infos.first)
        #expect(info.event == "Extremely heavy")
        #expect(info.severity == .severe)
        #expect(info.onset == ISO8601Text.date(from: "2026-09-09T07:00:00+05:30"))
        #expect(info.expires == ISO8601Text.date(from: "2026-09-10T07:00:00+05:30"))
        let area = try #require(info.areas.first)
        #expect(area.description == "ODISHA")
        #expect(area.contains(try Self.coordinate(20.2961, 85.8245)))
        #expect(!area.contains(try Self.coordinate(22.5726, 88.3639)))
    }

    /// SMN Mexico's tropical storm notice: an Update of the one before, its polygon's pairs broken over
    /// indented lines; Tuxtla Gutiérrez inside, Mexico City outside.
    @Test func smnsTropicalStormUpdateIsDrawnOverLinesOfPairs() throws {
        let alert = try Self.alert("cap-smn-mexico-vicente-update.xml")
        #expect(alert.kind == .update)
        #expect(alert.references == [CAPAlertKey(sender: "smn.cna.gob.mx", identifier: "avisossmn-ciclontropical-4061")])
        let info = try #require(alert.infos.first)
        #expect(info.language == "es-419")
        #expect(info.event == "Aviso de Ciclón Tropical en el Pacífico")
        #expect(info.headline == "LA TORMENTA TROPICAL \"VICENTE\" SE LOCALIZA AL SUR DE CHIAPAS")
        #expect(info.severity == .unknown)
        let area = try #require(info.areas.first)
        #expect(area.polygons.first?.corners.count == 29)
        #expect(area.contains(try Self.coordinate(16.7528, -93.1152)))
        #expect(!area.contains(try Self.coordinate(19.4326, -99.1332)))
    }

    /// BMKG's nowcast: one area drawn by four polygons (two of them specks); a place in the largest is
    /// inside, Gorontalo city outside.
    @Test func bmkgsThunderstormIsDrawnByFourPolygons() throws {
        let alert = try Self.alert("cap-bmkg-gorontalo-thunderstorm.xml")
        #expect(alert.key.identifier == "2.49.0.1.360.0.2026.09.24.07.75.002")
        let info = try #require(alert.infos.first)
        #expect(info.event == "Thunderstorm")
        #expect(info.severity == .moderate)
        #expect(info.effective == ISO8601Text.date(from: "2026-09-24T15:27:00+08:00"))
        #expect(info.expires == ISO8601Text.date(from: "2026-09-24T17:27:00+08:00"))
        let area = try #require(info.areas.first)
        #expect(area.polygons.count == 4)
        #expect(area.contains(try Self.coordinate(0.75, 122.08)))
        #expect(!area.contains(try Self.coordinate(0.5435, 123.0568)))
    }

    /// The Bureau of Meteorology's thunderstorm warning names its districts by ISO 3166-2 and AMOC codes
    /// only: no shipped list holds them, so it cannot say whether a place is in it.
    @Test func theBureausWarningIsNamedByCodesOfNoShippedList() throws {
        let alert = try Self.alert("cap-bom-nsw-thunderstorm.xml")
        #expect(alert.key.sender == "CAP.Message@bom.gov.au")
        let info = try #require(alert.infos.first)
        #expect(info.event == "Thunderstorm")
        let area = try #require(info.areas.first)
        #expect(!area.isDrawn)
        #expect(area.geocodes.first == CAPGeocode(name: "http://www.iso.org/iso/country_codes.html", value: "AU-NSW"))
        #expect(area.geocodes.filter { $0.name == "AMOC-AreaCode" }.count == 6)
        #expect(area.holds(try Self.coordinate(-30.5152, 151.6655), regions: [:]) == nil)
    }

    /// TMA's advisory as the mirror kept it: two blank lines before the XML declaration and CAP 1.1's
    /// namespace; Dar es Salaam on the coast it draws, Dodoma inland.
    @Test func tmasAdvisoryIsReadDespiteTheLinesBeforeItsDeclaration() throws {
        let alert = try Self.alert("cap-tma-coast-winds.xml")
        #expect(alert.key == CAPAlertKey(sender: "severe@meteo.go.tz", identifier: "urn:oid:2.49.0.0.834.0.2019.7.4.13.2.52"))
        let info = try #require(alert.infos.first)
        #expect(info.event == "Strong winds and Large waves.")
        #expect(info.severity == .moderate)
        let area = try #require(info.areas.first)
        #expect(area.contains(try Self.coordinate(-6.8235, 39.2695)))
        #expect(!area.contains(try Self.coordinate(-6.1722, 35.7395)))
    }

    /// TMD's warning for the South writes every corner longitude first (no first number could be a
    /// latitude): its 107 rings are read that way, Hat Yai inside one, Bangkok outside them all. Its
    /// years are the Buddhist Era's (2568, that is 2025): its twelve hours end in 2025, not 543 years on.
    @Test func tmdsRingsWrittenLongitudeFirstAreReadSo() throws {
        let alert = try Self.alert("cap-tmd-south-heavy-rain.xml")
        #expect(alert.sent == ISO8601Text.date(from: "2025-02-25T17:13:00+07:00"))
        let info = try #require(alert.infos.first)
        #expect(info.event == "Heavy Rain")
        #expect(info.severity == .severe)
        #expect(info.effective == ISO8601Text.date(from: "2025-02-25T18:00:00+07:00"))
        #expect(info.expires == ISO8601Text.date(from: "2025-02-26T06:00:00+07:00"))
        let area = try #require(info.areas.first)
        #expect(area.polygons.count == 107)
        #expect(area.contains(try Self.coordinate(7.0084, 100.4747)))
        #expect(!area.contains(try Self.coordinate(13.7563, 100.5018)))
    }

    /// Roshydromet's wind warning for the Chukchi Sea coast: six rings, two cut at the antimeridian;
    /// Uelen inside, Anadyr outside.
    @Test func roshydrometsWarningIsDrawnOnBothSidesOfTheAntimeridian() throws {
        let alert = try Self.alert("cap-roshydromet-chukotka-wind.xml")
        let info = try #require(alert.infos.first)
        #expect(info.language == "ru")
        #expect(info.event == "Ветер")
        #expect(info.senderName == nil)
        let area = try #require(info.areas.first)
        #expect(area.polygons.count == 6)
        #expect(area.contains(try Self.coordinate(66.1597, -169.8098)))
        #expect(!area.contains(try Self.coordinate(64.7337, 177.5089)))
    }

    /// INMET's coastal wind warning: one line, a polygon of ten pairs with a trailing space, seven the same
    /// corner; Parazinho inside the sliver, Natal outside.
    @Test func inmetsSliverWithATrailingSpaceHoldsParazinho() throws {
        let alert = try Self.alert("cap-inmet-coastal-winds.xml")
        let info = try #require(alert.infos.first)
        #expect(info.language == "pt-BR")
        #expect(info.event == "Ventos Costeiros")
        let area = try #require(info.areas.first)
        #expect(area.polygons.first?.corners.count == 10)
        #expect(area.contains(try Self.coordinate(-5.2228, -35.8397)))
        #expect(!area.contains(try Self.coordinate(-5.7945, -35.211)))
    }

    /// SMN Argentina's short-term orange storm warning for Formosa: a declaration with spaces around its
    /// `=`, a tab-indented stylesheet instruction, the `cap:` prefix, no `language`, two hours long;
    /// Laguna Blanca inside its polygon, the city of Formosa outside.
    @Test func smnArgentinasShortTermWarningIsDrawnOverFormosa() throws {
        let alert = try Self.alert("cap-smn-argentina-storm.xml")
        #expect(alert.key == CAPAlertKey(sender: "smn@smn.gov.ar", identifier: "urn:oid:2.49.0.1.32.0.2026.05.29.14.07.00"))
        let info = try #require(alert.infos.first)
        #expect(info.language == "en-US")
        #expect(info.event == "TORMENTAS FUERTES CON LLUVIAS INTENSAS, RAFAGAS Y OCASIONAL CAIDA DE GRANIZO - AVISO NARANJA")
        #expect(info.severity == .severe)
        #expect(info.expires == ISO8601Text.date(from: "2026-05-29T16:07:00-03:00"))
        let area = try #require(info.areas.first)
        #expect(area.contains(try Self.coordinate(-25.1286, -58.2497)))
        #expect(!area.contains(try Self.coordinate(-26.1849, -58.1731)))
    }
}
