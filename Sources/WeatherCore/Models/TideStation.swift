/// A NOAA CO-OPS station with tide predictions: its id, its name and where it is.
public struct TideStation: Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    public var coordinate: Coordinate

    public init(id: String, name: String, coordinate: Coordinate) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }
}
