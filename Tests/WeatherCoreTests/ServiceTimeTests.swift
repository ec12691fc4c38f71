import Foundation
import Testing
@testable import WeatherCore

@Suite struct ServiceTimeTests {
    static let localTimes: [(text: String, expected: TimeInterval)] = [
        ("2025-11-21T15:30", 1_763_767_800),
        ("2025-11-21T15:30:00", 1_763_767_800),
        ("2025-11-21", 1_763_712_000),
    ]

    @Test(arguments: localTimes)
    func localTimesAreRead(text: String, expected: TimeInterval) {
        #expect(ServiceTime.local(text).date(utcOffset: -28800) == Date(timeIntervalSince1970: expected))
    }

    @Test(arguments: [
        "", "2025", "2025-11", "99999999999-01-01", "9223372036854775807-11-21", "0-01-01", "2025-13-01", "2025-00-10",
        "2025-11-32", "2025-11-21T24:00", "2025-11-21T15:60", "2025-11-21T15:30:00:00", "2025-11-21T15:30:61",
        "2025-11-xx", "tomorrow", "2025-11-21T15:30Z", "１２３-01-01",
    ])
    func impossibleLocalTimesAreMissing(text: String) {
        #expect(ServiceTime.local(text).date(utcOffset: 0) == nil)
    }

    @Test func unixTimesThatAreNotNumbersAreMissing() {
        #expect(ServiceTime.unix(.nan).date(utcOffset: 0) == nil)
        #expect(ServiceTime.unix(.infinity).date(utcOffset: 0) == nil)
    }
}
