import Foundation
import Testing
@testable import WeatherCore

/// The tz database read without ICU: compiled zone files (`Fixtures/zoneinfo`, from Debian's tzdata
/// 2025b) and the daylight-saving rule that ends them.
@Suite struct TimeZoneRulesTests {
    static let database = TimeZoneDatabase(directory: Fixture.directory.appendingPathComponent("zoneinfo").path)

    static func date(_ text: String) -> Date { ISO8601Text.date(from: text)! }

    @Test func denverKeepsDaylightSavingTimeFromMarchToNovember() throws {
        let denver = try #require(Self.database.rules(for: "America/Denver"))
        #expect(denver.secondsFromGMT(at: Self.date("2026-07-01T12:00:00Z")) == -21_600)
        #expect(denver.secondsFromGMT(at: Self.date("2026-11-26T12:00:00Z")) == -25_200)
        // 2 a.m. on the first Sunday of November, daylight time: 08:00 UTC.
        #expect(denver.secondsFromGMT(at: Self.date("2026-11-01T07:59:59Z")) == -21_600)
        #expect(denver.secondsFromGMT(at: Self.date("2026-11-01T08:00:00Z")) == -25_200)
        // Past the file's last listed change (2037), the rule goes on.
        #expect(denver.secondsFromGMT(at: Self.date("2040-07-01T12:00:00Z")) == -21_600)
        #expect(denver.secondsFromGMT(at: Self.date("2040-12-01T12:00:00Z")) == -25_200)
    }

    @Test func aZoneOfAReportCarriesItsChangesOfOffset() throws {
        let denver = try #require(Self.database.rules(for: "America/Denver"))
        let zone = denver.localTimeZone(identifier: "America/Denver", from: Self.date("2026-10-30T00:00:00Z"), to: Self.date("2026-11-20T00:00:00Z"))
        #expect(zone.secondsFromGMT == -21_600)
        #expect(zone.changes == [OffsetChange(time: Self.date("2026-11-01T08:00:00Z"), secondsFromGMT: -25_200)])
        #expect(zone.civilTime(Self.date("2026-11-01T07:30:00Z")).map { [$0.hour, $0.minute] } == [1, 30])
        #expect(zone.civilTime(Self.date("2026-11-01T08:30:00Z")).map { [$0.hour, $0.minute] } == [1, 30])
        let november2 = try #require(zone.civilTime(Self.date("2026-11-02T12:00:00Z"))?.dayNumber)
        #expect(zone.startOfDay(november2) == Self.date("2026-11-02T07:00:00Z"))
        #expect(zone.startOfDay(november2 - 2) == Self.date("2026-10-31T06:00:00Z"))
    }

    @Test func halfAndThreeQuarterHourZones() throws {
        let kolkata = try #require(Self.database.rules(for: "Asia/Kolkata"))
        #expect(kolkata.secondsFromGMT(at: Self.date("2026-11-26T12:00:00Z")) == 19_800)
        #expect(kolkata.changes(from: Self.date("2026-01-01T00:00:00Z"), to: Self.date("2027-01-01T00:00:00Z")).isEmpty)
        let chatham = try #require(Self.database.rules(for: "Pacific/Chatham"))
        #expect(chatham.secondsFromGMT(at: Self.date("2026-07-15T03:10:00Z")) == 45_900)
        #expect(chatham.secondsFromGMT(at: Self.date("2026-11-26T12:00:00Z")) == 49_500)
    }

    /// A "slim" file lists no changes ahead: the rule at its end gives them. Chatham's, in the southern
    /// hemisphere, keeps daylight time over the new year.
    @Test func theRuleAloneGivesTheOffsets() throws {
        let rule = try #require(PosixTimeZoneRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45"))
        let slim = TimeZoneRules(initialOffset: 45_900, transitions: [], rule: rule)
        #expect(slim.secondsFromGMT(at: Self.date("2030-01-10T00:00:00Z")) == 49_500)
        #expect(slim.secondsFromGMT(at: Self.date("2030-06-10T00:00:00Z")) == 45_900)
        // Daylight time starts at 02:45 standard time on the last Sunday of September (29 Sep 2030).
        #expect(slim.secondsFromGMT(at: Self.date("2030-09-29T02:44:59+12:45")) == 45_900)
        #expect(slim.secondsFromGMT(at: Self.date("2030-09-29T02:45:00+12:45")) == 49_500)
        let bytes = Self.slimFile(footer: "MST7MDT,M3.2.0,M11.1.0")
        let denver = try #require(TimeZoneRules(tzif: bytes))
        #expect(denver.secondsFromGMT(at: Self.date("2031-07-01T00:00:00Z")) == -21_600)
        #expect(denver.secondsFromGMT(at: Self.date("2031-12-01T00:00:00Z")) == -25_200)
    }

    @Test(arguments: ["", "EST", "EST5EDT", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "<+05", "IST-25", "EST5EDT,J366,J1"])
    func textThatIsNoRuleIsNone(text: String) {
        #expect(PosixTimeZoneRule(text) == nil)
    }

    @Test func onlyZoneNamesAreLookedUp() {
        for name in ["../zoneinfo/America/Denver", "America/../America/Denver", "/etc/passwd", "America/Denver/", "", ".hidden", "America/Den ver"] {
            #expect(Self.database.rules(for: name) == nil, "\(name)")
        }
        #expect(Self.database.rules(for: "Europe/Nowhere") == nil)
        #expect(TimeZoneDatabase(directory: "/nonexistent").rules(for: "America/Denver") == nil)
    }

    @Test func bytesThatAreNoZoneFileAreNone() throws {
        #expect(TimeZoneRules(tzif: Data("not a zone file at all, but long enough to have a header".utf8)) == nil)
        let denver = try Fixture.data("zoneinfo/America/Denver")
        #expect(TimeZoneRules(tzif: denver.prefix(100)) == nil)
        #expect(TimeZoneRules(tzif: denver) != nil)
    }

    @Test func tzdirNamesTheDatabase() {
        #expect(TimeZoneDatabase(environment: ["TZDIR": "/opt/zoneinfo"]).directory == "/opt/zoneinfo")
        #expect(TimeZoneDatabase(environment: ["TZDIR": ""]).directory == TimeZoneDatabase.defaultDirectory)
        #expect(TimeZoneDatabase(environment: [:]).directory == "/usr/share/zoneinfo")
    }

    /// A version-2 file with one zone type and no transitions: what `zic -b slim` writes for a zone whose
    /// offsets the rule at its end gives.
    static func slimFile(footer: String) -> Data {
        func header(version: UInt8) -> [UInt8] {
            let counts: [UInt32] = [0, 0, 0, 0, 1, 4]
            return Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
                + counts.flatMap { count in (0..<4).reversed().map { UInt8(truncatingIfNeeded: count >> ($0 * 8)) } }
        }
        let type: [UInt8] = [0xFF, 0xFF, 0x9D, 0x90, 0, 0] + Array("MST\0".utf8)
        return Data(header(version: UInt8(ascii: "2")) + type + header(version: UInt8(ascii: "2")) + type + Array("\n\(footer)\n".utf8))
    }
}
