import FoundationEssentials

/// Where the nearest station and the forecast disagree about now: something falls at the station and
/// the forecast has it dry, or the reverse. Only a report within `Observation.comparableFor` is compared.
public enum ObservationDisagreement: Hashable, Sendable {
    case wetObservedDryForecast
    case dryObservedWetForecast

    /// The forecast's hour holding now is wet where it has at least this much (mm).
    static let wetAmount = 0.1

    public init?(report: WeatherReport, now: Date) {
        guard let observation = report.observation, now.timeIntervalSince(observation.time) <= Observation.comparableFor else { return nil }
        let forecastWet = Self.forecastIsWet(report, now: now)
        // Showers or a storm in the vicinity neither confirm nor deny a wet forecast.
        let nearby = observation.weather.contains { $0.isNearby && ($0.isPrecipitation || $0.descriptor == .showers || $0.descriptor == .thunderstorm) }
        switch (observation.isWet, forecastWet) {
        case (true, false): self = .wetObservedDryForecast
        case (false, true) where !nearby: self = .dryObservedWetForecast
        default: return nil
        }
    }

    /// The current conditions' weather, or the amount of the hour (or step) that holds now.
    private static func forecastIsWet(_ report: WeatherReport, now: Date) -> Bool {
        if report.current.condition.isPrecipitation { return true }
        let steps = report.hourly.isEmpty ? report.forecast : report.hourly
        let length: TimeInterval = report.hourly.isEmpty ? 3 * 3600 : 3600
        let holding = steps.last { $0.time <= now && now < $0.time.addingTimeInterval(length) }
        return (holding?.precipitation ?? 0) >= wetAmount
    }
}

extension WeatherCondition {
    /// Whether something falls: rain, drizzle, snow, sleet, showers, a storm.
    public var isPrecipitation: Bool {
        switch self {
        case .drizzle, .freezingDrizzle, .rain, .heavyRain, .freezingRain, .showers, .snow, .heavySnow, .sleet, .snowShowers, .thunderstorm,
             .thunderstormWithHail:
            true
        case .clear, .mainlyClear, .partlyCloudy, .cloudy, .fog, .haze, .dust, .squalls, .tornado, .unknown: false
        }
    }
}
