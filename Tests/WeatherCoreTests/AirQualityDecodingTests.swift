import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo's air-quality answer: the values, nulls as missing, and every number through the gate
/// (an index 0…500, UV 0…20, µg/m³ 0…2000, pollen 0…50,000 grains/m³).
@Suite struct AirQualityDecodingTests {
    @Test func theCurrentHourWithNulls() throws {
        let air = try OpenMeteoAirQualityClient.decode(Fixture.data("open-meteo-air-quality-seoul.json"), now: Fixture.capturedAt)
        #expect(air.usIndex == 42)
        #expect(air.europeanIndex == nil)
        #expect(air.pm2_5 == 10.9)
        #expect(air.pm10 == nil)
        #expect(air.ozone == 35.8)
        #expect(air.uvIndex == 3.2)
        #expect(air.time == Date(timeIntervalSince1970: 1_763_766_000))
        #expect(air.fetchedAt == Fixture.capturedAt)
        #expect(air.pollen == [:])
    }

    /// The hours from the current one for 48 hours; an hour with no value at all is left out, a null is
    /// a missing value.
    @Test func theNextHoursWithNulls() throws {
        let air = try OpenMeteoAirQualityClient.decode(Fixture.data("open-meteo-air-quality-seoul.json"), now: Fixture.capturedAt)
        let hours = try #require(air.hours)
        #expect(hours.count == 47)
        #expect(hours.first?.time == Date(timeIntervalSince1970: 1_763_766_000))
        #expect(hours.last?.time == Date(timeIntervalSince1970: 1_763_766_000 + 47 * 3600))
        #expect(!hours.contains { $0.time == Date(timeIntervalSince1970: 1_763_766_000 + 7 * 3600) })
        let first = hours[0]
        #expect(first.usIndex == 33 && first.europeanIndex == nil && first.pm2_5 == 6.5 && first.ozone == 40 && first.pollen.isEmpty)
        let nullIndex = try #require(hours.first { $0.time == Date(timeIntervalSince1970: 1_763_766_000 + 4 * 3600) })
        #expect(nullIndex.usIndex == nil && nullIndex.pm2_5 == 8.5)
        #expect(hours.allSatisfy { reading in reading.uvIndex.map { (0...20).contains($0) } ?? true })
    }

    /// Pollen by plant in Europe: a count of 0 is a count, a negative one is missing, as are nulls.
    @Test func pollenWhereTheServiceHasIt() throws {
        let air = try OpenMeteoAirQualityClient.decode(Fixture.data("open-meteo-air-quality-berlin.json"), now: Fixture.capturedAt)
        #expect(air.pollen == [.birch: 12.3, .grass: 0])
        #expect(air.europeanIndex == 22 && air.usIndex == 35)
        let hours = try #require(air.hours)
        #expect(hours.first?.time == Date(timeIntervalSince1970: 1_763_766_000))
        #expect(hours.count == 48)
        #expect(hours[0].pollen == [.birch: 10, .grass: 1.5])
        #expect(hours[1].pollen == [.grass: 1.5])
        #expect(hours.contains { $0.pollen[.birch] != nil })
    }

    private func decode(_ current: String) throws -> AirQuality {
        let body = #"{"utc_offset_seconds":0,"current":{"time":1763766000,"# + current + "}}"
        return try OpenMeteoAirQualityClient.decode(Data(body.utf8), now: Fixture.capturedAt)
    }

    @Test func implausibleNumbersAreMissing() throws {
        let air = try decode(#""us_aqi":900,"european_aqi":-1,"pm2_5":1e300,"pm10":25,"ozone":-0.0,"uv_index":40"#)
        #expect(air.usIndex == nil)
        #expect(air.europeanIndex == nil)
        #expect(air.pm2_5 == nil)
        #expect(air.pm10 == 25)
        #expect(air.ozone == 0)
        #expect(air.uvIndex == nil)
    }

    @Test func implausiblePollenAndHourlyValuesAreMissing() throws {
        let body = #"""
        {"utc_offset_seconds":0,"current":{"time":1763766000,"birch_pollen":60000,"grass_pollen":3},
         "hourly":{"time":[1763766000,1763769600,1763773200],"us_aqi":[501,12,null],"uv_index":[21,-1,2],"pm10":[3000,5,null]}}
        """#
        let air = try OpenMeteoAirQualityClient.decode(Data(body.utf8), now: Fixture.capturedAt)
        #expect(air.pollen == [.grass: 3])
        let hours = try #require(air.hours)
        // The first hour has no plausible value left: it is left out.
        #expect(hours.map(\.usIndex) == [12, nil])
        #expect(hours.map(\.uvIndex) == [nil, 2])
        #expect(hours.map(\.pm10) == [5, nil])
    }

    @Test func anAnswerWithNothingUsableIsBadData() {
        #expect(throws: FetchError.self) { try decode(#""us_aqi":null,"uv_index":99"#) }
        #expect(throws: FetchError.self) { try OpenMeteoAirQualityClient.decode(Data(#"{"current":"#.utf8), now: Fixture.capturedAt) }
        #expect(throws: FetchError.self) { try OpenMeteoAirQualityClient.decode(Data(#"{"latitude":1}"#.utf8), now: Fixture.capturedAt) }
    }
}
