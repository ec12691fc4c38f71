import FoundationEssentials
import Glibc
import WeatherCore
@testable import WeatherPresentation

/// Synthetic radar loops round a place: a disk of rain at a known distance and bearing on the zoom-7
/// tiles round it, moving at a known velocity, as RainViewer's frames decode.
enum SampleRadar {
    /// A frame at `minutes` from `now` whose rain is a disk of `radius` km round the point `east`, `north`
    /// km from `place`, at `dbz`.
    static func frame(
        around place: Coordinate, at now: Date, minutes: Double, east: Double, north: Double, radius: Double = 12, dbz: Int = 35,
        kind: RadarFrame.Kind = .past
    ) -> RadarFrame {
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

    /// Four frames ten minutes apart, the last at `now`: a cell 30 km west moving east at 40 km/h.
    static func approaching(_ place: Coordinate, now: Date) -> RadarLoop {
        RadarLoop(source: "RainViewer", frames: [-30.0, -20, -10, 0].map { minutes in
            frame(around: place, at: now, minutes: minutes, east: -30 + 40 * minutes / 60, north: 0)
        })
    }

    /// The bundled base map, read once for all the tests.
    static let baseMap = SharedBaseMap(BundledBaseMap.map)
}
