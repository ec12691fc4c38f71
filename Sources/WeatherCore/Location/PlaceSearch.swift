/// A typed place name split for searching: the name before the first comma is what the service is asked
/// for, and each part after it narrows the matches by country (ISO code or name) or region (name, or a
/// US state's abbreviation). `"Springfield, MO"`, `"Paris, FR"`, `"Springfield, Illinois, US"`.
public struct PlaceSearch: Hashable, Sendable {
    public var name: String
    public var qualifiers: [String]

    /// Nil when nothing is left to search for before the comma.
    public init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed() }
        guard let name = parts.first, !name.isEmpty else { return nil }
        self.name = name
        self.qualifiers = parts.dropFirst().filter { !$0.isEmpty }
    }

    /// The matches every qualifier fits, in the service's order.
    public func narrow(_ places: [Place]) -> [Place] {
        places.filter { place in qualifiers.allSatisfy { Self.qualifier($0, fits: place) } }
    }

    private static func qualifier(_ qualifier: String, fits place: Place) -> Bool {
        let wanted = folded(qualifier)
        let names = [place.countryCode, place.country, place.region].compactMap { $0 }.map(folded)
        if names.contains(wanted) { return true }
        guard place.countryCode?.uppercased() == "US", let region = place.region.map(folded),
              let state = USState.named(qualifier)
        else { return false }
        return state.names.map(folded).contains(region)
    }

    /// Case, spaces and punctuation do not count: "new york" is "New York", "d.c." is "DC".
    static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension PlaceSearch {
    /// What to type to find `place` again among places of the same name: `"Springfield, MA"` for a US
    /// state, else `"name, region"` or `"name, country code"`. Nil for a place without a name.
    public static func text(finding place: Place) -> String? {
        guard let name = place.name else { return nil }
        if place.countryCode?.uppercased() == "US", let state = place.region.flatMap(USState.named) {
            return "\(name), \(state.abbreviation)"
        }
        guard let qualifier = place.region ?? place.countryCode else { return nil }
        return "\(name), \(qualifier)"
    }
}
