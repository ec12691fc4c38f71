import FoundationEssentials
import Glibc

/// One radar pixel, in a byte: 0 where the tile shows no echo (transparent), else its row of the Universal
/// Blue scheme (`UniversalBluePalette`), which says the reflectivity in dBZ and whether it is snow. A
/// frame of 9 tiles keeps at most 9 × 256 × 256 of these: 576 KiB, where Doubles would take eight times that.
public struct RadarEcho: Hashable, Sendable {
    public let code: UInt8

    /// No echo: the tile is transparent there.
    public static let none = RadarEcho(code: 0)

    public init(code: UInt8) {
        self.code = code
    }

    /// The echo of a tile's pixel: none for a transparent one and for a colour the scheme does not have.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        code = UniversalBluePalette.row(red: red, green: green, blue: blue, alpha: alpha) ?? 0
    }

    /// The reflectivity, in dBZ; nil where there is no echo.
    public var dbz: Int? {
        code == 0 ? nil : Int(code) % UniversalBluePalette.rowsPerKind + UniversalBluePalette.lowestDBZ
    }

    /// Whether the scheme paints it as snow (its second half).
    public var isSnow: Bool { Int(code) >= UniversalBluePalette.rowsPerKind }

    /// The precipitation rate in mm/h (liquid equivalent), by Marshall and Palmer's Z = 200 R^1.6; 0 where
    /// there is no echo.
    public var rate: Double { Self.rates[Int(code)] }

    private static let rates: [Double] = (0...255).map { code in
        guard let dbz = RadarEcho(code: UInt8(code)).dbz else { return 0 }
        return rate(dbz: Double(dbz))
    }

    /// Marshall–Palmer: Z = 200 R^1.6, with Z = 10^(dBZ/10) in mm⁶/m³.
    public static func rate(dbz: Double) -> Double {
        pow(pow(10, dbz / 10) / 200, 1 / 1.6)
    }

    /// The weakest echo counted as rain: 15 dBZ (about 0.3 mm/h), where the scheme's colours turn opaque;
    /// below it the scheme paints drizzle and clutter in translucent grey.
    public static let rainThreshold = rate(dbz: 15)
}
