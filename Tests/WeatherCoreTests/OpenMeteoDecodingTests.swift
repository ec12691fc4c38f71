import Foundation
import Testing
@testable import WeatherCore

@Suite struct OpenMeteoDecodingTests {
    private func decoded(_ data: Data) throws -> OpenMeteoForecastResponse {
        try ServiceJSON.decode(OpenMeteoForecastResponse.self, from: data, service: "Open-Meteo")
    }

    /// The forecasts the service sends are read without JSONDecoder, to the very blocks, units and times
    /// JSONDecoder reads; any other shape is left to JSONDecoder, which says what is wrong with it.
    @Test func thePlainReaderReadsWhatTheDecoderReads() throws {
        let fixtures = [
            "open-meteo-forecast-full.json", "open-meteo-forecast-16-days.json", "open-meteo-forecast-chatham-july.json",
            "open-meteo-forecast-denver-dst.json", "open-meteo-forecast-imperial.json", "open-meteo-forecast-iso8601.json",
            "open-meteo-forecast-kathmandu.json", "open-meteo-forecast-kolkata.json", "open-meteo-forecast-minutely-15.json",
            "open-meteo-forecast-past-day.json", "open-meteo-forecast-sparse.json", "open-meteo-forecast-st-johns.json",
        ]
        var plain = try fixtures.map { try Fixture.data($0) }
        plain += [
            "{}", #"{"current":null,"hourly":{},"daily":{"sunrise":[null,1763768000,"2025-11-22T07:10"]}}"#,
            #"{"latitude":37.5,"x":[true,false,null,{"a":[[]]},"é",-0.5],"timezone":"Asia/Seoul","utc_offset_seconds":32400,"#
                + #""current_units":{"temperature_2m":"°F","uv_index":null},"current":{"time":"2025-11-22T09:00","temperature_2m":-0.5,"#
                + #""is_day":null,"other":"x"},"minutely_15":{"time":[1763737200],"precipitation":[null],"weather_code":[3]}}"#,
        ].map { Data($0.utf8) }
        for data in plain {
            let read = try #require(PlainJSONReader.read(data, OpenMeteoForecastResponse.read), "\(String(decoding: data.prefix(300), as: UTF8.self))")
            #expect(try read == decoded(data), "\(String(decoding: data.prefix(300), as: UTF8.self))")
        }
        let others = [
            #"{"timezone":"Asia\/Seoul"}"#, #"{"current":{"temperature_2m":1e1}}"#, #"{"current":{"temperature_2m":"5"}}"#,
            #"{"hourly":{"time":[1763737200,null],"temperature_2m":[1,2]}}"#, #"{"hourly":{"temperature_2m":[1],"temperature_2m":[2]}}"#,
            #"{"daily":{"sunrise":[true]}}"#, #"{"current":null,"current":{}}"#, #"{"current_units":{"uv_index":1}}"#,
            #"[{"current":{}}]"#, #"{"current":{}} x"#, "<html>busy</html>", "",
        ]
        for body in others {
            let data = Data(body.utf8)
            #expect(PlainJSONReader.read(data, OpenMeteoForecastResponse.read) == nil, "\(body)")
            #expect((try? ServiceJSON.decode(OpenMeteoForecastResponse.self, from: data, service: "Open-Meteo", plain: OpenMeteoForecastResponse.read)) == (try? decoded(data)), "\(body)")
        }
    }

