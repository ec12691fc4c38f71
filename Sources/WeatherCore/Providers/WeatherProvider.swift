/// A weather service: current conditions and the 5-day / 3-hour forecast for a coordinate.
/// Implementations throw `FetchError`.
public protocol WeatherProvider: Sendable {
    var id: ProviderID { get }
    func weather(at coordinate: Coordinate) async throws -> ProviderWeather
    /// The same for a place whose time zone may be known apart from the service: `zone` gives it (nil
    /// when it is not), and is asked only by a service whose answer names none (MET Norway).
    func weather(at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather
    /// The weather at several places, one result each, in the order given: a place that fails fails
    /// alone. A service that answers for several places at once asks for them in one request; by
    /// default each place is a request of its own, all at once.
    func weather(at coordinates: [Coordinate]) async -> [Result<ProviderWeather, FetchError>]
}

extension WeatherProvider {
    /// A service that names the place's zone itself asks for none.
    public func weather(at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather {
        try await weather(at: coordinate)
    }

    public func weather(at coordinates: [Coordinate]) async -> [Result<ProviderWeather, FetchError>] {
        await withTaskGroup(of: (Int, Result<ProviderWeather, FetchError>).self) { group in
            for (index, coordinate) in coordinates.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await weather(at: coordinate)))
                    } catch {
                        return (index, .failure(FetchError(error)))
                    }
                }
            }
            var results = [Result<ProviderWeather, FetchError>](repeating: .failure(.cancelled), count: coordinates.count)
            for await (index, result) in group {
                results[index] = result
            }
            return results
        }
    }
}
