import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The config file's thresholds on a test clock: frost once a night, heat once a day, gusts once a
/// spell, each again when it really comes back, none twice across a restart, held by quiet hours, and
/// the thresholds as the file gives them in the run's units.
@Suite struct WatchThresholdTests {
    /// 2025-11-22 00:00 UTC, day 0; the place keeps UTC.
    static let midnight = Date(timeIntervalSince1970: 1_763_769_600)
    static let utc = LocalTimeZone(secondsFromGMT: 0)

    static func at(day: Int = 0, hour: Double) -> Date { midnight.addingTimeInterval(Double(day) * 86_400 + hour * 3600) }

    static func planner(_ thresholds: WatchThresholds, quietHours: QuietHours? = nil) -> WatchPlanner {
        WatchPlanner(quietHours: quietHours, userTimeZone: utc, thresholds: thresholds)
    }

    /// Three days of hourly steps from day 0's midnight, `temperature` by hour of the day; the gusts now.
    static func report(gust: Double? = nil, temperature: (Int) -> Double) -> WeatherReport {
        var report = WatchPlannerTests.report()
        report.timeZone = utc
        report.hourly = (0..<72).map { hour in
            ForecastItem(time: at(hour: Double(hour)), temperature: temperature(hour % 24), condition: .clear)
        }
        report.current.temperature = 5
        report.current.windGust = gust
        return report
    }

    static let frostyNights = report { $0 < 8 ? -2 : 5 }
    static let hotAfternoons = report { (12...16).contains($0) ? 32 : 20 }

    @Test func frostIsSaidOnceANightAndAgainTheNextNight() throws {
        let frost = Self.planner(WatchThresholds(frostBelow: 0))
        let morning = frost.plan(reports: [Self.frostyNights], memory: WatchMemory(), now: Self.at(hour: 10))
        #expect(morning.events.map(\.kind) == [.frostTonight(low: -2)])
        #expect(morning.events.first?.subject == "frost")
        let afternoon = frost.plan(reports: [Self.frostyNights], memory: try WatchPlannerTests.restarted(morning.memory), now: Self.at(hour: 14))
        #expect(afternoon.events.isEmpty)
        // 02:00: the same night, from now on.
        let night = frost.plan(reports: [Self.frostyNights], memory: afternoon.memory, now: Self.at(day: 1, hour: 2))
        #expect(night.events.isEmpty)
        let nextDay = frost.plan(reports: [Self.frostyNights], memory: night.memory, now: Self.at(day: 1, hour: 10))
        #expect(nextDay.events.map(\.kind) == [.frostTonight(low: -2)])
    }

    @Test func theNightsLastHourIsTheWeatherNow() {
        // 08:30, three-hourly steps: none is left between now and 09:00; the weather now is below zero.
        var report = Self.report { _ in 5 }
        report.hourly = []
        report.forecast = stride(from: 0, to: 72, by: 3).map { ForecastItem(time: Self.at(hour: Double($0)), temperature: 5, condition: .clear) }
        report.current.temperature = -1
        let frost = Self.planner(WatchThresholds(frostBelow: 0))
        #expect(frost.plan(reports: [report], memory: WatchMemory(), now: Self.at(hour: 8.5)).events.map(\.kind) == [.frostTonight(low: -1)])
        // The same weather now in the afternoon is not the night's.
        #expect(frost.plan(reports: [report], memory: WatchMemory(), now: Self.at(hour: 14)).events.isEmpty)
    }

    @Test func aMildNightOrNoThresholdSaysNothing() {
        let mild = Self.report { _ in 3 }
        #expect(Self.planner(WatchThresholds(frostBelow: 0)).plan(reports: [mild], memory: WatchMemory(), now: Self.at(hour: 10)).events.isEmpty)
        #expect(Self.planner(WatchThresholds()).plan(reports: [Self.frostyNights], memory: WatchMemory(), now: Self.at(hour: 10)).events.isEmpty)
        // Cold in the afternoon only: not a night's frost.
        #expect(Self.planner(WatchThresholds(frostBelow: 0)).plan(reports: [Self.report { $0 == 14 ? -2 : 5 }], memory: WatchMemory(), now: Self.at(hour: 10)).events.isEmpty)
    }

