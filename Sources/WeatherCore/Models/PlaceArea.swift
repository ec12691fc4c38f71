/// Where a place lies within its country, as the geocoders name it: what a warning service that warns by
/// region (a county, a province) matches. Every name is server text, cleaned when it is made.
public struct PlaceArea: Hashable, Sendable, Codable {
    /// The first-level subdivision: a state, Land, province or region (Nominatim's `state`, the place
    /// search's `admin1`).
    public var state: String?
    /// The subdivisions below it, largest first: counties, provinces, districts (Nominatim's `province`,
    /// `state_district` and `county`, the place search's `admin2` and `admin3`).
    public var districts: [String]
    /// The ISO 3166-2 codes of the subdivisions that hold the place, largest first ("IE-L", "IE-D";
    /// "NL-ZH"): the same in every language, so matched before any name.
    public var codes: [String]
    /// The municipality (city, town, ward, county-level city) that holds the place, as reverse geocoding
    /// names it (Nominatim's `municipality`, else `city`, `town` or `village`): the smallest region a
    /// service warns by (a Japanese municipality, a Finnish one, a Chinese county).
    public var locality: String?

    public init(state: String? = nil, districts: [String] = [], codes: [String] = [], locality: String? = nil) {
        self.state = Self.clean(state)
        self.districts = districts.compactMap(Self.clean)
        self.codes = codes.compactMap(Self.clean).map { $0.uppercased() }
        self.locality = Self.clean(locality)
    }

    private enum CodingKeys: String, CodingKey {
        case state, districts, codes, locality
    }

    /// A stored area is outside data like any other: cleaned again as it is read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            state: try container.decodeIfPresent(String.self, forKey: .state),
            districts: try container.decodeIfPresent([String].self, forKey: .districts) ?? [],
            codes: try container.decodeIfPresent([String].self, forKey: .codes) ?? [],
            locality: try container.decodeIfPresent(String.self, forKey: .locality)
        )
    }

    /// Every name, largest first.
    public var names: [String] { (state.map { [$0] } ?? []) + districts }

    private static func clean(_ text: String?) -> String? {
        text.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
    }
}
