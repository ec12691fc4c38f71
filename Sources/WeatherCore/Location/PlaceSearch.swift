/// A typed place name split for searching: the name before the first comma is what the service is asked
/// for, and each part after it narrows the matches by country (an ISO code, or a name in English, Korean
/// or its own language, or an everyday form: "KR", "KOR", "Korea", "대한민국"; "CZ", "Czechia", "Česko")
/// or region (its name or the start of it, or a US state's postal or usual abbreviation: "MO", "Mass",
/// "Calif."). Case, accents, spaces and punctuation do not count. `"Springfield, MO"`, `"Paris, FR"`,
/// `"Springfield, Illinois, US"`, `"Seoul, Korea"`.
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

    /// The matches every qualifier fits, in the service's order. Services also answer with names that
    /// only resemble the one asked for ("Brňov" for "Brno"): where some matches bear the name itself (or
    /// it as whole words: "New York" in "New York City"), only those are kept.
    public func narrow(_ places: [Place]) -> [Place] {
        let fitting = places.filter { place in qualifiers.allSatisfy { Self.qualifier($0, fits: place) } }
        let wanted = FoldedName(name)
        let named = fitting.filter { place in place.name.map { wanted.names(FoldedName($0), allowingPrefix: false) } ?? false }
        return named.isEmpty ? fitting : named
    }

    private static func qualifier(_ qualifier: String, fits place: Place) -> Bool {
        let wanted = FoldedName(qualifier)
        guard !wanted.isEmpty else { return true }
        // A US state named any way ("MO", "Mass", "Missouri", "미주리주") names only that state among US places.
        if place.countryCode?.uppercased() == "US", let state = USState.named(qualifier) {
            return place.region.map { region in state.names.contains(FoldedName(region)) } ?? false
        }
        if let code = place.countryCode, code.uppercased() == qualifier.uppercased() { return true }
        let countryNames = (place.countryCode.map(CountryNames.names(ofCode:)) ?? []) + [place.country].compactMap { $0 }.map(FoldedName.init)
        if countryNames.contains(where: { wanted.names($0, allowingPrefix: true) }) { return true }
        return place.region.map { wanted.names(FoldedName($0), allowingPrefix: true) } ?? false
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
