import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo's days (`daily=`, `forecast_days=16`) and hours (`forecast_hours`, `past_hours`).
@Suite struct OpenMeteoDaysAndHoursTests {
    let weather: ProviderWeather

    init() throws {
        weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-16-days.json"), now: Fixture.capturedAt)
    }

    @Test func sixteenDaysFromToday() {
        #expect(weather.days.count == 16)
        // Local midnight of Sat 22 Nov in Seoul.
        #expect(weather.days[0].date == Date(timeIntervalSince1970: 1_763_737_200))
        let gaps = zip(weather.days, weather.days.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
        #expect(gaps.allSatisfy { $0 == 86_400 })
    }

    @Test func aDayHasItsRangeRainAndWind() {
        let sunday = weather.days[1]
        #expect(sunday.low == 2.1 && sunday.high == 8.7)
        #expect(sunday.condition == .showers)
        #expect(sunday.precipitationChance == 0.74)
        #expect(sunday.precipitation == 6.9)
        #expect(sunday.windSpeed == 4.0)
        #expect(sunday.windDirection == 86)
        #expect(weather.days[4].condition == .thunderstorm)
    }

    @Test func hoursStartWithTheOneThatHoldsNow() {
        #expect(weather.hourly.count == 48)
        // 08:00 in Seoul; the three past hours the request asks for feed only the 3-hour step of 06:00.
        #expect(weather.hourly[0].time == Date(timeIntervalSince1970: 1_763_766_000))
        #expect(weather.hourly[0].temperature == 5.3)
        // The chance of 08:00 to 09:00, which the service stamps 09:00.
        #expect(weather.hourly[0].precipitationChance == 0.1)
        let gaps = zip(weather.hourly, weather.hourly.dropFirst()).map { $1.time.timeIntervalSince($0.time) }
        #expect(gaps.allSatisfy { $0 == 3600 })
        #expect(weather.forecast.count == 40)
        #expect(weather.forecast[0].time == Date(timeIntervalSince1970: 1_763_758_800))
    }

    @Test func theRequestAsksForSixteenDaysAndTheHoursOfTheSteps() {
        #expect(OpenMeteoClient.forecastDays == 16)
        #expect(OpenMeteoClient.dailyVariables.contains("precipitation_probability_max"))
        #expect(OpenMeteoClient.pastHours + OpenMeteoClient.forecastHours >= 40 * 3 + 2)
    }

    @Test func daysWithoutARangeAreLeftOutAndValuesPassTheGate() throws {
        var json = try #require(try JSONSerialization.jsonObject(with: Fixture.data("open-meteo-forecast-16-days.json")) as? [String: Any])
        var daily = try #require(json["daily"] as? [String: [Any]])
        daily["temperature_2m_max"]?[3] = NSNull()
        daily["precipitation_probability_max"]?[5] = 250
        daily["wind_speed_10m_max"]?[6] = -3
        json["daily"] = daily
        let days = try OpenMeteoClient.decode(JSONSerialization.data(withJSONObject: json), now: Fixture.capturedAt).days
        #expect(days.count == 15)
        #expect(days[4].precipitationChance == nil)
        #expect(days[5].windSpeed == nil)
    }

    @Test func daysBeforeTodayAreLeftOut() throws {
        let later = Fixture.capturedAt.addingTimeInterval(2 * 86_400)
        let days = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-16-days.json"), now: later).days
        #expect(days.count == 14)
    }

    @Test func theOlderAnswerWithoutTheNewFieldsStillHasDays() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-full.json"), now: Fixture.capturedAt)
        #expect(weather.days.count == 6)
        #expect(weather.days[0].precipitationChance == nil)
        #expect(weather.hourly.count == 48)
    }
}

/// OpenWeather's days, made from its 3-hour steps in the place's time zone.
@Suite struct DailyAggregationTests {
    /// Eight steps 3 hours apart from 2025-11-22 00:00 UTC.
    static let steps: [ForecastItem] = (0..<8).map(step)

