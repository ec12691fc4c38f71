/// A location the weather is shown for: coordinates plus, where known, a name a person recognises.
public struct Place: Hashable, Sendable, Codable {
    public var name: String?
    public var region: String?
    public var countryCode: String?
    public var coordinate: Coordinate

    public init(name: String? = nil, region: String? = nil, countryCode: String? = nil, coordinate: Coordinate) {
        self.name = name.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
        self.region = region.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
        self.countryCode = countryCode.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
        self.coordinate = coordinate
    }

    /// "Mountain View, California, US", or the coordinates when no name is known.
    public var displayName: String {
        guard let name else { return coordinate.formatted }
        return [name, region == name ? nil : region, countryCode].compactMap { $0 }.joined(separator: ", ")
    }

    /// The name alone where there is one: for spinners and short titles.
    public var shortName: String { name ?? coordinate.formatted }
}
