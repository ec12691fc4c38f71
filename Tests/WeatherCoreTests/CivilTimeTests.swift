import Foundation
import Testing
@testable import WeatherCore

@Suite struct CivilTimeTests {
    /// 2025-11-21T23:40:00Z: Sat 22 Nov 08:40 in Seoul (+9 h), Fri 21 Nov 15:40 in California (−8 h).
    private let instant = Date(timeIntervalSince1970: 1_763_768_400)

    @Test func wallClockAtAnOffset() throws {
        let seoul = try #require(CivilTime(instant, utcOffset: 32_400))
        #expect([seoul.year, seoul.month, seoul.day, seoul.hour, seoul.minute, seoul.weekday] == [2025, 11, 22, 8, 40, 6] as [Int])
        let california = try #require(CivilTime(instant, utcOffset: -28_800))
        #expect([california.day, california.hour, california.weekday] == [21, 15, 5] as [Int])
        #expect(seoul.dayNumber == california.dayNumber + 1)
    }

    @Test func agreesWithFoundationOverCenturiesAndLeapDays() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        for seconds in stride(from: -5_000_000_000.0, through: 10_000_000_000, by: 86_400 * 97.3) {
            let date = Date(timeIntervalSince1970: seconds)
            let civil = try #require(CivilTime(date, utcOffset: 0))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
            let expected: [Int?] = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.weekday]
            let actual: [Int?] = [civil.year, civil.month, civil.day, civil.hour, civil.minute, civil.weekday + 1]
            #expect(actual == expected)
            #expect(CivilTime.date(year: civil.year, month: civil.month, day: civil.day, hour: civil.hour,
                                   minute: civil.minute, second: civil.second, utcOffset: 0) == Date(timeIntervalSince1970: seconds.rounded(.down)))
        }
    }

    @Test func impossibleFieldsAndFarAwayDatesAreNil() {
        #expect(CivilTime.date(year: 2025, month: 2, day: 29, utcOffset: 0) == nil)
        #expect(CivilTime.date(year: 2024, month: 2, day: 29, utcOffset: 0) != nil)
        #expect(CivilTime.date(year: 2025, month: 13, day: 1, utcOffset: 0) == nil)
        #expect(CivilTime.date(year: 2025, month: 4, day: 31, utcOffset: 0) == nil)
        #expect(CivilTime.date(year: 2025, month: 1, day: 1, hour: 24, utcOffset: 0) == nil)
        #expect(CivilTime(Date(timeIntervalSince1970: 1e300), utcOffset: 0) == nil)
        #expect(CivilTime(Date(timeIntervalSince1970: .nan), utcOffset: 0) == nil)
    }

    @Test func sameLocalDay() {
        let zone = LocalTimeZone(secondsFromGMT: 32_400)
        let midnightSeoul = Date(timeIntervalSince1970: 1_763_737_200)
        #expect(zone.isSameDay(midnightSeoul, midnightSeoul.addingTimeInterval(86_399)))
        #expect(!zone.isSameDay(midnightSeoul, midnightSeoul.addingTimeInterval(-1)))
    }

    @Test func iso8601WithTheOffset() {
        #expect(ISO8601Text.string(for: instant, utcOffset: 32_400) == "2025-11-22T08:40:00+09:00")
        #expect(ISO8601Text.string(for: instant, utcOffset: -28_800) == "2025-11-21T15:40:00-08:00")
        #expect(ISO8601Text.string(for: instant, utcOffset: 19_800) == "2025-11-22T05:10:00+05:30")
        #expect(ISO8601Text.string(for: instant) == "2025-11-21T23:40:00Z")
    }

    @Test func decimalsAsPrintfRoundsThem() {
        #expect(DecimalText.string(14.05, decimals: 1) == String(format: "%.1f", 14.05))
        #expect(DecimalText.string(2.25, decimals: 1) == "2.2")
        #expect(DecimalText.string(-0.04, decimals: 1) == "0.0")
        #expect(DecimalText.string(-3.96, decimals: 1) == "-4.0")
        #expect(DecimalText.string(0.004, decimals: 2) == "0.00")
        #expect(DecimalText.string(1013.4, decimals: 0) == "1013")
        #expect(DecimalText.string(126.978, decimals: 4) == "126.9780")
        #expect(DecimalText.string(.infinity, decimals: 1) == "–")
        #expect(DecimalText.string(1e300, decimals: 1) == "–")
        for value in stride(from: -50.0, through: 50, by: 0.37) {
            #expect(DecimalText.string(value, decimals: 1) == String(format: "%.1f", value).replacingOccurrences(of: "-0.0", with: "0.0"))
        }
    }
}
