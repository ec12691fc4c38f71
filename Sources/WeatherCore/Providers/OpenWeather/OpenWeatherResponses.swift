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
    init?(reading reader: inout PlainJSONReader) {
        var answer = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .weather: reader.value(into: &answer.weather) { $0.list(OpenWeatherCondition.init(reading:)) }
            case .main: reader.value(into: &answer.main, OpenWeatherMain.init(reading:))
            case .visibility: reader.number(into: &answer.visibility)
            case .wind: reader.value(into: &answer.wind, OpenWeatherWind.init(reading:))
            case .rain: reader.value(into: &answer.rain, OpenWeatherPrecipitation.init(reading:))
            case .snow: reader.value(into: &answer.snow, OpenWeatherPrecipitation.init(reading:))
            case .clouds: reader.value(into: &answer.clouds, OpenWeatherClouds.init(reading:))
            case .dt: reader.number(into: &answer.dt)
            case .sys: reader.value(into: &answer.sys, System.init(reading:))
            case .timezone: reader.number(into: &answer.timezone)
            case .name: reader.string(into: &answer.name)
            }
        }
        guard read else { return nil }
        self = answer
    }
}

extension OpenWeatherCurrentResponse.System {
    init?(reading reader: inout PlainJSONReader) {
        var system = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .country: reader.string(into: &system.country)
            case .sunrise: reader.number(into: &system.sunrise)
            case .sunset: reader.number(into: &system.sunset)
            }
        }
        guard read else { return nil }
        self = system
    }
}

extension OpenWeatherForecastResponse {
    init?(reading reader: inout PlainJSONReader) {
        var answer = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .list: reader.value(into: &answer.list) { $0.list(Item.init(reading:)) }
            case .city: reader.value(into: &answer.city, City.init(reading:))
            }
        }
        guard read else { return nil }
        self = answer
    }
}

extension OpenWeatherForecastResponse.Item {
    init?(reading reader: inout PlainJSONReader) {
        var item = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .dt: reader.number(into: &item.dt)
            case .main: reader.value(into: &item.main, OpenWeatherMain.init(reading:))
            case .weather: reader.value(into: &item.weather) { $0.list(OpenWeatherCondition.init(reading:)) }
            case .clouds: reader.value(into: &item.clouds, OpenWeatherClouds.init(reading:))
            case .wind: reader.value(into: &item.wind, OpenWeatherWind.init(reading:))
            case .visibility: reader.number(into: &item.visibility)
            case .pop: reader.number(into: &item.pop)
            case .rain: reader.value(into: &item.rain, OpenWeatherPrecipitation.init(reading:))
            case .snow: reader.value(into: &item.snow, OpenWeatherPrecipitation.init(reading:))
            case .sys: reader.value(into: &item.sys, OpenWeatherForecastResponse.PartOfDay.init(reading:))
            }
        }
        guard read else { return nil }
        self = item
    }
}

extension OpenWeatherForecastResponse.PartOfDay {
    init?(reading reader: inout PlainJSONReader) {
        var part = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .pod: reader.string(into: &part.pod)
            }
        }
        guard read else { return nil }
        self = part
    }
}

extension OpenWeatherForecastResponse.City {
    init?(reading reader: inout PlainJSONReader) {
        var city = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .name: reader.string(into: &city.name)
            case .country: reader.string(into: &city.country)
            case .timezone: reader.number(into: &city.timezone)
            case .sunrise: reader.number(into: &city.sunrise)
            case .sunset: reader.number(into: &city.sunset)
            }
        }
        guard read else { return nil }
        self = city
    }
}

extension OpenWeatherCondition {
    init?(reading reader: inout PlainJSONReader) {
        var condition = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .id: reader.number(into: &condition.id)
            case .icon: reader.string(into: &condition.icon)
            }
        }
        guard read else { return nil }
        self = condition
    }
}

extension OpenWeatherMain {
    init?(reading reader: inout PlainJSONReader) {
        var main = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .temp: reader.number(into: &main.temp)
            case .feelsLike: reader.number(into: &main.feelsLike)
            case .tempMin: reader.number(into: &main.tempMin)
            case .tempMax: reader.number(into: &main.tempMax)
            case .pressure: reader.number(into: &main.pressure)
            case .humidity: reader.number(into: &main.humidity)
            }
        }
        guard read else { return nil }
        self = main
    }
}

extension OpenWeatherWind {
    init?(reading reader: inout PlainJSONReader) {
        var wind = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .speed: reader.number(into: &wind.speed)
            case .deg: reader.number(into: &wind.deg)
            case .gust: reader.number(into: &wind.gust)
            }
        }
        guard read else { return nil }
        self = wind
    }
}

extension OpenWeatherClouds {
    init?(reading reader: inout PlainJSONReader) {
        var clouds = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .all: reader.number(into: &clouds.all)
            }
        }
        guard read else { return nil }
        self = clouds
    }
}

extension OpenWeatherPrecipitation {
    init?(reading reader: inout PlainJSONReader) {
        var precipitation = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .oneHour: reader.number(into: &precipitation.oneHour)
            case .threeHours: reader.number(into: &precipitation.threeHours)
            }
        }
        guard read else { return nil }
        self = precipitation
    }
}
