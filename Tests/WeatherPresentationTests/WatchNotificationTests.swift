import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// What `watch` says, and how and when: the notifications' words, the terminal's sequences with server
/// text that tries to break out of them, and the poll schedule on a test clock.
@Suite struct WatchNotificationTests {
    static let now = WatchPlannerTests.start
    static let english = Strings(language: .english)
    static let metric = UnitFormatter(units: DisplayUnits(system: .metric))
    static let berlin = LocalTimeZone(secondsFromGMT: 3600)

    static func event(_ kind: WatchEvent.Kind, place: String = "Seoul") -> WatchEvent {
        WatchEvent(kind: kind, placeName: place, placeKey: "37.57,126.98", timeZone: berlin)
    }

    static func said(_ kind: WatchEvent.Kind, place: String = "Seoul", strings: Strings = english) -> WatchNotification {
        WatchNotification(event(kind, place: place), strings: strings, units: metric, clock: .twentyFourHour, now: now)
    }

    static func wind(_ severity: WarningSeverity, label: String? = "orange", ends: Date? = now.addingTimeInterval(8.5 * 3600)) -> WeatherWarning {
        WeatherWarning(source: "DWD", event: "Wind warning", headline: "Official WARNING of WIND", severity: severity, severityLabel: label, ends: ends)
    }

    @Test func rainAndSnowAreSaidWithTheirWaitAndRate() {
        #expect(Self.said(.precipitationStarts(minutes: 20, rate: 2.1, isSnow: false)).summary == "Rain in 20 min at Seoul (2.1 mm/h)")
        #expect(Self.said(.precipitationStarts(minutes: 60, rate: 0.4, isSnow: true)).summary == "Snow in 1 h at Seoul (0.4 mm/h)")
        #expect(Self.said(.precipitationStops(minutes: 15, isSnow: false)).summary == "Rain stopping in 15 min at Seoul")
        let rain = Self.said(.precipitationStarts(minutes: 20, rate: 2.1, isSnow: false))
        #expect(rain.body.isEmpty && rain.urgency == .normal && rain.replaces == "37.57,126.98 precipitation")
    }

    @Test func warningsAreSaidWithLevelEndAndService() {
        let issued = Self.said(.warningIssued(Self.wind(.moderate)), place: "Berlin")
        // 08:30 UTC plus 8.5 hours is 17:00 UTC, 18:00 in Berlin.
        #expect(issued.summary == "Wind warning (orange) at Berlin until 18:00 — DWD")
        #expect(issued.body == "Official WARNING of WIND")
        let upgraded = Self.said(.warningUpgraded(Self.wind(.extreme, label: nil, ends: nil), from: .moderate), place: "Berlin")
        #expect(upgraded.summary == "Wind warning upgraded to extreme at Berlin — DWD" && upgraded.urgency == .critical)
        #expect(Self.said(.warningLifted(Self.wind(.moderate)), place: "Berlin").summary == "Wind warning lifted at Berlin — DWD")
        #expect(issued.replaces == upgraded.replaces)
    }

    @Test func theWordsAreTheUsersLanguage() {
        let korean = Self.said(.precipitationStarts(minutes: 20, rate: 2.1, isSnow: false), strings: Strings(language: .korean))
        #expect(!korean.summary.hasPrefix("Rain"))
    }

    @Test func theTerminalIsToldInItsOwnSequence() {
        #expect(TerminalNotificationSequence(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600"]) == .osc777)
        #expect(TerminalNotificationSequence(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(TerminalNotificationSequence(environment: ["TERM": "xterm-256color", "WT_SESSION": "1"]) == .osc9)
        #expect(TerminalNotificationSequence(environment: ["TERM": "xterm-kitty"]) == .osc99)
        #expect(TerminalNotificationSequence.osc777.text(summary: "Rain in 20 min", body: "") == "\u{1B}]777;notify;Rain in 20 min;\u{1B}\\")
        #expect(TerminalNotificationSequence.osc9.text(summary: "Wind", body: "Gusts") == "\u{1B}]9;Wind: Gusts\u{1B}\\")
    }

    @Test func tmuxPassesTheSequenceOnWithEveryEscapeDoubled() {
        let sequence = TerminalNotificationSequence.osc777.text(summary: "Rain", body: "")
        #expect(TerminalNotificationSequence.throughTmux(sequence) == "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;Rain;\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func serverTextCannotEndTheSequence() {
        let hostile = "Storm\u{1B}]0;owned\u{07};x\u{9C}"
        let text = TerminalNotificationSequence.osc777.text(summary: hostile, body: "a;b\u{1B}\\")
        #expect(text.hasPrefix("\u{1B}]777;notify;") && text.hasSuffix("\u{1B}\\"))
        let inside = text.dropFirst("\u{1B}]777;notify;".count).dropLast(2)
        #expect(!inside.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(inside.filter { $0 == ";" }.count == 1)
    }

    @Test func storedReportsServeUntilTheIntervalIsOver() {
        let schedule = WatchSchedule()
        var report = SampleReport.seoul
        report.fetchedAt = Self.now
        #expect(schedule.serves([report], now: Self.now.addingTimeInterval(14 * 60)))
        #expect(!schedule.serves([report], now: Self.now.addingTimeInterval(15 * 60)))
        #expect(!schedule.serves([report, nil], now: Self.now))
        #expect(!schedule.serves([], now: Self.now))
    }

    @Test func theNextPollIsAnIntervalAfterTheOldestReportAndNotBeforeTheNextTry() {
        let schedule = WatchSchedule()
        var old = SampleReport.seoul
        old.fetchedAt = Self.now.addingTimeInterval(-10 * 60)
        var new = SampleReport.seoul
        new.fetchedAt = Self.now
        #expect(schedule.nextPoll(after: [new, old], nextTry: nil, now: Self.now) == Self.now.addingTimeInterval(5 * 60))
        let asked = Self.now.addingTimeInterval(3600)
        #expect(schedule.nextPoll(after: [new], nextTry: asked, now: Self.now) == asked)
        // Offline: nothing fetched; the next try of the backoff, or an interval.
        #expect(schedule.nextPoll(after: [], nextTry: Self.now.addingTimeInterval(30), now: Self.now) == Self.now.addingTimeInterval(30))
        #expect(schedule.nextPoll(after: [], nextTry: nil, now: Self.now) == Self.now.addingTimeInterval(15 * 60))
        var stale = SampleReport.seoul
        stale.fetchedAt = Self.now.addingTimeInterval(-3600)
        #expect(schedule.nextPoll(after: [stale], nextTry: nil, now: Self.now) == Self.now.addingTimeInterval(1))
    }
}
