import FoundationEssentials
import WeatherCore

/// Maps key presses and data-source events to `ScreenState` and to the effects the app carries out
/// (`DashboardEffect`). The data source owns the models and does the loading and the views draw; the
/// controller decides what changes and what is asked of them, and does nothing itself: it is a value,
/// and `update(_:at:)` is its one door. Here: its state, the data source's events and the routing of
/// keys; each screen's keys are in a file named for the screen.
public struct DashboardController: Equatable, Sendable {
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
    /// Auto-refresh's schedule (`--refresh-interval`); nil: off.
    var refreshSchedule: RefreshSchedule?
    /// Auto-refresh came due while a load was in flight: the load's end arms it again.
    var refreshAwaitsLoad = false
    /// The timers armed, each with the wall-clock time it is due at. They sleep on the monotonic clock,
    /// which the wall clock can jump past.
    var timers: [DashboardTimer: Date] = [:]
    /// The theme the screen draws with.
    var theme: ResolvedTheme
    /// The wait for the terminal's answer to the background query (`--theme auto`); nil: not asked.
    var backgroundWait: BackgroundAnswerWait?
    /// When the input being read became ready: the background answer read with it arrived then.
    var inputArrivedAt: ContinuousClock.Instant?
    /// The window title last set.
    var title: String?
    /// The number of the data source's last load; the steps of any other, or of it once called off, are dropped.
    var dataSourceLoad = 0
    /// The load whose chosen weather service the fallback-patience timer is armed for.
    var fallbackPatienceLoad: Int?
    /// The place whose report was last looked through for `watch`'s events (`lookForWatchEvents`).
    var watchedPlace: String?
    /// The number of the places view's last load; the steps of any other are dropped.
    var placesLoad = 0
    /// The places the places view's last load is for, while it is under way.
    var placesLoading: [PlaceEntry]?
    /// The number of the radar view's last load; what any other, or it once called off, brings is dropped.
    var radarLoad = 0
    /// The place whose first forecast is loading, while none is on screen: `R` opens the radar round it.
    var placeBeingLoaded: Coordinate?
    /// `R` came while the place was still being found: the radar opens once it is.
    var radarWanted = false
    /// What the update under way asks for, in order; `update(_:at:)` hands it back and empties it.
    var effects: [DashboardEffect] = []
    /// Whether the events `watch` notifies of go out through the terminal too (`--no-notify`: not).
    var notifies: Bool

    /// `fixedLocation`: the place as `--location` gave it, the title until its weather has loaded;
    /// `airIndex`: the air-quality index asked for (nil: by the place's region); `stored`: the last good
    /// report for the place about to load, shown from the first frame as if it were being refreshed,
    /// its age against `now`; `theme`: the screen's at launch, which an answer to `backgroundWait`'s
    /// query may change; `notifies`: whether `watch`'s events go out through the terminal; `screenReader`:
    /// the screen as sentences a screen reader speaks.
    public init(
        units: DisplayUnits, language: Language, size: TerminalSize, glyphs: Glyphs = .unicode,
        clockFormat: ClockFormat = .twentyFourHour, fixedLocation: String? = nil, airIndex: AirIndexScale? = nil,
        stored: WeatherReport? = nil, now: Date? = nil, refreshSchedule: RefreshSchedule? = nil, theme: ResolvedTheme = .dark,
        backgroundWait: BackgroundAnswerWait? = nil, notifies: Bool = false, screenReader: Bool = false
    ) {
        self.notifies = notifies
        self.refreshSchedule = refreshSchedule
        self.theme = theme
        self.backgroundWait = backgroundWait
        state = ScreenState(units: units, language: language, size: size, glyphs: glyphs, clockFormat: clockFormat)
        state.fixedLocation = fixedLocation
        state.airIndex = airIndex
        state.screenReader = screenReader
        if let stored {
            state.now = now
            state.showStored(stored)
        }
    }

    var strings: Strings { Strings(language: state.language, glyphs: state.glyphs) }

    /// The services are up: the first load starts, behind the stored report if one is shown.
    mutating func start(recentPlaces: [Place], isDemo: Bool) {
        state.recentPlaces = recentPlaces
        state.isDemo = isDemo
        reload()
    }

