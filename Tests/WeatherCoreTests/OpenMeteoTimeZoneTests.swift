import Foundation
import Testing
@testable import WeatherCore

/// The place's clock in Open-Meteo's answers: offsets a half or three-quarter hour off UTC, a change of
/// offset inside the forecast, and an offset that disagrees with the zone the answer names.
@Suite struct OpenMeteoTimeZoneTests {
    struct Place: CustomTestStringConvertible, Sendable {
        var fixture: String
        var now: Date
        var offset: Int
        var testDescription: String { fixture }
    }

    static let places = [
        Place(fixture: "open-meteo-forecast-kolkata.json", now: Fixture.capturedAt, offset: 19_800),
        Place(fixture: "open-meteo-forecast-kathmandu.json", now: Fixture.capturedAt, offset: 20_700),
        Place(fixture: "open-meteo-forecast-st-johns.json", now: Fixture.capturedAt, offset: -12_600),
        // 15:55 on 15 July in the Chatham Islands, in their standard time.
        Place(fixture: "open-meteo-forecast-chatham-july.json", now: Date(timeIntervalSince1970: 1_784_085_000), offset: 45_900),
    ]

    static let database = TimeZoneRulesTests.database

    /// The hours fall on :30 or :45 of the place's clock: the steps start at 00:30, 03:30… (00:45…), the
    /// first holds now, and there are as many as for a place on the hour.
    @Test(arguments: places)
    func stepsStartEveryThreeHoursOfThePlacesClock(place: Place) throws {
        let weather = try OpenMeteoClient.decode(Fixture.data(place.fixture), now: place.now, timeZones: nil)
        #expect(weather.timeZone.secondsFromGMT == place.offset)
        #expect(weather.forecast.count == 40)
        let first = try #require(weather.forecast.first)
        #expect(first.time <= place.now && place.now < first.time.addingTimeInterval(10_800))
        let clocks = weather.forecast.compactMap { CivilTime($0.time, utcOffset: place.offset) }
        #expect(clocks.count == 40)
        #expect(clocks.allSatisfy { $0.hour % 3 == 0 && $0.minute == abs(place.offset) % 3600 / 60 })
        let gaps = zip(weather.forecast, weather.forecast.dropFirst()).map { $1.time.timeIntervalSince($0.time) }
        #expect(gaps.allSatisfy { $0 == 10_800 })
        #expect(weather.forecast.allSatisfy { $0.precipitation != nil && $0.precipitationChance != nil })
        #expect(weather.hourly.count == 48)
    }

    /// The days from today on, each at the place's midnight, and today's range in the header.
    @Test(arguments: places)
    func daysStartAtThePlacesMidnight(place: Place) throws {
        let weather = try OpenMeteoClient.decode(Fixture.data(place.fixture), now: place.now, timeZones: nil)
        #expect(weather.days.count == 6)
        #expect(weather.days.allSatisfy { CivilTime($0.date, utcOffset: place.offset).map { $0.hour == 0 && $0.minute == 0 } == true })
        #expect(weather.timeZone.isSameDay(weather.days[0].date, place.now))
        #expect(weather.current.todayHigh == weather.days[0].high && weather.current.todayLow == weather.days[0].low)
        let steps = DailyAggregation.days(from: weather.forecast, timeZone: weather.timeZone)
        #expect(steps.first.map { weather.timeZone.isSameDay($0.date, place.now) } == true)
    }

    /// Denver's clock goes back on 2 November 2025 at 08:00 UTC; the answer, made on 31 October, writes
    /// every time at the offset of then (−6 h). Steps stay on the clock's 00:00, 03:00…, days at its
    /// midnight, on both sides of the change.
    @Test func aChangeOfOffsetInsideTheForecastIsFollowed() throws {
        let now = Date(timeIntervalSince1970: 1_761_934_200)
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-denver-dst.json"), now: now, timeZones: Self.database)
        let zone = weather.timeZone
        let change = Date(timeIntervalSince1970: 1_762_070_400)
        #expect(zone.changes == [OffsetChange(time: change, secondsFromGMT: -25_200)])
        #expect(weather.forecast.count == 40)
        #expect(weather.forecast.allSatisfy { zone.civilTime($0.time).map { $0.hour % 3 == 0 && $0.minute == 0 } == true })
        #expect(weather.forecast.contains { $0.time > change })
        #expect(weather.days.count == 6)
        #expect(weather.days.allSatisfy { zone.civilTime($0.date).map { $0.hour == 0 && $0.minute == 0 } == true })
        // Monday 3 November starts at 07:00 UTC, no longer 06:00.
        #expect(weather.days.contains { $0.date == Date(timeIntervalSince1970: 1_762_153_200) })
    }

    /// `"timezone":"America/Denver","utc_offset_seconds":0`: the zone is Denver's, the offset the answer's
    /// times are read at is Denver's, and the disagreement is said for the log.
    @Test func anOffsetThatDisagreesWithTheNamedZoneGivesWayToTheZone() throws {
        let now = Date(timeIntervalSince1970: 1_761_934_200)
        let body = try Fixture.data("open-meteo-forecast-denver-dst.json", replacing: ["utc_offset_seconds"], with: 0)
        let weather = try OpenMeteoClient.decode(body, now: now, timeZones: Self.database)
        #expect(weather.timeZone.identifier == "America/Denver")
        #expect(weather.timeZone.secondsFromGMT(at: now) == -21_600)
        let first = try #require(weather.forecast.first)
        #expect(weather.timeZone.civilTime(first.time).map { [$0.hour, $0.minute] } == [12, 0])
        #expect(weather.days.first.map { weather.timeZone.civilTime($0.date)?.hour } == 0)
        let decoded = try ServiceJSON.decode(OpenMeteoForecastResponse.self, from: body, service: "Open-Meteo")
        let zone = OpenMeteoTimeZone(identifier: decoded.timezone, utcOffsetSeconds: decoded.utcOffsetSeconds, now: now, database: Self.database)
        #expect(zone.answerOffset == -21_600)
        #expect(zone.disagreement == "Open-Meteo gave utc_offset_seconds 0 for the time zone America/Denver, whose offset now is -21600"
            + " in the tz database; times are read at the zone's offset")
    }

    @Test func anOffsetThatAgreesIsNotLoggedAndAnUnknownZoneKeepsTheAnswersOffset() {
        let now = Date(timeIntervalSince1970: 1_761_934_200)
        let agreeing = OpenMeteoTimeZone(identifier: "America/Denver", utcOffsetSeconds: -21_600, now: now, database: Self.database)
        #expect(agreeing.disagreement == nil)
        let unknown = OpenMeteoTimeZone(identifier: "Mars/Olympus_Mons", utcOffsetSeconds: 3600, now: now, database: Self.database)
        #expect(unknown.timeZone == LocalTimeZone(identifier: "Mars/Olympus_Mons", secondsFromGMT: 3600))
        #expect(unknown.disagreement == nil)
        let absurd = OpenMeteoTimeZone(identifier: "Asia/Kolkata", utcOffsetSeconds: 1e300, now: now, database: Self.database)
        #expect(absurd.answerOffset == 19_800)
        #expect(absurd.disagreement?.contains("utc_offset_seconds 1e+300") == true)
    }
}
