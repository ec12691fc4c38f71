import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The stored report on the first frame, the load behind it, and ages against the clock.
@MainActor
@Suite struct StoredReportControllerTests {
    let loader = FakeLoader()
    let stored = SampleReport.seoul

    /// The app launched at `now` with `stored` on its first frame, its services up.
    private func started(showing stored: WeatherReport?, at now: Date = SampleReport.now, refreshInterval: TimeInterval? = nil) -> DashboardDriver {
        let controller = DashboardDriver(loader: loader, stored: stored, now: now, refreshInterval: refreshInterval)
        controller.start()
        return controller
    }

    private func grid(_ controller: DashboardDriver) -> String {
        DashboardView().render(controller.state).lines.joined(separator: "\n")
    }

    @Test func theStoredReportIsShownAsLoadedWhileTheLoadRuns() {
        let launch = SampleReport.now.addingTimeInterval(2 * 3600 + 60)
        let controller = started(showing: stored, at: launch)
        let shown = stored.droppingPastSteps(at: launch)
        #expect(loader.reloads == 1)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: shown, isRefreshing: true, isStored: true)))
        #expect(controller.state.isAnimating)
        let top = grid(controller).split(separator: "\n")[0]
        #expect(top.contains("refreshing · from 08:40, 2 h ago"), "\(top)")
        // The load's steps keep the stored data on screen, as a refresh's do.
        controller.update(.locating(.ipLookup))
        controller.update(.loading(stored.place))
        #expect(controller.state.report == shown)
    }

    @Test func aFailedLoadKeepsTheStoredReportMarkedOffline() {
        let controller = started(showing: stored, at: SampleReport.now.addingTimeInterval(600))
        controller.update(.failed(.weather(.offline)))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: stored, isStale: true, isStored: true)))
        #expect(controller.state.overlay == .refreshFailure(.weather(.offline)))
        #expect(grid(controller).split(separator: "\n")[0].contains("offline · from 08:40, 10 min ago"))
        // With auto-refresh, the header says when it tries again (30 s after a first failure).
        let refreshing = started(showing: stored, at: SampleReport.now.addingTimeInterval(600), refreshInterval: 900)
        refreshing.update(.failed(.weather(.offline)))
        #expect(grid(refreshing).split(separator: "\n")[0].contains("offline · 10 min ago · next try 08:50"))
    }

    @Test func aSuccessfulLoadReplacesTheStoredReportAndTheMarkGoes() {
        let controller = started(showing: stored, at: SampleReport.now.addingTimeInterval(600))
        var fresh = stored
        fresh.fetchedAt = SampleReport.now.addingTimeInterval(600)
        controller.update(.loaded(fresh))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: fresh)))
        let top = grid(controller).split(separator: "\n")[0]
        #expect(top.contains("updated 08:50") && !top.contains("from") && !top.contains("offline"), "\(top)")
    }

    @Test func nothingStoredStartsByLocating() {
        let controller = started(showing: nil)
        #expect(controller.state.phase == .locating(nil))
    }

    @Test func stepsThatEndWhileOnScreenLeaveTheList() throws {
        let controller = started(showing: stored)
        let first = try #require(stored.forecast.first)
        let count = stored.forecast.count
        controller.clockDidAdvance(to: first.time.addingTimeInterval(3 * 3600))
        #expect(controller.state.report?.forecast.count == count - 1)
        #expect(controller.state.report?.forecast.first == stored.forecast[1])
        #expect(controller.state.scroll.itemCount == count - 1)
    }

    @Test func currentConditionsHoursOldAreNotPassedOffAsNow() {
        let controller = started(showing: stored, at: SampleReport.now.addingTimeInterval(2 * 3600))
        #expect(!grid(controller).contains("Not current"))
        controller.clockDidAdvance(to: stored.current.time.addingTimeInterval(3 * 3600 + 60))
        #expect(grid(controller).contains("Not current: observed"))
    }

    @Test func whileAReportIsOnScreenTheAppReadsTheClockAtLeastEachMinute() throws {
        let now = SampleReport.now
        // Nothing on screen depends on the clock: the app sleeps until a key.
        #expect(started(showing: nil).state.nextClockChange(after: now) == nil)
        let controller = started(showing: stored)
        #expect(controller.state.nextClockChange(after: now) == now.addingTimeInterval(60))
        // Fresh data: when its first step ends or its conditions grow old, and each minute in between.
        controller.update(.loaded(stored))
        let firstEnd = stored.endOfStep(0)
        let growsOld = stored.current.time.addingTimeInterval(ScreenState.currentConditionsLifetime)
        #expect(controller.state.nextClockChange(after: now) == min(firstEnd, growsOld, now.addingTimeInterval(60)))
        let late = max(firstEnd, growsOld)
        #expect(controller.state.nextClockChange(after: late) == late.addingTimeInterval(60))
    }

    /// A laptop suspended overnight: at the first reading of the clock after the jump, the steps that
    /// ended meanwhile have left the list and the header says how old the conditions are.
    @Test func aClockThatJumpsHoursAheadShowsTheMorningAtTheNextReading() throws {
        let now = SampleReport.now
        let controller = started(showing: nil, at: now)
        controller.update(.loaded(stored))
        #expect(!grid(controller).contains("Not current"))
        let morning = now.addingTimeInterval(9 * 3600)
        controller.clockDidAdvance(to: morning)
        let report = try #require(controller.state.report)
        #expect(report.forecast.count < stored.forecast.count)
        #expect(report.endOfStep(0) > morning, "the list starts with a step that has ended")
        #expect(controller.state.scroll.itemCount == report.forecast.count)
        #expect(grid(controller).contains("Not current: observed"), "\(grid(controller))")
    }

    @Test(arguments: [
        (-5.0, "just now", "방금"), (59, "just now", "방금"), (60, "1 min ago", "1분 전"), (3599, "59 min ago", "59분 전"),
        (7200, "2 h ago", "2시간 전"), (47 * 3600, "47 h ago", "47시간 전"), (3 * 86_400, "3 d ago", "3일 전"),
        (.nan, "just now", "방금"), (.infinity, "just now", "방금"), (1e300, "11574074 d ago", "11574074일 전"),
    ])
    func agesReadNaturallyWhateverTheClockSays(seconds: Double, english: String, korean: String) {
        #expect(Strings(language: .english).age(seconds) == english)
        #expect(Strings(language: .korean).age(seconds) == korean)
    }
}
