/// Names a place found by coordinates alone: from the place-name cache, else by reverse geocoding (whose
/// answer the cache keeps; names do not go stale). A place that came with a name needs nothing.
public struct PlaceNameFeed: ReportFeed {
    public let name = "place name"
    public let part = ReportPart.placeName
    private let lookup: PlaceLookup

    public init(lookup: PlaceLookup) {
        self.lookup = lookup
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        if place.name != nil { return nil }
        return try await lookup.place(at: place.coordinate).flatMap(Self.naming)
    }

    /// The report's place takes `named`'s name, region and country; where it is and how exactly stay.
    private static func naming(_ named: Place) -> ReportAmendment? {
        guard let name = named.name else { return nil }
        return ReportAmendment { report in
            let place = report.place
            report.place = Place(
                name: name, region: named.region, countryCode: named.countryCode ?? place.countryCode,
                country: named.country, area: named.area ?? place.area, population: named.population, isApproximate: place.isApproximate,
                coordinate: place.coordinate, timeZoneIdentifier: place.timeZoneIdentifier, utcOffset: place.utcOffset
            )
        }
    }
}
