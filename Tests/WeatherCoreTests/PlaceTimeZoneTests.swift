import Foundation
import Testing
@testable import WeatherCore

/// Where the zone of a forecast that names none (MET Norway's) comes from.
@Suite struct PlaceTimeZoneTests {
    static let database = TimeZoneDatabase(directory: Fixture.directory.appendingPathComponent("zoneinfo").path)
    static let denver = Coordinate(latitude: 39.74, longitude: -104.99)!
    /// 2025-10-31 12:00 UTC: two days before Denver's clocks go back.
    static let now = Date(timeIntervalSince1970: 1_761_912_000)

    @Test func aNamedZoneIsReadInTheDatabaseWithItsChanges() throws {
        let place = Place(name: "Denver", coordinate: Self.denver, timeZoneIdentifier: "America/Denver", utcOffset: -25_200)
        let zone = try #require(PlaceTimeZone.known(for: place, database: Self.database, now: Self.now) {
            Issue.record("a place with a known zone asked for a report's")
            return nil
        })
        #expect(zone.identifier == "America/Denver")
        #expect(zone.secondsFromGMT(at: Self.now) == -21_600)
        #expect(zone.secondsFromGMT(at: Self.now.addingTimeInterval(3 * 86_400)) == -25_200)
    }

    @Test func anOffsetTheLookupGaveServesWhereTheDatabaseHasNoSuchZone() {
        let place = Place(coordinate: Self.denver, timeZoneIdentifier: "America/Boise", utcOffset: -21_600)
        let zone = PlaceTimeZone.known(for: place, database: Self.database, now: Self.now) { nil }
        #expect(zone == LocalTimeZone(identifier: "America/Boise", secondsFromGMT: -21_600))
    }

    @Test func elseTheZoneOfAReportForThePlaceElseNone() {
        let reported = LocalTimeZone(identifier: "America/Denver", secondsFromGMT: -25_200)
        #expect(PlaceTimeZone.known(for: Place(coordinate: Self.denver), database: Self.database, now: Self.now) { reported } == reported)
        // A name the database does not have and no offset: nothing is guessed from it.
        let named = Place(coordinate: Self.denver, timeZoneIdentifier: "America/Boise")
        #expect(PlaceTimeZone.known(for: named, database: Self.database, now: Self.now) { nil } == nil)
    }
}
