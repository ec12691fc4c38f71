import FoundationEssentials
import Glibc
import Testing
@testable import WeatherCore

/// The nearest rain, its motion and its arrival, from synthetic frames whose rain cell lies at a known
/// distance and bearing and moves at a known velocity.
struct RadarAnalysisTests {
    static let place = Coordinate(latitude: 50.0, longitude: 8.0)!
    static let now = Date(timeIntervalSince1970: 1_765_000_000)

    /// A frame at `minutes` from now whose rain is a disk of `radius` km round the point `east`, `north` km
    /// from the place, at `dbz`, on the zoom-7 tiles round the place.
    static func frame(minutes: Double, east: Double, north: Double, radius: Double = 10, dbz: Int = 35, kind: RadarFrame.Kind = .past) -> RadarFrame {
        let tiles = WebMercator.tiles(covering: place, radiusKilometres: 150, zoom: 7)
        let kilometresPerDegree = 111.195
        let code = UInt8(dbz - UniversalBluePalette.lowestDBZ)
        let made = tiles.map { id in
            var codes = [UInt8](repeating: 0, count: 256 * 256)
            for row in 0..<256 {
                let latitude = WebMercator.latitude(y: Double(id.y * 256 + row) + 0.5, zoom: 7)
                let y = (latitude - place.latitude) * kilometresPerDegree - north
                for column in 0..<256 {
                    let longitude = WebMercator.longitude(x: Double(id.x * 256 + column) + 0.5, zoom: 7)
                    let x = (longitude - place.longitude) * kilometresPerDegree * cos(place.latitude * .pi / 180) - east
                    if x * x + y * y <= radius * radius { codes[row * 256 + column] = code }
                }
            }
            return RadarTile(id: id, codes: codes)
        }
        return RadarFrame(time: now.addingTimeInterval(minutes * 60), kind: kind, zoom: 7, tiles: made)
    }

