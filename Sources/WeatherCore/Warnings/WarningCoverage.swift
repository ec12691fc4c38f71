/// Where a warning service speaks: whole countries by ISO 3166-1 code, subdivisions of another country
/// that it covers in that country's stead (ISO 3166-2, "CN-HK"), and coarse outlines for a place known
/// only by its coordinates.
public struct WarningCoverage: Sendable {
    public let countryCodes: Set<String>
    public let subdivisionCodes: Set<String>
    let outlines: [RegionOutline]

    init(countries: Set<String>, subdivisions: Set<String> = [], outlines: [RegionOutline] = []) {
        self.countryCodes = countries
        self.subdivisionCodes = subdivisions
        self.outlines = outlines
    }

    /// How closely it covers `place`: a subdivision it claims beats its country, which beats an outline
    /// (tried only where the country is unknown); nil where it does not cover the place.
    func match(_ place: Place) -> Match? {
        if let codes = place.area?.codes, codes.contains(where: subdivisionCodes.contains) { return .subdivision }
        if let code = place.countryCode?.uppercased() { return countryCodes.contains(code) ? .country : nil }
        return outlines.contains { $0.contains(place.coordinate) } ? .outline : nil
    }

    enum Match: Int, Comparable {
        case outline
        case country
        case subdivision

        static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
