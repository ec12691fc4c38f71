import FoundationEssentials

/// Everything one load produced: where, now, the next five days in 3-hour steps, the next two days
/// in 1-hour steps where the service has them, and a summary a day.
public struct WeatherReport: Hashable, Sendable, Codable {
    public var place: Place
    public var timeZone: LocalTimeZone
    public var current: CurrentConditions
    public var forecast: [ForecastItem]
    /// Empty where the service only has 3-hour steps.
    public var hourly: [ForecastItem]
    public var days: [DayForecast]
    /// 15-minute precipitation for the next hours where the service has it; nil in a report stored
    /// before the app asked for it.
    public var quarterHours: [QuarterHour]?
    /// The air where the air-quality feed answered; it carries its own time.
    public var air: AirQuality?
    /// The official warnings where the warnings feed answered; they carry their own time.
    public var warnings: WeatherWarnings?
    /// The sea where the marine feed answered (no hours where the place has no sea); it carries its own time.
    public var marine: Marine?
    /// The nearest METAR station's latest report where the observation feed found one; it carries its own time.
    public var observation: Observation?
    /// How sure the forecast is, where the ensemble feed answered; it carries its own time.
    public var ensemble: Ensemble?
    /// The normal highs and lows of the days around the load's, where the normals feed answered.
    public var normals: [DayNormal]?
    /// The parts the load that made this report asked for (a one-shot output asks only for what it
    /// shows); nil in a report stored before the app recorded them.
    public var partsAsked: Set<ReportPart>?
    /// The service whose forecast this is.
    public var provider: ProviderID
    /// Set when `provider` is the fallback: the chosen service failed, and why; nil otherwise.
    public var fallback: ProviderFallback?
    public var fetchedAt: Date

    public init(
        place: Place, timeZone: LocalTimeZone, current: CurrentConditions,
        forecast: [ForecastItem], hourly: [ForecastItem] = [], days: [DayForecast] = [], quarterHours: [QuarterHour] = [],
        provider: ProviderID, fetchedAt: Date
    ) {
        self.place = place
        self.timeZone = timeZone
        self.current = current
        self.forecast = forecast
        self.hourly = hourly
        self.days = days
        self.quarterHours = quarterHours
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

    /// The report without the forecast steps, hours (the air's too) and days that ended by `now`: a stored or long-shown
    /// report never lists the past as forecast.
    public func droppingPastSteps(at now: Date) -> WeatherReport {
        var report = self
        if let first = forecast.indices.first(where: { endOfStep($0) > now }) {
            report.forecast = Array(forecast[first...])
        } else {
            report.forecast = []
        }
        report.hourly = hourly.filter { $0.time.addingTimeInterval(3600) > now }
        report.days = days.filter { $0.date.addingTimeInterval(86_400) > now }
        report.quarterHours = quarterHours?.filter { $0.time.addingTimeInterval(QuarterHour.length) > now }
        report.air?.hours = air?.hours?.filter { $0.time.addingTimeInterval(3600) > now }
        let seaKept = now.addingTimeInterval(-Double(OpenMeteoMarineClient.hoursBefore) * 3600)
        report.marine?.hours = marine?.hours.filter { $0.time.addingTimeInterval(3600) > seaKept } ?? []
        report.ensemble?.hours = ensemble?.hours.filter { $0.time.addingTimeInterval(3600) > now } ?? []
        report.ensemble?.days = ensemble?.days.filter { $0.date.addingTimeInterval(86_400) > now } ?? []
        return report
    }

    /// Whether `part` is missing because the load that made this report did not ask for it, not because
    /// its service had nothing or failed. A report stored before the parts asked were recorded asked for all.
    public func leftOut(_ part: ReportPart) -> Bool {
        partsAsked.map { !$0.contains(part) } ?? false
    }

    /// Whether this is what asking `asked` gave: its forecast, or its fallback's while it failed. A
    /// report of another service is no answer for a run that asks `asked` (it lacks what `asked` gives).
    public func answers(_ asked: ProviderID) -> Bool {
        provider == asked || fallback?.from == asked
    }

    /// How long ago the current conditions were observed, at `now`.
    public func currentAge(at now: Date) -> TimeInterval {
        now.timeIntervalSince(current.time)
    }
}
