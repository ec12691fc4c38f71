import FoundationEssentials

extension OpenMeteoForecastResponse {
    /// The answer read by `PlainJSONReader`, as JSONDecoder reads it; nil when it is not of the plain
    /// shape the service sends (a repeated key among those read, a value of another type, and whatever
    /// the plain reader gives up on). Its columns are some 1,700 values, which JSONDecoder takes one by
    /// one through its generic containers: on a stale status-bar poll that was the larger part of the
    /// time between the answer and the line printed.
    init?(reading reader: inout PlainJSONReader) {
        var answer = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .utcOffsetSeconds:
                answer.utcOffsetSeconds = reader.number()
                return answer.utcOffsetSeconds != nil
            case .timezone:
                answer.timezone = reader.string()
                return answer.timezone != nil
            case .currentUnits:
                answer.currentUnits = reader.units()
                return answer.currentUnits != nil
            case .current:
                answer.current = Current(reading: &reader)
                return answer.current != nil
            case .hourlyUnits:
                answer.hourlyUnits = reader.units()
                return answer.hourlyUnits != nil
            case .hourly:
                answer.hourly = Hourly(reading: &reader)
                return answer.hourly != nil
            case .dailyUnits:
                answer.dailyUnits = reader.units()
                return answer.dailyUnits != nil
            case .daily:
                answer.daily = Daily(reading: &reader)
                return answer.daily != nil
            case .minutely15Units:
                answer.minutely15Units = reader.units()
                return answer.minutely15Units != nil
            case .minutely15:
                answer.minutely15 = Minutely15(reading: &reader)
                return answer.minutely15 != nil
            }
        }
        guard read else { return nil }
        self = answer
    }
}

extension OpenMeteoForecastResponse.Current {
    init?(reading reader: inout PlainJSONReader) {
        var block = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            if key == .time {
                block.time = reader.serviceTime()
                return block.time != nil
            }
            guard let value = reader.number() else { return false }
            switch key {
            case .time: break
            case .temperature2m: block.temperature2m = value
            case .apparentTemperature: block.apparentTemperature = value
            case .relativeHumidity2m: block.relativeHumidity2m = value
            case .weatherCode: block.weatherCode = value
            case .windSpeed10m: block.windSpeed10m = value
            case .windDirection10m: block.windDirection10m = value
            case .windGusts10m: block.windGusts10m = value
            case .precipitation: block.precipitation = value
            case .pressureMsl: block.pressureMsl = value
            case .cloudCover: block.cloudCover = value
            case .uvIndex: block.uvIndex = value
            case .isDay: block.isDay = value
            }
            return true
        }
        guard read else { return nil }
        self = block
    }
}

extension OpenMeteoForecastResponse.Hourly {
    init?(reading reader: inout PlainJSONReader) {
        var block = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            if key == .time {
                block.time = reader.times()
                return block.time != nil
            }
            guard let column = reader.numbers() else { return false }
            switch key {
            case .time: break
            case .temperature2m: block.temperature2m = column
            case .apparentTemperature: block.apparentTemperature = column
            case .relativeHumidity2m: block.relativeHumidity2m = column
            case .weatherCode: block.weatherCode = column
            case .precipitationProbability: block.precipitationProbability = column
            case .precipitation: block.precipitation = column
            case .windSpeed10m: block.windSpeed10m = column
            case .windDirection10m: block.windDirection10m = column
            case .windGusts10m: block.windGusts10m = column
            case .isDay: block.isDay = column
            }
            return true
        }
        guard read else { return nil }
        self = block
    }
}

extension OpenMeteoForecastResponse.Minutely15 {
    init?(reading reader: inout PlainJSONReader) {
        var block = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .time:
                block.time = reader.times()
                return block.time != nil
            case .precipitation:
                block.precipitation = reader.numbers()
                return block.precipitation != nil
            case .weatherCode:
                block.weatherCode = reader.numbers()
                return block.weatherCode != nil
            }
        }
        guard read else { return nil }
        self = block
    }
}

extension OpenMeteoForecastResponse.Daily {
    init?(reading reader: inout PlainJSONReader) {
        var block = Self()
        let read = reader.members(of: CodingKeys.self) { reader, key in
            switch key {
            case .time:
                block.time = reader.times()
                return block.time != nil
            case .sunrise, .sunset:
                guard let column = reader.column({ $0.serviceTime() }) else { return false }
                if key == .sunrise { block.sunrise = column } else { block.sunset = column }
                return true
            default:
                break
            }
            guard let column = reader.numbers() else { return false }
            switch key {
            case .time, .sunrise, .sunset: break
            case .temperature2mMax: block.temperature2mMax = column
            case .temperature2mMin: block.temperature2mMin = column
            case .weatherCode: block.weatherCode = column
            case .precipitationProbabilityMax: block.precipitationProbabilityMax = column
            case .precipitationSum: block.precipitationSum = column
            case .windSpeed10mMax: block.windSpeed10mMax = column
            case .windDirection10mDominant: block.windDirection10mDominant = column
            }
            return true
        }
        guard read else { return nil }
        self = block
    }
}
