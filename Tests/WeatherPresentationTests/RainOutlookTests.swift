import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The rule (a step is wet from a 50 % chance or 0.1 mm) and the words, in English and Korean.
@Suite struct RainOutlookTests {
    static let seoul = LocalTimeZone(identifier: "Asia/Seoul", secondsFromGMT: 32_400)
    /// Sat 22 Nov 2025 08:40 in Seoul.
    static let now = CivilTime.date(year: 2025, month: 11, day: 22, hour: 8, minute: 40, utcOffset: 32_400)!

    /// Hourly steps from 08:00, with the chances and amounts given (nil: dry).
    private func hours(_ wet: [Int: (chance: Double?, amount: Double?)], count: Int = 48) -> [ForecastItem] {
        (0..<count).map { hour in
            ForecastItem(
                time: Self.now.addingTimeInterval(Double(hour * 3600 - 40 * 60)), temperature: 5, condition: .cloudy,
                precipitationChance: wet[hour]?.chance ?? 0.1, precipitation: wet[hour]?.amount ?? 0
            )
        }
    }

    private func words(_ steps: [ForecastItem], _ language: Language = .english, units: DisplayUnits = .metric) -> [String] {
        guard let outlook = RainOutlook(steps: steps, now: Self.now) else { return [] }
        return Strings(language: language).rainOutlook(
            outlook, dates: LocalDateFormatter(language: language, clock: .twentyFourHour, timeZone: Self.seoul), units: UnitFormatter(units: units), now: Self.now
        )
    }

    @Test func rainLaterToday() {
        let steps = hours([5: (0.62, 0.4), 6: (0.8, 1.2)])
        #expect(RainOutlook(steps: steps, now: Self.now) == .rainFrom(steps[5].time, sign: .chance(0.8)))
        #expect(words(steps) == ["Rain from 13:00 (80%)"])
        #expect(words(steps, .korean) == ["13:00부터 비 (80%)"])
    }

    @Test func theHighestChanceOfTheSpellIsQuoted() {
        #expect(words(hours([3: (0.03, 0.2), 4: (0.7, 1.0), 5: (0.4, 0.3)])) == ["Rain from 11:00 (70%)"])
    }

    @Test func rainTomorrowWithinADay() {
        let steps = hours([20: (0.55, nil)])
        #expect(words(steps) == ["Rain from tomorrow 04:00 (55%)"])
        #expect(words(steps, .korean) == ["내일 04:00부터 비 (55%)"])
    }

    /// The sentence quotes what made the spell wet, never a chance that argues against it.
    @Test func aSmallAmountIsRainEvenAtALowChanceAndTheAmountIsQuoted() {
        #expect(words(hours([3: (0.03, 0.1)])) == ["Rain from 11:00 (0.1 mm)"])
        #expect(words(hours([3: (0.03, 0.1)]), .korean) == ["11:00부터 비 (0.1 mm)"])
        #expect(words(hours([3: (0.2, 0.3), 4: (0.1, 0.2)])) == ["Rain from 11:00 (0.5 mm)"])
        #expect(words(hours([3: (0.2, 0.1)]), units: .imperial) == ["Rain from 11:00 (<0.01 in)"])
        #expect(words(hours([30: (0.03, 0.4)])) == ["No rain expected in the next 24 h", "next rain tomorrow 14:00 (0.4 mm)"])
        #expect(words(hours([3: (0.49, 0.09)])) == ["No rain expected in the next 24 h"])
    }

    @Test func rainingNowSaysUntilWhen() {
        let steps = hours([0: (0.9, 2), 1: (0.7, 1), 2: (0.5, nil)])
        #expect(RainOutlook(steps: steps, now: Self.now) == .rainUntil(steps[3].time))
        #expect(words(steps) == ["Rain until 11:00"])
        #expect(words(steps, .korean) == ["11:00까지 비"])
    }

    @Test func rainThatOutlastsTheForecastEndsWithIt() {
        let steps = hours(Dictionary(uniqueKeysWithValues: (0..<4).map { ($0, (0.9, 1.0)) }), count: 4)
        #expect(words(steps) == ["Rain until 12:00"])
    }

    @Test func rainUntilAnotherDayNamesIt() {
        let steps = hours(Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, (0.9, 1.0)) }))
        #expect(words(steps) == ["Rain until Mon 00:00"])
        #expect(words(steps, .korean) == ["월요일 00:00까지 비"])
    }

    @Test func dryForADayThenTheNextRain() {
        let steps = hours([30: (0.74, 3)])
        #expect(words(steps) == ["No rain expected in the next 24 h", "next rain tomorrow 14:00 (74%)"])
        #expect(words(steps, .korean) == ["24시간 안에 비 소식 없음", "다음 비 내일 14:00 (74%)"])
    }

    @Test func dryThroughout() {
        #expect(words(hours([:])) == ["No rain expected in the next 24 h"])
        #expect(RainOutlook(steps: [], now: Self.now) == nil)
    }

    /// A 3-hour step `index` steps after 06:00, the one that holds now.
    private func threeHourStep(_ index: Int, wet: Bool) -> ForecastItem {
        let time = Self.now.addingTimeInterval(Double(index * 3 * 3600 - 160 * 60))
        return ForecastItem(time: time, temperature: 5, condition: .rain, precipitationChance: wet ? 0.9 : 0, precipitation: wet ? 1 : 0)
    }

    @Test func threeHourStepsWorkTheSame() {
        let steps = (0..<8).map { threeHourStep($0, wet: $0 < 2) }
        #expect(words(steps) == ["Rain until 12:00"])
    }
}
