/// What a weather provider returns for a coordinate, before the data source adds the place.
public struct ProviderWeather: Hashable, Sendable {
    public var current: CurrentConditions
    public var forecast: [ForecastItem]
    /// 1-hour steps for the next 48 hours, where the service has them.
    public var hourly: [ForecastItem]
    public var days: [DayForecast]
    /// 15-minute precipitation over the next hours, where the service has it (Open-Meteo).
    public var quarterHours: [QuarterHour]
    public var timeZone: LocalTimeZone
    /// The name the service itself gives the location, if it gives one (OpenWeather does).
    public var placeName: String?
    public var countryCode: String?

    public init(
        current: CurrentConditions, forecast: [ForecastItem], hourly: [ForecastItem] = [], days: [DayForecast] = [],
        quarterHours: [QuarterHour] = [], timeZone: LocalTimeZone,
        placeName: String? = nil, countryCode: String? = nil
    ) {
        self.current = current
        self.forecast = forecast
        self.hourly = hourly
        self.days = days
        self.quarterHours = quarterHours
        self.timeZone = timeZone
        self.placeName = placeName
        self.countryCode = countryCode
    }
}
