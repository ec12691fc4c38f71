import FoundationEssentials

extension WeatherReport {
    /// The normal of the local day `date` falls on at the place; nil where none is known.
    public func normal(on date: Date) -> DayNormal? {
        guard let normals, let time = timeZone.civilTime(date) else { return nil }
        let day = CalendarDay(dayNumber: time.dayNumber)
        return normals.first { $0.isFor(day) }
    }

    /// Today's forecast high and the normal high of today (the day the report was fetched on, whose high
    /// `current.todayHigh` is), °C; nil without either, and where the high is only that of the rest of
    /// today (a normal is of whole days).
    public var todayHighAndNormal: (high: Double, normal: Double)? {
        guard let high = current.todayHigh, current.todayRangeIsRestOfDay != true, let normal = normal(on: fetchedAt) else { return nil }
        return (high, normal.high)
    }
}
