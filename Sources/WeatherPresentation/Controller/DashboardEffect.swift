import WeatherCore

/// What the controller's update asks the app to do, in order: the app carries it out (the data source
/// loads, a timer sleeps, the terminal is read or written) and tells the update what came of it as a new
/// `DashboardEvent`.
public enum DashboardEffect: Equatable, Sendable {
    /// Load the current place again as load number `load`; the data source calls off any load in flight.
    /// Each step comes back as a `dataSource` event with the number.
    case reload(load: Int)
    /// Load the place a query names, as load number `load`; it becomes the current place only once its
    /// weather has loaded.
    case changeLocation(LocationQuery, load: Int)
    /// Load a place already found (a pick from a list, a recent place), on the same terms.
    case changePlace(Place, load: Int)
    /// The chosen weather service of load number `load` has had its time: ask the fallback beside it.
    case askFallback(load: Int)
    /// Call off the load in flight (a search and the change it was for, too); nothing more is heard of it.
    case cancelLoad
    /// Load the places view's rows of these places as load number `load`, beside anything else in flight
    /// and in place of the places load before; each step comes back as a `places` event with the number.
    case loadPlaces([PlaceEntry], load: Int)
    /// Load the radar frames round `place` and the base map as radar load number `load`, in place of the
    /// radar load before; what comes of it comes back as a `radar` event with the number.
    case loadRadar(Coordinate, load: Int)
    /// Call off the radar load in flight; nothing more is heard of it.
    case cancelRadarLoad
    /// Make this change to the pinned places the cache keeps (as another process may have left them).
    case changePinnedPlaces(PinnedPlaces.Change)
    /// Arm the timer to go off after the delay, on the monotonic clock, in place of any arming of it before.
    case armTimer(DashboardTimer, after: Duration)
    case cancelTimer(DashboardTimer)
    /// Read the input that is waiting; each key, size and answer read is an event.
    case readInput
    /// Read the terminal's size from the kernel; it comes back as `terminalResized`.
    case measureTerminal
    /// Give the terminal back and stop the process as Ctrl-Z stops any job; carried on when continued.
    case suspend
    /// Clear the terminal and draw everything again (Ctrl-L).
    case repaint
    /// Draw with this theme from now on.
    case setTheme(ResolvedTheme)
    /// Set the window title (sanitised).
    case setTitle(String)
    /// Find in `report` (a load's, complete) what `watch` would notify of that neither it nor the dashboard has yet (the
    /// memory of what was sent is shared) and remember it as sent; with `notifying`, what is found comes back
    /// as `watchEventsFound`.
    case lookForWatchEvents(WeatherReport, notifying: Bool)
    /// Show `notification` through the terminal's notification sequence, between frames.
    case notify(WatchNotification)
    /// Leave the loop, with this exit status.
    case quit(status: Int32)
}
