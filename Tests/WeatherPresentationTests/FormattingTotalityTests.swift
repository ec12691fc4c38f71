import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The gate keeps implausible values out of the models; the formatting must not trap even if one got in.
@Suite struct FormattingTotalityTests {
    static let extremes: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, -9.3e18, -0.0, .greatestFiniteMagnitude]

    @Test(arguments: extremes)
    func formattersAcceptAnyDouble(value: Double) {
        for units in DisplayUnits.samples {
            let format = UnitFormatter(units: units)
            _ = [
                format.temperature(value), format.degrees(value), format.preciseTemperature(value), format.windSpeed(value),
                format.precipitation(value), format.pressure(value), format.visibility(value),
            ]
        }
        _ = UnitFormatter.percent(value)
        _ = UnitFormatter.compass(value)
    }

    @Test func valuesNoWholeNumberExpressesAreShownAsADash() {
        #expect(UnitFormatter(units: .metric).temperature(1e300) == "–°C")
        #expect(UnitFormatter(units: .imperial).degrees(.nan) == "–°")
        #expect(UnitFormatter.percent(.infinity) == "–%")
        #expect(UnitFormatter.compass(.nan) == "–")
        #expect(UnitFormatter.compass(-1e300) == "N")
        #expect(UnitFormatter.percent(-0.0) == "0%")
    }

    @Test(arguments: extremes)
    func aReportHoldingImplausibleValuesStillRenders(value: Double) throws {
        var report = SampleReport.seoul
        let date = Date(timeIntervalSince1970: value)
        report.current = CurrentConditions(
            time: date, temperature: value, feelsLike: value, condition: .unknown, humidity: value, windSpeed: value,
            windDirection: value, windGust: value, pressure: value, visibility: value, precipitation: value,
            cloudCover: value, todayHigh: value, todayLow: value, sunrise: date, sunset: date,
            temperatureYesterday: value
        )
        report.forecast = report.forecast.prefix(3).map { item in
            ForecastItem(
                time: date, temperature: value, feelsLike: value, condition: item.condition, precipitationChance: value,
                precipitation: value, windSpeed: value, windDirection: value, humidity: value
            )
        } + report.forecast
        report.fetchedAt = date
        report.hourly = report.forecast
        report.days = [
            DayForecast(
                date: date, low: value, high: value, condition: .unknown, precipitationChance: value, precipitation: value,
                windSpeed: value, windDirection: value
            ),
        ] + report.days
        for units in DisplayUnits.samples {
            for size in [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 120, rows: 40)] {
                for mode in ForecastListMode.allCases {
                    var state = ScreenState(phase: .loaded(LoadedWeather(report: report)), units: units, language: .korean, size: size)
                    state.listMode = mode
                    state.resetScroll(offset: 1)
                    let grid = DashboardView().render(state)
                    #expect(grid.lines.allSatisfy { DisplayWidth.of($0) == size.columns })
                }
            }
            _ = PlainTextReport(report: report, units: units, language: .english).text
            _ = JSONReport(report: report, units: units, language: .english)
        }
    }
}
