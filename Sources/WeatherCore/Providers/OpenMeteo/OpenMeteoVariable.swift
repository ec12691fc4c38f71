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
    case dailyMaximum = "temperature_2m_max"
    case dailyMinimum = "temperature_2m_min"

    var quantity: Quantity {
        switch self {
        case .temperature, .apparentTemperature, .dailyMaximum, .dailyMinimum: .temperature
        case .relativeHumidity: .humidity
        case .precipitationProbability: .probability
        case .precipitation: .precipitation
        case .windSpeed, .windGusts: .windSpeed
        case .windDirection: .windDirection
        case .pressure: .pressure
        case .cloudCover: .cloudCover
        }
    }
}
