import Foundation
import Logging
import Testing
@testable import WeatherCore

/// Several `--location`s in a one-shot run: each place found as a fixed location is, the weather of all
/// of them from one call to the provider, each report stored under the name that found it.
@MainActor
@Suite struct PlaceSetLoadTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_763_768_400)
    static let busan = Place(name: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.1796, longitude: 129.0756)!)
    static let springfields = [
        Place(name: "Springfield", region: "Missouri", countryCode: "US", coordinate: Coordinate(latitude: 37.2, longitude: -93.3)!),
        Place(name: "Springfield", region: "Illinois", countryCode: "US", coordinate: Coordinate(latitude: 39.8, longitude: -89.6)!),
    ]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("place-set-\(UUID().uuidString)")

    /// Answers every place of a call, the temperature its place in the call, and counts the calls.
    final class SetProvider: WeatherProvider {
        let id = ProviderID.openMeteo
        let calls = Locked<[[Coordinate]]>([])
        let failing: Set<Coordinate>

        init(failing: Set<Coordinate> = []) {
            self.failing = failing
        }

        func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
            try await weather(at: [coordinate])[0].get()
        }

        func weather(at coordinates: [Coordinate]) async -> [Result<ProviderWeather, FetchError>] {
            calls.withLock { $0.append(coordinates) }
            return coordinates.enumerated().map { index, coordinate in
                failing.contains(coordinate) ? .failure(.serverError(status: 502)) : .success(ProviderWeather(
                    current: CurrentConditions(time: PlaceSetLoadTests.now, temperature: Double(index), condition: .clear), forecast: [],
                    timeZone: LocalTimeZone(secondsFromGMT: 0)
                ))
            }
        }
    }

    final class Geocoder: Geocoding, IPLocating {
        let searches = Locked<[String]>([])
        let places: [Place]

        init(places: [Place]) {
            self.places = places
        }

        func search(_ name: String) async throws -> [Place] {
            searches.withLock { $0.append(name) }
            return places.filter { $0.name == name }
        }

        func locate() async throws -> Place { throw FetchError.offline }
    }

    private func dataSource(_ provider: SetProvider, geocoder: Geocoder, store: ReportStore, writer: CacheWriter) -> WeatherDataSource {
        let resolver = LocationResolver(geocoder: geocoder, ipLocator: geocoder, lastPlace: nil, recentPlaces: nil)
        return WeatherDataSource(
            provider: provider, resolver: resolver, feeds: [], mode: .automatic(ipLookup: false), reportStore: store,
            cacheWriter: writer, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, clock: { PlaceSetLoadTests.now }
        )
    }

    @Test func everyPlaceIsAskedInOneCallAndStoredUnderItsName() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        let writer = CacheWriter()
        let provider = SetProvider()
        let geocoder = Geocoder(places: [Self.busan] + Self.springfields)
        let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)!
        let queries: [LocationQuery] = [.coordinate(seoul), .name("Busan"), .name("Atlantis"), .name("Springfield")]
        let loads = await dataSource(provider, geocoder: geocoder, store: store, writer: writer).reports(for: queries)
        await writer.finish()

        #expect(loads.map(\.query) == queries)
        #expect(provider.calls.withLock { $0 } == [[seoul, Self.busan.coordinate, Self.springfields[0].coordinate]])
        #expect(try loads[1].result.get().place == Self.busan)
        #expect(try loads[1].result.get().current.temperature == 1)
        #expect(loads[2].result == .failure(.location(.noMatch("Atlantis"))))
        // Of several matches the best is taken, and the matches are said.
        #expect(try loads[3].result.get().place == Self.springfields[0])
        #expect(loads[3].matches == Self.springfields)
        // Stored: a name is not searched again, and the first place asked is the most recent.
        #expect(store.place(foundBy: "busan") == Self.busan)
        #expect(store.report(for: .query(.coordinate(seoul)))?.current.temperature == 0)
        let again = await dataSource(provider, geocoder: geocoder, store: store, writer: writer).reports(for: [.name("Busan")])
        #expect(try again[0].result.get().place == Self.busan)
        #expect(geocoder.searches.withLock { $0.filter { $0 == "Busan" }.count } == 1)
    }

    @Test func aPlaceWhoseWeatherFailsFailsAlone() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let provider = SetProvider(failing: [Self.busan.coordinate])
        let loads = await dataSource(
            provider, geocoder: Geocoder(places: [Self.busan]), store: ReportStore(directory: directory), writer: CacheWriter()
        ).reports(for: [.name("Busan"), .coordinate(Coordinate(latitude: 51.5, longitude: -0.12)!)])
        #expect(loads[0].result == .failure(.weather(.serverError(status: 502))))
        #expect(try loads[1].result.get().current.temperature == 1)
    }
}
