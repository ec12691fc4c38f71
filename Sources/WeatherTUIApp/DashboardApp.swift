import Dispatch
import FoundationEssentials
import Glibc
import Logging
import TerminalBackend
import WeatherCore
import WeatherPresentation

/// The full-screen app: one event stream on the main actor that input, timers, signals and the data
/// source all feed. Each event goes through the controller's `update(_:at:)`, the one place where the
/// state changes and the one place where anything is decided; the loop carries out the effects it
/// returns (loads, timers, the terminal) and draws the state's changed cells. The first frame is drawn
/// as soon as curses is up; the services (HTTP client, caches, log) are set up behind it.
@MainActor
final class DashboardApp {
    /// What reaches the loop.
    private enum Message: Sendable {
        case event(DashboardEvent)
        /// A timer went off; it goes on to the controller only if that arming is still the timer's.
        case timerFired(DashboardTimer, arming: Int)
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
    private let environment: [String: String]
    private let stored: StoredReports?
    /// What `watch` and the dashboard have notified of; nil where the dashboard does not notify (`--demo`,
    /// `--no-notify`).
    private let sentEvents: SentEvents?
    private var view = DashboardView()

    init(
        settings: ResolvedSettings, environment: [String: String], stored: StoredReports?, sentEvents: SentEvents?,
        makeServices: @escaping () throws -> Services
    ) {
        self.settings = settings
        self.stored = stored
        self.sentEvents = sentEvents
        self.makeServices = makeServices
        self.environment = environment
    }

