import FoundationEssentials
import Testing
@testable import WeatherCore

/// The slippy-map grid the radar's tiles are drawn in.
struct WebMercatorTests {
    static let tokyo = Coordinate(latitude: 35.6895, longitude: 139.69171)!

    /// Tokyo is in tile 7/113/50 on every slippy map (OpenStreetMap's numbering).
    @Test func aPlaceIsInItsTile() {
        let (x, y) = WebMercator.pixel(of: Self.tokyo, zoom: 7)
        #expect(Int(x) / 256 == 113 && Int(y) / 256 == 50)
    }

    @Test func pixelsGoBackToTheirCoordinates() {
        for zoom in [0, 3, 7] {
            let (x, y) = WebMercator.pixel(of: Self.tokyo, zoom: zoom)
            #expect(abs(WebMercator.latitude(y: y, zoom: zoom) - Self.tokyo.latitude) < 1e-9)
            #expect(abs(WebMercator.longitude(x: x, zoom: zoom) - Self.tokyo.longitude) < 1e-9)
        }
    }

    @Test func aRegionIsTwoByTwoToThreeByThreeTiles() {
        for place in [Self.tokyo, Coordinate(latitude: 52.52, longitude: 13.405)!, Coordinate(latitude: 40.71, longitude: -74.0)!] {
            let tiles = WebMercator.tiles(covering: place, radiusKilometres: 500)
            #expect((4...9).contains(tiles.count), "\(place): \(tiles)")
            #expect(Set(tiles.map(\.zoom)).count == 1)
            #expect((4...7).contains(tiles[0].zoom))
        }
    }

    @Test func aNeighbourhoodIsAFewTilesAtTheHighestZoom() {
        let tiles = WebMercator.tiles(covering: Self.tokyo, radiusKilometres: 25)
        #expect(tiles.allSatisfy { $0.zoom == WebMercator.maximumZoom })
        #expect((1...4).contains(tiles.count))
        #expect(tiles.contains(RadarTileID(zoom: 7, x: 113, y: 50)))
    }

    /// Tiles east of the antimeridian wrap to column 0; none is asked for beyond the poles.
    @Test func tilesWrapRoundTheGlobe() {
        let fiji = Coordinate(latitude: -17.7, longitude: 179.9)!
        let tiles = WebMercator.tiles(covering: fiji, radiusKilometres: 300, zoom: 5)
        #expect(tiles.contains { $0.x == 0 } && tiles.contains { $0.x == 31 })
        #expect(tiles.allSatisfy { (0..<32).contains($0.x) && (0..<32).contains($0.y) })
        let pole = WebMercator.tiles(covering: Coordinate(latitude: 89, longitude: 0)!, radiusKilometres: 500, zoom: 3)
        #expect(pole.allSatisfy { $0.y >= 0 })
    }
}
