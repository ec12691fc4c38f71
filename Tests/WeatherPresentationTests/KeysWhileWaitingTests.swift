import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Keys that have no visible effect yet say that they were taken; Ctrl-L repaints; automatic refresh
/// failures go to the status line once the data is marked stale; an Esc meant for a panel that has
/// just closed by itself does not quit.
@MainActor
@Suite struct KeysWhileWaitingTests {
    let loader = FakeLoader()
    let report = SampleReport.seoul

    private func makeController(fixedLocation: String? = nil) -> DashboardDriver {
        DashboardDriver(
            loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24),
            fixedLocation: fixedLocation
        )
    }

    private func loadedController() -> DashboardDriver {
        let controller = makeController()
        controller.start()
        controller.update(.loaded(report))
        return controller
    }

    private func bottomRow(_ controller: DashboardDriver) -> String {
        DashboardView().render(controller.state).lines.last ?? ""
    }

    @Test func viewKeysDuringTheFirstLoadAreTakenAndSaidSo() {
        let controller = makeController()
        controller.start()
        #expect(controller.handle(.character("u")) == .handled)
        #expect(controller.state.units == .imperial)
        #expect(bottomRow(controller).contains("Units: imperial, once the forecast has loaded"), "\(bottomRow(controller))")
        _ = controller.handle(.character("d"))
        #expect(bottomRow(controller).contains("List: days, once the forecast has loaded"))
        _ = controller.handle(.character("t"))
        #expect(bottomRow(controller).contains("Graph: off, once the forecast has loaded"))
        controller.update(.loaded(report))
        #expect(controller.state.notice == nil, "the note is done with once the forecast shows")
        #expect(controller.state.listMode == .days)
        #expect(!controller.state.showsGraph)
    }

    @Test func ctrlLAsksForARepaintEverywhere() {
        let controller = loadedController()
        #expect(controller.handle(.control("l")) == .repaint)
        _ = controller.handle(.character("l"))
        _ = controller.handle(.character("S"))
        #expect(controller.handle(.control("l")) == .repaint)
        if case let .locationPrompt(prompt) = controller.state.overlay {
            #expect(prompt.text == "S")
        } else {
            Issue.record("Ctrl-L closed the prompt")
        }
        #expect(KeyMaps.main.binding(for: .repaint)?.label == "Ctrl-L")
    }

    @Test func aRepeatedAutomaticFailureGoesToTheStatusLineNotAPanel() {
        let controller = loadedController()
        controller.refreshAutomatically()
        controller.update(.failed(.weather(.offline)))
        #expect(controller.state.overlay == .refreshFailure(.weather(.offline)))
        _ = controller.handle(.enter)
        controller.refreshAutomatically()
        controller.update(.failed(.weather(.offline)))
        #expect(controller.state.overlay == nil)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isStale: true)))
        #expect(DashboardView().render(controller.state).lines[0].contains("stale"))
        // A refresh the user asks for answers with the panel.
        _ = controller.handle(.character("r"))
        controller.update(.failed(.weather(.offline)))
        #expect(controller.state.overlay == .refreshFailure(.weather(.offline)))
    }

    @Test func anEscJustAfterAPanelClosedItselfDoesNotQuit() {
        let controller = loadedController()
        controller.refreshAutomatically()
        controller.update(.failed(.weather(.offline)))
        controller.refreshAutomatically()
        controller.update(.loaded(report))
        #expect(controller.state.overlay == nil)
        controller.now += 0.4
        #expect(controller.handle(.escape) == .handled)
        #expect(controller.state.notice == .panelClosedItself)
        #expect(bottomRow(controller).contains("The message had already closed; q or Esc quits"))
        #expect(controller.handle(.escape) == .quit)
    }

    /// `!` before the first forecast says the warnings have not loaded, as it does while their service
    /// has not answered.
    @Test func warningsAskedForBeforeTheFirstLoadAreSaidNotToHaveLoaded() {
        let controller = makeController()
        controller.start()
        #expect(controller.handle(.character("!")) == .handled)
        #expect(controller.state.notice == .noWarnings(nil))
        #expect(bottomRow(controller).contains("Official warnings have not loaded for this place"))
    }

    @Test func anEscDismissesANoteOnTheBottomLineAndTheNextQuits() {
        let controller = loadedController()
        #expect(controller.handle(.character("9")) == .handled)
        #expect(controller.state.notice == .noRecentPlace(9))
        let note = bottomRow(controller)
        #expect(controller.handle(.escape) == .handled)
        #expect(controller.state.notice == nil)
        #expect(bottomRow(controller) != note)
        #expect(controller.handle(.escape) == .quit)
    }

    @Test func anEscWellAfterAPanelClosedItselfQuits() {
        let controller = loadedController()
        controller.update(.failed(.weather(.offline)))
        controller.update(.loaded(report))
        controller.now += DashboardController.escapeGrace + 0.1
        #expect(controller.handle(.escape) == .quit)
    }

    @Test func aFixedLocationTitlesTheScreensBeforeItHasLoaded() {
        let controller = makeController(fixedLocation: "Brno")
        controller.start()
        #expect(DashboardView().render(controller.state).lines[0].hasPrefix("┌ Brno "))
        controller.update(.failed(.weather(.offline)))
        #expect(DashboardView().render(controller.state).lines[0].hasPrefix("┌ Brno "))
    }
}
