import FoundationEssentials
import Glibc

/// The moon's phase at an instant: how far it has moved ahead of the sun along the ecliptic (0° new,
/// 180° full), from the main terms of its longitude (Meeus, Astronomical Algorithms, ch. 47) and the
/// sun's apparent longitude; good to a fraction of a degree, an hour or so of the phase.
public struct MoonPhase: Hashable, Sendable {
    /// Degrees in 0..<360.
    public let elongation: Double

    public static let synodicMonth = 29.530_588_853

    /// The eight named phases, each centred on its angle (new at 0°, first quarter at 90° …).
    public enum Name: Int, CaseIterable, Sendable {
        case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent
    }

    public init(at date: Date) {
        let t = Astronomy.julianCenturies(since2000: date)
        func angle(_ degrees: Double) -> Double { Astronomy.radians(Astronomy.normalized(degrees)) }
        let meanLongitude = 218.316_447_7 + 481_267.881_234_21 * t
        let elongation = angle(297.850_192_1 + 445_267.111_403_4 * t)
        let sunAnomaly = angle(357.529_109_2 + 35_999.050_290_9 * t)
        let moonAnomaly = angle(134.963_396_4 + 477_198.867_505_5 * t)
        let latitudeArgument = angle(93.272_095_0 + 483_202.017_523_3 * t)
        let longitude = meanLongitude
            + 6.288_774 * sin(moonAnomaly)
            + 1.274_027 * sin(2 * elongation - moonAnomaly)
            + 0.658_314 * sin(2 * elongation)
            + 0.213_618 * sin(2 * moonAnomaly)
            - 0.185_116 * sin(sunAnomaly)
            - 0.114_332 * sin(2 * latitudeArgument)
            + 0.058_793 * sin(2 * elongation - 2 * moonAnomaly)
            + 0.057_066 * sin(2 * elongation - sunAnomaly - moonAnomaly)
            + 0.053_322 * sin(2 * elongation + moonAnomaly)
            + 0.045_758 * sin(2 * elongation - sunAnomaly)
            - 0.040_923 * sin(sunAnomaly - moonAnomaly)
            - 0.034_720 * sin(elongation)
            - 0.030_383 * sin(sunAnomaly + moonAnomaly)
        self.elongation = Astronomy.normalized(longitude - SolarPosition(at: date).apparentLongitude)
    }

    /// Days since the last new moon, 0..<29.53.
    public var age: Double { elongation / 360 * Self.synodicMonth }

    public var name: Name {
        Name(rawValue: Int((elongation + 22.5) / 45) % 8) ?? .new
    }
}
