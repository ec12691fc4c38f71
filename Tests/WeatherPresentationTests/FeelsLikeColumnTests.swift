import Testing
import WeatherCore
@testable import WeatherPresentation

/// The forecast rows' feels-like column holds its label and the whole number in every language: a value
/// two digits below zero is never cut to "ressenti -…" or "gefühlt -1…".
struct FeelsLikeColumnTests {
    @Test(arguments: Language.allCases)
    func aTwoDigitFrostIsShownWhole(language: Language) {
        let strings = Strings(language: language)
        let units = UnitFormatter(units: .metric, catalog: strings.catalog)
        let report = SampleReport.frost
        // As the screen shows them: a right-to-left language's in visual order.
        let values = Set((report.forecast + report.hourly).compactMap(\.feelsLike).map {
            VisualOrder.of("\(strings.text(.feels)) \(units.degrees($0))")
        })
        let label = VisualOrder.of(strings.text(.feels))
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)] {
            var state = ScreenState(units: .metric, language: language, size: size)
            state.phase = .loaded(LoadedWeather(report: report))
            state.resetScroll(offset: 0)
            let lines = DashboardView().render(state).lines
            let list = lines.drop { !$0.hasPrefix("├") }
            let shown = list.filter { $0.contains(" \(label)") }
            let cut = shown.filter { row in !values.contains { row.contains($0) } }
            #expect(cut.isEmpty, "\(size.columns)×\(size.rows): \(cut)")
            if size.columns == 100 { #expect(shown.count >= 5, "\(lines.joined(separator: "\n"))") }
        }
    }
}
