/// The measured variables the app reads from Open-Meteo, by the names the service gives them.
enum OpenMeteoVariable: String {
    case temperature = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case relativeHumidity = "relative_humidity_2m"
    case precipitationProbability = "precipitation_probability"
    case precipitation
    case windSpeed = "wind_speed_10m"
    case windDirection = "wind_direction_10m"
    case windGusts = "wind_gusts_10m"
    case pressure = "pressure_msl"
    case cloudCover = "cloud_cover"
    case uvIndex = "uv_index"
    case dailyMaximum = "temperature_2m_max"
    case dailyMinimum = "temperature_2m_min"
    case dailyPrecipitationChance = "precipitation_probability_max"
    case dailyPrecipitation = "precipitation_sum"
    case dailyWindSpeed = "wind_speed_10m_max"
    case dailyWindDirection = "wind_direction_10m_dominant"

    var quantity: Quantity {
        switch self {
        case .temperature, .apparentTemperature, .dailyMaximum, .dailyMinimum: .temperature
        case .relativeHumidity: .humidity
        case .precipitationProbability, .dailyPrecipitationChance: .probability
        case .precipitation, .dailyPrecipitation: .precipitation
        case .windSpeed, .windGusts, .dailyWindSpeed: .windSpeed
        case .windDirection, .dailyWindDirection: .windDirection
        case .pressure: .pressure
        case .cloudCover: .cloudCover
        case .uvIndex: .uvIndex
        }
    }
}
