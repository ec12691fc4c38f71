/// A ring of (latitude, longitude) corners: a country drawn coarsely, enough to tell which national
/// service covers a point that came without a country code (a few kilometres out at the borders), or a
/// ring of the polygon a warning covers (`AreaShape`).
struct RegionOutline: Sendable {
    let corners: [(latitude: Double, longitude: Double)]

    init(_ corners: [(Double, Double)]) {
        self.corners = corners.map { (latitude: $0.0, longitude: $0.1) }
    }

    /// A box from its south-west to its north-east corner.
    init(south: Double, west: Double, north: Double, east: Double) {
        self.init([(south, west), (north, west), (north, east), (south, east)])
    }

    /// Ray casting along the latitude: inside when a ray crosses the outline an odd number of times.
    func contains(_ coordinate: Coordinate) -> Bool {
        var inside = false
        var previous = corners[corners.count - 1]
        for corner in corners {
            if (corner.latitude > coordinate.latitude) != (previous.latitude > coordinate.latitude) {
                let crossing = corner.longitude + (coordinate.latitude - corner.latitude)
                    / (previous.latitude - corner.latitude) * (previous.longitude - corner.longitude)
                if coordinate.longitude < crossing { inside.toggle() }
            }
            previous = corner
        }
        return inside
    }
}
