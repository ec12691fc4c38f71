import Testing
import WeatherCore
@testable import WeatherPresentation

@MainActor
@Suite struct DashboardControllerTests {
    let loader = FakeLoader()
    let controller: DashboardDriver
    let report = SampleReport.seoul

    init() {
        controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
    }

    private func loaded() {
        controller.start()
        controller.update(.loaded(report))
    }

    @Test func startLocatesThenLoads() {
        controller.start()
        #expect(controller.state.phase == .locating(nil))
        #expect(loader.reloads == 1)
        controller.update(.loading(report.place))
        #expect(controller.state.phase == .loading(placeName: "Seoul"))
        #expect(controller.state.isAnimating)
        controller.update(.loaded(report))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report)))
        #expect(!controller.state.isAnimating)
    }

    /// A feed arriving after the weather fills in its part; the open help, the scroll and the rest stay.
    @Test func anAmendmentFillsInWithoutMovingAnything() {
        loaded()
        _ = controller.handle(.down)
        _ = controller.handle(.character("?"))
        let offset = controller.state.scroll.offset
        var named = report
        named.place = Place(name: "Jongno", countryCode: "KR", coordinate: report.place.coordinate)
        controller.update(.amended(named))
        #expect(controller.state.report?.place.name == "Jongno")
        #expect(controller.state.overlay == .help)
        #expect(controller.state.scroll.offset == offset)
        // An amendment for another place (a load since replaced) changes nothing.
        var elsewhere = report
        elsewhere.place = Place(name: "Busan", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)
        controller.update(.amended(elsewhere))
        #expect(controller.state.report?.place.name == "Jongno")
    }

    @Test func refreshKeepsTheDataAndIgnoresASecondPress() {
        loaded()
        #expect(controller.handle(.character("r")) == .handled)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isRefreshing: true)))
        #expect(controller.handle(.character("r")) == .handled)
        #expect(loader.reloads == 2)
        controller.update(.locating(.ipLookup))
        controller.update(.loading(report.place))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isRefreshing: true)))
    }

    @Test func aRefreshFailureMarksTheDataStaleUntilDismissed() {
        loaded()
        _ = controller.handle(.character("r"))
        controller.update(.failed(.weather(.offline)))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isStale: true)))
        #expect(controller.state.overlay == .refreshFailure(.weather(.offline)))
        #expect(controller.handle(.enter) == .handled)
        #expect(controller.state.overlay == nil)
        controller.update(.loaded(report))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report)))
    }

    @Test func escapeDismissesTheMessageBeforeItQuits() {
        loaded()
        controller.update(.failed(.weather(.timedOut)))
        #expect(controller.handle(.escape) == .handled)
        #expect(controller.handle(.escape) == .quit)
    }

    @Test func aFirstLoadFailureOffersRetry() {
        controller.start()
        controller.update(.failed(.location(.ipLookupFailed(.offline))))
        #expect(controller.state.phase == .failed(.location(.ipLookupFailed(.offline))))
        _ = controller.handle(.character("r"))
        #expect(controller.state.phase == .locating(nil))
        #expect(loader.reloads == 2)
    }

    @Test func scrollingStaysWithinTheForecast() {
        loaded()
        _ = controller.handle(.down)
        _ = controller.handle(.character("j"))
        #expect(controller.state.scroll.offset == 2)
        _ = controller.handle(.up)
        #expect(controller.state.scroll.offset == 1)
        _ = controller.handle(.end)
        let last = controller.state.scroll.offset
        #expect(last > 20 && last < report.forecast.count)
        _ = controller.handle(.down)
        #expect(controller.state.scroll.offset == last)
        _ = controller.handle(.home)
        #expect(controller.state.scroll.offset == 0)
        _ = controller.handle(.up)
        #expect(controller.state.scroll.offset == 0)
        _ = controller.handle(.pageDown)
        #expect(controller.state.scroll.offset > 5)
    }

    @Test func aTallerTerminalPullsTheScrollBack() {
        loaded()
        _ = controller.handle(.end)
        let before = controller.state.scroll.offset
        controller.resize(to: TerminalSize(columns: 120, rows: 60))
        #expect(controller.state.scroll.offset < before)
    }

    @Test func unitsHelpAndQuit() {
        loaded()
        _ = controller.handle(.character("u"))
        #expect(controller.state.units == .imperial)
        _ = controller.handle(.character("?"))
        #expect(controller.state.overlay == .help)
        _ = controller.handle(.character("x"))
        #expect(controller.state.overlay == nil)
        #expect(controller.handle(.character("q")) == .quit)
        #expect(controller.handle(.character("z")) == .ignored)
    }

    @Test func theLocationPromptAnswersBadInputInlineAndLoadsGoodInput() {
        loaded()
        _ = controller.handle(.character("l"))
        for character in "99,1" { _ = controller.handle(.character(character)) }
        _ = controller.handle(.enter)
        #expect(controller.state.overlay == .locationPrompt(LocationPrompt(text: "99,1", error: "'99,1' is not a valid lat,lon")))
        #expect(loader.changes.isEmpty)
        for _ in 0..<4 { _ = controller.handle(.backspace) }
        for character in "q서울" { _ = controller.handle(.character(character)) }
        _ = controller.handle(.backspace)
        _ = controller.handle(.backspace)
        _ = controller.handle(.backspace)
        for character in "Busan" { _ = controller.handle(.character(character)) }
        _ = controller.handle(.enter)
        #expect(controller.state.overlay == .locationPrompt(LocationPrompt(text: "Busan", activity: .locating(.search("Busan")))))
        #expect(loader.changes == [.query(.name("Busan"))])
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isRefreshing: true)))
        #expect(controller.state.isAnimating)
    }

    @Test func aPasteIsTypedIntoThePromptAndNeverSubmitsIt() {
        loaded()
        _ = controller.handle(.character("l"))
        #expect(controller.handle(.paste("Paris\tq")) == .handled)
        #expect(controller.state.overlay == .locationPrompt(LocationPrompt(text: "Parisq")))
        #expect(loader.changes.isEmpty)
        _ = controller.handle(.paste(String(repeating: "x", count: 200)))
        if case let .locationPrompt(prompt) = controller.state.overlay {
            #expect(prompt.text.count == LocationPrompt.maximumLength)
        } else {
            Issue.record("the prompt closed")
        }
    }

    @Test func aPasteOutsideThePromptRunsNoCommand() {
        loaded()
        #expect(controller.handle(.paste("rq")) == .ignored)
        #expect(loader.reloads == 1)
        _ = controller.handle(.character("?"))
        #expect(controller.handle(.paste("q")) == .ignored)
        #expect(controller.state.overlay == .help)
    }

    @Test func escapeClosesThePromptWithoutLoading() {
        controller.start()
        controller.update(.failed(.location(.noLocation)))
        _ = controller.handle(.character("l"))
        _ = controller.handle(.character("q"))
        #expect(controller.state.overlay == .locationPrompt(LocationPrompt(text: "q")))
        _ = controller.handle(.escape)
        #expect(controller.state.overlay == nil)
        #expect(loader.changes.isEmpty)
    }

    @Test func theSpinnerOnlyMovesWhileSomethingLoads() {
        controller.start()
        controller.advanceSpinner()
        #expect(controller.state.spinnerFrame == 1)
        controller.update(.loaded(report))
        controller.advanceSpinner()
        #expect(controller.state.spinnerFrame == 1)
    }
}
