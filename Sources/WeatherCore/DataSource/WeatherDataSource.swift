import FoundationEssentials
import Logging

/// Owns the weather models. A load locates, then fetches the weather and the place name concurrently;
/// a new load cancels the one in flight; the delegate hears of each step on the main actor.
///
/// A change of place takes effect only when the new place's weather has loaded: until then, and for
/// good if the change fails, the place and report from before stay current and reloads refresh them.
@MainActor
public final class WeatherDataSource: WeatherLoading {
    public weak var delegate: (any WeatherDataSourceDelegate)?
    public private(set) var report: WeatherReport?
    public private(set) var recentPlaces: RecentPlaces
    public var isLoading: Bool { task != nil }
    public let isDemo: Bool

    private let provider: any WeatherProvider
    private let resolver: LocationResolver
    private let reverseGeocoder: (any ReverseGeocoding)?
    private let placeNames: PlaceNameCache
    private let reportStore: ReportStore?
    private let cacheWriter: CacheWriter
    private let clock: @Sendable () -> Date
    private let logger: Logger
    private let mode: LocationMode
    /// The place reloads load once one is settled (a fixed location, or any change of place);
    /// until then an automatic location is looked up on every load.
    private var settledPlace: Place?
    private var task: Task<Void, Never>?
    private var generation = 0

    /// What one load is for: the current place, or a change to another.
    private enum Target {
        case current
        case query(LocationQuery)
        case place(Place)
    }

    public init(
        provider: any WeatherProvider, resolver: LocationResolver, reverseGeocoder: (any ReverseGeocoding)?,
        placeNames: PlaceNameCache, mode: LocationMode, isDemo: Bool = false, reportStore: ReportStore? = nil,
        cacheWriter: CacheWriter = CacheWriter(), logger: Logger, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.provider = provider
        self.resolver = resolver
        self.reverseGeocoder = reverseGeocoder
        self.placeNames = placeNames
        self.mode = mode
        self.isDemo = isDemo
        self.reportStore = reportStore
        self.cacheWriter = cacheWriter
        self.logger = logger
        self.clock = clock
        self.recentPlaces = resolver.recentPlaces()
    }

    public func reload() {
        start(.current)
    }

    public func changeLocation(to query: LocationQuery) {
        start(.query(query))
    }

    public func changeLocation(to place: Place) {
        start(.place(place))
    }

    /// Cancels the load in flight, if any; the delegate hears nothing more of it.
    public func cancel() {
        task?.cancel()
        task = nil
        generation += 1
    }

    private func start(_ target: Target) {
        task?.cancel()
        generation += 1
        let current = generation
        task = Task { [weak self] in
            await self?.load(target, generation: current)
        }
    }

    private func load(_ target: Target, generation current: Int) async {
        defer { if generation == current { task = nil } }
        let isChange = if case .current = target { false } else { true }
        let located: Place
        do {
            located = try await locate(target, generation: current)
        } catch {
            guard generation == current else { return }
            logger.notice("location failed: \(error)")
            fail(.location(error), isChange: isChange)
            return
        }
        guard generation == current else { return }
        delegate?.dataSourceDidStartLoading(located)

        async let weather = provider.weather(at: located.coordinate)
        async let named = name(located)
        do {
            let result = try await weather
            let namedPlace = await named
            guard generation == current else { return }
            let place = Place(
                name: namedPlace.place.name ?? result.placeName,
                region: namedPlace.place.name == nil ? nil : namedPlace.place.region,
                countryCode: namedPlace.place.countryCode ?? result.countryCode,
                country: namedPlace.place.country,
                population: namedPlace.place.population,
                isApproximate: located.isApproximate,
                coordinate: located.coordinate
            )
            let report = WeatherReport(
                place: place, timeZone: result.timeZone, current: result.current, forecast: result.forecast,
                hourly: result.hourly, days: result.days, provider: provider.id, fetchedAt: clock()
            )
            self.report = report
            let fixedName: String? = if case let .fixed(.name(name)) = mode, !isChange || settledPlace == nil { name } else { nil }
            if isChange || mode.isFixed {
                settledPlace = place
            }
            recentPlaces = recentPlaces.inserting(place)
            logger.info("loaded \(report.forecast.count) steps for \(place.coordinate.formatted)")
            task = nil
            // The writes are queued before the delegate hears of the report, so a `finish()` that its
            // reaction leads to (`--once` printing, then exiting) waits for them; they run beside the drawing.
            cacheWriter.write { [resolver, reportStore, recentPlaces] in
                resolver.remember(place, recent: recentPlaces)
                reportStore?.save(report, foundBy: fixedName, keeping: recentPlaces)
            }
            if namedPlace.isNew { placeNames.remember(namedPlace.place) }
            delegate?.dataSourceDidLoad(report)
        } catch {
            _ = await named
            guard generation == current else { return }
            let failure = FetchError(error)
            logger.notice("weather failed: \(failure)")
            fail(.weather(failure), isChange: isChange)
        }
    }

    private func fail(_ failure: LoadFailure, isChange: Bool) {
        if isChange {
            delegate?.dataSourceDidFailToChangeLocation(failure)
        } else {
            delegate?.dataSourceDidFail(failure)
        }
    }

    private func locate(_ target: Target, generation current: Int) async throws(LocationError) -> Place {
        switch target {
        case let .place(place):
            return place
        case let .query(query):
            return try await place(for: query, generation: current)
        case .current:
            if let settledPlace { return settledPlace }
            switch mode {
            case let .fixed(query):
                return try await place(for: query, generation: current)
            case let .automatic(ipLookup):
                if ipLookup {
                    announce(.ipLookup, generation: current)
                    do {
                        return try await resolver.locateByIPAddress()
                    } catch {
                        guard let last = resolver.lastPlace() else { throw error }
                        logger.notice("IP lookup failed (\(error)); using the last place")
                        announce(.lastPlace, generation: current)
                        return last
                    }
                }
                announce(.lastPlace, generation: current)
                guard let last = resolver.lastPlace() else { throw .noLocation }
                return last
            }
        }
    }

    private func place(for query: LocationQuery, generation current: Int) async throws(LocationError) -> Place {
        if case let .name(text) = query { announce(.search(text), generation: current) }
        return try await resolver.place(for: query)
    }

    private func announce(_ step: LocatingStep, generation current: Int) {
        guard generation == current else { return }
        delegate?.dataSourceDidStartLocating(step)
    }

    /// The place with a name: as it came, from the cache, or from reverse geocoding (`isNew`: not cached yet).
    /// Never fails: the coordinates do.
    private func name(_ place: Place) async -> (place: Place, isNew: Bool) {
        if place.name != nil { return (place, false) }
        if let cached = placeNames.place(at: place.coordinate) { return (cached, false) }
        guard let reverseGeocoder else { return (place, false) }
        do {
            guard let named = try await reverseGeocoder.place(at: place.coordinate) else { return (place, false) }
            return (named, true)
        } catch {
            logger.info("reverse geocoding failed: \(FetchError(error))")
            return (place, false)
        }
    }
}
