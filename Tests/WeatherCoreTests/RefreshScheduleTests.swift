import Foundation
import Testing
@testable import WeatherCore

@Suite struct RefreshScheduleTests {
    let start = Date(timeIntervalSince1970: 1_763_768_400)

    /// A schedule whose random source always gives the same number.
    private func schedule(interval: TimeInterval = 900, random: Double = 0.5) -> RefreshSchedule {
        RefreshSchedule(interval: interval, now: start, random: { random })
    }

    @Test func withoutFailuresTheNextTryIsOneIntervalOn() {
        var schedule = schedule()
        #expect(schedule.nextTry == start.addingTimeInterval(900))
        #expect(!schedule.isBackingOff)
        let later = start.addingTimeInterval(900)
        #expect(schedule.secondsUntilNextTry(at: later) == 0)
        schedule.recordSuccess(at: later)
        #expect(schedule.secondsUntilNextTry(at: later) == 900)
    }

    @Test func aFailureRetryingCannotMendIsNotRetriedSooner() {
        var schedule = schedule()
        schedule.recordFailure(at: start)
        #expect(schedule.isBackingOff)
        schedule.recordLastingFailure(at: start)
        #expect(!schedule.isBackingOff)
        #expect(schedule.secondsUntilNextTry(at: start) == 900)
        #expect(!LoadFailure.weather(.certificateRejected(host: "a.example", problem: .untrusted)).isTransient)
        #expect(!LoadFailure.location(.ipLookupFailed(.proxyRefused(proxy: "p:1", refusal: .status(407)))).isTransient)
        #expect(LoadFailure.weather(.proxyRefused(proxy: "p:1", refusal: .status(502))).isTransient)
        #expect(LoadFailure.weather(.offline).isTransient)
    }

    /// A resume from suspend or a clock set by NTP moves the wall clock past the next try at once.
    @Test func aClockThatJumpsPastTheNextTryMakesItDue() {
        let schedule = schedule(interval: 3600)
        #expect(!schedule.isDue(at: start.addingTimeInterval(3599)))
        let morning = start.addingTimeInterval(3599 + 9 * 3600)
        #expect(schedule.isDue(at: morning))
        #expect(schedule.secondsUntilNextTry(at: morning) == 0)
    }

    @Test func failuresBackOffFromThirtySecondsDoublingToTenMinutes() {
        var schedule = schedule()
        var now = start
        var delays: [TimeInterval] = []
        for _ in 0..<8 {
            schedule.recordFailure(at: now)
            delays.append(schedule.secondsUntilNextTry(at: now))
            now = schedule.nextTry
        }
        #expect(delays == [30, 60, 120, 240, 480, 600, 600, 600])
        #expect(schedule.isBackingOff)
        #expect(schedule.failures == 8)
    }

    @Test func aSuccessResetsTheBackoff() {
        var schedule = schedule(interval: 60)
        schedule.recordFailure(at: start)
        schedule.recordFailure(at: start)
        #expect(schedule.secondsUntilNextTry(at: start) == 60)
        schedule.recordSuccess(at: start)
        #expect(!schedule.isBackingOff)
        #expect(schedule.secondsUntilNextTry(at: start) == 60)
        schedule.recordFailure(at: start)
        #expect(schedule.secondsUntilNextTry(at: start) == 30)
    }

    @Test(arguments: [(0.0, 24.0), (0.5, 30.0), (0.999_999, 36.0)])
    func jitterMovesEachDelayByUpToAFifth(random: Double, expected: Double) {
        var schedule = schedule(random: random)
        schedule.recordFailure(at: start)
        #expect(abs(schedule.secondsUntilNextTry(at: start) - expected) < 0.001)
    }

    @Test func aRateLimitIsNotRetriedBeforeItsRetryAfter() {
        var schedule = schedule()
        schedule.recordFailure(retryAfter: 120, at: start)
        #expect(schedule.secondsUntilNextTry(at: start) == 120)
        // A Retry-After shorter than the backoff does not shorten it.
        schedule.recordFailure(retryAfter: 5, at: start)
        #expect(schedule.secondsUntilNextTry(at: start) == 60)
        #expect(LoadFailure.weather(.rateLimited(retryAfter: 42)).retryAfter == 42)
        #expect(LoadFailure.weather(.offline).retryAfter == nil)
    }

    @Test func postponingKeepsTheFailures() {
        var schedule = schedule(interval: 300)
        schedule.recordFailure(at: start)
        schedule.postpone(at: start)
        #expect(schedule.isBackingOff)
        #expect(schedule.secondsUntilNextTry(at: start) == 300)
    }

    /// Schedules are compared by when they try next and after how many failures; the random source,
    /// a closure, takes no part.
    @Test func schedulesAreEqualByTheirTimes() {
        var backingOff = schedule(random: 0.1)
        backingOff.recordFailure(at: start)
        var same = schedule(random: 0.1)
        same.recordFailure(at: start)
        #expect(backingOff == same)
        #expect(backingOff != schedule(random: 0.1))
    }
}
