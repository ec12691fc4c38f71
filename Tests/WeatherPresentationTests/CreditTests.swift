import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The data's credit in the bottom border is a licence term (Open-Meteo's data is CC BY 4.0): at 80
/// columns and more it is on screen in every language, for every service, whatever the view and the notice.
@Suite struct CreditTests {
    static let widths = [80, 81, 90, 100, 120, 200]
    static let notices: [ScreenState.Notice?] = [nil, .onlyThreeHourSteps, .noRecentPlace(9), .panelClosedItself, .shownOnceLoaded(.units)]

    @Test(arguments: Language.allCases, ProviderID.allCases)
    func theCreditIsOnTheBottomBorderFrom80Columns(language: Language, provider: ProviderID) {
        var report = provider == .openMeteo ? SampleReport.seoul : SampleReport.threeHourOnly
        report.provider = provider
        for columns in Self.widths {
            for mode in ForecastListMode.allCases {
                for notice in Self.notices {
                    var state = ScreenState(
                        phase: .loaded(LoadedWeather(report: report)), units: .metric, language: language,
                        size: TerminalSize(columns: columns, rows: 24)
                    )
                    state.listMode = mode
                    state.notice = notice
                    state.resetScroll()
                    // Past a width the frame is centred, with blank columns either side.
                    let bottom = (DashboardView().render(state).lines.last ?? "").trimmingCharacters(in: .whitespaces)
                    #expect(
                        bottom.hasSuffix(" \(provider.creditLine) ┘"),
                        "\(language.rawValue) \(provider.rawValue) \(columns) columns \(mode) \(String(describing: notice)): \(bottom)"
                    )
                }
            }
        }
    }

    /// Keys give way to the credit, not all of them: the most used stay.
    @Test(arguments: Language.allCases)
    func theFirstKeysStayBesideTheCreditAt80Columns(language: Language) {
        let state = ScreenState(
            phase: .loaded(LoadedWeather(report: SampleReport.seoul)), units: .metric, language: language,
            size: TerminalSize(columns: 80, rows: 24)
        )
        let bottom = DashboardView().render(state).lines.last ?? ""
        let strings = Strings(language: language)
        for hint in [Message.hintRefresh, .hintQuit, .hintHelp] {
            #expect(bottom.contains(VisualOrder.of(strings.text(hint))), "\(language.rawValue): \(bottom)")
        }
    }
}
