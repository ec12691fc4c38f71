import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo writes a day without sunrise or sunset as sun times at the day's midnight: rise = set for
/// polar night, midnight to the next midnight for the midnight sun. Neither is a sunrise at 00:00.
@Suite struct PolarDayDecodingTests {
    /// Longyearbyen at noon on 2026-12-05 (UTC+1) and 2026-06-21 (UTC+2).
    static let december = (now: Date(timeIntervalSince1970: 1_796_468_400), midnight: 1_796_425_200, offset: 3600)
    static let june = (now: Date(timeIntervalSince1970: 1_782_036_000), midnight: 1_781_992_800, offset: 7200)

    static func answer(offset: Int, midnight: Int, sunrise: Int, sunset: Int) -> Data {
        Data(#"""
            {"utc_offset_seconds":\#(offset),"current":{"time":\#(midnight + 43_200),"temperature_2m":-12.5,"weather_code":3},
             "daily":{"time":[\#(midnight)],"temperature_2m_max":[-10],"temperature_2m_min":[-15],
                      "sunrise":[\#(sunrise)],"sunset":[\#(sunset)]}}
            """#.utf8)
    }

    @Test func sunTimesAtTheSameMidnightArePolarNight() throws {
        let day = Self.december
        let body = Self.answer(offset: day.offset, midnight: day.midnight, sunrise: day.midnight, sunset: day.midnight)
        let current = try OpenMeteoClient.decode(body, now: day.now, timeZones: nil).current
        #expect(current.polarDay == .polarNight)
        #expect(current.sunrise == nil && current.sunset == nil)
    }

    @Test func sunTimesFromMidnightToMidnightAreTheMidnightSun() throws {
        let day = Self.june
        let body = Self.answer(offset: day.offset, midnight: day.midnight, sunrise: day.midnight, sunset: day.midnight + 86_400)
        let current = try OpenMeteoClient.decode(body, now: day.now, timeZones: nil).current
        #expect(current.polarDay == .midnightSun)
        #expect(current.sunrise == nil && current.sunset == nil)
    }

    @Test func anOrdinaryDayKeepsItsSunTimes() throws {
        let day = Self.december
        let body = Self.answer(offset: day.offset, midnight: day.midnight, sunrise: day.midnight + 30_000, sunset: day.midnight + 50_000)
        let current = try OpenMeteoClient.decode(body, now: day.now, timeZones: nil).current
        #expect(current.polarDay == nil)
        #expect(current.sunrise == Date(timeIntervalSince1970: Double(day.midnight + 30_000)))
    }

    @Test func theComputedSunTellsPolarNightFromTheMidnightSun() throws {
        let longyearbyen = Coordinate(latitude: 78.2232, longitude: 15.6267)!
        let december = try #require(SolarDay(at: longyearbyen, on: Self.december.now, utcOffset: 3600))
        let june = try #require(SolarDay(at: longyearbyen, on: Self.june.now, utcOffset: 7200))
        let oslo = try #require(SolarDay(at: Coordinate(latitude: 59.91, longitude: 10.75)!, on: Self.june.now, utcOffset: 7200))
        #expect(december.polarDay == .polarNight)
        #expect(june.polarDay == .midnightSun)
        #expect(oslo.polarDay == nil)
    }
}
