/// The parts of OpenWeather's `/data/2.5/weather` and `/data/2.5/forecast` answers the app reads.
/// Every field the service may omit is optional, and every number a `Double` the mapper checks;
/// `cod` is ignored (the HTTP status is trusted instead).
struct OpenWeatherCurrentResponse: Decodable, Equatable {
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

    struct System: Decodable, Equatable {
        var country: String?
        var sunrise: Double?
        var sunset: Double?
    }
}

struct OpenWeatherForecastResponse: Decodable, Equatable {
    var list: [Item]?
    var city: City?

    struct Item: Decodable, Equatable {
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

    struct PartOfDay: Decodable, Equatable {
        var pod: String?
    }

    struct City: Decodable, Equatable {
        var name: String?
        var country: String?
        var timezone: Double?
        var sunrise: Double?
        var sunset: Double?
    }
}

struct OpenWeatherCondition: Decodable, Equatable {
    var id: Double?
    var icon: String?
}

struct OpenWeatherMain: Decodable, Equatable {
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

struct OpenWeatherWind: Decodable, Equatable {
    var speed: Double?
    var deg: Double?
    var gust: Double?
}

struct OpenWeatherClouds: Decodable, Equatable {
    var all: Double?
}

struct OpenWeatherPrecipitation: Decodable, Equatable {
    var oneHour: Double?
    var threeHours: Double?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}



// The answers read by `PlainJSONReader`, as JSONDecoder reads them; nil where a part is not of the plain
// shape the service sends (a repeated key among those read, a value of another type, and whatever the
// plain reader gives up on). The forecast's forty steps are some 600 values, which JSONDecoder takes one
// by one through its generic containers, after the last answer of a `--once`.

extension OpenWeatherCurrentResponse {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, answer in
            switch key {
            case .weather: reader.value(into: &answer.weather) { $0.list(OpenWeatherCondition.read) }
            case .main: reader.value(into: &answer.main, OpenWeatherMain.read)
            case .visibility: reader.number(into: &answer.visibility)
            case .wind: reader.value(into: &answer.wind, OpenWeatherWind.read)
            case .rain: reader.value(into: &answer.rain, OpenWeatherPrecipitation.read)
            case .snow: reader.value(into: &answer.snow, OpenWeatherPrecipitation.read)
            case .clouds: reader.value(into: &answer.clouds, OpenWeatherClouds.read)
            case .dt: reader.number(into: &answer.dt)
            case .sys: reader.value(into: &answer.sys, System.read)
            case .timezone: reader.number(into: &answer.timezone)
            case .name: reader.string(into: &answer.name)
            }
        }
    }
}

extension OpenWeatherCurrentResponse.System {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, system in
            switch key {
            case .country: reader.string(into: &system.country)
            case .sunrise: reader.number(into: &system.sunrise)
            case .sunset: reader.number(into: &system.sunset)
            }
        }
    }
}

extension OpenWeatherForecastResponse {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, answer in
            switch key {
            case .list: reader.value(into: &answer.list) { $0.list(Item.read) }
            case .city: reader.value(into: &answer.city, City.read)
            }
        }
    }
}

extension OpenWeatherForecastResponse.Item {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, item in
            switch key {
            case .dt: reader.number(into: &item.dt)
            case .main: reader.value(into: &item.main, OpenWeatherMain.read)
            case .weather: reader.value(into: &item.weather) { $0.list(OpenWeatherCondition.read) }
            case .clouds: reader.value(into: &item.clouds, OpenWeatherClouds.read)
            case .wind: reader.value(into: &item.wind, OpenWeatherWind.read)
            case .visibility: reader.number(into: &item.visibility)
            case .pop: reader.number(into: &item.pop)
            case .rain: reader.value(into: &item.rain, OpenWeatherPrecipitation.read)
            case .snow: reader.value(into: &item.snow, OpenWeatherPrecipitation.read)
            case .sys: reader.value(into: &item.sys, OpenWeatherForecastResponse.PartOfDay.read)
            }
        }
    }
}

extension OpenWeatherForecastResponse.PartOfDay {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, part in
            switch key {
            case .pod: reader.string(into: &part.pod)
            }
        }
    }
}

extension OpenWeatherForecastResponse.City {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, city in
            switch key {
            case .name: reader.string(into: &city.name)
            case .country: reader.string(into: &city.country)
            case .timezone: reader.number(into: &city.timezone)
            case .sunrise: reader.number(into: &city.sunrise)
            case .sunset: reader.number(into: &city.sunset)
            }
        }
    }
}

extension OpenWeatherCondition {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, condition in
            switch key {
            case .id: reader.number(into: &condition.id)
            case .icon: reader.string(into: &condition.icon)
            }
        }
    }
}

extension OpenWeatherMain {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, main in
            switch key {
            case .temp: reader.number(into: &main.temp)
            case .feelsLike: reader.number(into: &main.feelsLike)
            case .tempMin: reader.number(into: &main.tempMin)
            case .tempMax: reader.number(into: &main.tempMax)
            case .pressure: reader.number(into: &main.pressure)
            case .humidity: reader.number(into: &main.humidity)
            }
        }
    }
}

extension OpenWeatherWind {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, wind in
            switch key {
            case .speed: reader.number(into: &wind.speed)
            case .deg: reader.number(into: &wind.deg)
            case .gust: reader.number(into: &wind.gust)
            }
        }
    }
}

extension OpenWeatherClouds {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, clouds in
            switch key {
            case .all: reader.number(into: &clouds.all)
            }
        }
    }
}

extension OpenWeatherPrecipitation {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, precipitation in
            switch key {
            case .oneHour: reader.number(into: &precipitation.oneHour)
            case .threeHours: reader.number(into: &precipitation.threeHours)
            }
        }
    }
}
