import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// `watch`'s decisions: rain announced once a spell before it starts and once before it stops, warnings
/// when they come into force, are upgraded or are lifted early, quiet hours, and nothing said twice
/// across a restart (the memory read back from its JSON).
@Suite struct WatchPlannerTests {
    /// 08:30 UTC; the quarter hours run from 08:30 for four hours.
    static let start = Date(timeIntervalSince1970: 1_763_800_200)
    static let planner = WatchPlanner(userTimeZone: LocalTimeZone(secondsFromGMT: 0))

    /// Berlin, inside a 15-minute model's area: `wet` maps a quarter's index to its amount.
    static func report(wet: [Int: Double] = [:], snow: Bool = false, warnings: WeatherWarnings? = nil) -> WeatherReport {
        var report = SampleReport.seoul
        report.place = Place(name: "Berlin", countryCode: "DE", coordinate: Coordinate(latitude: 52.52, longitude: 13.405)!)
        report.quarterHours = (0..<16).map { index in
            QuarterHour(time: start.addingTimeInterval(Double(index) * 900), precipitation: wet[index] ?? 0, condition: snow ? .snow : .rain)
        }
        report.warnings = warnings
        return report
    }

    static func minutes(_ count: Int) -> Date { start.addingTimeInterval(Double(count) * 60) }

    static func wind(_ severity: WarningSeverity, onset: Int = 0, ends: Int = 600) -> WeatherWarning {
        WeatherWarning(source: "DWD", event: "Wind", severity: severity, onset: minutes(onset), ends: minutes(ends))
    }

    static func answered(_ warnings: [WeatherWarning]) -> WeatherWarnings {
        WeatherWarnings(source: "DWD", warnings: warnings, fetchedAt: start)
    }

    /// The memory as a restarted `watch` reads it.
    static func restarted(_ memory: WatchMemory) throws -> WatchMemory {
        try JSONDecoder().decode(WatchMemory.self, from: JSONEncoder().encode(memory))
    }

    @Test func rainIsAnnouncedOnceBeforeItStarts() throws {
        let wet = Self.report(wet: [2: 0.2, 3: 0.6, 4: 0.4])
        let first = Self.planner.plan(reports: [wet], memory: WatchMemory(), now: Self.minutes(10))
        #expect(first.events.map(\.kind) == [.precipitationStarts(minutes: 20, rate: 2.4, isSnow: false)])
        #expect(first.events.first?.placeName == "Berlin" && first.events.first?.urgency == .normal)
        let later = Self.planner.plan(reports: [wet], memory: try Self.restarted(first.memory), now: Self.minutes(20))
        #expect(later.events.isEmpty)
    }

