import FoundationEssentials
import WeatherCore

/// The one door: every event reaches the state through here.
extension DashboardController {
    /// `event` happened at `now` (the wall clock): the state changes, and what the app is to do about it
    /// comes back, in order. Nothing is read or done here: the time comes with the event, and every
    /// load, timer and write to the terminal is an effect the app carries out.
    public mutating func update(_ event: DashboardEvent, at now: Date) -> [DashboardEffect] {
        effects = []
        state.now = now
        switch event {
        case let .servicesStarted(recentPlaces, isDemo):
            start(recentPlaces: recentPlaces, isDemo: isDemo)
        case let .keyPressed(key):
            switch handle(key) {
            case .quit: effects.append(.quit(status: 0))
            case .repaint: effects.append(.repaint)
            case .handled, .ignored: break
            }
        case let .terminalResized(size):
            resize(to: size)
        case let .dataSource(event):
            update(event)
        case .refreshTimerFired:
            refresh(automatic: true)
        case .clockWatchFired:
            break
        case .spinnerTicked:
            advanceSpinner()
        }
        clockDidAdvance(to: now)
        let asked = effects
        effects = []
        return asked
    }
}
