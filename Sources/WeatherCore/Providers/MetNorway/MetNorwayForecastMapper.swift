import FoundationEssentials

/// Turns a Locationforecast answer into provider-neutral models. Its times are UTC instants and it names
/// no time zone: the place's clock and days come from `timeZone`, which the caller knows from elsewhere.
///
/// Each entry's instant details are the weather at its time; its `next_1_hours` summary (where the
/// answer is hourly, about two and a half days) or else its `next_6_hours` one is the period starting
/// there, whose symbol, amount and chance the models keep at the period's start (see `ForecastItem`).
/// The 3-hour list joins the hourly periods into steps that start where the place's clock shows a
/// multiple of three hours (by instant: 05:30, 08:30… at +5:30), from the period that holds now; past
/// the hourly ones each 6-hour period is a step of its own. What the service does not send is left out,
/// never made up: no feels-like temperature, no 15-minute steps, no visibility, no yesterday, and a
/// chance of precipitation only where it sends one (its Nordic area).
struct MetNorwayForecastMapper {
    var now: Date
    var coordinate: Coordinate
    var timeZone: LocalTimeZone
    var stepHours = 3
    /// How far the 3-hour list reaches, as the other services' five days do.
    var forecastSpan: TimeInterval = 5 * 86_400
    var hourSteps = 48

    /// The units the service documents; an answer that names another for one of these is not read.
    static let documentedUnits = [
        "air_temperature": "celsius", "air_temperature_max": "celsius", "air_temperature_min": "celsius",
        "air_pressure_at_sea_level": "hPa", "relative_humidity": "%", "cloud_area_fraction": "%",
        "wind_speed": "m/s", "wind_speed_of_gust": "m/s", "wind_from_direction": "degrees",
        "precipitation_amount": "mm", "probability_of_precipitation": "%",
    ]

    struct Period {
        var start: Date
        var hours: Int
        var symbol: MetNorwaySymbol?
        var precipitation: Double?
        /// 0…1.
        var chance: Double?
        var highest: Double?
        var lowest: Double?

        var end: Date { start.addingTimeInterval(TimeInterval(hours * 3600)) }
    }

    struct Entry {
        var time: Date
        var temperature: Double
        var humidity: Double?
        var windSpeed: Double?
        var windGust: Double?
        var windDirection: Double?
        var pressure: Double?
        var cloudCover: Double?
        var period: Period?
    }

    func weather(from response: MetNorwayForecastResponse) throws(FetchError) -> ProviderWeather {
        for (name, unit) in response.properties?.meta?.units ?? [:] {
            guard let documented = Self.documentedUnits[name], documented != unit else { continue }
            throw .badData(service: ProviderID.metNorway.displayName, problem: .unusable("properties.meta.units.\(name)"))
        }
        let entries = entries(from: response)
        guard let current = currentConditions(entries) else {
            throw .badData(service: ProviderID.metNorway.displayName, problem: .unusable("properties.timeseries"))
        }
        return ProviderWeather(
            current: current, forecast: forecastSteps(entries), hourly: hours(entries), days: days(entries), timeZone: timeZone
        )
    }

    /// The entries with a usable time and temperature, in time order, each period kept only where it
    /// does not overlap the one before.
    func entries(from response: MetNorwayForecastResponse) -> [Entry] {
        var entries: [Entry] = []
        for raw in (response.properties?.timeseries ?? []).compactMap(\.value) {
            guard let time = Plausible.time(raw.time.flatMap(ISO8601Text.date(from:)), near: now),
                  let details = raw.data?.instant?.details,
                  let temperature = Plausible.value(details.airTemperature, as: .temperature)
            else { continue }
            entries.append(Entry(
                time: time, temperature: temperature,
                humidity: Plausible.value(details.relativeHumidity, as: .humidity),
                windSpeed: Plausible.value(details.windSpeed, as: .windSpeed),
                windGust: Plausible.value(details.windSpeedOfGust, as: .windSpeed),
                windDirection: Plausible.value(details.windFromDirection, as: .windDirection),
                pressure: Plausible.value(details.airPressureAtSeaLevel, as: .pressure),
                cloudCover: Plausible.value(details.cloudAreaFraction, as: .cloudCover),
                period: period(from: raw.data, at: time)
            ))
        }
        entries.sort { $0.time < $1.time }
        var covered = Date.distantPast
        var previous: Date?
        return entries.compactMap { entry in
            guard entry.time != previous else { return nil }
            previous = entry.time
            var entry = entry
            if let period = entry.period {
                if period.start < covered { entry.period = nil } else { covered = period.end }
            }
            return entry
        }
    }

