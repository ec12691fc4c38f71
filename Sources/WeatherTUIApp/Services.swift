import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// The live (or demo) service graph for one run.
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
    private let fetcher: AsyncHTTPFetcher
    private let provider: any WeatherProvider
    private let resolver: LocationResolver
    /// Every source beside the weather; adding one is adding it here.
    private let feeds: [any ReportFeed]
    private let reportStore: ReportStore?
    private let cacheWriter = CacheWriter()
    private let mode: LocationMode

    /// A demo run (`demo`) reads and writes nothing in the cache directory, log included, and keeps the
    /// places it uses in memory only. Without `air` (a one-shot output that shows no air), no air-quality
    /// request is made, and without `normals` no archive request: a poll asks the weather service alone.
    init(
        settings: ResolvedSettings, directories: AppDirectories, environment: [String: String], demo: Bool, air: Bool = true,
        normals: Bool = true
    ) throws {
        // Before the HTTP client exists: a client must be shut down before it goes, and a throw here would drop it.
        self.demo = demo ? try Self.demoSample(environment: environment) : nil
        let cache = demo ? nil : directories.cacheDirectory
        if cache == nil {
            logger = Logger(label: "weathertui") { _ in SwiftLogNoOpLogHandler() }
        } else {
            let logFile = LogFile(url: directories.logFile)
            let level = environment["WEATHERTUI_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
            var logger = Logger(label: "weathertui") { FileLogHandler(label: $0, file: logFile, level: level) }
            logger.logLevel = level
            self.logger = logger
        }

        let fetcher = AsyncHTTPFetcher(
            settings: HTTPClientSettings(requestTimeout: settings.requestTimeout), proxies: settings.proxies,
            trust: settings.trust, logger: logger
        )
        self.fetcher = fetcher
        let endpoints = settings.endpoints
        let language = settings.language

        let geocoder: any Geocoding
        let reverseGeocoder: any ReverseGeocoding
        switch (settings.provider, settings.apiKey) {
        case let (.openWeather, key?):
            let openWeatherGeocoder = OpenWeatherGeocoder(baseURL: endpoints[.openWeather], apiKey: key, language: language, fetcher: fetcher)
            geocoder = openWeatherGeocoder
            reverseGeocoder = openWeatherGeocoder
            provider = OpenWeatherClient(baseURL: endpoints[.openWeather], apiKey: key, language: language, fetcher: fetcher)
        default:
            geocoder = OpenMeteoGeocoder(baseURL: endpoints[.geocoding], language: language, fetcher: fetcher)
            reverseGeocoder = NominatimReverseGeocoder(baseURL: endpoints[.reverseGeocoding], language: language, fetcher: fetcher)
            provider = OpenMeteoClient(
                baseURL: endpoints[.openMeteo], fetcher: fetcher, logger: logger, timeZones: TimeZoneDatabase(environment: environment)
            )
        }
        func store<Value>(_ name: String) -> JSONFileStore<Value>? {
            cache.map { JSONFileStore(url: $0.appendingPathComponent(name)) }
        }
        reportStore = cache.map { ReportStore(directory: $0) }
        let placeNames = PlaceNameCache(store: store("place-names-\(language.rawValue).json"), writer: cacheWriter)
        feeds = [PlaceNameFeed(geocoder: reverseGeocoder, cache: placeNames)]
            + (air ? [AirQualityFeed(client: OpenMeteoAirQualityClient(baseURL: endpoints[.airQuality], fetcher: fetcher))] : [])
            + [WarningsFeed(sources: [NWSAlertSource(baseURL: endpoints[.nws]), MetNorwayAlertSource(baseURL: endpoints[.metNorway])], fetcher: fetcher)]
            + (normals ? [Self.normalsFeed(endpoints: endpoints, fetcher: fetcher, cache: cache, writer: cacheWriter)] : [])
        resolver = LocationResolver(
            geocoder: geocoder,
            ipLocator: IPLocator(url: endpoints[.ipLookup], fetcher: fetcher),
            lastPlace: store("last-location.json"),
            recentPlaces: store("recent-places.json")
        )
        mode = settings.location.map(LocationMode.fixed) ?? .automatic(ipLookup: settings.ipLookup)
    }

    private let demo: Data?

    /// The normals from the historical archive, kept for good in `normals.json` (in memory only without a cache).
    private static func normalsFeed(endpoints: Endpoints, fetcher: AsyncHTTPFetcher, cache: URL?, writer: CacheWriter) -> NormalsFeed {
        NormalsFeed(
            client: OpenMeteoArchiveClient(baseURL: endpoints[.archive], fetcher: fetcher),
            store: NormalsStore(file: cache?.appendingPathComponent("normals.json"), writer: writer)
        )
    }

    @MainActor
    func makeDataSource() -> WeatherDataSource {
        if let demo {
            return WeatherDataSource(
                provider: DemoWeatherProvider(sample: demo), resolver: resolver, feeds: [],
                mode: .fixed(.coordinate(DemoWeatherProvider.place.coordinate)),
                isDemo: true, cacheWriter: cacheWriter, logger: logger
            )
        }
        return WeatherDataSource(
            provider: provider, resolver: resolver, feeds: feeds, mode: mode, reportStore: reportStore,
            cacheWriter: cacheWriter, logger: logger
        )
    }

    /// Closes the HTTP client while the cache writes still under way finish, and waits for both.
    func shutdown() async {
        async let written: Void = cacheWriter.finish()
        await fetcher.shutdown()
        await written
    }

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
