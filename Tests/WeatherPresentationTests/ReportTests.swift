import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

@Suite struct ReportTests {
    @Test func plainTextHasNoEscapeCodesAndEveryStep() {
        let text = PlainTextReport(report: SampleReport.seoul, units: .metric, language: .english).text
        #expect(text.hasPrefix("Seoul, KR — updated 08:40\n6°C fog, feels 4°C"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("  ") }.count == SampleReport.seoul.forecast.count)
        #expect(text.contains("Sat 22 Nov"))
        #expect(text.hasSuffix("Weather data by Open-Meteo.com (CC BY 4.0)\n"))
    }

    @Test func jsonThatCannotBeEncodedIsAnErrorNotAnEmptyObject() {
        var report = SampleReport.seoul
        report.current.temperature = .infinity
        #expect(throws: EncodingError.self) {
            try JSONReport(report: report, units: .metric, language: .english).encoded()
        }
    }

    @Test func jsonCarriesUnitsAndLocalTimes() throws {
        let json = try JSONReport(report: SampleReport.seoul, units: .imperial, language: .korean).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let current = try #require(object["current"] as? [String: Any])
        let forecast = try #require(object["forecast"] as? [[String: Any]])
        #expect((object["units"] as? [String: String])?["temperature"] == "°F")
        #expect(current["temperature"] as? Double == 42.3)
        #expect(current["description"] as? String == "안개")
        #expect(forecast.count == 40)
        #expect((forecast.first?["time"] as? String)?.hasSuffix("+09:00") == true)
        #expect((object["location"] as? [String: Any])?["timezone"] as? String == "Asia/Seoul")
    }

    /// A script gets what a person sees: the header's rain sentence, the 1-hour steps (`h`) and the days (`d`).
    @Test func jsonHasTheRainOutlookTheHoursAndTheDays() throws {
        let json = try JSONReport(report: SampleReport.seoul, units: .metric, language: .english, now: SampleReport.now).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["rain_outlook"] as? String == "No rain expected in the next 24 h, next rain tomorrow 09:00 (74%)")
        let hourly = try #require(object["hourly"] as? [[String: Any]])
        #expect(hourly.count == SampleReport.seoul.hourly.count)
        #expect(hourly.count == 48)
        #expect(hourly.first?["time"] as? String == "2025-11-22T08:00:00+09:00")
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 16)
        let sunday = try #require(days.dropFirst().first)
        #expect(sunday["date"] as? String == "2025-11-23T00:00:00+09:00")
        #expect(sunday["low"] as? Double == 2.1)
        #expect(sunday["high"] as? Double == 8.7)
        #expect(sunday["precipitation_chance"] as? Double == 0.74)
        #expect(sunday["precipitation"] as? Double == 6.9)
        #expect(sunday["description"] as? String == "rain showers")
    }

    @Test func jsonNeverRoundsAnAmountThatFallsToZero() throws {
        var report = SampleReport.seoul
        report.forecast[0].precipitation = 0.1
        let json = try JSONReport(report: report, units: .imperial, language: .english, now: SampleReport.now).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let first = try #require((object["forecast"] as? [[String: Any]])?.first)
        #expect(first["precipitation"] as? Double == 0.0039)
    }

    @Test func plainTextHasTheRainOutlookUnderTheCurrentWeather() {
        let text = PlainTextReport(report: SampleReport.seoul, units: .metric, language: .english, now: SampleReport.now).text
        let lines = text.components(separatedBy: "\n")
        #expect(lines[2] == "No rain expected in the next 24 h, next rain tomorrow 09:00 (74%)")
        let later = PlainTextReport(
            report: SampleReport.seoul, units: .metric, language: .korean, now: SampleReport.now.addingTimeInterval(3 * 3600)
        ).text
        #expect(later.components(separatedBy: "\n")[2] == "내일 09:00부터 비 (74%)")
    }

    @Test func unitConversions() {
        let imperial = UnitFormatter(units: .imperial)
        #expect(imperial.temperature(0) == "32°F")
        #expect(imperial.windSpeed(10) == "22 mph")
        #expect(UnitFormatter(units: .metric).temperature(-0.4) == "0°C")
        #expect(UnitFormatter.compass(247.5) == "WSW")
        #expect(UnitFormatter.compass(359) == "N")
    }

    @Test func rainTooLittleForTheDecimalsShownIsNeverZero() {
        let imperial = UnitFormatter(units: .imperial)
        #expect(imperial.precipitation(0.1) == "<0.01 in")
        #expect(imperial.precipitation(0.2) == "0.01 in")
        #expect(imperial.precipitation(2.54) == "0.10 in")
        #expect(imperial.precipitation(0) == "0.00 in")
        let metric = UnitFormatter(units: .metric)
        #expect(metric.precipitation(0.04) == "<0.1 mm")
        #expect(metric.precipitation(0.1) == "0.1 mm")
        #expect(metric.precipitation(0) == "0.0 mm")
        // The rows' amount columns hold the longest of these whole, not cut to "<0.01 …".
        for format in [imperial, metric] {
            for amount in [0.1, 0.04, 49.2, 2.54] {
                let text = format.precipitation(amount)
                #expect(ForecastListView.width(of: .precipitation, units: format, strings: Strings(language: .english)) >= DisplayWidth.of(text), "\(text)")
                #expect(DaysListView.width(of: .precipitation, units: format) >= DisplayWidth.of(text), "\(text)")
            }
        }
    }

    @Test func aWindSpeedSentInKilometresPerHourIsShownInMetresPerSecond() throws {
        let body = Data(#"""
            {"utc_offset_seconds":32400,"timezone":"Asia/Seoul","current_units":{"wind_speed_10m":"km/h"},
             "current":{"time":1763767800,"temperature_2m":5.7,"weather_code":45,"wind_speed_10m":20.3}}
            """#.utf8)
        let weather = try OpenMeteoClient.decode(body, now: SampleReport.now)
        var report = SampleReport.seoul
        report.current = weather.current
        let text = PlainTextReport(report: report, units: .metric, language: .english).text
        #expect(text.contains("wind 5.6 m/s"))
    }

    @Test func themes() {
        #expect(ThemeResolver.resolve(.auto, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(ThemeResolver.resolve(.auto, environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(ThemeResolver.resolve(.light, environment: ["NO_COLOR": "1"]) == .mono)
        #expect(ThemeResolver.resolve(.auto, environment: [:]) == .dark)
    }
}

@Suite struct LocalDateFormatterTests {
    /// 2025-11-21T23:40:00Z.
    private let instant = Date(timeIntervalSince1970: 1_763_768_400)

    @Test func englishAndKoreanAtThePlacesOffset() {
        let seoul = LocalTimeZone(identifier: "Asia/Seoul", secondsFromGMT: 32_400)
        #expect(LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: seoul).day(instant) == "Sat 22 Nov")
        #expect(LocalDateFormatter(language: .korean, clock: .twentyFourHour, timeZone: seoul).day(instant) == "11월 22일 (토)")
        #expect(LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: seoul).time(instant) == "08:40")
        let california = LocalTimeZone(secondsFromGMT: -28_800)
        #expect(LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: california).day(instant) == "Fri 21 Nov")
        #expect(LocalDateFormatter(language: .korean, clock: .twentyFourHour, timeZone: california).time(instant) == "15:40")
    }

    @Test func anImpossibleDateIsShownAsSuch() {
        let formatter = LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: LocalTimeZone(secondsFromGMT: 0))
        #expect(formatter.time(Date(timeIntervalSince1970: 1e300)) == "--:--")
    }
}
