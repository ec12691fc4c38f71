import FoundationEssentials
import Logging

/// Loads the places view's rows beside everything else; the weather's load never waits for it, and it
/// never fails as a whole: each place's row has its glance or the reason it has none.
///
/// A row younger than `freshFor` (from the rows stored before, or the place's stored report) is shown
/// again without a request. The others come from the glance source in one call: one request for every
/// place with Open-Meteo. A pinned name not found before is searched first (the best match is taken),
/// once: it is remembered from then on. A place pinned by its coordinates is named by reverse geocoding
/// once the rows are in, and keeps the name. The official warnings of each row are the ones stored with
/// the place's last report.
///
/// Which load is current is not the loader's to say: each load is asked for under a number, and each of
/// its steps is heard with that number, so the update function tells a load it replaced by it.
@MainActor
public final class PlacesLoader {
    /// Hears each step of every load, with the number it was asked for under; the last step is `finished`.
    public var onEvent: ((PlacesEvent, _ load: Int) -> Void)?

    private let work: PlacesLoad
    private var task: Task<Void, Never>?

    public init(
        source: any PlaceGlanceSource, resolver: LocationResolver, lookup: PlaceLookup?, glances: PlaceGlanceStore,
        reportStore: ReportStore?, language: Language, freshFor: TimeInterval, logger: Logger,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        work = PlacesLoad(
            source: source, resolver: resolver, lookup: lookup, glances: glances, reportStore: reportStore, language: language,
            freshFor: freshFor,
            logger: logger, clock: clock
        )
    }

    /// Loads the rows of `entries` as load number `load`, calling off the load before.
    public func load(_ entries: [PlaceEntry], as load: Int) {
        task?.cancel()
        // The task holds the loader only while it runs.
        task = Task { [work] in
            await work.run(entries) { event in
                await self.deliver(event, load: load)
            }
            self.deliver(.finished, load: load)
        }
    }

    public func cancel() {
        task?.cancel()
        task = nil
    }

    private func deliver(_ event: PlacesEvent, load: Int) {
        onEvent?(event, load)
    }
}

/// The load itself, off the main actor: the store's rows, the names, then one call to the source.
struct PlacesLoad: Sendable {
    let source: any PlaceGlanceSource
    let resolver: LocationResolver
    let lookup: PlaceLookup?
    let glances: PlaceGlanceStore
    let reportStore: ReportStore?
    /// The language the view shows: stored warnings are worded in it where their service sent it.
    let language: Language
    let freshFor: TimeInterval
    let logger: Logger
    let clock: @Sendable () -> Date

    func run(_ entries: [PlaceEntry], send: @Sendable (PlacesEvent) async -> Void) async {
        var places: [Place] = []
        var rows: [String: PlaceRow] = [:]
        await withTaskGroup(of: (String, Result<Place, LocationError>).self) { group in
            for case let .name(name) in entries {
                group.addTask { (name, await find(name)) }
            }
            for await (name, result) in group {
                switch result {
                case let .success(place):
                    await send(.found(name: name, place: place))
                    places.append(place)
                case let .failure(error):
                    logger.notice("pinned place '\(name)' not found: \(error)")
                    rows[PlaceEntry.name(name).key] = PlaceRow(glance: .failure(.location(error)))
                }
            }
        }
        places = entries.compactMap(\.place) + places
        let now = clock()
        var asked: [Place] = []
        var warnings: [String: WeatherWarnings] = [:]
        for place in places {
            let key = place.coordinate.roundedKey
            let stored = reportStore?.report(for: .query(.coordinate(place.coordinate)), extent: .summary)
            warnings[key] = stored?.warnings?.worded(in: language)
            let candidates = [glances.glance(for: key), stored.map(PlaceGlance.init(report:))].compactMap { $0 }
            if let fresh = candidates.max(by: { $0.fetchedAt < $1.fetchedAt }), now.timeIntervalSince(fresh.fetchedAt) < freshFor {
                rows[key] = PlaceRow(glance: .success(fresh), warnings: warnings[key])
            } else {
                asked.append(place)
            }
        }
        if !rows.isEmpty { await send(.rows(rows)) }
        guard !asked.isEmpty, !Task.isCancelled else { return }
        let answers = await source.glances(at: asked.map(\.coordinate))
        var loaded: [String: PlaceRow] = [:]
        var fetched: [String: PlaceGlance] = [:]
        for (place, answer) in zip(asked, answers) {
            let key = place.coordinate.roundedKey
            if case let .success(glance) = answer { fetched[key] = glance }
            if case let .failure(error) = answer { logger.info("places: \(place.coordinate.formatted) failed: \(error)") }
            loaded[key] = PlaceRow(glance: answer.mapError(LoadFailure.weather), warnings: warnings[key])
        }
        glances.remember(fetched, keeping: Set(places.map(\.coordinate.roundedKey)))
        guard !Task.isCancelled else { return }
        await send(.rows(loaded))
        for case let .place(place) in entries where place.name == nil {
            guard !Task.isCancelled else { return }
            if let named = await name(place) { await send(.named(named)) }
        }
    }

    /// A place pinned by its coordinates with the name reverse geocoding gives the spot, at the same
    /// coordinates; nil where the service knows no name there or fails (it is asked again next time).
    private func name(_ place: Place) async -> Place? {
        do {
            guard let named = try await lookup?.place(at: place.coordinate), named.name != nil else { return nil }
            return Place(name: named.name, region: named.region, countryCode: named.countryCode, country: named.country, coordinate: place.coordinate)
        } catch {
            logger.info("places: no name for \(place.coordinate.formatted): \(error)")
            return nil
        }
    }

    /// A pinned name: the place it found when it was a `--location` before, else the best match of a search.
    private func find(_ name: String) async -> Result<Place, LocationError> {
        if let known = reportStore?.place(foundBy: name) { return .success(known) }
        do {
            guard let best = try await resolver.search(name).first else { return .failure(.noMatch(name)) }
            return .success(best)
        } catch {
            return .failure(error)
        }
    }
}