    @Test func theWarmUpAnswerDecodesEveryPart() throws {
        let weather = try OpenMeteoClient.decode(OpenMeteoClient.warmUpAnswer, now: Date(timeIntervalSince1970: 0))
        #expect(weather.current.temperature == 0)
        #expect(weather.forecast.count == 1)
    }

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
        #expect(current.uvIndex == 1.35)
    }

    @Test func aUVIndexOutsideTheScaleIsMissing() throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["current", "uv_index"], with: 99)
        #expect(try OpenMeteoClient.decode(body, now: Fixture.capturedAt).current.uvIndex == nil)
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
            // Open-Meteo stamps an hour's chance and amount at its end: the step's hours are the rows an hour later.
            let ends = hours.lowerBound + 1..<hours.upperBound + 1
            #expect(item.condition == WeatherCondition(wmoCode: hours.map { codes[$0] }.max()!))
            #expect(item.precipitationChance == Double(ends.map { chances[$0] }.max()!) / 100)
            #expect(abs((item.precipitation ?? -1) - ends.map { amounts[$0] }.reduce(0, +)) < 0.0001)
        }
    }

    /// Yesterday at this time (08:30) lies between the rows of 08:00 and 09:00 the day before; those
    /// past hours are no forecast.
    @Test func yesterdayAtThisTimeIsReadBetweenItsHours() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-past-day.json"), now: Fixture.capturedAt)
        #expect(weather.current.temperature == 5.7)
        #expect(abs((weather.current.temperatureYesterday ?? -99) - 5.65) < 0.0001)
        let thisHour = Date(timeIntervalSince1970: 1_763_766_000)
        #expect(weather.hourly.first?.time == thisHour)
        #expect(weather.forecast.allSatisfy { $0.time >= thisHour.addingTimeInterval(-2 * 3600) })
    }

    /// Each 15-minute amount is the quarter before its stamp: the one stamped 09:15 fell from 09:00.
    /// The quarter that ended before now is left out.
    @Test func quarterHoursAreHeldAtTheStartOfTheirInterval() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-minutely-15.json"), now: Fixture.capturedAt)
        let start = Date(timeIntervalSince1970: 1_763_767_800)
        #expect(weather.quarterHours.count == 12)
        #expect(weather.quarterHours.first?.time == start)
        let wet = weather.quarterHours.filter { ($0.precipitation ?? 0) > 0 }
        #expect(wet.map(\.time) == [1800, 2700, 3600].map { start.addingTimeInterval($0) })
        #expect(wet.map(\.precipitation) == [0.2, 0.5, 0.3])
        #expect(wet.first?.condition == WeatherCondition(wmoCode: 61))
    }

    @Test func withoutYesterdaysHoursThereIsNoComparison() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-full.json"), now: Fixture.capturedAt)
        #expect(weather.current.temperatureYesterday == nil)
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
        #expect(throws: FetchError.badData(service: "Open-Meteo", problem: .unusable("current.temperature_2m"))) {
            try OpenMeteoClient.decode(Data(#"{"hourly":{"time":[],"temperature_2m":[]}}"#.utf8), now: Fixture.capturedAt)
        }
    }

    @Test func aCurrentTemperatureOf1e300WithoutHoursIsBadData() {
        let body = Data(#"{"utc_offset_seconds":0,"current":{"time":1763767800,"temperature_2m":1e300}}"#.utf8)
        #expect(throws: FetchError.badData(service: "Open-Meteo", problem: .unusable("current.temperature_2m"))) {
            try OpenMeteoClient.decode(body, now: Fixture.capturedAt)
        }
    }

    @Test func aCurrentTemperatureOf1e300IsMissingAndTheNearestHourStandsIn() throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["current", "temperature_2m"], with: 1e300)
        let current = try OpenMeteoClient.decode(body, now: Fixture.capturedAt).current
        // 08:40 in Seoul: the 09:00 hour is nearest.
        #expect(current.time == Date(timeIntervalSince1970: 1_763_769_600))
    }

    @Test func anHourWithATemperatureOf1e300DropsOnlyItsStep() throws {
        // Hour 9 (09:00 KST) opens the second step.
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["hourly", "temperature_2m", 9], with: 1e300)
        let forecast = try OpenMeteoClient.decode(body, now: Fixture.capturedAt).forecast
        #expect(forecast.count == 39)
        #expect(forecast[0].time == Date(timeIntervalSince1970: 1_763_758_800))
        #expect(forecast[1].time == Date(timeIntervalSince1970: 1_763_758_800 + 2 * 10_800))
    }

    @Test(arguments: [
        (["hourly", "relative_humidity_2m", 6], 1e300), (["hourly", "wind_speed_10m", 6], -1), (["hourly", "weather_code", 6], 1e300),
        (["hourly", "wind_direction_10m", 6], 9.2e18), (["hourly", "precipitation_probability", 6], 101),
    ] as [([any Sendable], Double)])
    func anImplausibleHourlyValueIsMissing(path: [any Sendable], value: Double) throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: path, with: value)
        let step = try #require(try OpenMeteoClient.decode(body, now: Fixture.capturedAt).forecast.first)
        switch path[1] as? String {
        case "relative_humidity_2m": #expect(step.humidity == nil)
        case "wind_speed_10m": #expect(step.windSpeed == nil)
        case "wind_direction_10m": #expect(step.windDirection == nil)
        case "weather_code": #expect(step.condition != .unknown, "the step's other hours still name a condition")
        case "precipitation_probability": #expect((step.precipitationChance ?? 0) <= 1)
        default: Issue.record("no expectation for \(path)")
        }
    }

    /// Where the tz database does not have the named zone (see `OpenMeteoTimeZoneTests` where it does).
    @Test func anImplausibleUTCOffsetOfAZoneNotInTheDatabaseIsTakenAsZero() throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["utc_offset_seconds"], with: 1e300)
        let weather = try OpenMeteoClient.decode(body, now: Fixture.capturedAt, timeZones: nil)
        #expect(weather.timeZone.secondsFromGMT == 0)
        #expect(weather.timeZone.identifier == "Asia/Seoul")
    }

    @Test func anHourAtAnImpossibleTimeIsDropped() throws {
        let body = try Fixture.data("open-meteo-forecast-iso8601.json", replacing: ["hourly", "time", 18], with: "99999999999-11-21T18:00")
        let weather = try OpenMeteoClient.decode(body, now: Fixture.capturedAt)
        #expect(weather.forecast.map(\.time) == [1_763_766_000, 1_763_787_600].map { Date(timeIntervalSince1970: $0) })
    }

    @Test func unitsAreTheOnesTheAnswerNames() throws {
        // The ISO 8601 answer was requested with the default units: its current wind is 6.6 km/h.
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-iso8601.json"), now: Fixture.capturedAt)
        #expect(abs((weather.current.windSpeed ?? 0) - 6.6 / 3.6) < 0.0001)
        let unknown = try Fixture.data("open-meteo-forecast-iso8601.json", replacing: ["current_units", "wind_speed_10m"], with: "furlongs/fortnight")
        #expect(try OpenMeteoClient.decode(unknown, now: Fixture.capturedAt).current.windSpeed == nil)
    }

    @Test func imperialAnswersAreConvertedToMetric() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-imperial.json"), now: Fixture.capturedAt)
        func near(_ value: Double?, _ expected: Double) -> Bool { abs((value ?? .nan) - expected) < 0.001 }
        let current = weather.current
        #expect(near(current.temperature, (61.2 - 32) * 5 / 9))
        #expect(near(current.feelsLike, (60.5 - 32) * 5 / 9))
        #expect(near(current.windSpeed, 4.1 * 0.447_04))
        #expect(near(current.windGust, 9.0 * 0.447_04))
        #expect(current.precipitation == 0)
        #expect(current.pressure == 1018.2)
        #expect(current.humidity == 49)
        #expect(current.windDirection == 278)
        #expect(near(current.todayHigh, (61.3 - 32) * 5 / 9))
        #expect(near(current.todayLow, (47.4 - 32) * 5 / 9))
        // 15:40 PST: steps at 15:00, 18:00 and 21:00 PST.
        let forecast = weather.forecast
        #expect(forecast.map(\.time) == [1_763_766_000, 1_763_776_800, 1_763_787_600].map { Date(timeIntervalSince1970: $0) })
        #expect(near(forecast[0].temperature, (61.3 - 32) * 5 / 9))
        #expect(near(forecast[0].windSpeed, 3.8 * 0.447_04))
        #expect(forecast[0].precipitationChance == 0.14)
        // Stamped 18:00 to 21:00, the rain fell from 17:00 to 21:00: an hour in the 15:00 step, three in the 18:00 one.
        #expect(near(forecast[0].precipitation, 0.01 * 25.4))
        #expect(near(forecast[1].precipitation, (0.02 + 0.04 + 0.03) * 25.4))
        #expect(forecast[2].precipitation == 0)
        #expect(forecast[1].condition == .rain)
    }

    @Test func aWrongTypeNamesThePath() {
        #expect(throws: FetchError.badData(service: "Open-Meteo", problem: .unusable("current.temperature_2m"))) {
            try OpenMeteoClient.decode(Data(#"{"current":{"temperature_2m":"warm"}}"#.utf8), now: Fixture.capturedAt)
        }
    }

    @Test func aWrongTypeInAColumnNamesTheRow() throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["hourly", "temperature_2m", 7], with: "warm")
        #expect(throws: FetchError.badData(service: "Open-Meteo", problem: .unusable("hourly.temperature_2m.7"))) {
            try OpenMeteoClient.decode(body, now: Fixture.capturedAt)
        }
    }

    @Test func aNullColumnIsAMissingVariable() throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["hourly", "precipitation_probability"], with: NSNull())
        let weather = try OpenMeteoClient.decode(body, now: Fixture.capturedAt)
        #expect(weather.forecast.count == 40)
        #expect(weather.forecast.allSatisfy { $0.precipitationChance == nil })
        #expect(weather.forecast.contains { $0.precipitation != nil })
    }

    @Test func aNullSunriseIsNoSunrise() throws {
        let body = try Fixture.data("open-meteo-forecast-full.json", replacing: ["daily", "sunrise", 0], with: NSNull())
        let current = try OpenMeteoClient.decode(body, now: Fixture.capturedAt).current
        #expect(current.sunrise == nil)
        #expect(current.sunset != nil)
    }

    @Test func errorBodiesGiveTheServicesReason() throws {
        let response = HTTPResponse(status: 400, body: try Fixture.data("open-meteo-error-400.json"))
        #expect(throws: FetchError.requestRejected(status: 400, reason: "Cannot initialize WeatherVariable from invalid String value foo for key hourly")) {
            try response.requireSuccess(from: "Open-Meteo", reason: ServiceJSON.errorReason)
        }
        let limited = HTTPResponse(status: 429, body: try Fixture.data("open-meteo-error-429.json"))
        #expect(throws: FetchError.rateLimited(retryAfter: nil)) { try limited.requireSuccess(from: "Open-Meteo", reason: ServiceJSON.errorReason) }
    }

    @Test func wmoCodesMapToConditions() {
        #expect(WeatherCondition(wmoCode: 0) == .clear)
        #expect(WeatherCondition(wmoCode: 45) == .fog)
        #expect(WeatherCondition(wmoCode: 65) == .heavyRain)
        #expect(WeatherCondition(wmoCode: 99) == .thunderstormWithHail)
        #expect(WeatherCondition(wmoCode: 42) == .unknown)
    }
}
