import FoundationEssentials
import Glibc

/// One `area` of a CAP `info`: its description, and where it is drawn (polygons and circles) or only
/// named (geocodes: SAME, EMMA_ID, a national code list). A place is in it where a polygon or a circle
/// holds it, or where it names a region of a code list the app ships (MeteoAlarm's EMMA_IDs) that holds
/// the place; named by codes of no shipped list, it cannot say.
struct CAPArea: Sendable {
    var description: String?
    var polygons: [RegionOutline]
    var circles: [CAPCircle]
    var geocodes: [CAPGeocode]
    /// Polygons left out for having more corners than `maximumCorners`.
    var oversizedPolygons: Int

    /// The most corners a polygon is read with: national services draw a county's outline in a few
    /// hundred, and a ring of 100,000 would cost every refresh a long scan for nothing the map needs.
    static let maximumCorners = 20_000

    /// Whether a polygon or a circle draws it.
    var isDrawn: Bool { !polygons.isEmpty || !circles.isEmpty }

    func contains(_ coordinate: Coordinate) -> Bool {
        polygons.contains { $0.contains(coordinate) } || circles.contains { $0.contains(coordinate) }
    }

    /// The MeteoAlarm regions it names (`EMMA_ID` geocodes: "RS003").
    var regionIDs: [String] {
        geocodes.filter { $0.name == "EMMA_ID" }.map(\.value)
    }

    /// Whether it holds the place at `coordinate`, whose MeteoAlarm regions are `regions` (by the
    /// country prefix of their EMMA_IDs; a country whose region for the place cannot be told absent):
    /// by a polygon or a circle, else by a region it names. Nil where it cannot say: named by no region
    /// of a country the place's is known in, and drawn nowhere.
    func holds(_ coordinate: Coordinate, regions: [String: Set<String>]) -> Bool? {
        if contains(coordinate) { return true }
        let named = regionIDs.filter { regions[Self.country(ofRegion: $0)] != nil }
        if named.contains(where: { regions[Self.country(ofRegion: $0)]?.contains($0) == true }) { return true }
        return isDrawn || !named.isEmpty ? false : nil
    }

    /// The country prefix of an EMMA_ID ("RS" of "RS003"), as MeteoAlarm's region tables are split by it.
    static func country(ofRegion id: String) -> String {
        String(id.prefix(2))
    }

    init(_ element: XMLElement) {
        description = element.text(of: "areaDesc")
        var oversized = 0
        polygons = element.children("polygon").compactMap { polygon in
            switch Self.corners(polygon.text) {
            case let .some(corners) where corners.count > Self.maximumCorners:
                oversized += 1
                return nil
            case let .some(corners) where corners.count >= 3: return RegionOutline(corners)
            default: return nil
            }
        }
        oversizedPolygons = oversized
        circles = element.children("circle").compactMap { CAPCircle($0.text) }
        geocodes = element.children("geocode").compactMap { geocode in
            guard let name = geocode.text(of: "valueName"), let value = geocode.text(of: "value") else { return nil }
            return CAPGeocode(name: name, value: value)
        }
    }

    /// A CAP polygon's corners ("lat,lon lat,lon …", latitude first, the first repeated last); nil where
    /// any pair is not a coordinate, as a ring read half-right is a ring somewhere else. A ring whose
    /// every pair starts with a number no latitude can be, and reads as coordinates longitude first, is
    /// read that way: the Thai Meteorological Department wrote its rings so. Counting stops past the cap,
    /// so an oversized ring costs no more than the cap to refuse.
    private static func corners(_ text: String) -> [(Double, Double)]? {
        var pairs: [(Double, Double)] = []
        for pair in text.split(whereSeparator: \.isWhitespace) {
            if pairs.count > maximumCorners { return pairs }
            let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let first = Double(parts[0]), let second = Double(parts[1]) else { return nil }
            pairs.append((first, second))
        }
        func areCoordinates(_ corners: [(Double, Double)]) -> Bool {
            corners.allSatisfy { Coordinate(latitude: $0.0, longitude: $0.1) != nil }
        }
        if areCoordinates(pairs) { return pairs }
        let longitudeFirst = pairs.map { ($0.1, $0.0) }
        return pairs.allSatisfy({ abs($0.0) > 90 }) && areCoordinates(longitudeFirst) ? longitudeFirst : nil
    }
}

/// A CAP `circle`: a centre and a radius in kilometres ("lat,lon radius").
struct CAPCircle: Sendable {
    var centre: Coordinate
    var radiusKilometres: Double

    init?(_ text: String) {
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, let radius = Double(parts[1]), radius.isFinite, radius >= 0 else { return nil }
        let centre = parts[0].split(separator: ",")
        guard centre.count == 2, let latitude = Double(centre[0]), let longitude = Double(centre[1]),
              let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        self.centre = coordinate
        radiusKilometres = radius
    }

    /// Within the radius of the centre along the Earth's surface (the haversine formula on a sphere of
    /// the Earth's mean radius, well within a warning's precision).
    func contains(_ coordinate: Coordinate) -> Bool {
        let earthRadius = 6371.0088
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let latitudeChange = radians(coordinate.latitude - centre.latitude)
        let longitudeChange = radians(coordinate.longitude - centre.longitude)
        let chord = pow(sin(latitudeChange / 2), 2)
            + cos(radians(centre.latitude)) * cos(radians(coordinate.latitude)) * pow(sin(longitudeChange / 2), 2)
        return 2 * earthRadius * asin(min(1, chord.squareRoot())) <= radiusKilometres
    }
}

/// A CAP `geocode`: a code from the list `name` names ("SAME", "EMMA_ID").
struct CAPGeocode: Sendable, Hashable {
    var name: String
    var value: String
}
