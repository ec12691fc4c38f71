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

    /// The report without the forecast steps that ended before `now` (a step ends where the next begins;
    /// the last one lasts as long as the one before it, or three hours): a stored or long-shown report
    /// never lists the past as forecast.
    public func droppingPastSteps(at now: Date) -> WeatherReport {
        let steps = forecast
        guard let first = steps.indices.first(where: { index in
            let end = index + 1 < steps.count
                ? steps[index + 1].time
                : steps[index].time.addingTimeInterval(index > 0 ? steps[index].time.timeIntervalSince(steps[index - 1].time) : 3 * 3600)
            return end > now
        }) else {
            var report = self
            report.forecast = []
            return report
        }
        guard first > 0 else { return self }
        var report = self
        report.forecast = Array(steps[first...])
        return report
    }

    /// How long ago the current conditions were observed, at `now`.
    public func currentAge(at now: Date) -> TimeInterval {
        now.timeIntervalSince(current.time)
    }
}
