import FoundationEssentials
import Glibc

/// The Web Mercator projection (EPSG:3857) the radar's tiles and the map are drawn in, one concept in
/// two units: metres on the projection's plane (x east of Greenwich, y north of the equator), which
/// `MapViewport` scales to a view, and "world pixels" of the slippy-map grid, 256 a tile at a zoom, x
/// eastward from 180° W, y southward from 85.05° N.
public enum WebMercator {
    public static let tileSize = 256
    /// The sphere the projection projects from.
    public static let earthRadiusMetres = 6_378_137.0
    /// The projection's edge: the square world ends here, north and south.
    public static let maximumLatitude = 85.051_128_78
    /// The radar's free tier serves no zoom above this (RainViewer, since 2026).
    public static let maximumZoom = 7

    /// The projection's metres north of the equator at `latitude` (held within the edge).
    public static func metresY(latitude: Double) -> Double {
        let φ = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        return earthRadiusMetres * log(tan(.pi / 4 + φ / 2))
    }

    /// The latitude `metres` north of the equator on the projection.
    public static func latitude(metresY metres: Double) -> Double {
        (2 * atan(exp(metres / earthRadiusMetres)) - .pi / 2) * 180 / .pi
    }

    /// The world pixel of `coordinate` at `zoom` (fractional: a pixel's top-left corner is whole).
    public static func pixel(of coordinate: Coordinate, zoom: Int) -> (x: Double, y: Double) {
        let size = worldSize(zoom)
        let x = (coordinate.longitude + 180) / 360 * size
        let y = (0.5 - metresY(latitude: coordinate.latitude) / (2 * .pi * earthRadiusMetres)) * size
        return (x, y)
    }

    /// The longitude of world pixel column `x` (wrapping round the globe).
    public static func longitude(x: Double, zoom: Int) -> Double {
        let size = worldSize(zoom)
        let wrapped = (x.truncatingRemainder(dividingBy: size) + size).truncatingRemainder(dividingBy: size)
        return wrapped / size * 360 - 180
    }

    /// The latitude of world pixel row `y`.
    public static func latitude(y: Double, zoom: Int) -> Double {
        latitude(metresY: (0.5 - y / worldSize(zoom)) * 2 * .pi * earthRadiusMetres)
    }

    /// Pixels across the whole world at `zoom`.
    public static func worldSize(_ zoom: Int) -> Double {
        Double(tileSize << zoom)
    }

    /// Metres a pixel covers at `latitude` and `zoom`.
    public static func metresPerPixel(latitude: Double, zoom: Int) -> Double {
        2 * .pi * earthRadiusMetres * cos(latitude * .pi / 180) / worldSize(zoom)
    }

    /// The tiles that cover a square of `radiusKilometres` round `center`, at the highest zoom (up to
    /// `maximumZoom`) where they are no more than `maximumAcross` a side: 2 × 2 to 3 × 3 at zoom 6 or 7
    /// for a region, one or two at zoom 7 for a neighbourhood.
    public static func tiles(covering center: Coordinate, radiusKilometres: Double, maximumAcross: Int = 3) -> [RadarTileID] {
        for zoom in stride(from: maximumZoom, through: 0, by: -1) {
            let tiles = tiles(covering: center, radiusKilometres: radiusKilometres, zoom: zoom)
            let columns = Set(tiles.map(\.x)).count, rows = Set(tiles.map(\.y)).count
            if columns <= maximumAcross, rows <= maximumAcross { return tiles }
        }
        return [RadarTileID(zoom: 0, x: 0, y: 0)]
    }

    /// The tiles at `zoom` that cover a square of `radiusKilometres` round `center`, row after row.
    public static func tiles(covering center: Coordinate, radiusKilometres: Double, zoom: Int) -> [RadarTileID] {
        let (x, y) = pixel(of: center, zoom: zoom)
        let reach = radiusKilometres * 1000 / metresPerPixel(latitude: center.latitude, zoom: zoom)
        let count = 1 << zoom
        let size = Double(tileSize)
        let first = (x: Int(((x - reach) / size).rounded(.down)), y: max(0, Int(((y - reach) / size).rounded(.down))))
        let last = (x: Int(((x + reach) / size).rounded(.down)), y: min(count - 1, Int(((y + reach) / size).rounded(.down))))
        var tiles: [RadarTileID] = []
        var seen = Set<RadarTileID>()
        for row in first.y...max(first.y, last.y) {
            for column in first.x...max(first.x, last.x) {
                let tile = RadarTileID(zoom: zoom, x: (column % count + count) % count, y: row)
                if seen.insert(tile).inserted { tiles.append(tile) }
            }
        }
        return tiles
    }
}
