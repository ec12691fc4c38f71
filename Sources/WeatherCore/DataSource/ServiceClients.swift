import FoundationEssentials
import Logging

/// The clients of the services the settings choose, each made to ask through the fetcher it is given:
/// the app gives them all its one HTTP client, and `weathertui doctor` gives each a recorder of its own
/// (`ExchangeRecorder`) over that client, so that what it reports is what the app itself would ask.
public struct ServiceClients: Sendable {
    public let settings: ResolvedSettings
    public let timeZones: TimeZoneDatabase
    /// Where MET Norway's answers are kept to be revalidated; nil: nowhere, every load asks in full.
    public let cache: URL?
    public let logger: Logger

    public init(settings: ResolvedSettings, timeZones: TimeZoneDatabase, cache: URL?, logger: Logger) {
        self.settings = settings
        self.timeZones = timeZones
        self.cache = cache
        self.logger = logger
    }

    /// OpenWeather's key, when OpenWeather is the service chosen: its own place search and names go with it.
    private var openWeatherKey: String? {
        settings.provider == .openWeather ? settings.apiKey : nil
    }

    /// The chosen weather service.
    public func provider(fetcher: any HTTPFetching) -> any WeatherProvider {
        if let key = openWeatherKey {
            return OpenWeatherClient(baseURL: settings.endpoints[.openWeather], apiKey: key, language: settings.language, fetcher: fetcher)
        }
        return keyless(settings.provider, fetcher: fetcher)
    }

    /// The service asked when the chosen one fails, or has not answered in half a request's time; nil
    /// when the settings turn the fallback off.
    public func fallback(fetcher: any HTTPFetching) -> (any WeatherProvider)? {
        settings.fallback ? keyless(settings.provider.fallback, fetcher: fetcher) : nil
    }

    private func keyless(_ provider: ProviderID, fetcher: any HTTPFetching) -> any WeatherProvider {
        let endpoints = settings.endpoints
        switch provider {
        case .metNorway:
            return MetNorwayClient(
                baseURL: endpoints[.metNorway], fetcher: fetcher,
                store: cache.map { RevalidatedAnswerStore(directory: $0, prefix: MetNorwayClient.storePrefix) }, logger: logger
            )
        default:
            return OpenMeteoClient(baseURL: endpoints[.openMeteo], fetcher: fetcher, logger: logger, timeZones: timeZones)
        }
    }

    /// The service that searches place names.
    public var geocodingService: Service { openWeatherKey == nil ? .geocoding : .openWeather }

    public func geocoder(fetcher: any HTTPFetching) -> any Geocoding {
        if let key = openWeatherKey {
            return OpenWeatherGeocoder(baseURL: settings.endpoints[.openWeather], apiKey: key, language: settings.language, fetcher: fetcher)
        }
        return OpenMeteoGeocoder(baseURL: settings.endpoints[.geocoding], language: settings.language, fetcher: fetcher)
    }

    /// The service that names a place found by its coordinates.
    public var reverseGeocodingService: Service { openWeatherKey == nil ? .reverseGeocoding : .openWeather }

    public func reverseGeocoder(fetcher: any HTTPFetching) -> any ReverseGeocoding {
        if let key = openWeatherKey {
            return OpenWeatherGeocoder(baseURL: settings.endpoints[.openWeather], apiKey: key, language: settings.language, fetcher: fetcher)
        }
        return NominatimReverseGeocoder(baseURL: settings.endpoints[.reverseGeocoding], language: settings.language, fetcher: fetcher)
    }

    public func ipLocator(fetcher: any HTTPFetching) -> IPLocator {
        IPLocator(url: settings.endpoints[.ipLookup], fetcher: fetcher)
    }

    public func airQualityFeed(fetcher: any HTTPFetching) -> AirQualityFeed {
        AirQualityFeed(client: OpenMeteoAirQualityClient(baseURL: settings.endpoints[.airQuality], fetcher: fetcher))
    }

    /// The sea near the place; the places found inland are kept in `inland`, NOAA's stations in
    /// `stationsFile` (in memory only when nil). NOAA is asked through `tidesFetcher` where one is given
    /// (the doctor's own recorder), else through `fetcher`.
    public func marineFeed(
        fetcher: any HTTPFetching, tidesFetcher: (any HTTPFetching)? = nil, inland: InlandPlaces, stationsFile: URL?, writer: CacheWriter = CacheWriter()
    ) -> MarineFeed {
        let noaa = NOAATidesClient(baseURL: settings.endpoints[.coops], fetcher: tidesFetcher ?? fetcher)
        return MarineFeed(
            client: OpenMeteoMarineClient(baseURL: settings.endpoints[.marine], fetcher: fetcher), inland: inland,
            official: OfficialTides(client: noaa, stations: TideStations(client: noaa, file: stationsFile, writer: writer))
        )
    }

    /// The nearest METAR station's latest report; the stations near each place kept in `stationsFile`
    /// (in memory only when nil).
    public func observationFeed(fetcher: any HTTPFetching, stationsFile: URL?, writer: CacheWriter = CacheWriter()) -> ObservationFeed {
        let client = AviationWeatherClient(baseURL: settings.endpoints[.aviationWeather], fetcher: fetcher)
        return ObservationFeed(client: client, stations: MetarStations(client: client, file: stationsFile, writer: writer))
    }

    /// How sure the forecast is: the ensemble's members summed up.
    public func ensembleFeed(fetcher: any HTTPFetching) -> EnsembleFeed {
        EnsembleFeed(client: OpenMeteoEnsembleClient(baseURL: settings.endpoints[.ensemble], fetcher: fetcher))
    }

    /// Official warnings; `lookup` completes a place that says too little for the service covering it.
    public func warningsFeed(fetcher: any HTTPFetching, lookup: PlaceLookup?) -> WarningsFeed {
        WarningsFeed(endpoints: settings.endpoints, language: settings.language, lookup: lookup, fetcher: fetcher, logger: logger)
    }

    /// The normals from the historical archive, kept in `store`.
    public func normalsFeed(fetcher: any HTTPFetching, store: NormalsStore) -> NormalsFeed {
        NormalsFeed(client: OpenMeteoArchiveClient(baseURL: settings.endpoints[.archive], fetcher: fetcher), store: store)
    }
}
