import FoundationEssentials

/// Everything one load produced: where, now, the next five days in 3-hour steps, the next two days
/// in 1-hour steps where the service has them, and a summary a day.
public struct WeatherReport: Hashable, Sendable, Codable {
    public var place: Place
    public var timeZone: LocalTimeZone
    public var current: CurrentConditions
    public var forecast: [ForecastItem]
    /// Empty where the service only has 3-hour steps.
    public var hourly: [ForecastItem]
    public var days: [DayForecast]
    public var provider: ProviderID
    public var fetchedAt: Date

    public init(
        place: Place, timeZone: LocalTimeZone, current: CurrentConditions,
        forecast: [ForecastItem], hourly: [ForecastItem] = [], days: [DayForecast] = [], provider: ProviderID, fetchedAt: Date
    ) {
        self.place = place
        self.timeZone = timeZone
        self.current = current
        self.forecast = forecast
        self.hourly = hourly
        self.days = days
        self.provider = provider
        self.fetchedAt = fetchedAt
    }
}
