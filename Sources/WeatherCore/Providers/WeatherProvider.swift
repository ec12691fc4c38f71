/// A weather service: current conditions and the 5-day / 3-hour forecast for a coordinate.
/// Implementations throw `FetchError`.
public protocol WeatherProvider: Sendable {
    var id: ProviderID { get }
    func weather(at coordinate: Coordinate) async throws -> ProviderWeather
    /// The same for a place whose time zone may be known apart from the service: `zone` gives it (nil
    /// when it is not), and is asked only by a service whose answer names none (MET Norway).
    func weather(at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather
}

extension WeatherProvider {
    /// A service that names the place's zone itself asks for none.
    public func weather(at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather {
        try await weather(at: coordinate)
    }
}
