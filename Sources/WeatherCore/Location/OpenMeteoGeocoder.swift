import FoundationEssentials

/// Open-Meteo's keyless name search (`/v1/search`).
public struct OpenMeteoGeocoder: Geocoding {
    private let baseURL: URL
    private let language: Language
    private let fetcher: any HTTPFetching

    public init(baseURL: URL, language: Language, fetcher: any HTTPFetching) {
        self.baseURL = baseURL
        self.language = language
        self.fetcher = fetcher
    }

    public func search(_ name: String) async throws -> [Place] {
        let url = baseURL.appending(servicePath: "/v1/search", query: [
            ("name", name), ("count", "10"), ("language", language.geocodingCode), ("format", "json"),
        ])
        let response = try await fetcher.get(url, from: Service.geocoding.entry.name)
        return try Self.decode(response.body)
    }

    static func decode(_ body: Data) throws(FetchError) -> [Place] {
        struct Response: Decodable {
            var results: [Result]?
        }
        struct Result: Decodable {
            var name: String?
            var latitude: Double?
            var longitude: Double?
            var countryCode: String?
            var country: String?
            var admin1: String?
            var admin2: String?
            var admin3: String?
            var population: LenientNumber?
            var timezone: String?

            enum CodingKeys: String, CodingKey {
                case name, latitude, longitude, country, admin1, admin2, admin3, population, timezone
                case countryCode = "country_code"
            }
        }
        let response = try ServiceJSON.decode(Response.self, from: body, service: "The place search")
        return (response.results ?? []).compactMap { result in
            guard let coordinate = Plausible.coordinate(latitude: result.latitude, longitude: result.longitude) else { return nil }
            let area = PlaceArea(state: result.admin1, districts: [result.admin2, result.admin3].compactMap { $0 })
            return Place(
                name: result.name, region: result.admin1, countryCode: result.countryCode, country: result.country,
                area: area == PlaceArea() ? nil : area,
                population: result.population?.value.flatMap(Plausible.population), coordinate: coordinate,
                timeZoneIdentifier: result.timezone
            )
        }
    }
}
