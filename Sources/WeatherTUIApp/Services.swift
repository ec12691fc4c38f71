import BuildInfo
import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// What a run is given to load with: a log, the data source, and the way to close both. The app's
/// value is the live (or demo) service graph (`init(settings:directories:environment:demo:air:)`); a test
/// gives its own.
struct Services {
    enum SetupError: Error {
        case demoDataMissing([String])

        func text(_ strings: Strings) -> String {
            switch self {
            case let .demoDataMissing(paths): strings.demoDataNotFound(lookedIn: paths)
            }
        }
    }

    let logger: Logger
    /// A data source over the services, its chosen weather service's patience timed by the keeper given.
    let makeDataSource: @MainActor (PatienceKeeper) -> WeatherDataSource
    /// Closes the HTTP client while the cache writes still under way finish, and waits for both.
    let shutdown: @MainActor () async -> Void
    /// The places view's; nil where there is none (a test's services).
    var places: PlacesServices?
    /// The cache's writes, to hear of one that fails; nil where nothing is written (a test's services).
    var cacheWriter: CacheWriter?
    /// The radar view's loader; nil where there is none (the demo asks nothing of the network, a test's services).
    var makeRadarLoader: (@MainActor () -> RadarLoader)?
}

extension Services {
    /// A demo run (`demo`) reads and writes nothing in the cache directory, log included, and keeps the
    /// places it uses in memory only. Without `air`, `warnings`, `normals`, `marine`, `observation` or `ensemble`
    /// (a one-shot output that shows none of them), no air-quality, warning, archive, marine, METAR or ensemble
    /// request is made: a poll asks the weather service alone. The METAR stations near each place are kept for
    /// good in `metar-stations.json`.
    @MainActor
    init(
        settings: ResolvedSettings, directories: AppDirectories, environment: [String: String], demo: Bool, air: Bool = true,
        warnings: Bool = true, normals: Bool = true, marine: Bool = true, observation: Bool = true, ensemble: Bool = true
    ) throws {
        // Before the HTTP client exists: a client must be shut down before it goes, and a throw here would drop it.
        let sample = demo ? try Self.demoSample(environment: environment) : nil
        let cache = demo ? nil : directories.cacheDirectory
        let logger = cache == nil ? Logger(label: "weathertui") { _ in SwiftLogNoOpLogHandler() } : Self.logger(directories: directories, environment: environment)

        let fetcher = Self.httpClient(for: settings, logger: logger)
        let language = settings.language
        let timeZones = TimeZoneDatabase(environment: environment)
        let clients = ServiceClients(settings: settings, timeZones: timeZones, cache: cache, logger: logger)
        let provider = clients.provider(fetcher: fetcher)
        let fallback = clients.fallback(fetcher: fetcher)
        let patience = Duration.milliseconds(Int64(settings.requestTimeout * 500))
        let providerBackoff = ProviderBackoff(directory: cache)
        let cacheWriter = CacheWriter()
        func store<Value>(_ name: String) -> JSONFileStore<Value>? {
            cache.map { JSONFileStore(url: $0.appendingPathComponent(name, isDirectory: false)) }
        }
        let reportStore = cache.map { ReportStore(directory: $0) }
        let placeNames = PlaceNameCache(store: store("place-names-\(language.rawValue).json"), writer: cacheWriter)
        let lookup = PlaceLookup(geocoder: clients.reverseGeocoder(fetcher: fetcher), cache: placeNames)
        // Every source beside the weather; adding one is adding it here (and to `ServiceCheckup`).
        // The normals are kept for good in `normals.json` (in memory only without a cache).
        let feeds: [any ReportFeed] = [PlaceNameFeed(lookup: lookup)]
            + (air ? [clients.airQualityFeed(fetcher: fetcher)] : [])
            + (warnings ? [clients.warningsFeed(fetcher: fetcher, lookup: lookup)] : [])
            + (normals ? [clients.normalsFeed(fetcher: fetcher, store: NormalsStore(file: cache?.appendingPathComponent("normals.json", isDirectory: false), writer: cacheWriter))] : [])
            + (marine ? [Self.marineFeed(clients, fetcher: fetcher, cache: cache, writer: cacheWriter)] : [])
            + (observation
                ? [clients.observationFeed(fetcher: fetcher, stationsFile: cache?.appendingPathComponent("metar-stations.json", isDirectory: false), writer: cacheWriter)] : [])
            + (ensemble ? [clients.ensembleFeed(fetcher: fetcher)] : [])
        let resolver = LocationResolver(
            geocoder: clients.geocoder(fetcher: fetcher),
            ipLocator: clients.ipLocator(fetcher: fetcher),
            lastPlace: store(AppDirectories.lastPlaceName),
            recentPlaces: store("recent-places.json")
        )
        let mode = settings.location.map(LocationMode.fixed) ?? .automatic(ipLookup: settings.ipLookup)
        let pinnedStore: JSONFileStore<PinnedPlaces>? = store("pinned-places.json")
        let glances = PlaceGlanceStore(store: store("place-glances.json"), writer: cacheWriter)
        // The demo's one place is the place on screen: its view lists nothing to load.
        let places = PlacesServices(
            makeLoader: {
                // A provider that answers for several places at once gives the rows itself (Open-Meteo, one
                // request). Asked here, when the view loads: the cast searches every conformance in the
                // program, which a one-shot run, that shows no places view, need not pay for.
                let glanceSource = (provider as? any PlaceGlanceSource) ?? ProviderGlances(provider: provider)
                return PlacesLoader(
                    source: glanceSource, resolver: resolver, lookup: lookup, glances: glances, reportStore: reportStore,
                    language: language,
                    freshFor: TimeInterval(settings.refreshInterval ?? Self.placesFreshFor), logger: logger
                )
            },
            pinned: {
                guard let pinnedStore else { return PinnedPlaces() }
                let kept = pinnedStore.read() ?? PinnedPlaces()
                let seeded = kept.seeded(with: settings.places)
                guard seeded != kept else { return kept }
                return (try? pinnedStore.update { ($0 ?? PinnedPlaces()).seeded(with: settings.places) }) ?? seeded
            },
            change: { change, failed in
                guard let pinnedStore else { return }
                cacheWriter.write {
                    do {
                        try pinnedStore.update { ($0 ?? PinnedPlaces()).applying(change) }
                    } catch {
                        failed(CacheWriter.reason(error))
                    }
                }
            }
        )
        // The demo asks nothing of the network: it has no radar.
        var makeRadarLoader: (@MainActor () -> RadarLoader)?
        // Made only by the dashboard: a one-shot run neither looks for the base map nor sets up the tile cache.
        if let cache {
            makeRadarLoader = {
                RadarLoader(
                    client: Services.radarClient(settings: settings, fetcher: fetcher, cacheDirectory: cache, logger: logger),
                    baseMapFile: DataFiles.baseMap(environment: environment), logger: logger
                )
            }
        }

        self.init(
            logger: logger,
            makeDataSource: { patienceKeeper in
                if let sample {
                    return WeatherDataSource(
                        provider: DemoWeatherProvider(sample: sample), resolver: resolver, feeds: [],
                        mode: .fixed(.coordinate(DemoWeatherProvider.place.coordinate)),
                        isDemo: true, cacheWriter: cacheWriter, logger: logger
                    )
                }
                return WeatherDataSource(
                    provider: provider, fallback: fallback, patience: patience, patienceKeeper: patienceKeeper,
                    providerBackoff: providerBackoff,
                    timeZones: timeZones, resolver: resolver, feeds: feeds, mode: mode, reportStore: reportStore,
                    cacheWriter: cacheWriter, logger: logger
                )
            },
            shutdown: {
                async let written: Void = cacheWriter.finish()
                await fetcher.shutdown()
                await written
            },
            places: places,
            cacheWriter: cacheWriter,
            makeRadarLoader: makeRadarLoader
        )
    }

