import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// `!` and the warnings panel: it opens where a warning is in force, says in the status line why there
/// is none otherwise, scrolls, and closes on Esc, q and ! without quitting.
@MainActor
@Suite struct WarningsControllerTests {
    let loader = FakeLoader()
    let controller: DashboardDriver

    init() {
        controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
    }

    private func load(_ report: WeatherReport) {
        controller.start()
        controller.update(.loaded(report))
    }

    private var footer: String { DashboardView().render(controller.state).lines.last ?? "" }

    @Test func bangOpensThePanelAndEachClosingKeyClosesIt() {
        for key in [Key.escape, .character("q"), .character("!")] {
            load(SampleWarnings.denver(SampleWarnings.nws))
            #expect(controller.handle(.character("!")) == .handled)
            #expect(controller.state.overlay == .warnings)
            #expect(DashboardView().render(controller.state).lines.contains { $0.contains("Warnings (3)") })
            #expect(controller.handle(key) == .handled, "\(key)")
            #expect(controller.state.overlay == nil)
        }
    }

    @Test func theBannerAndThePanelNameTheSource() {
        load(SampleWarnings.oslo)
        let header = DashboardView().render(controller.state).lines.prefix(6).joined(separator: "\n")
        #expect(header.contains("⚠ Ice until Sun 06:00 · MET Norway"), "\(header)")
        controller.handle(.character("!"))
        let panel = DashboardView().render(controller.state).lines.joined(separator: "\n")
        #expect(panel.contains("MET Norway · from 08:40 until Sun 06:00"), "\(panel)")
        #expect(panel.contains("Official warnings from MET Norway, fetched 08:40"), "\(panel)")
    }

    @Test func aLongPanelScrollsOnASmallTerminal() {
        controller.resize(to: TerminalSize(columns: 40, rows: 12))
        load(SampleWarnings.denver(SampleWarnings.nws))
        controller.handle(.character("!"))
        #expect(controller.handle(.down) == .handled)
        #expect(controller.state.warningsOffset == 1)
        controller.handle(.end)
        let panel = WarningsPanelView(state: controller.state)!.layout(in: DashboardLayout(size: controller.state.size).body)
        #expect(panel.maximumOffset > 0)
        #expect(controller.state.warningsOffset == panel.maximumOffset)
        #expect(DashboardView().render(controller.state).lines.contains { $0.contains("Official warnings from NWS") })
        controller.handle(.home)
        #expect(controller.state.warningsOffset == 0)
        #expect(controller.state.overlay == .warnings)
    }

    /// A warning whose area the service names only by codes is no banner: `!` lists it apart, after the
    /// place's own, under its heading.
    @Test func aWarningWhoseAreaIsUnclearIsListedApartAndIsNoBanner() throws {
        var report = SampleWarnings.denver([])
        let heat = WeatherWarning(source: "NWS", event: "Heat Advisory", severity: .moderate, ends: SampleWarnings.minutes(600))
        report.warnings = WeatherWarnings(source: "NWS", warnings: [], areaUnclear: [heat], fetchedAt: SampleReport.now)
        load(report)
        let header = DashboardView().render(controller.state).lines.prefix(6).joined(separator: "\n")
        #expect(!header.contains("Heat Advisory"), "\(header)")
        #expect(controller.handle(.character("!")) == .handled)
        #expect(controller.state.overlay == .warnings)
        let panel = DashboardView().render(controller.state).lines.joined(separator: "\n")
        let heading = try #require(panel.range(of: "Nearby, area unclear"))
        #expect(panel[heading.upperBound...].contains("Heat Advisory"), "\(panel)")
    }

    @Test func withoutAWarningTheStatusLineSaysWhy() {
        var none = SampleWarnings.denver([])
        load(none)
        controller.handle(.character("!"))
        #expect(controller.state.overlay == nil)
        #expect(footer.contains("No warnings in force from NWS"), "\(footer)")

        none.warnings = WeatherWarnings(source: nil, warnings: [], fetchedAt: SampleReport.now)
        load(none)
        controller.handle(.character("!"))
        #expect(footer.contains("No official warnings here"), "\(footer)")

        load(SampleReport.seoul)
        controller.handle(.character("!"))
        #expect(footer.contains("Official warnings have not loaded"), "\(footer)")
        controller.handle(.character("x"))
        #expect(footer.contains("r refresh"), "\(footer)")
    }

