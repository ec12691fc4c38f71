/// A weather service: current conditions and the 5-day / 3-hour forecast for a coordinate.
/// Implementations throw `FetchError`.
public protocol WeatherProvider: Sendable {
    var id: ProviderID { get }
    func weather(at coordinate: Coordinate) async throws -> ProviderWeather
}
