import Foundation
import Synchronization
import Testing
@testable import WeatherCore

@Suite struct RefreshScheduleTests {
    /// A clock the test moves by hand, and a random source that always gives the same number.
    final class ManualClock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_763_768_400))
        func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
        var reading: Date { now.withLock { $0 } }
    }

    private func schedule(interval: TimeInterval = 900, clock: ManualClock, random: Double = 0.5) -> RefreshSchedule {
        RefreshSchedule(interval: interval, clock: { clock.reading }, random: { random })
    }

    @Test func withoutFailuresTheNextTryIsOneIntervalOn() {
        let clock = ManualClock()
        var schedule = schedule(clock: clock)
        #expect(schedule.nextTry == clock.reading.addingTimeInterval(900))
        #expect(!schedule.isBackingOff)
        clock.advance(900)
        #expect(schedule.secondsUntilNextTry == 0)
        schedule.recordSuccess()
        #expect(schedule.secondsUntilNextTry == 900)
    }

    @Test func aFailureRetryingCannotMendIsNotRetriedSooner() {
        let clock = ManualClock()
        var schedule = schedule(clock: clock)
        schedule.recordFailure()
        #expect(schedule.isBackingOff)
        schedule.recordLastingFailure()
        #expect(!schedule.isBackingOff)
        #expect(schedule.secondsUntilNextTry == 900)
        #expect(!LoadFailure.weather(.certificateRejected(host: "a.example", problem: .untrusted)).isTransient)
        #expect(!LoadFailure.location(.ipLookupFailed(.proxyRefused(proxy: "p:1", refusal: .status(407)))).isTransient)
        #expect(LoadFailure.weather(.proxyRefused(proxy: "p:1", refusal: .status(502))).isTransient)
        #expect(LoadFailure.weather(.offline).isTransient)
    }

    /// A resume from suspend or a clock set by NTP moves the wall clock past the next try at once.
    @Test func aClockThatJumpsPastTheNextTryMakesItDue() {
        let clock = ManualClock()
        let schedule = schedule(interval: 3600, clock: clock)
        clock.advance(3599)
        #expect(!schedule.isDue)
        clock.advance(9 * 3600)
        #expect(schedule.isDue)
        #expect(schedule.secondsUntilNextTry == 0)
    }

    @Test func failuresBackOffFromThirtySecondsDoublingToTenMinutes() {
        let clock = ManualClock()
        var schedule = schedule(clock: clock)
        var delays: [TimeInterval] = []
        for _ in 0..<8 {
            schedule.recordFailure()
            delays.append(schedule.secondsUntilNextTry)
            clock.advance(schedule.secondsUntilNextTry)
        }
        #expect(delays == [30, 60, 120, 240, 480, 600, 600, 600])
        #expect(schedule.isBackingOff)
        #expect(schedule.failures == 8)
    }

    @Test func aSuccessResetsTheBackoff() {
        let clock = ManualClock()
        var schedule = schedule(interval: 60, clock: clock)
        schedule.recordFailure()
        schedule.recordFailure()
        #expect(schedule.secondsUntilNextTry == 60)
        schedule.recordSuccess()
        #expect(!schedule.isBackingOff)
        #expect(schedule.secondsUntilNextTry == 60)
        schedule.recordFailure()
        #expect(schedule.secondsUntilNextTry == 30)
    }

    @Test(arguments: [(0.0, 24.0), (0.5, 30.0), (0.999_999, 36.0)])
    func jitterMovesEachDelayByUpToAFifth(random: Double, expected: Double) {
        let clock = ManualClock()
        var schedule = schedule(clock: clock, random: random)
        schedule.recordFailure()
        #expect(abs(schedule.secondsUntilNextTry - expected) < 0.001)
    }

    @Test func aRateLimitIsNotRetriedBeforeItsRetryAfter() {
        let clock = ManualClock()
        var schedule = schedule(clock: clock)
        schedule.recordFailure(retryAfter: 120)
        #expect(schedule.secondsUntilNextTry == 120)
        // A Retry-After shorter than the backoff does not shorten it.
        schedule.recordFailure(retryAfter: 5)
        #expect(schedule.secondsUntilNextTry == 60)
        #expect(LoadFailure.weather(.rateLimited(retryAfter: 42)).retryAfter == 42)
        #expect(LoadFailure.weather(.offline).retryAfter == nil)
    }

    @Test func postponingKeepsTheFailures() {
        let clock = ManualClock()
        var schedule = schedule(interval: 300, clock: clock)
        schedule.recordFailure()
        schedule.postpone()
        #expect(schedule.isBackingOff)
        #expect(schedule.secondsUntilNextTry == 300)
    }
}
