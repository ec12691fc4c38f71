/// A location the weather is shown for: coordinates plus, where known, a name a person recognises.
public struct Place: Hashable, Sendable, Codable {
    public var name: String?
    public var region: String?
    public var countryCode: String?
    /// The country's name in the language asked for, where the service gives one.
    public var country: String?
    /// The subdivisions that hold the place, where a geocoder named them.
    public var area: PlaceArea?
    public var population: Int?
    /// Located from the IP address: right to a city at best.
    public var isApproximate: Bool
    public var coordinate: Coordinate

    public init(
        name: String? = nil, region: String? = nil, countryCode: String? = nil, country: String? = nil,
        area: PlaceArea? = nil, population: Int? = nil, isApproximate: Bool = false, coordinate: Coordinate
    ) {
        self.name = Self.clean(name)
        self.region = Self.clean(region)
        self.countryCode = Self.clean(countryCode)
        self.country = Self.clean(country)
        self.area = area
        self.population = population.flatMap { $0 > 0 ? $0 : nil }
        self.isApproximate = isApproximate
        self.coordinate = coordinate
    }

    private enum CodingKeys: String, CodingKey {
        case name, region, countryCode, country, area, population, isApproximate, coordinate
    }

    /// Reads files written by earlier versions too (no `country`, `area`, `population` or `isApproximate`), and
    /// cleans the names as if they had come from a service: a cache file is outside data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name),
            region: try container.decodeIfPresent(String.self, forKey: .region),
            countryCode: try container.decodeIfPresent(String.self, forKey: .countryCode),
            country: try container.decodeIfPresent(String.self, forKey: .country),
            area: try? container.decodeIfPresent(PlaceArea.self, forKey: .area),
            population: try container.decodeIfPresent(Int.self, forKey: .population),
            isApproximate: try container.decodeIfPresent(Bool.self, forKey: .isApproximate) ?? false,
            coordinate: try container.decode(Coordinate.self, forKey: .coordinate)
        )
    }

    /// "Mountain View, California, US", or the coordinates when no name is known.
    public var displayName: String {
        guard let name else { return coordinate.formatted }
        return [name, region == name ? nil : region, countryCode].compactMap { $0 }.joined(separator: ", ")
    }

    /// The name alone where there is one: for spinners and short titles.
    public var shortName: String { name ?? coordinate.formatted }

    private static func clean(_ text: String?) -> String? {
        text.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
    }
}
