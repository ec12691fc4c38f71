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
    /// The place's time zone as the service that found it named it ("Europe/Oslo"), where it did.
    public var timeZoneIdentifier: String?
    /// Seconds east of UTC there when the place was found, where the service said (the IP lookup).
    public var utcOffset: Int?

    public init(
        name: String? = nil, region: String? = nil, countryCode: String? = nil, country: String? = nil,
        area: PlaceArea? = nil, population: Int? = nil, isApproximate: Bool = false, coordinate: Coordinate,
        timeZoneIdentifier: String? = nil, utcOffset: Int? = nil
    ) {
        self.name = Self.clean(name)
        self.region = Self.clean(region)
        self.countryCode = Self.clean(countryCode)
        self.country = Self.clean(country)
        self.area = area
        self.population = population.flatMap { $0 > 0 ? $0 : nil }
        self.isApproximate = isApproximate
        self.coordinate = coordinate
        self.timeZoneIdentifier = timeZoneIdentifier.flatMap(Self.zoneName)
        self.utcOffset = utcOffset.flatMap { Plausible.utcOffset(Double($0)) }
    }

    private enum CodingKeys: String, CodingKey {
        case name, region, countryCode, country, area, population, isApproximate, coordinate, timeZoneIdentifier, utcOffset
    }

    /// Reads files written by earlier versions too (no `country`, `area`, `population`, `isApproximate` or
    /// time zone), and cleans the names as if they had come from a service: a cache file is outside data.
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
            coordinate: try container.decode(Coordinate.self, forKey: .coordinate),
            timeZoneIdentifier: try? container.decodeIfPresent(String.self, forKey: .timeZoneIdentifier),
            utcOffset: try? container.decodeIfPresent(Int.self, forKey: .utcOffset)
        )
    }

    /// The same place with the time zone `other` knows where this one knows none.
    public func keepingTimeZone(of other: Place) -> Place {
        var place = self
        if place.timeZoneIdentifier == nil { place.timeZoneIdentifier = other.timeZoneIdentifier }
        if place.utcOffset == nil { place.utcOffset = other.utcOffset }
        return place
    }

    /// "Mountain View, California, US", or the coordinates when no name is known.
    public var displayName: String {
        guard let name else { return coordinate.formatted }
        return [name, region == name ? nil : region, countryCode].compactMap { $0 }.joined(separator: ", ")
    }

    /// The name alone where there is one: for spinners and short titles.
    public var shortName: String { name ?? coordinate.formatted }

    /// A tz database name as services write them ("America/Argentina/Buenos_Aires", "UTC"); nil for
    /// anything else, so no service text is ever taken for one.
    private static func zoneName(_ text: String) -> String? {
        let allowed = text.utf8.count <= 64 && !text.isEmpty && text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/_-+".unicodeScalars.contains($0))
        }
        return allowed ? text : nil
    }

    private static func clean(_ text: String?) -> String? {
        text.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
    }
}
