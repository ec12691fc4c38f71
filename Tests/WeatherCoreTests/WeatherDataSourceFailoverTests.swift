import Foundation
import Logging
import Testing
@testable import WeatherCore

/// A provider whose failure the test sets between loads; it keeps the zones it was given.
private final class SwitchableProvider: WeatherProvider, @unchecked Sendable {
    let id: ProviderID
    private let lock = NSLock()
    private var failure: FetchError?
    private var calls: [LocalTimeZone?] = []

    init(id: ProviderID, failure: FetchError? = nil) {
        self.id = id
        self.failure = failure
    }

    func fail(with failure: FetchError?) { lock.withLock { self.failure = failure } }
    var zones: [LocalTimeZone?] { lock.withLock { calls } }

    func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        try await weather(at: coordinate) { nil }
    }

    func weather(at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?) async throws -> ProviderWeather {
        let given = zone()
        let failure = lock.withLock {
            calls.append(given)
            return self.failure
        }
        if let failure { throw failure }
        return ProviderWeather(
            current: CurrentConditions(time: Date(timeIntervalSince1970: 1_763_768_400), temperature: 1, condition: .clear),
            forecast: [], timeZone: given ?? .utc
        )
    }
}

/// Answers in an hour on `clock`: while the test moves it less, not at all (until its load is called off).
private struct SilentProvider: WeatherProvider {
    let id: ProviderID
    let clock: ManualClock

    func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        try await clock.sleep(for: .seconds(3600))
        throw FetchError.timedOut
    }
}

private struct NoGeocoder: Geocoding, ReverseGeocoding, IPLocating {
    func search(_ name: String) async throws -> [Place] { [] }
    func place(at coordinate: Coordinate) async throws -> Place? { nil }
    func locate() async throws -> Place { throw FetchError.offline }
}

/// Keeps the events of a load and resumes when its weather has arrived or failed.
@MainActor
private final class LoadRecorder {
    var events: [String] = []
    /// Called as the data source says its chosen service has been asked and a fallback stands by.
    var whenAwaiting: (() -> Void)?
    private var done: CheckedContinuation<Void, Never>?

    func receive(_ event: DataSourceEvent) {
        switch event {
        case let .askingFallback(attempt): events.append("asking \(attempt.to.rawValue) for \(attempt.from.rawValue)")
        case let .loaded(report): events.append("loaded from \(report.provider.rawValue)")
        case let .failed(failure): events.append("failed \(failure)")
        case let .awaitingForecast(patience):
            events.append("awaiting for \(patience)")
            whenAwaiting?()
        case .locating, .loading, .amended, .changeFailed: break
        case .finished: break
        }
        if case .loaded = event { resume() }
        if case .failed = event { resume() }
    }

    private func resume() {
        done?.resume()
        done = nil
    }

    func load(_ source: WeatherDataSource) async {
        events = []
        source.onEvent = { [unowned self] event, _ in receive(event) }
        await withCheckedContinuation { continuation in
            done = continuation
            source.reload(as: 1)
        }
    }
}

@MainActor
@Suite struct WeatherDataSourceFailoverTests {
    let oslo = Coordinate(latitude: 59.91, longitude: 10.74)!
    let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    private func makeSource(
        primary: SwitchableProvider, fallback: SwitchableProvider, clock: TestClock, reportStore: ReportStore? = nil
    ) -> WeatherDataSource {
        WeatherDataSource(
            provider: primary, fallback: fallback, patience: .seconds(30),
            providerBackoff: ProviderBackoff(directory: nil) { clock.now },
            resolver: LocationResolver(geocoder: NoGeocoder(), ipLocator: NoGeocoder(), lastPlace: nil, recentPlaces: nil),
            feeds: [], mode: .fixed(.coordinate(oslo)), reportStore: reportStore, logger: logger, clock: { clock.now }
        )
    }

