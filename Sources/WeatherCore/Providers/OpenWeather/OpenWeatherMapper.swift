import Foundation

/// Turns OpenWeather's two answers into provider-neutral models.
enum OpenWeatherMapper {
    static func current(_ response: OpenWeatherCurrentResponse, now: Date) throws(FetchError) -> CurrentConditions {
        guard let temperature = response.main?.temp, temperature.isFinite else {
            throw .badData("OpenWeather sent no current temperature")
        }
        let time = response.dt.map(Date.init(timeIntervalSince1970:)) ?? now
        let sunrise = response.sys?.sunrise.map(Date.init(timeIntervalSince1970:))
        let sunset = response.sys?.sunset.map(Date.init(timeIntervalSince1970:))
        return CurrentConditions(
            time: time,
            temperature: temperature,
            feelsLike: response.main?.feelsLike,
            condition: condition(response.weather),
            isDaytime: isDaytime(icon: response.weather?.first?.icon)
                ?? sunrise.flatMap { rise in sunset.map { (rise...$0).contains(time) } } ?? true,
            humidity: response.main?.humidity,
            windSpeed: response.wind?.speed,
            windDirection: response.wind?.deg,
            windGust: response.wind?.gust,
            pressure: response.main?.pressure,
            visibility: response.visibility,
            precipitation: precipitation(rain: response.rain, snow: response.snow, hours: \.oneHour),
            cloudCover: response.clouds?.all,
            sunrise: sunrise,
            sunset: sunset
        )
    }

    static func forecast(_ response: OpenWeatherForecastResponse) -> [ForecastItem] {
        (response.list ?? []).compactMap { item in
            guard let dt = item.dt, let temperature = item.main?.temp, temperature.isFinite else { return nil }
            return ForecastItem(
                time: Date(timeIntervalSince1970: dt),
                temperature: temperature,
                feelsLike: item.main?.feelsLike,
                condition: condition(item.weather),
                isDaytime: item.sys?.pod.map { $0 != "n" } ?? isDaytime(icon: item.weather?.first?.icon) ?? true,
                precipitationChance: item.pop,
                precipitation: precipitation(rain: item.rain, snow: item.snow, hours: \.threeHours),
                windSpeed: item.wind?.speed,
                windDirection: item.wind?.deg,
                humidity: item.main?.humidity
            )
        }
        .sorted { $0.time < $1.time }
    }

    /// Today's high and low from the forecast steps of the location's current day, and the current value.
    static func todayRange(current: CurrentConditions, forecast: [ForecastItem], timeZone: TimeZone) -> (high: Double, low: Double) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = forecast.filter { calendar.isDate($0.time, inSameDayAs: current.time) }.map(\.temperature)
        let values = today + [current.temperature]
        return (values.max() ?? current.temperature, values.min() ?? current.temperature)
    }

    private static func condition(_ conditions: [OpenWeatherCondition]?) -> WeatherCondition {
        conditions?.first?.id.map(WeatherCondition.init(openWeatherID:)) ?? .unknown
    }

    private static func isDaytime(icon: String?) -> Bool? {
        guard let last = icon?.last else { return nil }
        return last != "n"
    }

    private static func precipitation(
        rain: OpenWeatherPrecipitation?, snow: OpenWeatherPrecipitation?,
        hours: KeyPath<OpenWeatherPrecipitation, Double?>
    ) -> Double? {
        let values = [rain?[keyPath: hours], snow?[keyPath: hours]].compactMap { $0 }
        return values.isEmpty ? nil : values.reduce(0, +)
    }
}
