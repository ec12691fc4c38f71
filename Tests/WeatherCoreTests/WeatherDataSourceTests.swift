import Foundation
import Logging
import Testing
@testable import WeatherCore

/// Counts the provider's calls and keeps the coordinates asked for.
private actor ProviderCalls {
    var coordinates: [Coordinate] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record(_ coordinate: Coordinate) -> Int {
        coordinates.append(coordinate)
        let due = waiters.filter { $0.count <= coordinates.count }
        waiters.removeAll { $0.count <= coordinates.count }
        due.forEach { $0.continuation.resume() }
        return coordinates.count
    }

    /// Returns once the provider has been asked `count` times.
    func waitForCalls(_ count: Int) async {
        guard coordinates.count < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }
}

/// The place-name feed as the data source hears it, on the main actor: it opens `handedOver` as it hands
/// its answer over, and the data source has taken the answer before anything else runs there.
@MainActor
private final class HandingOverFeed: ReportFeed {
    nonisolated let name = "place name"
    nonisolated let part = ReportPart.placeName
    private let feed: PlaceNameFeed
    private let handedOver: Gate

    init(_ feed: PlaceNameFeed, opening handedOver: Gate) {
        self.feed = feed
        self.handedOver = handedOver
    }

    func amendment(for place: Place) async throws -> ReportAmendment? {
        let amendment = try await feed.amendment(for: place)
        handedOver.open()
        return amendment
    }
}

/// A provider that answers each call after a delay (counted from `opening`'s opening, when given) on a
/// clock that stands still: a delay but zero ends only when the call is called off. The temperature is the
/// call's number; it fails for every coordinate in `failing` (or every call, with `failure` and no `failing`).
private struct ScriptedProvider: WeatherProvider {
    let id = ProviderID.openMeteo
    let calls = ProviderCalls()
    let clock = ManualClock()
    var delays: [Duration]
    var failure: FetchError?
    var failing: Set<Coordinate>?
    var opening: Gate?

    func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        let call = await calls.record(coordinate)
        await opening?.wait()
        try await clock.sleep(for: delays[min(call - 1, delays.count - 1)])
        if let failure, failing?.contains(coordinate) ?? true { throw failure }
        let now = Date(timeIntervalSince1970: 1_763_768_400)
        return ProviderWeather(
            current: CurrentConditions(time: now, temperature: Double(call), condition: .clear),
            forecast: [], timeZone: LocalTimeZone(secondsFromGMT: 0), placeName: "Provider Town"
        )
    }
}

private struct FixedGeocoder: Geocoding, ReverseGeocoding, IPLocating {
    var places: [Place] = []
    var reverse: Place?
    /// Where set, the reverse lookup answers once it opens.
    var held: Gate?
    var reverseFailure: FetchError?
    var searchFailure: FetchError?
    var located: Place?
    /// Where set, the IP lookup answers only once the provider has been asked.
    var answersAfter: ProviderCalls?
    /// Opened as the reverse lookup answers.
    var answered: Gate?
    func search(_ name: String) async throws -> [Place] {
        if let searchFailure { throw searchFailure }
        return places.filter { $0.name == name }
    }
    func place(at coordinate: Coordinate) async throws -> Place? {
        await held?.wait()
        answered?.open()
        if let reverseFailure { throw reverseFailure }
        return reverse
    }
    func locate() async throws -> Place {
        await answersAfter?.waitForCalls(1)
        guard let located else { throw FetchError.offline }
        return located
    }
}

/// Keeps the data source's events; a load's outcome is its `finished`, `failed` or `changeFailed`.
@MainActor
private final class RecordingDelegate {
    var events: [String] = []
    /// The load number each event came with, in order (`finished` too).
    var loads: [Int] = []
    var reports: [WeatherReport] = []
    var finished: CheckedContinuation<Void, Never>?
    private var loaded: CheckedContinuation<Void, Never>?

