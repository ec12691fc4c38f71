/// The timers the controller's update arms and cancels by name (`DashboardEffect.armTimer`); each
/// going off comes back as its own event.
public enum DashboardTimer: Hashable, Sendable, CaseIterable {
    /// Auto-refresh: the next refresh, or the next retry after failures.
    case refresh
    /// When the screen next changes with the clock alone, and at least each minute while a report is on
    /// screen (the wall clock can jump past a timer that sleeps on the monotonic clock).
    case clockWatch
    /// The spinner's next frame, while something animates.
    case spinner
    /// The chosen weather service's time to answer before the fallback is asked beside it.
    case fallbackPatience
    /// The radar view's next frame, while it plays.
    case radarFrame

    /// The event of this timer going off.
    public var firedEvent: DashboardEvent {
        switch self {
        case .refresh: .refreshTimerFired
        case .clockWatch: .clockWatchFired
        case .spinner: .spinnerTicked
        case .fallbackPatience: .fallbackPatienceRanOut
        case .radarFrame: .radarFrameDue
        }
    }
}