    private func period(from data: MetNorwayForecastResponse.EntryData?, at time: Date) -> Period? {
        let hours: Int
        let next: MetNorwayForecastResponse.Period
        if let hour = data?.next1Hours {
            (next, hours) = (hour, 1)
        } else if let sixHours = data?.next6Hours {
            (next, hours) = (sixHours, 6)
        } else {
            return nil
        }
        let details = next.details
        return Period(
            start: time, hours: hours, symbol: next.summary?.symbolCode.flatMap(MetNorwaySymbol.init(code:)),
            precipitation: Plausible.value(details?.precipitationAmount, as: .precipitation),
            chance: Plausible.value(details?.probabilityOfPrecipitation.map { $0 / 100 }, as: .probability),
            highest: Plausible.value(details?.airTemperatureMax, as: .temperature),
            lowest: Plausible.value(details?.airTemperatureMin, as: .temperature)
        )
    }

    /// The entry whose period holds now, or the last before now; the first when the answer starts less
    /// than an hour ahead (a clock a little behind the service's).
    private func currentConditions(_ entries: [Entry]) -> CurrentConditions? {
        guard let entry = entries.last(where: { $0.time <= now }) ?? entries.first(where: { $0.time.timeIntervalSince(now) < 3600 })
        else { return nil }
        let sun = SolarDay(at: coordinate, on: now, utcOffset: timeZone.secondsFromGMT(at: now))
        let today = dayNumber(now)
        let rest = entries.filter { $0.time >= entry.time && dayNumber($0.time) == today }
        let temperatures = [entry.temperature] + rest.map(\.temperature) + rest.compactMap(\.period?.highest) + rest.compactMap(\.period?.lowest)
        var current = CurrentConditions(
            time: entry.time, temperature: entry.temperature, condition: entry.period?.symbol?.condition ?? .unknown,
            isDaytime: isDaytime(entry.period?.symbol, at: entry.time), humidity: entry.humidity,
            windSpeed: entry.windSpeed, windDirection: entry.windDirection, windGust: entry.windGust,
            pressure: entry.pressure, cloudCover: entry.cloudCover,
            todayHigh: temperatures.max(), todayLow: temperatures.min(), sunrise: sun?.sunrise, sunset: sun?.sunset,
            polarDay: sun?.polarDay
        )
        // The answer starts at the current hour: the earlier hours of today are not in it.
        current.todayRangeIsRestOfDay = true
        return current
    }

    /// The hourly periods from the one that holds now.
    private func hours(_ entries: [Entry]) -> [ForecastItem] {
        entries.filter { $0.period.map { $0.hours == 1 && $0.end > now } ?? false }.prefix(hourSteps).map { item([$0]) }
    }