    /// The clock moved on: ages are shown against `now`, and forecast steps that have ended leave the list.
    mutating func clockDidAdvance(to now: Date) {
        state.now = now
        guard case var .loaded(loaded) = state.phase else { return }
        let current = loaded.report.droppingPastSteps(at: now)
        let dropped = loaded.report.forecast.count - current.forecast.count
        guard dropped > 0 else { return }
        loaded.report = current
        state.phase = .loaded(loaded)
        state.resetScroll(offset: max(0, state.scroll.offset - dropped))
    }

    /// A refresh asked for by the user or the auto-refresh timer (`automatic`); ignored while a load is in flight.
    mutating func refresh(automatic: Bool = false) {
        guard !state.isLoading else { return }
        state.isAutomaticRefresh = automatic
        switch state.phase {
        case var .loaded(loaded):
            loaded.isRefreshing = true
            state.phase = .loaded(loaded)
        case .failed:
            state.phase = .locating(nil)
        case .locating, .loading:
            return
        }
        reload()
    }

    mutating func resize(to size: TerminalSize) {
        state.size = size
    }

    mutating func advanceSpinner() {
        guard state.isAnimating else { return }
        state.spinnerFrame += 1
    }

    /// Sends the key to the screen in front: a panel's own keys first, the main screen's otherwise.
    mutating func handle(_ key: Key) -> KeyOutcome {
        if case let .mouse(event) = key { return handle(event) }
        let shownNotice = state.notice
        state.notice = nil
        let closedItselfAt = state.overlayClosedItselfAt
        state.overlayClosedItselfAt = nil
        if KeyMaps.main.command(for: key) == .repaint { return .repaint }
        // A note on the bottom line is dismissed by Esc, as a message is: the next Esc quits. The note that
        // an Esc was swallowed says that Esc now quits.
        if key == .escape, state.overlay == nil, let shownNotice, shownNotice != .panelClosedItself { return .handled }
        if key == .escape, state.overlay == nil, let closedItselfAt, let now = state.now,
           now.timeIntervalSince(closedItselfAt) < Self.escapeGrace {
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
        case let .places(selection):
            return handlePlacesKey(key, selection: selection)
        case let .radar(view):
            return handleRadarKey(key, view: view)
        case .refreshFailure:
            if let outcome = handleMessageKey(key) { return outcome }
        case nil:
            break
        }
        return handleMainScreenKey(key)
    }

    /// The prompt follows the change it started, while it is open and showing it.
    private mutating func showInPrompt(_ activity: LocationActivity) -> Bool {
        guard state.isChangingLocation, case var .locationPrompt(prompt) = state.overlay, prompt.activity != nil else { return false }
        prompt.activity = activity
        state.overlay = .locationPrompt(prompt)
        return true
    }

    // MARK: - Data source events

    /// Every data-source event of the last load comes in here, through `update(_:at:)`.
    mutating func update(_ event: DataSourceEvent) {
        switch event {
        case let .askingFallback(attempt): state.askingFallback = attempt
        case .awaitingForecast, .amended, .finished: break
        // Every other step starts, ends or fails a load: no fallback is being asked any more.
        case .locating, .loading, .loaded, .failed, .changeFailed: state.askingFallback = nil
        }
        switch event {
        case let .locating(step): dataSourceDidStartLocating(step)
        case let .loading(place): dataSourceDidStartLoading(place)
        case .awaitingForecast, .askingFallback: break
        case let .loaded(report): dataSourceDidLoad(report)
        case let .amended(report): dataSourceDidAmend(report)
        case let .finished(report):
            dataSourceDidFinish()
            lookForWatchEvents(in: report)
        case let .failed(failure): dataSourceDidFail(failure)
        case let .changeFailed(failure): dataSourceDidFailToChangeLocation(failure)
        }
    }

    private mutating func dataSourceDidStartLocating(_ step: LocatingStep) {
        state.isLoading = true
        if !showInPrompt(.locating(step)) {
            if case .loaded = state.phase { markRefreshing() } else { state.phase = .locating(step) }
        }
    }

