import FoundationEssentials

/// Everything one load produced: where, now, and the next five days in 3-hour steps.
public struct WeatherReport: Hashable, Sendable, Codable {
    public var place: Place
    public var timeZone: LocalTimeZone
    public var current: CurrentConditions
    public var forecast: [ForecastItem]
    public var provider: ProviderID
    public var fetchedAt: Date

    public init(
        place: Place, timeZone: LocalTimeZone, current: CurrentConditions,
        forecast: [ForecastItem], provider: ProviderID, fetchedAt: Date
    ) {
        self.place = place
        self.timeZone = timeZone
        self.current = current
        self.forecast = forecast
        self.provider = provider
        self.fetchedAt = fetchedAt
    }
}
