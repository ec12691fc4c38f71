import Testing
import WeatherCore
@testable import WeatherPresentation

/// A places row whose high and low cover only the rest of today (MET Norway standing in for Open-Meteo,
/// OpenWeather) says so, as the header does; a whole day's range reads as before.
@Suite struct PlacesRestOfTodayTests {
    static func placesText(_ report: WeatherReport) -> [String] {
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 120, rows: 40))
        state.phase = .loaded(LoadedWeather(report: report))
        state.now = report.fetchedAt
        state.recentPlaces = [report.place]
        state.overlay = .places(selection: 0)
        return DashboardView().render(state).lines
    }

    @Test func theFallbacksRangeIsTheRestOfToday() throws {
        let report = SampleReport.metNorway(zone: GoldenScreenTests.oslo, fallback: GoldenScreenTests.openMeteoFailed)
        let row = try #require(Self.placesText(report).first { $0.contains("Holmestrand") && $0.contains("H ") })
        #expect(row.contains("(rest of today)"), "\(row)")
    }

    @Test func aWholeDaysRangeIsNotMarked() throws {
        let row = try #require(Self.placesText(SampleReport.seoul).first { $0.contains("Seoul") && $0.contains("H ") })
        #expect(!row.contains("(rest of today)"), "\(row)")
    }
}
