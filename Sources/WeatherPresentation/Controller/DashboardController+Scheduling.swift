import FoundationEssentials
import WeatherCore

/// What the update arms and cancels: auto-refresh and its backoff, the clock watch, the spinner. Idle
/// with a report on screen, only the clock watch is armed (and auto-refresh's one long sleep, when on).
extension DashboardController {
    /// A spinner frame's time on screen, in seconds.
    static let spinnerInterval: TimeInterval = 0.1

    /// Arms `timer` to go off at `due` on the wall clock: after the time from `now` to `due`, in whole
    /// milliseconds rounded up (past a microsecond of rounding in the clock readings), so that it does not
    /// go off before the wall clock reads `due`. An armed timer of that name is replaced.
    mutating func arm(_ timer: DashboardTimer, at due: Date, now: Date) {
        timers[timer] = due
        let milliseconds = (min(max(0, due.timeIntervalSince(now) * 1000), Self.longestDelayMilliseconds) - 0.001).rounded(.up)
        effects.append(.armTimer(timer, after: .milliseconds(Int64(max(0, milliseconds)))))
    }

    /// About 31 years: a Retry-After beyond it waits as long, and the arithmetic stays in range.
    private static let longestDelayMilliseconds = 1e12

    mutating func cancel(_ timer: DashboardTimer) {
        guard timers.removeValue(forKey: timer) != nil else { return }
        effects.append(.cancelTimer(timer))
    }

    /// Arms auto-refresh for the schedule's next try; the header shows the time while backing off.
    mutating func armRefresh(at now: Date) {
        guard let refreshSchedule else { return }
        arm(.refresh, at: refreshSchedule.nextTry, now: now)
        state.nextTry = refreshSchedule.isBackingOff ? refreshSchedule.nextTry : nil
    }

    /// Auto-refresh is due. Nothing started (nothing to refresh): the next try is one interval on. A load
    /// that did start, or one already in flight, arms the timer again when it ends.
    mutating func refreshWhenDue(at now: Date) {
        refresh(automatic: true)
        if state.isLoading {
            refreshAwaitsLoad = true
        } else {
            refreshSchedule?.postpone(at: now)
            armRefresh(at: now)
        }
    }

    /// The clock watch went off. The wall clock may have jumped past the next refresh (a resume from
    /// suspend, a clock set by NTP) while the refresh timer, on the monotonic clock, still sleeps:
    /// refresh now.
    mutating func clockWatchFired(at now: Date) {
        timers[.clockWatch] = nil
        if let refreshSchedule, refreshSchedule.isDue(at: now), !state.isLoading {
            refreshWhenDue(at: now)
        }
    }

    /// How a load of the weather ended schedules the next refresh; a failed change of place loaded
    /// nothing of the current place, so only re-arms.
    mutating func scheduleRefresh(after event: DataSourceEvent, at now: Date) {
        switch event {
        case .loaded: refreshSchedule?.recordSuccess(at: now)
        case let .failed(failure) where !failure.isTransient: refreshSchedule?.recordLastingFailure(at: now)
        case let .failed(failure): refreshSchedule?.recordFailure(retryAfter: failure.retryAfter, at: now)
        case .changeFailed: break
        case .locating, .loading, .awaitingForecast, .askingFallback, .amended, .finished: return
        }
        refreshAwaitsLoad = false
        armRefresh(at: now)
    }

    /// The chosen weather service's patience, where the data source leaves it to the update: armed as
    /// the service is asked, over once the load's weather has come, failed or gone to the fallback. A
    /// load that replaced this one arms its own; the data source ignores a load it no longer runs.
    mutating func timeFallbackPatience(after event: DataSourceEvent, load: Int, at now: Date) {
        switch event {
        case let .awaitingForecast(patience):
            let (seconds, attoseconds) = patience.components
            fallbackPatienceLoad = load
            arm(.fallbackPatience, at: now.addingTimeInterval(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18), now: now)
        case .askingFallback, .loaded, .failed, .changeFailed:
            fallbackPatienceLoad = nil
            cancel(.fallbackPatience)
        case .locating, .loading, .amended, .finished: break
        }
    }

    /// After every event: the patience of a load called off, auto-refresh waiting for a load that was
    /// called off, the spinner, the clock watch and the window title follow the state.
    mutating func settle(at now: Date) {
        clockDidAdvance(to: now)
        if let load = fallbackPatienceLoad, load != dataSourceLoad {
            // The load was called off or replaced: its patience goes with it.
            fallbackPatienceLoad = nil
            cancel(.fallbackPatience)
        }
        if refreshAwaitsLoad, !state.isLoading {
            // A key called off the load (Esc during a change of place): no end of it will come.
            refreshAwaitsLoad = false
            armRefresh(at: now)
        }
        if state.isAnimating, timers[.spinner] == nil {
            arm(.spinner, at: now.addingTimeInterval(Self.spinnerInterval), now: now)
        } else if !state.isAnimating {
            cancel(.spinner)
        }
        watchClock(at: now)
        let title = WindowTitle.text(for: state)
        if title != self.title {
            self.title = title
            effects.append(.setTitle(title))
        }
    }

    /// Wakes the app when the screen next changes with the clock alone; no wake-up otherwise. A wake-up
    /// already due sooner is kept (it re-arms when it comes).
    private mutating func watchClock(at now: Date) {
        guard let due = state.nextClockChange(after: now) else { return }
        if let armed = timers[.clockWatch], armed <= due { return }
        arm(.clockWatch, at: due, now: now)
    }
}
