import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Dates, times, numbers and compass points as a Japanese and a Chinese reader write them.
@Suite struct CJKFormattingTests {
    static let utc = LocalTimeZone(secondsFromGMT: 0)
    /// 2026-11-24, a Tuesday, 15:05 UTC.
    static let tuesday = Date(timeIntervalSince1970: 1_795_478_400 + 15 * 3600 + 5 * 60)

    @Test func japaneseDates() {
        let dates = LocalDateFormatter(language: .japanese, clock: .twentyFourHour, timeZone: Self.utc)
        #expect(dates.day(Self.tuesday) == "11月24日(火)")
        #expect(dates.shortDay(Self.tuesday) == "24日(火)")
        #expect(dates.time(Self.tuesday) == "15:05")
        let twelve = LocalDateFormatter(language: .japanese, clock: .twelveHour, timeZone: Self.utc)
        #expect(twelve.time(Self.tuesday) == "午後3:05")
        #expect(twelve.time(Self.tuesday.addingTimeInterval(-6 * 3600)) == "午前9:05")
    }

    @Test func chineseDates() {
        let dates = LocalDateFormatter(language: .simplifiedChinese, clock: .twentyFourHour, timeZone: Self.utc)
        #expect(dates.day(Self.tuesday) == "11月24日 周二")
        #expect(dates.shortDay(Self.tuesday) == "24日 周二")
        #expect(dates.time(Self.tuesday) == "15:05")
        let twelve = LocalDateFormatter(language: .simplifiedChinese, clock: .twelveHour, timeZone: Self.utc)
        #expect(twelve.time(Self.tuesday) == "下午3:05")
        #expect(twelve.time(Self.tuesday.addingTimeInterval(-6 * 3600)) == "上午9:05")
    }

    /// Both write a decimal point, and wind comes from kanji / hanzi compass points.
    @Test(arguments: [(Language.japanese, "北北東", "南西"), (.simplifiedChinese, "北东北", "西南")])
    func numbersAndCompassPoints(language: Language, northNorthEast: String, southWest: String) {
        let units = UnitFormatter(units: .metric, catalog: Catalog.of(language))
        #expect(units.preciseTemperature(12.5) == "12.5°C")
        #expect(units.windSpeed(3.64) == "3.6 m/s")
        #expect(units.compass(22.5) == northNorthEast)
        #expect(units.compass(225) == southWest)
        #expect(units.windWidth == 15)
    }

    @Test func japaneseAndChineseLocalesUseTheTwentyFourHourClock() {
        #expect(ClockFormat.fromEnvironment(["LANG": "ja_JP.UTF-8"]) == .twentyFourHour)
        #expect(ClockFormat.fromEnvironment(["LANG": "zh_CN.UTF-8"]) == .twentyFourHour)
    }
}
