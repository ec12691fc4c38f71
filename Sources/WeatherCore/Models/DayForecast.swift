import FoundationEssentials

/// One local day of the forecast: its range of temperatures and its wettest and windiest moments.
/// Units as in `ForecastItem`.
public struct DayForecast: Hashable, Sendable, Codable {
    /// Midnight at the start of the day, in the location's time zone.
    public var date: Date
    public var low: Double
    public var high: Double
    /// The day's most significant weather.
    public var condition: WeatherCondition
    /// The highest chance of precipitation of the day, 0…1.
    public var precipitationChance: Double?
    /// Millimetres over the day.
    public var precipitation: Double?
    public var windSpeed: Double?
    public var windDirection: Double?

    public init(
        date: Date, low: Double, high: Double, condition: WeatherCondition, precipitationChance: Double? = nil,
        precipitation: Double? = nil, windSpeed: Double? = nil, windDirection: Double? = nil
    ) {
        self.date = date
        self.low = min(low, high)
        self.high = max(low, high)
        self.condition = condition
        self.precipitationChance = precipitationChance
        self.precipitation = precipitation
        self.windSpeed = windSpeed
        self.windDirection = windDirection
    }
}
