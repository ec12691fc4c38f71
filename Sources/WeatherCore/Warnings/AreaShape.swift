/// The area a warning covers, as the service draws it: polygons, each an outer ring and any holes cut
/// out of it (a GeoJSON `Polygon` or `MultiPolygon`).
struct AreaShape: Sendable {
    struct Polygon: Sendable {
        var outer: RegionOutline
        var holes: [RegionOutline]

        func contains(_ coordinate: Coordinate) -> Bool {
            outer.contains(coordinate) && !holes.contains { $0.contains(coordinate) }
        }
    }

    var polygons: [Polygon]

    /// Inside one of the polygons and none of its holes.
    func contains(_ coordinate: Coordinate) -> Bool {
        polygons.contains { $0.contains(coordinate) }
    }
}

extension AreaShape: Decodable {
    private enum CodingKeys: String, CodingKey {
        case type, coordinates
    }

    /// A GeoJSON geometry's `type` and `coordinates` (longitude first); a ring of fewer than three
    /// corners draws nothing and is skipped, and so is any other type.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rings: [[[[Double]]]] = switch try container.decode(String.self, forKey: .type) {
        case "Polygon": [try container.decode([[[Double]]].self, forKey: .coordinates)]
        case "MultiPolygon": try container.decode([[[[Double]]]].self, forKey: .coordinates)
        default: []
        }
        polygons = rings.compactMap { polygon in
            let outlines = polygon.map { ring in
                ring.compactMap { point in point.count >= 2 && point[0].isFinite && point[1].isFinite ? (point[1], point[0]) : nil }
            }
            guard let outer = outlines.first, outer.count >= 3 else { return nil }
            return Polygon(outer: RegionOutline(outer), holes: outlines.dropFirst().filter { $0.count >= 3 }.map { RegionOutline($0) })
        }
    }
}
