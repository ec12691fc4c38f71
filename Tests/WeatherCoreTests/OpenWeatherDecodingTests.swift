import Foundation
import Testing
@testable import WeatherCore

@Suite struct OpenWeatherDecodingTests {
    /// The answers the service sends are read without JSONDecoder, to the very values JSONDecoder reads;
    /// any other shape is left to JSONDecoder, which says what is wrong with it.
    @Test func thePlainReaderReadsWhatTheDecoderReads() throws {
        func same<Answer: Decodable & Equatable>(_ body: Data, _ plain: (inout PlainJSONReader) -> Answer?, _ what: String) throws {
            let read = PlainJSONReader.read(body, plain)
            #expect(read != nil, "\(what)")
            #expect(try read == ServiceJSON.decode(Answer.self, from: body, service: "OpenWeather"), "\(what)")
        }
        for name in ["openweather-current-full.json", "openweather-current-snow.json", "openweather-current-sparse.json"] {
            try same(Fixture.data(name), OpenWeatherCurrentResponse.read, name)
        }
        for name in ["openweather-forecast-full.json", "openweather-forecast-sparse.json"] {
            try same(Fixture.data(name), OpenWeatherForecastResponse.read, name)
        }
        let odd = #"{"cod":"200","message":0,"list":[{"dt":1,"main":{"temp":-0.5,"feels_like":null},"weather":[],"#
            + #""rain":{"3h":0.25},"sys":{"pod":"n"},"x":[true,{"a":[]}]}],"city":{"name":"Zürich","timezone":3600}}"#
        try same(Data(odd.utf8), OpenWeatherForecastResponse.read, odd)
        let others = [
            #"{"list":[{"weather":[null]}]}"#, #"{"list":[{"dt":"1"}]}"#, #"{"list":[],"list":[]}"#,
            #"{"city":{"name":"Z\u00fcrich"}}"#, #"{"list":[{"main":{"temp":1e2}}]}"#, #"{"list":{}}"#, "<html>busy</html>",
        ]
        for body in others {
            let data = Data(body.utf8)
            #expect(PlainJSONReader.read(data, OpenWeatherForecastResponse.read) == nil, "\(body)")
        }
    }

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
        // rain.3h and snow.3h are the three hours before their step: they fell in the step before.
        #expect(forecast[14].condition == .snow)
        #expect(forecast[13].precipitation == 0.45)
        #expect(forecast[22].condition == .sleet)
        #expect(abs((forecast[21].precipitation ?? 0) - 0.92) < 0.0001)
        #expect(forecast[39].precipitation == nil)
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

    /// The forecast starts after now and the current answer's `temp_min`/`temp_max` are the spread across
    /// the city at this moment: the range is the rest of today's, and says so.
    @Test func todaysRangeIsTheRestOfTodays() throws {
        let current = try decode(current: "openweather-current-full.json", forecast: "openweather-forecast-full.json").current
        #expect(current.todayRangeIsRestOfDay == true)
    }

    @Test func sparseResponsesDecodeWithoutOptionalFields() throws {
        // The fixture is in Kelvin (sent without `units`); the temperature the app needs is made metric here.
        let current = try Fixture.data("openweather-current-sparse.json", replacing: ["main", "temp"], with: 16)
        let weather = try OpenWeatherClient.decode(current: current, forecast: Fixture.data("openweather-forecast-sparse.json"), now: Fixture.capturedAt)
        #expect(weather.current.condition == .unknown)
        #expect(weather.current.temperature == 16)
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

    @Test func anAnswerInKelvinHasNoPlausibleTemperatureAndIsBadData() {
        #expect(throws: FetchError.badData(service: "OpenWeather", problem: .unusable("main.temp"))) {
            try decode(current: "openweather-current-sparse.json", forecast: "openweather-forecast-sparse.json")
        }
    }

