import FoundationEssentials

/// The weather now. Temperatures in °C, speeds in m/s, precipitation in mm, pressure in hPa,
/// visibility in metres; the presentation converts for display.
public struct CurrentConditions: Hashable, Sendable, Codable {
    public var time: Date
    public var temperature: Double
    public var feelsLike: Double?
    public var condition: WeatherCondition
    public var isDaytime: Bool
    public var humidity: Double?
    public var windSpeed: Double?
    public var windDirection: Double?
    public var windGust: Double?
    public var pressure: Double?
    public var visibility: Double?
    public var precipitation: Double?
    public var cloudCover: Double?
    /// Where the service gives it (Open-Meteo; not OpenWeather's free API).
    public var uvIndex: Double?
    public var todayHigh: Double?
    public var todayLow: Double?
    /// Whether `todayHigh` and `todayLow` cover only the rest of today, from now on: the service sends
    /// none of the day's earlier hours (OpenWeather's free forecast). nil: the whole day.
    public var todayRangeIsRestOfDay: Bool?
    public var sunrise: Date?
    public var sunset: Date?
    /// Set on a day the sun neither rises nor sets: then `sunrise` and `sunset` are nil.
    public var polarDay: PolarDay?
    /// The temperature 24 hours before `time`, where the service sends the past hours (Open-Meteo).
    public var temperatureYesterday: Double?

    public init(
        time: Date, temperature: Double, feelsLike: Double? = nil, condition: WeatherCondition,
        isDaytime: Bool = true, humidity: Double? = nil, windSpeed: Double? = nil,
        windDirection: Double? = nil, windGust: Double? = nil, pressure: Double? = nil,
        visibility: Double? = nil, precipitation: Double? = nil, cloudCover: Double? = nil, uvIndex: Double? = nil,
        todayHigh: Double? = nil, todayLow: Double? = nil, sunrise: Date? = nil, sunset: Date? = nil,
        temperatureYesterday: Double? = nil, polarDay: PolarDay? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.condition = condition
        self.isDaytime = isDaytime
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.windGust = windGust
        self.pressure = pressure
        self.visibility = visibility
        self.precipitation = precipitation
        self.cloudCover = cloudCover
        self.uvIndex = uvIndex
        self.todayHigh = todayHigh
        self.todayLow = todayLow
        self.sunrise = sunrise
        self.sunset = sunset
        self.temperatureYesterday = temperatureYesterday
        self.polarDay = polarDay
    }
}
