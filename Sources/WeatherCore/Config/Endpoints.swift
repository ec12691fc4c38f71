import FoundationEssentials

/// Base URLs of every service; each can be pointed elsewhere by an environment variable.
public struct Endpoints: Sendable, Hashable {
    public var openWeather: URL
    public var openMeteo: URL
    public var geocoding: URL
    public var reverseGeocoding: URL
    public var airQuality: URL
    public var nws: URL
    public var metNorway: URL
    /// A full URL: nothing is appended to it.
    public var ipLookup: URL

    public static let variables = (
        openWeather: "WEATHERTUI_OPENWEATHER_URL",
        openMeteo: "WEATHERTUI_OPEN_METEO_URL",
        geocoding: "WEATHERTUI_GEOCODING_URL",
        reverseGeocoding: "WEATHERTUI_REVERSE_GEOCODING_URL",
        airQuality: "WEATHERTUI_AIR_QUALITY_URL",
        nws: "WEATHERTUI_NWS_URL",
        metNorway: "WEATHERTUI_METNO_URL",
        ipLookup: "WEATHERTUI_IPLOOKUP_URL"
    )

    public static let defaults = Endpoints(
        openWeather: URL(string: "https://api.openweathermap.org")!,
        openMeteo: URL(string: "https://api.open-meteo.com")!,
        geocoding: URL(string: "https://geocoding-api.open-meteo.com")!,
        reverseGeocoding: URL(string: "https://nominatim.openstreetmap.org")!,
        airQuality: URL(string: "https://air-quality-api.open-meteo.com")!,
        nws: URL(string: "https://api.weather.gov")!,
        metNorway: URL(string: "https://api.met.no")!,
        ipLookup: URL(string: "https://ipwho.is/")!
    )

    public init(
        openWeather: URL, openMeteo: URL, geocoding: URL, reverseGeocoding: URL, airQuality: URL, nws: URL, metNorway: URL, ipLookup: URL
    ) {
        self.openWeather = openWeather
        self.openMeteo = openMeteo
        self.geocoding = geocoding
        self.reverseGeocoding = reverseGeocoding
        self.airQuality = airQuality
        self.nws = nws
        self.metNorway = metNorway
        self.ipLookup = ipLookup
    }

    /// The defaults with every variable that is set applied. Throws for a value that is not an http(s) URL.
    public static func fromEnvironment(_ environment: [String: String]) throws(ConfigurationError) -> Endpoints {
        func url(_ variable: String, _ fallback: URL) throws(ConfigurationError) -> URL {
            guard let raw = environment[variable], !raw.isEmpty else { return fallback }
            guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil
            else { throw .invalidEnvironment(variable: variable, problem: .notHTTPURL) }
            return url
        }
        return Endpoints(
            openWeather: try url(variables.openWeather, defaults.openWeather),
            openMeteo: try url(variables.openMeteo, defaults.openMeteo),
            geocoding: try url(variables.geocoding, defaults.geocoding),
            reverseGeocoding: try url(variables.reverseGeocoding, defaults.reverseGeocoding),
            airQuality: try url(variables.airQuality, defaults.airQuality),
            nws: try url(variables.nws, defaults.nws),
            metNorway: try url(variables.metNorway, defaults.metNorway),
            ipLookup: try url(variables.ipLookup, defaults.ipLookup)
        )
    }
}

extension URL {
    /// This base URL with `path` appended (keeping any path the base already has) and `query` set.
    func appending(servicePath path: String, query: [(String, String)]) -> URL {
        var components = URLComponents(url: self, resolvingAgainstBaseURL: false)!
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + path
        components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        // URLComponents leaves "+" alone in queries, which servers read as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        return components.url!
    }
}
