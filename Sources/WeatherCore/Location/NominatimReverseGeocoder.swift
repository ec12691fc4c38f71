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
        let response = try ServiceJSON.decode(Response.self, from: body, service: "Nominatim")
        guard response.error == nil else { return nil }
        let address = response.address?.fields ?? [:]
        let name = (["city", "town", "village", "municipality"].compactMap { address[$0] } + [response.name].compactMap { $0 })
            .first { !$0.isEmpty }
        guard let name else { return nil }
        let area = PlaceArea(
            state: address["state"], districts: ["province", "state_district", "county"].compactMap { address[$0] },
            codes: address.keys.filter { $0.hasPrefix(Address.codePrefix) }.sorted { Address.level($0) < Address.level($1) }
                .compactMap { address[$0] },
            locality: ["municipality", "city", "town", "village"].lazy.compactMap { address[$0] }.first
        )
        return Place(
            name: name, region: address["state"], countryCode: address["country_code"]?.uppercased(),
            area: area == PlaceArea() ? nil : area, coordinate: coordinate
        )
    }

    /// Nominatim's `address`: names by kind (`city`, `county`, `state`, `country_code`) and the ISO
    /// 3166-2 codes of the subdivisions by administrative level (`ISO3166-2-lvl4`); a value that is not
    /// text is skipped.
    struct Address: Decodable {
        static let codePrefix = "ISO3166-2-lvl"
        var fields: [String: String]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var fields: [String: String] = [:]
            for key in container.allKeys {
                if let value = try? container.decode(String.self, forKey: key) { fields[key.stringValue] = value }
            }
            self.fields = fields
        }

        static func level(_ key: String) -> Int {
            Int(key.dropFirst(codePrefix.count)) ?? .max
        }
    }
}
