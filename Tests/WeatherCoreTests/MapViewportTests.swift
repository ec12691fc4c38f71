import Foundation
import Testing
@testable import WeatherCore

/// Web Mercator views: the centre in the middle, distances as a map of that width shows them, the
/// inverse undoing the projection, and lines cut to the grid.
@Suite struct MapViewportTests {
    static let hamburg = Coordinate(latitude: 53.55, longitude: 9.99)!
    /// 100 km across 200 pixels: half a kilometre a pixel.
    static let view = MapViewport(center: hamburg, widthKilometres: 100, width: 200, height: 120)

    /// The point `kilometres` from `start` along `bearing` (degrees from north) on the mean sphere.
    static func destination(from start: Coordinate, kilometres: Double, bearing: Double) -> Coordinate {
        let radians = Double.pi / 180, angle = kilometres / 6371.0088
        let lat1 = start.latitude * radians, lon1 = start.longitude * radians, theta = bearing * radians
        let lat2 = asin(sin(lat1) * cos(angle) + cos(lat1) * sin(angle) * cos(theta))
        let lon2 = lon1 + atan2(sin(theta) * sin(angle) * cos(lat1), cos(angle) - sin(lat1) * sin(lat2))
        return Coordinate(latitude: lat2 / radians, longitude: lon2 / radians)!
    }

    @Test func theCentreIsInTheMiddle() throws {
        let point = try #require(Self.view.point(for: Self.hamburg))
        #expect(abs(point.x - 100) < 1e-9 && abs(point.y - 60) < 1e-9)
    }

    @Test(arguments: [(90.0, 60.0, 0.0), (270.0, -60.0, 0.0), (0.0, 0.0, -60.0), (180.0, 0.0, 60.0)])
    func thirtyKilometresAwayIsSixtyPixelsAway(bearing: Double, dx: Double, dy: Double) throws {
        let point = try #require(Self.view.point(for: Self.destination(from: Self.hamburg, kilometres: 30, bearing: bearing)))
        // Within 1.5 %: the ground's scale changes a little over 30 km of latitude, and east along a
        // great circle drifts south of the parallel.
        #expect(abs(point.x - (100 + dx)) < 1 && abs(point.y - (60 + dy)) < 1, "\(point)")
    }

    @Test func theInverseUndoesTheProjection() throws {
        for (x, y) in [(0.0, 0.0), (200, 120), (37.5, 99.25), (100, 60)] {
            let coordinate = try #require(Self.view.coordinate(atX: x, y: y))
            let point = try #require(Self.view.point(for: coordinate))
            #expect(abs(point.x - x) < 1e-6 && abs(point.y - y) < 1e-6)
        }
        let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)!
        let region = MapViewport(center: seoul, widthKilometres: 1000, width: 240, height: 160)
        let point = try #require(region.point(for: seoul))
        let back = try #require(region.coordinate(atX: point.x, y: point.y))
        #expect(abs(back.latitude - seoul.latitude) < 1e-9 && abs(back.longitude - seoul.longitude) < 1e-9)
    }

    @Test func theRegionHoldsTheCornersAndNoMore() throws {
        let region = Self.view.region
        let corner = try #require(Self.view.coordinate(atX: 0, y: 0))
        #expect(abs(region.north - corner.latitude) < 1e-9 && abs(region.west - corner.longitude) < 1e-9)
        #expect(region.contains(Self.hamburg))
        #expect(!region.contains(Self.destination(from: Self.hamburg, kilometres: 60, bearing: 90)))
    }

    @Test func aViewAcrossTheAntimeridianIsOnePiece() throws {
        let fiji = MapViewport(center: Coordinate(latitude: -17, longitude: 179.9)!, widthKilometres: 100, width: 200, height: 100)
        let east = try #require(fiji.point(for: Coordinate(latitude: -17, longitude: -179.9)!))
        #expect(east.x > 100 && east.x < 200)
        #expect(fiji.region.east > 180)
        #expect(fiji.region.contains(Coordinate(latitude: -17, longitude: -179.9)!))
        let back = try #require(fiji.coordinate(atX: east.x, y: east.y))
        #expect(abs(back.longitude - -179.9) < 1e-9)
    }

    @Test func linesAreCutAtTheGridsEdges() throws {
        let cut = try #require(Self.view.clip(from: (x: -50, y: 60), to: (x: 100, y: 60)))
        #expect(cut.start.x == 0 && cut.start.y == 60 && cut.end.x == 100)
        #expect(Self.view.clip(from: (x: -50, y: -1), to: (x: 300, y: -5)) == nil)
        let diagonal = try #require(Self.view.clip(from: (x: -20, y: -20), to: (x: 220, y: 220)))
        #expect(diagonal.start.x == 0 && diagonal.start.y == 0 && diagonal.end.x == 120 && diagonal.end.y == 120)
        // Out and back in: two pieces.
        let west = Self.destination(from: Self.hamburg, kilometres: 80, bearing: 270)
        let line = [Self.destination(from: Self.hamburg, kilometres: 10, bearing: 0), west, Self.hamburg]
        #expect(Self.view.clippedSegments(of: line).count == 2)
    }
}
