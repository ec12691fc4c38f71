import FoundationEssentials

/// OpenWeather's geocoding (`/geo/1.0/direct` and `/geo/1.0/reverse`); needs the API key.
public struct OpenWeatherGeocoder: Geocoding, ReverseGeocoding {
    private let baseURL: URL
    private let apiKey: String
    private let language: Language
    private let fetcher: any HTTPFetching

    public init(baseURL: URL, apiKey: String, language: Language, fetcher: any HTTPFetching) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.language = language
        self.fetcher = fetcher
    }

    public func search(_ name: String) async throws -> [Place] {
        let url = baseURL.appending(servicePath: "/geo/1.0/direct", query: [("q", name), ("limit", "10"), ("appid", apiKey)])
        let response = try await fetcher.get(url, from: "OpenWeather geocoding", keySent: true)
        return try Self.decode(response.body, language: language)
    }

    public func place(at coordinate: Coordinate) async throws -> Place? {
        let url = baseURL.appending(servicePath: "/geo/1.0/reverse", query: [
            ("lat", coordinate.queryLatitude), ("lon", coordinate.queryLongitude), ("limit", "1"), ("appid", apiKey),
        ])
        let response = try await fetcher.get(url, from: "OpenWeather geocoding", keySent: true)
        return try Self.decode(response.body, language: language).first.map {
            Place(name: $0.name, region: $0.region, countryCode: $0.countryCode, coordinate: coordinate)
        }
    }

    static func decode(_ body: Data, language: Language) throws(FetchError) -> [Place] {
        struct Result: Decodable {
            var name: String?
            var localNames: [String: String]?
            var lat: Double?
            var lon: Double?
            var country: String?
            var state: String?

            enum CodingKeys: String, CodingKey {
                case name, lat, lon, country, state
                case localNames = "local_names"
            }
        }
        let results = try ServiceJSON.decode([Result].self, from: body, service: "OpenWeather geocoding")
        return results.compactMap { result in
            guard let coordinate = Plausible.coordinate(latitude: result.lat, longitude: result.lon) else { return nil }
            let name = result.localNames?[language.geocodingCode] ?? result.name
            return Place(name: name, region: result.state, countryCode: result.country, coordinate: coordinate)
        }
    }
}
