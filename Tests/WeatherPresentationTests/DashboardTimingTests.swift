import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The timing the app's loop used to keep in its own variables, now the update's: auto-refresh and its
/// backoff, the clock watch and a wall clock that jumps, the spinner, the background answer's wait, and
/// what signals and the terminal ask for. Run on the driver's fake clock, in milliseconds.
@MainActor
@Suite struct DashboardTimingTests {
    let report = SampleReport.seoul

    /// A dashboard showing `report`, loaded as soon as it started.
    private func loaded(refreshInterval: TimeInterval? = nil) -> DashboardDriver {
        let app = DashboardDriver(refreshInterval: refreshInterval)
        app.start()
        app.update(.loaded(report))
        return app
    }

    private func header(_ app: DashboardDriver) -> String {
        DashboardView().render(app.state).lines[0]
    }

    @Test func theFirstLoadSpinsAndLoadedIdleArmsOnlyTheClockWatch() {
        let app = DashboardDriver()
        app.expect(.servicesStarted(recentPlaces: [], isDemo: false), effects: [
            .reload(load: 1), .armTimer(.spinner, after: .milliseconds(100)), .setTitle("weathertui"),
        ]) {
            $0.state.now = app.now
            $0.state.isLoading = true
            $0.dataSourceLoad = 1
            $0.timers = [.spinner: app.now.addingTimeInterval(0.1)]
            $0.title = "weathertui"
        }
        app.advance(by: .milliseconds(1050))
        #expect(app.state.spinnerFrame == 10)
        #expect(app.timers == [.spinner: .milliseconds(1100)])

        app.update(.loaded(report))
        #expect(app.timers == [.clockWatch: .milliseconds(1050) + .seconds(60)])
        // An hour of idling: the clock watch wakes the app once a minute, and nothing else does.
        let firings = app.firings
        app.advance(by: .seconds(3600))
        #expect(app.firings.count - firings.count == 60)
        #expect(app.firings.dropFirst(firings.count).allSatisfy { $0 == .clockWatch })
        #expect(app.state.spinnerFrame == 10)
        #expect(app.loader.reloads == 1)
    }

    /// The chosen weather service's patience is a timer of the update: armed as the service is asked, it
    /// has the fallback asked for that load when it goes off, and is called off once the weather comes.
    @Test func thePatienceWithTheChosenServiceIsANamedTimer() {
        let app = DashboardDriver()
        app.start()
        app.advance(by: .milliseconds(50))
        app.expect(.dataSource(.awaitingForecast(patience: .milliseconds(2500)), load: 1), effects: [
            .armTimer(.fallbackPatience, after: .milliseconds(2500)),
        ]) {
            $0.fallbackPatienceLoad = 1
            $0.timers[.fallbackPatience] = app.now.addingTimeInterval(2.5)
        }
        app.expectFiring(.fallbackPatience, effects: [.askFallback(load: 1)]) {
            $0.fallbackPatienceLoad = nil
            $0.timers[.fallbackPatience] = nil
            $0.state.spinnerFrame = app.state.spinnerFrame
            $0.timers[.spinner] = app.controller.timers[.spinner]
        }

        app.send(.dataSource(.awaitingForecast(patience: .seconds(5)), load: 1))
        app.update(.loaded(report))
        #expect(app.timers[.fallbackPatience] == nil)
        #expect(app.controller.fallbackPatienceLoad == nil)
    }

    /// A load called off takes its patience with it: Esc while a change of place loads, and nothing is
    /// asked of the data source for that load later.
    @Test func aLoadCalledOffTakesItsPatienceWithIt() {
        let app = loaded()
        app.handle(.character("l"))
        for character in "Busan" { app.handle(.character(character)) }
        app.handle(.enter)
        app.update(.awaitingForecast(patience: .seconds(5)))
        #expect(app.timers[.fallbackPatience] == app.uptime + .seconds(5))
        app.send(.keyPressed(.escape))
        #expect(app.timers[.fallbackPatience] == nil)
        app.advance(by: .seconds(10))
        #expect(!app.firings.contains(.fallbackPatience))
        #expect(app.loader.fallbacksAsked.isEmpty)
    }

    @Test func theSpinnerRunsOnlyWhileSomethingAnimates() {
        let app = loaded()
        app.expect(.keyPressed(.character("r")), effects: [.reload(load: 2), .armTimer(.spinner, after: .milliseconds(100))]) {
            $0.state.now = app.now
            $0.state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
            $0.state.isLoading = true
            $0.dataSourceLoad = 2
            $0.timers[.spinner] = app.now.addingTimeInterval(0.1)
        }
        app.advance(by: .milliseconds(300))
        #expect(app.state.spinnerFrame == 3)
        app.expect(.dataSource(.failed(.weather(.offline)), load: 2), effects: [.cancelTimer(.spinner)]) {
            $0.state.now = app.now
            $0.state.phase = .loaded(LoadedWeather(report: report, isStale: true))
            $0.state.overlay = .refreshFailure(.weather(.offline))
            $0.state.isLoading = false
            $0.timers[.spinner] = nil
        }
    }

