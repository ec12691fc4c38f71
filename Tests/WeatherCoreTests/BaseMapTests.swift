import Foundation
import Testing
@testable import WeatherCore

/// The committed base map read back: its header, and coasts, lake shores and towns where an atlas has them.
@Suite struct BaseMapTests {
    /// Kilometres between two points on the mean sphere (haversine).
    static func kilometres(_ a: Coordinate, _ b: Coordinate) -> Double {
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6371.0088 * asin(min(1, sqrt(h)))
    }

    /// The point of `kind` nearest to `place`, looked for within a degree and a half.
    static func nearest(_ kind: BaseMapLayer.Kind, to place: Coordinate) -> Coordinate? {
        let region = MapRegion(south: place.latitude - 1.5, north: place.latitude + 1.5, west: place.longitude - 1.5, east: place.longitude + 1.5)
        return BundledBaseMap.map.layer(kind).lines(crossing: region).joined().filter(region.contains).min {
            kilometres($0, place) < kilometres($1, place)
        }
    }

    @Test func theHeaderSaysWhereTheLinesCameFrom() {
        let map = BundledBaseMap.map
        #expect(map.source.hasPrefix("Natural Earth 1:10m"))
        #expect(map.toleranceMetres == 100)
        #expect(map.layers.map(\.kind) == BaseMapLayer.Kind.allCases)
        #expect(map.layers.allSatisfy { $0.lineCount > 1000 })
    }

    @Test func theNorthSeaCoastIsWestOfHamburg() throws {
        let cuxhaven = Coordinate(latitude: 53.87, longitude: 8.70)!
        let hamburg = Coordinate(latitude: 53.55, longitude: 9.99)!
        #expect(try Self.kilometres(#require(Self.nearest(.coastline, to: cuxhaven)), cuxhaven) < 2)
        let coast = try #require(Self.nearest(.coastline, to: hamburg))
        #expect(coast.longitude < hamburg.longitude)
        #expect((5...30).contains(Self.kilometres(coast, hamburg)))
    }

    @Test func seoulsCoastIsTheYellowSeaToTheWest() throws {
        let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)!
        let incheon = Coordinate(latitude: 37.456, longitude: 126.705)!
        #expect(try Self.kilometres(#require(Self.nearest(.coastline, to: incheon)), incheon) < 10)
        let coast = try #require(Self.nearest(.coastline, to: seoul))
        #expect(coast.longitude < seoul.longitude)
        #expect((10...35).contains(Self.kilometres(coast, seoul)))
    }

    @Test func chicagoIsOnLakeMichiganAndNowhereNearTheSea() throws {
        let chicago = Coordinate(latitude: 41.88, longitude: -87.63)!
        #expect(try Self.kilometres(#require(Self.nearest(.lakes, to: chicago)), chicago) < 5)
        #expect(Self.nearest(.coastline, to: chicago) == nil)
    }

    @Test func theBorderBetweenGermanyAndTheNetherlandsIsThere() throws {
        // Between Emmerich (DE) and Lobith (NL) the border crosses the Rhine.
        let rhine = Coordinate(latitude: 51.86, longitude: 6.12)!
        #expect(try Self.kilometres(#require(Self.nearest(.borders, to: rhine)), rhine) < 5)
    }

    @Test func townsComeMostPopulousFirstWithA7BitName() throws {
        let towns = BundledBaseMap.map.towns
        #expect(towns.first?.name == "Tokyo")
        #expect(zip(towns, towns.dropFirst()).allSatisfy { $0.population >= $1.population })
        let hamburg = try #require(towns.first { $0.name == "Hamburg" })
        #expect(Self.kilometres(hamburg.coordinate, Coordinate(latitude: 53.55, longitude: 9.99)!) < 5)
        let saoPaulo = try #require(towns.first { $0.name == "São Paulo" })
        #expect(saoPaulo.asciiName == "Sao Paulo")
        #expect(towns.allSatisfy { $0.asciiName.utf8.allSatisfy { $0 < 128 } || !$0.name.utf8.allSatisfy { $0 < 128 } })
    }

    @Test func aDamagedFileIsRefusedNotHalfRead() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: BundledBaseMap.path))
        #expect(BaseMap(decoding: data.prefix(data.count / 2)) == nil)
        #expect(BaseMap(decoding: data + [0]) == nil)
        var otherVersion = data
        otherVersion[4] = 99
        #expect(BaseMap(decoding: otherVersion) == nil)
        #expect(BaseMap(decoding: Data("{\"type\": \"FeatureCollection\"}".utf8)) == nil)
    }

    @Test func theFileIsReadOnceAndAMissingOneIsNamed() throws {
        let file = BaseMapFile(path: BundledBaseMap.path)
        let first = try file.map()
        let second = try file.map()
        #expect(first.towns.count == second.towns.count)
        let missing = BaseMapFile(path: "/nonexistent/basemap.bin")
        #expect(throws: BaseMapError.unreadable(path: "/nonexistent/basemap.bin")) { try missing.map() }
    }
}
