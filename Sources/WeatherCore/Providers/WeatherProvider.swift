/// A weather service: current conditions and the 5-day / 3-hour forecast for a coordinate.
/// Implementations throw `FetchError`.
public protocol WeatherProvider: Sendable {
    var id: ProviderID { get }
    func weather(at coordinate: Coordinate) async throws -> ProviderWeather
    /// The weather at several places, one result each, in the order given: a place that fails fails
    /// alone. A service that answers for several places at once asks for them in one request; by
    /// default each place is a request of its own, all at once.
    func weather(at coordinates: [Coordinate]) async -> [Result<ProviderWeather, FetchError>]
}

extension WeatherProvider {
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
