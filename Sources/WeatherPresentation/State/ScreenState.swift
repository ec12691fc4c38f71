import FoundationEssentials
import WeatherCore

/// Everything the screen shows, and what the controller remembers between events to decide what it
/// shows next; views render it, the controller changes it.
public struct ScreenState: Equatable, Sendable {
    public var phase: Phase
    public var units: DisplayUnits
    public var language: Language
    /// 12- or 24-hour times.
    public var clockFormat: ClockFormat
    public var size: TerminalSize {
        didSet { scroll.resize(visibleRows: layout.forecastRows) }
    }
    /// The forecast graph, where the terminal is tall enough for it (`t`).
    public var showsGraph = true {
        didSet { scroll.resize(visibleRows: layout.forecastRows) }
    }
    /// What the forecast list has a row for (`d`, `h`); `resetScroll` builds the scroll for it.
    public var listMode = ForecastListMode.threeHour
    /// The forecast list's scroll, for the loaded report and the list mode.
    public var scroll = ForecastScroll()
    /// A short note in place of the key bar until the next key.
    public var notice: Notice?
    public var spinnerFrame = 0
    public var overlay: Overlay?
    /// The recent places, most recent first: listed in the location prompt, chosen with 1–9.
    public var recentPlaces: [Place] = []
    /// The places pinned to the places view (`*`), as the cache keeps them.
    public var pinnedPlaces = PinnedPlaces()
    /// The places view's rows as they last loaded, by `PlaceEntry.key`.
    public var placeRows: [String: PlaceRow] = [:]
    /// The first row of the help in view, when the help has more rows than fit.
    public var helpOffset = 0
    /// The first row of the `!` warnings panel in view.
    public var warningsOffset = 0
    /// The symbols every view draws with (`--icons`).
    public var glyphs: Glyphs
    /// The clock reading ages are shown against; nil: no ages are shown.
    public var now: Date?
    /// The fallback service the load in flight is asking, because the chosen one failed or is slow.
    public var askingFallback: FallbackAttempt?
    /// When auto-refresh will try again after failures; nil while it is not backing off (or is off).
    public var nextTry: Date?
    /// The place `--location` names, as given: the title while its weather has not loaded.
    public var fixedLocation: String?
    /// The air-quality index asked for (`air_index`); nil: by the place's region.
    public var airIndex: AirIndexScale?
    /// True for `--demo`: the weather is the bundled sample and nothing may be asked of the network.
    public var isDemo = false
    /// A load is in flight, as the controller asked for it and the data source's events tell: true from
    /// the load's start until its weather has arrived or failed, or it is called off.
    public var isLoading = false
    /// A change of place asked for with a key is under way: its events go to the prompt while it shows them.
    public var isChangingLocation = false
    /// The change under way cut short a load of the current place, which a cancelled change starts again.
    public var changeInterruptedLoad = false
    /// The load in flight is auto-refresh's: a failure of it, when the data is already stale, is shown in
    /// the status line only.
    public var isAutomaticRefresh = false
    /// When a panel last closed by itself (a load ended it), until the next key.
    public var overlayClosedItselfAt: Date?
    /// The screen as sentences a screen reader speaks (`ScreenReaderView`), not drawn.
    public var screenReader = false
    /// Where the screen-reader form of the dashboard is read.
    public var reading = ReadingPosition()
    /// Where the screen-reader form of the panel in front (help, warnings) is read.
    public var panelReading = ReadingPosition()
    /// What the last refresh changed, as the screen reader's bottom line says it once; nil: no refresh
    /// of this place has changed anything yet.
    public var announcement: String?

    public init(phase: Phase = .locating(nil), units: DisplayUnits, language: Language, size: TerminalSize, glyphs: Glyphs = .unicode,
        clockFormat: ClockFormat = .twentyFourHour
    ) {
        self.phase = phase
        self.units = units
        self.language = language
        self.clockFormat = clockFormat
        self.size = size
        self.glyphs = glyphs
    }

    /// The one enum that drives the screen.
    public enum Phase: Equatable, Sendable {
        /// Finding the place to load: the step once the data source has said which.
        case locating(LocatingStep?)
        case loading(placeName: String?)
        case loaded(LoadedWeather)
        case failed(LoadFailure)
    }

