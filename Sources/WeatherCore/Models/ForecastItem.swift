import FoundationEssentials

/// One step of the forecast (3 hours, or 1 in the hourly list), in the same units as `CurrentConditions`.
/// Temperature, wind, humidity and condition are for `time`; the chance and amount of precipitation are
/// for the interval that starts at `time` and lasts until the next step, whatever time the service
/// stamped them with (Open-Meteo and OpenWeather stamp them at the interval's end: the providers move
/// them).
public struct ForecastItem: Hashable, Sendable, Codable {
    public var time: Date
    public var temperature: Double
    public var feelsLike: Double?
    public var condition: WeatherCondition
    public var isDaytime: Bool
    /// 0…1, from `time` until the next step.
    public var precipitationChance: Double?
    /// Millimetres from `time` until the next step.
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
