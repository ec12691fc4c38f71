import Foundation
import Testing
@testable import WeatherCore

@Suite struct MetNorwayDecodingTests {
    /// The Nordic answer's place and a moment in its first hour (its `updated_at` is 20:36Z).
    static let nordic = Coordinate(latitude: 59, longitude: 10)!
    static let nordicNow = Date(timeIntervalSince1970: 1_652_908_800)
    /// Oslo in May: UTC+2.
    static let oslo = LocalTimeZone(identifier: "Europe/Oslo", secondsFromGMT: 7200)
    static let london = Coordinate(latitude: 51.5, longitude: -0.1)!
    /// 2020-07-20T11:44:31Z, the London answer's own `Date`.
    static let londonNow = Date(timeIntervalSince1970: 1_595_245_471)

    private func nordic(zone: LocalTimeZone = oslo, now: Date = nordicNow) throws -> ProviderWeather {
        try MetNorwayClient.decode(Fixture.data("metno-forecast-nordic-complete.json"), at: Self.nordic, zone: zone, now: now)
    }

    private func hour(_ date: Date, _ zone: LocalTimeZone) -> CivilTime {
        CivilTime(date, utcOffset: zone.secondsFromGMT)!
    }

    @Test func theCurrentHourIsTheEntryThatHoldsNow() throws {
        let weather = try nordic()
        let current = weather.current
        #expect(current.time == Date(timeIntervalSince1970: 1_652_907_600))
        #expect(current.temperature == 12.5)
        #expect(current.condition == .cloudy)
        #expect(current.humidity == 86.3)
        #expect(current.windSpeed == 1.0)
        #expect(current.windGust == 2.2)
        #expect(current.windDirection == 49.7)
        #expect(current.pressure == 1020.1)
        #expect(current.cloudCover == 100)
        #expect(weather.timeZone == Self.oslo)
    }

    @Test func whatTheServiceDoesNotSendIsLeftOut() throws {
        let weather = try nordic()
        #expect(weather.current.feelsLike == nil)
        #expect(weather.current.visibility == nil)
        #expect(weather.current.uvIndex == nil)
        #expect(weather.current.temperatureYesterday == nil)
        #expect(weather.quarterHours.isEmpty)
        #expect((weather.forecast + weather.hourly).allSatisfy { $0.feelsLike == nil })
        let london = try MetNorwayClient.decode(
            Fixture.data("metno-forecast-london-complete.json"), at: Self.london, zone: nil, now: Self.londonNow
        )
        // Outside the Nordic area (and in 2020) the service sent no chance of precipitation and no gusts.
        #expect((london.forecast + london.hourly).allSatisfy { $0.precipitationChance == nil })
        #expect(london.days.allSatisfy { $0.precipitationChance == nil })
        #expect(london.current.windGust == nil)
    }

    @Test func theHoursAreTheHourlyPeriodsFromNow() throws {
        let hourly = try nordic().hourly
        #expect(hourly.count == 48)
        #expect(hourly[0].time == Date(timeIntervalSince1970: 1_652_907_600))
        #expect(zip(hourly, hourly.dropFirst()).allSatisfy { $1.time.timeIntervalSince($0.time) == 3600 })
        // next_1_hours of 22:00Z: 0.0 mm, 0.0 %; of 02:00Z: 0.4 %.
        #expect(hourly[1].precipitation == 0)
        #expect(hourly[5].precipitationChance == 0.004)
    }

