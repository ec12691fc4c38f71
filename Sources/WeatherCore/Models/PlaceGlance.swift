import FoundationEssentials

/// The weather at a place at a glance, as a row of the places view shows it: the conditions now and
/// today's range and chance of rain. Units as in `CurrentConditions`.
public struct PlaceGlance: Hashable, Sendable, Codable {
    public var timeZone: LocalTimeZone
    public var temperature: Double
    public var condition: WeatherCondition
    public var isDaytime: Bool
    public var todayHigh: Double?
    public var todayLow: Double?
    /// Whether `todayHigh` and `todayLow` cover only the rest of today (MET Norway, OpenWeather); nil: the whole day.
    public var todayRangeIsRestOfDay: Bool?
    /// The highest chance of precipitation today, 0…1.
    public var todayChance: Double?
    /// When the service observed the conditions.
    public var observedAt: Date
    public var provider: ProviderID
    public var fetchedAt: Date

    public init(
        timeZone: LocalTimeZone, temperature: Double, condition: WeatherCondition, isDaytime: Bool = true,
        todayHigh: Double? = nil, todayLow: Double? = nil, todayRangeIsRestOfDay: Bool? = nil, todayChance: Double? = nil,
        observedAt: Date, provider: ProviderID, fetchedAt: Date
    ) {
        self.timeZone = timeZone
        self.temperature = temperature
        self.condition = condition
        self.isDaytime = isDaytime
        self.todayHigh = todayHigh
        self.todayLow = todayLow
        self.todayRangeIsRestOfDay = todayRangeIsRestOfDay
        self.todayChance = todayChance
        self.observedAt = observedAt
        self.provider = provider
        self.fetchedAt = fetchedAt
    }

    /// What a provider's answer for a place says, fetched at `fetchedAt`: today is the place's day then.
    public init(weather: ProviderWeather, provider: ProviderID, fetchedAt: Date) {
        let current = weather.current
        let today = weather.days.first { weather.timeZone.isSameDay($0.date, fetchedAt) }
        self.init(
            timeZone: weather.timeZone, temperature: current.temperature, condition: current.condition,
            isDaytime: current.isDaytime, todayHigh: current.todayHigh ?? today?.high, todayLow: current.todayLow ?? today?.low,
            todayRangeIsRestOfDay: current.todayRangeIsRestOfDay, todayChance: today?.precipitationChance,
            observedAt: current.time, provider: provider, fetchedAt: fetchedAt
        )
    }

    /// The glance of a whole report.
    public init(report: WeatherReport) {
        self.init(
            weather: ProviderWeather(current: report.current, forecast: report.forecast, days: report.days, timeZone: report.timeZone),
            provider: report.provider, fetchedAt: report.fetchedAt
        )
    }
}
