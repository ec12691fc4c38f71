import Foundation
import Testing
@testable import WeatherCore

/// Environment Canada, DWD through Bright Sky, Met Éireann and the Hong Kong Observatory, on their real answers (the fixtures come
/// from the services; each test reads them at a moment inside their validity): only the warnings that
/// hold at the place, each once, in the user's language where the service has it, and every text cleaned
/// and cut; an answer that does not read is bad data.
@Suite struct WarningServicesDecodingTests {
    static func at(_ text: String) -> Date { ISO8601Text.date(from: text)! }
    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate { Coordinate(latitude: latitude, longitude: longitude)! }

    /// When Environment Canada's answer was captured.
    static let ecccNow = at("2026-03-06T02:03:41Z")
    static let toronto = point(43.6532, -79.3832)
    static let stCatharines = point(43.16, -79.24)

    @Test func ecccKeepsTheAlertsWhosePolygonHoldsThePlace() throws {
        let body = try Fixture.data("eccc-alerts-toronto.json")
        let warnings = try ECCCAlertSource.decode(body, at: Self.toronto, french: false, now: Self.ecccNow)
        #expect(warnings.count == 1)
        let rain = try #require(warnings.first)
        #expect(rain.source == "Environment Canada")
        #expect(rain.event == "Freezing rain warning")
        #expect((rain.severity, rain.severityLabel) == (.moderate, "Yellow"))
        #expect(rain.onset == Self.at("2026-03-05T22:00:00Z"))
        #expect(rain.ends == Self.at("2026-03-06T06:00:00Z"))
        #expect(rain.description?.hasPrefix("Freezing rain on tap.") == true)
        let statement = try ECCCAlertSource.decode(body, at: Self.stCatharines, french: false, now: Self.ecccNow)
        #expect(statement.map(\.event) == ["Special weather statement"])
        #expect(statement.map(\.severity) == [.minor])
        #expect(statement.first?.severityLabel == nil)
        // Over Lake Ontario, inside the box asked about but in no region's polygon.
        #expect(try ECCCAlertSource.decode(body, at: Self.point(43.45, -79.2), french: false, now: Self.ecccNow).isEmpty)
    }

    @Test func ecccInFrench() throws {
        let body = try Fixture.data("eccc-alerts-toronto.json")
        let rain = try #require(ECCCAlertSource.decode(body, at: Self.toronto, french: true, now: Self.ecccNow).first)
        #expect(rain.event == "Avertissement de pluie verglaçante")
        #expect(rain.severityLabel == "Jaune")
        #expect(rain.description?.hasPrefix("Pluie verglaçante en perspective.") == true)
    }

    @Test func ecccOneAlertRepeatedForRegionsThatBothHoldThePlaceComesOnce() throws {
        // Mississauga's copy of the freezing rain warning drawn with Toronto's polygon: two regions
        // holding the place, one alert.
        let original = try #require(try JSONSerialization.jsonObject(with: Fixture.data("eccc-alerts-toronto.json")) as? [String: Any])
        let features = try #require(original["features"] as? [[String: Any]])
        let torontoShape = try #require(features.first { ($0["properties"] as? [String: Any])?["feature_name_en"] as? String == "City of Toronto" }?["geometry"])
        let body = try Fixture.data("eccc-alerts-toronto.json", replacing: ["features", 5, "geometry"], with: torontoShape)
        #expect(try ECCCAlertSource.decode(body, at: Self.toronto, french: false, now: Self.ecccNow).count == 1)
    }

    @Test func ecccEndedAndCancelledAreNeverShown() throws {
        for status in ["ended", "Cancelled"] {
            let body = try Fixture.data("eccc-alerts-toronto.json", replacing: ["features", 3, "properties", "status_en"], with: status)
            #expect(try ECCCAlertSource.decode(body, at: Self.toronto, french: false, now: Self.ecccNow).isEmpty, "\(status)")
        }
        let later = Self.at("2026-03-06T06:30:00Z")
        #expect(try ECCCAlertSource.decode(Fixture.data("eccc-alerts-toronto.json"), at: Self.toronto, french: false, now: later).isEmpty)
    }

