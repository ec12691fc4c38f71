import FoundationEssentials
import Glibc

extension SolarPosition {
    /// Degrees the sun's centre stands above the horizon at `coordinate` (below: negative).
    func elevation(at coordinate: Coordinate) -> Double {
        let phi = Astronomy.radians(coordinate.latitude)
        let delta = Astronomy.radians(declination)
        let hour = Astronomy.radians(hourAngle(longitude: coordinate.longitude))
        return Astronomy.degrees(asin(sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(hour)))
    }

    /// Whether the sun is up at `date` at `coordinate`: its upper edge above the horizon, refraction counted.
    static func isUp(at coordinate: Coordinate, on date: Date) -> Bool {
        SolarPosition(at: date).elevation(at: coordinate) > -SolarDay.horizonDepression
    }
}