    func receive(_ event: DataSourceEvent, load: Int) {
        loads.append(load)
        switch event {
        case let .locating(step): events.append("locating \(step)")
        case let .loading(place): events.append("loading \(place.shortName)")
        case let .askingFallback(attempt): events.append("asking \(attempt.to.rawValue)")
        case let .awaitingForecast(patience): events.append("awaiting for \(patience)")
        case let .loaded(report):
            events.append("loaded \(Int(report.current.temperature))")
            reports.append(report)
            loaded?.resume()
            loaded = nil
        case let .amended(report):
            events.append("amended \(report.place.displayName)")
            reports.append(report)
        case .finished:
            finish()
        case let .failed(failure):
            events.append("failed \(failure)")
            finish()
        case let .changeFailed(failure):
            events.append("change failed \(failure)")
            finish()
        }
    }

    private func finish() {
        finished?.resume()
        finished = nil
    }

    func waitForOutcome() async {
        await withCheckedContinuation { finished = $0 }
    }

    /// Returns once the weather of the load under way has arrived.
    func waitForWeather() async {
        guard !events.contains(where: { $0.hasPrefix("loaded") }) else { return }
        await withCheckedContinuation { loaded = $0 }
    }
}

@MainActor
@Suite struct WeatherDataSourceTests {
    let seoul = Coordinate(latitude: 37.5667, longitude: 126.9783)!
    let busan = Place(name: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)
    let london = Place(name: "London", countryCode: "GB", coordinate: Coordinate(latitude: 51.51, longitude: -0.13)!)
    let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// `nameHandedOver`: opened as the place-name feed hands its answer to the data source.
    private func makeSource(
        provider: ScriptedProvider, geocoder: FixedGeocoder = FixedGeocoder(), mode: LocationMode,
        lastPlace: JSONFileStore<Place>? = nil, recentPlaces: JSONFileStore<RecentPlaces>? = nil,
        reportStore: ReportStore? = nil, cacheWriter: CacheWriter = CacheWriter(), nameHandedOver: Gate? = nil
    ) -> WeatherDataSource {
        let names = PlaceNameFeed(lookup: PlaceLookup(geocoder: geocoder, cache: PlaceNameCache(store: nil)))
        let feed: any ReportFeed = if let nameHandedOver { HandingOverFeed(names, opening: nameHandedOver) } else { names }
        return WeatherDataSource(
            provider: provider,
            resolver: LocationResolver(geocoder: geocoder, ipLocator: geocoder, lastPlace: lastPlace, recentPlaces: recentPlaces),
            feeds: [feed], mode: mode, reportStore: reportStore, cacheWriter: cacheWriter, logger: logger
        )
    }

    private func load(_ source: WeatherDataSource, _ delegate: RecordingDelegate, _ start: () -> Void) async {
        source.onEvent = delegate.receive
        start()
        await delegate.waitForOutcome()
    }

    @Test func aNameThatArrivesBeforeTheWeatherIsInTheLoadedReport() async {
        // The weather answers once the name has reached the data source, however slowly a busy machine
        // starts the lookup.
        let named = Gate()
        let geocoder = FixedGeocoder(reverse: Place(name: "Seoul", countryCode: "KR", coordinate: seoul))
        let provider = ScriptedProvider(delays: [.zero], opening: named)
        let source = makeSource(provider: provider, geocoder: geocoder, mode: .fixed(.coordinate(seoul)), nameHandedOver: named)
        let delegate = RecordingDelegate()
        source.onEvent = delegate.receive
        source.reload(as: 1)
        #expect(source.isLoading)
        await delegate.waitForOutcome()
        #expect(delegate.events == ["loading 37.57°N 126.98°E", "loaded 1"])
        #expect(delegate.reports.first?.place.displayName == "Seoul, KR")
        #expect(source.report?.place.displayName == "Seoul, KR")
        #expect(!source.isLoading)
    }

    /// The weather is never held up by the name: it loads with the service's own name, and the
    /// geocoder's fills in when it comes.
    @Test func aSlowNameFillsInAfterTheWeather() async {
        let named = Gate()
        let geocoder = FixedGeocoder(reverse: Place(name: "Seoul", countryCode: "KR", coordinate: seoul), held: named)
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        source.onEvent = delegate.receive
        source.reload(as: 1)
        await delegate.waitForWeather()
        named.open()
        await delegate.waitForOutcome()
        #expect(delegate.events == ["loading 37.57°N 126.98°E", "loaded 1", "amended Seoul, KR"])
        #expect(delegate.reports.map(\.place.displayName) == ["Provider Town", "Seoul, KR"])
        #expect(source.report?.place.displayName == "Seoul, KR")
        #expect(source.recentPlaces.places.first?.displayName == "Seoul, KR")
    }

