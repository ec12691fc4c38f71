import FoundationEssentials
import WeatherCore

/// Maps key presses and data-source events to `ScreenState`. The data source owns the models and does
/// the loading and the views draw; the controller decides what changes.
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

    public private(set) var state: ScreenState
    private let loader: any WeatherLoading
    /// A change of place asked for here is under way: its events go to the prompt while it shows them.
    private var isChangingLocation = false
    /// The change under way cut short a load of the current place, which a cancelled change starts again.
    private var changeInterruptedLoad = false
    /// The load in flight is auto-refresh's: a failure of it, when the data is already stale, is shown in
    /// the status line only.
    private var isAutomaticRefresh = false
    /// When a panel last closed by itself (a load ended it), until the next key.
    private var overlayClosedItselfAt: Date?
    private let clock: @Sendable () -> Date

    /// `fixedLocation`: the place as `--location` gave it, the title until its weather has loaded.
    public init(
        loader: any WeatherLoading, units: UnitSystem, language: Language, size: TerminalSize, glyphs: Glyphs = .unicode,
        fixedLocation: String? = nil, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.loader = loader
        self.clock = clock
        self.state = ScreenState(units: units, language: language, size: size, glyphs: glyphs)
        state.fixedLocation = fixedLocation
        state.recentPlaces = loader.recentPlaces.places
    }

    private var strings: Strings { Strings(language: state.language, glyphs: state.glyphs) }

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

    public func handle(_ key: Key) -> KeyOutcome {
        state.notice = nil
        let closedItselfAt = overlayClosedItselfAt
        overlayClosedItselfAt = nil
        if KeyTable.command(for: key) == .repaint { return .repaint }
        if key == .escape, state.overlay == nil, let closedItselfAt, clock().timeIntervalSince(closedItselfAt) < Self.escapeGrace {
            state.notice = .panelClosedItself
            return .handled
        }
        switch state.overlay {
        case let .locationPrompt(prompt):
            return prompt.picker == nil ? handlePrompt(key, prompt) : handlePicker(key, prompt)
        case _ where key.isPaste:
            // Pasted text is only ever text: outside the prompt it is not read as commands.
            return .ignored
        case .help:
            return handleHelp(key)
        case .refreshFailure:
            switch key {
            case .enter, .escape:
                state.overlay = nil
                return .handled
            case .character("q"):
                return .quit
            default:
                state.overlay = nil
            }
        case nil:
            break
        }
        guard let command = KeyTable.command(for: key) else { return .ignored }
        switch command {
        case .quit:
            return .quit
        case .refresh:
            refresh()
        case .help:
            state.helpOffset = 0
            state.overlay = .help
        case .location:
            state.overlay = .locationPrompt(LocationPrompt(error: loader.isDemo ? strings.searchNeedsNetwork : nil))
        case .units:
            state.units = state.units.toggled
            noteShownOnceLoaded(.units)
        case .toggleGraph:
            toggleGraph()
            noteShownOnceLoaded(.graph)
        case .toggleDaysView:
            toggleDaysView()
            noteShownOnceLoaded(.listMode)
        case .toggleHourlyView:
            toggleHourlyView()
            noteShownOnceLoaded(.listMode)
        case .scrollUp:
            state.scroll.scroll(by: -1)
        case .scrollDown:
            state.scroll.scroll(by: 1)
        case .pageUp:
            state.scroll.scrollPage(down: false)
        case .pageDown:
            state.scroll.scrollPage(down: true)
        case .scrollToStart:
            state.scroll.scrollToStart()
        case .scrollToEnd:
            state.scroll.scrollToEnd()
        case .recentPlace:
            guard case let .character(character) = key, let number = character.wholeNumberValue else { return .ignored }
            return switchToRecentPlace(number)
        case .repaint:
            return .repaint
        }
        return .handled
    }

    /// A view setting changed before there is a forecast to show it on: the key bar says it was taken.
    private func noteShownOnceLoaded(_ setting: ScreenState.Notice.Setting) {
        guard state.report == nil, state.notice == nil else { return }
        state.notice = .shownOnceLoaded(setting)
    }

    /// q quits; when the help has more rows than fit, the scroll keys move it; any other key closes it.
    private func handleHelp(_ key: Key) -> KeyOutcome {
        if key == .character("q") { return .quit }
        let help = HelpView(strings: strings, credit: state.report?.provider.attribution)
            .layout(in: DashboardLayout(size: state.size).body, offset: state.helpOffset)
        let page = max(1, help.shown - 1)
        let offset: Int? = switch KeyTable.command(for: key) {
        case .scrollDown: help.offset + 1
        case .scrollUp: help.offset - 1
        case .pageDown: help.offset + page
        case .pageUp: help.offset - page
        case .scrollToStart: 0
        case .scrollToEnd: help.maximumOffset
        default: nil
        }
        guard let offset, help.maximumOffset > 0 else {
            state.overlay = nil
            return .handled
        }
        state.helpOffset = min(max(0, offset), help.maximumOffset)
        return .handled
    }

    // MARK: - The forecast at a glance

    /// `t`: the graph shows or hides; the list takes or gives back its rows.
    public func toggleGraph() {
        state.showsGraph.toggle()
    }

    /// `d`: one row a day, or back to 3-hour steps.
    public func toggleDaysView() {
        switchList(to: state.listMode == .days ? .threeHour : .days)
    }

    /// `h`: 1-hour steps for the next 48 hours, or back to 3-hour steps; a service without them says so.
    public func toggleHourlyView() {
        if state.listMode != .hourly, let report = state.report, report.hourly.isEmpty {
            state.notice = .onlyThreeHourSteps
            return
        }
        switchList(to: state.listMode == .hourly ? .threeHour : .hourly)
    }

    /// The new list opens where the old one was: at the row that holds the old list's first row in view.
    private func switchList(to mode: ForecastListMode) {
        let shown = state.report.flatMap { report in state.scroll.itemsInView.flatMap { report.startTime(of: $0.lowerBound, in: state.listMode) } }
        state.listMode = mode
        let offset = shown.flatMap { time in state.report?.index(holding: time, in: mode) } ?? 0
        state.resetScroll(offset: offset)
    }

    // MARK: - Changing the place

    private func handlePrompt(_ key: Key, _ prompt: LocationPrompt) -> KeyOutcome {
        var prompt = prompt
        var isFull = false
        switch key {
        case .escape:
            close(prompt)
            return .handled
        case _ where prompt.activity != nil:
            return .ignored
        case .enter:
            submit(&prompt)
            state.overlay = .locationPrompt(prompt)
            return .handled
        case .backspace:
            prompt.deleteBackward()
        case .delete, .control("d"):
            prompt.deleteForward()
        case .left, .control("b"):
            prompt.moveCursor(by: -1)
        case .right, .control("f"):
            prompt.moveCursor(by: 1)
        case .home, .control("a"):
            prompt.moveCursorToStart()
        case .end, .control("e"):
            prompt.moveCursorToEnd()
        case .control("u"):
            prompt.deleteToStart()
        case .control("w"):
            prompt.deleteWordBackward()
        case let .character(character):
            guard Self.isTypeable(character) else { return .ignored }
            isFull = !prompt.insert(String(character))
        case let .paste(text):
            let typeable = text.filter(Self.isTypeable)
            guard !typeable.isEmpty else { return .ignored }
            isFull = !prompt.insert(typeable)
        default:
            return .ignored
        }
        prompt.error = isFull ? strings.promptFull(LocationPrompt.maximumLength) : nil
        state.overlay = .locationPrompt(prompt)
        return .handled
    }

    /// Enter in the prompt: the number of a recent place, coordinates or a name to search for.
    private func submit(_ prompt: inout LocationPrompt) {
        let text = prompt.text.trimmed()
        if text.count == 1, let number = text.first?.wholeNumberValue, (1...9).contains(number) {
            guard number <= state.recentPlaces.count else {
                prompt.error = strings.noRecentPlace(number)
                return
            }
            let place = state.recentPlaces[number - 1]
            prompt.error = nil
            prompt.activity = .loading(place.displayName)
            beginChange()
            loader.changeLocation(to: place)
            return
        }
        guard !loader.isDemo else {
            prompt.error = strings.searchNeedsNetwork
            return
        }
        do {
            let query = try LocationQuery(parsing: prompt.text)
            prompt.error = nil
            switch query {
            case let .name(name): prompt.activity = .locating(.search(name))
            case let .coordinate(coordinate): prompt.activity = .loading(coordinate.formatted)
            }
            beginChange()
            loader.changeLocation(to: query)
        } catch {
            prompt.error = strings.explain(error).reason
        }
    }

    private func handlePicker(_ key: Key, _ prompt: LocationPrompt) -> KeyOutcome {
        guard var picker = prompt.picker else { return .ignored }
        var prompt = prompt
        switch key {
        case .escape where prompt.activity == nil:
            prompt.picker = nil
            prompt.error = nil
        case .escape:
            close(prompt)
            return .handled
        case _ where prompt.activity != nil:
            return .ignored
        case .up, .character("k"):
            picker.move(by: -1)
        case .down, .character("j"):
            picker.move(by: 1)
        case .home:
            picker.move(by: -picker.matches.count)
        case .end:
            picker.move(by: picker.matches.count)
        case .enter:
            choose(picker, in: &prompt)
        case let .character(character):
            guard let number = character.wholeNumberValue, (1...9).contains(number), number <= picker.matches.count
            else { return .ignored }
            picker.select(number - 1)
            choose(picker, in: &prompt)
        default:
            return .ignored
        }
        if prompt.picker != nil { prompt.picker = picker }
        state.overlay = .locationPrompt(prompt)
        return .handled
    }

    private func choose(_ picker: PlacePicker, in prompt: inout LocationPrompt) {
        guard let place = picker.selected else { return }
        prompt.error = nil
        prompt.activity = .loading(place.displayName)
        beginChange()
        loader.changeLocation(to: place)
    }

    /// 1–9 on the main screen: the recent place of that number, on the same terms as any change; it takes
    /// over from a load in flight. A number with no place says so.
    private func switchToRecentPlace(_ number: Int) -> KeyOutcome {
        guard number <= state.recentPlaces.count else {
            state.notice = .noRecentPlace(number)
            return .handled
        }
        let place = state.recentPlaces[number - 1]
        beginChange()
        if case .loaded = state.phase {} else { state.phase = .loading(placeName: place.shortName) }
        loader.changeLocation(to: place)
        return .handled
    }

    private func beginChange() {
        if !isChangingLocation { changeInterruptedLoad = loader.isLoading }
        isAutomaticRefresh = false
        isChangingLocation = true
        markRefreshing()
    }

    /// Closes the prompt; a change it shows under way is called off, and the place from before stays.
    private func close(_ prompt: LocationPrompt) {
        state.overlay = nil
        guard prompt.activity != nil, isChangingLocation else { return }
        isChangingLocation = false
        if changeInterruptedLoad {
            // The load the change cut short (a refresh, or the first load) starts again.
            loader.reload()
        } else {
            loader.cancel()
            if case var .loaded(loaded) = state.phase {
                loaded.isRefreshing = false
                state.phase = .loaded(loaded)
            }
        }
        changeInterruptedLoad = false
    }

    /// The prompt follows the change it started, while it is open and showing it.
    private func showInPrompt(_ activity: LocationActivity) -> Bool {
        guard isChangingLocation, case var .locationPrompt(prompt) = state.overlay, prompt.activity != nil else { return false }
        prompt.activity = activity
        state.overlay = .locationPrompt(prompt)
        return true
    }

    private static func isTypeable(_ character: Character) -> Bool {
        !character.isNewline && character.unicodeScalars.allSatisfy {
            $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }
    }

    // MARK: - Data source events

    /// Every data-source event comes in here, through the app's one event stream.
    public func update(_ event: DataSourceEvent) {
        switch event {
        case let .locating(step): dataSourceDidStartLocating(step)
        case let .loading(place): dataSourceDidStartLoading(place)
        case let .loaded(report): dataSourceDidLoad(report)
        case let .amended(report): dataSourceDidAmend(report)
        case .finished: break
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

    private func markRefreshing() {
        guard case var .loaded(loaded) = state.phase else { return }
        loaded.isRefreshing = true
        state.phase = .loaded(loaded)
    }
}
