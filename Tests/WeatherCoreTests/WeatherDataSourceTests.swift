import Foundation
import Logging
import Testing
@testable import WeatherCore

/// A provider that answers each call after a delay, with the call's number as the temperature.
private actor CountingProvider {
    var calls = 0
    func next() -> Int {
        calls += 1
        return calls
    }
}

private struct ScriptedProvider: WeatherProvider {
    let id = ProviderID.openMeteo
    let counter = CountingProvider()
    var delays: [Duration]
    var failure: FetchError?

    func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        let call = await counter.next()
        try await Task.sleep(for: delays[min(call - 1, delays.count - 1)])
        if let failure { throw failure }
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
    func search(_ name: String) async throws -> [Place] { places }
    func place(at coordinate: Coordinate) async throws -> Place? { reverse }
    func locate() async throws -> Place { throw FetchError.offline }
}

@MainActor
private final class RecordingDelegate: WeatherDataSourceDelegate {
    var events: [String] = []
    var reports: [WeatherReport] = []
    var finished: CheckedContinuation<Void, Never>?

    func dataSourceDidStartLocating() { events.append("locating") }
    func dataSourceDidStartLoading(_ place: Place) { events.append("loading \(place.shortName)") }
    func dataSourceDidLoad(_ report: WeatherReport) {
        events.append("loaded \(Int(report.current.temperature))")
        reports.append(report)
        finished?.resume()
        finished = nil
    }
    func dataSourceDidFail(_ failure: LoadFailure) {
        events.append("failed \(failure)")
        finished?.resume()
        finished = nil
    }

    func waitForOutcome() async {
        await withCheckedContinuation { finished = $0 }
    }
}

@MainActor
@Suite struct WeatherDataSourceTests {
    let seoul = Coordinate(latitude: 37.5667, longitude: 126.9783)!
    let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    private func makeSource(
        provider: ScriptedProvider, geocoder: FixedGeocoder = FixedGeocoder(), mode: LocationMode
    ) -> WeatherDataSource {
        WeatherDataSource(
            provider: provider,
            resolver: LocationResolver(geocoder: geocoder, ipLocator: geocoder, lastPlace: nil),
            reverseGeocoder: geocoder, placeNames: PlaceNameCache(store: nil), mode: mode, logger: logger
        )
    }

    @Test func aLoadLocatesNamesAndDelivers() async {
        let geocoder = FixedGeocoder(reverse: Place(name: "Seoul", countryCode: "KR", coordinate: seoul))
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), geocoder: geocoder, mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        source.delegate = delegate
        source.reload()
        #expect(source.isLoading)
        await delegate.waitForOutcome()
        #expect(delegate.events == ["locating", "loading 37.57°N 126.98°E", "loaded 1"])
        #expect(source.report?.place.displayName == "Seoul, KR")
        #expect(!source.isLoading)
    }

    @Test func aNewLoadCancelsTheOneInFlight() async {
        let source = makeSource(provider: ScriptedProvider(delays: [.seconds(5), .milliseconds(10)]), mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        source.delegate = delegate
        source.reload()
        try? await Task.sleep(for: .milliseconds(50))
        source.reload()
        await delegate.waitForOutcome()
        #expect(delegate.events.filter { $0.hasPrefix("loaded") } == ["loaded 2"])
        #expect(delegate.reports.count == 1)
        #expect(source.report?.place.name == "Provider Town")
    }

    @Test func weatherFailuresReachTheDelegate() async {
        let source = makeSource(provider: ScriptedProvider(delays: [.zero], failure: .serverError(status: 503)), mode: .fixed(.coordinate(seoul)))
        let delegate = RecordingDelegate()
        source.delegate = delegate
        source.reload()
        await delegate.waitForOutcome()
        #expect(delegate.events.last == "failed \(LoadFailure.weather(.serverError(status: 503)))")
    }

    @Test func locationFailuresReachTheDelegate() async {
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), mode: .automatic(ipLookup: true))
        let delegate = RecordingDelegate()
        source.delegate = delegate
        source.reload()
        await delegate.waitForOutcome()
        #expect(delegate.events == ["locating", "failed \(LoadFailure.location(.ipLookupFailed(.offline)))"])
    }

    @Test func aNamedLocationIsGeocodedOnceAndUnknownNamesFail() async {
        let busan = Place(name: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)
        let source = makeSource(provider: ScriptedProvider(delays: [.zero]), geocoder: FixedGeocoder(places: [busan]), mode: .fixed(.name("Busan")))
        let delegate = RecordingDelegate()
        source.delegate = delegate
        source.reload()
        await delegate.waitForOutcome()
        source.reload()
        await delegate.waitForOutcome()
        #expect(delegate.events == ["locating", "loading Busan", "loaded 1", "loading Busan", "loaded 2"])

        let nowhere = makeSource(provider: ScriptedProvider(delays: [.zero]), mode: .fixed(.name("Nowhere")))
        let other = RecordingDelegate()
        nowhere.delegate = other
        nowhere.reload()
        await other.waitForOutcome()
        #expect(other.events.last == "failed \(LoadFailure.location(.noMatch("Nowhere")))")
    }
}
