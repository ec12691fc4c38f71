/// Every character the at-a-glance parts draw (graph, bars, range bars, day summaries), each with a
/// 7-bit fallback for terminals that cannot show the Unicode ones.
public struct GlanceGlyphs: Equatable, Sendable {
    public var ascii: Bool

    public init(ascii: Bool = false) {
        self.ascii = ascii
    }

    /// One cell of the temperature line: a braille character with `dots` (bit 0 dot 1 … bit 7 dot 8),
    /// or in ASCII a point that says where in the cell the line passes.
    public func graphCell(dots: UInt8) -> String {
        guard ascii else { return Unicode.Scalar(0x2800 + UInt32(dots)).map { String(Character($0)) } ?? " " }
        let top = dots & Braille.topHalf != 0
        let bottom = dots & Braille.bottomHalf != 0
        return switch (top, bottom) {
        case (true, true): "*"
        case (true, false): "'"
        case (false, true): "."
        case (false, false): " "
        }
    }

    /// A precipitation bar cell filled `eighths` of its height (0…8).
    public func bar(eighths: Int) -> String {
        let level = min(max(eighths, 0), 8)
        if ascii {
            return switch level {
            case 0: " "
            case 1...3: "_"
            case 4...6: "="
            default: "#"
            }
        }
        return level == 0 ? " " : String(Self.blocks[level - 1])
    }

    /// A dry quarter hour in the header's row of 15-minute bars.
    public var dryQuarter: String { ascii ? "." : "·" }

    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Where a new day starts on the graph's label row.
    /// One cell of the band behind the line (the ensemble's spread): its braille dots, or in ASCII a colon.
    public func bandCell(dots: UInt8) -> String {
        guard ascii else { return Unicode.Scalar(0x2800 + UInt32(dots)).map { String(Character($0)) } ?? " " }
        return dots == 0 ? " " : ":"
    }

    public var dayTick: String { ascii ? "|" : "╵" }
    /// Above the tide curve, where now is.
    public var nowMark: String { ascii ? "v" : "▾" }
    /// Before a chance of rain: "☂ 74%"; in ascii a drop, as the rain symbol's `''` ("' 74%"), since `~`
    /// marks an approximate place.
    public var rain: String { ascii ? "'" : "☂" }
    /// The range bar: the whole period's span, and the day's part of it.
    public var rangeTrack: String { ascii ? "-" : "─" }
    public var rangeFill: String { ascii ? "=" : "━" }
}

/// Braille cells are 2 dots wide and 4 high; dot numbering follows Unicode's (U+2800 block).
enum Braille {
    static let columns = 2
    static let rows = 4
    /// The bit of the dot at column `x` (0, 1) and row `y` (0…3) of a cell.
    static func bit(x: Int, y: Int) -> UInt8 {
        switch (x, y) {
        case (0, 0): 0x01
        case (0, 1): 0x02
        case (0, 2): 0x04
        case (0, 3): 0x40
        case (1, 0): 0x08
        case (1, 1): 0x10
        case (1, 2): 0x20
        default: 0x80
        }
    }

    static let topHalf: UInt8 = 0x01 | 0x02 | 0x08 | 0x10
    static let bottomHalf: UInt8 = 0x04 | 0x40 | 0x20 | 0x80
}
