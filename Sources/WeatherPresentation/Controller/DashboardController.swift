import FoundationEssentials
import WeatherCore

/// Maps key presses and data-source events to `ScreenState`. The data source owns the models and does
/// the loading and the views draw; the controller decides what changes. Here: its state, the data
/// source's events and the routing of keys; each screen's keys are in a file named for the screen.
@MainActor
public final class DashboardController {
    public enum KeyOutcome: Equatable {
        case handled
        case ignored
        case quit
        /// Ctrl-L: the terminal is to be cleared and everything drawn again.
        case repaint
    }

    /// How long after a panel closed by itself an Esc is taken as meant for that panel, and swallowed
    /// instead of quitting: a press already on its way when the panel went (a reaction takes a quarter
    /// to half a second) lands in it; an Esc pressed on purpose a second later quits as always.
    public static let escapeGrace: TimeInterval = 1

    public internal(set) var state: ScreenState
    let loader: any WeatherLoading
    /// A change of place asked for here is under way: its events go to the prompt while it shows them.
    var isChangingLocation = false
    /// The change under way cut short a load of the current place, which a cancelled change starts again.
    var changeInterruptedLoad = false
    /// The load in flight is auto-refresh's: a failure of it, when the data is already stale, is shown in
    /// the status line only.
    var isAutomaticRefresh = false
    /// When a panel last closed by itself (a load ended it), until the next key.
    private var overlayClosedItselfAt: Date?
    private let clock: @Sendable () -> Date

    /// `fixedLocation`: the place as `--location` gave it, the title until its weather has loaded;
    /// `airIndex`: the air-quality index asked for (nil: by the place's region).
    public init(
        loader: any WeatherLoading, units: DisplayUnits, language: Language, size: TerminalSize, glyphs: Glyphs = .unicode,
        clockFormat: ClockFormat = .twentyFourHour, fixedLocation: String? = nil, airIndex: AirIndexScale? = nil,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.loader = loader
        self.clock = clock
        self.state = ScreenState(units: units, language: language, size: size, glyphs: glyphs, clockFormat: clockFormat)
        state.fixedLocation = fixedLocation
        state.airIndex = airIndex
        state.recentPlaces = loader.recentPlaces.places
    }

    var strings: Strings { Strings(language: state.language, glyphs: state.glyphs) }

    /// Starts the first load; `stored`, the last good report for the place about to load, is shown
    /// meanwhile as if it were a refresh.
    public func start(showing stored: WeatherReport? = nil) {
        if let stored {
            state.showStored(stored)
        } else {
            state.phase = .locating(nil)
        }
        loader.reload()
    }

    /// The clock moved on: ages are shown against `now`, and forecast steps that have ended leave the list.
    public func clockDidAdvance(to now: Date) {
        state.now = now
        guard case var .loaded(loaded) = state.phase else { return }
        let current = loaded.report.droppingPastSteps(at: now)
        let dropped = loaded.report.forecast.count - current.forecast.count
        guard dropped > 0 else { return }
        loaded.report = current
        state.phase = .loaded(loaded)
        state.resetScroll(offset: max(0, state.scroll.offset - dropped))
    }

    /// When auto-refresh tries next after failures (nil: not backing off).
    public func showNextTry(at date: Date?) {
        state.nextTry = date
    }

    /// A refresh asked for by the user or the auto-refresh timer (`automatic`); ignored while a load is in flight.
    public func refresh(automatic: Bool = false) {
        guard !loader.isLoading else { return }
        isAutomaticRefresh = automatic
        switch state.phase {
        case var .loaded(loaded):
            loaded.isRefreshing = true
            state.phase = .loaded(loaded)
        case .failed:
            state.phase = .locating(nil)
        case .locating, .loading:
            return
        }
        loader.reload()
    }

    public func resize(to size: TerminalSize) {
        state.size = size
    }

    public func advanceSpinner() {
        guard state.isAnimating else { return }
        state.spinnerFrame += 1
    }

    /// Sends the key to the screen in front: a panel's own keys first, the main screen's otherwise.
    public func handle(_ key: Key) -> KeyOutcome {
        if case let .mouse(event) = key { return handle(event) }
        state.notice = nil
        let closedItselfAt = overlayClosedItselfAt
        overlayClosedItselfAt = nil
        if KeyMaps.main.command(for: key) == .repaint { return .repaint }
        if key == .escape, state.overlay == nil, let closedItselfAt, clock().timeIntervalSince(closedItselfAt) < Self.escapeGrace {
            state.notice = .panelClosedItself
            return .handled
        }
        switch state.overlay {
        case let .locationPrompt(prompt):
            return prompt.picker == nil ? handlePromptKey(key, prompt) : handlePickListKey(key, prompt)
        case _ where key.isPaste:
            // Pasted text is only ever text: outside the prompt it is not read as commands.
            return .ignored
        case .help:
            return handleHelpKey(key)
        case .warnings:
            return handleWarningsKey(key)
        case .refreshFailure:
            if let outcome = handleMessageKey(key) { return outcome }
        case nil:
            break
        }
        return handleMainScreenKey(key)
    }

