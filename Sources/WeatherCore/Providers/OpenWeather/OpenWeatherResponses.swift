/// The parts of OpenWeather's `/data/2.5/weather` and `/data/2.5/forecast` answers the app reads.
/// Every field the service may omit is optional, and every number a `Double` the mapper checks;
/// `cod` is ignored (the HTTP status is trusted instead).
struct OpenWeatherCurrentResponse: Decodable {
    var weather: [OpenWeatherCondition]?
    var main: OpenWeatherMain?
    var visibility: Double?
    var wind: OpenWeatherWind?
    var rain: OpenWeatherPrecipitation?
    var snow: OpenWeatherPrecipitation?
    var clouds: OpenWeatherClouds?
    var dt: Double?
    var sys: System?
    var timezone: Double?
    var name: String?

    struct System: Decodable {
        var country: String?
        var sunrise: Double?
        var sunset: Double?
    }
}

struct OpenWeatherForecastResponse: Decodable {
    var list: [Item]?
    var city: City?

    struct Item: Decodable {
        var dt: Double?
        var main: OpenWeatherMain?
        var weather: [OpenWeatherCondition]?
        var clouds: OpenWeatherClouds?
        var wind: OpenWeatherWind?
        var visibility: Double?
        var pop: Double?
        var rain: OpenWeatherPrecipitation?
        var snow: OpenWeatherPrecipitation?
        var sys: PartOfDay?
    }

    struct PartOfDay: Decodable {
        var pod: String?
    }

    struct City: Decodable {
        var name: String?
        var country: String?
        var timezone: Double?
        var sunrise: Double?
        var sunset: Double?
    }
}

struct OpenWeatherCondition: Decodable {
    var id: Double?
    var icon: String?
}

struct OpenWeatherMain: Decodable {
    var temp: Double?
    var feelsLike: Double?
    var tempMin: Double?
    var tempMax: Double?
    var pressure: Double?
    var humidity: Double?

    enum CodingKeys: String, CodingKey {
        case temp, pressure, humidity
        case feelsLike = "feels_like"
        case tempMin = "temp_min"
        case tempMax = "temp_max"
    }
}

struct OpenWeatherWind: Decodable {
    var speed: Double?
    var deg: Double?
    var gust: Double?
}

struct OpenWeatherClouds: Decodable {
    var all: Double?
}

struct OpenWeatherPrecipitation: Decodable {
    var oneHour: Double?
    var threeHours: Double?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}