    private mutating func dataSourceDidStartLoading(_ place: Place) {
        state.isLoading = true
        if !showInPrompt(.loading(place.displayName)) {
            if case .loaded = state.phase { markRefreshing() } else { state.phase = .loading(placeName: place.name) }
        }
        guard state.report == nil else { return }
        placeBeingLoaded = place.coordinate
        if radarWanted, state.overlay == nil { openRadar() }
        radarWanted = false
    }

    /// Every feed of the load has answered or failed: what is missing now stays missing until the next load.
    private mutating func dataSourceDidFinish() {
        guard !state.isDemo, case var .loaded(loaded) = state.phase else { return }
        loaded.feedsFinished = true
        state.phase = .loaded(loaded)
    }

    private mutating func dataSourceDidLoad(_ report: WeatherReport) {
        placeBeingLoaded = nil
        radarWanted = false
        state.isLoading = false
        state.isChangingLocation = false
        state.changeInterruptedLoad = false
        let samePlace = state.report?.place.coordinate == report.place.coordinate
        state.phase = .loaded(LoadedWeather(report: report))
        rememberRecentPlace(of: report)
        if case .shownOnceLoaded = state.notice { state.notice = nil }
        let closesOverlay = switch state.overlay {
        case .refreshFailure: true
        case let .locationPrompt(prompt): prompt.activity != nil
        // The warnings panel shows the report's warnings: it goes while the new report has none yet.
        case .warnings: report.warnings == nil
        // The places view shows the place on screen from its report: a refresh only updates its row.
        case .help, .places, .radar, nil: false
        }
        if closesOverlay {
            state.overlay = nil
            state.overlayClosedItselfAt = state.now
        }
        state.resetScroll(offset: samePlace ? state.scroll.offset : 0)
    }

    private mutating func dataSourceDidFail(_ failure: LoadFailure) {
        radarWanted = false
        state.isLoading = false
        if case var .loaded(loaded) = state.phase {
            // Auto-refresh failing again over data already marked stale: the status line says so.
            let isRepeatedAutomaticFailure = state.isAutomaticRefresh && loaded.isStale
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

    /// Another feed's part arrived for the report on screen: it fills in, and nothing else moves. The
    /// list is rebuilt at its offset, since the part may be the rows of the view open (the air's hours).
    private mutating func dataSourceDidAmend(_ report: WeatherReport) {
        rememberRecentPlace(of: report)
        guard case var .loaded(loaded) = state.phase, loaded.report.place.coordinate == report.place.coordinate else { return }
        loaded.report = report
        state.phase = .loaded(loaded)
        state.resetScroll(offset: state.scroll.offset)
    }

    /// The place from before stays: only the reason is shown, in the prompt while it is open.
    private mutating func dataSourceDidFailToChangeLocation(_ failure: LoadFailure) {
        state.isLoading = false
        state.isChangingLocation = false
        state.changeInterruptedLoad = false
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

    /// The data source made the report's place the most recent of the recent places, as it does with
    /// every report it makes current: the list shown here follows it.
    private mutating func rememberRecentPlace(of report: WeatherReport) {
        state.recentPlaces = RecentPlaces(state.recentPlaces).inserting(report.place).places
    }

    /// Starts a load of the current place, under a new number; the data source calls off any load in flight.
    mutating func reload() {
        state.isLoading = true
        dataSourceLoad += 1
        effects.append(.reload(load: dataSourceLoad))
    }

    /// Loads the place a query names; it becomes current only once its weather has loaded.
    mutating func changeLocation(to query: LocationQuery) {
        state.isLoading = true
        dataSourceLoad += 1
        effects.append(.changeLocation(query, load: dataSourceLoad))
    }

    /// Loads a place already found, on the same terms.
    mutating func changeLocation(to place: Place) {
        state.isLoading = true
        dataSourceLoad += 1
        effects.append(.changePlace(place, load: dataSourceLoad))
    }

    /// Calls off the load in flight; nothing more is heard of it, not even what it said before.
    mutating func cancelLoad() {
        state.isLoading = false
        dataSourceLoad += 1
        effects.append(.cancelLoad)
    }

    mutating func markRefreshing() {
        guard case var .loaded(loaded) = state.phase else { return }
        loaded.isRefreshing = true
        state.phase = .loaded(loaded)
    }
}
