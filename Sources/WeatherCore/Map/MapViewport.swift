import FoundationEssentials
import Glibc

/// A view of the Earth on the Web Mercator projection (`WebMercator`'s metres), as the radar's tiles are
/// drawn: `center` in the middle of a grid of `width` × `height` square pixels that spans
/// `widthKilometres` across its middle row.
public struct MapViewport: Hashable, Sendable {
    public let center: Coordinate
    public let widthKilometres: Double
    public let width: Int
    public let height: Int

    private static let earthRadiusMetres = WebMercator.earthRadiusMetres
    private static let maximumLatitude = WebMercator.maximumLatitude

    public init(center: Coordinate, widthKilometres: Double, width: Int, height: Int) {
        self.center = center
        self.widthKilometres = widthKilometres
        self.width = width
        self.height = height
    }

    /// Mercator metres a pixel spans: ground metres at the centre, stretched as Mercator stretches
    /// that latitude.
    private var mercatorMetresPerPixel: Double {
        widthKilometres * 1000 / Double(max(1, width)) / cos(Self.radians(min(Self.maximumLatitude, max(-Self.maximumLatitude, center.latitude))))
    }

    /// Where `coordinate` falls, in pixels from the top left (outside the grid for points beyond it).
    /// Longitudes are taken the short way round from the centre, so a view across the antimeridian
    /// is one piece. Nil for a view of no size.
    public func point(for coordinate: Coordinate) -> (x: Double, y: Double)? {
        let scale = mercatorMetresPerPixel
        guard scale.isFinite, scale > 0 else { return nil }
        var longitudeStep = coordinate.longitude - center.longitude
        if longitudeStep > 180 { longitudeStep -= 360 } else if longitudeStep < -180 { longitudeStep += 360 }
        let x = Self.radians(longitudeStep) * Self.earthRadiusMetres / scale
        let y = (WebMercator.metresY(latitude: coordinate.latitude) - WebMercator.metresY(latitude: center.latitude)) / scale
        return (x: Double(width) / 2 + x, y: Double(height) / 2 - y)
    }

    /// The place at pixel (x, y): the inverse of `point(for:)`. Nil beyond Web Mercator's edge.
    public func coordinate(atX x: Double, y: Double) -> Coordinate? {
        let scale = mercatorMetresPerPixel
        guard scale.isFinite, scale > 0 else { return nil }
        let longitude = center.longitude + Self.degrees((x - Double(width) / 2) * scale / Self.earthRadiusMetres)
        let mercator = WebMercator.metresY(latitude: center.latitude) + (Double(height) / 2 - y) * scale
        let latitude = WebMercator.latitude(metresY: mercator)
        guard abs(latitude) <= Self.maximumLatitude else { return nil }
        let wrapped = longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
        return Coordinate(latitude: latitude, longitude: wrapped)
    }

    /// The latitudes and longitudes the grid covers (a Mercator view is a box in both).
    public var region: MapRegion {
        let scale = mercatorMetresPerPixel
        let halfWidth = Self.degrees(Double(width) / 2 * scale / Self.earthRadiusMetres)
        let top = WebMercator.metresY(latitude: center.latitude) + Double(height) / 2 * scale
        let bottom = WebMercator.metresY(latitude: center.latitude) - Double(height) / 2 * scale
        func latitude(_ mercator: Double) -> Double {
            min(Self.maximumLatitude, max(-Self.maximumLatitude, WebMercator.latitude(metresY: mercator)))
        }
        return MapRegion(south: latitude(bottom), north: latitude(top), west: center.longitude - halfWidth, east: center.longitude + halfWidth)
    }

    /// The part of the segment from `start` to `end` inside the grid (Liang-Barsky), or nil when none is.
    public func clip(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> (start: (x: Double, y: Double), end: (x: Double, y: Double))? {
        let dx = end.x - start.x, dy = end.y - start.y
        var low = 0.0, high = 1.0
        let edges = [(-dx, start.x), (dx, Double(width) - start.x), (-dy, start.y), (dy, Double(height) - start.y)]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low > high { return nil }
        }
        return (start: (x: start.x + low * dx, y: start.y + low * dy), end: (x: start.x + high * dx, y: start.y + high * dy))
    }

    /// The pieces of `line` inside the grid, in pixels: a line leaving and coming back is two pieces.
    public func clippedSegments(of line: [Coordinate]) -> [(start: (x: Double, y: Double), end: (x: Double, y: Double))] {
        var segments: [(start: (x: Double, y: Double), end: (x: Double, y: Double))] = []
        var previous: (x: Double, y: Double)?
        for coordinate in line {
            guard let point = point(for: coordinate) else {
                previous = nil
                continue
            }
            if let previous, let segment = clip(from: previous, to: point) { segments.append(segment) }
            previous = point
        }
        return segments
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
