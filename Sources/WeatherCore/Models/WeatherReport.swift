import FoundationEssentials

/// Everything one load produced: where, now, and the next five days in 3-hour steps.
public struct WeatherReport: Hashable, Sendable, Codable {
    public var place: Place
    public var timeZone: LocalTimeZone
    public var current: CurrentConditions
    public var forecast: [ForecastItem]
    public var provider: ProviderID
    public var fetchedAt: Date

    public init(
        place: Place, timeZone: LocalTimeZone, current: CurrentConditions,
        forecast: [ForecastItem], provider: ProviderID, fetchedAt: Date
    ) {
        self.place = place
        self.timeZone = timeZone
        self.current = current
        self.forecast = forecast
        self.provider = provider
        self.fetchedAt = fetchedAt
    }

    /// When forecast step `index` ends: where the next begins; the last lasts as long as the one before
    /// it, or three hours.
    public func endOfStep(_ index: Int) -> Date {
        if index + 1 < forecast.count { return forecast[index + 1].time }
        let length = index > 0 ? forecast[index].time.timeIntervalSince(forecast[index - 1].time) : 3 * 3600
        return forecast[index].time.addingTimeInterval(length)
    }

    /// The report without the forecast steps that ended by `now`: a stored or long-shown report never
    /// lists the past as forecast.
    public func droppingPastSteps(at now: Date) -> WeatherReport {
        let first = forecast.indices.first { endOfStep($0) > now } ?? forecast.count
        guard first > 0 else { return self }
        var report = self
        report.forecast = Array(forecast[first...])
        return report
    }

    /// How long ago the current conditions were observed, at `now`.
    public func currentAge(at now: Date) -> TimeInterval {
        now.timeIntervalSince(current.time)
    }
}
