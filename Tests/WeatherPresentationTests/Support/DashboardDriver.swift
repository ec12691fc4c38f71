import FoundationEssentials
import WeatherCore
@testable import WeatherPresentation

/// Drives a `DashboardController` as the app's loop does: each call is one event through its update
/// function, at the driver's clock reading (`now`), and the loads it asks for reach `loader`.
@MainActor
final class DashboardDriver {
    private(set) var controller: DashboardController
    let loader: FakeLoader
    /// The wall clock the events happen at.
    var now: Date

    init(
        loader: FakeLoader = FakeLoader(), units: DisplayUnits = .metric, language: Language = .english,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24), glyphs: Glyphs = .unicode,
        clockFormat: ClockFormat = .twentyFourHour, fixedLocation: String? = nil, airIndex: AirIndexScale? = nil,
        stored: WeatherReport? = nil, now: Date = SampleReport.now
    ) {
        self.loader = loader
        self.now = now
        controller = DashboardController(
            units: units, language: language, size: size, glyphs: glyphs, clockFormat: clockFormat, fixedLocation: fixedLocation,
            airIndex: airIndex, stored: stored, now: now
        )
    }

    var state: ScreenState { controller.state }

    /// Sends `event` through the update function; the data source hears what is asked of it.
    @discardableResult
    func send(_ event: DashboardEvent) -> [DashboardEffect] {
        let effects = controller.update(event, at: now)
        effects.forEach(loader.carryOut)
        return effects
    }

    /// The services are up: the first load starts.
    func start() {
        send(.servicesStarted(recentPlaces: loader.recentPlaces.places, isDemo: loader.isDemo))
    }

    /// Presses `key`; returns what the controller made of it. The update keeps that to itself (the app
    /// needs only its effects), so it is read from a copy given the key as `update(_:at:)` gives it.
    @discardableResult
    func handle(_ key: Key) -> DashboardController.KeyOutcome {
        var copy = controller
        copy.state.now = now
        let outcome = copy.handle(key)
        send(.keyPressed(key))
        return outcome
    }

    func update(_ event: DataSourceEvent) {
        send(.dataSource(event))
    }

    func resize(to size: TerminalSize) {
        send(.terminalResized(size))
    }

    func advanceSpinner() {
        send(.spinnerTicked)
    }

    /// Auto-refresh's timer goes off.
    func refreshAutomatically() {
        send(.refreshTimerFired)
    }

    /// The clock reads `date` when the clock watch next wakes the app.
    func clockDidAdvance(to date: Date) {
        now = date
        send(.clockWatchFired)
    }

    /// The header's next try, as the app's loop sets it while auto-refresh backs off.
    func showNextTry(at date: Date?) {
        controller.showNextTry(at: date)
    }
}
