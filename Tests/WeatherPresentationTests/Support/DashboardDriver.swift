import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Drives a `DashboardController` as the app's loop does, on a fake clock: each call is one event
/// through its update function at the clock's reading, the loads it asks for reach `loader`, and the
/// timers it arms go off when `advance(by:)` moves the clock past them.
///
/// The clock is two clocks, as the app's are: the wall clock (`now`), which events are stamped with and
/// which `jumpWallClock(by:)` moves alone, as a resume from suspend or NTP does; and the monotonic clock
/// (`uptime`, in milliseconds), which the timers sleep on.
@MainActor
final class DashboardDriver {
    private(set) var controller: DashboardController
    let loader: FakeLoader
    /// The monotonic clock, from the driver's start.
    private(set) var uptime: Duration = .zero
    /// The timers armed, each with the uptime it goes off at.
    private(set) var timers: [DashboardTimer: Duration] = [:]
    /// Every timer that went off, in order.
    private(set) var firings: [DashboardTimer] = []
    /// The wall clock at uptime zero, as jumps leave it. The wall clock is worked out from it at each
    /// reading, so that it reads what the update works out from earlier readings (a load's time plus
    /// the interval), and no rounding adds up over thousands of spinner frames.
    private var origin: Date

    /// The wall clock; set, it jumps to the time given.
    var now: Date {
        get { origin.addingTimeInterval(Self.seconds(uptime)) }
        set { origin = newValue.addingTimeInterval(-Self.seconds(uptime)) }
    }

    /// `refreshInterval`: auto-refresh's, in seconds (nil: off); its backoff's jitter is always the middle
    /// of its range, so a retry after a failure comes exactly 30 s, 60 s, … later.
    init(
        loader: FakeLoader = FakeLoader(), units: DisplayUnits = .metric, language: Language = .english,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24), glyphs: Glyphs = .unicode,
        clockFormat: ClockFormat = .twentyFourHour, fixedLocation: String? = nil, airIndex: AirIndexScale? = nil,
        stored: WeatherReport? = nil, now: Date = SampleReport.now, refreshInterval: TimeInterval? = nil,
        theme: ResolvedTheme = .dark, backgroundWait: BackgroundAnswerWait? = nil, notifies: Bool = false, screenReader: Bool = false
    ) {
        self.loader = loader
        origin = now
        controller = DashboardController(
            units: units, language: language, size: size, glyphs: glyphs, clockFormat: clockFormat, fixedLocation: fixedLocation,
            airIndex: airIndex, stored: stored, now: now,
            refreshSchedule: refreshInterval.map { RefreshSchedule(interval: $0, now: now, random: { 0.5 }) },
            theme: theme, backgroundWait: backgroundWait, notifies: notifies, screenReader: screenReader
        )
    }

    var state: ScreenState { controller.state }

    /// Sends `event` through the update function at the clock's reading; the data source hears what is
    /// asked of it and the timers are armed and cancelled as asked.
    @discardableResult
    func send(_ event: DashboardEvent) -> [DashboardEffect] {
        let effects = controller.update(event, at: now)
        for effect in effects {
            loader.carryOut(effect)
            switch effect {
            case let .armTimer(timer, delay): timers[timer] = uptime + delay
            case let .cancelTimer(timer): timers[timer] = nil
            default: break
            }
        }
        return effects
    }

    /// Sends `event` and checks the whole of what came of it: the effects, in order, and the controller,
    /// which must be what it was with `changes` made to it and nothing else (the state's clock reading,
    /// which every update sets, aside).
    func expect(
        _ event: DashboardEvent, effects expected: [DashboardEffect], changes: (inout DashboardController) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var after = controller
        after.state.now = now
        changes(&after)
        let effects = send(event)
        #expect(effects == expected, sourceLocation: sourceLocation)
        if controller != after {
            Issue.record("The controller differs from the one expected:\n\(Self.differences(controller, after))", sourceLocation: sourceLocation)
        }
    }

    /// The lines of the two controllers' dumps that differ (the whole dump of a report runs to pages).
    private static func differences(_ actual: DashboardController, _ expected: DashboardController) -> String {
        var actualDump = ""
        var expectedDump = ""
        dump(actual, to: &actualDump)
        dump(expected, to: &expectedDump)
        let actualLines = actualDump.split(separator: "\n")
        let expectedLines = expectedDump.split(separator: "\n")
        var lines = zip(actualLines, expectedLines).filter { $0 != $1 }.map { "  is \($0.0.trimmed())\n  not \($0.1.trimmed())" }
        if actualLines.count != expectedLines.count { lines.append("  (\(actualLines.count) lines, not \(expectedLines.count))") }
        return lines.prefix(12).joined(separator: "\n")
    }

    /// Moves the clocks on to when `timer` goes off, setting off the timers due before it, then sets it off
    /// first of those due with it and checks the whole of what came of it, as `expect` does.
    func expectFiring(
        _ timer: DashboardTimer, effects expected: [DashboardEffect], changes: (inout DashboardController) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let due = timers[timer] else {
            Issue.record("\(timer) is not armed", sourceLocation: sourceLocation)
            return
        }
        if due - uptime > .milliseconds(1) { advance(by: due - uptime - .milliseconds(1)) }
        uptime = due
        timers[timer] = nil
        firings.append(timer)
        expect(timer.firedEvent, effects: expected, changes: changes, sourceLocation: sourceLocation)
    }

    /// Moves both clocks on by `duration`, setting off each timer that comes due on the way, in order.
    func advance(by duration: Duration) {
        let end = uptime + duration
        while let next = timers.filter({ $0.value <= end }).min(by: { ($0.value, $0.key.order) < ($1.value, $1.key.order) }) {
            uptime = next.value
            timers[next.key] = nil
            firings.append(next.key)
            send(next.key.firedEvent)
        }
        uptime = end
    }

    /// Moves the wall clock alone, by `seconds`: the timers sleep on as if nothing happened.
    func jumpWallClock(by seconds: TimeInterval) {
        origin = origin.addingTimeInterval(seconds)
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// The services are up: the first load starts.
    func start() {
        send(.servicesStarted(recentPlaces: loader.recentPlaces.places, isDemo: loader.isDemo))
    }

    /// Presses `key`; returns what the controller made of it. The update keeps that to itself (the app
    /// needs only its effects), so it is read from a copy given the key as `update(_:at:)` gives it.
    @discardableResult
    func handle(_ key: Key) -> DashboardController.KeyOutcome {
        var copy = controller
        copy.state.now = now
        let outcome = copy.handle(key)
        send(.keyPressed(key))
        return outcome
    }

    /// A step of the data source's last load.
    func update(_ event: DataSourceEvent) {
        send(.dataSource(event, load: controller.dataSourceLoad))
    }

    func resize(to size: TerminalSize) {
        send(.terminalResized(size))
    }

    func advanceSpinner() {
        send(.spinnerTicked)
    }

    /// Auto-refresh's timer goes off.
    func refreshAutomatically() {
        send(.refreshTimerFired)
    }

    /// The clock reads `date` when the clock watch next wakes the app.
    func clockDidAdvance(to date: Date) {
        now = date
        send(.clockWatchFired)
    }
}

private extension DashboardTimer {
    /// Timers due at the same moment go off in the order of their cases.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