    @Test func heatIsSaidOnceADay() {
        let heat = Self.planner(WatchThresholds(heatAbove: 30))
        let morning = heat.plan(reports: [Self.hotAfternoons], memory: WatchMemory(), now: Self.at(hour: 9))
        #expect(morning.events.map(\.kind) == [.heatToday(high: 32)])
        #expect(heat.plan(reports: [Self.hotAfternoons], memory: morning.memory, now: Self.at(hour: 13)).events.isEmpty)
        // The evening after the heat: today has none left, and what was said stays said.
        let evening = heat.plan(reports: [Self.hotAfternoons], memory: morning.memory, now: Self.at(hour: 20))
        #expect(evening.events.isEmpty)
        let tomorrow = heat.plan(reports: [Self.hotAfternoons], memory: evening.memory, now: Self.at(day: 1, hour: 9))
        #expect(tomorrow.events.map(\.kind) == [.heatToday(high: 32)])
    }

    @Test func gustsAreSaidOnceASpellAndAgainWhenTheyComeBack() {
        let gusts = Self.planner(WatchThresholds(gustsAbove: 15))
        var memory = WatchMemory()
        var said: [[WatchEvent.Kind]] = []
        for (index, gust) in [20.0, 21, 14, 18, 10, 19].enumerated() {
            let plan = gusts.plan(reports: [Self.report(gust: gust) { _ in 5 }], memory: memory, now: Self.at(hour: 10 + Double(index) * 0.25))
            said.append(plan.events.map(\.kind))
            memory = plan.memory
        }
        // 14 is within a fifth of the threshold: the same spell; 10 ends it.
        #expect(said == [[.gusts(speed: 20)], [], [], [], [], [.gusts(speed: 19)]])
    }

    @Test func quietHoursHoldAThresholdUntilTheyEnd() {
        let quiet = Self.planner(WatchThresholds(frostBelow: 0), quietHours: QuietHours(parsing: "09:00-11:00"))
        let held = quiet.plan(reports: [Self.frostyNights], memory: WatchMemory(), now: Self.at(hour: 10))
        #expect(held.events.isEmpty && held.memory == WatchMemory())
        #expect(quiet.plan(reports: [Self.frostyNights], memory: held.memory, now: Self.at(hour: 11)).events.map(\.kind) == [.frostTonight(low: -2)])
    }

    @Test func aMemoryFromBeforeTheThresholdsIsRead() throws {
        let old = Data(#"{"places":{"52.52,13.41":{"warnings":{}}}}"#.utf8)
        let memory = try JSONDecoder().decode(WatchMemory.self, from: old)
        #expect(memory.places["52.52,13.41"] == WatchMemory.PlaceMemory())
    }

    @Test func theThresholdsAreReadInTheRunsUnits() throws {
        let imperial = WatchThresholds(frostBelow: 32, heatAbove: 95, gustsAbove: 45, units: .imperial)
        #expect(imperial.frostBelow == 0 && imperial.heatAbove == 35)
        #expect(abs(try #require(imperial.gustsAbove) - 20.1168) < 0.001)
        let kmh = WatchThresholds(frostBelow: nil, heatAbove: nil, gustsAbove: 72, units: DisplayUnits(system: .metric, windSpeed: .kilometresPerHour))
        #expect(abs(try #require(kmh.gustsAbove) - 20) < 1e-9 && kmh.frostBelow == nil)
        // Gusts above force 8 are those of force 9 and more.
        #expect(WatchThresholds(frostBelow: nil, heatAbove: nil, gustsAbove: 8, units: DisplayUnits(system: .metric, windSpeed: .beaufort)).gustsAbove == 20.8)
    }

    @Test func theyAreWordedInTheRunsUnits() {
        let strings = Strings(language: .english)
        let units = UnitFormatter(units: DisplayUnits(system: .metric))
        func said(_ kind: WatchEvent.Kind) -> String {
            WatchNotification(WatchEvent(kind: kind, placeName: "Seoul", placeKey: "k", timeZone: Self.utc), strings: strings, units: units, clock: .twentyFourHour, now: Self.midnight).summary
        }
        #expect(said(.frostTonight(low: -2.4)) == "Frost tonight at Seoul: down to -2°C")
        #expect(said(.heatToday(high: 32)) == "Heat today at Seoul: up to 32°C")
        #expect(said(.gusts(speed: 21.3)) == "Gusts of 21.3 m/s at Seoul")
    }
}
