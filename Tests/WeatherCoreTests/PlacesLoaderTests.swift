import Foundation
import Logging
import Testing
@testable import WeatherCore

/// The places view's rows: pinned places seeded once from the config file, rows from the store while
/// fresh, the others in one call, names searched once, and each place failing alone.
@MainActor
@Suite struct PlacesLoaderTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_763_768_400)
    static let seoul = Place(name: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!)
    static let busan = Place(name: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.1796, longitude: 129.0756)!)
    static let london = Place(name: "London", countryCode: "GB", coordinate: Coordinate(latitude: 51.5073, longitude: -0.1276)!)

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)")

    // MARK: - Pinned places

    @Test func theConfigFileSeedsEachEntryOnceAndAnUnpinnedEntryStaysUnpinned() throws {
        let config: [LocationQuery] = [.name("Seoul"), .coordinate(Coordinate(latitude: 52.52, longitude: 13.41)!)]
        let seeded = PinnedPlaces().seeded(with: config)
        #expect(seeded.entries == [.name("Seoul"), .place(Place(coordinate: Coordinate(latitude: 52.52, longitude: 13.41)!))])
        // Seoul found, Berlin unpinned: neither comes back from the same file.
        let berlin = try #require(seeded.entries[1].place)
        let changed = seeded.finding("Seoul", at: Self.seoul).toggling(.place(berlin))
        #expect(changed.entries == [.place(Self.seoul)])
        #expect(changed.seeded(with: config) == changed)
        // A new entry in the file is pinned once.
        #expect(changed.seeded(with: config + [.name("Busan")]).entries == [.place(Self.seoul), .name("Busan")])
        // What is kept reads back the same.
        let store = JSONFileStore<PinnedPlaces>(url: directory.appendingPathComponent("pinned-places.json"))
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.write(changed)
        #expect(store.read() == changed)
    }

    @Test func pinningTogglesAndAPlaceIsPinnedOnce() {
        let pinned = PinnedPlaces().toggling(.place(Self.seoul)).toggling(.place(Self.busan))
        #expect(pinned.entries == [.place(Self.seoul), .place(Self.busan)])
        // Within about a kilometre it is the same place.
        let nearby = Place(name: "Jung-gu", coordinate: Coordinate(latitude: 37.5682, longitude: 126.9801)!)
        #expect(pinned.toggling(.place(nearby)).entries == [.place(Self.busan)])
        // A name found at a place already pinned is not pinned twice.
        #expect(PinnedPlaces([.place(Self.seoul), .name("서울")]).finding("서울", at: Self.seoul).entries == [.place(Self.seoul)])
    }

    // MARK: - The rows' load

    /// Answers each call with a glance whose temperature is the place's index in the call; fails the
    /// coordinates in `failing`; counts the calls.
    final class CountingSource: PlaceGlanceSource {
        let calls = Locked<[[Coordinate]]>([])
        let failing: Set<Coordinate>

        init(failing: Set<Coordinate> = []) {
            self.failing = failing
        }

        func glances(at coordinates: [Coordinate]) async -> [Result<PlaceGlance, FetchError>] {
            calls.withLock { $0.append(coordinates) }
            return coordinates.enumerated().map { index, coordinate in
                failing.contains(coordinate) ? .failure(.serverError(status: 503)) : .success(PlacesLoaderTests.glance(Double(index), at: PlacesLoaderTests.now))
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

    /// Names every spot `name`, in Germany; counts the requests.
    final class Namer: ReverseGeocoding {
        let requests = Locked<Int>(0)
        let name: String?

        init(name: String?) {
            self.name = name
        }

        func place(at coordinate: Coordinate) async throws -> Place? {
            requests.withLock { $0 += 1 }
            return name.map { Place(name: $0, region: "Berlin", countryCode: "DE", coordinate: coordinate) }
        }
    }

    nonisolated static func glance(_ temperature: Double, at fetchedAt: Date) -> PlaceGlance {
        PlaceGlance(
            timeZone: LocalTimeZone(secondsFromGMT: 0), temperature: temperature, condition: .clear, observedAt: fetchedAt,
            provider: .openMeteo, fetchedAt: fetchedAt
        )
    }

    private func loader(
        _ source: CountingSource, geocoder: Geocoder = Geocoder(places: []), namer: Namer = Namer(name: nil),
        glances: PlaceGlanceStore = PlaceGlanceStore(store: nil), reportStore: ReportStore? = nil, now: Date = PlacesLoaderTests.now
    ) -> (PlacesLoader, AsyncStream<PlacesEvent>) {
        let resolver = LocationResolver(geocoder: geocoder, ipLocator: geocoder, lastPlace: nil, recentPlaces: nil)
        let lookup = PlaceLookup(geocoder: namer, cache: PlaceNameCache(store: nil))
        let loader = PlacesLoader(
            source: source, resolver: resolver, lookup: lookup, glances: glances, reportStore: reportStore, language: .english,
            freshFor: 600,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, clock: { now }
        )
        let (events, continuation) = AsyncStream<PlacesEvent>.makeStream()
        loader.onEvent = { event, _ in continuation.yield(event) }
        return (loader, events)
    }

    /// The events until the rows of `keys` have all come.
    private func events(_ stream: AsyncStream<PlacesEvent>, until keys: Set<String>) async -> (found: [String: Place], rows: [String: PlaceRow]) {
        var found: [String: Place] = [:]
        var rows: [String: PlaceRow] = [:]
        for await event in stream {
            switch event {
            case let .found(name, place): found[name] = place
            case .named, .finished: break
            case let .rows(more): rows.merge(more) { _, new in new }
            }
            if keys.isSubset(of: Set(rows.keys)) { break }
        }
        return (found, rows)
    }

    @Test func everyRowComesFromOneCall() async {
        let source = CountingSource()
        let (loader, stream) = loader(source)
        let entries: [PlaceEntry] = [.place(Self.seoul), .place(Self.busan), .place(Self.london)]
        loader.load(entries, as: 1)
        let (_, rows) = await events(stream, until: Set(entries.map(\.key)))
        #expect(source.calls.withLock { $0 } == [entries.compactMap(\.place?.coordinate)])
        #expect(rows[PlaceEntry.place(Self.london).key]?.glance == .success(Self.glance(2, at: Self.now)))
    }

    /// Each step is heard with the number its load was asked for under, and the last says it is over.
    @Test func aLoadsStepsCarryItsNumberAndTheLastIsFinished() async {
        let (loader, _) = loader(CountingSource())
        let (steps, continuation) = AsyncStream<(PlacesEvent, Int)>.makeStream()
        loader.onEvent = { continuation.yield(($0, $1)) }
        loader.load([.place(Self.seoul)], as: 7)
        var heard: [String] = []
        for await (event, load) in steps {
            switch event {
            case .rows: heard.append("rows \(load)")
            case .finished: heard.append("finished \(load)")
            case .found, .named: heard.append("other \(load)")
            }
            if case .finished = event { break }
        }
        #expect(heard == ["rows 7", "finished 7"])
    }

    /// The config file's "52.52,13.41" is named by reverse geocoding after the rows, at the same spot, and
    /// a pinned place with a name is not asked about.
    @Test func aPlacePinnedByItsCoordinatesIsNamedOnce() async {
        let namer = Namer(name: "Mitte")
        let (loader, stream) = loader(CountingSource(), namer: namer)
        let spot = Place(coordinate: Coordinate(latitude: 52.52, longitude: 13.41)!)
        loader.load([.place(spot), .place(Self.seoul)], as: 1)
        var named: Place?
        for await event in stream {
            if case let .named(place) = event { named = place; break }
        }
        #expect(named?.name == "Mitte" && named?.coordinate == spot.coordinate && named?.countryCode == "DE")
        #expect(namer.requests.withLock { $0 } == 1)
        let pinned = PinnedPlaces([.place(spot), .place(Self.seoul)]).naming(named!)
        #expect(pinned.entries == [.place(named!), .place(Self.seoul)])
        #expect(pinned.naming(Place(name: "Elsewhere", coordinate: spot.coordinate)) == pinned, "a name is kept once given")
    }

    @Test func aPlaceThatFailsFailsAlone() async {
        let source = CountingSource(failing: [Self.busan.coordinate])
        let (loader, stream) = loader(source)
        let entries: [PlaceEntry] = [.place(Self.seoul), .place(Self.busan)]
        loader.load(entries, as: 1)
        let (_, rows) = await events(stream, until: Set(entries.map(\.key)))
        #expect(rows[PlaceEntry.place(Self.busan).key]?.glance == .failure(.weather(.serverError(status: 503))))
        #expect(rows[PlaceEntry.place(Self.seoul).key]?.glance == .success(Self.glance(0, at: Self.now)))
    }

    /// Rows younger than the refresh interval are not asked again: not while the app runs, and not at
    /// the next launch (the rows are kept on disk).
    @Test func freshRowsAreNotAskedAgain() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = JSONFileStore<[String: PlaceGlance]>(url: directory.appendingPathComponent("place-glances.json"))
        let writer = CacheWriter()
        let source = CountingSource()
        let entries: [PlaceEntry] = [.place(Self.seoul), .place(Self.busan)]
        let (first, firstStream) = loader(source, glances: PlaceGlanceStore(store: file, writer: writer))
        first.load(entries, as: 1)
        _ = await events(firstStream, until: Set(entries.map(\.key)))
        await writer.finish()

        let (second, secondStream) = loader(source, glances: PlaceGlanceStore(store: file), now: Self.now.addingTimeInterval(300))
        second.load(entries + [.place(Self.london)], as: 1)
        let (_, rows) = await events(secondStream, until: Set((entries + [.place(Self.london)]).map(\.key)))
        #expect(source.calls.withLock { $0 } == [entries.compactMap(\.place?.coordinate), [Self.london.coordinate]])
        #expect(rows[PlaceEntry.place(Self.busan).key]?.glance == .success(Self.glance(1, at: Self.now)))

        let (third, thirdStream) = loader(source, glances: PlaceGlanceStore(store: file), now: Self.now.addingTimeInterval(700))
        third.load(entries, as: 1)
        _ = await events(thirdStream, until: Set(entries.map(\.key)))
        #expect(source.calls.withLock { $0.count } == 3, "rows older than the interval are asked again")
    }

    /// A place's stored report, fresh, is its row; its official warnings are the row's.
    @Test func aFreshStoredReportIsTheRowWithItsWarnings() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        var report = WeatherReport(
            place: Self.busan, timeZone: LocalTimeZone(secondsFromGMT: 32400),
            current: CurrentConditions(time: Self.now, temperature: 11, condition: .rain), forecast: [],
            days: [DayForecast(date: Date(timeIntervalSince1970: 1_763_737_200), low: 6, high: 14, condition: .rain, precipitationChance: 0.9)],
            provider: .openMeteo, fetchedAt: Self.now.addingTimeInterval(-60)
        )
        let warning = WeatherWarning(source: "KMA", event: "Heavy Rain", severity: .moderate, onset: Self.now, ends: Self.now.addingTimeInterval(3600))
        report.warnings = WeatherWarnings(source: "KMA", warnings: [warning], fetchedAt: Self.now)
        try store.save(report, foundBy: nil, keeping: RecentPlaces())
        let source = CountingSource()
        let (loader, stream) = loader(source, reportStore: store)
        loader.load([.place(Self.busan)], as: 1)
        let (_, rows) = await events(stream, until: [PlaceEntry.place(Self.busan).key])
        let row = try #require(rows[PlaceEntry.place(Self.busan).key])
        #expect(source.calls.withLock { $0.isEmpty })
        #expect(try row.glance.get().temperature == 11)
        #expect(try row.glance.get().todayChance == 0.9)
        #expect(row.warnings?.active(at: Self.now).map(\.event) == ["Heavy Rain"])
    }

    /// A pinned name is searched, its best match taken and said, then its row comes with the others;
    /// a name that finds nothing is its row's failure.
    @Test func aPinnedNameIsSearchedAndANameThatFindsNothingFails() async {
        let source = CountingSource()
        let geocoder = Geocoder(places: [Self.busan])
        let (loader, stream) = loader(source, geocoder: geocoder)
        loader.load([.place(Self.seoul), .name("Busan"), .name("Atlantis")], as: 1)
        let keys: Set = [PlaceEntry.place(Self.seoul).key, PlaceEntry.place(Self.busan).key, PlaceEntry.name("Atlantis").key]
        let (found, rows) = await events(stream, until: keys)
        #expect(found == ["Busan": Self.busan])
        #expect(rows[PlaceEntry.name("Atlantis").key]?.glance == .failure(.location(.noMatch("Atlantis"))))
        #expect(source.calls.withLock { $0.count } == 1)
        #expect(Set(geocoder.searches.withLock { $0 }) == ["Busan", "Atlantis"])
    }

    /// A name given with `--location` before is not searched: its place is in the forecast's index.
    @Test func aNameFoundBeforeIsNotSearchedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        let report = WeatherReport(
            place: Self.busan, timeZone: LocalTimeZone(secondsFromGMT: 32400),
            current: CurrentConditions(time: Self.now, temperature: 11, condition: .rain), forecast: [], provider: .openMeteo,
            fetchedAt: Self.now.addingTimeInterval(-7200)
        )
        try store.save(report, foundBy: "busan", keeping: RecentPlaces())
        let geocoder = Geocoder(places: [])
        let (loader, stream) = loader(CountingSource(), geocoder: geocoder, reportStore: store)
        loader.load([.name("Busan")], as: 1)
        let (found, _) = await events(stream, until: [PlaceEntry.place(Self.busan).key])
        #expect(found == ["Busan": Self.busan])
        #expect(geocoder.searches.withLock { $0.isEmpty })
    }
}
