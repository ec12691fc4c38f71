import Foundation
import Testing
@testable import WeatherCore

/// Reference times: civil dawn, sunrise, solar noon, sunset and civil dusk from an independent ephemeris
/// (PyEphem 4.2: refraction 34′ with the sun's upper limb for sunrise and sunset, the centre 6° down
/// for twilight), local times; the published almanacs (KASI for Seoul, USNO for New York) agree with
/// them to the minute.
@Suite struct AstronomyTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var latitude: Double
        var longitude: Double
        var date: (year: Int, month: Int, day: Int)
        var utcOffsetHours: Int
        /// dawn, sunrise, noon, sunset, dusk as "HH:MM:SS".
        var times: [String]
        var description: String { name }
    }

    static let cases = [
        Case(name: "Seoul, summer solstice", latitude: 37.5665, longitude: 126.978, date: (2025, 6, 21), utcOffsetHours: 9,
             times: ["04:39:48", "05:11:03", "12:33:52", "19:56:41", "20:27:56"]),
        Case(name: "New York, winter solstice", latitude: 40.7128, longitude: -74.006, date: (2024, 12, 21), utcOffsetHours: -5,
             times: ["06:45:49", "07:16:47", "11:54:25", "16:32:03", "17:03:02"]),
        Case(name: "Reykjavík, equinox", latitude: 64.1466, longitude: -21.9426, date: (2025, 3, 20), utcOffsetHours: 0,
             times: ["06:40:04", "07:27:46", "13:35:07", "19:44:07", "20:32:05"]),
        Case(name: "Sydney, January", latitude: -33.8688, longitude: 151.2093, date: (2025, 1, 15), utcOffsetHours: 11,
             times: ["05:31:24", "05:59:42", "13:04:30", "20:08:57", "20:37:11"]),
    ]

    @Test(arguments: cases) func solarTimesAgreeWithinTwoMinutes(_ place: Case) throws {
        let offset = place.utcOffsetHours * 3600
        let midday = try #require(CivilTime.date(year: place.date.year, month: place.date.month, day: place.date.day, hour: 12, utcOffset: offset))
        let day = try #require(SolarDay(at: Coordinate(latitude: place.latitude, longitude: place.longitude)!, on: midday, utcOffset: offset))
        let computed = [day.dawn, day.sunrise, day.noon, day.sunset, day.dusk]
        for (time, expected) in zip(computed, place.times) {
            let parts = expected.split(separator: ":").compactMap { Int($0) }
            let reference = try #require(CivilTime.date(
                year: place.date.year, month: place.date.month, day: place.date.day,
                hour: parts[0], minute: parts[1], second: parts[2], utcOffset: offset
            ))
            let value = try #require(time)
            #expect(abs(value.timeIntervalSince(reference)) <= 120, "\(place.name): \(expected) vs \(value)")
        }
    }

    @Test func polarNightHasNoSunriseButANoon() throws {
        let tromso = Coordinate(latitude: 69.6492, longitude: 18.9553)!
        let day = try #require(SolarDay(at: tromso, on: Date(timeIntervalSince1970: 1_734_782_400), utcOffset: 3600))  // 2024-12-21
        #expect(day.sunrise == nil && day.sunset == nil)
        #expect(day.dawn != nil)
        let midsummer = try #require(SolarDay(at: tromso, on: Date(timeIntervalSince1970: 1_750_507_200), utcOffset: 7200))  // 2025-06-21
        #expect(midsummer.sunrise == nil && midsummer.dusk == nil)
    }

    /// Published new and full moons (UTC), among them the eclipses of 2017-08-21, 2024-04-08, 2022-11-08 and 2025-03-14.
    static let moons: [(unix: Double, isFull: Bool)] = [
        (1_712_600_449, false),  // 2024-04-08 18:20:49, new
        (1_713_916_136, true),  // 2024-04-23 23:48:56, full
        (1_503_340_210, false),  // 2017-08-21 18:30:10, new
        (1_504_681_368, true),  // 2017-09-06 07:02:48, full
        (1_741_935_275, true),  // 2025-03-14 06:54:35, full
        (1_743_245_867, false),  // 2025-03-29 10:57:47, new
        (1_667_905_327, true),  // 2022-11-08 11:02:07, full
    ]

    @Test func moonPhasesMatchPublishedNewAndFullMoonsWithinADay() {
        for moon in Self.moons {
            let phase = MoonPhase(at: Date(timeIntervalSince1970: moon.unix))
            let target = moon.isFull ? MoonPhase.synodicMonth / 2 : 0
            var difference = abs(phase.age - target)
            difference = min(difference, MoonPhase.synodicMonth - difference)
            #expect(difference < 1, "\(moon.unix): age \(phase.age)")
            #expect(difference < 0.1, "within about two hours: \(moon.unix), age \(phase.age)")
            #expect(phase.name == (moon.isFull ? .full : .new))
        }
    }
}
