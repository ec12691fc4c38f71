import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Which index a place reads and the band it falls in, with the index's own words.
@Suite struct AirIndexTests {
    private func air(us: Double?, european: Double?) -> AirQuality {
        AirQuality(
            time: .distantPast, usIndex: us, europeanIndex: european, pm2_5: nil, pm10: nil, ozone: nil, uvIndex: nil,
            fetchedAt: .distantPast
        )
    }

    @Test func usBandsOutsideEurope() {
        let words = [0, 50, 51, 100, 101, 150, 151, 200, 201, 300, 301, 500].map { value -> String in
            let index = AirIndex(air(us: Double(value), european: 10), countryCode: "KR")!
            #expect(index.scale == .us)
            return Strings(language: .english).airCategory(index)
        }
        #expect(words == [
            "good", "good", "moderate", "moderate", "unhealthy for sensitive groups", "unhealthy for sensitive groups",
            "unhealthy", "unhealthy", "very unhealthy", "very unhealthy", "hazardous", "hazardous",
        ])
    }

    @Test func europeanBandsInEurope() {
        let index = AirIndex(air(us: 112, european: 56), countryCode: "no")!
        #expect(index == AirIndex(air(us: nil, european: 56), countryCode: "NO"))
        #expect(index.scale == .european && index.value == 56 && index.level == 2)
        #expect(Strings(language: .english).airCategory(index) == "moderate")
        #expect(Strings(language: .korean).airCategory(AirIndex(air(us: nil, european: 120), countryCode: "DE")!) == "극히 나쁨")
    }

    /// Either index stands in where only it was sent; none, or not a number, is no index.
    @Test func theOtherIndexOrNone() {
        #expect(AirIndex(air(us: nil, european: 30), countryCode: "US")?.scale == .european)
        #expect(AirIndex(air(us: 30, european: nil), countryCode: "FR")?.scale == .us)
        #expect(AirIndex(air(us: nil, european: nil), countryCode: "FR") == nil)
        #expect(AirIndex(air(us: .nan, european: nil), countryCode: nil) == nil)
    }
}
