import FoundationEssentials

/// Every external service weathertui can ask. A new service is a case here and its entry below; the
/// environment variable that points it elsewhere, the documentation test and the fake servers' set-up
/// all follow from the entry.
public enum Service: String, CaseIterable, Sendable, Codable {
    case openMeteo = "open-meteo"
    case openWeather = "openweather"
    case geocoding
    case reverseGeocoding = "reverse-geocoding"
    case ipLookup = "ip-lookup"
    case airQuality = "air-quality"
    case nws
    case metNorway = "met-norway"
    case eccc
    case brightSky = "bright-sky"
    case metEireann = "met-eireann"
    case hko
    case meteoAlarm = "meteoalarm"
    case jma
    case archive

    public var entry: ServiceEntry {
        switch self {
        case .openMeteo:
            ServiceEntry(name: "Open-Meteo", variable: "WEATHERTUI_OPEN_METEO_URL", defaultURL: "https://api.open-meteo.com")
        case .openWeather:
            ServiceEntry(name: "OpenWeather", variable: "WEATHERTUI_OPENWEATHER_URL", defaultURL: "https://api.openweathermap.org")
        case .geocoding:
            ServiceEntry(name: "Open-Meteo geocoding", variable: "WEATHERTUI_GEOCODING_URL", defaultURL: "https://geocoding-api.open-meteo.com")
        case .reverseGeocoding:
            ServiceEntry(
                name: "Nominatim", variable: "WEATHERTUI_REVERSE_GEOCODING_URL", defaultURL: "https://nominatim.openstreetmap.org",
                demandsUserAgent: true
            )
        case .ipLookup:
            ServiceEntry(name: "ipwho.is", variable: "WEATHERTUI_IPLOOKUP_URL", defaultURL: "https://ipwho.is/", isFullURL: true)
        case .airQuality:
            ServiceEntry(name: "Open-Meteo air quality", variable: "WEATHERTUI_AIR_QUALITY_URL", defaultURL: "https://air-quality-api.open-meteo.com")
        case .nws:
            ServiceEntry(name: "NWS", variable: "WEATHERTUI_NWS_URL", defaultURL: "https://api.weather.gov", demandsUserAgent: true)
        case .metNorway:
            ServiceEntry(name: "MET Norway", variable: "WEATHERTUI_METNO_URL", defaultURL: "https://api.met.no", demandsUserAgent: true)
        case .eccc:
            ServiceEntry(name: "Environment Canada", variable: "WEATHERTUI_ECCC_URL", defaultURL: "https://api.weather.gc.ca")
        case .brightSky:
            ServiceEntry(name: "DWD", variable: "WEATHERTUI_BRIGHTSKY_URL", defaultURL: "https://api.brightsky.dev")
        case .metEireann:
            ServiceEntry(name: "Met Éireann", variable: "WEATHERTUI_METEIREANN_URL", defaultURL: "https://prodapi.metweb.ie")
        case .hko:
            ServiceEntry(name: "Hong Kong Observatory", variable: "WEATHERTUI_HKO_URL", defaultURL: "https://data.weather.gov.hk")
        case .meteoAlarm:
            ServiceEntry(name: "MeteoAlarm", variable: "WEATHERTUI_METEOALARM_URL", defaultURL: "https://feeds.meteoalarm.org")
        case .jma:
            ServiceEntry(name: "JMA", variable: "WEATHERTUI_JMA_URL", defaultURL: "https://www.jma.go.jp")
        case .archive:
            ServiceEntry(name: "Open-Meteo archive", variable: "WEATHERTUI_ARCHIVE_URL", defaultURL: "https://archive-api.open-meteo.com")
        }
    }
}
