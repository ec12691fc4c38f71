import FoundationEssentials

// The answer read by `PlainJSONReader`, as JSONDecoder reads it; nil where a part is not of the plain
// shape the service sends (a repeated key among those read, a value of another type, and whatever the
// plain reader gives up on). Its columns are some 1,700 values, which JSONDecoder takes one by one
// through its generic containers: on a stale status-bar poll that was the larger part of the time
// between the answer and the line printed.

extension OpenMeteoForecastResponse {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, answer in
            switch key {
            case .utcOffsetSeconds: reader.number(into: &answer.utcOffsetSeconds)
            case .timezone: reader.string(into: &answer.timezone)
            case .currentUnits: reader.value(into: &answer.currentUnits) { $0.units() }
            case .current: reader.value(into: &answer.current, Current.read)
            case .hourlyUnits: reader.value(into: &answer.hourlyUnits) { $0.units() }
            case .hourly: reader.value(into: &answer.hourly, Hourly.read)
            case .dailyUnits: reader.value(into: &answer.dailyUnits) { $0.units() }
            case .daily: reader.value(into: &answer.daily, Daily.read)
            case .minutely15Units: reader.value(into: &answer.minutely15Units) { $0.units() }
            case .minutely15: reader.value(into: &answer.minutely15, Minutely15.read)
            }
        }
    }
}

extension OpenMeteoForecastResponse.Current {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, block in
            switch key {
            case .time: reader.value(into: &block.time) { $0.serviceTime() }
            case .temperature2m: reader.number(into: &block.temperature2m)
            case .apparentTemperature: reader.number(into: &block.apparentTemperature)
            case .relativeHumidity2m: reader.number(into: &block.relativeHumidity2m)
            case .weatherCode: reader.number(into: &block.weatherCode)
            case .windSpeed10m: reader.number(into: &block.windSpeed10m)
            case .windDirection10m: reader.number(into: &block.windDirection10m)
            case .windGusts10m: reader.number(into: &block.windGusts10m)
            case .precipitation: reader.number(into: &block.precipitation)
            case .pressureMsl: reader.number(into: &block.pressureMsl)
            case .cloudCover: reader.number(into: &block.cloudCover)
            case .uvIndex: reader.number(into: &block.uvIndex)
            case .isDay: reader.number(into: &block.isDay)
            }
        }
    }
}

extension OpenMeteoForecastResponse.Hourly {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, block in
            switch key {
            case .time: reader.value(into: &block.time) { $0.times() }
            case .temperature2m: reader.value(into: &block.temperature2m) { $0.numbers() }
            case .apparentTemperature: reader.value(into: &block.apparentTemperature) { $0.numbers() }
            case .relativeHumidity2m: reader.value(into: &block.relativeHumidity2m) { $0.numbers() }
            case .weatherCode: reader.value(into: &block.weatherCode) { $0.numbers() }
            case .precipitationProbability: reader.value(into: &block.precipitationProbability) { $0.numbers() }
            case .precipitation: reader.value(into: &block.precipitation) { $0.numbers() }
            case .windSpeed10m: reader.value(into: &block.windSpeed10m) { $0.numbers() }
            case .windDirection10m: reader.value(into: &block.windDirection10m) { $0.numbers() }
            case .windGusts10m: reader.value(into: &block.windGusts10m) { $0.numbers() }
            case .isDay: reader.value(into: &block.isDay) { $0.numbers() }
            }
        }
    }
}

extension OpenMeteoForecastResponse.Minutely15 {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, block in
            switch key {
            case .time: reader.value(into: &block.time) { $0.times() }
            case .precipitation: reader.value(into: &block.precipitation) { $0.numbers() }
            case .weatherCode: reader.value(into: &block.weatherCode) { $0.numbers() }
            }
        }
    }
}

extension OpenMeteoForecastResponse.Daily {
    static func read(_ reader: inout PlainJSONReader) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, block in
            switch key {
            case .time: reader.value(into: &block.time) { $0.times() }
            case .sunrise: reader.value(into: &block.sunrise) { $0.column { $0.serviceTime() } }
            case .sunset: reader.value(into: &block.sunset) { $0.column { $0.serviceTime() } }
            case .temperature2mMax: reader.value(into: &block.temperature2mMax) { $0.numbers() }
            case .temperature2mMin: reader.value(into: &block.temperature2mMin) { $0.numbers() }
            case .weatherCode: reader.value(into: &block.weatherCode) { $0.numbers() }
            case .precipitationProbabilityMax: reader.value(into: &block.precipitationProbabilityMax) { $0.numbers() }
            case .precipitationSum: reader.value(into: &block.precipitationSum) { $0.numbers() }
            case .windSpeed10mMax: reader.value(into: &block.windSpeed10mMax) { $0.numbers() }
            case .windDirection10mDominant: reader.value(into: &block.windDirection10mDominant) { $0.numbers() }
            }
        }
    }
}
