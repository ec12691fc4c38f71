import FoundationEssentials
import Logging

/// Owns the weather models. A load locates, then fetches the weather and the place name concurrently;
/// a new load cancels the one in flight; the delegate hears of each step on the main actor.
@MainActor
public final class WeatherDataSource: WeatherLoading {
    public weak var delegate: (any WeatherDataSourceDelegate)?
    public private(set) var report: WeatherReport?
    public var isLoading: Bool { task != nil }

    private let provider: any WeatherProvider
    private let resolver: LocationResolver
    private let reverseGeocoder: (any ReverseGeocoding)?
    private let placeNames: PlaceNameCache
    private let clock: @Sendable () -> Date
    private let logger: Logger
    private var mode: LocationMode
    /// A fixed location is geocoded once; automatic ones are looked up on every load.
    private var fixedPlace: Place?
    private var task: Task<Void, Never>?
    private var generation = 0

    public init(
        provider: any WeatherProvider, resolver: LocationResolver, reverseGeocoder: (any ReverseGeocoding)?,
        placeNames: PlaceNameCache, mode: LocationMode, logger: Logger,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.provider = provider
        self.resolver = resolver
        self.reverseGeocoder = reverseGeocoder
        self.placeNames = placeNames
        self.mode = mode
        self.logger = logger
        self.clock = clock
    }

    public func reload() {
        task?.cancel()
        generation += 1
        let current = generation
        task = Task { [weak self] in
            await self?.load(generation: current)
        }
    }

    public func changeLocation(to query: LocationQuery) {
        mode = .fixed(query)
        fixedPlace = nil
        reload()
    }

    /// Cancels the load in flight, if any; the delegate hears nothing more of it.
    public func cancel() {
        task?.cancel()
        task = nil
        generation += 1
    }

    private func load(generation current: Int) async {
        defer { if generation == current { task = nil } }
        let place: Place
        do {
            place = try await locate(generation: current)
        } catch {
            guard generation == current else { return }
            logger.notice("location failed: \(error)")
            delegate?.dataSourceDidFail(.location(error))
            return
        }
        guard generation == current else { return }
        delegate?.dataSourceDidStartLoading(place)

        async let weather = provider.weather(at: place.coordinate)
        async let named = name(place)
        do {
            let result = try await weather
            let namedPlace = await named
            guard generation == current else { return }
            let report = WeatherReport(
                place: Place(
                    name: namedPlace.place.name ?? result.placeName,
                    region: namedPlace.place.name == nil ? nil : namedPlace.place.region,
                    countryCode: namedPlace.place.countryCode ?? result.countryCode,
                    coordinate: place.coordinate
                ),
                timeZone: result.timeZone,
                current: result.current,
                forecast: result.forecast,
                provider: provider.id,
                fetchedAt: clock()
            )
            self.report = report
            logger.info("loaded \(report.forecast.count) steps for \(report.place.coordinate.formatted)")
            task = nil
            delegate?.dataSourceDidLoad(report)
            // The caches are written after the screen has the data: yielding lets the main actor draw
            // first, so their disk writes do not delay it.
            await Task.yield()
            resolver.remember(report.place)
            if namedPlace.isNew { await placeNames.remember(namedPlace.place) }
        } catch {
            _ = await named
            guard generation == current else { return }
            let failure = FetchError(error)
            logger.notice("weather failed: \(failure)")
            delegate?.dataSourceDidFail(.weather(failure))
        }
    }

    private func locate(generation current: Int) async throws(LocationError) -> Place {
        if let fixedPlace { return fixedPlace }
        delegate?.dataSourceDidStartLocating()
        let place = try await resolver.resolve(mode)
        if case .fixed = mode, generation == current { fixedPlace = place }
        return place
    }

    /// The place with a name: as it came, from the cache, or from reverse geocoding (`isNew`: not cached yet).
    /// Never fails: the coordinates do.
    private func name(_ place: Place) async -> (place: Place, isNew: Bool) {
        if place.name != nil { return (place, false) }
        if let cached = await placeNames.place(at: place.coordinate) { return (cached, false) }
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
