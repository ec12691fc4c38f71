/// The latitudes and longitudes a view covers. `west` may be below -180 and `east` above 180 for a view
/// across the antimeridian: the span stays one piece.
public struct MapRegion: Hashable, Sendable {
    public var south: Double
    public var north: Double
    public var west: Double
    public var east: Double

    public init(south: Double, north: Double, west: Double, east: Double) {
        self.south = south
        self.north = north
        self.west = west
        self.east = east
    }

    public func contains(_ coordinate: Coordinate) -> Bool {
        guard (south...north).contains(coordinate.latitude) else { return false }
        return [-360.0, 0, 360].contains { (west...east).contains(coordinate.longitude + $0) }
    }
}
