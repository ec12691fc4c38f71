import FoundationEssentials

/// The service table: every external service weathertui can ask, one entry each. The provider choice,
/// the credits, the fallback order, the warning services and where they speak, the environment
/// variables, the doctor's list and the README's list of services all follow from it. A new service is
/// its entry here and its name in `allCases`.
extension Service {
    public static let openMeteo = Service(
        id: "open-meteo", entry: ServiceEntry(name: "Open-Meteo", variable: "WEATHERTUI_OPEN_METEO_URL", defaultURL: "https://api.open-meteo.com"),
        roles: [.forecast(ForecastTerms(credit: "Open-Meteo.com (CC BY 4.0)", creditLine: "Open-Meteo.com", isKeyless: true))]
    )
    public static let metNorway = Service(
        id: "met-norway",
        entry: ServiceEntry(name: "MET Norway", variable: "WEATHERTUI_METNO_URL", defaultURL: "https://api.met.no", demandsUserAgent: true),
        roles: [
            .forecast(ForecastTerms(credit: "MET Norway (CC BY 4.0)", creditLine: "MET Norway", isKeyless: true)),
            .warnings(WarningTerms(coverage: WarningCoverage(countries: ["NO", "SJ"], outlines: MetNorwayAlertSource.outlines)) {
                MetNorwayAlertSource(baseURL: $0)
            }),
        ]
    )
    public static let openWeather = Service(
        id: "openweather", entry: ServiceEntry(name: "OpenWeather", variable: "WEATHERTUI_OPENWEATHER_URL", defaultURL: "https://api.openweathermap.org"),
        roles: [.forecast(ForecastTerms(credit: "OpenWeather", creditLine: "OpenWeather", isKeyless: false))]
    )
    public static let geocoding = Service(
        id: "geocoding",
        entry: ServiceEntry(name: "Open-Meteo geocoding", variable: "WEATHERTUI_GEOCODING_URL", defaultURL: "https://geocoding-api.open-meteo.com"),
        roles: [.placeSearch]
    )
    public static let reverseGeocoding = Service(
        id: "reverse-geocoding",
        entry: ServiceEntry(
            name: "Nominatim", variable: "WEATHERTUI_REVERSE_GEOCODING_URL", defaultURL: "https://nominatim.openstreetmap.org", demandsUserAgent: true
        ),
        roles: [.reverseGeocoding]
    )
    public static let ipLookup = Service(
        id: "ip-lookup", entry: ServiceEntry(name: "ipwho.is", variable: "WEATHERTUI_IPLOOKUP_URL", defaultURL: "https://ipwho.is/", isFullURL: true),
        roles: [.ipLookup]
    )
    public static let airQuality = Service(
        id: "air-quality",
        entry: ServiceEntry(name: "Open-Meteo air quality", variable: "WEATHERTUI_AIR_QUALITY_URL", defaultURL: "https://air-quality-api.open-meteo.com"),
        roles: [.airQuality]
    )
    public static let marine = Service(
        id: "marine",
        entry: ServiceEntry(name: "Open-Meteo marine", variable: "WEATHERTUI_MARINE_URL", defaultURL: "https://marine-api.open-meteo.com"),
        roles: [.marine]
    )
    public static let coops = Service(
        id: "noaa-coops",
        entry: ServiceEntry(name: "NOAA CO-OPS", variable: "WEATHERTUI_COOPS_URL", defaultURL: "https://api.tidesandcurrents.noaa.gov"),
        roles: [.tidePredictions]
    )
    /// METARs and their stations; its data API asks for an identifying User-Agent.
    public static let aviationWeather = Service(
        id: "aviationweather",
        entry: ServiceEntry(
            name: "Aviation Weather Center", variable: "WEATHERTUI_AVIATIONWEATHER_URL", defaultURL: "https://aviationweather.gov", demandsUserAgent: true
        ),
        roles: [.observation]
    )
    /// Many runs of ECMWF's model, summed up: how sure the forecast is.
    public static let ensemble = Service(
        id: "ensemble",
        entry: ServiceEntry(name: "Open-Meteo ensemble", variable: "WEATHERTUI_ENSEMBLE_URL", defaultURL: "https://ensemble-api.open-meteo.com"),
        roles: [.ensemble]
    )
    public static let nws = Service(
        id: "nws", entry: ServiceEntry(name: "NWS", variable: "WEATHERTUI_NWS_URL", defaultURL: "https://api.weather.gov", demandsUserAgent: true),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["US", "PR", "VI", "GU", "MP", "AS", "UM"], outlines: NWSAlertSource.outlines)) {
            NWSAlertSource(baseURL: $0)
        })]
    )
    public static let eccc = Service(
        id: "eccc", entry: ServiceEntry(name: "Environment Canada", variable: "WEATHERTUI_ECCC_URL", defaultURL: "https://api.weather.gc.ca"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["CA"])) { ECCCAlertSource(baseURL: $0) })]
    )
    public static let brightSky = Service(
        id: "bright-sky", entry: ServiceEntry(name: "DWD", variable: "WEATHERTUI_BRIGHTSKY_URL", defaultURL: "https://api.brightsky.dev"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["DE"])) { BrightSkyAlertSource(baseURL: $0) }), .radar]
    )
    public static let metEireann = Service(
        id: "met-eireann", entry: ServiceEntry(name: "Met Éireann", variable: "WEATHERTUI_METEIREANN_URL", defaultURL: "https://prodapi.metweb.ie"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["IE"])) { MetEireannWarningSource(baseURL: $0) })]
    )
    /// Hong Kong inside China, as a geocoder that files it under China names it (CN-91 before 2017).
    public static let hko = Service(
        id: "hko", entry: ServiceEntry(name: "Hong Kong Observatory", variable: "WEATHERTUI_HKO_URL", defaultURL: "https://data.weather.gov.hk"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["HK"], subdivisions: ["CN-HK", "CN-91"])) { HKOWarningSource(baseURL: $0) })]
    )
    /// Germany is DWD's, Ireland Met Éireann's, Norway MET Norway's: MeteoAlarm has the rest of the
    /// countries whose regions it can match.
    public static let meteoAlarm = Service(
        id: "meteoalarm", entry: ServiceEntry(name: "MeteoAlarm", variable: "WEATHERTUI_METEOALARM_URL", defaultURL: "https://feeds.meteoalarm.org"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: Set(MeteoAlarmWarningSource.feeds.keys))) {
            MeteoAlarmWarningSource(baseURL: $0)
        })]
    )
    public static let jma = Service(
        id: "jma", entry: ServiceEntry(name: "JMA", variable: "WEATHERTUI_JMA_URL", defaultURL: "https://www.jma.go.jp"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["JP"])) { JMAWarningSource(baseURL: $0) })]
    )
    public static let smhi = Service(
        id: "smhi", entry: ServiceEntry(name: "SMHI", variable: "WEATHERTUI_SMHI_URL", defaultURL: "https://opendata-download-warnings.smhi.se"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["SE"])) { SMHIWarningSource(baseURL: $0) })]
    )
    /// Mainland China, by the office that issued each warning; Hong Kong and Macao have their own.
    public static let cma = Service(
        id: "cma", entry: ServiceEntry(name: "CMA", variable: "WEATHERTUI_CMA_URL", defaultURL: "https://www.nmc.cn"),
        roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: ["CN"])) { url, endpoints in
            CMAWarningSource(baseURL: url, reverseGeocodingURL: endpoints[.reverseGeocoding])
        })]
    )
    /// The WMO Severe Weather Information Centre: its mirror of national authorities' CAP feeds is the
    /// default index of each `cap` entry below (`Service+CAP.swift`).
    public static let wmo = Service(
        id: "wmo", entry: ServiceEntry(name: "WMO Severe Weather Information Centre", variable: "WEATHERTUI_WMO_URL", defaultURL: "https://severeweather.wmo.int"),
        roles: [.capMirror]
    )
    public static let archive = Service(
        id: "archive",
        entry: ServiceEntry(name: "Open-Meteo archive", variable: "WEATHERTUI_ARCHIVE_URL", defaultURL: "https://archive-api.open-meteo.com"),
        roles: [.archive]
    )
    /// The index of radar frames (the radar's source outside DWD's grid, `RadarClient`); its tiles come from the host the index names, which must be RainViewer's
    /// own (or, where the variable moves the service, the same server): `RadarIndex` holds it to that.
    public static let rainViewer = Service(
        id: "rainviewer", entry: ServiceEntry(name: "RainViewer", variable: "WEATHERTUI_RADAR_URL", defaultURL: "https://api.rainviewer.com"),
        roles: [.radar]
    )

    /// The table, in the order the doctor lists the services. Among the warning services a country is
    /// covered by one only (Germany by DWD, not a pan-European service): `WarningSourcesTests` holds the
    /// table to that; among equally close matches the first listed wins. Among the keyless forecast
    /// services, each stands in for the one before it, the first for the last.
    public static let allCases: [Service] = [
        .openMeteo, .openWeather, .geocoding, .reverseGeocoding, .ipLookup, .airQuality, .marine, .coops, .aviationWeather, .ensemble, .nws, .metNorway, .eccc,
        .brightSky, .metEireann, .hko, .meteoAlarm, .jma, .smhi, .cma, .archive, .rainViewer, .wmo,
    ] + capAuthorities
}
