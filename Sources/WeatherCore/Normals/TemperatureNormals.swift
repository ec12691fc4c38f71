/// How a normal is made from the historical archive's daily highs and lows: for a date, the mean of
/// the days within `halfWindow` days of it in each of the `years` years before its own (30 × 15 = 450
/// days). In a year without 29 February, that date's window is around 28 February.
public enum TemperatureNormals {
    public static let years = 30
    public static let halfWindow = 7
    /// The normals asked for in one request. The archive weighs each range of two variables as one call
    /// up to 70 days (`max(1, variables / 10 × days / 14)`); 55 days and a week either side are 69 days,
    /// 70 in a year whose range gains a 29 February.
    public static let daysPerRequest = 55
    /// The share of a normal's 450 days whose values must be known for it to count.
    static let minimumShare = 2.0 / 3.0

    /// The archive ranges the normals of the `count` consecutive days from `first` need: one a year back,
    /// from a week before the first day's date that year to a week after the last day's.
    public static func ranges(from first: CalendarDay, count: Int) -> [ClosedRange<CalendarDay>] {
        let last = first.adding(days: max(1, count) - 1)
        return (1...years).map { back in
            first.adding(years: -back).adding(days: -halfWindow)...last.adding(years: -back).adding(days: halfWindow)
        }
    }

    /// The normal of `day` from the archive's values by day number (`CalendarDay.dayNumber`: a window's
    /// days are then counted, not worked out on the calendar); nil when fewer than two thirds of its highs
    /// or of its lows are known.
    public static func normal(of day: CalendarDay, from values: [Int: DailyExtremes]) -> DayNormal? {
        normal(of: day) { _, number in values[number] }
    }

    /// The normals of the `count` consecutive days from `first` that `values` give (`normal(of:from:)` of
    /// each). The windows of consecutive days overlap all but a day, so each year's days are looked up
    /// once, from the first window's start to the last one's end, rather than once a window.
    public static func normals(from first: CalendarDay, count: Int, in values: [Int: DailyExtremes]) -> [DayNormal] {
        guard count > 0 else { return [] }
        let last = first.adding(days: count - 1)
        let spans = (1...years).map { back in
            let start = first.adding(years: -back).dayNumber - halfWindow
            return (start: start, values: (start...last.adding(years: -back).dayNumber + halfWindow).map { values[$0] })
        }
        return (0..<count).compactMap { offset in
            normal(of: first.adding(days: offset)) { back, number in
                let span = spans[back - 1]
                return span.values[number - span.start]
            }
        }
    }

    /// The normal of `day`, each day of its windows looked up by `value` (the year back, the day number).
    /// The values are added in the order of the windows, so either lookup gives the same means.
    private static func normal(of day: CalendarDay, value: (_ back: Int, _ number: Int) -> DailyExtremes?) -> DayNormal? {
        var highs = Sum()
        var lows = Sum()
        for back in 1...years {
            let date = day.adding(years: -back).dayNumber
            for number in date - halfWindow...date + halfWindow {
                guard let value = value(back, number) else { continue }
                if let high = value.high { highs.add(high) }
                if let low = value.low { lows.add(low) }
            }
        }
        let needed = Int((Double(years * (2 * halfWindow + 1)) * minimumShare).rounded(.up))
        guard highs.count >= needed, lows.count >= needed else { return nil }
        return DayNormal(month: day.month, day: day.day, high: highs.mean, low: lows.mean)
    }

    private struct Sum {
        private var total = 0.0
        private(set) var count = 0

        var mean: Double { total / Double(count) }

        mutating func add(_ value: Double) {
            total += value
            count += 1
        }
    }
}