    /// The log file's logger, at `WEATHERTUI_LOG_LEVEL` (default info).
    static func logger(directories: AppDirectories, environment: [String: String]) -> Logger {
        let logFile = LogFile(url: directories.logFile)
        let level = environment["WEATHERTUI_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        var logger = Logger(label: "weathertui") { FileLogHandler(label: $0, file: logFile, level: level) }
        logger.logLevel = level
        return logger
    }

    /// The HTTP client every request goes through: the settings' request timeout, proxies and certificates.
    static func httpClient(for settings: ResolvedSettings, logger: Logger) -> AsyncHTTPFetcher {
        AsyncHTTPFetcher(
            settings: HTTPClientSettings(userAgent: WeatherTUIBuild.userAgent, requestTimeout: settings.requestTimeout), proxies: settings.proxies,
            trust: settings.trust, logger: logger
        )
    }

    /// The radar's sources, RainViewer's tiles kept under `cacheDirectory`.
    static func radarClient(settings: ResolvedSettings, fetcher: any HTTPFetching, cacheDirectory: URL, logger: Logger) -> RadarClient {
        RadarClient(
            brightSky: BrightSkyRadarClient(baseURL: settings.endpoints[.brightSky], fetcher: fetcher, logger: logger),
            rainViewer: RainViewerClient(
                baseURL: settings.endpoints[.rainViewer], fetcher: fetcher, cache: RadarTileCache(cacheDirectory: cacheDirectory), logger: logger
            ),
            logger: logger
        )
    }

    /// Seconds a row of the places view is shown again without a request, without `--refresh-interval`.
    static let placesFreshFor = 600

    /// The bundled sample, from the first of the data directories (`DataFiles`) that has it.
    private static func demoSample(environment: [String: String]) throws -> Data {
        let files = DataFiles.candidates(for: DemoWeatherProvider.sampleName, environment: environment)
        for file in files {
            if let data = try? Data(contentsOf: file) { return data }
        }
        throw SetupError.demoDataMissing(files.map(\.path))
    }
}

extension Services {
    /// The sea's feed, with the places found inland (`inland-places.json`) and NOAA's tide stations
    /// (`tide-stations.json`) kept for good in the cache directory.
    static func marineFeed(_ clients: ServiceClients, fetcher: any HTTPFetching, cache: URL?, writer: CacheWriter) -> MarineFeed {
        clients.marineFeed(
            fetcher: fetcher, inland: InlandPlaces(file: cache?.appendingPathComponent("inland-places.json", isDirectory: false), writer: writer),
            stationsFile: cache?.appendingPathComponent("tide-stations.json", isDirectory: false), writer: writer
        )
    }
}
