import FoundationEssentials
import Glibc

/// The sun's day at a place: civil dawn and dusk (the sun's centre 6° below the horizon), sunrise and
/// sunset (its upper edge on the horizon, 0.833° below it with refraction) and solar noon, when it
/// stands highest. From NOAA's solar position equations (the ones behind its Solar Calculator), each
/// event worked out again at its own time until it settles. A time is nil when the sun does not reach
/// that angle on the day (polar day or night).
public struct SolarDay: Hashable, Sendable {
    public var dawn: Date?
    public var sunrise: Date?
    public var noon: Date
    public var sunset: Date?
    public var dusk: Date?
    /// Set when the sun neither rises nor sets on the day: then `sunrise` and `sunset` are nil.
    public var polarDay: PolarDay?

    static let horizonDepression = 0.833
    static let civilTwilightDepression = 6.0

    /// The events of the local day (at `utcOffset` seconds east of UTC) that holds `date`; nil for a
    /// date no calendar reaches.
    public init?(at coordinate: Coordinate, on date: Date, utcOffset: Int) {
        guard let day = CivilTime(date, utcOffset: utcOffset) else { return nil }
        let localNoon = Date(timeIntervalSince1970: Double(day.dayNumber * 86_400 + 43_200 - utcOffset))
        var noon = localNoon
        for _ in 0..<3 {
            noon = noon.addingTimeInterval(-SolarPosition(at: noon).hourAngle(longitude: coordinate.longitude) * 240)
        }
        self.noon = noon
        func event(depression: Double, rising: Bool) -> Date? {
            var time = noon
            for _ in 0..<3 {
                guard let halfArc = SolarPosition(at: time).hourAngle(depression: depression, latitude: coordinate.latitude)
                else { return nil }
                time = noon.addingTimeInterval((rising ? -halfArc : halfArc) * 240)
            }
            return time
        }
        dawn = event(depression: Self.civilTwilightDepression, rising: true)
        sunrise = event(depression: Self.horizonDepression, rising: true)
        sunset = event(depression: Self.horizonDepression, rising: false)
        dusk = event(depression: Self.civilTwilightDepression, rising: false)
        if sunrise == nil, sunset == nil {
            let noonAltitude = 90 - abs(coordinate.latitude - SolarPosition(at: noon).declination)
            polarDay = noonAltitude > -Self.horizonDepression ? .midnightSun : .polarNight
        }
    }
}

/// Where the sun is at one instant, by NOAA's equations (after Meeus): its apparent longitude,
/// declination and the equation of time. Angles in degrees.
struct SolarPosition {
    /// Degrees along the ecliptic, apparent (nutation and aberration applied).
    let apparentLongitude: Double
    let declination: Double
    /// Minutes the sundial runs ahead of mean time.
    let equationOfTime: Double
    /// Seconds past midnight UTC.
    let secondOfDay: Double

    init(at date: Date) {
        let seconds = date.timeIntervalSince1970
        secondOfDay = seconds - (seconds / 86_400).rounded(.down) * 86_400
        let t = Astronomy.julianCenturies(since2000: date)
        let meanLongitude = Astronomy.normalized(280.46646 + t * (36_000.76983 + t * 0.000_303_2))
        let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.000_153_7 * t)
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
        let m = Astronomy.radians(meanAnomaly)
        let centre = sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
            + sin(3 * m) * 0.000289
        let omega = Astronomy.radians(125.04 - 1934.136 * t)
        apparentLongitude = meanLongitude + centre - 0.00569 - 0.00478 * sin(omega)
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = Astronomy.radians(meanObliquity + 0.00256 * cos(omega))
        declination = Astronomy.degrees(asin(sin(obliquity) * sin(Astronomy.radians(apparentLongitude))))
        let y = tan(obliquity / 2) * tan(obliquity / 2)
        let l0 = Astronomy.radians(meanLongitude)
        equationOfTime = 4 * Astronomy.degrees(
            y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
                - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m)
        )
    }

    /// Degrees the sun is past the meridian at `longitude` (east positive), in −180..<180.
    func hourAngle(longitude: Double) -> Double {
        let trueSolarMinutes = secondOfDay / 60 + equationOfTime + 4 * longitude
        let angle = trueSolarMinutes / 4 - 180
        return angle - 360 * ((angle + 180) / 360).rounded(.down)
    }

    /// Half the arc, in degrees of hour angle, the sun spends above `depression` degrees below the
    /// horizon at `latitude`; nil when it stays above or below all day.
    func hourAngle(depression: Double, latitude: Double) -> Double? {
        let phi = Astronomy.radians(latitude)
        let delta = Astronomy.radians(declination)
        let cosine = cos(Astronomy.radians(90 + depression)) / (cos(phi) * cos(delta)) - tan(phi) * tan(delta)
        guard cosine.isFinite, (-1...1).contains(cosine) else { return nil }
        return Astronomy.degrees(acos(cosine))
    }
}

enum Astronomy {
    static func julianCenturies(since2000 date: Date) -> Double {
        (date.timeIntervalSince1970 / 86_400 + 2_440_587.5 - 2_451_545) / 36_525
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// An angle in 0..<360.
    static func normalized(_ degrees: Double) -> Double {
        degrees - 360 * (degrees / 360).rounded(.down)
    }
}
