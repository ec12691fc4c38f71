/// The last places used, most recent first, each once: places within about a kilometre of each other
/// (the same `Coordinate.roundedKey`) count as one. Kept in the cache as `recent-places.json`.
public struct RecentPlaces: Hashable, Sendable, Codable {
    public static let capacity = 9

    public private(set) var places: [Place]

    public init(_ places: [Place] = []) {
        var kept: [Place] = []
        for place in places where !kept.contains(where: { $0.coordinate.roundedKey == place.coordinate.roundedKey }) {
            kept.append(place)
        }
        self.places = Array(kept.prefix(Self.capacity))
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Place].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(places)
    }

    /// `place` first, in place of any earlier visit to the same spot. A visit without a name keeps the
    /// name known from before, so a place never falls back to bare coordinates.
    public func inserting(_ place: Place) -> RecentPlaces {
        var place = place
        if place.name == nil, let known = places.first(where: { $0.coordinate.roundedKey == place.coordinate.roundedKey && $0.name != nil }) {
            place = Place(
                name: known.name, region: known.region, countryCode: known.countryCode, country: known.country,
                area: known.area, population: known.population, isApproximate: place.isApproximate, coordinate: place.coordinate,
                timeZoneIdentifier: place.timeZoneIdentifier, utcOffset: place.utcOffset
            ).keepingTimeZone(of: known)
        }
        return RecentPlaces([place] + places)
    }
}
