import Glibc

/// A MeteoAlarm region drawn by its outline, for the countries whose regions are forecast zones that
/// follow no administrative line, or districts the geocoders name differently in each language.
struct MeteoAlarmOutline: Sendable {
    let id: String
    let rings: [RegionOutline]

    /// In any of its rings (an island is a ring of its own).
    func contains(_ coordinate: Coordinate) -> Bool {
        rings.contains { $0.contains(coordinate) }
    }

    /// How far `coordinate` is from its nearest edge, in degrees of latitude (a degree of longitude counted
    /// as the cosine of the latitude of one).
    func distance(to coordinate: Coordinate) -> Double {
        let scale = cos(coordinate.latitude * .pi / 180)
        var nearest = Double.infinity
        for ring in rings {
            var previous = ring.corners[ring.corners.count - 1]
            for corner in ring.corners {
                let (ax, ay) = ((previous.longitude - coordinate.longitude) * scale, previous.latitude - coordinate.latitude)
                let (bx, by) = ((corner.longitude - coordinate.longitude) * scale, corner.latitude - coordinate.latitude)
                let (dx, dy) = (bx - ax, by - ay)
                let length = dx * dx + dy * dy
                let along = length > 0 ? min(1, max(0, -(ax * dx + ay * dy) / length)) : 0
                nearest = min(nearest, ((ax + along * dx) * (ax + along * dx) + (ay + along * dy) * (ay + along * dy)).squareRoot())
                previous = corner
            }
        }
        return nearest
    }

    /// The outlined regions whose EMMA_ID starts with `prefix`; none for a country not drawn by outlines.
    /// Read from the table on each call: only one country's lines are decoded, and only while a feed is read.
    static func regions(prefix: String) -> [MeteoAlarmOutline] {
        MeteoAlarmOutlineTable.outlines.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, fields[0].hasPrefix(prefix) else { return nil }
            return MeteoAlarmOutline(id: String(fields[0]), rings: fields[1].split(separator: ";").compactMap(ring))
        }
    }

    /// A ring from its corners in thousandths of a degree, each after the first as the step from the one before.
    private static func ring(_ text: Substring) -> RegionOutline? {
        var latitude = 0
        var longitude = 0
        var corners: [(Double, Double)] = []
        for corner in text.split(separator: " ") {
            let parts = corner.split(separator: ",")
            guard parts.count == 2, let step = Int(parts[0]), let across = Int(parts[1]) else { return nil }
            latitude += step
            longitude += across
            corners.append((Double(latitude) / 1000, Double(longitude) / 1000))
        }
        return corners.count >= 3 ? RegionOutline(corners) : nil
    }
}
