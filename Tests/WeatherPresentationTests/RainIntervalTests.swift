import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Rain that falls in one known interval, as each service stamps it (at the interval's end), is read as
/// falling in that interval: in the steps, in the outlook and in its words.
@Suite struct RainIntervalTests {
    static let seoul = LocalTimeZone(identifier: "Asia/Seoul", secondsFromGMT: 32_400)

    /// Sat 22 Nov 2025 at `hour`:`minute` in Seoul, as unix seconds.
    static func seoulTime(_ hour: Int, _ minute: Int = 0) -> Date {
        CivilTime.date(year: 2025, month: 11, day: 22, hour: hour, minute: minute, utcOffset: 32_400)!
    }

    /// Open-Meteo hours 00:00–11:00 where it rained 1.2 mm from 05:00 to 06:00 only, with a 5 % chance:
    /// the service stamps both at 06:00 ("preceding hour sum").
    static let openMeteoBody: Data = {
        let times = (0..<12).map { Int(seoulTime($0).timeIntervalSince1970) }
        let precipitation = (0..<12).map { $0 == 6 ? "1.2" : "0.0" }
        let chance = (0..<12).map { $0 == 6 ? "5" : "1" }
        return Data("""
            {"utc_offset_seconds":32400,"timezone":"Asia/Seoul",
             "current":{"time":\(times[2]),"temperature_2m":5.0,"weather_code":3},
             "hourly":{"time":[\(times.map(String.init).joined(separator: ","))],
                       "temperature_2m":[\(Array(repeating: "5.0", count: 12).joined(separator: ","))],
                       "weather_code":[\(Array(repeating: "3", count: 12).joined(separator: ","))],
                       "precipitation":[\(precipitation.joined(separator: ","))],
                       "precipitation_probability":[\(chance.joined(separator: ","))]}}
            """.utf8)
    }()

    private func words(_ steps: [ForecastItem], now: Date, units: DisplayUnits = .metric) throws -> [String] {
        let outlook = try #require(RainOutlook(steps: steps, now: now))
        return Strings(language: .english).rainOutlook(
            outlook, dates: LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: Self.seoul), units: UnitFormatter(units: units), now: now
        )
    }

    @Test func openMeteoRainStampedAtTheHoursEndFallsInThatHour() throws {
        let now = Self.seoulTime(2, 10)
        let weather = try OpenMeteoClient.decode(Self.openMeteoBody, now: now)
        let hour = try #require(weather.hourly.first { $0.time == Self.seoulTime(5) })
        #expect(hour.precipitation == 1.2)
        #expect(hour.precipitationChance == 0.05)
        #expect(weather.hourly.first { $0.time == Self.seoulTime(6) }?.precipitation == 0)
        #expect(weather.forecast.first { $0.time == Self.seoulTime(3) }?.precipitation == 1.2)
        #expect(weather.forecast.first { $0.time == Self.seoulTime(6) }?.precipitation == 0)
        #expect(try words(weather.hourly, now: now) == ["Rain from 05:00 (1.2 mm)"])
        #expect(try words(weather.hourly, now: Self.seoulTime(5, 20)) == ["Rain until 06:00"])
        #expect(try words(weather.hourly, now: Self.seoulTime(6, 5)) == ["No rain expected in the next 24 h"])
    }

    /// OpenWeather steps at 03:00, 06:00, 09:00 and 12:00 where 1.5 mm fell from 06:00 to 09:00 only:
    /// the service gives it as the `rain.3h` of the 09:00 step ("last 3 hours").
    static let openWeatherForecast: Data = {
        let items = [3, 6, 9, 12].map { hour in
            let rain = hour == 9 ? #","rain":{"3h":1.5}"# : ""
            return #"{"dt":\#(Int(seoulTime(hour).timeIntervalSince1970)),"main":{"temp":5.0},"pop":0.2\#(rain)}"#
        }
        return Data(#"{"cod":"200","list":[\#(items.joined(separator: ","))],"city":{"timezone":32400}}"#.utf8)
    }()

    static let openWeatherCurrent = Data(
        #"{"dt":\#(Int(seoulTime(4).timeIntervalSince1970)),"main":{"temp":5.0},"timezone":32400}"#.utf8
    )

    @Test func openWeatherRainOfTheLastThreeHoursFallsInThoseHours() throws {
        let now = Self.seoulTime(4)
        let weather = try OpenWeatherClient.decode(current: Self.openWeatherCurrent, forecast: Self.openWeatherForecast, now: now)
        #expect(weather.forecast.map(\.time) == [3, 6, 9, 12].map { Self.seoulTime($0) })
        #expect(weather.forecast.map(\.precipitation) == [nil, 1.5, nil, nil])
        #expect(try words(weather.forecast, now: now) == ["Rain from 06:00 (1.5 mm)"])
        #expect(try words(weather.forecast, now: Self.seoulTime(7)) == ["Rain until 09:00"])
    }
}
