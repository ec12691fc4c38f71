import WeatherCore

/// What the controller's update asks the app to do, in order: the app carries it out (the data source
/// loads, the screen repaints) and tells the update what came of it as a new `DashboardEvent`.
public enum DashboardEffect: Equatable, Sendable {
    /// Load the current place again; the data source calls off any load in flight.
    case reload
    /// Load the place a query names; it becomes the current place only once its weather has loaded.
    case changeLocation(LocationQuery)
    /// Load a place already found (a pick from a list, a recent place), on the same terms.
    case changePlace(Place)
    /// Call off the load in flight (a search and the change it was for, too); nothing more is heard of it.
    case cancelLoad
    /// Clear the terminal and draw everything again (Ctrl-L).
    case repaint
    /// Leave the loop, with this exit status.
    case quit(status: Int32)
}
