import Foundation

/// Turns an Open-Meteo answer into provider-neutral models: hourly data reduced to 3-hour steps over
/// five days, starting with the step that holds `now`.
struct OpenMeteoForecastMapper {
    var now: Date
    var stepHours = 3
    var steps = 40

    func weather(from response: OpenMeteoForecastResponse) throws(FetchError) -> ProviderWeather {
        let offset = response.utcOffsetSeconds ?? 0
        let timeZone = LocalTimeZone(identifier: response.timezone, secondsFromGMT: offset)
        let hours = hourlyRows(response.hourly, utcOffset: offset)
        let forecast = threeHourSteps(from: hours, utcOffset: offset)
        guard var current = currentConditions(response.current, utcOffset: offset) ?? nearestHour(hours)
        else { throw .badData("Open-Meteo sent no current temperature") }
        applyToday(response.daily, utcOffset: offset, timeZone: timeZone, to: &current)
        return ProviderWeather(current: current, forecast: forecast, timeZone: timeZone)
    }

    private struct HourRow {
        var time: Date
        var temperature: Double
        var feelsLike: Double?
        var humidity: Double?
        var code: Int?
        var chance: Double?
        var precipitation: Double?
        var windSpeed: Double?
        var windDirection: Double?
        var windGust: Double?
        var isDay: Bool?
    }

    private func hourlyRows(_ hourly: OpenMeteoForecastResponse.Hourly?, utcOffset: Int) -> [HourRow] {
        guard let hourly, let times = hourly.time else { return [] }
        func value(_ array: [Double?]?, _ index: Int) -> Double? {
            guard let array, index < array.count, let value = array[index], value.isFinite else { return nil }
            return value
        }
        return times.indices.compactMap { index in
            guard let time = times[index].date(utcOffset: utcOffset),
                  let temperature = value(hourly.temperature2m, index)
            else { return nil }
            return HourRow(
                time: time,
                temperature: temperature,
                feelsLike: value(hourly.apparentTemperature, index),
                humidity: value(hourly.relativeHumidity2m, index),
                code: value(hourly.weatherCode, index).map { Int($0) },
                chance: value(hourly.precipitationProbability, index).map { $0 / 100 },
                precipitation: value(hourly.precipitation, index),
                windSpeed: value(hourly.windSpeed10m, index),
                windDirection: value(hourly.windDirection10m, index),
                windGust: value(hourly.windGusts10m, index),
                isDay: value(hourly.isDay, index).map { $0 != 0 }
            )
        }
    }

    /// One item per `stepHours` local hours: temperature and wind of the step's first hour, the most
    /// severe condition, the highest chance and the summed precipitation of its hours.
    private func threeHourSteps(from hours: [HourRow], utcOffset: Int) -> [ForecastItem] {
        let stepSeconds = Double(stepHours * 3600)
        let firstStep = (floor((now.timeIntervalSince1970 + Double(utcOffset)) / stepSeconds) * stepSeconds) - Double(utcOffset)
        var groups: [Int: [HourRow]] = [:]
        for hour in hours where hour.time.timeIntervalSince1970 >= firstStep {
            let step = Int((hour.time.timeIntervalSince1970 - firstStep) / stepSeconds)
            guard step < steps else { continue }
            groups[step, default: []].append(hour)
        }
        return groups.keys.sorted().compactMap { step in
            guard let rows = groups[step], let first = rows.first,
                  abs(first.time.timeIntervalSince1970 - (firstStep + Double(step) * stepSeconds)) < 1
            else { return nil }
            let code = rows.compactMap(\.code).max()
            let precipitation = rows.compactMap(\.precipitation)
            return ForecastItem(
                time: first.time,
                temperature: first.temperature,
                feelsLike: first.feelsLike,
                condition: code.map(WeatherCondition.init(wmoCode:)) ?? .unknown,
                isDaytime: first.isDay ?? true,
                precipitationChance: rows.compactMap(\.chance).max(),
                precipitation: precipitation.isEmpty ? nil : precipitation.reduce(0, +),
                windSpeed: first.windSpeed,
                windDirection: first.windDirection,
                humidity: first.humidity
            )
        }
    }

    private func currentConditions(_ current: OpenMeteoForecastResponse.Current?, utcOffset: Int) -> CurrentConditions? {
        guard let current, let temperature = current.temperature2m, temperature.isFinite else { return nil }
        return CurrentConditions(
            time: current.time?.date(utcOffset: utcOffset) ?? now,
            temperature: temperature,
            feelsLike: current.apparentTemperature,
            condition: current.weatherCode.map { WeatherCondition(wmoCode: Int($0)) } ?? .unknown,
            isDaytime: current.isDay.map { $0 != 0 } ?? true,
            humidity: current.relativeHumidity2m,
            windSpeed: current.windSpeed10m,
            windDirection: current.windDirection10m,
            windGust: current.windGusts10m,
            pressure: current.pressureMsl,
            precipitation: current.precipitation,
            cloudCover: current.cloudCover
        )
    }

    /// Without a `current` block, the hour nearest to now stands in.
    private func nearestHour(_ hours: [HourRow]) -> CurrentConditions? {
        guard let hour = hours.min(by: { abs($0.time.timeIntervalSince(now)) < abs($1.time.timeIntervalSince(now)) })
        else { return nil }
        return CurrentConditions(
            time: hour.time, temperature: hour.temperature, feelsLike: hour.feelsLike,
            condition: hour.code.map(WeatherCondition.init(wmoCode:)) ?? .unknown, isDaytime: hour.isDay ?? true,
            humidity: hour.humidity, windSpeed: hour.windSpeed, windDirection: hour.windDirection,
            windGust: hour.windGust, precipitation: hour.precipitation
        )
    }

    private func applyToday(
        _ daily: OpenMeteoForecastResponse.Daily?, utcOffset: Int, timeZone: LocalTimeZone,
        to current: inout CurrentConditions
    ) {
        guard let daily, let days = daily.time else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone.timeZone
        guard let index = days.firstIndex(where: { day in
            day.date(utcOffset: utcOffset).map { calendar.isDate($0, inSameDayAs: now) } ?? false
        }) else { return }
        func value(_ array: [Double?]?) -> Double? {
            guard let array, index < array.count else { return nil }
            return array[index]
        }
        func time(_ array: [ServiceTime?]?) -> Date? {
            guard let array, index < array.count else { return nil }
            return array[index]?.date(utcOffset: utcOffset)
        }
        current.todayHigh = value(daily.temperature2mMax)
        current.todayLow = value(daily.temperature2mMin)
        current.sunrise = time(daily.sunrise)
        current.sunset = time(daily.sunset)
    }
}
