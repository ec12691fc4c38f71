import Foundation
import Testing
@testable import WeatherCore

/// NWS alerts and MET Norway MetAlerts: the documented GeoJSON shapes with several alerts, none, and
/// only ended ones; times with their offsets, severities on the app's scale with the service's words
/// kept, and every text cleaned and cut.
@Suite struct WarningsDecodingTests {
    static let now = Fixture.capturedAt
    static func at(_ text: String) -> Date { ISO8601Text.date(from: text)! }

    @Test func nwsSeveralAlertsLeaveTheEndedOneOut() throws {
        let warnings = try NWSAlertSource.decode(Fixture.data("nws-alerts-several.json"), now: Self.now)
        #expect(warnings.map(\.event) == ["Winter Storm Warning", "Wind Advisory"])
        #expect(warnings.map(\.severity) == [.severe, .moderate])
        #expect(warnings.map(\.severityLabel) == ["Severe", "Moderate"])
        #expect(warnings.allSatisfy { $0.source == "NWS" })
        let storm = try #require(warnings.first)
        #expect(storm.onset == Self.at("2025-11-21T21:00:00Z"))
        #expect(storm.ends == Self.at("2025-11-22T13:00:00Z"))
        #expect(storm.headline?.hasPrefix("Winter Storm Warning issued November 21") == true)
        #expect(storm.description?.split(separator: "\n\n").count == 4)
        let stored = try JSONDecoder().decode(WeatherWarning.self, from: JSONEncoder().encode(storm))
        #expect(stored == storm)
        #expect(storm.description?.hasPrefix("* WHAT...Heavy snow.") == true)
        #expect(storm.instruction?.hasPrefix("If you must travel") == true)
    }

    @Test func nwsNoneAndOnlyEnded() throws {
        #expect(try NWSAlertSource.decode(Fixture.data("nws-alerts-none.json"), now: Self.now).isEmpty)
        // Ended by `ends`, by `expires` where `ends` is null, and a test message still in force.
        #expect(try NWSAlertSource.decode(Fixture.data("nws-alerts-expired.json"), now: Self.now).isEmpty)
    }

    @Test func metNorwaySeveralAlerts() throws {
        let warnings = try MetNorwayAlertSource.decode(Fixture.data("metno-alerts-several.json"), now: Self.now)
        #expect(warnings.map(\.event) == ["Wind", "Ice"])
        #expect(warnings.map(\.severity) == [.moderate, .severe])
        #expect(warnings.map(\.severityLabel) == ["Yellow", "Orange"])
        #expect(warnings.allSatisfy { $0.source == "MET Norway" })
        let wind = try #require(warnings.first)
        #expect(wind.onset == Self.at("2025-11-21T22:00:00+00:00"))
        #expect(wind.ends == Self.at("2025-11-22T17:00:00+00:00"))
        #expect(wind.headline?.hasPrefix("Wind, yellow level") == true)
        // The consequences follow the description as a paragraph of their own.
        #expect(wind.description == "Southwest gale 20 m/s in exposed places, gusts of 30 m/s.\n\nObjects may be blown around. Some roads may be closed.")
        #expect(wind.instruction == "Secure loose objects. Expect delays in traffic.")
    }

    @Test func metNorwayNoneAndOnlyEnded() throws {
        #expect(try MetNorwayAlertSource.decode(Fixture.data("metno-alerts-none.json"), now: Self.now).isEmpty)
        #expect(try MetNorwayAlertSource.decode(Fixture.data("metno-alerts-expired.json"), now: Self.now).isEmpty)
    }

    @Test func metNorwayLevelFromTheColourWhereNoSeverityIsSent() throws {
        let body = try Fixture.data("metno-alerts-several.json", replacing: ["features", 1, "properties", "severity"], with: nil)
        let ice = try #require(MetNorwayAlertSource.decode(body, now: Self.now).last)
        #expect(ice.severity == .severe)
        let red = try Fixture.data("metno-alerts-several.json", replacing: ["features", 0, "properties", "awareness_level"], with: "4; red; Extreme")
        let wind = try #require(MetNorwayAlertSource.decode(red, now: Self.now).first)
        #expect((wind.severity, wind.severityLabel) == (.moderate, "Red"))
    }

    @Test func notAnAnswerIsBadData() {
        for body in ["", "<html>", #"{"type":"FeatureCollection"}"#, #"{"features":{}}"#] {
            #expect(throws: FetchError.self) { try NWSAlertSource.decode(Data(body.utf8), now: Self.now) }
            #expect(throws: FetchError.self) { try MetNorwayAlertSource.decode(Data(body.utf8), now: Self.now) }
        }
    }