    @Test func noneInForceDiffersFromUnknown() {
        load(SampleWarnings.berlinUnanswered)
        controller.handle(.character("!"))
        #expect(controller.state.overlay == nil)
        #expect(footer.contains("DWD did not answer; warnings unknown"), "\(footer)")
        var answeredBefore = SampleWarnings.berlinUnanswered
        answeredBefore.warnings?.lastAnswered = SampleReport.now.addingTimeInterval(-3_600)
        load(answeredBefore)
        controller.handle(.character("!"))
        #expect(footer.contains("DWD unavailable; last answer 07:40"), "\(footer)")
        load(SampleWarnings.berlinUnanswered)
        controller.handle(.character("!"))
        let screen = DashboardView().render(controller.state)
        #expect(!screen.lines.prefix(6).joined().contains("⚠"))
        var regional = SampleWarnings.berlinUnanswered
        regional.warnings?.status = .regionUnknown
        load(regional)
        controller.handle(.character("!"))
        #expect(footer.contains("DWD: region not found; warnings unknown"), "\(footer)")
        regional.warnings?.status = .answered
        load(regional)
        controller.handle(.character("!"))
        #expect(footer.contains("No warnings in force from DWD"), "\(footer)")
    }

    @Test func thePanelListsEveryWarningFirstMostSevereFirstThenEachInFull() {
        controller.resize(to: TerminalSize(columns: 100, rows: 40))
        load(SampleWarnings.denver(SampleWarnings.nws))
        controller.handle(.character("!"))
        let lines = DashboardView().render(controller.state).lines
        let top = lines.firstIndex { $0.contains("Warnings (3)") } ?? 0
        #expect(lines[top + 1].contains("⚠ Winter Storm Warning · until 18:00 · NWS"), "\(lines[top + 1])")
        #expect(lines[top + 2].contains("⚠ Wind Advisory · until 14:00 · NWS"), "\(lines[top + 2])")
        #expect(lines[top + 3].contains("⚠ Special Weather Statement · until 12:00 · NWS"), "\(lines[top + 3])")
        #expect(lines[top + 5].contains("⚠ Winter Storm Warning · Severe"), "\(lines[top + 5])")
    }

    @Test func endedWarningsAreNotShown() {
        let controller = DashboardDriver(loader: loader, stored: SampleWarnings.denver(SampleWarnings.nws))
        controller.start()
        // The stored report read two days later: every warning in it has ended.
        controller.clockDidAdvance(to: SampleReport.now.addingTimeInterval(2 * 86_400))
        let header = DashboardView().render(controller.state).lines.prefix(6).joined(separator: "\n")
        #expect(!header.contains("⚠"), "\(header)")
        controller.handle(.character("!"))
        #expect(controller.state.overlay == nil)
        let footer = DashboardView().render(controller.state).lines.last ?? ""
        #expect(footer.contains("No warnings in force from NWS"), "\(footer)")
    }

    @Test func aRefreshWithoutWarningsYetClosesThePanelAndOneWithThemKeepsIt() {
        let report = SampleWarnings.denver(SampleWarnings.nws)
        load(report)
        controller.handle(.character("!"))
        controller.update(.loaded(report))
        #expect(controller.state.overlay == .warnings)
        var pending = report
        pending.warnings = nil
        controller.update(.loaded(pending))
        #expect(controller.state.overlay == nil)
        #expect(controller.handle(.escape) == .handled, "an Esc just after is taken as meant for the panel")
    }

    @Test func aWarningArrivingLaterFillsInTheBanner() {
        var report = SampleReport.seoul
        load(report)
        #expect(!DashboardView().render(controller.state).lines[1].contains("⚠"))
        report.warnings = SampleWarnings.denver(SampleWarnings.nws).warnings
        controller.update(.amended(report))
        #expect(DashboardView().render(controller.state).lines[1].contains("⚠ Winter Storm Warning until 18:00 · NWS"))
        if case let .loaded(loaded) = controller.state.phase {
            #expect(!loaded.isStale)
        }
    }
}
