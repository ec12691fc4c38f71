import FoundationEssentials

/// OpenStreetMap Nominatim reverse geocoding: keyless, at most one request a second, results cached by the caller.
public struct NominatimReverseGeocoder: ReverseGeocoding {
    private let baseURL: URL
    private let language: Language
    private let fetcher: any HTTPFetching

    public init(baseURL: URL, language: Language, fetcher: any HTTPFetching) {
        self.baseURL = baseURL
        self.language = language
        self.fetcher = fetcher
    }

    public func place(at coordinate: Coordinate) async throws -> Place? {
        let url = baseURL.appending(servicePath: "/reverse", query: [
            ("lat", coordinate.queryLatitude), ("lon", coordinate.queryLongitude),
            ("format", "jsonv2"), ("zoom", "10"), ("accept-language", language.acceptLanguage),
        ])
        let response = try await fetcher.get(url, from: Service.reverseGeocoding.entry.name)
        return try Self.decode(response.body, coordinate: coordinate)
    }

    static func decode(_ body: Data, coordinate: Coordinate) throws(FetchError) -> Place? {
        struct Response: Decodable {
            var name: String?
            var error: String?
            var address: Address?
        }
        struct Address: Decodable {
            var city: String?
            var town: String?
            var village: String?
            var municipality: String?
            var state: String?
            var countryCode: String?

            enum CodingKeys: String, CodingKey {
                case city, town, village, municipality, state
                case countryCode = "country_code"
            }
        }
        let response = try ServiceJSON.decode(Response.self, from: body, service: "Nominatim")
        guard response.error == nil else { return nil }
        let address = response.address
        let name = [address?.city, address?.town, address?.village, address?.municipality, response.name]
            .compactMap { $0 }.first { !$0.isEmpty }
        guard let name else { return nil }
        return Place(name: name, region: address?.state, countryCode: address?.countryCode?.uppercased(), coordinate: coordinate)
    }
}
