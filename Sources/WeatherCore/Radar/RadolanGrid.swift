import FoundationEssentials
import Glibc

/// The grid of DWD's RV radar composite as Bright Sky serves it: 1100 columns (west to east) by 1200
/// rows (north to south) of 1 km cells on a polar stereographic projection of the WGS 84 ellipsoid,
/// Bright Sky's proj string `+proj=stere +lat_0=90 +lat_ts=60 +lon_0=10 +a=6378137
/// +b=6356752.3142451802 +x_0=543196.83521776402 +y_0=3622588.8619310018`, cell (column, row)
/// centred on x = column km, y = −row km (Snyder's ellipsoidal polar stereographic formulas, variant
/// with a standard parallel). Its corners are those Bright Sky's /radar documentation gives.
public enum RadolanGrid {
    public static let columns = 1100
    public static let rows = 1200

    static let semiMajorAxis = 6_378_137.0
    static let semiMinorAxis = 6_356_752.314_245_180_2
    static let centralMeridian = 10.0
    static let standardParallel = 60.0
    static let falseEasting = 543_196.835_217_764_02
    static let falseNorthing = 3_622_588.861_931_001_8

    static let eccentricity = (1 - semiMinorAxis * semiMinorAxis / (semiMajorAxis * semiMajorAxis)).squareRoot()
    /// a · m_c / t_c: ρ is this times t(φ).
    static let scale: Double = {
        let φc = standardParallel * .pi / 180
        let mc = cos(φc) / (1 - eccentricity * eccentricity * sin(φc) * sin(φc)).squareRoot()
        return semiMajorAxis * mc / t(φc)
    }()

    /// Snyder's t: tan(π/4 − φ/2) over ((1 − e sin φ) / (1 + e sin φ))^(e/2).
    static func t(_ φ: Double) -> Double {
        let e = eccentricity
        return tan(.pi / 4 - φ / 2) / pow((1 - e * sin(φ)) / (1 + e * sin(φ)), e / 2)
    }

    /// The distance from the pole on the projection's plane (metres) of the latitude `latitude`.
    static func radius(latitude: Double) -> Double {
        scale * t(latitude * .pi / 180)
    }

    /// Where `coordinate` falls on the grid, in cells: column from the west, row from the north, whole
    /// at a cell's centre (the grid spans −0.5 … 1099.5 and −0.5 … 1199.5).
    public static func position(of coordinate: Coordinate) -> (column: Double, row: Double) {
        position(radius: radius(latitude: coordinate.latitude), longitude: coordinate.longitude)
    }

    /// The position of a point `radius` metres from the pole on the meridian `longitude`: the radar
    /// reprojection works a row's radius out once.
    static func position(radius: Double, longitude: Double) -> (column: Double, row: Double) {
        let λ = (longitude - centralMeridian) * .pi / 180
        return position(radius: radius, sine: sin(λ), cosine: cos(λ))
    }

    /// As above, with the sine and cosine of the longitude from the central meridian worked out already.
    @inline(__always)
    static func position(radius: Double, sine: Double, cosine: Double) -> (column: Double, row: Double) {
        ((falseEasting + radius * sine) / 1000, -(falseNorthing - radius * cosine) / 1000)
    }

    /// Whether `coordinate` lies on the grid.
    public static func contains(_ coordinate: Coordinate) -> Bool {
        let (column, row) = position(of: coordinate)
        return column >= -0.5 && column <= Double(columns) - 0.5 && row >= -0.5 && row <= Double(rows) - 0.5
    }
}
