/// Told, on the main actor, what the data source is doing. Events are named for what happened.
@MainActor
public protocol WeatherDataSourceDelegate: AnyObject {
    func dataSourceDidStartLocating()
    func dataSourceDidStartLoading(_ place: Place)
    func dataSourceDidLoad(_ report: WeatherReport)
    func dataSourceDidFail(_ failure: LoadFailure)
}

/// What the controller may ask of the data source.
@MainActor
public protocol WeatherLoading: AnyObject {
    var isLoading: Bool { get }
    /// Starts a load, cancelling any load in flight.
    func reload()
    /// Fixes the location (the location prompt) and reloads.
    func changeLocation(to query: LocationQuery)
}