    @Test func rainBeyondTheLeadWaits() {
        let wet = Self.report(wet: [5: 0.3, 6: 0.3])
        #expect(Self.planner.plan(reports: [wet], memory: WatchMemory(), now: Self.minutes(10)).events.isEmpty)
        let lead = WatchPlanner(lead: 90 * 60, userTimeZone: LocalTimeZone(secondsFromGMT: 0))
        #expect(lead.plan(reports: [wet], memory: WatchMemory(), now: Self.minutes(10)).events.map(\.kind)
            == [.precipitationStarts(minutes: 65, rate: 1.2, isSnow: false)])
    }

    @Test func snowIsSaidAsSnow() {
        let plan = Self.planner.plan(reports: [Self.report(wet: [1: 0.5], snow: true)], memory: WatchMemory(), now: Self.minutes(5))
        #expect(plan.events.map(\.kind) == [.precipitationStarts(minutes: 10, rate: 2, isSnow: true)])
    }

    @Test func theStopIsAnnouncedOnceThenANewSpellAgain() throws {
        let spell = Self.report(wet: [0: 0.4, 1: 0.4, 2: 0.4, 6: 0.3, 7: 0.3])
        let longBefore = Self.planner.plan(reports: [spell], memory: WatchMemory(), now: Self.minutes(5))
        #expect(longBefore.events.isEmpty)
        let raining = Self.planner.plan(reports: [spell], memory: longBefore.memory, now: Self.minutes(15))
        #expect(raining.events.map(\.kind) == [.precipitationStops(minutes: 30, isSnow: false)])
        let again = Self.planner.plan(reports: [spell], memory: try Self.restarted(raining.memory), now: Self.minutes(20))
        #expect(again.events.isEmpty)
        let dryAgain = Self.planner.plan(reports: [spell], memory: again.memory, now: Self.minutes(50))
        #expect(dryAgain.events.isEmpty)
        let nextSpell = Self.planner.plan(reports: [spell], memory: dryAgain.memory, now: Self.minutes(65))
        #expect(nextSpell.events.map(\.kind) == [.precipitationStarts(minutes: 25, rate: 1.2, isSnow: false)])
    }

    @Test func aStartThatSlipsIsNotAnnouncedTwice() {
        let soon = Self.report(wet: [3: 0.3])
        let announced = Self.planner.plan(reports: [soon], memory: WatchMemory(), now: Self.minutes(20))
        #expect(announced.events.count == 1)
        let slipped = Self.planner.plan(reports: [Self.report(wet: [6: 0.3])], memory: announced.memory, now: Self.minutes(30))
        #expect(slipped.events.isEmpty)
        let arrives = Self.planner.plan(reports: [Self.report(wet: [6: 0.3])], memory: slipped.memory, now: Self.minutes(75))
        #expect(arrives.events.isEmpty)
    }

    @Test func aWarningIsAnnouncedUpgradedAndLiftedEachOnce() throws {
        let yellow = Self.planner.plan(reports: [Self.report(warnings: Self.answered([Self.wind(.moderate)]))], memory: WatchMemory(), now: Self.minutes(0))
        #expect(yellow.events.map(\.kind) == [.warningIssued(Self.wind(.moderate))])
        let same = Self.planner.plan(reports: [Self.report(warnings: Self.answered([Self.wind(.moderate)]))], memory: try Self.restarted(yellow.memory), now: Self.minutes(15))
        #expect(same.events.isEmpty)
        let orange = Self.planner.plan(
            reports: [Self.report(warnings: Self.answered([Self.wind(.severe, onset: 30)]))], memory: same.memory, now: Self.minutes(30)
        )
        #expect(orange.events.map(\.kind) == [.warningUpgraded(Self.wind(.severe, onset: 30), from: .moderate)])
        #expect(orange.events.first?.urgency == .critical)
        let lifted = Self.planner.plan(reports: [Self.report(warnings: Self.answered([]))], memory: orange.memory, now: Self.minutes(45))
        #expect(lifted.events.map(\.kind) == [.warningLifted(Self.wind(.severe, onset: 30))])
        #expect(lifted.memory == WatchMemory())
    }

    @Test func aWarningThatRunsOutOrIsLoweredIsNotNews() {
        let short = Self.wind(.severe, ends: 60)
        let announced = Self.planner.plan(reports: [Self.report(warnings: Self.answered([short]))], memory: WatchMemory(), now: Self.minutes(0))
        let expired = Self.planner.plan(reports: [Self.report(warnings: Self.answered([]))], memory: announced.memory, now: Self.minutes(61))
        #expect(expired.events.isEmpty && expired.memory == WatchMemory())
        let lowered = Self.planner.plan(
            reports: [Self.report(warnings: Self.answered([Self.wind(.moderate, onset: 5)]))], memory: announced.memory, now: Self.minutes(10)
        )
        #expect(lowered.events.isEmpty)
    }

    @Test func aFeedThatDidNotAnswerChangesNothing() {
        let announced = Self.planner.plan(reports: [Self.report(warnings: Self.answered([Self.wind(.moderate)]))], memory: WatchMemory(), now: Self.minutes(0))
        let down = WeatherWarnings(source: "DWD", warnings: [], fetchedAt: Self.minutes(15), status: .unanswered)
        let plan = Self.planner.plan(reports: [Self.report(warnings: down)], memory: announced.memory, now: Self.minutes(15))
        #expect(plan.events.isEmpty && plan.memory == announced.memory)
    }

    @Test func quietHoursHoldAllButTheHighestLevel() throws {
        let quiet = WatchPlanner(quietHours: QuietHours(parsing: "08:00-09:00"), userTimeZone: LocalTimeZone(secondsFromGMT: 0))
        let extreme = WeatherWarning(source: "DWD", event: "Hurricane", severity: .extreme, onset: Self.start, ends: Self.minutes(600))
        let report = Self.report(wet: [3: 0.3], warnings: Self.answered([Self.wind(.moderate), extreme]))
        let held = quiet.plan(reports: [report], memory: WatchMemory(), now: Self.minutes(20))
        #expect(held.events.map(\.kind) == [.warningIssued(extreme)])
        let after = quiet.plan(reports: [report], memory: try Self.restarted(held.memory), now: Self.minutes(31))
        #expect(after.events.map(\.kind) == [.precipitationStarts(minutes: 15, rate: 1.2, isSnow: false), .warningIssued(Self.wind(.moderate))])
    }

    @Test func quietHoursRunOverMidnight() throws {
        let hours = try #require(QuietHours(parsing: "22:00-07:00"))
        let utc = LocalTimeZone(secondsFromGMT: 0)
        let midnight = Date(timeIntervalSince1970: 1_763_769_600)
        #expect(hours.contains(midnight.addingTimeInterval(-3600), in: utc))
        #expect(hours.contains(midnight.addingTimeInterval(7 * 3600 - 60), in: utc))
        #expect(!hours.contains(midnight.addingTimeInterval(7 * 3600), in: utc))
        #expect(!hours.contains(midnight.addingTimeInterval(12 * 3600), in: utc))
        for bad in ["", "22-07", "22:00", "22:00-22:00", "24:00-07:00", "22:00-07:60", "٢٢:٠٠-07:00", "22:00 - 07:00x"] {
            #expect(QuietHours(parsing: bad) == nil, "\(bad)")
        }
    }
}