    @Test func threeHourStepsStartOnThePlacesClockThenSixHourPeriodsFollow() throws {
        let weather = try nordic()
        let steps = weather.forecast
        // Every step starts at a multiple of three hours local time: the hour that holds now (23:00) is
        // the step's third, so that step is left out and the list starts at 00:00.
        let hourly = steps.filter { $0.time < Date(timeIntervalSince1970: 1_653_091_200) }
        #expect(hourly.allSatisfy { hour($0.time, Self.oslo).hour % 3 == 0 })
        #expect(hour(hourly[0].time, Self.oslo).hour == 0)
        #expect(hourly[0].time.timeIntervalSince(weather.current.time) == 3600)
        // Past the hourly answer (2022-05-21T00:00Z), one step each 6 hours.
        let sixHourly = steps.filter { $0.time >= Date(timeIntervalSince1970: 1_653_091_200) }
        #expect(!sixHourly.isEmpty)
        #expect(zip(sixHourly, sixHourly.dropFirst()).allSatisfy { $1.time.timeIntervalSince($0.time) == 6 * 3600 })
        #expect(steps.last!.time < Self.nordicNow.addingTimeInterval(5 * 86_400))
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.time < $1.time })
    }

    @Test func aStepSumsItsHoursAndTakesItsWorstWeather() throws {
        let weather = try nordic()
        let steps = weather.forecast
        let hours = weather.hourly
        let lastHourEnds = try #require(hours.last).time.addingTimeInterval(3600)
        var compared = 0
        // The steps made of hours the 48-hour list has whole.
        for (index, step) in steps.enumerated() where index + 1 < steps.count && steps[index + 1].time <= lastHourEnds {
            let inside = hours.filter { $0.time >= step.time && $0.time < steps[index + 1].time }
            compared += 1
            let sum = inside.compactMap(\.precipitation).reduce(0, +)
            #expect(abs((step.precipitation ?? 0) - sum) < 0.0001)
            #expect(step.precipitationChance == inside.compactMap(\.precipitationChance).max())
            #expect(step.condition.significance == inside.map(\.condition.significance).max())
        }
        #expect(compared >= 15)
    }

    @Test func stepsAreChosenByInstantInAHalfHourZone() throws {
        let india = LocalTimeZone(identifier: "Asia/Kolkata", secondsFromGMT: 19_800)
        let steps = try nordic(zone: india).forecast
        let hourly = steps.filter { $0.time < Date(timeIntervalSince1970: 1_653_091_200) }
        // MET Norway's hours fall on :30 there: the steps start at 05:30, 08:30… local.
        #expect(hourly.allSatisfy { hour($0.time, india).minute == 30 && hour($0.time, india).hour % 3 == 0 })
    }

    @Test func daysAreTheLocalDaysTheAnswerCoversToTheirEnd() throws {
        let days = try nordic().days
        // Today (18 May, from 23:20) and 19–26 May; the 27th ends before the answer does not.
        #expect(days.count == 9)
        #expect(days.map { hour($0.date, Self.oslo).day } == Array(18...26))
        #expect(days.allSatisfy { hour($0.date, Self.oslo).hour == 0 && $0.low <= $0.high })
        // 19 May: 6-hour extremes reach 14.4 °C (next_6_hours from 02:00Z).
        #expect(days[1].high >= 14.4)
        #expect(days.contains { $0.condition == .heavyRain || $0.condition == .rain })
    }

    @Test func todaysRangeIsFromTheRestOfToday() throws {
        let current = try nordic().current
        let high = try #require(current.todayHigh)
        let low = try #require(current.todayLow)
        #expect(low <= current.temperature && current.temperature <= high)
    }

    @Test func daylightComesFromTheSymbolOrTheSun() throws {
        let london = try MetNorwayClient.decode(
            Fixture.data("metno-forecast-london-complete.json"), at: Self.london,
            zone: LocalTimeZone(identifier: "Europe/London", secondsFromGMT: 3600), now: Self.londonNow
        )
        #expect(london.current.condition == .clear)
        #expect(london.current.isDaytime)
        // clearsky_night at 2020-07-20T22:00Z.
        let night = try #require(london.hourly.first { $0.time == Date(timeIntervalSince1970: 1_595_282_400) })
        #expect(!night.isDaytime)
        // "cloudy" has no variant: day or night is the sun's.
        let cloudy = london.hourly.filter { $0.condition == .cloudy }
        #expect(cloudy.allSatisfy { $0.isDaytime == SolarPosition.isUp(at: Self.london, on: $0.time) })
    }

    @Test func anAnswerWithoutAZoneIsOnUTC() throws {
        let weather = try MetNorwayClient.decode(
            Fixture.data("metno-forecast-london-complete.json"), at: Self.london, zone: nil, now: Self.londonNow
        )
        #expect(weather.timeZone == .utc)
    }

    @Test func unitsOtherThanTheDocumentedOnesAreRefused() throws {
        let body = try Fixture.data("metno-forecast-nordic-complete.json", replacing: ["properties", "meta", "units", "air_temperature"], with: "fahrenheit")
        #expect(throws: FetchError.self) { try MetNorwayClient.decode(body, at: Self.nordic, zone: Self.oslo, now: Self.nordicNow) }
    }

    @Test func anUnknownSymbolIsAnUnknownConditionNotAFailure() throws {
        let body = try Fixture.data(
            "metno-forecast-nordic-complete.json",
            replacing: ["properties", "timeseries", 0, "data", "next_1_hours", "summary", "symbol_code"], with: "\u{1B}[2Jpurplehaze_day"
        )
        let weather = try MetNorwayClient.decode(body, at: Self.nordic, zone: Self.oslo, now: Self.nordicNow)
        #expect(weather.current.condition == .unknown)
    }

    @Test func anAnswerWithoutUsableEntriesIsBadData() throws {
        let body = try Fixture.data("metno-forecast-nordic-complete.json", replacing: ["properties", "timeseries"], with: [])
        #expect(throws: FetchError.self) { try MetNorwayClient.decode(body, at: Self.nordic, zone: Self.oslo, now: Self.nordicNow) }
        #expect(throws: FetchError.self) {
            try MetNorwayClient.decode(Data("<html>".utf8), at: Self.nordic, zone: Self.oslo, now: Self.nordicNow)
        }
    }

    @Test func oneBadEntryCostsOnlyItself() throws {
        let body = try Fixture.data("metno-forecast-nordic-complete.json", replacing: ["properties", "timeseries", 3, "data"], with: "nonsense")
        let weather = try MetNorwayClient.decode(body, at: Self.nordic, zone: Self.oslo, now: Self.nordicNow)
        #expect(weather.hourly.count == 48)
        #expect(!weather.hourly.contains { $0.time == Date(timeIntervalSince1970: 1_652_918_400) })
    }
}
