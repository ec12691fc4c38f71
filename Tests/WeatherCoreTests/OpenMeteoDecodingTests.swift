import Foundation
import Testing
@testable import WeatherCore

@Suite struct OpenMeteoDecodingTests {
    @Test func fullResponseIsReducedToFortyThreeHourSteps() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-full.json"), now: Fixture.capturedAt)
        #expect(weather.forecast.count == 40)
        // 08:40 in Seoul: the first step is the one that holds now, 06:00 KST (21:00 UTC the day before).
        #expect(weather.forecast[0].time == Date(timeIntervalSince1970: 1_763_758_800))
        let gaps = zip(weather.forecast, weather.forecast.dropFirst()).map { $1.time.timeIntervalSince($0.time) }
        #expect(gaps.allSatisfy { $0 == 10_800 })
        #expect(weather.timeZone == LocalTimeZone(identifier: "Asia/Seoul", secondsFromGMT: 32400))
    }

    @Test func currentConditionsAndTodaysRange() throws {
        let current = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-full.json"), now: Fixture.capturedAt).current
        #expect(current.condition == .fog)
        #expect(current.temperature == 5.7)
        #expect(current.feelsLike == 4.0)
        #expect(current.humidity == 95)
        #expect(current.time == Date(timeIntervalSince1970: 1_763_767_800))
        #expect(current.todayHigh != nil && current.todayLow != nil)
        #expect(current.sunrise != nil && current.sunset != nil)
    }

    @Test func aStepTakesTheWorstConditionMaxChanceAndSummedPrecipitationOfItsHours() throws {
        let data = try Fixture.data("open-meteo-forecast-full.json")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let hourly = try #require(json["hourly"] as? [String: Any])
        let codes = try #require(hourly["weather_code"] as? [Int])
        let chances = try #require(hourly["precipitation_probability"] as? [Int])
        let amounts = try #require(hourly["precipitation"] as? [Double])
        let forecast = try OpenMeteoClient.decode(data, now: Fixture.capturedAt).forecast
        for (step, item) in forecast.enumerated() {
            let hours = (6 + step * 3)..<(9 + step * 3)
            #expect(item.condition == WeatherCondition(wmoCode: hours.map { codes[$0] }.max()!))
            #expect(item.precipitationChance == Double(hours.map { chances[$0] }.max()!) / 100)
            #expect(abs((item.precipitation ?? -1) - hours.map { amounts[$0] }.reduce(0, +)) < 0.0001)
        }
    }

    @Test func sparseResponseSkipsNullHoursAndMissingVariables() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-sparse.json"), now: Fixture.capturedAt)
        #expect(weather.current.feelsLike == nil)
        #expect(weather.forecast.count == 40)
        #expect(weather.forecast.allSatisfy { $0.precipitationChance == nil })
        #expect(weather.current.todayLow != nil)
    }

    @Test func iso8601LocalTimesUseTheLocationsOffset() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-iso8601.json"), now: Fixture.capturedAt)
        // 15:40 PST: steps at 15:00, 18:00 and 21:00 PST.
        #expect(weather.forecast.map(\.time) == [1_763_766_000, 1_763_776_800, 1_763_787_600].map { Date(timeIntervalSince1970: $0) })
        #expect(weather.current.time == Date(timeIntervalSince1970: 1_763_767_800))
        #expect(weather.timeZone.secondsFromGMT == -28800)
        #expect(weather.current.sunrise == Date(timeIntervalSince1970: 1_763_736_960))
    }

    @Test func withoutCurrentTheNearestHourStandsIn() throws {
        let body = Data(#"{"utc_offset_seconds":0,"hourly":{"time":[1763766000,1763769600],"temperature_2m":[1.5,2.5],"weather_code":[3,61]}}"#.utf8)
        let weather = try OpenMeteoClient.decode(body, now: Fixture.capturedAt)
        #expect(weather.current.temperature == 2.5)
        #expect(weather.current.condition == .rain)
    }

    @Test func noTemperatureAnywhereIsBadData() {
        #expect(throws: FetchError.badData("Open-Meteo sent no current temperature")) {
            try OpenMeteoClient.decode(Data(#"{"hourly":{"time":[],"temperature_2m":[]}}"#.utf8), now: Fixture.capturedAt)
        }
    }

    @Test func aWrongTypeNamesThePath() {
        #expect(throws: FetchError.badData("Open-Meteo sent data the app could not read (bad value at current.temperature_2m)")) {
            try OpenMeteoClient.decode(Data(#"{"current":{"temperature_2m":"warm"}}"#.utf8), now: Fixture.capturedAt)
        }
    }

    @Test func errorBodiesGiveTheServicesReason() throws {
        let response = HTTPResponse(status: 400, body: try Fixture.data("open-meteo-error-400.json"))
        #expect(throws: FetchError.requestRejected(status: 400, reason: "Cannot initialize WeatherVariable from invalid String value foo for key hourly")) {
            try response.requireSuccess(reason: ServiceJSON.errorReason)
        }
        let limited = HTTPResponse(status: 429, body: try Fixture.data("open-meteo-error-429.json"))
        #expect(throws: FetchError.rateLimited(retryAfter: nil)) { try limited.requireSuccess(reason: ServiceJSON.errorReason) }
    }

    @Test func wmoCodesMapToConditions() {
        #expect(WeatherCondition(wmoCode: 0) == .clear)
        #expect(WeatherCondition(wmoCode: 45) == .fog)
        #expect(WeatherCondition(wmoCode: 65) == .heavyRain)
        #expect(WeatherCondition(wmoCode: 99) == .thunderstormWithHail)
        #expect(WeatherCondition(wmoCode: 42) == .unknown)
    }
}
