import FoundationEssentials

/// Where the rows of the places view come from: today's weather at several places, one result each,
/// in the order given; a place that fails fails alone. Open-Meteo answers for every place in one
/// request (`OpenMeteoClient`); any other provider is asked once per place, all at once
/// (`ProviderGlances`).
public protocol PlaceGlanceSource: Sendable {
    func glances(at coordinates: [Coordinate]) async -> [Result<PlaceGlance, FetchError>]
}

/// The glances of a provider that answers for one place a request: each place its own request, all at once.
public struct ProviderGlances: PlaceGlanceSource {
    private let provider: any WeatherProvider
    private let clock: @Sendable () -> Date

    public init(provider: any WeatherProvider, clock: @escaping @Sendable () -> Date = Date.init) {
        self.provider = provider
        self.clock = clock
    }

    public func glances(at coordinates: [Coordinate]) async -> [Result<PlaceGlance, FetchError>] {
        let results = await provider.weather(at: coordinates)
        let fetchedAt = clock()
        return results.map { result in result.map { PlaceGlance(weather: $0, provider: provider.id, fetchedAt: fetchedAt) } }
    }
}