    /// Step `index`: its temperature is its index, rain at 5 (1.5 mm) and 6 (0.5 mm), the wind dropping.
    static func step(_ index: Int) -> ForecastItem {
        let value = Double(index)
        let amount: Double? = switch index {
        case 5: 1.5
        case 6: 0.5
        default: nil
        }
        return ForecastItem(
            time: Date(timeIntervalSince1970: 1_763_769_600 + value * 10_800), temperature: value,
            condition: index == 5 ? .rain : .clear, precipitationChance: value / 10, precipitation: amount,
            windSpeed: 8 - value, windDirection: value * 10
        )
    }

    @Test func inUTCTheStepsMakeOneDay() {
        let days = DailyAggregation.days(from: Self.steps, timeZone: LocalTimeZone(secondsFromGMT: 0))
        #expect(days.count == 1)
        #expect(days[0].date == Date(timeIntervalSince1970: 1_763_769_600))
        #expect(days[0].low == 0 && days[0].high == 7)
        #expect(days[0].condition == .rain)
        #expect(days[0].precipitationChance == 0.7)
        #expect(days[0].precipitation == 2.0)
        #expect(days[0].windSpeed == 8 && days[0].windDirection == 0)
    }

    @Test func inSeoulTheDayBreaksAtThreePMUTC() {
        // 00:00 UTC is 09:00 in Seoul: steps 0–4 (09:00–21:00) on the 22nd, 5–7 on the 23rd.
        let days = DailyAggregation.days(from: Self.steps, timeZone: LocalTimeZone(secondsFromGMT: 32_400))
        #expect(days.map(\.low) == [0, 5])
        #expect(days.map(\.high) == [4, 7])
        #expect(days[1].date == Date(timeIntervalSince1970: 1_763_769_600 + 15 * 3600))
        #expect(days[0].precipitation == nil)
        #expect(days[1].precipitation == 2.0)
        #expect(days.map(\.condition) == [.clear, .rain])
    }

    @Test func westOfUTCTheFirstStepsBelongToTheDayBefore() {
        // -08:00: 00:00 UTC is 16:00 on the 21st; steps 0–2 then, 3–7 on the 22nd.
        let days = DailyAggregation.days(from: Self.steps, timeZone: LocalTimeZone(secondsFromGMT: -28_800))
        #expect(days.map(\.low) == [0, 3])
        #expect(days[0].date == Date(timeIntervalSince1970: 1_763_769_600 - 16 * 3600))
        #expect(days[1].windSpeed == 5 && days[1].windDirection == 30)
    }

    @Test func aQuarterHourOffsetAndTheDatelineWork() {
        let nepal = DailyAggregation.days(from: Self.steps, timeZone: LocalTimeZone(secondsFromGMT: 20_700))
        #expect(nepal.map(\.high) == [6, 7])
        let kiribati = DailyAggregation.days(from: Self.steps, timeZone: LocalTimeZone(secondsFromGMT: 50_400))
        #expect(kiribati.map(\.low) == [0, 4])
        let bakerIsland = DailyAggregation.days(from: Self.steps, timeZone: LocalTimeZone(secondsFromGMT: -43_200))
        #expect(bakerIsland.map(\.low) == [0, 4])
    }

    @Test func stepsInAnyOrderAndNoStepsAtAll() {
        let days = DailyAggregation.days(from: Self.steps.reversed(), timeZone: LocalTimeZone(secondsFromGMT: 32_400))
        #expect(days.map(\.low) == [0, 5])
        #expect(DailyAggregation.days(from: [], timeZone: LocalTimeZone(secondsFromGMT: 0)).isEmpty)
    }

    @Test func theOpenWeatherFixtureHasFiveOrSixDays() throws {
        let weather = try OpenWeatherClient.decode(
            current: Fixture.data("openweather-current-full.json"), forecast: Fixture.data("openweather-forecast-full.json"), now: Fixture.capturedAt
        )
        #expect((5...6).contains(weather.days.count))
        #expect(weather.hourly.isEmpty)
        for day in weather.days {
            let steps = weather.forecast.filter { weather.timeZone.isSameDay($0.time, day.date) }
            #expect(day.high == steps.map(\.temperature).max())
            #expect(day.low == steps.map(\.temperature).min())
        }
    }
}
