extension Place {
    /// This place with what reverse geocoding found at its coordinates added: the country code and the
    /// region where it had none, and the subdivisions, those found first (a reverse geocoder names them
    /// by administrative level, with their codes) and then its own.
    public func completed(by found: Place) -> Place {
        var place = self
        place.countryCode = countryCode ?? found.countryCode
        place.region = region ?? found.region
        if let more = found.area {
            let own = area ?? PlaceArea()
            place.area = PlaceArea(
                state: more.state ?? own.state, districts: Self.merging(more.districts, own.districts),
                codes: Self.merging(more.codes, own.codes), locality: more.locality ?? own.locality
            )
        }
        return place
    }

    private static func merging(_ first: [String], _ second: [String]) -> [String] {
        first + second.filter { !first.contains($0) }
    }
}