    @Test func ecccFeaturesWithoutAShapeCannotHoldThePlace() throws {
        let body = try Fixture.data("eccc-alerts-toronto.json", replacing: ["features", 3, "geometry"], with: nil)
        #expect(try ECCCAlertSource.decode(body, at: Self.toronto, french: false, now: Self.ecccNow).isEmpty)
        let garbled = try Fixture.data("eccc-alerts-toronto.json", replacing: ["features", 3, "geometry", "coordinates"], with: "far away")
        #expect(try ECCCAlertSource.decode(garbled, at: Self.toronto, french: false, now: Self.ecccNow).isEmpty)
    }

    static let brightSkyNow = at("2026-03-06T12:00:00Z")

    @Test func brightSkyInEnglishAndGerman() throws {
        let body = try Fixture.data("brightsky-alerts-berlin.json")
        let frost = try #require(BrightSkyAlertSource.decode(body, german: false, now: Self.brightSkyNow).first)
        #expect(frost.source == "DWD")
        #expect(frost.event == "Frost")
        #expect(frost.headline == "Official WARNING of FROST")
        #expect((frost.severity, frost.severityLabel) == (.minor, nil))
        #expect(frost.onset == Self.at("2026-03-07T00:00:00Z"))
        #expect(frost.ends == Self.at("2026-03-07T08:00:00Z"))
        #expect(frost.instruction?.hasPrefix("Hazard(s) to expect") == true)
        let frostGerman = try #require(BrightSkyAlertSource.decode(body, german: true, now: Self.brightSkyNow).first)
        #expect(frostGerman.event == "Frost")
        #expect(frostGerman.headline == "Amtliche WARNUNG vor FROST")
        #expect(frostGerman.description == "Es tritt leichter Frost zwischen -1 °C und -5 °C auf.")
        #expect(try BrightSkyAlertSource.decode(body, german: false, now: Self.at("2026-03-07T08:00:00Z")).isEmpty)
    }

    @Test func brightSkyFallsBackOnTheOtherLanguageAndLeavesTestsOut() throws {
        let onlyGerman = try Fixture.data("brightsky-alerts-berlin.json", replacing: ["alerts", 0, "event_en"], with: nil)
        #expect(try BrightSkyAlertSource.decode(onlyGerman, german: false, now: Self.brightSkyNow).map(\.event) == ["Frost"])
        let gust = try Fixture.data("brightsky-alerts-berlin.json", replacing: ["alerts", 0, "event_de"], with: "GEWITTER mit STURMBÖEN")
        #expect(try BrightSkyAlertSource.decode(gust, german: true, now: Self.brightSkyNow).map(\.event) == ["Gewitter mit Sturmböen"])
        let test = try Fixture.data("brightsky-alerts-berlin.json", replacing: ["alerts", 0, "status"], with: "test")
        #expect(try BrightSkyAlertSource.decode(test, german: false, now: Self.brightSkyNow).isEmpty)
    }

    static let metEireannNow = at("2026-03-07T13:00:00Z")

    @Test func metEireannKeepsTheWarningsNamingThePlacesCounty() throws {
        let body = try Fixture.data("meteireann-warnings-national.json")
        let dublin = try MetEireannWarningSource.decode(body, county: "EI07", now: Self.metEireannNow)
        #expect(dublin.map(\.event) == ["Wind Warning for Dublin, Kildare, Wicklow"])
        let wind = try #require(dublin.first)
        #expect(wind.source == "Met Éireann")
        #expect((wind.severity, wind.severityLabel) == (.moderate, "Yellow"))
        #expect(wind.onset == Self.at("2026-03-07T12:00:00Z"))
        #expect(wind.ends == Self.at("2026-03-07T21:00:00Z"))
        #expect(wind.description?.hasSuffix("loose objects displaced.") == true)
        #expect(try MetEireannWarningSource.decode(body, county: "EI04", now: Self.metEireannNow).map(\.severity) == [.severe])
        #expect(try MetEireannWarningSource.decode(body, county: "EI10", now: Self.metEireannNow).isEmpty)
        // Marine warnings name sea areas, no county: never a place's.
        #expect(try MetEireannWarningSource.decode(Fixture.data("meteireann-warnings-marine.json"), county: "EI07", now: Self.metEireannNow).isEmpty)
    }

