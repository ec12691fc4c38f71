import FoundationEssentials

/// The parts of Open-Meteo's `/v1/forecast` answer the app reads. Every value may be absent or null.
struct OpenMeteoForecastResponse: Decodable, Equatable {
    var utcOffsetSeconds: Double?
    var timezone: String?
    var currentUnits: OpenMeteoUnits?
    var current: Current?
    var hourlyUnits: OpenMeteoUnits?
    var hourly: Hourly?
    var dailyUnits: OpenMeteoUnits?
    var daily: Daily?
    var minutely15Units: OpenMeteoUnits?
    var minutely15: Minutely15?

    enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
        case minutely15Units = "minutely_15_units"
        case minutely15 = "minutely_15"
        case timezone, current, hourly, daily
    }

    struct Current: Decodable, Equatable {
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
        var uvIndex: Double?
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
            case uvIndex = "uv_index"
            case isDay = "is_day"
        }
    }

    struct Hourly: Decodable, Equatable {
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

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decodeTimesIfPresent(forKey: .time)
            temperature2m = try container.decodeNumbersIfPresent(forKey: .temperature2m)
            apparentTemperature = try container.decodeNumbersIfPresent(forKey: .apparentTemperature)
            relativeHumidity2m = try container.decodeNumbersIfPresent(forKey: .relativeHumidity2m)
            weatherCode = try container.decodeNumbersIfPresent(forKey: .weatherCode)
            precipitationProbability = try container.decodeNumbersIfPresent(forKey: .precipitationProbability)
            precipitation = try container.decodeNumbersIfPresent(forKey: .precipitation)
            windSpeed10m = try container.decodeNumbersIfPresent(forKey: .windSpeed10m)
            windDirection10m = try container.decodeNumbersIfPresent(forKey: .windDirection10m)
            windGusts10m = try container.decodeNumbersIfPresent(forKey: .windGusts10m)
            isDay = try container.decodeNumbersIfPresent(forKey: .isDay)
        }
    }

    /// Each amount is the sum over the 15 minutes that end at its time.
    struct Minutely15: Decodable, Equatable {
        var time: [ServiceTime]?
        var precipitation: [Double?]?
        var weatherCode: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, precipitation
            case weatherCode = "weather_code"
        }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decodeTimesIfPresent(forKey: .time)
            precipitation = try container.decodeNumbersIfPresent(forKey: .precipitation)
            weatherCode = try container.decodeNumbersIfPresent(forKey: .weatherCode)
        }
    }

    struct Daily: Decodable, Equatable {
        var time: [ServiceTime]?
        var temperature2mMax: [Double?]?
        var temperature2mMin: [Double?]?
        var sunrise: [ServiceTime?]?
        var sunset: [ServiceTime?]?
        var weatherCode: [Double?]?
        var precipitationProbabilityMax: [Double?]?
        var precipitationSum: [Double?]?
        var windSpeed10mMax: [Double?]?
        var windDirection10mDominant: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, sunrise, sunset
            case temperature2mMax = "temperature_2m_max"
            case temperature2mMin = "temperature_2m_min"
            case weatherCode = "weather_code"
            case precipitationProbabilityMax = "precipitation_probability_max"
            case precipitationSum = "precipitation_sum"
            case windSpeed10mMax = "wind_speed_10m_max"
            case windDirection10mDominant = "wind_direction_10m_dominant"
        }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decodeTimesIfPresent(forKey: .time)
            temperature2mMax = try container.decodeNumbersIfPresent(forKey: .temperature2mMax)
            temperature2mMin = try container.decodeNumbersIfPresent(forKey: .temperature2mMin)
            sunrise = try container.decodeOptionalTimesIfPresent(forKey: .sunrise)
            sunset = try container.decodeOptionalTimesIfPresent(forKey: .sunset)
            weatherCode = try container.decodeNumbersIfPresent(forKey: .weatherCode)
            precipitationProbabilityMax = try container.decodeNumbersIfPresent(forKey: .precipitationProbabilityMax)
            precipitationSum = try container.decodeNumbersIfPresent(forKey: .precipitationSum)
            windSpeed10mMax = try container.decodeNumbersIfPresent(forKey: .windSpeed10mMax)
            windDirection10mDominant = try container.decodeNumbersIfPresent(forKey: .windDirection10mDominant)
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

    /// Year, month, day, hour, minute, second of "2025-11-21T15:30:00" (the time, or its seconds, may be left out).
    private static let localFieldRanges = [1...9999, 1...12, 1...31, 0...23, 0...59, 0...59]

    /// The instant, given the location's offset from UTC for local times; nil for a time no calendar has.
    func date(utcOffset: Int) -> Date? {
        switch self {
        case let .unix(seconds):
            guard seconds.isFinite else { return nil }
            return Date(timeIntervalSince1970: seconds)
        case let .local(text):
            let fields = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
            let numbers = fields.compactMap { $0 }
            guard (3...6).contains(fields.count), numbers.count == fields.count,
                  zip(numbers, Self.localFieldRanges).allSatisfy({ $1.contains($0) })
            else { return nil }
            let value = numbers + Array(repeating: 0, count: 6 - numbers.count)
            return CivilTime.date(
                year: value[0], month: value[1], day: value[2], hour: value[3], minute: value[4], second: value[5],
                utcOffset: utcOffset
            )
        }
    }
}