    @Test func autoRefreshComesOneIntervalAfterEachLoad() {
        let app = loaded(refreshInterval: 900)
        #expect(app.timers[.refresh] == .seconds(900))
        app.advance(by: .seconds(899))
        #expect(app.loader.reloads == 1)
        app.expectFiring(.refresh, effects: [.reload(load: 2), .armTimer(.spinner, after: .milliseconds(100))]) {
            $0.state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
            $0.state.isLoading = true
            $0.dataSourceLoad = 2
            $0.state.isAutomaticRefresh = true
            $0.refreshAwaitsLoad = true
            $0.timers[.refresh] = nil
            $0.timers[.spinner] = app.now.addingTimeInterval(0.1)
        }
        app.advance(by: .seconds(2))
        var fresh = report
        fresh.fetchedAt = app.now
        app.update(.loaded(fresh))
        #expect(app.timers[.refresh] == app.uptime + .seconds(900))
        #expect(!app.controller.refreshAwaitsLoad)
        #expect(app.state.nextTry == nil)
    }

    @Test func failuresBackOffUntilASuccessPutsTheScheduleBackOnItsInterval() throws {
        let app = loaded(refreshInterval: 600)
        app.advance(by: .seconds(600))
        #expect(app.loader.reloads == 2)
        let retry = app.now.addingTimeInterval(30)
        app.expect(.dataSource(.failed(.weather(.offline)), load: 2), effects: [.armTimer(.refresh, after: .seconds(30)), .cancelTimer(.spinner)]) {
            $0.state.now = app.now
            $0.state.phase = .loaded(LoadedWeather(report: report, isStale: true))
            $0.state.overlay = .refreshFailure(.weather(.offline))
            $0.state.isLoading = false
            $0.state.nextTry = retry
            $0.refreshSchedule?.recordFailure(at: app.now)
            $0.refreshAwaitsLoad = false
            $0.timers[.refresh] = retry
            $0.timers[.spinner] = nil
        }
        #expect(header(app).contains("next try"), "\(header(app))")
        var delays: [Duration] = []
        for _ in 0..<6 {
            let due = try #require(app.timers[.refresh])
            delays.append(due - app.uptime)
            app.advance(by: due - app.uptime)
            app.update(.failed(.weather(.offline)))
        }
        #expect(delays == [.seconds(30), .seconds(60), .seconds(120), .seconds(240), .seconds(480), .seconds(600)])
        #expect(app.loader.reloads == 8)
        // A success puts the schedule back on its interval.
        app.advance(by: .seconds(600))
        app.update(.loaded(report))
        #expect(app.timers[.refresh] == app.uptime + .seconds(600))
        #expect(app.state.nextTry == nil)
        #expect(!header(app).contains("next try"))
    }

    @Test func aRateLimitIsNotRetriedBeforeItsRetryAfter() {
        let app = loaded(refreshInterval: 60)
        app.advance(by: .seconds(60))
        app.update(.failed(.weather(.rateLimited(retryAfter: 7200))))
        #expect(app.timers[.refresh] == app.uptime + .seconds(7200))
        #expect(app.state.nextTry == app.now.addingTimeInterval(7200))
        app.advance(by: .seconds(7199))
        #expect(app.loader.reloads == 2)
        app.advance(by: .seconds(1))
        #expect(app.loader.reloads == 3)
    }

    @Test func aFailureRetryingCannotMendWaitsTheIntervalAndShowsNoNextTry() {
        let app = loaded(refreshInterval: 900)
        app.advance(by: .seconds(900))
        app.update(.failed(.weather(.certificateRejected(host: "api.open-meteo.com", problem: .untrusted))))
        #expect(app.timers[.refresh] == app.uptime + .seconds(900))
        #expect(app.state.nextTry == nil)
    }

    /// A laptop resumed in the morning, or a clock set by NTP: the wall clock passes the refresh's due
    /// time while its timer, on the monotonic clock, sleeps on. The clock watch, which wakes the app at
    /// least once a minute while a report is on screen, finds the refresh due and starts it, and the
    /// screen shows the morning (the steps that ended meanwhile gone, the conditions marked old).
    @Test func aNineHourWallClockJumpRefreshesAtTheNextClockReading() throws {
        let refreshing = loaded(refreshInterval: 3600)
        let watching = loaded()
        for app in [refreshing, watching] {
            app.advance(by: .seconds(600))
            app.jumpWallClock(by: 9 * 3600)
        }
        #expect(refreshing.loader.reloads == 1)
        #expect(refreshing.timers[.refresh] == .seconds(3600), "the refresh timer sleeps for 50 more minutes")
        let watch = try #require(refreshing.timers[.clockWatch])
        #expect(watch - refreshing.uptime <= .seconds(60))

        refreshing.advance(by: watch - refreshing.uptime)
        #expect(refreshing.loader.reloads == 2, "the refresh starts at the first reading of the clock")
        #expect(refreshing.state.isAutomaticRefresh && refreshing.controller.refreshAwaitsLoad)
        watching.advance(by: .seconds(60))
        #expect(watching.loader.reloads == 1, "without auto-refresh nothing is loaded")
        for app in [refreshing, watching] {
            let shown = try #require(app.state.report)
            #expect(shown.forecast.count < report.forecast.count)
            #expect(shown.endOfStep(0) > app.now, "the list starts with a step that has ended")
            #expect(DashboardView().render(app.state).lines.contains { $0.contains("Not current") })
        }
        // The refresh's end puts the next one an interval after it, on the new time.
        var morning = report
        morning.fetchedAt = refreshing.now
        refreshing.update(.loaded(morning))
        #expect(refreshing.timers[.refresh] == refreshing.uptime + .seconds(3600))
        #expect(refreshing.loader.reloads == 2)
    }

