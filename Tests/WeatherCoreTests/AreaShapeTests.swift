import Foundation
import Testing
@testable import WeatherCore

/// A warning's area as a GeoJSON geometry: a point is inside a polygon's outer ring and none of its
/// holes, inside any polygon of a multipolygon; other geometries and broken rings hold nothing.
@Suite struct AreaShapeTests {
    static func shape(_ json: String) throws -> AreaShape {
        try JSONDecoder().decode(AreaShape.self, from: Data(json.utf8))
    }

    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate { Coordinate(latitude: latitude, longitude: longitude)! }

    /// A 10° square at the origin with a 2° hole in its middle.
    static let ring = "[[0,0],[10,0],[10,10],[0,10],[0,0]]"
    static let hole = "[[4,4],[6,4],[6,6],[4,6],[4,4]]"

    @Test func aPolygonWithAHole() throws {
        let square = try Self.shape(#"{"type":"Polygon","coordinates":[\#(Self.ring),\#(Self.hole)]}"#)
        #expect(square.contains(Self.point(2, 8)))
        #expect(!square.contains(Self.point(5, 5)), "in the hole")
        #expect(!square.contains(Self.point(11, 5)))
        #expect(!square.contains(Self.point(5, -1)))
    }

    @Test func aMultiPolygonHoldsWhatAnyOfItsPolygonsHolds() throws {
        let islands = try Self.shape(#"{"type":"MultiPolygon","coordinates":[[\#(Self.ring),\#(Self.hole)],[[[20,20],[30,20],[25,30],[20,20]]]]}"#)
        #expect(islands.contains(Self.point(1, 1)))
        #expect(islands.contains(Self.point(22, 25)), "longitude first: the second polygon is at 25°E, 22°N")
        #expect(!islands.contains(Self.point(25, 22)))
        #expect(!islands.contains(Self.point(5, 5)))
        #expect(!islands.contains(Self.point(15, 15)))
    }

    @Test func otherGeometriesAndBrokenRingsHoldNothing() throws {
        #expect(!(try Self.shape(#"{"type":"Point","coordinates":[5,5]}"#)).contains(Self.point(5, 5)))
        #expect(!(try Self.shape(#"{"type":"Polygon","coordinates":[[[0,0],[10,10]]]}"#)).contains(Self.point(5, 5)))
        // Corners that are not two numbers are skipped; enough remain to draw the square.
        let ragged = try Self.shape(#"{"type":"Polygon","coordinates":[[[0,0],[10],[10,0],[10,10],[0,10,3],[0,0]]]}"#)
        #expect(ragged.contains(Self.point(5, 5)))
        #expect(throws: DecodingError.self) { try Self.shape(#"{"type":"Polygon","coordinates":"none"}"#) }
    }
}
