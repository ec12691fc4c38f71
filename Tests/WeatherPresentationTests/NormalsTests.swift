import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Today against the normal: today's forecast high against the normal high of today, in the header's
/// words (about normal within a degree), `%N`, the `--once` line and `--json`'s days.
@Suite struct NormalsTests {
    @Test(arguments: [
        (-3, "3° colder than normal", "평년보다 3° 낮음"), (-2, "2° colder than normal", "평년보다 2° 낮음"),
        (-1, "about normal", "평년과 비슷"), (0, "about normal", "평년과 비슷"), (1, "about normal", "평년과 비슷"),
        (2, "2° warmer than normal", "평년보다 2° 높음"), (12, "12° warmer than normal", "평년보다 12° 높음"),
    ])
    func theSentence(difference: Int, english: String, korean: String) {
        let degrees = UnitFormatter(units: .metric).degreesDifference(abs(difference))
        #expect(Strings(language: .english).comparedWithNormal(difference, degrees: degrees) == english)
        #expect(Strings(language: .korean).comparedWithNormal(difference, degrees: degrees) == korean)
    }

    /// 9.5 °C forecast against a normal 4.2 below: 4 degrees; in °F the difference is of °F (7.56 → 8).
    @Test func theHighOfTodayAgainstTodaysNormal() {
        let report = SampleNormals.seoul(todayBelowForecast: 4.2)
        #expect(report.normal(on: report.fetchedAt) == DayNormal(month: 11, day: 22, high: 5.3, low: -2.2))
        #expect(report.todayHighAndNormal.map { [$0.high, $0.normal] } == [9.5, 5.3])
        #expect(Strings(language: .english).todayAgainstNormal(report, units: UnitFormatter(units: .metric)) == "4° warmer than normal")
        #expect(Strings(language: .english).todayAgainstNormal(report, units: UnitFormatter(units: .imperial)) == "8° warmer than normal")
        #expect(Strings(language: .english).todayAgainstNormal(SampleReport.seoul, units: UnitFormatter(units: .metric)) == nil)
    }

    /// The normal of the place's day: 22 November in Seoul is still 21 November in UTC.
    @Test func theNormalIsOfThePlacesDay() {
        let report = SampleNormals.seoul(todayBelowForecast: 0)
        #expect(report.normal(on: SampleReport.now)?.day == 22)
        #expect(report.normal(on: SampleReport.now.addingTimeInterval(16 * 3600))?.day == 23)
        #expect(report.normal(on: SampleReport.now.addingTimeInterval(-9 * 3600)) == nil, "21 November has none")
    }

    /// A high that is only the rest of today's (OpenWeather's free forecast) is not a day's high: no comparison.
    @Test func noComparisonWithTheRestOfTodaysHigh() throws {
        var report = SampleNormals.seoul(todayBelowForecast: 4.2)
        report.current.todayRangeIsRestOfDay = true
        #expect(report.todayHighAndNormal == nil)
        #expect(try line("%N", report) == "")
    }

    private func line(_ template: String, _ report: WeatherReport, units: DisplayUnits = .metric, icons: IconMode = .unicode) throws -> String {
        let glyphs = Glyphs(icons)
        return StatusLine(
            report: report, template: try StatusLineTemplate(parsing: template, glyphs: glyphs), units: units, language: .english,
            glyphs: glyphs, now: SampleReport.now
        ).text
    }

    @Test func theFormatCodeIsTheSignedDifference() throws {
        #expect(try line("%N", SampleNormals.seoul(todayBelowForecast: 4.2)) == "+4°")
        #expect(try line("%t %N", SampleNormals.seoul(todayBelowForecast: -3.2)) == "6°C -3°")
        #expect(try line("%N", SampleNormals.seoul(todayBelowForecast: 0.3)) == "0°")
        #expect(try line("%N", SampleNormals.seoul(todayBelowForecast: 4.2), units: .imperial) == "+8°")
        #expect(try line("%N", SampleNormals.seoul(todayBelowForecast: 4.2), icons: .ascii) == "+4C")
        #expect(try line("[%N]", SampleReport.seoul) == "[]")
        #expect(StatusLineTemplate.knownCodes.hasSuffix("%N"))
    }

    @Test func theOnceReportSaysIt() {
        let text = PlainTextReport(report: SampleNormals.seoul(todayBelowForecast: -3.2), units: .metric, language: .english, now: SampleReport.now).text
        #expect(text.contains("\n6°C fog, feels 4°C, H 10° L 3°\nNo rain expected in the next 24 h, next rain tomorrow 09:00 (74%)\n3° colder than normal\n"), "\(text)")
        let without = PlainTextReport(report: SampleReport.seoul, units: .metric, language: .english, now: SampleReport.now).text
        #expect(!without.contains("normal"))
    }

    /// Every day with a normal has `normal_high` and `normal_low`, in the units asked for; a day without none.
    @Test func theJSONDaysHaveTheirNormals() throws {
        var report = SampleNormals.seoul(todayBelowForecast: 4.2)
        report.normals?.removeLast()
        let json = try JSONReport(report: report, units: .metric, language: .english, now: SampleReport.now).encoded()
        let days = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["days"] as? [[String: Any]])
        #expect(days.count == 16)
        #expect(days[0]["normal_high"] as? Double == 5.3 && days[0]["normal_low"] as? Double == -2.2)
        #expect(days[1]["normal_high"] as? Double == 5.1)
        #expect(days[15]["normal_high"] == nil && days[15]["normal_low"] == nil)
        let imperial = try JSONReport(report: report, units: .imperial, language: .english, now: SampleReport.now).encoded()
        #expect(imperial.contains("\"normal_high\" : 41.5"))
    }
}
