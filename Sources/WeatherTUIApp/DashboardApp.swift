import Dispatch
import FoundationEssentials
import Glibc
import Logging
import TerminalBackend
import WeatherCore
import WeatherPresentation

/// The full-screen app: one event stream on the main actor that input, timers, signals and the data
/// source all feed (each data-source event reaches the controller's `update` from here, and nowhere else); after each event the state is rendered and the changed cells are drawn. The first
/// frame is drawn as soon as curses is up; the services (HTTP client, caches, log) are set up behind it.
@MainActor
final class DashboardApp {
    private enum Event {
        /// Input is waiting since the time given.
        case input(ContinuousClock.Instant)
        /// The terminal went away without a SIGHUP (end of input).
        case hangUp
        case tick
        case autoRefresh
        case dataSource(DataSourceEvent)
        /// Something on screen changes with the clock (an age, a forecast step ending).
        case clockChanged
        case signal(Int32)
        case resize
        /// Ctrl-Z.
        case stop
    }

    /// The place `--location` (or the config file) fixes, as the title of the screens before it has loaded.
    private var fixedLocation: String? {
        switch settings.location {
        case let .name(name): name
        case let .coordinate(coordinate): coordinate.formatted
        case nil: nil
        }
    }

    private let settings: ResolvedSettings
    private let makeServices: () throws -> Services
    private var theme: ResolvedTheme
    private let environment: [String: String]
    private let stored: StoredReport?
    private let view = DashboardView()

    init(
        settings: ResolvedSettings, environment: [String: String], stored: StoredReport?,
        makeServices: @escaping () throws -> Services
    ) {
        self.settings = settings
        self.stored = stored
        self.makeServices = makeServices
        self.theme = ThemeResolver.resolve(settings.theme, environment: environment)
        self.environment = environment
    }

