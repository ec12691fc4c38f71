import WeatherCore

/// Something that happened, as the controller's update hears it: a key, the terminal, the data source
/// or a timer. Named for what happened; what to do about it is the update's answer (`DashboardEffect`).
public enum DashboardEvent: Sendable {
    /// The services are up and the data source is made: the first load can start. `recentPlaces`: as the
    /// data source has them; `isDemo`: `--demo`'s bundled data, with nothing asked of the network.
    case servicesStarted(recentPlaces: [Place], isDemo: Bool)
    case keyPressed(Key)
    /// The terminal has a new size, read from it.
    case terminalResized(TerminalSize)
    /// A step of the data source's load.
    case dataSource(DataSourceEvent)
    /// The auto-refresh timer went off: the next refresh (or retry after failures) is due.
    case refreshTimerFired
    /// The clock-watch timer went off: something on screen may have changed with the clock.
    case clockWatchFired
    /// The spinner's timer went off: its next frame is due.
    case spinnerTicked
}
