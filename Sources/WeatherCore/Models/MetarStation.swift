/// A weather station that sends METARs: its ICAO id and where it is.
public struct MetarStation: Hashable, Sendable, Codable {
    public var id: String
    public var coordinate: Coordinate

    public init(id: String, coordinate: Coordinate) {
        self.id = id
        self.coordinate = coordinate
    }
}
