import FoundationEssentials

/// Turns an Open-Meteo answer into provider-neutral models: every value converted from the unit the
/// answer names to the models' unit and passed through the plausibility gate, hourly data reduced to
/// 3-hour steps over five days, starting with the step that holds `now`, and to 1-hour steps over the
/// next 48 hours, starting with the hour that holds `now`; a summary for each day from today on.
///
/// Open-Meteo stamps an hour's precipitation and its chance at the hour's end ("preceding hour sum"):
/// the amount stamped 06:00 fell from 05:00 to 06:00. The models hold every amount at the start of the
/// interval it covers (see `ForecastItem`), so those two values move back an hour here, and everything
/// that reads a step (the rain outlook, rows, day sums, graph bars) reads the hour it fell in.
struct OpenMeteoForecastMapper {
    var now: Date
    var zone: OpenMeteoTimeZone
    var stepHours = 3
    var steps = 40
    var hourSteps = 48

    func weather(from response: OpenMeteoForecastResponse) throws(FetchError) -> ProviderWeather {
        let offset = zone.answerOffset
        let timeZone = zone.timeZone
        let hours = hourlyRows(response.hourly, units: response.hourlyUnits ?? OpenMeteoUnits(), utcOffset: offset)
        let intervals = Self.precipitationAtIntervalStart(hours)
        let forecast = threeHourSteps(from: intervals, timeZone: timeZone)
        guard var current = currentConditions(response.current, units: response.currentUnits ?? OpenMeteoUnits(), utcOffset: offset)
            ?? nearestHour(hours)
        else { throw .badData(service: ProviderID.openMeteo.displayName, problem: .unusable("current.temperature_2m")) }
        let dailyUnits = response.dailyUnits ?? OpenMeteoUnits()
        applyToday(response.daily, units: dailyUnits, utcOffset: offset, timeZone: timeZone, to: &current)
        current.temperatureYesterday = Self.temperature(in: hours, at: current.time.addingTimeInterval(-86_400))
        return ProviderWeather(
            current: current, forecast: forecast, hourly: oneHourSteps(from: intervals),
            days: days(response.daily, units: dailyUnits, utcOffset: offset, timeZone: timeZone),
            quarterHours: quarterHours(response.minutely15, units: response.minutely15Units ?? OpenMeteoUnits(), utcOffset: offset),
            timeZone: timeZone
        )
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

    /// The hours with the precipitation and chance of the hour that starts at each, taken from the row
    /// stamped an hour later; nil where the answer has no such row.
    private static func precipitationAtIntervalStart(_ hours: [HourRow]) -> [HourRow] {
        let byEnd = Dictionary(hours.map { ($0.time, $0) }, uniquingKeysWith: { first, _ in first })
        return hours.map { hour in
            var hour = hour
            let covering = byEnd[hour.time.addingTimeInterval(3600)]
            hour.chance = covering?.chance
            hour.precipitation = covering?.precipitation
            return hour
        }
    }

    /// The temperature at `time`, between the two hours around it (the hours are instants, not
    /// intervals); nil unless both are there.
    private static func temperature(in hours: [HourRow], at time: Date) -> Double? {
        guard let before = hours.last(where: { $0.time <= time }), let after = hours.first(where: { $0.time >= time }) else { return nil }
        let span = after.time.timeIntervalSince(before.time)
        guard span <= 3600 else { return nil }
        guard span > 0 else { return before.temperature }
        let fraction = time.timeIntervalSince(before.time) / span
        return before.temperature + (after.temperature - before.temperature) * fraction
    }

    /// The 15-minute amounts, each moved from the end of its quarter hour (where Open-Meteo stamps it)
    /// to the start; quarters that ended by `now` are left out.
    private func quarterHours(_ minutely: OpenMeteoForecastResponse.Minutely15?, units: OpenMeteoUnits, utcOffset: Int) -> [QuarterHour] {
        guard let minutely, let times = minutely.time else { return [] }
        let amounts = readings(minutely.precipitation, .precipitation, in: units)
        return times.indices.compactMap { index in
            guard let end = plausibleTime(times[index], utcOffset: utcOffset), end > now else { return nil }
            return QuarterHour(
                time: end.addingTimeInterval(-QuarterHour.length),
                precipitation: Self.element(amounts, at: index),
                condition: Plausible.wmoCode(Self.element(minutely.weatherCode, at: index)).map(WeatherCondition.init(wmoCode:))
            )
        }
    }

    /// A value in the models' unit if it is plausible.
    private func reading(_ value: Double?, _ variable: OpenMeteoVariable, in units: OpenMeteoUnits) -> Double? {
        Plausible.value(units.modelValue(value, of: variable), as: variable.quantity)
    }

    /// A column in the models' unit, each value through the plausibility gate.
    private func readings(_ column: [Double?]?, _ variable: OpenMeteoVariable, in units: OpenMeteoUnits) -> [Double?]? {
        column.map { units.modelValues($0, of: variable).map { Plausible.value($0, as: variable.quantity) } }
    }

    /// Row `index` of a column of the answer, where the column reaches that far.
    private static func element<Value>(_ column: [Value?]?, at index: Int) -> Value? {
        guard let column, column.indices.contains(index) else { return nil }
        return column[index]
    }

    private func plausibleTime(_ time: ServiceTime?, utcOffset: Int) -> Date? {
        Plausible.time(time?.date(utcOffset: utcOffset), near: now)
    }

    /// The hours with a usable time and temperature.
    private func hourlyRows(_ hourly: OpenMeteoForecastResponse.Hourly?, units: OpenMeteoUnits, utcOffset: Int) -> [HourRow] {
        guard let hourly, let times = hourly.time else { return [] }
        let temperature = readings(hourly.temperature2m, .temperature, in: units)
        let feelsLike = readings(hourly.apparentTemperature, .apparentTemperature, in: units)
        let humidity = readings(hourly.relativeHumidity2m, .relativeHumidity, in: units)
        let chance = readings(hourly.precipitationProbability, .precipitationProbability, in: units)
        let precipitation = readings(hourly.precipitation, .precipitation, in: units)
        let windSpeed = readings(hourly.windSpeed10m, .windSpeed, in: units)
        let windDirection = readings(hourly.windDirection10m, .windDirection, in: units)
        let windGust = readings(hourly.windGusts10m, .windGusts, in: units)
        return times.indices.compactMap { index in
            func value(_ column: [Double?]?) -> Double? { Self.element(column, at: index) }
            guard let time = plausibleTime(times[index], utcOffset: utcOffset), let temperature = value(temperature)
            else { return nil }
            return HourRow(
                time: time,
                temperature: temperature,
                feelsLike: value(feelsLike),
                humidity: value(humidity),
                code: Plausible.wmoCode(value(hourly.weatherCode)),
                chance: value(chance),
                precipitation: value(precipitation),
                windSpeed: value(windSpeed),
                windDirection: value(windDirection),
                windGust: value(windGust),
                isDay: Plausible.isDay(value(hourly.isDay))
            )
        }
    }

    /// One item per `stepHours` hours of the place's clock: a step starts at each hour whose clock hour
    /// is a multiple of `stepHours` (00:00, 03:00…; 00:30, 03:30… where the clock is half an hour off
    /// UTC), read from the hour's instant at the offset in force then, and holds the hours up to the next
    /// step. Temperature and wind of the step's first hour, the most severe condition, the highest chance
    /// and the summed precipitation of its hours. A step whose first hour is missing is left out; the
    /// first is the one that holds `now`, and none starts `steps` steps or more after it.
    private func threeHourSteps(from hours: [HourRow], timeZone: LocalTimeZone) -> [ForecastItem] {
        let hours = hours.sorted { $0.time < $1.time }
        let clockHours = hours.map { timeZone.civilTime($0.time)?.hour }
        let starts = hours.indices.filter { index in
            guard let hour = clockHours[index], hour % stepHours == 0 else { return false }
            // A clock set back repeats an hour: the step started at its first reading.
            return index == 0 || clockHours[index - 1] != hour
        }
        // At most an hour longer than a step: a clock set back lengthens one, and no step reaches over a gap.
        let longest = TimeInterval((stepHours + 1) * 3600)
        let groups = starts.indices.map { position -> (rows: ArraySlice<HourRow>, end: Date) in
            let start = hours[starts[position]].time
            let limit = start.addingTimeInterval(longest)
            let next = position + 1 < starts.count ? starts[position + 1] : hours.count
            let end = next < hours.count ? min(hours[next].time, limit) : start.addingTimeInterval(TimeInterval(stepHours * 3600))
            return (hours[starts[position]..<next].prefix { $0.time < limit }, end)
        }
        let upcoming = groups.drop(while: { $0.end <= now }).map(\.rows)
        // Five days from the step that holds now: a step left out is not made up for at the end.
        guard let start = upcoming.first?.first?.time else { return [] }
        let horizon = start.addingTimeInterval(TimeInterval(steps * stepHours * 3600))
        return upcoming.compactMap { rows in
            guard let first = rows.first, first.time < horizon else { return nil }
            let code = rows.compactMap(\.code).max()
            let precipitation = rows.compactMap(\.precipitation)
            return ForecastItem(
                time: first.time,
                temperature: first.temperature,
                feelsLike: first.feelsLike,
                condition: code.map(WeatherCondition.init(wmoCode:)) ?? .unknown,
                isDaytime: first.isDay ?? true,
                precipitationChance: rows.compactMap(\.chance).max(),
                precipitation: precipitation.isEmpty ? nil : Plausible.value(precipitation.reduce(0, +), as: .precipitation),
                windSpeed: first.windSpeed,
                windDirection: first.windDirection,
                humidity: first.humidity
            )
        }
    }

    /// The hours from the one that holds `now`, each as it came.
    private func oneHourSteps(from hours: [HourRow]) -> [ForecastItem] {
        let thisHour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        return hours.filter { $0.time.timeIntervalSince1970 >= thisHour }.sorted { $0.time < $1.time }.prefix(hourSteps).map { hour in
            ForecastItem(
                time: hour.time, temperature: hour.temperature, feelsLike: hour.feelsLike,
                condition: hour.code.map(WeatherCondition.init(wmoCode:)) ?? .unknown, isDaytime: hour.isDay ?? true,
                precipitationChance: hour.chance, precipitation: hour.precipitation,
                windSpeed: hour.windSpeed, windDirection: hour.windDirection, humidity: hour.humidity
            )
        }
    }

    /// The days from today on with a usable date, low and high. The answer writes each day as its
    /// midnight at the answer's one offset; a day is kept as its midnight in the zone (an hour apart
    /// after a change of offset).
    private func days(_ daily: OpenMeteoForecastResponse.Daily?, units: OpenMeteoUnits, utcOffset: Int, timeZone: LocalTimeZone) -> [DayForecast] {
        guard let daily, let times = daily.time, let today = timeZone.civilTime(now)?.dayNumber else { return [] }
        let highs = readings(daily.temperature2mMax, .dailyMaximum, in: units)
        let lows = readings(daily.temperature2mMin, .dailyMinimum, in: units)
        let chance = readings(daily.precipitationProbabilityMax, .dailyPrecipitationChance, in: units)
        let precipitation = readings(daily.precipitationSum, .dailyPrecipitation, in: units)
        let windSpeed = readings(daily.windSpeed10mMax, .dailyWindSpeed, in: units)
        let windDirection = readings(daily.windDirection10mDominant, .dailyWindDirection, in: units)
        return times.indices.compactMap { index in
            func value(_ column: [Double?]?) -> Double? { Self.element(column, at: index) }
            guard let day = dayNumber(times[index], utcOffset: utcOffset), day >= today,
                  let high = value(highs), let low = value(lows)
            else { return nil }
            return DayForecast(
                date: timeZone.startOfDay(day), low: low, high: high,
                condition: Plausible.wmoCode(value(daily.weatherCode)).map(WeatherCondition.init(wmoCode:)) ?? .unknown,
                precipitationChance: value(chance),
                precipitation: value(precipitation),
                windSpeed: value(windSpeed),
                windDirection: value(windDirection)
            )
        }
    }

    /// The local day of a day in the answer's `daily.time`.
    private func dayNumber(_ time: ServiceTime?, utcOffset: Int) -> Int? {
        plausibleTime(time, utcOffset: utcOffset).flatMap { CivilTime($0, utcOffset: utcOffset)?.dayNumber }
    }

    private func currentConditions(_ current: OpenMeteoForecastResponse.Current?, units: OpenMeteoUnits, utcOffset: Int) -> CurrentConditions? {
        guard let current, let temperature = reading(current.temperature2m, .temperature, in: units) else { return nil }
        return CurrentConditions(
            time: plausibleTime(current.time, utcOffset: utcOffset) ?? now,
            temperature: temperature,
            feelsLike: reading(current.apparentTemperature, .apparentTemperature, in: units),
            condition: Plausible.wmoCode(current.weatherCode).map(WeatherCondition.init(wmoCode:)) ?? .unknown,
            isDaytime: Plausible.isDay(current.isDay) ?? true,
            humidity: reading(current.relativeHumidity2m, .relativeHumidity, in: units),
            windSpeed: reading(current.windSpeed10m, .windSpeed, in: units),
            windDirection: reading(current.windDirection10m, .windDirection, in: units),
            windGust: reading(current.windGusts10m, .windGusts, in: units),
            pressure: reading(current.pressureMsl, .pressure, in: units),
            precipitation: reading(current.precipitation, .precipitation, in: units),
            cloudCover: reading(current.cloudCover, .cloudCover, in: units),
            uvIndex: reading(current.uvIndex, .uvIndex, in: units)
        )
    }

    /// Without a usable `current` block, the hour nearest to now stands in.
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
        _ daily: OpenMeteoForecastResponse.Daily?, units: OpenMeteoUnits, utcOffset: Int, timeZone: LocalTimeZone,
        to current: inout CurrentConditions
    ) {
        guard let daily, let days = daily.time, let today = timeZone.civilTime(now)?.dayNumber,
              let index = days.firstIndex(where: { dayNumber($0, utcOffset: utcOffset) == today })
        else { return }
        func value(_ array: [Double?]?, _ variable: OpenMeteoVariable) -> Double? {
            reading(Self.element(array, at: index), variable, in: units)
        }
        func sunTime(_ array: [ServiceTime?]?) -> Date? {
            plausibleTime(Self.element(array, at: index), utcOffset: utcOffset)
        }
        current.todayHigh = value(daily.temperature2mMax, .dailyMaximum)
        current.todayLow = value(daily.temperature2mMin, .dailyMinimum)
        let sunrise = sunTime(daily.sunrise)
        let sunset = sunTime(daily.sunset)
        current.polarDay = sunrise.flatMap { rise in sunset.flatMap { PolarDay(sunrise: rise, sunset: $0, utcOffset: utcOffset) } }
        guard current.polarDay == nil else { return }
        current.sunrise = sunrise
        current.sunset = sunset
    }
}
