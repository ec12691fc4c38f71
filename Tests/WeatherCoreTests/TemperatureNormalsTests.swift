import Foundation
import Testing
@testable import WeatherCore

/// A normal is the mean of the 15 days around its date in each of the 30 years before its own: checked
/// against windows worked out with Foundation's Gregorian calendar, across year ends, leap years and
/// 29 February; and the archive ranges that hold them weigh one call each.
@Suite struct TemperatureNormalsTests {
    static func day(_ text: String) -> CalendarDay { CalendarDay(parsing: text)! }

    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The days a normal of `year`-`month`-`day` is the mean of, by Foundation's calendar: in each of
    /// the 30 years before, the same date (28 February for a 29 February the year lacks) ± 7 days.
    static func window(year: Int, month: Int, day: Int) -> Set<CalendarDay> {
        var days = Set<CalendarDay>()
        for back in 1...30 {
            var center = DateComponents(year: year - back, month: month, day: day)
            if month == 2, day == 29, gregorian.range(of: .day, in: .month, for: gregorian.date(from: DateComponents(year: year - back, month: 2))!)!.count == 28 {
                center.day = 28
            }
            let date = gregorian.date(from: center)!
            for offset in -7...7 {
                let parts = gregorian.dateComponents([.year, .month, .day], from: gregorian.date(byAdding: .day, value: offset, to: date)!)
                days.insert(CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!)
            }
        }
        return days
    }

    /// Every day from 1960 to 2027: 10 °C high and 0 °C low inside `window`, 1000 and -1000 outside, so
    /// any day wrongly counted shows; and `marked` days 450 degrees higher, so that a day of the window
    /// left out shows too (each marked day adds exactly one degree to a mean of 450).
    static func values(window: Set<CalendarDay>, marked: Set<CalendarDay>) -> [Int: DailyExtremes] {
        var values: [Int: DailyExtremes] = [:]
        for number in day("1960-01-01").dayNumber...day("2027-12-31").dayNumber {
            let date = CalendarDay(dayNumber: number)
            let inside = window.contains(date)
            let extra = marked.contains(date) ? 450.0 : 0
            values[number] = DailyExtremes(high: inside ? 10 + extra : 1000, low: inside ? 0 + extra : -1000)
        }
        return values
    }

    @Test(arguments: ["2024-01-03", "2025-12-30", "2024-02-29", "2024-03-01", "2025-02-28", "2026-03-01", "2025-07-15"])
    func theMeanOfTheFifteenDaysAroundTheDateInEachOfTheThirtyYearsBefore(_ text: String) throws {
        let date = Self.day(text)
        let window = Self.window(year: date.year, month: date.month, day: date.day)
        #expect(window.count == 450)
        let edges: Set<CalendarDay> = [window.min()!, window.max()!]
        let normal = try #require(TemperatureNormals.normal(of: date, from: Self.values(window: window, marked: edges)))
        #expect(normal == DayNormal(month: date.month, day: date.day, high: 12, low: 2))
    }

    /// Near 1 January the windows reach into the year before and the year after; the year the date is in
    /// never counts, however near.
    @Test func theYearsAreThoseBeforeTheDatesOwn() {
        let window = Self.window(year: 2025, month: 12, day: 30)
        #expect(window.contains(Self.day("2025-01-06")) && window.contains(Self.day("1995-12-23")))
        #expect(!window.contains(Self.day("2025-12-23")) && !window.contains(Self.day("1995-01-06")))
        let january = Self.window(year: 2026, month: 1, day: 2)
        #expect(january.contains(Self.day("2025-01-09")) && january.contains(Self.day("1995-12-26")))
        #expect(!january.contains(Self.day("2025-12-26")))
        #expect(TemperatureNormals.normal(of: Self.day("2026-01-02"), from: Self.values(window: january, marked: [])) != nil)
    }

    @Test func twoThirdsOfTheDaysMustBeKnown() {
        let date = Self.day("2024-06-10")
        let window = Self.window(year: 2024, month: 6, day: 10).sorted()
        var values = Self.values(window: Set(window), marked: [])
        for missing in window.prefix(150) { values[missing.dayNumber] = DailyExtremes(high: nil, low: 0) }
        #expect(TemperatureNormals.normal(of: date, from: values)?.high == 10)
        values[window[150].dayNumber] = DailyExtremes(high: nil, low: 0)
        #expect(TemperatureNormals.normal(of: date, from: values) == nil)
    }

    /// The archive's ranges hold every window of every day asked for, and none weighs more than one
    /// call (70 days of two variables), whatever the first day: leap years and year ends included.
    @Test func theRangesHoldEveryWindowAndWeighOneCallEach() {
        let days = Array(stride(from: Self.day("2023-01-01").dayNumber, through: Self.day("2028-12-31").dayNumber, by: 3))
        for (index, number) in days.enumerated() {
            let first = CalendarDay(dayNumber: number)
            let ranges = TemperatureNormals.ranges(from: first, count: TemperatureNormals.daysPerRequest)
            #expect(ranges.count == 30)
            #expect(ranges.allSatisfy { $0.upperBound.dayNumber - $0.lowerBound.dayNumber + 1 <= 70 }, "\(first.text)")
            guard index % 30 == 0 else { continue }
            let covered = Set(ranges.flatMap { range in (range.lowerBound.dayNumber...range.upperBound.dayNumber).map(CalendarDay.init(dayNumber:)) })
            for offset in [0, TemperatureNormals.daysPerRequest - 1] {
                let date = first.adding(days: offset)
                #expect(Self.window(year: date.year, month: date.month, day: date.day).isSubset(of: covered), "\(date.text)")
            }
        }
    }

    @Test func calendarDays() {
        #expect(Self.day("2024-02-29").adding(years: -1) == Self.day("2023-02-28"))
        #expect(Self.day("2024-02-29").adding(years: -4) == Self.day("2020-02-29"))
        #expect(Self.day("2025-12-31").adding(days: 1) == Self.day("2026-01-01"))
        #expect(CalendarDay(parsing: "2023-02-29") == nil && CalendarDay(parsing: "2023-2-28") == nil)
        #expect(Self.day("0999-01-05").text == "0999-01-05")
        #expect(CalendarDay(Date(timeIntervalSince1970: 1_763_768_400), utcOffset: 32400) == Self.day("2025-11-22"))
    }

    /// The normals of consecutive days, each year's days looked up once, are those of each day alone, to
    /// the bit: across 29 February, with days missing and values that do not add up exactly.
    @Test func consecutiveDaysGiveTheNormalsOfEachDay() {
        var values: [Int: DailyExtremes] = [:]
        for number in Self.day("1990-01-01").dayNumber...Self.day("2027-12-31").dayNumber where number % 11 != 0 {
            values[number] = DailyExtremes(high: Double(number % 97) / 7, low: number % 5 == 0 ? nil : -Double(number % 89) / 3)
        }
        let first = Self.day("2024-02-10")
        let each = (0..<55).compactMap { TemperatureNormals.normal(of: first.adding(days: $0), from: values) }
        #expect(each.count == 55)
        #expect(TemperatureNormals.normals(from: first, count: 55, in: values) == each)
    }
}