    @Test func metEireannLevelFromTheColourWhereNoSeverityIsSent() throws {
        let body = try Fixture.data("meteireann-warnings-national.json", replacing: ["warnings", "national", 0, "severity"], with: "")
        let wind = try #require(MetEireannWarningSource.decode(body, county: "EI07", now: Self.metEireannNow).first)
        #expect((wind.severity, wind.severityLabel) == (.moderate, "Yellow"))
    }

    @Test func metEireannReadsItsAnswerForTheCountyOnly() throws {
        let source = MetEireannWarningSource(baseURL: URL(string: "http://127.0.0.1:9")!)
        let coordinate = Self.point(53.35, -6.26)
        let named = WarningQuery(place: Place(countryCode: "IE", area: PlaceArea(codes: ["IE-L", "IE-D"]), coordinate: coordinate), language: .english)
        #expect(source.request(for: named)?.absoluteString == "http://127.0.0.1:9/warnings/active")
        #expect(source.locates(named.place))
        let unknown = WarningQuery(place: Place(name: "Dublin", countryCode: "IE", coordinate: coordinate), language: .english)
        #expect(!source.locates(unknown.place))
        let body = try Fixture.data("meteireann-warnings-national.json")
        #expect(try source.decode(body, for: unknown, now: Self.metEireannNow) == .regionUnknown)
        guard case let .warnings(found) = try source.decode(body, for: named, now: Self.metEireannNow) else {
            Issue.record("no warnings for Dublin")
            return
        }
        #expect(found.count == 1)
    }

    static let hkoNow = at("2026-08-25T19:00:00+08:00")

    @Test func hkoKeepsTheSignalsInForce() throws {
        let warnings = try HKOWarningSource.decode(Fixture.data("hko-warnsum-typhoon.json"), now: Self.hkoNow)
            .sorted { $0.severity > $1.severity }
        #expect(warnings.map(\.event) == ["Black Rainstorm Warning Signal", "Tropical Cyclone Warning Signal", "Thunderstorm Warning"])
        #expect(warnings.map(\.severity) == [.extreme, .severe, .moderate])
        #expect(warnings.allSatisfy { $0.source == "Hong Kong Observatory" })
        let signal = try #require(warnings.first { $0.event.hasPrefix("Tropical") })
        #expect(signal.headline == "No. 8 Northeast Gale or Storm Signal")
        #expect(signal.onset == Self.at("2026-08-25T14:20:00+08:00"))
        #expect(signal.ends == nil)
        let thunder = try #require(warnings.last)
        #expect(thunder.ends == Self.at("2026-08-25T20:30:00+08:00"))
        // The fire danger warning was cancelled; the thunderstorm warning ends at 20:30.
        #expect(try HKOWarningSource.decode(Fixture.data("hko-warnsum-typhoon.json"), now: Self.at("2026-08-25T21:00:00+08:00")).count == 2)
        #expect(try HKOWarningSource.decode(Data("{}".utf8), now: Self.hkoNow).isEmpty)
    }

