import Foundation
import Testing
@testable import WeatherCore

@Suite struct OpenWeatherDecodingTests {
    private func decode(current: String, forecast: String) throws -> ProviderWeather {
        try OpenWeatherClient.decode(current: Fixture.data(current), forecast: Fixture.data(forecast), now: Fixture.capturedAt)
    }

    @Test func fullResponsesDecodeEveryField() throws {
        let weather = try decode(current: "openweather-current-full.json", forecast: "openweather-forecast-full.json")
        let current = weather.current
        #expect(current.condition == .rain)
        #expect(current.isDaytime)
        #expect(current.precipitation == 0.7)
        #expect(current.windGust == 4.62)
        #expect(current.visibility == 9000)
        #expect(current.humidity != nil)
        #expect(weather.placeName == "Seoul")
        #expect(weather.countryCode == "KR")
        #expect(weather.timeZone.secondsFromGMT == 32400)
        #expect(weather.forecast.count == 40)
        #expect(weather.forecast.map(\.time) == weather.forecast.map(\.time).sorted())
        #expect(weather.forecast[0].time == Date(timeIntervalSince1970: 1_763_769_600))
    }

    @Test func forecastItemsKeepRainSnowAndChance() throws {
        let forecast = try decode(current: "openweather-current-full.json", forecast: "openweather-forecast-full.json").forecast
        #expect(forecast[14].condition == .snow)
        #expect(forecast[14].precipitation == 0.45)
        #expect(forecast[22].condition == .sleet)
        #expect(abs((forecast[22].precipitation ?? 0) - 0.92) < 0.0001)
        #expect(forecast[32].condition == .thunderstorm)
        #expect(forecast[32].precipitationChance == 1)
        #expect(forecast[12].temperature == 5)
        #expect(forecast[38].condition == .fog)
        #expect(forecast[0].precipitation == nil)
    }

    @Test func todaysRangeComesFromTheForecastOfTheLocalDay() throws {
        let current = try decode(current: "openweather-current-full.json", forecast: "openweather-forecast-full.json").current
        let high = try #require(current.todayHigh)
        let low = try #require(current.todayLow)
        #expect(low <= current.temperature && current.temperature <= high)
    }

    @Test func sparseResponsesDecodeWithoutOptionalFields() throws {
        let weather = try decode(current: "openweather-current-sparse.json", forecast: "openweather-forecast-sparse.json")
        #expect(weather.current.condition == .unknown)
        #expect(weather.current.temperature == 289)
        #expect(weather.current.windDirection == 247.5)
        #expect(weather.current.windGust == nil)
        #expect(weather.current.visibility == nil)
        #expect(weather.current.precipitation == nil)
        #expect(weather.forecast.count == 5)
        #expect(weather.forecast[1].condition == .unknown)
        #expect(weather.forecast[3].condition == .unknown)
        #expect(weather.forecast.allSatisfy { $0.precipitationChance == nil })
        #expect(weather.timeZone.secondsFromGMT == -28800)
    }

    @Test func snowAtNightInReykjavik() throws {
        let weather = try decode(current: "openweather-current-snow.json", forecast: "openweather-forecast-sparse.json")
        #expect(weather.current.condition == .snow)
        #expect(weather.current.precipitation == 0.42)
        #expect(!weather.current.isDaytime)
        #expect(weather.current.temperature < 0)
        #expect(weather.placeName == "Reykjavík")
    }

    @Test func aCurrentAnswerWithoutATemperatureIsBadData() {
        let body = Data(#"{"weather":[],"name":"X"}"#.utf8)
        #expect(throws: FetchError.self) {
            try OpenWeatherClient.decode(current: body, forecast: Data(#"{"list":[]}"#.utf8), now: Fixture.capturedAt)
        }
    }

    @Test func malformedJSONIsBadData() {
        #expect(throws: FetchError.badData("OpenWeather sent data the app could not read (not JSON)")) {
            try OpenWeatherClient.decode(current: Data("{\"cod\":200, \"main\": {\"temp\": ".utf8), forecast: Data(), now: Fixture.capturedAt)
        }
    }

    @Test(arguments: [
        ("openweather-error-401.json", 401, FetchError.keyRejected),
        ("openweather-error-404.json", 404, FetchError.notFound),
        ("openweather-error-429.json", 429, FetchError.rateLimited(retryAfter: 30)),
    ])
    func errorStatusesAreClassifiedByHTTPStatus(fixture: String, status: Int, expected: FetchError) throws {
        let response = HTTPResponse(status: status, headers: [("Retry-After", "30")], body: try Fixture.data(fixture))
        #expect(throws: expected) { try response.requireSuccess(reason: ServiceJSON.errorReason) }
    }
}