    /// A feed's failure is only its own absence: the weather loads, no failure is reported.
    @Test func aFailingNameLeavesOnlyTheNameOut() async {
        let failed = Gate()
        let geocoder = FixedGeocoder(reverseFailure: .serverError(status: 500), answered: failed)
        let source = makeSource(provider: ScriptedProvider(delays: [.zero], opening: failed), geocoder: geocoder, mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events == ["loading 37.57°N 126.98°E", "loaded 1"])
        #expect(source.report?.place.displayName == "Provider Town")
    }

    /// A report says which parts its load asked for: one without a feed's part because the feed failed
    /// differs from one whose load never asked (a one-shot output that shows no air).
    @Test func aLoadedReportSaysWhichPartsWereAskedFor() async throws {
        let geocoder = FixedGeocoder(reverseFailure: .serverError(status: 500))
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.coordinate(seoul)))
        await load(source, RecordingDelegate()) { source.reload(as: 1) }
        let report = try #require(source.report)
        #expect(report.partsAsked == [.placeName])
        #expect(!report.leftOut(.placeName))
        #expect(report.leftOut(.air) && report.leftOut(.warnings))
    }

    @Test func everyGoodLoadIsStoredAndAFixedNameFindsItAgain() async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        let writer = CacheWriter()
        let geocoder = FixedGeocoder(places: [busan])
        let source = makeSource(
            provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.name("Busan")), reportStore: store,
            cacheWriter: writer
        )
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        let loaded = delegate.reports.last
        #expect(loaded != nil)
        // Written off the main actor, and queued before the delegate heard of the load: once the writer
        // has finished, the report is on disk.
        await writer.finish()
        #expect(store.report(for: .query(.name("busan"))) == loaded)
        #expect(store.report(for: .lastPlace) == loaded)
        // A failed load stores nothing and leaves the stored report alone.
        let failing = makeSource(
            provider: ScriptedProvider(delays: [.zero], failure: .offline), geocoder: geocoder, mode: .fixed(.name("Busan")),
            reportStore: store
        )
        await load(failing, RecordingDelegate()) { failing.reload(as: 1) }
        #expect(store.report(for: .query(.name("Busan"))) == loaded)
    }

    /// The fixed name leads only to the place its search found: a refresh after a change to another
    /// place, or a change made before the named place ever loaded, stores nothing under it.
    @Test func aFixedNameIsStoredOnlyForThePlaceItFound() async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        let writer = CacheWriter()
        let geocoder = FixedGeocoder(places: [busan, london])
        let source = makeSource(
            provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.name("Busan")),
            recentPlaces: JSONFileStore(url: directory.appendingPathComponent("recent-places.json")), reportStore: store,
            cacheWriter: writer
        )
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        await load(source, delegate) { source.changeLocation(to: london, as: 2) }
        await load(source, delegate) { source.reload(as: 3) }
        await writer.finish()
        #expect(source.report?.place.name == "London")
        #expect(store.place(foundBy: "Busan")?.name == "Busan")

        let failedFirst = ReportStore(directory: directory.appendingPathComponent("failed-first"))
        let failedWriter = CacheWriter()
        let unsettled = makeSource(
            provider: ScriptedProvider(delays: [.zero], failure: .offline, failing: [busan.coordinate]), geocoder: geocoder,
            mode: .fixed(.name("Busan")), reportStore: failedFirst, cacheWriter: failedWriter
        )
        await load(unsettled, RecordingDelegate()) { unsettled.reload(as: 1) }
        await load(unsettled, RecordingDelegate()) { unsettled.changeLocation(to: london, as: 2) }
        await failedWriter.finish()
        #expect(unsettled.report?.place.name == "London")
        #expect(failedFirst.place(foundBy: "Busan") == nil)
    }

    /// A one-shot run stores its report once, with every feed's part in it, when the load has finished;
    /// the dashboard's stores the weather as soon as it is in, before a slow feed answers.
    @Test(arguments: [WeatherDataSource.Storing.asItComes, .whenFinished])
    func aReportIsStoredWhenItsStoringSays(_ storing: WeatherDataSource.Storing) async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        let writer = CacheWriter()
        let named = Gate()
        let geocoder = FixedGeocoder(reverse: Place(name: "Seoul", countryCode: "KR", coordinate: seoul), held: named)
        let source = makeSource(
            provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.coordinate(seoul)), reportStore: store,
            cacheWriter: writer
        )
        source.storing = storing
        let delegate = RecordingDelegate()
        source.onEvent = delegate.receive
        source.reload(as: 1)
        await delegate.waitForWeather()
        await writer.finish()
        let storedBeforeTheName = store.report(for: .lastPlace)?.place.displayName
        #expect(storedBeforeTheName == (storing == .asItComes ? "Provider Town" : nil))
        named.open()
        await delegate.waitForOutcome()
        await writer.finish()
        #expect(store.report(for: .lastPlace)?.place.displayName == "Seoul, KR")
    }

    /// The first load's steps carry its number until the second, asked for under another, calls it off.
    @Test func aNewLoadCancelsTheOneInFlight() async {
        // The first answer would take five seconds on a clock that does not move: only the second comes.
        let provider = ScriptedProvider(delays: [.seconds(5), .zero])
        let source = makeSource(provider: provider, mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        source.onEvent = delegate.receive
        source.reload(as: 1)
        await provider.calls.waitForCalls(1)
        source.reload(as: 2)
        await delegate.waitForOutcome()
        #expect(delegate.events == ["loading 37.57°N 126.98°E", "loading 37.57°N 126.98°E", "loaded 2"])
        #expect(delegate.loads == [1, 2, 2, 2])
        #expect(delegate.reports.count == 1)
        #expect(source.report?.place.name == "Provider Town")
    }

    @Test func weatherFailuresReachTheDelegate() async {
        let source = makeSource(provider: ScriptedProvider(delays: [.zero], failure: .serverError(status: 503)), mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events.last == "failed \(LoadFailure.weather(.serverError(status: 503)))")
    }

    @Test func eachLocatingStepIsAnnounced() async {
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), mode: .automatic(ipLookup: true))
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events == ["locating ipLookup", "failed \(LoadFailure.location(.ipLookupFailed(.offline)))"])
    }

    @Test func anIPLocationIsApproximateAndTheLastPlaceIsTheFallback() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lastPlace = JSONFileStore<Place>(url: directory.appendingPathComponent("last-location.json"))
        let mountainView = Place(name: "Mountain View", countryCode: "US", coordinate: Coordinate(latitude: 37.39, longitude: -122.08)!)
        let writer = CacheWriter()
        let located = makeSource(
            provider: ScriptedProvider(delays: [.zero]), geocoder: FixedGeocoder(located: mountainView),
            mode: .automatic(ipLookup: true), lastPlace: lastPlace, cacheWriter: writer
        )
        await load(located, RecordingDelegate()) { located.reload(as: 1) }
        #expect(located.report?.place.isApproximate == true)
        await writer.finish()
        #expect(lastPlace.read()?.isApproximate == true)

        let offline = makeSource(provider: ScriptedProvider(delays: [.zero]), mode: .automatic(ipLookup: true), lastPlace: lastPlace)
        let delegate = RecordingDelegate()
        await load(offline, delegate) { offline.reload(as: 1) }
        #expect(delegate.events == ["locating ipLookup", "locating lastPlace", "loading Mountain View", "loaded 1"])
    }

    /// The IP lookup answers only once the weather has been asked for: a load that waited for it first
    /// would meet the time limit.
    @Test(.timeLimit(.minutes(1))) func theRememberedPlaceIsLoadedWhileTheIPLookupConfirmsIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lastPlace = JSONFileStore<Place>(url: directory.appendingPathComponent("last-location.json"))
        try lastPlace.write(busan)
        let provider = ScriptedProvider(delays: [.zero])
        let source = makeSource(
            provider: provider, geocoder: FixedGeocoder(located: busan, answersAfter: provider.calls),
            mode: .automatic(ipLookup: true), lastPlace: lastPlace
        )
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events == ["locating ipLookup", "loading Busan", "loaded 1"])
        #expect(await provider.calls.coordinates == [busan.coordinate])
        #expect(source.report?.place.isApproximate == true)

        source.reload(as: 1)
        await delegate.waitForOutcome()
        #expect(delegate.events.suffix(3) == ["locating ipLookup", "loading Busan", "loaded 2"])
    }

    @Test(.timeLimit(.minutes(1))) func anIPLookupThatNamesAnotherPlaceReplacesTheRememberedOnesLoad() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lastPlace = JSONFileStore<Place>(url: directory.appendingPathComponent("last-location.json"))
        try lastPlace.write(london)
        // London's answer would take a minute on a clock that does not move: the load that replaces it does
        // not wait for it.
        let provider = ScriptedProvider(delays: [.seconds(60), .zero])
        let writer = CacheWriter()
        let source = makeSource(
            provider: provider, geocoder: FixedGeocoder(located: busan, answersAfter: provider.calls),
            mode: .automatic(ipLookup: true), lastPlace: lastPlace, cacheWriter: writer
        )
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events == ["locating ipLookup", "loading Busan", "loaded 2"])
        #expect(await provider.calls.coordinates == [london.coordinate, busan.coordinate])
        #expect(source.report?.place.name == "Busan")
        await writer.finish()
        #expect(lastPlace.read()?.name == "Busan")
    }

    @Test func aNamedLocationIsGeocodedOnceAndUnknownOrAmbiguousNamesFail() async {
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), geocoder: FixedGeocoder(places: [busan]), mode: .fixed(.name("Busan")))
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        source.reload(as: 1)
        await delegate.waitForOutcome()
        #expect(delegate.events == ["locating search(\"Busan\")", "loading Busan", "loaded 1", "loading Busan", "loaded 2"])

        let nowhere = makeSource(provider: ScriptedProvider(delays: [.zero]), mode: .fixed(.name("Nowhere")))
        let other = RecordingDelegate()
        await load(nowhere, other) { nowhere.reload(as: 1) }
        #expect(other.events.last == "failed \(LoadFailure.location(.noMatch("Nowhere")))")

        let twins = [busan, Place(name: "Busan", region: "Elsewhere", coordinate: Coordinate(latitude: 1, longitude: 1)!)]
        let ambiguous = makeSource(provider: ScriptedProvider(delays: [.zero]), geocoder: FixedGeocoder(places: twins), mode: .fixed(.name("Busan")))
        let third = RecordingDelegate()
        await load(ambiguous, third) { ambiguous.reload(as: 1) }
        #expect(third.events.last == "failed \(LoadFailure.location(.ambiguous("Busan", matches: twins)))")
    }

    // MARK: - A change takes effect only when it has loaded

    @Test func aFailedSearchLeavesTheOldPlaceAndReloadsLoadIt() async {
        let provider = ScriptedProvider(delays: [.zero])
        let source = makeSource(provider: provider, geocoder: FixedGeocoder(places: [busan]), mode: .fixed(.name("Busan")))
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        let before = source.report

        await load(source, delegate) { source.changeLocation(to: .name("Busna"), as: 1) }
        #expect(delegate.events.last == "change failed \(LoadFailure.location(.noMatch("Busna")))")
        #expect(source.report == before)

        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events.suffix(2) == ["loading Busan", "loaded 2"])
        #expect(await provider.calls.coordinates == [busan.coordinate, busan.coordinate])
    }

    @Test func aChangeWhoseWeatherFailsLeavesTheOldPlace() async {
        let provider = ScriptedProvider(delays: [.zero], failure: .serverError(status: 500), failing: [london.coordinate])
        let source = makeSource(provider: provider, geocoder: FixedGeocoder(places: [busan, london]), mode: .automatic(ipLookup: false))
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.changeLocation(to: .name("Busan"), as: 1) }
        #expect(source.report?.place.name == "Busan")

        await load(source, delegate) { source.changeLocation(to: london, as: 1) }
        #expect(delegate.events.last == "change failed \(LoadFailure.weather(.serverError(status: 500)))")
        #expect(source.report?.place.name == "Busan")

        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events.suffix(2) == ["loading Busan", "loaded 3"])
        #expect(await provider.calls.coordinates == [busan.coordinate, london.coordinate, busan.coordinate])
    }

    @Test func aFailedChangeBeforeAnyPlaceKeepsLocatingAutomatically() async {
        let provider = ScriptedProvider(delays: [.zero])
        let source = makeSource(
            provider: provider, geocoder: FixedGeocoder(searchFailure: .timedOut, located: busan), mode: .automatic(ipLookup: true)
        )
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.changeLocation(to: .name("London"), as: 1) }
        #expect(delegate.events == ["locating search(\"London\")", "change failed \(LoadFailure.location(.searchFailed(.timedOut)))"])
        #expect(source.report == nil)
        await load(source, delegate) { source.reload(as: 1) }
        #expect(delegate.events.suffix(3) == ["locating ipLookup", "loading Busan", "loaded 1"])
    }

    @Test func aSuccessfulChangeBecomesTheCurrentPlaceAndARecentOne() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let recentStore = JSONFileStore<RecentPlaces>(url: directory.appendingPathComponent("recent-places.json"))
        let provider = ScriptedProvider(delays: [.zero])
        let writer = CacheWriter()
        let source = makeSource(
            provider: provider, geocoder: FixedGeocoder(places: [busan], located: london),
            mode: .automatic(ipLookup: true), recentPlaces: recentStore, cacheWriter: writer
        )
        let delegate = RecordingDelegate()
        await load(source, delegate) { source.reload(as: 1) }
        await load(source, delegate) { source.changeLocation(to: .name("Busan"), as: 1) }
        await load(source, delegate) { source.reload(as: 1) }
        // No IP lookup after the change: the chosen place is refreshed.
        #expect(delegate.events.suffix(2) == ["loading Busan", "loaded 3"])
        #expect(source.recentPlaces.places.map(\.name) == ["Busan", "London"])
        await writer.finish()
        #expect(recentStore.read()?.places.map(\.name) == ["Busan", "London"])

        let again = makeSource(provider: ScriptedProvider(delays: [.zero]), mode: .automatic(ipLookup: false), recentPlaces: recentStore)
        #expect(again.recentPlaces.places.map(\.name) == ["Busan", "London"])
    }

    /// A dashboard for Busan and a one-shot run for Tokyo in one cache directory, the one-shot run
    /// started first (it read the recent places while there were none) and stored last: both places
    /// stay recent, and Busan's report and the name that found it stay stored.
    @Test func twoRunsInOneCacheDirectoryKeepEachOthersPlacesAndReports() async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokyo = Place(name: "Tokyo", countryCode: "JP", coordinate: Coordinate(latitude: 35.69, longitude: 139.69)!)
        let geocoder = FixedGeocoder(places: [busan, tokyo])
        func run(_ name: String, writer: CacheWriter) -> WeatherDataSource {
            makeSource(
                provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.name(name)),
                lastPlace: JSONFileStore(url: directory.appendingPathComponent("last-place.json")),
                recentPlaces: JSONFileStore(url: directory.appendingPathComponent("recent-places.json")),
                reportStore: ReportStore(directory: directory), cacheWriter: writer
            )
        }
        let oneShotWriter = CacheWriter()
        let oneShot = run("Tokyo", writer: oneShotWriter)
        let dashboardWriter = CacheWriter()
        let dashboard = run("Busan", writer: dashboardWriter)
        await load(dashboard, RecordingDelegate()) { dashboard.reload(as: 1) }
        await dashboardWriter.finish()
        await load(oneShot, RecordingDelegate()) { oneShot.reload(as: 1) }
        await oneShotWriter.finish()

        let stored = ReportStore(directory: directory)
        let recent = JSONFileStore<RecentPlaces>(url: directory.appendingPathComponent("recent-places.json")).read()
        #expect(recent?.places.map(\.name) == ["Tokyo", "Busan"])
        #expect(stored.report(for: .query(.name("Busan")))?.place.name == "Busan")
        #expect(stored.report(for: .query(.name("Tokyo")))?.place.name == "Tokyo")
        #expect(stored.report(for: .lastPlace)?.place.name == "Tokyo")
    }
}