    @Test func aCurrentTemperatureOf1e300IsBadData() throws {
        let current = try Fixture.data("openweather-current-full.json", replacing: ["main", "temp"], with: 1e300)
        #expect(throws: FetchError.badData(service: "OpenWeather", problem: .unusable("main.temp"))) {
            try OpenWeatherClient.decode(current: current, forecast: Fixture.data("openweather-forecast-full.json"), now: Fixture.capturedAt)
        }
    }

    @Test func aStepWithATemperatureOf1e300IsDroppedAndTheOthersKept() throws {
        let forecast = try Fixture.data("openweather-forecast-full.json", replacing: ["list", 5, "main", "temp"], with: 1e300)
        let weather = try OpenWeatherClient.decode(current: Fixture.data("openweather-current-full.json"), forecast: forecast, now: Fixture.capturedAt)
        #expect(weather.forecast.count == 39)
        #expect(!weather.forecast.map(\.time).contains(Date(timeIntervalSince1970: 1_763_769_600 + 5 * 10_800)))
    }

    @Test func aStepMoreThanAYearAwayIsDropped() throws {
        let forecast = try Fixture.data("openweather-forecast-full.json", replacing: ["list", 0, "dt"], with: 1_763_769_600 + 400 * 86_400)
        let weather = try OpenWeatherClient.decode(current: Fixture.data("openweather-current-full.json"), forecast: forecast, now: Fixture.capturedAt)
        #expect(weather.forecast.count == 39)
        #expect(weather.forecast[0].time == Date(timeIntervalSince1970: 1_763_769_600 + 10_800))
    }

    @Test(arguments: [
        (["wind", "speed"], 1e300), (["wind", "gust"], -1), (["wind", "deg"], 400), (["main", "humidity"], 101),
        (["main", "pressure"], 1e300), (["main", "feels_like"], -1e300), (["visibility"], 1e300), (["clouds", "all"], -3),
        (["rain", "1h"], 1e300), (["dt"], 1e300), (["sys", "sunrise"], 9.2e18), (["weather", 0, "id"], 1e300), (["timezone"], 1e300),
    ] as [([any Sendable], Double)])
    func anImplausibleCurrentValueIsMissing(path: [any Sendable], value: Double) throws {
        let body = try Fixture.data("openweather-current-full.json", replacing: path, with: value)
        let weather = try OpenWeatherClient.decode(current: body, forecast: Fixture.data("openweather-forecast-full.json"), now: Fixture.capturedAt)
        let current = weather.current
        switch path.last as? String {
        case "speed": #expect(current.windSpeed == nil)
        case "gust": #expect(current.windGust == nil)
        case "deg": #expect(current.windDirection == nil)
        case "humidity": #expect(current.humidity == nil)
        case "pressure": #expect(current.pressure == nil)
        case "feels_like": #expect(current.feelsLike == nil)
        case "visibility": #expect(current.visibility == nil)
        case "all": #expect(current.cloudCover == nil)
        case "1h": #expect(current.precipitation == nil)
        case "dt": #expect(current.time == Fixture.capturedAt)
        case "sunrise": #expect(current.sunrise == nil)
        case "id": #expect(current.condition == .unknown)
        case "timezone": #expect(weather.timeZone.secondsFromGMT == 32400, "the forecast's city time zone stands in")
        default: Issue.record("no expectation for \(path)")
        }
    }

    @Test func aSunriseAfterTheSunsetDoesNotTrap() throws {
        let current = try Fixture.data("openweather-current-full.json", replacing: ["weather"], with: [Any]())
        let json = try #require(try JSONSerialization.jsonObject(with: current) as? [String: Any])
        var sys = try #require(json["sys"] as? [String: Any])
        (sys["sunrise"], sys["sunset"]) = (sys["sunset"], sys["sunrise"])
        var swapped = json
        swapped["sys"] = sys
        let body = try JSONSerialization.data(withJSONObject: swapped)
        let weather = try OpenWeatherClient.decode(current: body, forecast: Fixture.data("openweather-forecast-full.json"), now: Fixture.capturedAt)
        #expect(!weather.current.isDaytime)
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
        #expect(throws: FetchError.badData(service: "OpenWeather", problem: .notJSON)) {
            try OpenWeatherClient.decode(current: Data("{\"cod\":200, \"main\": {\"temp\": ".utf8), forecast: Data(), now: Fixture.capturedAt)
        }
    }

    @Test(arguments: [
        ("openweather-error-401.json", 401, FetchError.accessRefused(service: "OpenWeather", status: 401, keySent: true)),
        ("openweather-error-404.json", 404, FetchError.notFound),
        ("openweather-error-429.json", 429, FetchError.rateLimited(retryAfter: 30)),
    ])
    func errorStatusesAreClassifiedByHTTPStatus(fixture: String, status: Int, expected: FetchError) throws {
        let response = HTTPResponse(status: status, headers: [("Retry-After", "30")], body: try Fixture.data(fixture))
        #expect(throws: expected) { try response.requireSuccess(from: "OpenWeather", keySent: true, reason: ServiceJSON.errorReason) }
    }
}