    @Test func aRefreshWhileOneIsInFlightDoesNotStartASecond() {
        let app = loaded(refreshInterval: 600)
        app.advance(by: .seconds(590))
        app.handle(.character("r"))
        #expect(app.loader.reloads == 2)
        // Auto-refresh comes due during the load the key started: it waits for its end.
        app.expectFiring(.refresh, effects: []) {
            $0.timers[.refresh] = nil
            $0.refreshAwaitsLoad = true
        }
        #expect(app.send(.keyPressed(.character("r"))).isEmpty)
        #expect(app.loader.reloads == 2)
        // Nor does the clock watch start one when the wall clock is past the due time.
        app.jumpWallClock(by: 3600)
        app.advance(by: .seconds(60))
        #expect(app.loader.reloads == 2)
        app.update(.loaded(report))
        #expect(app.timers[.refresh] == app.uptime + .seconds(600))
        #expect(!app.controller.refreshAwaitsLoad)
    }

    /// Esc while a change of place loads calls the load off: no end of it will come, so auto-refresh,
    /// which came due meanwhile, is armed again at once.
    @Test func aKeyThatCallsOffALoadArmsAutoRefreshAgain() {
        let app = loaded(refreshInterval: 600)
        app.advance(by: .seconds(300))
        app.handle(.character("l"))
        for character in "Busan" { app.handle(.character(character)) }
        app.handle(.enter)
        #expect(app.loader.changes == [.query(.name("Busan"))])
        app.advance(by: .seconds(300))
        #expect(app.controller.refreshAwaitsLoad)
        #expect(app.loader.reloads == 1)
        app.expect(.keyPressed(.escape), effects: [.cancelLoad, .armTimer(.refresh, after: .zero), .cancelTimer(.spinner)]) {
            $0.state.phase = .loaded(LoadedWeather(report: report))
            $0.state.overlay = nil
            $0.state.isLoading = false
            $0.state.isChangingLocation = false
            $0.refreshAwaitsLoad = false
            $0.dataSourceLoad = 3
            $0.timers[.refresh] = app.now
            $0.timers[.spinner] = nil
        }
        app.advance(by: .zero)
        #expect(app.loader.reloads == 2)
        #expect(app.state.isAutomaticRefresh)
    }

    @Test func aBackgroundAnswerWithinItsTimeLimitSetsTheTheme() throws {
        let white = try #require(BackgroundColor(specification: "rgb:ffff/ffff/ffff"))
        let askedAt = ContinuousClock.now
        let wait = BackgroundAnswerWait(choice: .auto, environment: [:], askedAt: askedAt)
        let quick = DashboardDriver(theme: .dark, backgroundWait: wait)
        quick.start()
        #expect(quick.send(.inputReady(at: askedAt.advanced(by: .milliseconds(60)))) == [.readInput])
        #expect(quick.send(.terminalAnswered(.background(white))) == [.setTheme(.light)])
        #expect(quick.controller.theme == .light)
        let late = DashboardDriver(theme: .dark, backgroundWait: wait)
        late.start()
        late.send(.inputReady(at: askedAt.advanced(by: .milliseconds(150))))
        #expect(late.send(.terminalAnswered(.background(white))).isEmpty)
        #expect(late.controller.theme == .dark)
    }

    @Test func signalsAndTheTerminalAskForWhatTheLoopDoes() {
        let app = loaded()
        var sent = app.controller
        #expect(sent.update(.terminationSignalled(15), at: app.now) == [.quit(status: 143)])
        #expect(sent.update(.terminationSignalled(2), at: app.now) == [.quit(status: 130)])
        #expect(sent.update(.terminalHungUp, at: app.now) == [.quit(status: 129)])
        #expect(sent.update(.keyPressed(.character("q")), at: app.now) == [.quit(status: 0)])
        #expect(sent.update(.windowResized, at: app.now) == [.measureTerminal])
        #expect(sent.update(.resumed, at: app.now) == [.measureTerminal])
        #expect(sent.update(.stopRequested, at: app.now) == [.suspend, .measureTerminal])
        #expect(sent.update(.keyPressed(.control("l")), at: app.now) == [.repaint])
    }
}
