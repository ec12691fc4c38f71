import FoundationEssentials

/// One 3-hour step of the forecast, in the same units as `CurrentConditions`.
public struct ForecastItem: Hashable, Sendable, Codable {
    public var time: Date
    public var temperature: Double
    public var feelsLike: Double?
    public var condition: WeatherCondition
    public var isDaytime: Bool
    /// 0…1.
    public var precipitationChance: Double?
    /// Millimetres over the step.
    public var precipitation: Double?
    public var windSpeed: Double?
    public var windDirection: Double?
    public var humidity: Double?

    public init(
        time: Date, temperature: Double, feelsLike: Double? = nil, condition: WeatherCondition,
        isDaytime: Bool = true, precipitationChance: Double? = nil, precipitation: Double? = nil,
        windSpeed: Double? = nil, windDirection: Double? = nil, humidity: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.condition = condition
        self.isDaytime = isDaytime
        self.precipitationChance = precipitationChance
        self.precipitation = precipitation
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.humidity = humidity
    }
}