    @Test func oneBadFeatureCostsOnlyItself() throws {
        let body = try Fixture.data("nws-alerts-several.json", replacing: ["features", 1, "properties"], with: "not an object")
        #expect(try NWSAlertSource.decode(body, now: Self.now).map(\.event) == ["Winter Storm Warning"])
        let noEvent = try Fixture.data("nws-alerts-several.json", replacing: ["features", 0, "properties", "event"], with: "\u{1B}[2J")
        #expect(try NWSAlertSource.decode(noEvent, now: Self.now).map(\.event) == ["Wind Advisory"])
    }

    @Test func implausibleTimesAreMissing() throws {
        let body = try Fixture.data("nws-alerts-several.json", replacing: ["features", 0, "properties", "ends"], with: "9999-01-01T00:00:00Z")
        let storm = try #require(NWSAlertSource.decode(body, now: Self.now).first)
        // No plausible end: the message's expiry stands in for it.
        #expect(storm.ends == Self.at("2025-11-22T05:40:00Z"))
        let garbled = try Fixture.data("nws-alerts-several.json", replacing: ["features", 0, "properties", "onset"], with: "tomorrow")
        #expect(try NWSAlertSource.decode(garbled, now: Self.now).first?.onset == Self.at("2025-11-21T22:40:00Z"))
    }

    @Test func serverTextIsCleanedAndCut() throws {
        let hostile = "\u{1B}]0;pwned\u{07}Winter\u{0}\u{202E} Storm\u{1B}[31m " + String(repeating: "W", count: 500)
        let long = String(repeating: "Snow. ", count: 2000) + "\n\nSecond paragraph."
        let body = try Self.firstAlert(of: "nws-alerts-several.json", with: ["event": hostile, "description": long])
        let storm = try #require(NWSAlertSource.decode(body, now: Self.now).first)
        #expect(!storm.event.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(storm.event.hasPrefix("Winter Storm "))
        #expect(storm.event.count == WeatherWarning.eventLength)
        #expect(storm.event.hasSuffix("…"))
        let description = try #require(storm.description)
        #expect(description.count == WeatherWarning.textLength)
        #expect(!description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// The fixture with the first feature's properties changed.
    static func firstAlert(of fixture: String, with changes: [String: String]) throws -> Data {
        var json = try #require(try JSONSerialization.jsonObject(with: Fixture.data(fixture)) as? [String: Any])
        var features = try #require(json["features"] as? [[String: Any]])
        var properties = try #require(features[0]["properties"] as? [String: Any])
        properties.merge(changes) { $1 }
        features[0]["properties"] = properties
        json["features"] = features
        return try JSONSerialization.data(withJSONObject: json)
    }

    @Test func storedWarningsAreCleanedAgainWhenRead() throws {
        let stored = #"{"source":"NWS","event":"Storm\u001b[2J","severity":9,"headline":"\u0007"}"#
        let warning = try JSONDecoder().decode(WeatherWarning.self, from: Data(stored.utf8))
        #expect(warning.event == "Storm")
        #expect(warning.severity == .unknown)
        #expect(warning.headline == nil)
    }

    @Test func isoTimesWithOffsets() {
        #expect(ISO8601Text.date(from: "2025-11-21T14:00:00-07:00") == Date(timeIntervalSince1970: 1_763_758_800))
        #expect(ISO8601Text.date(from: "2025-11-21T21:00:00Z") == Date(timeIntervalSince1970: 1_763_758_800))
        #expect(ISO8601Text.date(from: "2025-11-21T22:00:00.125+01:00") == Date(timeIntervalSince1970: 1_763_758_800))
        for bad in ["2025-11-21T21:00:00", "2025-11-21 21:00:00Z", "2025-13-21T21:00:00Z", "2025-11-21T21:00:00+7", "", "2025-11-21T21:00:00+aa:00"] {
            #expect(ISO8601Text.date(from: bad) == nil, "\(bad)")
        }
    }

    @Test func severitiesOrderAndRead() {
        #expect(WarningSeverity.allCases.sorted() == [.unknown, .minor, .moderate, .severe, .extreme])
        #expect(WarningSeverity(capWord: " EXTREME ") == .extreme)
        #expect(WarningSeverity(capWord: "Unknown") == .unknown)
        #expect(WarningSeverity(capWord: nil) == .unknown)
    }

    @Test func activeWarningsMostSevereFirst() {
        let now = Self.now
        func warning(_ event: String, _ severity: WarningSeverity, endsIn hours: Double?) -> WeatherWarning {
            WeatherWarning(source: "NWS", event: event, severity: severity, ends: hours.map { now.addingTimeInterval($0 * 3600) })
        }
        let warnings = WeatherWarnings(source: "NWS", warnings: [
            warning("Advisory", .minor, endsIn: 1), warning("Ended", .extreme, endsIn: -1), warning("Later", .severe, endsIn: 9),
            warning("Sooner", .severe, endsIn: 2), warning("Open", .severe, endsIn: nil),
        ], fetchedAt: now)
        #expect(warnings.active(at: now).map(\.event) == ["Sooner", "Later", "Open", "Advisory"])
    }
}