    func run() async -> Int32 {
        let (messages, continuation) = AsyncStream<Message>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let post: @Sendable (DashboardEvent) -> Void = { continuation.yield(.event($0)) }
        let signalSources = TerminalSignals.handleTermination { post(.terminationSignalled($0)) }
            + [TerminalSignals.handleResize { post(.windowResized) }]
            + [TerminalSignals.handleResume { post(.resumed) }]
            + [TerminalSignals.handleStop { post(.stopRequested) }]
        TerminalSignals.restoreTerminalOnCrash()
        let theme = ThemeResolver.resolve(settings.theme, environment: environment)
        let screen: CursesScreen
        do {
            screen = try CursesScreen(
                theme: theme, environment: environment,
                // The screen-reader form leaves the mouse to the terminal: a click there is no place on a list of sentences,
                // and a reader's review of the screen may move the pointer.
                lineDrawing: settings.icons == .ascii ? .alternateCharacterSet : .unicode, mouse: settings.mouse && !settings.screenReader
            )
        } catch {
            StandardStreams.writeError("weathertui: " + Strings(language: settings.language, glyphs: Glyphs(settings.icons)).startError(error))
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
        // Watched from the query on, on a thread of its own, so the time input arrives at is known while the
        // first frame is drawn and the services are set up (the background answer's time limit goes by
        // it, not by when the main actor gets to it); it is read in the event loop.
        let input = InputWatcher { report in
            post(report == .ready ? .inputReady(at: .now) : .terminalHungUp)
        }
        input.start()
        defer { input.stop() }
        let glyphs = Glyphs(settings.icons)
        // The stored report, when there is one, is the first frame; with none this costs one failed open.
        let launchTime = Date()
        var controller = DashboardController(
            units: settings.units, language: settings.language, size: screen.size, glyphs: glyphs, clockFormat: settings.clock,
            fixedLocation: fixedLocation, airIndex: settings.airIndex, stored: stored?.read(at: launchTime).first ?? nil, now: launchTime,
            refreshSchedule: settings.refreshInterval.map { RefreshSchedule(interval: TimeInterval($0), now: launchTime) },
            theme: theme, backgroundWait: backgroundWait, notifies: sentEvents != nil, screenReader: settings.screenReader
        )
        view.theme = theme
        screen.draw(view.render(controller.state))
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

        let logger = services.logger
        services.cacheWriter?.whenAWriteFails { reason in
            logger.error("cache: could not save to the cache: \(reason)")
            post(.cacheNotSaved(reason: reason))
        }
        let dataSource = services.makeDataSource(.caller)
        dataSource.onEvent = { post(.dataSource($0, load: $1)) }
        let placesLoader = services.places?.makeLoader()
        placesLoader?.onEvent = { post(.places($0, load: $1)) }
        let radarLoader = services.makeRadarLoader?()
        radarLoader?.onEvent = { post(.radar($0, load: $1)) }
        let timers = TimerTasks { timer, arming in continuation.yield(.timerFired(timer, arming: arming)) }
        let terminal = TerminalNotificationChannel(environment: environment, strings: Strings(language: settings.language, glyphs: glyphs))
        defer {
            timers.cancelAll()
            dataSource.cancel()
            placesLoader?.cancel()
            radarLoader?.cancel()
        }

        /// Passes `event` through the update and carries out what it asks for, with the events that
        /// carrying it out brings (the keys read, the size measured), then draws; the exit status once
        /// it asks to quit.
        func handle(_ event: DashboardEvent) -> Int32? {
            var events = [event]
            while !events.isEmpty {
                for effect in controller.update(events.removeFirst(), at: Date()) {
                    switch effect {
                    case let .reload(load): dataSource.reload(as: load)
                    case let .changeLocation(query, load): dataSource.changeLocation(to: query, as: load)
                    case let .changePlace(place, load): dataSource.changeLocation(to: place, as: load)
                    case let .askFallback(load): dataSource.patienceRanOut(for: load)
                    case .cancelLoad: dataSource.cancel()
                    case let .loadPlaces(entries, load): placesLoader?.load(entries, as: load)
                    case let .loadRadar(place, load): radarLoader?.load(around: place, as: load)
                    case .cancelRadarLoad: radarLoader?.cancel()
                    case let .changePinnedPlaces(change):
                        services.places?.change(change) { reason in
                            logger.error("cache: the pinned places could not be saved: \(reason)")
                            post(.pinsNotSaved(reason: reason))
                        }
                    case let .armTimer(timer, delay): timers.arm(timer, after: delay)
                    case let .cancelTimer(timer): timers.cancel(timer)
                    case .readInput:
                        events += screen.readEvents().map(DashboardEvent.init)
                        input.didDrain()
                    case .measureTerminal: events.append(.terminalResized(screen.resizeToTerminal()))
                    case .suspend: screen.suspend()
                    case .repaint: screen.invalidate()
                    case let .setTheme(theme):
                        screen.setTheme(theme)
                        view.theme = theme
                    case let .setTitle(text): screen.setTitle(text)
                    case let .lookForWatchEvents(report, notifying):
                        let now = Date()
                        let found = sentEvents?.plan([report], planner: WatchPlanner(settings: settings, at: now), now: now) { reason in
                            logger.error("dashboard: could not save what was notified: \(reason)")
                            post(.cacheNotSaved(reason: reason))
                        }
                        if notifying, let found, !found.isEmpty { events.append(.watchEventsFound(found)) }
                    case let .notify(notification):
                        screen.notify(terminal.escapeSequence(for: notification))
                        logger.info("dashboard: notified \"\(notification.summary)\" through \(terminal.name)")
                    case let .quit(status): return status
                    }
                }
            }
            screen.draw(view.render(controller.state))
            return nil
        }

        var status = handle(.servicesStarted(
            recentPlaces: dataSource.recentPlaces.places, isDemo: dataSource.isDemo, pinnedPlaces: services.places?.pinned() ?? PinnedPlaces()
        ))
        if status == nil {
            loop: for await message in messages {
                switch message {
                case let .event(event):
                    status = handle(event)
                case let .timerFired(timer, arming):
                    guard timers.take(timer, arming: arming) else { continue }
                    status = handle(timer.firedEvent)
                }
                if status != nil { break loop }
            }
        }
        await services.shutdown()
        return status ?? 0
    }
}
