import Foundation
import Testing
@testable import WeatherCore

/// MeteoAlarm's Netherlands feed (`meteoalarm-feed-netherlands.json`: the real answer's "no warnings"
/// entries and warnings written in their shape): a warning for one province is shown there and never in
/// the next, green "no warnings" entries, ended and cancelled warnings never; the text in the user's
/// language where the feed has it; the place's region told by code, name or outline, or said unknown.
@Suite struct MeteoAlarmDecodingTests {
    static let now = ISO8601Text.date(from: "2026-03-07T13:00:00+01:00")!
    static let base = URL(string: "http://127.0.0.1:9")!

    static func decode(_ regions: Set<String>, _ language: Language = .english, body: Data? = nil) throws -> [WeatherWarning] {
        try MeteoAlarmWarningSource.decode(body ?? Fixture.data("meteoalarm-feed-netherlands.json"), regions: regions, language: language, now: now)
    }

    static func place(_ latitude: Double, _ longitude: Double, country: String, area: PlaceArea? = nil) -> Place {
        Place(countryCode: country, area: area, coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    static func regions(_ place: Place) -> Set<String>? {
        MeteoAlarmWarningSource.feed(of: place).flatMap { MeteoAlarmRegion.holding(place, prefix: $0.prefix) }
    }

    @Test func aProvinceWarnedAndTheNextOneNot() throws {
        let southHolland = try Self.decode(["NL009"])
        #expect(southHolland.map(\.event) == ["Moderate wind warning"])
        let wind = try #require(southHolland.first)
        #expect(wind.source == "MeteoAlarm")
        #expect(wind.headline == "Wind - Code yellow for Zuid-Holland - The Netherlands")
        #expect(wind.description == "Severe gusts up to 90 km/h from the southwest.")
        #expect((wind.severity, wind.severityLabel) == (.moderate, "Yellow"))
        #expect(wind.onset == ISO8601Text.date(from: "2026-03-07T11:00:00Z"))
        #expect(wind.ends == ISO8601Text.date(from: "2026-03-07T21:00:00Z"))
        // North Holland, Drenthe, Flevoland and Friesland have "no warnings" entries (level 1, green): never a warning.
        for region in ["NL011", "NL018", "NL008", "NL017", "NL007"] {
            #expect(try Self.decode([region]).isEmpty, "\(region)")
        }
    }

    @Test func inTheUsersLanguageElseEnglish() throws {
        let dutch = try #require(Self.decode(["NL009"], .dutch).first)
        #expect(dutch.headline == "Windstoten - Code geel voor Zuid-Holland - Nederland")
        #expect(dutch.description == "Zware windstoten tot 90 km/u uit het zuidwesten.")
        let german = try #require(Self.decode(["NL009"], .german).first)
        #expect(german.headline == "Wind - Code yellow for Zuid-Holland - The Netherlands")
        let dutchOnly = try Fixture.data("meteoalarm-feed-netherlands.json", replacing: ["warnings", 4, "alert", "info", 1], with: nil)
        #expect(try Self.decode(["NL009"], .german, body: dutchOnly).first?.headline == "Windstoten - Code geel voor Zuid-Holland - Nederland")
    }

    /// Stored after a Dutch run, read back by an English one: the English words the feed sent.
    @Test func aStoredWarningIsWordedInTheLanguageOfTheRunThatShowsIt() throws {
        let dutch = try #require(Self.decode(["NL009"], .dutch).first)
        let stored = try JSONDecoder().decode(WeatherWarning.self, from: JSONEncoder().encode(dutch))
        #expect(stored.worded(in: .english).headline == "Wind - Code yellow for Zuid-Holland - The Netherlands")
        #expect(stored.worded(in: .english).description == "Severe gusts up to 90 km/h from the southwest.")
        #expect(stored.worded(in: .dutch).headline == "Windstoten - Code geel voor Zuid-Holland - Nederland")
        #expect(stored.worded(in: .french).headline == "Wind - Code yellow for Zuid-Holland - The Netherlands")
    }

    @Test func endedCancelledAndTestWarningsAreLeftOut() throws {
        // The orange rain warning ended on the 6th, the orange thunderstorm warning was cancelled.
        #expect(try Self.decode(["NL009"]).map(\.severity) == [.moderate])
        let test = try Fixture.data("meteoalarm-feed-netherlands.json", replacing: ["warnings", 4, "alert", "status"], with: "Test")
        #expect(try Self.decode(["NL009"], body: test).isEmpty)
        let later = ISO8601Text.date(from: "2026-03-07T22:30:00+01:00")!
        #expect(try MeteoAlarmWarningSource.decode(Fixture.data("meteoalarm-feed-netherlands.json"), regions: ["NL009"], language: .english, now: later).isEmpty)
    }

    @Test func anAreaWithoutItsEmmaIDIsMatchedByName() throws {
        let utrecht = try Self.decode(["NL015"])
        #expect(utrecht.map(\.event) == ["Severe fog warning"])
        #expect(utrecht.first?.severity == .severe)
    }

    @Test func thePlacesRegionByCodeNameOrPart() {
        let rotterdam = Self.place(51.92, 4.48, country: "NL", area: PlaceArea(state: "South Holland", codes: ["NL-ZH"]))
        #expect(Self.regions(rotterdam) == ["NL009"])
        #expect(Self.regions(Self.place(51.92, 4.48, country: "NL", area: PlaceArea(state: "Zuid-Holland"))) == ["NL009"])
        // An English name the list does not carry: unknown until reverse geocoding gives the code.
        #expect(Self.regions(Self.place(51.92, 4.48, country: "NL", area: PlaceArea(state: "South Holland"))) == nil)
        #expect(Self.regions(Self.place(52.37, 4.9, country: "NL", area: PlaceArea(state: "North Holland", codes: ["NL-NH"]))) == ["NL011"])
        // Texel is in North Holland, but MeteoAlarm warns the Wadden Islands apart.
        #expect(Self.regions(Self.place(53.05, 4.8, country: "NL", area: PlaceArea(codes: ["NL-NH"], locality: "Texel"))) == ["NL019"])
        #expect(Self.regions(Self.place(46.83, 12.77, country: "AT", area: PlaceArea(state: "Tirol", districts: ["Bezirk Lienz"], codes: ["AT-7"]))) == ["AT004"])
        #expect(Self.regions(Self.place(47.26, 11.39, country: "AT", area: PlaceArea(state: "Tirol", codes: ["AT-7"]))) == ["AT003"])
        #expect(Self.regions(Self.place(66.5, 25.72, country: "FI", area: PlaceArea(state: "Lappi", codes: ["FI-10"], locality: "Rovaniemi"))) == ["FI014"])
        #expect(Self.regions(Self.place(49.2, 16.6, country: "CZ", area: PlaceArea(state: "Jihomoravský kraj"))) == ["CZ011"])
        #expect(Self.regions(Self.place(54.9, 23.9, country: "LT", area: PlaceArea(state: "Kauno apskritis"))) == ["LT002"])
        #expect(Self.regions(Self.place(42.51, 1.52, country: "AD")) == ["FR001"])
        #expect(Self.regions(Self.place(35.9, 14.5, country: "MT")) == ["MT001"])
        #expect(Self.regions(Self.place(48.86, 2.35, country: "FR", area: PlaceArea(codes: ["FR-IDF", "FR-75C"]))) == ["FR067", "FR101"])
        #expect(Self.regions(Self.place(45.0, 9.0, country: "IT")) == nil)
    }

    @Test(arguments: [
        ("PT", 38.7223, -9.1393, "PT016"), ("PT", 41.1579, -8.6291, "PT009"), ("PL", 52.2297, 21.0122, "PL1465"),
        ("DK", 55.6761, 12.5683, "DK008"), ("GR", 37.9838, 23.7275, "GR011"), ("SI", 46.0569, 14.5058, "SI009"),
        ("SK", 48.1486, 17.1077, "SK100"), ("LU", 49.6116, 6.1319, "LU001"), ("IS", 64.1466, -21.9426, "IS001"),
        ("CH", 47.3769, 8.5417, "CH132"), ("CH", 46.2044, 6.1432, "CH222"), ("IL", 32.0853, 34.7818, "IL036"),
        ("IL", 31.7683, 35.2137, "IL040"),
    ])
    func aCountryOfForecastZonesByOutline(country: String, latitude: Double, longitude: Double, region: String) {
        #expect(Self.regions(Self.place(latitude, longitude, country: country)) == [region])
    }

    /// The United Kingdom's feed warns by nations and regions, and by counties within them: London is in
    /// "London & South East England" twice over (UK013, UK116) and in Greater London (UK258); its EMMA_IDs
    /// start "UK", its ISO code is GB.
    @Test func theUnitedKingdomsRegionsNestByOutline() throws {
        let london = Self.place(51.5073, -0.1276, country: "GB")
        #expect(Self.regions(london) == ["UK013", "UK116", "UK258"])
        let source = MeteoAlarmWarningSource(baseURL: Self.base)
        let request = try #require(source.request(for: WarningQuery(place: london, language: .english)))
        #expect(request.absoluteString == "http://127.0.0.1:9/api/v1/warnings/feeds-united-kingdom")
    }

    @Test func farOutAtSeaIsNoRegion() {
        #expect(Self.regions(Self.place(39.0, -10.5, country: "PT")) == nil)
    }

    @Test func oneFeedAskedAndReadForTheRegionOnly() throws {
        let source = MeteoAlarmWarningSource(baseURL: Self.base)
        let named = WarningQuery(place: Self.place(51.92, 4.48, country: "NL", area: PlaceArea(codes: ["NL-ZH"])), language: .english)
        #expect(source.request(for: named)?.absoluteString == "http://127.0.0.1:9/api/v1/warnings/feeds-netherlands")
        #expect(source.locates(named.place))
        let andorra = WarningQuery(place: Self.place(42.51, 1.52, country: "AD"), language: .english)
        #expect(source.request(for: andorra)?.path == "/api/v1/warnings/feeds-france")
        let unnamed = WarningQuery(place: Self.place(51.92, 4.48, country: "NL"), language: .english)
        #expect(!source.locates(unnamed.place))
        let body = try Fixture.data("meteoalarm-feed-netherlands.json")
        #expect(try source.decode(body, for: unnamed, now: Self.now) == .regionUnknown)
        #expect(try source.decode(body, for: named, now: Self.now) == .warnings(Self.decode(["NL009"])))
    }

    @Test func answersThatDoNotReadAreBadData() throws {
        for body in ["", "<html>", "{}", "[]", #"{"warnings":{}}"#, #"{"warnings":"none"}"#] {
            #expect(throws: FetchError.self) { try Self.decode(["NL009"], body: Data(body.utf8)) }
        }
        #expect(try Self.decode(["NL009"], body: Data(#"{"warnings":[{"alert":7},{}]}"#.utf8)).isEmpty)
    }

    @Test func hostileAndEndlessTextIsCleanedAndCut() throws {
        let hostile = "\u{1B}]0;pwned\u{07}Wind\u{0}\u{202E} gusts\u{1B}[31m\u{9B}2J " + String(repeating: "W", count: 300)
        let endless = String(repeating: "Gust\u{1B}[5m. ", count: 20_000)
        let event = try Fixture.data("meteoalarm-feed-netherlands.json", replacing: ["warnings", 4, "alert", "info", 1, "event"], with: hostile)
        let text = try Fixture.data("meteoalarm-feed-netherlands.json", replacing: ["warnings", 4, "alert", "info", 1, "description"], with: endless)
        let warned = try #require(Self.decode(["NL009"], body: event).first)
        #expect(warned.event.count <= WeatherWarning.eventLength)
        #expect(!warned.event.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        let long = try #require(Self.decode(["NL009"], body: text).first?.description)
        #expect(long.count <= WeatherWarning.textLength && !long.contains("\u{1B}"))
    }
}
