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
    /// A data source over the services.
    let makeDataSource: @MainActor () -> WeatherDataSource
    /// Closes the HTTP client while the cache writes still under way finish, and waits for both.
    let shutdown: @MainActor () async -> Void
    /// The places view's; nil where there is none (a test's services).
    var places: PlacesServices?
}

extension Services {
    /// A demo run (`demo`) reads and writes nothing in the cache directory, log included, and keeps the
    /// places it uses in memory only. Without `air`, `warnings` or `normals` (a one-shot output that shows
    /// none of them), no air-quality, warning or archive request is made: a poll asks the weather service alone.
    @MainActor
    init(
        settings: ResolvedSettings, directories: AppDirectories, environment: [String: String], demo: Bool, air: Bool = true,
        warnings: Bool = true, normals: Bool = true
    ) throws {
        // Before the HTTP client exists: a client must be shut down before it goes, and a throw here would drop it.
        let sample = demo ? try Self.demoSample(environment: environment) : nil
        let cache = demo ? nil : directories.cacheDirectory
        let logger: Logger
        if cache == nil {
            logger = Logger(label: "weathertui") { _ in SwiftLogNoOpLogHandler() }
        } else {
            let logFile = LogFile(url: directories.logFile)
            let level = environment["WEATHERTUI_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
            var fileLogger = Logger(label: "weathertui") { FileLogHandler(label: $0, file: logFile, level: level) }
            fileLogger.logLevel = level
            logger = fileLogger
        }

        let fetcher = AsyncHTTPFetcher(
            settings: HTTPClientSettings(userAgent: WeatherTUIBuild.userAgent, requestTimeout: settings.requestTimeout), proxies: settings.proxies,
            trust: settings.trust, logger: logger
        )
        let endpoints = settings.endpoints
        let language = settings.language

        let geocoder: any Geocoding
        let reverseGeocoder: any ReverseGeocoding
        let provider: any WeatherProvider
        let timeZones = TimeZoneDatabase(environment: environment)
        func keyless(_ provider: ProviderID) -> any WeatherProvider {
            switch provider {
            case .metNorway:
                MetNorwayClient(
                    baseURL: endpoints[.metNorway], fetcher: fetcher,
                    store: cache.map { RevalidatedAnswerStore(directory: $0, prefix: MetNorwayClient.storePrefix) }, logger: logger
                )
            case .openMeteo, .openWeather:
                OpenMeteoClient(baseURL: endpoints[.openMeteo], fetcher: fetcher, logger: logger, timeZones: timeZones)
            }
        }
        switch (settings.provider, settings.apiKey) {
        case let (.openWeather, key?):
            let openWeatherGeocoder = OpenWeatherGeocoder(baseURL: endpoints[.openWeather], apiKey: key, language: language, fetcher: fetcher)
            geocoder = openWeatherGeocoder
            reverseGeocoder = openWeatherGeocoder
            provider = OpenWeatherClient(baseURL: endpoints[.openWeather], apiKey: key, language: language, fetcher: fetcher)
        default:
            geocoder = OpenMeteoGeocoder(baseURL: endpoints[.geocoding], language: language, fetcher: fetcher)
            reverseGeocoder = NominatimReverseGeocoder(baseURL: endpoints[.reverseGeocoding], language: language, fetcher: fetcher)
            provider = keyless(settings.provider)
        }
        // Asked when the chosen service fails, or has not answered in half a request's time.
        let fallback = settings.fallback ? keyless(settings.provider.fallback) : nil
        let patience = Duration.milliseconds(Int64(settings.requestTimeout * 500))
        let providerBackoff = ProviderBackoff(directory: cache)
        let cacheWriter = CacheWriter()
        func store<Value>(_ name: String) -> JSONFileStore<Value>? {
            cache.map { JSONFileStore(url: $0.appendingPathComponent(name)) }
        }
        let reportStore = cache.map { ReportStore(directory: $0) }
        let placeNames = PlaceNameCache(store: store("place-names-\(language.rawValue).json"), writer: cacheWriter)
        let lookup = PlaceLookup(geocoder: reverseGeocoder, cache: placeNames)
        // Every source beside the weather; adding one is adding it here.
        let feeds: [any ReportFeed] = [PlaceNameFeed(lookup: lookup)]
            + (air ? [AirQualityFeed(client: OpenMeteoAirQualityClient(baseURL: endpoints[.airQuality], fetcher: fetcher))] : [])
            + (warnings ? [WarningsFeed(endpoints: endpoints, language: language, lookup: lookup, fetcher: fetcher, logger: logger)] : [])
            + (normals ? [Self.normalsFeed(endpoints: endpoints, fetcher: fetcher, cache: cache, writer: cacheWriter)] : [])
        let resolver = LocationResolver(
            geocoder: geocoder,
            ipLocator: IPLocator(url: endpoints[.ipLookup], fetcher: fetcher),
            lastPlace: store("last-location.json"),
            recentPlaces: store("recent-places.json")
        )
        let mode = settings.location.map(LocationMode.fixed) ?? .automatic(ipLookup: settings.ipLookup)
        let pinnedStore: JSONFileStore<PinnedPlaces>? = store("pinned-places.json")
        // A provider that answers for several places at once gives the rows itself (Open-Meteo, one request).
        let glanceSource = (provider as? any PlaceGlanceSource) ?? ProviderGlances(provider: provider)
        let glances = PlaceGlanceStore(store: store("place-glances.json"), writer: cacheWriter)
        // The demo's one place is the place on screen: its view lists nothing to load.
        let places = PlacesServices(
            makeLoader: {
                PlacesLoader(
                    source: glanceSource, resolver: resolver, glances: glances, reportStore: reportStore,
                    freshFor: TimeInterval(settings.refreshInterval ?? Self.placesFreshFor), logger: logger
                )
            },
            pinned: {
                guard let pinnedStore else { return PinnedPlaces() }
                let kept = pinnedStore.read() ?? PinnedPlaces()
                let seeded = kept.seeded(with: settings.places)
                if seeded != kept { pinnedStore.write(seeded) }
                return seeded
            },
            save: { pinned in
                guard let pinnedStore else { return }
                cacheWriter.write { pinnedStore.write(pinned) }
            }
        )

        self.init(
            logger: logger,
            makeDataSource: {
                if let sample {
                    return WeatherDataSource(
                        provider: DemoWeatherProvider(sample: sample), resolver: resolver, feeds: [],
                        mode: .fixed(.coordinate(DemoWeatherProvider.place.coordinate)),
                        isDemo: true, cacheWriter: cacheWriter, logger: logger
                    )
                }
                return WeatherDataSource(
                    provider: provider, fallback: fallback, patience: patience, providerBackoff: providerBackoff,
                    timeZones: timeZones, resolver: resolver, feeds: feeds, mode: mode, reportStore: reportStore,
                    cacheWriter: cacheWriter, logger: logger
                )
            },
            shutdown: {
                async let written: Void = cacheWriter.finish()
                await fetcher.shutdown()
                await written
            },
            places: places
        )
    }

    /// The normals from the historical archive, kept for good in `normals.json` (in memory only without a cache).
    private static func normalsFeed(endpoints: Endpoints, fetcher: AsyncHTTPFetcher, cache: URL?, writer: CacheWriter) -> NormalsFeed {
        NormalsFeed(
            client: OpenMeteoArchiveClient(baseURL: endpoints[.archive], fetcher: fetcher),
            store: NormalsStore(file: cache?.appendingPathComponent("normals.json"), writer: writer)
        )
    }

    /// Seconds a row of the places view is shown again without a request, without `--refresh-interval`.
    static let placesFreshFor = 600

    /// The bundled sample: `WEATHERTUI_DATA_DIR`, then `share/weathertui` beside the installed binary,
    /// then the source tree's `Resources` (for `swift build` binaries under `.build/`).
    private static func demoSample(environment: [String: String]) throws -> Data {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates: [URL] = []
        if let dir = environment["WEATHERTUI_DATA_DIR"], !dir.isEmpty { candidates.append(URL(fileURLWithPath: dir)) }
        candidates.append(executable.appendingPathComponent("../share/weathertui"))
        var directory = executable
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            candidates.append(directory.appendingPathComponent("Resources"))
        }
        // Near the root of the file system the directories above the binary meet at "/": each file once.
        var files: [URL] = []
        for file in candidates.map({ $0.appendingPathComponent(DemoWeatherProvider.sampleName).standardizedFileURL }) where !files.contains(file) {
            files.append(file)
        }
        for file in files {
            if let data = try? Data(contentsOf: file) { return data }
        }
        throw SetupError.demoDataMissing(files.map(\.path))
    }
}