    /// A cell 30 km west (its edge 20 km) moving east at 40 km/h: here in about 30 minutes.
    @Test func aCellWestMovingEastArrives() throws {
        let frames = [-20.0, -10, 0].map { minutes in Self.frame(minutes: minutes, east: -30 + 40 * minutes / 60, north: 0) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        let nearest = try #require(outlook.nearest)
        #expect(abs(nearest.distanceKilometres - 20) < 1.5)
        #expect(abs(nearest.bearingDegrees - 270) < 4)
        #expect(abs(nearest.intensity - RadarEcho.rate(dbz: 35)) < 0.01)
        let motion = try #require(outlook.motion)
        #expect(abs(motion.towardDegrees - 90) < 3)
        #expect(abs(motion.speedKilometresPerHour - 40) < 3)
        let arrival = try #require(outlook.arrivalMinutes)
        #expect(abs(arrival - 30) <= 4)
    }

    /// A shower forming far away in the last frame moves the rain's centroid, not the match of the cell.
    @Test func aShowerFormingElsewhereDoesNotMoveTheMotion() throws {
        var frames = [-20.0, -10].map { minutes in Self.frame(minutes: minutes, east: -30 + 40 * minutes / 60, north: 0) }
        let cell = Self.frame(minutes: 0, east: -30, north: 0), shower = Self.frame(minutes: 0, east: 60, north: 60, radius: 12)
        frames.append(RadarFrame(time: cell.time, kind: .past, zoom: 7, tiles: cell.tiles.values.map { tile in
            RadarTile(id: tile.id, codes: (0..<256 * 256).map { pixel in
                max(tile.echo(column: pixel % 256, row: pixel / 256).code, shower.tiles[tile.id]!.echo(column: pixel % 256, row: pixel / 256).code)
            })
        }))
        let motion = try #require(RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now).motion)
        #expect(abs(motion.towardDegrees - 90) < 3)
        #expect(abs(motion.speedKilometresPerHour - 40) < 3)
    }

    /// The example of the issue: a cell whose edge is 30 km west, moving east at 40 km/h, arrives in 45 min.
    @Test func theEdgeThirtyKilometresWestArrivesInFortyFiveMinutes() throws {
        let frames = [-20.0, -10, 0].map { minutes in Self.frame(minutes: minutes, east: -40 + 40 * minutes / 60, north: 0) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        #expect(abs((outlook.nearest?.distanceKilometres ?? 0) - 30) < 1.5)
        #expect(abs((outlook.arrivalMinutes ?? 0) - 45) <= 4)
    }

    /// The arrival counts from now, not from the latest frame: five minutes later, five minutes sooner.
    @Test func theArrivalCountsFromNow() throws {
        let frames = [-20.0, -10, 0].map { minutes in Self.frame(minutes: minutes, east: -40 + 40 * minutes / 60, north: 0) }
        let later = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now.addingTimeInterval(300))
        let atFrame = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        #expect((atFrame.arrivalMinutes ?? 0) - (later.arrivalMinutes ?? 0) == 5)
    }

    @Test func aCellNorthMovingNorthNeverArrives() throws {
        let frames = [-20.0, -10, 0].map { minutes in Self.frame(minutes: minutes, east: 0, north: 40 + 30 * minutes / 60) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        #expect(abs((outlook.nearest?.bearingDegrees ?? 0) - 0) < 4 || abs((outlook.nearest?.bearingDegrees ?? 0) - 360) < 4)
        #expect(abs((outlook.motion?.towardDegrees ?? 180) - 0) < 4 || abs((outlook.motion?.towardDegrees ?? 180) - 360) < 4)
        #expect(outlook.arrivalMinutes == nil)
    }

    /// A cell passing well south of the place does not reach it.
    @Test func aCellPassingByDoesNotArrive() throws {
        let frames = [-20.0, -10, 0].map { minutes in Self.frame(minutes: minutes, east: -40 + 40 * minutes / 60, north: -30, radius: 5) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        #expect(outlook.motion != nil)
        #expect(outlook.arrivalMinutes == nil)
    }

    @Test func rainAtThePlaceIsZeroAway() throws {
        let frames = [-10.0, 0].map { Self.frame(minutes: $0, east: 2, north: 1) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        #expect(outlook.nearest?.distanceKilometres == 0)
        #expect(outlook.arrivalMinutes == 0)
    }

    @Test func aStandingCellHasNoMotionAndNoArrival() throws {
        let frames = [-20.0, -10, 0].map { Self.frame(minutes: $0, east: 30, north: 30) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now)
        #expect(outlook.nearest != nil)
        #expect(abs((outlook.nearest?.bearingDegrees ?? 0) - 45) < 4)
        #expect(outlook.motion == nil)
        #expect(outlook.arrivalMinutes == nil)
    }

    @Test func noRainWithinTheRadiusIsNil() {
        let dry = [-10.0, 0].map { Self.frame(minutes: $0, east: 0, north: 0, radius: 0) }
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: dry, now: Self.now)
        #expect(outlook.nearest == nil && outlook.motion == nil && outlook.arrivalMinutes == nil)
        let far = [Self.frame(minutes: 0, east: 100, north: 0, radius: 5)]
        #expect(RadarAnalysis.outlook(place: Self.place, frames: far, now: Self.now, radiusKilometres: 50).nearest == nil)
    }

    /// Drizzle below the rain threshold (translucent in the scheme) is not rain.
    @Test func drizzleIsNotRain() {
        let frames = [Self.frame(minutes: 0, east: 10, north: 0, dbz: 5)]
        #expect(RadarAnalysis.outlook(place: Self.place, frames: frames, now: Self.now).nearest == nil)
    }

    @Test func oneFrameHasNoMotion() {
        let outlook = RadarAnalysis.outlook(place: Self.place, frames: [Self.frame(minutes: 0, east: -30, north: 0)], now: Self.now)
        #expect(outlook.nearest != nil && outlook.motion == nil && outlook.arrivalMinutes == nil)
    }

    /// The map's overlay asks a frame for mm/h at a coordinate: nil outside its tiles, 0 where dry.
    @Test func intensityAtACoordinate() throws {
        let frame = Self.frame(minutes: 0, east: 0, north: 0, radius: 5, dbz: 40)
        #expect(abs((frame.intensity(at: Self.place) ?? 0) - RadarEcho.rate(dbz: 40)) < 0.001)
        #expect(frame.intensity(at: Coordinate(latitude: 50.3, longitude: 8.0)!) == 0)
        #expect(frame.intensity(at: Coordinate(latitude: -30, longitude: 8.0)!) == nil)
    }
}
