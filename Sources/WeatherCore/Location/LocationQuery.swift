/// What a user typed to name a location: coordinates or a place name to search for.
public enum LocationQuery: Hashable, Sendable {
    case coordinate(Coordinate)
    /// A name as typed, perhaps narrowed after a comma ("Springfield, MO"): see `PlaceSearch`.
    case name(String)

    /// `"37.57,126.98"` or `"37.57°N, 126.98°E"` is a coordinate, anything else with letters a name.
    public init(parsing text: String) throws(LocationError) {
        let trimmed = text.trimmed()
        if let coordinate = Coordinate(parsing: trimmed) {
            self = .coordinate(coordinate)
            return
        }
        let looksLikeCoordinates = trimmed.contains(where: \.isNumber) && trimmed.unicodeScalars.allSatisfy {
            "0123456789.,-+ °NSEWnsew".unicodeScalars.contains($0)
        }
        if looksLikeCoordinates { throw .invalidCoordinates(TerminalText.sanitize(trimmed)) }
        let name = TerminalText.sanitize(trimmed)
        guard !name.isEmpty else { throw .emptyQuery }
        self = .name(name)
    }
}
