import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Longyearbyen on a day the sun does not rise (2026-12-05) and one it does not set (2026-06-21), as
/// Open-Meteo answers them: the header says so, and no output claims a sunrise or sunset at 00:00.
@Suite struct PolarDayTests {
    static let place = Place(name: "Longyearbyen", region: "Svalbard", countryCode: "SJ", coordinate: Coordinate(latitude: 78.2232, longitude: 15.6267)!)

    /// Noon there, and the answer with the day's sun times `sunrise` and `sunset` seconds after its midnight.
    static func report(polarNight: Bool) throws -> (report: WeatherReport, now: Date) {
        let (midnight, offset) = polarNight ? (1_796_425_200, 3600) : (1_781_992_800, 7200)
        let now = Date(timeIntervalSince1970: Double(midnight + 43_200))
        let body = Data(#"""
            {"utc_offset_seconds":\#(offset),"current":{"time":\#(midnight + 43_200),"temperature_2m":-12.5,"weather_code":3},
             "hourly":{"time":[\#(midnight + 43_200),\#(midnight + 46_800)],"temperature_2m":[-12.5,-12.8],"weather_code":[3,3]},
             "daily":{"time":[\#(midnight)],"temperature_2m_max":[-10],"temperature_2m_min":[-15],
                      "sunrise":[\#(midnight)],"sunset":[\#(midnight + (polarNight ? 0 : 86_400))]}}
            """#.utf8)
        let weather = try OpenMeteoClient.decode(body, now: now, timeZones: nil)
        let report = WeatherReport(
            place: place, timeZone: weather.timeZone, current: weather.current, forecast: weather.forecast, hourly: weather.hourly,
            days: weather.days, provider: .openMeteo, fetchedAt: now
        )
        return (report, now)
    }

    static func header(_ report: WeatherReport, now: Date, language: Language) -> String {
        var state = ScreenState(units: .metric, language: language, size: TerminalSize(columns: 80, rows: 24))
        state.phase = .loaded(LoadedWeather(report: report))
        state.now = now
        return DashboardView().render(state).lines.prefix(6).joined(separator: "\n")
    }

    static func sunCodes(_ report: WeatherReport, now: Date) throws -> String {
        StatusLine(
            report: report, template: try StatusLineTemplate(parsing: "%S|%s", glyphs: .unicode), units: .metric,
            language: .english, glyphs: .unicode, now: now, isStale: false
        ).text
    }

    @Test func polarNightIsNamedAndHasNoSunTimes() throws {
        let (report, now) = try Self.report(polarNight: true)
        let header = Self.header(report, now: now, language: .english)
        #expect(header.contains("polar night"), "\(header)")
        #expect(!header.contains("00:00"), "\(header)")
        #expect(try Self.sunCodes(report, now: now) == "|")
        let json = try JSONReport(report: report, units: .metric, language: .english, now: now).encoded()
        #expect(!json.contains("\"sunrise\"") && !json.contains("\"sunset\""), "\(json)")
        #expect(json.contains("\"polar_day\" : \"polarNight\""), "\(json)")
    }

    @Test func theMidnightSunIsNamedInTheUsersLanguage() throws {
        let (report, now) = try Self.report(polarNight: false)
        let header = Self.header(report, now: now, language: .german)
        #expect(header.contains("Mitternachtssonne"), "\(header)")
        #expect(!header.contains("00:00"), "\(header)")
        #expect(try Self.sunCodes(report, now: now) == "|")
    }
}
