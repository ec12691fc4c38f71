import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Times as the place's clock shows them when that clock changes its offset inside a report, and a
/// high and low that cover only the rest of today said to be so.
@Suite struct PlaceClockTests {
    /// Denver on 31 October 2025: daylight time (−6 h) until 2 November 08:00 UTC, then −7 h.
    static let change = Date(timeIntervalSince1970: 1_762_070_400)
    static let denver = LocalTimeZone(
        identifier: "America/Denver", secondsFromGMT: -21_600, changes: [OffsetChange(time: change, secondsFromGMT: -25_200)]
    )

    @Test func timesAndDaysAreReadAtTheOffsetOfTheirInstant() {
        let dates = LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: Self.denver)
        #expect(dates.time(Self.change.addingTimeInterval(-1800)) == "01:30")
        #expect(dates.time(Self.change.addingTimeInterval(1800)) == "01:30")
        #expect(dates.time(Self.change.addingTimeInterval(86_400)) == "01:00")
        // 06:30 UTC on 3 November is still the 2nd in Denver after the change (23:30), no longer the 3rd.
        let lateEvening = Date(timeIntervalSince1970: 1_762_151_400)
        #expect(dates.day(lateEvening) == "Sun 2 Nov")
        #expect(dates.daysBetween(Self.change, lateEvening) == 0)
    }

    @Test func jsonTimesCarryTheOffsetOfTheirInstant() throws {
        var report = SampleReport.seoul
        report.timeZone = Self.denver
        report.forecast = [-3, 0, 3].map { hours in
            ForecastItem(time: Self.change.addingTimeInterval(Double(hours) * 3600), temperature: 1, condition: .clear)
        }
        let json = try JSONReport(report: report, units: .metric, language: .english, now: Self.change.addingTimeInterval(-7200)).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let times = try #require(object["forecast"] as? [[String: Any]]).compactMap { $0["time"] as? String }
        #expect(times == ["2025-11-01T23:00:00-06:00", "2025-11-02T01:00:00-07:00", "2025-11-02T04:00:00-07:00"])
        #expect((object["location"] as? [String: Any])?["utc_offset_seconds"] as? Int == -21_600)
    }

    @Test func theRestOfTodaysRangeIsSaidToBeSo() throws {
        let openWeather = PlainTextReport(report: SampleReport.threeHourOnly, units: .metric, language: .english, now: SampleReport.now).text
        #expect(openWeather.contains(#/, H \d+° L \d+° \(rest of today\)\n/#))
        let openMeteo = PlainTextReport(report: SampleReport.seoul, units: .metric, language: .english, now: SampleReport.now).text
        #expect(openMeteo.contains(#/, H \d+° L \d+°\n/#))
        let korean = PlainTextReport(report: SampleReport.threeHourOnly, units: .metric, language: .korean, now: SampleReport.now).text
        #expect(korean.contains("(오늘 남은 시간)"))
        for (report, expected) in [(SampleReport.threeHourOnly, true as Bool?), (SampleReport.seoul, nil)] {
            let json = try JSONReport(report: report, units: .metric, language: .english, now: SampleReport.now).encoded()
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect((object["current"] as? [String: Any])?["today_rest_of_day"] as? Bool == expected)
        }
    }
}
