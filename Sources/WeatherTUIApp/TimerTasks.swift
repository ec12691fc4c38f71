import WeatherPresentation

/// The controller's named timers as tasks: each sleeps on the monotonic clock, then reports that it went
/// off with the number of its arming. Arming a timer again, or cancelling it, makes a report of the
/// earlier arming stale, even one already on its way to the loop: `take` tells them apart.
@MainActor
final class TimerTasks {
    private var armed: [DashboardTimer: (task: Task<Void, Never>, arming: Int)] = [:]
    private var armings = 0
    private let fired: @Sendable (DashboardTimer, Int) -> Void

    init(fired: @escaping @Sendable (DashboardTimer, Int) -> Void) {
        self.fired = fired
    }

    /// Arms `timer` to go off after `delay`, in place of any arming of it before.
    func arm(_ timer: DashboardTimer, after delay: Duration) {
        armed[timer]?.task.cancel()
        armings += 1
        let arming = armings
        let fired = fired
        let task = Task {
            try? await Task.sleep(for: delay)
            if !Task.isCancelled { fired(timer, arming) }
        }
        armed[timer] = (task, arming)
    }

    func cancel(_ timer: DashboardTimer) {
        armed.removeValue(forKey: timer)?.task.cancel()
    }

    func cancelAll() {
        armed.values.forEach { $0.task.cancel() }
        armed = [:]
    }

    /// Whether `arming` is the timer's arming now, which has then gone off and is armed no more.
    func take(_ timer: DashboardTimer, arming: Int) -> Bool {
        guard armed[timer]?.arming == arming else { return false }
        armed[timer] = nil
        return true
    }
}
