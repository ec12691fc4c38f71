import FoundationEssentials

/// Turns OpenWeather's two answers into provider-neutral models, every value passed through the
/// plausibility gate.
enum OpenWeatherMapper {
    static func current(_ response: OpenWeatherCurrentResponse, now: Date) throws(FetchError) -> CurrentConditions {
        guard let temperature = Plausible.value(response.main?.temp, as: .temperature) else {
            throw .badData(service: ProviderID.openWeather.displayName, problem: .unusable("main.temp"))
        }
        let time = Plausible.unixTime(response.dt, near: now) ?? now
        let sunrise = Plausible.unixTime(response.sys?.sunrise, near: now)
        let sunset = Plausible.unixTime(response.sys?.sunset, near: now)
        return CurrentConditions(
            time: time,
            temperature: temperature,
            feelsLike: Plausible.value(response.main?.feelsLike, as: .temperature),
            condition: condition(response.weather),
            isDaytime: isDaytime(icon: response.weather?.first?.icon)
                ?? sunrise.flatMap { rise in sunset.map { rise <= time && time <= $0 } } ?? true,
            humidity: Plausible.value(response.main?.humidity, as: .humidity),
            windSpeed: Plausible.value(response.wind?.speed, as: .windSpeed),
            windDirection: Plausible.value(response.wind?.deg, as: .windDirection),
            windGust: Plausible.value(response.wind?.gust, as: .windSpeed),
            pressure: Plausible.value(response.main?.pressure, as: .pressure),
            visibility: Plausible.value(response.visibility, as: .visibility),
            precipitation: precipitation(rain: response.rain, snow: response.snow, hours: \.oneHour),
            cloudCover: Plausible.value(response.clouds?.all, as: .cloudCover),
            sunrise: sunrise,
            sunset: sunset
        )
    }

    /// The steps with a usable time and temperature, in time order. OpenWeather's `rain.3h` and `snow.3h`
    /// are the three hours before `dt`; each step here holds the amount of the three hours that start at
    /// its time (see `ForecastItem`), taken from the step stamped three hours later.
    static func forecast(_ response: OpenWeatherForecastResponse, now: Date) -> [ForecastItem] {
        let steps = stampedSteps(response, now: now)
        let amountsByEnd = Dictionary(steps.map { ($0.time, $0.precipitation) }, uniquingKeysWith: { first, _ in first })
        return steps.map { step in
            var step = step
            step.precipitation = amountsByEnd[step.time.addingTimeInterval(3 * 3600)] ?? nil
            return step
        }
    }

    /// The steps as OpenWeather stamps them: amounts at the end of the three hours they cover.
    private static func stampedSteps(_ response: OpenWeatherForecastResponse, now: Date) -> [ForecastItem] {
        (response.list ?? []).compactMap { item in
            guard let time = Plausible.unixTime(item.dt, near: now),
                  let temperature = Plausible.value(item.main?.temp, as: .temperature)
            else { return nil }
            return ForecastItem(
                time: time,
                temperature: temperature,
                feelsLike: Plausible.value(item.main?.feelsLike, as: .temperature),
                condition: condition(item.weather),
                isDaytime: item.sys?.pod.map { $0 != "n" } ?? isDaytime(icon: item.weather?.first?.icon) ?? true,
                precipitationChance: Plausible.value(item.pop, as: .probability),
                precipitation: precipitation(rain: item.rain, snow: item.snow, hours: \.threeHours),
                windSpeed: Plausible.value(item.wind?.speed, as: .windSpeed),
                windDirection: Plausible.value(item.wind?.deg, as: .windDirection),
                humidity: Plausible.value(item.main?.humidity, as: .humidity)
            )
        }
        .sorted { $0.time < $1.time }
    }

    /// The high and low of the rest of today: the current value and the forecast steps of the location's
    /// current day. The answers have none of the day's earlier hours: the current answer's `temp_min` and
    /// `temp_max` are the spread across the city at this moment, not the day's.
    static func todayRange(current: CurrentConditions, forecast: [ForecastItem], timeZone: LocalTimeZone) -> (high: Double, low: Double) {
        let today = forecast.filter { timeZone.isSameDay($0.time, current.time) }.map(\.temperature)
        let values = today + [current.temperature]
        return (values.max() ?? current.temperature, values.min() ?? current.temperature)
    }

    private static func condition(_ conditions: [OpenWeatherCondition]?) -> WeatherCondition {
        Plausible.condition(openWeatherID: conditions?.first?.id)
    }

    private static func isDaytime(icon: String?) -> Bool? {
        guard let last = icon?.last else { return nil }
        return last != "n"
    }

    /// Rain and snow together, where either is plausible.
    private static func precipitation(
        rain: OpenWeatherPrecipitation?, snow: OpenWeatherPrecipitation?,
        hours: KeyPath<OpenWeatherPrecipitation, Double?>
    ) -> Double? {
        let values = [rain?[keyPath: hours], snow?[keyPath: hours]].compactMap { Plausible.value($0, as: .precipitation) }
        return values.isEmpty ? nil : Plausible.value(values.reduce(0, +), as: .precipitation)
    }
}
