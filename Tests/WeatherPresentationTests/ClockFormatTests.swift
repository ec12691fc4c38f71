import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

@Suite struct ClockFormatTests {
    @Test(arguments: [
        (["LANG": "en_US.UTF-8"], ClockFormat.twelveHour),
        (["LANG": "en_US"], .twelveHour),
        (["LANG": "en_AU.UTF-8"], .twelveHour),
        (["LANG": "en_GB.UTF-8"], .twentyFourHour),
        (["LANG": "ko_KR.UTF-8"], .twentyFourHour),
        (["LANG": "de_DE.UTF-8"], .twentyFourHour),
        (["LANG": "C.UTF-8"], .twentyFourHour),
        (["LANG": "POSIX"], .twentyFourHour),
        ([:], .twentyFourHour),
        (["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"], .twentyFourHour),
        (["LANG": "en_GB.UTF-8", "LC_TIME": "en_US.UTF-8"], .twelveHour),
        (["LANG": "en_US.UTF-8", "LC_TIME": ""], .twelveHour),
        (["LC_TIME": "en_US.UTF-8", "LC_ALL": "C.UTF-8"], .twentyFourHour),
        (["LC_ALL": "en_US.UTF-8", "LC_TIME": "C"], .twelveHour),
        (["LANG": "en_US.ISO-8859-1@euro"], .twelveHour),
        // LC_MESSAGES says the language of words, not the clock.
        (["LANG": "en_GB.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .twentyFourHour),
    ] as [([String: String], ClockFormat)])
    func theLocaleNamesTheClock(environment: [String: String], expected: ClockFormat) {
        #expect(ClockFormat.fromEnvironment(environment) == expected)
    }

    @Test func twelveHourTimesAtThePlacesOffset() {
        let utc = LocalTimeZone(secondsFromGMT: 0)
        let english = LocalDateFormatter(language: .english, clock: .twelveHour, timeZone: utc)
        let korean = LocalDateFormatter(language: .korean, clock: .twelveHour, timeZone: utc)
        let day = 1_763_683_200.0  // 2025-11-21T00:00:00Z
        let cases: [(Double, String, String)] = [
            (0, "12:00 AM", "오전 12:00"),
            (9 * 3600 + 5 * 60, "9:05 AM", "오전 9:05"),
            (11 * 3600 + 59 * 60, "11:59 AM", "오전 11:59"),
            (12 * 3600, "12:00 PM", "오후 12:00"),
            (12 * 3600 + 30 * 60, "12:30 PM", "오후 12:30"),
            (18 * 3600, "6:00 PM", "오후 6:00"),
            (23 * 3600 + 59 * 60, "11:59 PM", "오후 11:59"),
        ]
        for (seconds, inEnglish, inKorean) in cases {
            let date = Date(timeIntervalSince1970: day + seconds)
            #expect(english.time(date) == inEnglish)
            #expect(korean.time(date) == inKorean)
            #expect(DisplayWidth.of(english.time(date)) <= english.timeWidth)
            #expect(DisplayWidth.of(korean.time(date)) <= korean.timeWidth)
        }
        let india = LocalDateFormatter(language: .english, clock: .twelveHour, timeZone: LocalTimeZone(secondsFromGMT: 19_800))
        #expect(india.time(Date(timeIntervalSince1970: day + 12 * 3600)) == "5:30 PM")
        let twentyFour = LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: utc)
        #expect(twentyFour.time(Date(timeIntervalSince1970: day + 18 * 3600)) == "18:00")
        #expect(twentyFour.timeWidth == 5)
    }

    @Test func aFlagOrTheConfigFileOverridesTheLocale() throws {
        let american = ["LANG": "en_US.UTF-8"]
        #expect(try ResolvedSettings.resolve(flags: .init(), file: nil, environment: american).clock == .twelveHour)
        #expect(try ResolvedSettings.resolve(flags: .init(clock: .twentyFourHour), file: nil, environment: american).clock == .twentyFourHour)
        let file = try ConfigFileLoader.parse("clock = \"24\"\n", path: "config.toml")
        #expect(try ResolvedSettings.resolve(flags: .init(), file: file, environment: american).clock == .twentyFourHour)
        let twelve = try ConfigFileLoader.parse("clock = 12\n", path: "config.toml")
        #expect(try ResolvedSettings.resolve(flags: .init(), file: twelve, environment: [:]).clock == .twelveHour)
        #expect(try ResolvedSettings.resolve(flags: .init(clock: .twentyFourHour), file: twelve, environment: [:]).clock == .twentyFourHour)
        #expect(throws: ConfigurationError.self) { try ConfigFileLoader.parse("clock = 13\n", path: "config.toml") }
        #expect(throws: ConfigurationError.self) { try ConfigFileLoader.parse("clock = \"am\"\n", path: "config.toml") }
    }
}

@Suite struct ShortTimeTests {
    private let day = 1_763_683_200.0  // 2025-11-21T00:00:00Z

    @Test func wholeHoursOnATwelveHourClockFitTheColumnOfA24HourTime() {
        let dates = LocalDateFormatter(language: .english, clock: .twelveHour, timeZone: LocalTimeZone(secondsFromGMT: 0))
        let hours = (0..<24).map { Date(timeIntervalSince1970: day + Double($0) * 3600) }
        #expect(dates.shortTime(hours[0]) == "12 AM")
        #expect(dates.shortTime(hours[13]) == "1 PM")
        #expect(dates.shortTimeWidth(hours) == 5)
    }

    @Test func halfHoursKeepTheirMinutesAndWidenTheColumn() {
        let dates = LocalDateFormatter(language: .english, clock: .twelveHour, timeZone: LocalTimeZone(secondsFromGMT: 19_800))
        let steps = (0..<8).map { Date(timeIntervalSince1970: day + Double($0) * 3 * 3600) }
        #expect(dates.shortTime(steps[4]) == "5:30 PM")
        #expect(dates.shortTimeWidth(steps) == 8)
        let twentyFour = LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: LocalTimeZone(secondsFromGMT: 19_800))
        #expect(twentyFour.shortTime(steps[4]) == "17:30")
        #expect(twentyFour.shortTimeWidth(steps) == 5)
    }
}
