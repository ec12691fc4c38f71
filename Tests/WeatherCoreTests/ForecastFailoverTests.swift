import Foundation
import Logging
import Testing
@testable import WeatherCore

/// Counts the calls made to a provider.
private actor Calls {
    var count = 0
    var zones: [LocalTimeZone?] = []

    func record(_ zone: LocalTimeZone?) {
        count += 1
        zones.append(zone)
    }
}

/// Answers after `delay` on `clock` (at once without one) with `temperature`, or fails with `failure`.
private struct StubProvider: WeatherProvider {
    let id: ProviderID
    var clock: ManualClock?
    var delay: Duration = .zero
    var failure: FetchError?
    var temperature = 1.0
    let calls = Calls()

    func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        try await weather(at: coordinate) { nil }
    }

    func weather(at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather {
        await calls.record(zone())
        try await clock?.sleep(for: delay)
        if let failure { throw failure }
        return ProviderWeather(
            current: CurrentConditions(time: Date(timeIntervalSince1970: 1_763_768_400), temperature: temperature, condition: .clear),
            forecast: [], timeZone: zone() ?? .utc
        )
    }
}

/// Counts how often the failover says it is asking the fallback.
private final class Announcements: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}

@Suite struct ForecastFailoverTests {
    static let place = Coordinate(latitude: 59.91, longitude: 10.74)!
    static let oslo = LocalTimeZone(identifier: "Europe/Oslo", secondsFromGMT: 3600)

    private func ask(
        _ failover: ForecastFailover, skipping: FallbackReason? = nil, announcements: Announcements = Announcements()
    ) async throws(LoadFailure) -> ForecastFailover.Answer {
        try await failover.weather(at: Self.place, zone: { Self.oslo }, skipping: skipping) { announcements.add() }
    }

    /// The patience's clock never moves: only asking the fallback at once ends.
    @Test(.timeLimit(.minutes(1))) func aFastFailureAsksTheFallbackAtOnce() async throws {
        let primary = StubProvider(id: .openMeteo, failure: .serverError(status: 500))
        let fallback = StubProvider(id: .metNorway, temperature: 2)
        let announcements = Announcements()
        let failover = ForecastFailover(primary: primary, fallback: fallback, patience: .seconds(5), clock: ManualClock())
        let answer = try await ask(failover, announcements: announcements)
        #expect(answer.provider == .metNorway)
        #expect(answer.weather.current.temperature == 2)
        #expect(answer.fallback == ProviderFallback(from: .openMeteo, reason: .status(500)))
        #expect(answer.primaryFailure == .serverError(status: 500))
        #expect(announcements.count == 1)
        // The fallback, whose answer names no zone, was given the place's.
        #expect(await fallback.calls.zones == [Self.oslo])
    }

    /// The chosen service would take an hour: once the patience has run out, the fallback's forecast is shown.
    @Test(.timeLimit(.minutes(1))) func aSlowServiceHasTheFallbackAskedBesideIt() async throws {
        let clock = ManualClock()
        let primary = StubProvider(id: .openMeteo, clock: clock, delay: .seconds(3600))
        let fallback = StubProvider(id: .metNorway, temperature: 2)
        let announcements = Announcements()
        async let answer = ask(
            ForecastFailover(primary: primary, fallback: fallback, patience: .seconds(5), clock: clock), announcements: announcements
        )
        await clock.sleepers(2)
        #expect(announcements.count == 0)
        clock.advance(by: .seconds(5))
        let shown = try await answer
        #expect(shown.provider == .metNorway)
        #expect(shown.fallback?.reason == .noAnswer)
        #expect(shown.primaryFailure == .timedOut)
        #expect(announcements.count == 1)
    }

    @Test(.timeLimit(.minutes(1))) func theChosenServiceAnsweringFirstWins() async throws {
        let clock = ManualClock()
        let primary = StubProvider(id: .openMeteo, clock: clock, delay: .seconds(8))
        let fallback = StubProvider(id: .metNorway, clock: clock, delay: .seconds(3600), temperature: 2)
        let announcements = Announcements()
        async let answer = ask(
            ForecastFailover(primary: primary, fallback: fallback, patience: .seconds(5), clock: clock), announcements: announcements
        )
        await clock.sleepers(2)
        clock.advance(by: .seconds(5))
        // The fallback is asked: the chosen service's sleep and the fallback's are under way.
        await clock.sleepers(2)
        #expect(announcements.count == 1)
        clock.advance(by: .seconds(3))
        let shown = try await answer
        #expect(shown.provider == .openMeteo)
        #expect(shown.fallback == nil)
        #expect(shown.primaryFailure == nil)
    }

