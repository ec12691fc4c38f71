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
        let values = Set((report.forecast + report.hourly).compactMap(\.feelsLike).map { "\(strings.text(.feels)) \(units.degrees($0))" })
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)] {
            var state = ScreenState(units: .metric, language: language, size: size)
            state.phase = .loaded(LoadedWeather(report: report))
            state.resetScroll(offset: 0)
            let lines = DashboardView().render(state).lines
            let list = lines.drop { !$0.hasPrefix("├") }
            let shown = list.compactMap { row -> String? in
                guard let label = row.range(of: " \(strings.text(.feels)) ", options: .backwards) else { return nil }
                return strings.text(.feels) + " " + row[label.upperBound...].prefix { $0 != " " && $0 != "│" }
            }
            #expect(shown.allSatisfy(values.contains), "\(size.columns)×\(size.rows): \(shown.filter { !values.contains($0) })")
            if size.columns == 100 { #expect(shown.count >= 5, "\(lines.joined(separator: "\n"))") }
        }
    }
}