    @Test func hkoAsksInSimplifiedChineseOrEnglish() {
        let source = HKOWarningSource(baseURL: URL(string: "http://127.0.0.1:9")!)
        let place = Place(countryCode: "HK", coordinate: Self.point(22.3, 114.17))
        #expect(source.request(for: WarningQuery(place: place, language: .simplifiedChinese))?.absoluteString
            == "http://127.0.0.1:9/weatherAPI/opendata/weather.php?dataType=warnsum&lang=sc")
        #expect(source.request(for: WarningQuery(place: place, language: .german))?.query == "dataType=warnsum&lang=en")
    }

    @Test func answersThatDoNotReadAreBadData() {
        for body in ["", "<html>", "{}", #"{"features":{}}"#, #"{"alerts":"none"}"#, #"{"warnings":{}}"#, "[]"] {
            let data = Data(body.utf8)
            #expect(throws: FetchError.self) { try ECCCAlertSource.decode(data, at: Self.toronto, french: false, now: Self.ecccNow) }
            #expect(throws: FetchError.self) { try BrightSkyAlertSource.decode(data, german: false, now: Self.brightSkyNow) }
            #expect(throws: FetchError.self) { try MetEireannWarningSource.decode(data, county: "EI07", now: Self.metEireannNow) }
        }
        for body in ["", "<html>", "[]", #"{"WTS":"#] {
            #expect(throws: FetchError.self) { try HKOWarningSource.decode(Data(body.utf8), now: Self.hkoNow) }
        }
    }

    static let hostile = "\u{1B}]0;pwned\u{07}Freezing\u{0}\u{202E} rain\u{1B}[31m\u{9B}2J " + String(repeating: "W", count: 300)
    static let endless = String(repeating: "Ice\u{1B}[5m. ", count: 20_000)

    @Test func hostileAndEndlessTextIsCleanedAndCut() throws {
        let eccc = try Fixture.data("eccc-alerts-toronto.json", replacing: ["features", 3, "properties", "alert_name_en"], with: Self.hostile)
        let ecccText = try Fixture.data("eccc-alerts-toronto.json", replacing: ["features", 3, "properties", "alert_text_en"], with: Self.endless)
        let brightSky = try Fixture.data("brightsky-alerts-berlin.json", replacing: ["alerts", 0, "event_en"], with: Self.hostile)
        let brightSkyText = try Fixture.data("brightsky-alerts-berlin.json", replacing: ["alerts", 0, "description_en"], with: Self.endless)
        let metEireann = try Fixture.data("meteireann-warnings-national.json", replacing: ["warnings", "national", 0, "headline"], with: Self.hostile)
        let metEireannText = try Fixture.data("meteireann-warnings-national.json", replacing: ["warnings", "national", 0, "description"], with: Self.endless)
        let hko = try Fixture.data("hko-warnsum-typhoon.json", replacing: ["WTS", "name"], with: Self.hostile)
        let hkoText = try Fixture.data("hko-warnsum-typhoon.json", replacing: ["WTCSGNL", "type"], with: Self.endless)
        #expect(Self.endless.utf8.count > 100_000)
        let decoded = try [
            try ECCCAlertSource.decode(eccc, at: Self.toronto, french: false, now: Self.ecccNow),
            try ECCCAlertSource.decode(ecccText, at: Self.toronto, french: false, now: Self.ecccNow),
            try BrightSkyAlertSource.decode(brightSky, german: false, now: Self.brightSkyNow),
            try BrightSkyAlertSource.decode(brightSkyText, german: false, now: Self.brightSkyNow),
            try MetEireannWarningSource.decode(metEireann, county: "EI07", now: Self.metEireannNow),
            try MetEireannWarningSource.decode(metEireannText, county: "EI07", now: Self.metEireannNow),
            try HKOWarningSource.decode(hko, now: Self.hkoNow).filter { $0.severity == .moderate },
            try HKOWarningSource.decode(hkoText, now: Self.hkoNow).filter { $0.severity == .severe },
        ].map { try #require($0.first) }
        for (index, warning) in decoded.enumerated() {
            let texts = [warning.event, warning.headline, warning.description, warning.instruction].compactMap { $0 }
            #expect(!texts.contains { $0.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" } }, "\(index)")
            #expect(warning.event.count <= WeatherWarning.eventLength)
            #expect((warning.description?.count ?? 0) <= WeatherWarning.textLength)
        }
        #expect(decoded[0].event.hasPrefix("Freezing rain "))
        #expect(decoded[0].event.hasSuffix("…"))
        #expect(decoded[1].description?.count == WeatherWarning.textLength)
        #expect(decoded[3].description?.count == WeatherWarning.textLength)
        #expect(decoded[5].description?.count == WeatherWarning.textLength)
        #expect(decoded[6].event.hasPrefix("Freezing rain "))
        #expect((decoded[7].headline?.count ?? 0) == WeatherWarning.headlineLength)
    }
}
