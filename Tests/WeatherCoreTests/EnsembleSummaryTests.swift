import Foundation
import Testing
@testable import WeatherCore

/// The arithmetic of how sure the forecast is: percentiles as statistics packages compute them, a
/// day's likely highs from its members' own highs, and the first day the members disagree on.
@Suite struct EnsembleSummaryTests {
    @Test func percentilesInterpolateBetweenRanks() {
        #expect(Percentile.of([], 0.5) == nil)
        #expect(Percentile.of([7], 0.9) == 7)
        // numpy.percentile([1, 2, 3, 4, 10], [10, 50, 90]): 1.4, 3, 7.6.
        let values: [Double] = [10, 3, 1, 4, 2]
        #expect(abs(Percentile.of(values, 0.1)! - 1.4) < 1e-9)
        #expect(Percentile.of(values, 0.5) == 3)
        #expect(abs(Percentile.of(values, 0.9)! - 7.6) < 1e-9)
        #expect(Percentile.of(values, 1.5) == 10)
    }

    /// A day's range is of each member's own high, not of all the hours' values: a member warm in the
    /// morning and one warm in the afternoon both have a high day.
    @Test func aDaysHighsAreEachMembersOwnHighest() {
        let midnight = Date(timeIntervalSince1970: 86_400 * 20_000)
        let times = (0..<24).map { midnight.addingTimeInterval(Double($0) * 3600) }
        let temperatures: [[Double?]] = (0..<24).map { hour in [hour == 9 ? 20 : 10, hour == 15 ? 20 : 10, 12] }
        let summary = EnsembleSummary(times: times, temperatures: temperatures, precipitation: Array(repeating: [0, 0.1, nil], count: 24), utcOffset: 0)
        let day = summary.days.first
        #expect(day?.date == midnight)
        #expect(day.map { abs($0.highLow - 13.6) < 1e-9 } == true)
        #expect(day?.highHigh == 20)
        #expect(day?.rainShare == 0.5)
    }

    /// A day with fewer than 18 of its hours (the end of the answer) is not summed up.
    @Test func aDayWithoutMostOfItsHoursHasNoRange() {
        let midnight = Date(timeIntervalSince1970: 86_400 * 20_000 - 3600)
        let times = (0..<30).map { midnight.addingTimeInterval(Double($0) * 3600) }
        let summary = EnsembleSummary(times: times, temperatures: Array(repeating: [1, 2], count: 30), precipitation: [], utcOffset: 3600)
        #expect(summary.days.map(\.date) == [midnight])
        #expect(summary.days.first?.rainShare == nil)
    }

    @Test func theForecastIsUnsureFromTheFirstDayWhoseHighsSpreadMoreThanSixDegrees() {
        let start = Date(timeIntervalSince1970: 0)
        let days = [(10.0, 12.0), (9.0, 15.0), (8.0, 14.5), (7.0, 16.0)].enumerated().map { index, range in
            EnsembleDay(date: start.addingTimeInterval(Double(index) * 86_400), highLow: range.0, highHigh: range.1, rainShare: nil)
        }
        let ensemble = Ensemble(model: "m", memberCount: 2, hours: [], days: days, fetchedAt: start)
        #expect(ensemble.firstUncertainDay == days[2])
        #expect(Ensemble(model: "m", memberCount: 2, hours: [], days: Array(days.prefix(2)), fetchedAt: start).firstUncertainDay == nil)
    }
}
