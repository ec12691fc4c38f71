import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The dashboard notifies as `watch` does: each load's report, once complete, is handed to the app to
/// look through (against the memory `watch` shares), what the app finds goes out once as a `notify`
/// effect with a word on the bottom line, and `--no-notify` (or `--demo`) asks for nothing.
@MainActor
@Suite struct DashboardNotificationTests {
    let report = SampleReport.seoul
    static let rain = WatchEvent(
        kind: .precipitationStarts(minutes: 20, rate: 2.1, isSnow: false), placeName: "Seoul", placeKey: "37.57,126.98",
        timeZone: LocalTimeZone(secondsFromGMT: 32_400)
    )

    private func lookups(_ effects: [DashboardEffect]) -> [WeatherReport] {
        effects.compactMap { if case let .lookForWatchEvents(report, _) = $0 { report } else { nil } }
    }

    private func notifications(_ effects: [DashboardEffect]) -> [WatchNotification] {
        effects.compactMap { if case let .notify(notification) = $0 { notification } else { nil } }
    }

    @Test func eachLoadsReportIsLookedThroughOnceComplete() {
        let app = DashboardDriver(notifies: true)
        app.start()
        // The weather first, without the place's name or the warnings yet: not yet.
        #expect(lookups(app.send(.dataSource(.loaded(report), load: app.controller.dataSourceLoad))).isEmpty)
        var amended = report
        amended.warnings = WeatherWarnings(source: "KMA", warnings: [], fetchedAt: report.fetchedAt)
        #expect(lookups(app.send(.dataSource(.amended(amended), load: app.controller.dataSourceLoad))).isEmpty)
        let finished = app.send(.dataSource(.finished(amended), load: app.controller.dataSourceLoad))
        #expect(lookups(finished) == [amended])
        // A key, a tick, a timer: no report came in, nothing is looked through.
        #expect(lookups(app.send(.keyPressed(.character("j")))).isEmpty)
        #expect(lookups(app.send(.clockWatchFired)).isEmpty)
    }

    /// The first report of a place is in front of the user: what it holds is remembered, not notified; a
    /// refresh of the same place notifies what is new, and a change of place starts over.
    @Test func theFirstReportOfAPlaceIsRememberedAndARefreshNotifies() {
        func notifying(_ effects: [DashboardEffect]) -> [Bool] {
            effects.compactMap { if case let .lookForWatchEvents(_, notifying) = $0 { notifying } else { nil } }
        }
        let app = DashboardDriver(notifies: true)
        app.start()
        app.update(.loaded(report))
        #expect(notifying(app.send(.dataSource(.finished(report), load: app.controller.dataSourceLoad))) == [false])
        app.send(.keyPressed(.character("r")))
        app.update(.loaded(report))
        #expect(notifying(app.send(.dataSource(.finished(report), load: app.controller.dataSourceLoad))) == [true])
        var busan = report
        busan.place = Place(name: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)
        app.send(.keyPressed(.character("r")))
        app.update(.loaded(busan))
        #expect(notifying(app.send(.dataSource(.finished(busan), load: app.controller.dataSourceLoad))) == [false])
    }

    @Test func anEventFoundGoesOutOnceAndTheBottomLineSaysSo() {
        let app = DashboardDriver(notifies: true)
        app.start()
        app.update(.loaded(report))
        let effects = app.send(.watchEventsFound([Self.rain]))
        let sent = notifications(effects)
        #expect(sent.map(\.summary) == ["Rain in 20 min at Seoul (2.1 mm/h)"])
        #expect(app.state.notice == .notified("Rain in 20 min at Seoul (2.1 mm/h)"))
        #expect(DashboardView().render(app.state).lines.contains { $0.contains("Notified: Rain in 20 min at Seoul (2.1 mm/h)") })
        // Nothing else sends it again: the next update asks for no notification.
        #expect(notifications(app.send(.clockWatchFired)).isEmpty)
        // A key clears the word, as it clears every notice.
        app.handle(.character("j"))
        #expect(app.state.notice == nil)
    }

    @Test func noNotifyAsksForNothing() {
        let app = DashboardDriver(notifies: false)
        app.start()
        app.update(.loaded(report))
        #expect(lookups(app.send(.dataSource(.finished(report), load: app.controller.dataSourceLoad))).isEmpty)
        #expect(notifications(app.send(.watchEventsFound([Self.rain]))).isEmpty)
        #expect(app.state.notice == nil)
    }

    @Test func theDemoNotifiesOfNothing() {
        let loader = FakeLoader()
        loader.isDemo = true
        let app = DashboardDriver(loader: loader, notifies: true)
        app.start()
        app.update(.loaded(report))
        #expect(lookups(app.send(.dataSource(.finished(report), load: app.controller.dataSourceLoad))).isEmpty)
    }
}