    /// The hourly periods from the one that holds now, in steps that start at the place's multiples of
    /// `stepHours`; then the 6-hour periods, one step each; up to `forecastSpan` from now. The answer
    /// starts at the current hour, so the step that holds now lacks its first hours unless now is on the
    /// grid: it is left out, as Open-Meteo's steps are, and the list starts on the grid.
    private func forecastSteps(_ entries: [Entry]) -> [ForecastItem] {
        let limit = now.addingTimeInterval(forecastSpan)
        var steps: [[Entry]] = []
        for entry in entries {
            guard let period = entry.period, period.end > now, period.start < limit else { continue }
            if steps.isEmpty, period.hours == 1, localHour(period.start) % stepHours != 0 { continue }
            if period.hours == 1, var step = steps.last, let last = step.last?.period, last.hours == 1, last.end == period.start,
               step.count < stepHours, localHour(period.start) % stepHours != 0 {
                step.append(entry)
                steps[steps.count - 1] = step
            } else {
                steps.append([entry])
            }
        }
        return steps.map(item)
    }

    /// One item for consecutive periods: the first's instant, the most significant symbol, the highest
    /// chance and the summed amounts.
    private func item(_ step: [Entry]) -> ForecastItem {
        let first = step[0]
        let symbols = step.compactMap(\.period?.symbol)
        let symbol = symbols.max { $0.condition.significance < $1.condition.significance }
        let amounts = step.compactMap(\.period?.precipitation)
        return ForecastItem(
            time: first.time, temperature: first.temperature, condition: symbol?.condition ?? .unknown,
            isDaytime: symbol?.isDaytime ?? symbols.first?.isDaytime ?? SolarPosition.isUp(at: coordinate, on: first.time),
            precipitationChance: step.compactMap(\.period?.chance).max(),
            precipitation: amounts.isEmpty ? nil : Plausible.value(amounts.reduce(0, +), as: .precipitation),
            windSpeed: first.windSpeed, windDirection: first.windDirection, humidity: first.humidity
        )
    }

    /// A summary for today (from now on) and each later local day the periods cover to its end: the
    /// lowest and highest of its instants and of its 6-hour periods' extremes, its most significant
    /// symbol, highest chance, summed amounts and windiest instant.
    private func days(_ entries: [Entry]) -> [DayForecast] {
        let upcoming = entries.filter { $0.period.map { $0.end > now } ?? false }
        guard let covered = upcoming.last?.period?.end, let today = dayNumber(now) else { return [] }
        var order: [Int] = []
        var groups: [Int: [Entry]] = [:]
        for entry in upcoming {
            guard let day = dayNumber(entry.time) else { continue }
            if groups[day] == nil { order.append(day) }
            groups[day, default: []].append(entry)
        }
        return order.compactMap { day in
            let start = timeZone.startOfDay(day)
            guard let group = groups[day], day == today || start.addingTimeInterval(86_400) <= covered else { return nil }
            let temperatures = group.map(\.temperature) + group.compactMap(\.period?.highest) + group.compactMap(\.period?.lowest)
            guard let low = temperatures.min(), let high = temperatures.max() else { return nil }
            let amounts = group.compactMap(\.period?.precipitation)
            let windiest = group.compactMap { entry in entry.windSpeed.map { (speed: $0, direction: entry.windDirection) } }
                .max { $0.speed < $1.speed }
            return DayForecast(
                date: start, low: low, high: high,
                condition: group.compactMap(\.period?.symbol?.condition).max { $0.significance < $1.significance } ?? .unknown,
                precipitationChance: group.compactMap(\.period?.chance).max(),
                precipitation: amounts.isEmpty ? nil : amounts.reduce(0, +),
                windSpeed: windiest?.speed, windDirection: windiest?.direction
            )
        }
    }

    /// The symbol's own day or night; for a symbol without a sun or moon, whether the sun is up.
    private func isDaytime(_ symbol: MetNorwaySymbol?, at time: Date) -> Bool {
        symbol?.isDaytime ?? SolarPosition.isUp(at: coordinate, on: time)
    }

    private func localHour(_ date: Date) -> Int {
        timeZone.civilTime(date)?.hour ?? 0
    }

    private func dayNumber(_ date: Date) -> Int? {
        timeZone.civilTime(date)?.dayNumber
    }
}
