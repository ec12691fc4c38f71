import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo's air-quality answer: the values, nulls as missing, and every number through the gate
/// (an index 0…500, UV 0…25, µg/m³ 0…2000).
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

    @Test func anAnswerWithNothingUsableIsBadData() {
        #expect(throws: FetchError.self) { try decode(#""us_aqi":null,"uv_index":99"#) }
        #expect(throws: FetchError.self) { try OpenMeteoAirQualityClient.decode(Data(#"{"current":"#.utf8), now: Fixture.capturedAt) }
        #expect(throws: FetchError.self) { try OpenMeteoAirQualityClient.decode(Data(#"{"latitude":1}"#.utf8), now: Fixture.capturedAt) }
    }
}