    public enum Notice: Equatable, Sendable {
        /// `h` with a service that has no 1-hour steps.
        case onlyThreeHourSteps
        /// 1–9 with fewer recent places.
        case noRecentPlace(Int)
        /// `u`, `t`, `d` or `h` before there is a forecast: taken, and shown once one has loaded.
        case shownOnceLoaded(Setting)
        /// An Esc that came just after a panel closed by itself, swallowed instead of quitting.
        case panelClosedItself
        /// `!` with no warning in force: what the warnings feed found (nil: it has not answered).
        case noWarnings(WeatherWarnings?)
        /// `*` pinned the place (its short name) to the places view, or unpinned it.
        case pinned(String)
        case unpinned(String)
        /// Enter on a pinned name its search found nothing for: why it is not opened.
        case cannotOpen(LoadFailure)
        /// A write to the cache failed (the system's words for why): the weather is not kept for next time.
        case cacheNotSaved(String)
        /// `*`'s change could not be saved (the system's words for why): it holds for this run only.
        case pinsNotSaved(String)
        /// A notification went out through the terminal: its summary.
        case notified(String)

        public enum Setting: Equatable, Sendable {
            case units
            case graph
            case listMode
        }
    }

    public enum Overlay: Equatable, Sendable {
        case help
        /// `!`: the official warnings in force.
        case warnings
        /// A refresh failed; the data underneath is kept, marked stale.
        case refreshFailure(LoadFailure)
        case locationPrompt(LocationPrompt)
        /// `p`: the places side by side (`ScreenState.placeListings`), the one at `selection` chosen.
        case places(selection: Int)
        /// `R`: the rain radar round the place.
        case radar(RadarViewState)

        /// The location prompt and the radar view name the keys they take: the key bar, whose keys they
        /// do not take, is left out under them.
        public var namesItsOwnKeys: Bool {
            switch self {
            case .locationPrompt, .radar: true
            case .help, .warnings, .refreshFailure, .places: false
            }
        }

        /// The radar view takes the whole body: the dividers' ends and the scroll mark on the frame's
        /// sides would belong to a screen that is not shown.
        public var coversBody: Bool {
            if case .radar = self { true } else { false }
        }
    }

    /// True while something on screen animates (a spinner). The screen-reader form has none: a line
    /// that was redrawn while it waits would be read again.
    public var isAnimating: Bool {
        if screenReader { return false }
        if case let .locationPrompt(prompt) = overlay, prompt.activity != nil { return true }
        if case let .radar(view) = overlay, view.isLoading { return true }
        return switch phase {
        case .locating, .loading: true
        case let .loaded(loaded): loaded.isRefreshing
        case .failed: false
        }
    }

    public var report: WeatherReport? {
        if case let .loaded(loaded) = phase { return loaded.report }
        return nil
    }

    /// A report from the store, shown as loaded while the first load runs behind it.
    public mutating func showStored(_ report: WeatherReport) {
        phase = .loaded(LoadedWeather(report: report, isRefreshing: true, isStored: true))
        resetScroll()
    }

    public var layout: DashboardLayout { DashboardLayout(size: size, showsGraph: showsGraph) }

    /// The load is done and the air service gave nothing: the `?` help says so, quietly.
    public var isAirMissing: Bool {
        if case let .loaded(loaded) = phase { return loaded.feedsFinished && loaded.report.air == nil }
        return false
    }

    /// Builds the scroll for the report on screen in the list mode (day breaks and all), at `offset` or
    /// as close as it goes. A report without 1-hour steps shows the 3-hour list.
    public mutating func resetScroll(offset: Int = 0) {
        guard let report else {
            scroll = ForecastScroll()
            return
        }
        if listMode == .hourly, report.hourly.isEmpty { listMode = .threeHour }
        scroll = ForecastScroll(report: report, mode: listMode, visibleRows: layout.forecastRows, offset: offset)
    }
}

/// The dashboard's data and how fresh it is.
public struct LoadedWeather: Equatable, Sendable {
    public var report: WeatherReport
    public var isRefreshing = false
    /// A refresh failed after this report was loaded.
    public var isStale = false
    /// The report was read from the store at launch: nothing has loaded since.
    public var isStored = false
    /// Every feed of the load that brought the report has answered or failed.
    public var feedsFinished = false

    public init(report: WeatherReport, isRefreshing: Bool = false, isStale: Bool = false, isStored: Bool = false) {
        self.report = report
        self.isRefreshing = isRefreshing
        self.isStale = isStale
        self.isStored = isStored
    }
}
