import FoundationEssentials
import Glibc
import WeatherCore

/// The one door: every event reaches the state through here.
extension DashboardController {
    /// `event` happened at `now` (the wall clock): the state changes, and what the app is to do about it
    /// comes back, in order. Nothing is read or done here: the time comes with the event, and every
    /// load, timer and write to the terminal is an effect the app carries out.
    public mutating func update(_ event: DashboardEvent, at now: Date) -> [DashboardEffect] {
        effects = []
        let before = (report: state.report, summary: state.screenReader ? state.spokenSummary : [])
        state.now = now
        switch event {
        case let .servicesStarted(recentPlaces, isDemo, pinnedPlaces):
            state.pinnedPlaces = pinnedPlaces
            start(recentPlaces: recentPlaces, isDemo: isDemo)
            armRefresh(at: now)
        case let .inputReady(arrival):
            inputArrivedAt = arrival
            effects.append(.readInput)
        case let .keyPressed(key):
            switch handle(key) {
            case .quit: effects.append(.quit(status: 0))
            case .repaint: effects.append(.repaint)
            case .handled, .ignored: break
            }
        case let .terminalResized(size):
            resize(to: size)
        case let .terminalAnswered(report):
            takeThemeAnswer(report)
        case .terminalHungUp:
            effects.append(.quit(status: 128 + SIGHUP))
        case .windowResized, .resumed:
            effects.append(.measureTerminal)
        case .stopRequested:
            // Back from the stop, the terminal may have another size, and no SIGWINCH reached a stopped job.
            effects += [.suspend, .measureTerminal]
        case let .terminationSignalled(number):
            effects.append(.quit(status: 128 + number))
        case let .dataSource(event, load):
            // A step of a load replaced or called off: the data source has moved on.
            guard load == dataSourceLoad else { break }
            update(event)
            scheduleRefresh(after: event, at: now)
            timeFallbackPatience(after: event, load: load, at: now)
        case let .places(event, load):
            placesDidLoad(event, load: load)
        case let .radar(event, load):
            radarDidLoad(event, load: load, at: now)
        case .radarFrameDue:
            timers[.radarFrame] = nil
            showNextRadarFrame(at: now)
        case .refreshTimerFired:
            timers[.refresh] = nil
            refreshWhenDue(at: now)
        case .clockWatchFired:
            clockWatchFired(at: now)
        case .fallbackPatienceRanOut:
            timers[.fallbackPatience] = nil
            if let load = fallbackPatienceLoad { effects.append(.askFallback(load: load)) }
            fallbackPatienceLoad = nil
        case .spinnerTicked:
            timers[.spinner] = nil
            advanceSpinner()
        case let .cacheNotSaved(reason):
            state.notice = .cacheNotSaved(reason)
        case let .pinsNotSaved(reason):
            state.notice = .pinsNotSaved(reason)
        case let .watchEventsFound(events):
            notify(events, at: now)
        }
        state.announceChanges(since: before)
        // Quitting: nothing more is armed or drawn.
        if !effects.contains(where: { if case .quit = $0 { true } else { false } }) { settle(at: now) }
        let asked = effects
        effects = []
        return asked
    }

    /// The terminal's answer to the background query, read with input that arrived when `inputReady`
    /// said: within the wait's time limit it may turn the theme light or dark.
    private mutating func takeThemeAnswer(_ report: TerminalReport) {
        guard let arrival = inputArrivedAt, let answered = backgroundWait?.theme(after: report, arrivedAt: arrival),
              answered != theme
        else { return }
        theme = answered
        effects.append(.setTheme(answered))
    }
}