    @Test func theFallbacksForecastIsShownNamedAndTheChosenServiceReturnsWhenItAnswers() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_763_768_400))
        let primary = SwitchableProvider(id: .openMeteo, failure: .serverError(status: 503))
        let fallback = SwitchableProvider(id: .metNorway)
        let source = makeSource(primary: primary, fallback: fallback, clock: clock)
        let recorder = LoadRecorder()

        await recorder.load(source)
        #expect(recorder.events == ["asking met-norway for open-meteo", "loaded from met-norway"])
        #expect(source.report?.fallback == ProviderFallback(from: .openMeteo, reason: .status(503)))

        // Backing off: the next load goes straight to the fallback, still named as one.
        primary.fail(with: nil)
        await recorder.load(source)
        #expect(recorder.events == ["loaded from met-norway"])
        #expect(primary.zones.count == 1)
        #expect(source.report?.fallback?.from == .openMeteo)

        // Once its next try has come, the chosen service is asked again, and shown when it answers.
        clock.advance(RefreshSchedule.longestRetry)
        await recorder.load(source)
        #expect(recorder.events == ["loaded from open-meteo"])
        #expect(source.report?.fallback == nil)
        #expect(primary.zones.count == 2)
    }

    @Test func theFallbackGetsThePlacesZoneFromTheStoredReport() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("failover-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        let zone = LocalTimeZone(identifier: "Europe/Oslo", secondsFromGMT: 3600)
        let stored = WeatherReport(
            place: Place(name: "Oslo", coordinate: oslo), timeZone: zone,
            current: CurrentConditions(time: Date(timeIntervalSince1970: 1_763_760_000), temperature: 3, condition: .cloudy),
            forecast: [], provider: .openMeteo, fetchedAt: Date(timeIntervalSince1970: 1_763_760_000)
        )
        try store.save(stored, foundBy: nil, keeping: RecentPlaces([]))
        let clock = TestClock(Date(timeIntervalSince1970: 1_763_768_400))
        let primary = SwitchableProvider(id: .openMeteo, failure: .offline)
        let fallback = SwitchableProvider(id: .metNorway)
        let source = makeSource(primary: primary, fallback: fallback, clock: clock, reportStore: store)
        await LoadRecorder().load(source)
        #expect(fallback.zones == [zone])
        #expect(source.report?.timeZone == zone)
        #expect(source.report?.fallback?.reason == .noAnswer)
    }

    @Test func bothFailingNamesBothAndRecordsNoBackoff() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_763_768_400))
        let primary = SwitchableProvider(id: .openMeteo, failure: .timedOut)
        let fallback = SwitchableProvider(id: .metNorway, failure: .offline)
        let source = makeSource(primary: primary, fallback: fallback, clock: clock)
        let recorder = LoadRecorder()
        await recorder.load(source)
        let both = FailoverFailure(chosen: .openMeteo, error: .timedOut, fallback: .metNorway, fallbackError: .offline)
        #expect(recorder.events.last == "failed \(LoadFailure.weatherAndFallback(both))")
        fallback.fail(with: nil)
        primary.fail(with: nil)
        await recorder.load(source)
        #expect(recorder.events == ["loaded from open-meteo"])
    }

    /// A 429's Retry-After holds every later run (a dashboard started after `--once` was refused) with no
    /// fallback to go to: the service is not asked before its time, and then it is.
    @Test func aRateLimitHoldsTheNextRunWithoutAFallbackUntilItsTime() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rate-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestClock(Date(timeIntervalSince1970: 1_763_768_400))
        let provider = SwitchableProvider(id: .openMeteo, failure: .rateLimited(retryAfter: 900))
        func run() -> WeatherDataSource {
            WeatherDataSource(
                provider: provider, providerBackoff: ProviderBackoff(directory: directory) { clock.now },
                resolver: LocationResolver(geocoder: NoGeocoder(), ipLocator: NoGeocoder(), lastPlace: nil, recentPlaces: nil),
                feeds: [], mode: .fixed(.coordinate(oslo)), logger: logger, clock: { clock.now }
            )
        }
        let recorder = LoadRecorder()
        await recorder.load(run())
        #expect(recorder.events == ["failed \(LoadFailure.weather(.rateLimited(retryAfter: 900)))"])

        provider.fail(with: nil)
        clock.advance(600)
        await recorder.load(run())
        #expect(recorder.events == ["failed \(LoadFailure.weather(.rateLimited(retryAfter: 300)))"])
        #expect(provider.zones.count == 1)

        clock.advance(300)
        await recorder.load(run())
        #expect(recorder.events == ["loaded from open-meteo"])
        #expect(provider.zones.count == 2)
    }

    /// The chosen service does not answer: once the patience has run out on its clock, the fallback is
    /// announced and its forecast shown, named as standing in for a service that did not answer.
    @Test(.timeLimit(.minutes(1))) func aSilentServiceHasTheFallbackAskedOnceThePatienceRunsOut() async {
        let patience = ManualClock()
        let source = WeatherDataSource(
            provider: SilentProvider(id: .openMeteo, clock: patience), fallback: SwitchableProvider(id: .metNorway),
            patience: .seconds(30), patienceClock: patience,
            resolver: LocationResolver(geocoder: NoGeocoder(), ipLocator: NoGeocoder(), lastPlace: nil, recentPlaces: nil),
            feeds: [], mode: .fixed(.coordinate(oslo)), logger: logger
        )
        let recorder = LoadRecorder()
        async let loaded: Void = recorder.load(source)
        await patience.sleepers(2)
        #expect(recorder.events.isEmpty)
        patience.advance(by: .seconds(30))
        await loaded
        #expect(recorder.events == ["asking met-norway for open-meteo", "loaded from met-norway"])
        #expect(source.report?.fallback == ProviderFallback(from: .openMeteo, reason: .noAnswer))
    }

    /// Where the caller keeps the patience, the data source says how long the chosen service may take,
    /// and asks the fallback when the caller says the time is up, not before.
    @Test(.timeLimit(.minutes(1))) func theCallerSaysWhenThePatienceHasRunOut() async {
        let silence = ManualClock()
        let source = WeatherDataSource(
            provider: SilentProvider(id: .openMeteo, clock: silence), fallback: SwitchableProvider(id: .metNorway),
            patience: .seconds(30), patienceKeeper: .caller,
            resolver: LocationResolver(geocoder: NoGeocoder(), ipLocator: NoGeocoder(), lastPlace: nil, recentPlaces: nil),
            feeds: [], mode: .fixed(.coordinate(oslo)), logger: logger
        )
        let recorder = LoadRecorder()
        var eventsWhenTold: [String] = []
        recorder.whenAwaiting = {
            Task { @MainActor in
                // The chosen service is asked (it sleeps); the fallback is not, until the caller says so.
                await silence.sleepers(1)
                eventsWhenTold = recorder.events
                source.patienceRanOut(for: 0)
                source.patienceRanOut(for: 1)
            }
        }
        await recorder.load(source)
        #expect(eventsWhenTold == ["awaiting for 30.0 seconds"])
        #expect(recorder.events == ["awaiting for 30.0 seconds", "asking met-norway for open-meteo", "loaded from met-norway"])
        #expect(source.report?.fallback == ProviderFallback(from: .openMeteo, reason: .noAnswer))
    }
}