    func run() async -> Int32 {
        let (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let signalSources = TerminalSignals.handleTermination { continuation.yield(.signal($0)) }
            + [TerminalSignals.handleResize { continuation.yield(.resize) }]
            // Back from Ctrl-Z: the terminal may have changed size meanwhile, and no SIGWINCH reaches a stopped job.
            + [TerminalSignals.handleResume { continuation.yield(.resize) }]
            + [TerminalSignals.handleStop { continuation.yield(.stop) }]
        TerminalSignals.restoreTerminalOnCrash()
        let screen: CursesScreen
        do {
            screen = try CursesScreen(
                theme: theme, environment: environment,
                lineDrawing: settings.icons == .ascii ? .alternateCharacterSet : .unicode, mouse: settings.mouse
            )
        } catch {
            StandardStreams.writeError("weathertui: \(error)")
            return 2
        }
        defer {
            screen.stop()
            signalSources.forEach { $0.cancel() }
        }
        // Asked once curses has turned echo off, so the answers are not echoed; read with the keys.
        var backgroundWait: BackgroundAnswerWait?
        if ThemeResolver.asksTerminal(settings.theme, environment: environment) {
            screen.askForBackground()
            backgroundWait = BackgroundAnswerWait(choice: settings.theme, environment: environment, askedAt: .now)
        }
        let glyphs = Glyphs(settings.icons)
        // The stored report, when there is one, is the first frame; with none this costs one failed open.
        let launchTime = Date()
        let storedReport = stored?.read(at: launchTime)
        var firstFrame = ScreenState(
            units: settings.units, language: settings.language, size: screen.size, glyphs: glyphs, clockFormat: settings.clock
        )
        firstFrame.fixedLocation = fixedLocation
        firstFrame.airIndex = settings.airIndex
        if let storedReport {
            firstFrame.now = launchTime
            firstFrame.showStored(storedReport)
        }
        screen.draw(view.render(firstFrame))
        // Watched from here on, so the time input arrives at is known while the services are set up (the
        // background answer's time limit goes by it); it is read in the event loop.
        let input = InputWatcher { report in
            continuation.yield(report == .ready ? .input(.now) : .hangUp)
        }
        input.start()
        defer { input.stop() }
        let services: Services
        do {
            services = try makeServices()
        } catch {
            screen.stop()
            let strings = Strings(language: settings.language, glyphs: glyphs)
            StandardStreams.writeError("weathertui: " + ((error as? Services.SetupError)?.text(strings) ?? "\(error)"))
            return 1
        }
        if let fallback = screen.fallback {
            services.logger.notice("TERM '\(fallback.requested)' is unknown on this system; drawing with '\(fallback.used)'")
        }

        let dataSource = services.makeDataSource()
        let controller = DashboardController(
            loader: dataSource, units: settings.units, language: settings.language, size: screen.size, glyphs: glyphs,
            clockFormat: settings.clock, fixedLocation: fixedLocation, airIndex: settings.airIndex
        )
        dataSource.onEvent = { continuation.yield(.dataSource($0)) }

        controller.clockDidAdvance(to: launchTime)
        controller.start(showing: storedReport)
        screen.draw(view.render(controller.state))
        var spinner: Task<Void, Never>?
        var schedule = settings.refreshInterval.map { RefreshSchedule(interval: TimeInterval($0)) }
        var autoRefresh: Task<Void, Never>?
        /// Auto-refresh's timer fired while a load was in flight: the load's end re-arms it.
        var autoRefreshAwaitsLoad = false
        /// Sleeps until the schedule's next try, then asks for a refresh; the header shows the time while backing off.
        func armAutoRefresh() {
            autoRefresh?.cancel()
            guard let schedule else { return }
            let delay = schedule.secondsUntilNextTry
            autoRefresh = Task {
                try? await Task.sleep(for: .seconds(delay))
                if !Task.isCancelled { continuation.yield(.autoRefresh) }
            }
            controller.showNextTry(at: schedule.isBackingOff ? schedule.nextTry : nil)
        }
        armAutoRefresh()
        var clockTimer: Task<Void, Never>?
        var clockDue: Date?
        /// Wakes the loop when the screen next changes with the clock alone; no wake-up otherwise. A wake-up
        /// already due sooner is kept (it re-arms when it comes).
        func armClock(now: Date) {
            guard let due = controller.state.nextClockChange(after: now) else { return }
            if let clockDue, clockDue <= due { return }
            clockTimer?.cancel()
            clockDue = due
            let delay = due.timeIntervalSince(now)
            clockTimer = Task {
                try? await Task.sleep(for: .seconds(delay))
                if !Task.isCancelled { continuation.yield(.clockChanged) }
            }
        }
        armClock(now: launchTime)
        defer {
            clockTimer?.cancel()
            spinner?.cancel()
            autoRefresh?.cancel()
            dataSource.cancel()
        }

        var status: Int32 = 0
        loop: for await event in events {
            switch event {
            case let .input(arrival):
                var quit = false
                for terminalEvent in screen.readEvents() {
                    switch terminalEvent {
                    case let .key(key):
                        switch controller.handle(key) {
                        case .quit: quit = true
                        case .repaint: screen.invalidate()
                        case .handled, .ignored: break
                        }
                    case let .resize(size):
                        controller.resize(to: size)
                    case let .report(report):
                        if let answered = backgroundWait?.theme(after: report, arrivedAt: arrival), answered != theme {
                            theme = answered
                            screen.setTheme(answered)
                        }
                    }
                }
                input.didDrain()
                if quit { break loop }
                if autoRefreshAwaitsLoad, !dataSource.isLoading {
                    // A key called off the load (Esc during a change of place): no end of it will come.
                    autoRefreshAwaitsLoad = false
                    armAutoRefresh()
                }
            case .hangUp:
                status = 128 + SIGHUP
                break loop
            case .tick:
                controller.advanceSpinner()
            case .autoRefresh:
                controller.refresh(automatic: true)
                // Nothing started (nothing to refresh): the next try is one interval on. A load that did
                // start re-arms the timer when it ends.
                if dataSource.isLoading {
                    autoRefreshAwaitsLoad = true
                } else {
                    schedule?.postpone()
                    armAutoRefresh()
                }
            case let .dataSource(dataSourceEvent):
                controller.update(dataSourceEvent)
                // How a load of the weather ended schedules the next refresh; a failed change of place
                // loaded nothing of the current place, so only re-arms.
                var loadEnded = true
                switch dataSourceEvent {
                case .loaded: schedule?.recordSuccess()
                case let .failed(failure) where !failure.isTransient: schedule?.recordLastingFailure()
                case let .failed(failure): schedule?.recordFailure(retryAfter: failure.retryAfter)
                case .changeFailed: break
                case .locating, .loading, .askingFallback, .amended, .finished: loadEnded = false
                }
                if loadEnded {
                    autoRefreshAwaitsLoad = false
                    armAutoRefresh()
                }
            case .clockChanged:
                clockDue = nil
                // The wall clock may have jumped past the next refresh (a resume from suspend, a clock set
                // by NTP) while the refresh timer, on the monotonic clock, still sleeps: refresh now.
                if let schedule, schedule.isDue, !dataSource.isLoading {
                    continuation.yield(.autoRefresh)
                }
            case let .signal(number):
                status = 128 + number
                break loop
            case .resize:
                controller.resize(to: screen.resizeToTerminal())
            case .stop:
                screen.suspend()
                controller.resize(to: screen.resizeToTerminal())
            }
            if controller.state.isAnimating, spinner == nil {
                spinner = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(100))
                        continuation.yield(.tick)
                    }
                }
            } else if !controller.state.isAnimating, let running = spinner {
                running.cancel()
                spinner = nil
            }
            let now = Date()
            controller.clockDidAdvance(to: now)
            armClock(now: now)
            screen.draw(view.render(controller.state))
            screen.setTitle(WindowTitle.text(for: controller.state))
        }
        await services.shutdown()
        return status
    }
}
