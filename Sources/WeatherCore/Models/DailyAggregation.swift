import FoundationEssentials

/// Days made from forecast steps, for a service that sends no daily summary (OpenWeather's free
/// forecast): the steps are grouped by their local day in the place's time zone; a day's low and high
/// are its steps' lowest and highest temperatures, its chance the highest, its precipitation the sum,
/// its wind the strongest step's, and its condition the most significant one.
public enum DailyAggregation {
    public static func days(from steps: [ForecastItem], timeZone: LocalTimeZone) -> [DayForecast] {
        var order: [Int] = []
        var groups: [Int: [ForecastItem]] = [:]
        for step in steps {
            guard let day = timeZone.civilTime(step.time)?.dayNumber else { continue }
            if groups[day] == nil { order.append(day) }
            groups[day, default: []].append(step)
        }
        return order.sorted().compactMap { day in
            guard let items = groups[day], let low = items.map(\.temperature).min(), let high = items.map(\.temperature).max()
            else { return nil }
            let amounts = items.compactMap(\.precipitation)
            let windiest = items.compactMap { item in item.windSpeed.map { (speed: $0, direction: item.windDirection) } }
                .max { $0.speed < $1.speed }
            return DayForecast(
                date: timeZone.startOfDay(day),
                low: low, high: high,
                condition: items.map(\.condition).max { $0.significance < $1.significance } ?? .unknown,
                precipitationChance: items.compactMap(\.precipitationChance).max(),
                precipitation: amounts.isEmpty ? nil : amounts.reduce(0, +),
                windSpeed: windiest?.speed,
                windDirection: windiest?.direction
            )
        }
    }
}

extension WeatherCondition {
    /// How much a condition says about a day: a rainy afternoon outweighs a clear morning.
    var significance: Int {
        switch self {
        case .unknown: 0
        case .clear: 1
        case .mainlyClear: 2
        case .partlyCloudy: 3
        case .cloudy: 4
        case .haze, .dust: 5
        case .fog: 6
        case .drizzle: 7
        case .showers: 8
        case .rain: 9
        case .freezingDrizzle: 10
        case .heavyRain: 11
        case .freezingRain: 12
        case .snowShowers: 13
        case .sleet: 14
        case .snow: 15
        case .heavySnow: 16
        case .squalls: 17
        case .thunderstorm: 18
        case .thunderstormWithHail: 19
        case .tornado: 20
        }
    }
}
