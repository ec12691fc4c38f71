import WeatherCore

/// Something that happened, as the controller's update hears it: a key, the terminal, a signal, the
/// data source or a timer. Named for what happened; what to do about it is the update's answer
/// (`DashboardEffect`).
public enum DashboardEvent: Sendable {
    /// The services are up and the data source is made: the first load can start. `recentPlaces`: as the
    /// data source has them; `isDemo`: `--demo`'s bundled data, with nothing asked of the network;
    /// `pinnedPlaces`: as the cache keeps them, seeded from the config file.
    case servicesStarted(recentPlaces: [Place], isDemo: Bool, pinnedPlaces: PinnedPlaces = PinnedPlaces())
    /// Input is waiting since `at`, on the monotonic clock (the background answer's time limit goes by it).
    case inputReady(at: ContinuousClock.Instant)
    case keyPressed(Key)
    /// The terminal has a new size, read from it.
    case terminalResized(TerminalSize)
    /// The terminal answered one of the app's queries.
    case terminalAnswered(TerminalReport)
    /// The terminal went away without a SIGHUP (end of input).
    case terminalHungUp
    /// SIGWINCH: the window changed size.
    case windowResized
    /// SIGCONT: back from Ctrl-Z. The terminal may have changed size meanwhile, and no SIGWINCH reaches a
    /// stopped job.
    case resumed
    /// Ctrl-Z (SIGTSTP).
    case stopRequested
    /// SIGINT, SIGTERM or SIGHUP: the signal's number.
    case terminationSignalled(Int32)
    /// A step of the data source's load number `load` (`DashboardEffect.reload` and the changes of place).
    case dataSource(DataSourceEvent, load: Int)
    /// A step of the places view's load number `load` (`DashboardEffect.loadPlaces`).
    case places(PlacesEvent, load: Int)
    /// What came of the radar view's load number `load` (`DashboardEffect.loadRadar`).
    case radar(RadarLoadEvent, load: Int)
    /// The radar frame timer went off: the playing loop's next frame is due.
    case radarFrameDue
    /// The auto-refresh timer went off: the next refresh (or retry after failures) is due.
    case refreshTimerFired
    /// The clock-watch timer went off: something on screen may have changed with the clock.
    case clockWatchFired
    /// The fallback-patience timer went off: the chosen weather service has had its time.
    case fallbackPatienceRanOut
    /// The spinner's timer went off: its next frame is due.
    case spinnerTicked
    /// A write to the cache failed, for the first time for this reason (the system's words for it).
    case cacheNotSaved(reason: String)
    /// The pinned places could not be saved (the system's words for why).
    case pinsNotSaved(reason: String)
    /// What `lookForWatchEvents` found new, now remembered as sent.
    case watchEventsFound([WatchEvent])
}
