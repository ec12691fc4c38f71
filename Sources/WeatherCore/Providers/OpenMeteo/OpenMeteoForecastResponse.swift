import Foundation

/// The parts of Open-Meteo's `/v1/forecast` answer the app reads. Every value may be absent or null.
struct OpenMeteoForecastResponse: Decodable {
    var utcOffsetSeconds: Int?
    var timezone: String?
    var current: Current?
    var hourly: Hourly?
    var daily: Daily?

    enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds"
        case timezone, current, hourly, daily
    }

    struct Current: Decodable {
        var time: ServiceTime?
        var temperature2m: Double?
        var apparentTemperature: Double?
        var relativeHumidity2m: Double?
        var weatherCode: Double?
        var windSpeed10m: Double?
        var windDirection10m: Double?
        var windGusts10m: Double?
        var precipitation: Double?
        var pressureMsl: Double?
        var cloudCover: Double?
        var isDay: Double?

        enum CodingKeys: String, CodingKey {
            case time, precipitation
            case temperature2m = "temperature_2m"
            case apparentTemperature = "apparent_temperature"
            case relativeHumidity2m = "relative_humidity_2m"
            case weatherCode = "weather_code"
            case windSpeed10m = "wind_speed_10m"
            case windDirection10m = "wind_direction_10m"
            case windGusts10m = "wind_gusts_10m"
            case pressureMsl = "pressure_msl"
            case cloudCover = "cloud_cover"
            case isDay = "is_day"
        }
    }

    struct Hourly: Decodable {
        var time: [ServiceTime]?
        var temperature2m: [Double?]?
        var apparentTemperature: [Double?]?
        var relativeHumidity2m: [Double?]?
        var weatherCode: [Double?]?
        var precipitationProbability: [Double?]?
        var precipitation: [Double?]?
        var windSpeed10m: [Double?]?
        var windDirection10m: [Double?]?
        var windGusts10m: [Double?]?
        var isDay: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, precipitation
            case temperature2m = "temperature_2m"
            case apparentTemperature = "apparent_temperature"
            case relativeHumidity2m = "relative_humidity_2m"
            case weatherCode = "weather_code"
            case precipitationProbability = "precipitation_probability"
            case windSpeed10m = "wind_speed_10m"
            case windDirection10m = "wind_direction_10m"
            case windGusts10m = "wind_gusts_10m"
            case isDay = "is_day"
        }
    }

    struct Daily: Decodable {
        var time: [ServiceTime]?
        var temperature2mMax: [Double?]?
        var temperature2mMin: [Double?]?
        var sunrise: [ServiceTime?]?
        var sunset: [ServiceTime?]?

        enum CodingKeys: String, CodingKey {
            case time, sunrise, sunset
            case temperature2mMax = "temperature_2m_max"
            case temperature2mMin = "temperature_2m_min"
        }
    }
}

/// A time as Open-Meteo sends it: unix seconds, or local ISO 8601 without an offset.
enum ServiceTime: Decodable, Hashable {
    case unix(Double)
    case local(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            self = .unix(seconds)
        } else {
            self = .local(try container.decode(String.self))
        }
    }

    /// The instant, given the location's offset from UTC for local times.
    func date(utcOffset: Int) -> Date? {
        switch self {
        case let .unix(seconds):
            return Date(timeIntervalSince1970: seconds)
        case let .local(text):
            let parts = text.split(whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" }).compactMap { Int($0) }
            guard parts.count >= 3 else { return nil }
            var components = DateComponents()
            components.year = parts[0]
            components.month = parts[1]
            components.day = parts[2]
            components.hour = parts.count > 3 ? parts[3] : 0
            components.minute = parts.count > 4 ? parts[4] : 0
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: utcOffset) ?? .gmt
            return calendar.date(from: components)
        }
    }
}