    /// The prompt follows the change it started, while it is open and showing it.
    private func showInPrompt(_ activity: LocationActivity) -> Bool {
        guard isChangingLocation, case var .locationPrompt(prompt) = state.overlay, prompt.activity != nil else { return false }
        prompt.activity = activity
        state.overlay = .locationPrompt(prompt)
        return true
    }

    // MARK: - Data source events

    /// Every data-source event comes in here, through the app's one event stream.
    public func update(_ event: DataSourceEvent) {
        switch event {
        case let .askingFallback(attempt): state.askingFallback = attempt
        case .amended, .finished: break
        // Every other step starts, ends or fails a load: no fallback is being asked any more.
        case .locating, .loading, .loaded, .failed, .changeFailed: state.askingFallback = nil
        }
        switch event {
        case let .locating(step): dataSourceDidStartLocating(step)
        case let .loading(place): dataSourceDidStartLoading(place)
        case .askingFallback: break
        case let .loaded(report): dataSourceDidLoad(report)
        case let .amended(report): dataSourceDidAmend(report)
        case .finished: dataSourceDidFinish()
        case let .failed(failure): dataSourceDidFail(failure)
        case let .changeFailed(failure): dataSourceDidFailToChangeLocation(failure)
        }
    }

    private func dataSourceDidStartLocating(_ step: LocatingStep) {
        if !showInPrompt(.locating(step)) {
            if case .loaded = state.phase { markRefreshing() } else { state.phase = .locating(step) }
        }
    }

    private func dataSourceDidStartLoading(_ place: Place) {
        if !showInPrompt(.loading(place.displayName)) {
            if case .loaded = state.phase { markRefreshing() } else { state.phase = .loading(placeName: place.name) }
        }
    }

    /// Every feed of the load has answered or failed: what is missing now stays missing until the next load.
    private func dataSourceDidFinish() {
        guard !loader.isDemo, case var .loaded(loaded) = state.phase else { return }
        loaded.feedsFinished = true
        state.phase = .loaded(loaded)
    }

    private func dataSourceDidLoad(_ report: WeatherReport) {
        isChangingLocation = false
        changeInterruptedLoad = false
        let samePlace = state.report?.place.coordinate == report.place.coordinate
        state.phase = .loaded(LoadedWeather(report: report))
        state.recentPlaces = loader.recentPlaces.places
        if case .shownOnceLoaded = state.notice { state.notice = nil }
        let closesOverlay = switch state.overlay {
        case .refreshFailure: true
        case let .locationPrompt(prompt): prompt.activity != nil
        // The warnings panel shows the report's warnings: it goes while the new report has none yet.
        case .warnings: report.warnings == nil
        case .help, nil: false
        }
        if closesOverlay {
            state.overlay = nil
            overlayClosedItselfAt = clock()
        }
        state.resetScroll(offset: samePlace ? state.scroll.offset : 0)
    }

    private func dataSourceDidFail(_ failure: LoadFailure) {
        if case var .loaded(loaded) = state.phase {
            // Auto-refresh failing again over data already marked stale: the status line says so.
            let isRepeatedAutomaticFailure = isAutomaticRefresh && loaded.isStale
            loaded.isRefreshing = false
            loaded.isStale = true
            state.phase = .loaded(loaded)
            if !isRepeatedAutomaticFailure, state.overlay == nil || state.overlay == .help { state.overlay = .refreshFailure(failure) }
        } else {
            state.phase = .failed(failure)
            if case let .location(.ambiguous(name, matches)) = failure {
                state.overlay = .locationPrompt(LocationPrompt(text: name, picker: PlacePicker(name: name, matches: matches)))
            }
        }
    }

    /// Another feed's part arrived for the report on screen: it fills in, and nothing else moves.
    private func dataSourceDidAmend(_ report: WeatherReport) {
        state.recentPlaces = loader.recentPlaces.places
        guard case var .loaded(loaded) = state.phase, loaded.report.place.coordinate == report.place.coordinate else { return }
        loaded.report = report
        state.phase = .loaded(loaded)
    }

    /// The place from before stays: only the reason is shown, in the prompt while it is open.
    private func dataSourceDidFailToChangeLocation(_ failure: LoadFailure) {
        isChangingLocation = false
        changeInterruptedLoad = false
        if case var .loaded(loaded) = state.phase {
            loaded.isRefreshing = false
            state.phase = .loaded(loaded)
        }
        let openPrompt: LocationPrompt? = if case let .locationPrompt(prompt) = state.overlay { prompt } else { nil }
        if case let .location(.ambiguous(name, matches)) = failure {
            var prompt = openPrompt ?? LocationPrompt(text: name)
            prompt.activity = nil
            prompt.error = nil
            prompt.picker = PlacePicker(name: name, matches: matches)
            state.overlay = .locationPrompt(prompt)
        } else if var prompt = openPrompt {
            prompt.activity = nil
            prompt.error = strings.explain(failure).reason
            state.overlay = .locationPrompt(prompt)
        } else if state.report != nil {
            if state.overlay == nil || state.overlay == .help { state.overlay = .refreshFailure(failure) }
        } else {
            state.phase = .failed(failure)
        }
    }

    // MARK: - Helpers

    func markRefreshing() {
        guard case var .loaded(loaded) = state.phase else { return }
        loaded.isRefreshing = true
        state.phase = .loaded(loaded)
    }
}
