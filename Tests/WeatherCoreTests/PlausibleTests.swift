import Foundation
import Testing
@testable import WeatherCore

@Suite struct PlausibleTests {
    static let unusable: [Double] = [.nan, -.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude]

    @Test(arguments: Quantity.allCases)
    func valuesInsideTheRangeAreKept(quantity: Quantity) {
        let range = quantity.plausibleRange
        for value in [range.lowerBound, range.upperBound, (range.lowerBound + range.upperBound) / 2] {
            #expect(Plausible.value(value, as: quantity) == value)
        }
    }

    @Test(arguments: Quantity.allCases)
    func valuesOutsideTheRangeAreMissing(quantity: Quantity) {
        let range = quantity.plausibleRange
        for value in [range.lowerBound.nextDown, range.upperBound.nextUp, range.lowerBound - 1, range.upperBound + 1] + Self.unusable {
            #expect(Plausible.value(value, as: quantity) == nil, "\(value)")
        }
        #expect(Plausible.value(nil, as: quantity) == nil)
    }

    static let examples: [(quantity: Quantity, kept: [Double], missing: [Double])] = [
        (.temperature, [-89.2, 56.7, -100, 70], [-100.1, 70.1, 289]),
        (.humidity, [0, 100, 95], [-1, 100.5]),
        (.cloudCover, [0, 100], [-0.5, 101]),
        (.windSpeed, [0, 113, 150], [-0.1, 150.1]),
        (.windDirection, [0, 247.5, 360], [-1, 361]),
        (.pressure, [870, 1013.25, 1084], [799, 1101, 0]),
        (.precipitation, [0, 0.2, 500], [-0.1, 501]),
        (.probability, [0, 0.35, 1], [-0.01, 1.01, 35]),
        (.visibility, [0, 9000, 100_000], [-1, 100_001]),
    ]

    @Test(arguments: examples)
    func physicalRanges(quantity: Quantity, kept: [Double], missing: [Double]) {
        for value in kept { #expect(Plausible.value(value, as: quantity) == value, "\(value)") }
        for value in missing { #expect(Plausible.value(value, as: quantity) == nil, "\(value)") }
    }

    @Test(arguments: Quantity.allCases.filter { $0.plausibleRange.contains(0) })
    func negativeZeroBecomesZero(quantity: Quantity) {
        #expect(Plausible.value(-0.0, as: quantity)?.sign == .plus)
    }

    @Test func wmoCodesOutsideTheDocumentedSetAreMissing() {
        #expect(Plausible.wmoCode(45) == 45)
        #expect(Plausible.wmoCode(0) == 0)
        #expect(Plausible.wmoCode(-0.0) == 0)
        for value in [42, 4, 100, -1, 45.5, 9.2e18, 9_223_372_036_854_775_808, -9_223_372_036_854_775_808] + Self.unusable {
            #expect(Plausible.wmoCode(value) == nil, "\(value)")
        }
        #expect(Plausible.wmoCode(nil) == nil)
    }

    @Test func openWeatherIDsOutsideTheDocumentedSetAreUnknown() {
        let documented = [
            200, 201, 202, 210, 211, 212, 221, 230, 231, 232, 300, 301, 302, 310, 311, 312, 313, 314, 321,
            500, 501, 502, 503, 504, 511, 520, 521, 522, 531, 600, 601, 602, 611, 612, 613, 615, 616, 620, 621, 622,
            701, 711, 721, 731, 741, 751, 761, 762, 771, 781, 800, 801, 802, 803, 804,
        ]
        for id in documented { #expect(Plausible.condition(openWeatherID: Double(id)) != .unknown, "\(id)") }
        let undocumented = Set(0...1000).subtracting(documented)
        for id in undocumented { #expect(Plausible.condition(openWeatherID: Double(id)) == .unknown, "\(id)") }
        for value in [500.5, -500, 9.2e18] + Self.unusable { #expect(Plausible.condition(openWeatherID: value) == .unknown) }
        #expect(Plausible.condition(openWeatherID: nil) == .unknown)
    }

    @Test func isDayIsZeroOrOne() {
        #expect(Plausible.isDay(1) == true)
        #expect(Plausible.isDay(0) == false)
        for value in [2, -1, 0.5] + Self.unusable { #expect(Plausible.isDay(value) == nil) }
    }

    @Test func timesMoreThanAYearAwayAreMissing() {
        let now = Fixture.capturedAt
        let day: TimeInterval = 86_400
        for offset in [0, -day, 5 * day, 365 * day, -365 * day] {
            #expect(Plausible.time(now + offset, near: now) == now + offset)
        }
        for offset in [400 * day, -400 * day, 3650 * day, 1e300, -1e300, .infinity, .nan] {
            #expect(Plausible.time(now + offset, near: now) == nil, "\(offset)")
        }
        #expect(Plausible.time(.distantFuture, near: now) == nil)
        #expect(Plausible.time(.distantPast, near: now) == nil)
        #expect(Plausible.unixTime(1_763_769_600, near: now) == Date(timeIntervalSince1970: 1_763_769_600))
        for seconds in [0, -1, 9.2e18, 1_763_769_600 * 1000] + Self.unusable {
            #expect(Plausible.unixTime(seconds, near: now) == nil, "\(seconds)")
        }
    }

    @Test func utcOffsetsBeyondEighteenHoursAreMissing() {
        for seconds in [0, 32400, -28800, 45900, 18 * 3600, -18 * 3600] {
            #expect(Plausible.utcOffset(Double(seconds)) == seconds)
        }
        for seconds in [18 * 3600 + 1, -18 * 3600 - 1, 3600.5, 9.2e18, -9_223_372_036_854_775_808] + Self.unusable {
            #expect(Plausible.utcOffset(seconds) == nil, "\(seconds)")
        }
    }

    @Test func coordinatesMustBeOnEarth() {
        #expect(Plausible.coordinate(latitude: 37.5665, longitude: 126.978) == Coordinate(latitude: 37.5665, longitude: 126.978))
        #expect(Plausible.coordinate(latitude: 91, longitude: 0) == nil)
        #expect(Plausible.coordinate(latitude: 0, longitude: -180.5) == nil)
        #expect(Plausible.coordinate(latitude: .nan, longitude: 0) == nil)
        #expect(Plausible.coordinate(latitude: nil, longitude: 0) == nil)
    }

    @Test func roundingToAnIntNeverTraps() {
        #expect(Int(rounding: 2.5) == 3)
        #expect(Int(rounding: -0.4) == 0)
        #expect(Int(rounding: 9.2e18) == 9_200_000_000_000_000_000)
        #expect(Int(rounding: -9_223_372_036_854_775_808) == .min)
        for value in [9_223_372_036_854_775_808] + Self.unusable { #expect(Int(rounding: value) == nil, "\(value)") }
    }
}
