/// What the high and low of one day of the year usually are at a place: the means of the daily highs
/// and lows over the 30 years before that day's year, within a week either side of its date
/// (`TemperatureNormals`). °C.
public struct DayNormal: Hashable, Sendable, Codable {
    /// 1…12.
    public var month: Int
    /// 1…31; 29 February has a normal of its own.
    public var day: Int
    public var high: Double
    public var low: Double

    public init(month: Int, day: Int, high: Double, low: Double) {
        self.month = month
        self.day = day
        self.high = high
        self.low = low
    }

    /// Whether this is the normal of `day`'s date, whatever its year.
    public func isFor(_ day: CalendarDay) -> Bool {
        month == day.month && self.day == day.day
    }
}
