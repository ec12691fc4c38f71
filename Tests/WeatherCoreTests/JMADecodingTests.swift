import Foundation
import Testing
@testable import WeatherCore

/// The Japan Meteorological Agency's warnings file for Tokyo's office (`jma-warning-tokyo.json`, the real
/// answer): the warnings in force for the place's prefecture, named from their codes in Japanese or
/// English, lifted ones and the neighbouring prefecture's left out; the office from the place's
/// prefecture, nearest seat where a prefecture has several.
@Suite struct JMADecodingTests {
    static let now = ISO8601Text.date(from: "2026-03-07T10:00:00+09:00")!

    static func decode(_ office: String = "130000", japanese: Bool = false, body: Data? = nil) throws -> [WeatherWarning] {
        try JMAWarningSource.decode(body ?? Fixture.data("jma-warning-tokyo.json"), office: office, japanese: japanese, now: now)
    }

    static func place(_ latitude: Double, _ longitude: Double, area: PlaceArea? = nil, region: String? = nil) -> Place {
        Place(region: region, countryCode: "JP", area: area, coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    @Test func tokyoGetsItsOwnWarningsNamedFromTheirCodes() throws {
        let tokyo = try Self.decode()
        #expect(tokyo.map(\.event) == ["Heavy Rain Warning", "Heavy Rain Advisory"])
        #expect(tokyo.map(\.severity) == [.severe, .moderate])
        #expect(tokyo.map(\.severityLabel) == ["Warning", "Advisory"])
        let first = try #require(tokyo.first)
        #expect(first.source == "JMA")
        #expect(first.onset == ISO8601Text.date(from: "2026-03-07T00:00:00Z"))
        #expect(first.ends == nil)
        #expect(first.description == "東京地方では大雨や強風に警戒してください。")
        // The dry air advisory (21) was lifted; Kanagawa's gale advisory (15) is the neighbour's.
        #expect(!tokyo.contains { $0.event.contains("Dry") || $0.event.contains("Gale") })
        #expect(try Self.decode("140000").map(\.event) == ["Heavy Rain Warning", "Gale Advisory"])
    }

    @Test func inJapanese() throws {
        let tokyo = try Self.decode(japanese: true)
        #expect(tokyo.map(\.event) == ["大雨警報", "大雨注意報"])
        #expect(tokyo.map(\.severityLabel) == ["警報", "注意報"])
    }

    /// Stored after a Japanese run, read back by an English one: named in English.
    @Test func aStoredWarningIsNamedInTheLanguageOfTheRunThatShowsIt() throws {
        let japanese = try Self.decode(japanese: true)
        let stored = try JSONDecoder().decode([WeatherWarning].self, from: JSONEncoder().encode(japanese))
        #expect(stored.map { $0.worded(in: .english).event } == ["Heavy Rain Warning", "Heavy Rain Advisory"])
        #expect(stored.map { $0.worded(in: .english).severityLabel } == ["Warning", "Advisory"])
        #expect(stored.map { $0.worded(in: .japanese).event } == ["大雨警報", "大雨注意報"])
    }

    @Test func aFileOfTheOfficesSmallerAreasIsReadWhole() throws {
        let body = try Fixture.data("jma-warning-tokyo.json", replacing: ["areaTypes", 0, "areas", 0, "code"], with: "130010")
        #expect(try Self.decode(body: body).map(\.event) == ["Heavy Rain Warning", "Heavy Rain Advisory"])
        let none = Data(#"{"areaTypes":[{"areas":[{"code":"270000","warnings":[{"status":"発表警報・注意報はなし"}]}]}]}"#.utf8)
        #expect(try Self.decode("270000", body: none).isEmpty)
    }

    @Test func theOfficeFromThePrefecture() {
        #expect(JMAOffice.office(for: Self.place(35.69, 139.69, area: PlaceArea(codes: ["JP-13"]))) == "130000")
        #expect(JMAOffice.office(for: Self.place(35.69, 139.69, region: "Tokyo")) == "130000")
        #expect(JMAOffice.office(for: Self.place(34.69, 135.5, area: PlaceArea(state: "大阪府"))) == "270000")
        #expect(JMAOffice.office(for: Self.place(35.01, 135.77, area: PlaceArea(state: "Kyoto Prefecture"))) == "260000")
        #expect(JMAOffice.office(for: Self.place(33.6, 130.4, area: PlaceArea(codes: ["JP-40"]))) == "400000")
        #expect(JMAOffice.office(for: Self.place(43.06, 141.35, area: PlaceArea(codes: ["JP-01"]))) == "016000")
        #expect(JMAOffice.office(for: Self.place(41.77, 140.73, area: PlaceArea(codes: ["JP-01"]))) == "017000")
        #expect(JMAOffice.office(for: Self.place(24.34, 124.16, area: PlaceArea(codes: ["JP-47"]))) == "474000")
        #expect(JMAOffice.office(for: Self.place(26.21, 127.68, region: "Okinawa")) == "471000")
        #expect(JMAOffice.office(for: Self.place(28.38, 129.49, area: PlaceArea(codes: ["JP-46"]))) == "460040")
        #expect(JMAOffice.office(for: Self.place(35.69, 139.69)) == nil)
    }

    @Test func oneRequestForTheOffice() throws {
        let source = JMAWarningSource(baseURL: URL(string: "http://127.0.0.1:9")!)
        let tokyo = WarningQuery(place: Self.place(35.69, 139.69, area: PlaceArea(codes: ["JP-13"])), language: .japanese)
        #expect(source.request(for: tokyo)?.absoluteString == "http://127.0.0.1:9/bosai/warning/data/warning/130000.json")
        let unnamed = WarningQuery(place: Self.place(35.69, 139.69), language: .english)
        #expect(source.request(for: unnamed) == nil)
        #expect(try source.decode(Fixture.data("jma-warning-tokyo.json"), for: unnamed, now: Self.now) == .regionUnknown)
        #expect(try source.decode(Fixture.data("jma-warning-tokyo.json"), for: tokyo, now: Self.now) == .warnings(Self.decode(japanese: true)))
    }

    @Test func answersThatDoNotReadAreBadData() {
        for body in ["", "<html>", "{}", "[]", #"{"areaTypes":{}}"#] {
            #expect(throws: FetchError.self) { try Self.decode(body: Data(body.utf8)) }
        }
    }

    @Test func hostileAndEndlessTextIsCleanedAndCut() throws {
        let endless = String(repeating: "大雨\u{1B}[5m。\u{9B}2J", count: 20_000)
        let body = try Fixture.data("jma-warning-tokyo.json", replacing: ["headlineText"], with: endless)
        let text = try #require(Self.decode(body: body).first?.description)
        #expect(text.count <= WeatherWarning.textLength)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