    @Test func bothFailingFailsWithBothFailures() async {
        let primary = StubProvider(id: .openMeteo, failure: .rateLimited(retryAfter: 30))
        let fallback = StubProvider(id: .metNorway, failure: .offline)
        let both = FailoverFailure(chosen: .openMeteo, error: .rateLimited(retryAfter: 30), fallback: .metNorway, fallbackError: .offline)
        await #expect(throws: LoadFailure.weatherAndFallback(both)) {
            try await ask(ForecastFailover(primary: primary, fallback: fallback, patience: .seconds(30)))
        }
    }

    @Test func aChosenServiceBackingOffIsNotAsked() async throws {
        let primary = StubProvider(id: .openMeteo)
        let fallback = StubProvider(id: .metNorway, temperature: 2)
        let announcements = Announcements()
        let answer = try await ask(
            ForecastFailover(primary: primary, fallback: fallback, patience: .seconds(30)), skipping: .rateLimited, announcements: announcements
        )
        #expect(await primary.calls.count == 0)
        #expect(answer.fallback == ProviderFallback(from: .openMeteo, reason: .rateLimited))
        #expect(answer.primaryFailure == nil)
        #expect(announcements.count == 0)
    }

    @Test func withoutAFallbackAFailureIsTheLoadsFailure() async {
        let primary = StubProvider(id: .metNorway, failure: .accessRefused(service: "MET Norway", status: 403, keySent: false))
        await #expect(throws: LoadFailure.weather(.accessRefused(service: "MET Norway", status: 403, keySent: false))) {
            try await ask(ForecastFailover(primary: primary, fallback: nil, patience: .milliseconds(1)))
        }
    }

    @Test func aKeysServiceFailingIsNotTheKey() {
        #expect(FallbackReason(.serverError(status: 503)) == .status(503))
        #expect(FallbackReason(.accessRefused(service: "OpenWeather", status: 401, keySent: true)) == .keyRejected(status: 401))
        #expect(FallbackReason(.accessRefused(service: "Open-Meteo", status: 403, keySent: false)) == .refused(status: 403))
        #expect(FallbackReason(.connectionLost) == .noAnswer)
        #expect(FallbackReason(.badData(service: "MET Norway", problem: .notJSON)) == .unreadable)
        #expect(FallbackReason(.connectionRefused(service: "Open-Meteo", host: "127.0.0.1:9")) == .noAnswer)
    }
}

@Suite struct ProviderBackoffTests {
    @Test func aFailedServiceWaitsItsBackoffThenMayBeAskedAgain() {
        let clock = TestClock(Date(timeIntervalSince1970: 1_763_768_400))
        var backoff = ProviderBackoff(directory: nil) { clock.now }
        #expect(backoff.waiting(.openMeteo) == nil)
        backoff.recordFailure(.openMeteo, reason: .status(500), retryAfter: nil)
        #expect(backoff.waiting(.openMeteo) == .status(500))
        #expect(backoff.waiting(.metNorway) == nil)
        clock.advance(RefreshSchedule.firstRetry * (1 + RefreshSchedule.jitter) + 1)
        #expect(backoff.waiting(.openMeteo) == nil)
        backoff.recordFailure(.openMeteo, reason: .noAnswer, retryAfter: nil)
        clock.advance(RefreshSchedule.firstRetry * (1 + RefreshSchedule.jitter) + 1)
        #expect(backoff.waiting(.openMeteo) == .noAnswer, "the second failure in a row waits twice as long")
        backoff.recordSuccess(.openMeteo)
        #expect(backoff.waiting(.openMeteo) == nil)
    }

    @Test func aRateLimitsRetryAfterIsKept() {
        let clock = TestClock(Date(timeIntervalSince1970: 1_763_768_400))
        var backoff = ProviderBackoff(directory: nil) { clock.now }
        backoff.recordFailure(.metNorway, reason: .rateLimited, retryAfter: 3600)
        clock.advance(3000)
        #expect(backoff.waiting(.metNorway) == .rateLimited)
        clock.advance(601)
        #expect(backoff.waiting(.metNorway) == nil)
    }

    @Test func theBackoffIsSharedThroughTheCacheDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("backoff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = Date(timeIntervalSince1970: 1_763_768_400)
        var first = ProviderBackoff(directory: directory) { now }
        first.recordFailure(.openMeteo, reason: .rateLimited, retryAfter: 120)
        var second = ProviderBackoff(directory: directory) { now + 60 }
        #expect(second.waiting(.openMeteo) == .rateLimited)
        second.recordSuccess(.openMeteo)
        #expect(first.waiting(.openMeteo) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(ProviderBackoff.fileName).path))
    }
}
