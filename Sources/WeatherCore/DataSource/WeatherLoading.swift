/// What the controller may ask of the data source.
@MainActor
public protocol WeatherLoading: AnyObject {
    /// True for `--demo`: the weather is the bundled sample and nothing may be asked of the network, so there is nothing to search.
    var isDemo: Bool { get }
    var recentPlaces: RecentPlaces { get }
    /// Starts a load of the current place, cancelling any load in flight.
    func reload()
    /// Loads the place a query names; it becomes the current place only once its weather has loaded.
    func changeLocation(to query: LocationQuery)
    /// Loads a place already found (a pick from a list, a recent place), on the same terms.
    func changeLocation(to place: Place)
    /// Calls off the load in flight (a search and the change it was for, too); nothing more is heard of it.
    func cancel()
}
