import FoundationEssentials
import Glibc

/// One 5-minute frame of DWD's RV composite over a box of its grid (`RadolanGrid`), as Bright Sky sends
/// it: precipitation in 0.01 mm per 5 minutes, cell after cell, row after row. `RadolanReprojection`
/// draws it again on Web Mercator tiles, so the view, the map and `RadarAnalysis` read it as they read
/// RainViewer's.
public struct RadolanFrame: Sendable {
    /// A box of the grid, its edges' cells included (Bright Sky's `bbox`: top, left, bottom, right).
    public struct Box: Sendable, Hashable {
        public let top: Int
        public let left: Int
        public let bottom: Int
        public let right: Int

        /// Nil for a box off the grid or upside down.
        public init?(top: Int, left: Int, bottom: Int, right: Int) {
            guard top >= 0, left >= 0, top <= bottom, left <= right, bottom < RadolanGrid.rows, right < RadolanGrid.columns else { return nil }
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public var columns: Int { right - left + 1 }
        public var rows: Int { bottom - top + 1 }
        public var cellCount: Int { columns * rows }
    }

    public let time: Date
    public let kind: RadarFrame.Kind
    public let box: Box
    /// 0.01 mm per 5 minutes, row after row of the box, little-endian as Bright Sky sends them
    /// (`value(at:)` reads one).
    let littleEndianValues: [Int16]

    public init(time: Date, kind: RadarFrame.Kind, box: Box, values: [Int16]) {
        self.init(time: time, kind: kind, box: box, littleEndianValues: values.map(\.littleEndian))
    }

    /// From Bright Sky's zlib stream, inflated straight into the values (two bytes a cell, the low one
    /// first); nil where it does not fill the box exactly.
    init?(time: Date, kind: RadarFrame.Kind, box: Box, compressed: Data) {
        var filled = false
        let values = [Int16](unsafeUninitializedCapacity: box.cellCount) { buffer, count in
            filled = (try? ZlibInflate.inflate(compressed, into: UnsafeMutableRawBufferPointer(buffer))) != nil
            count = filled ? box.cellCount : 0
        }
        guard filled else { return nil }
        self.init(time: time, kind: kind, box: box, littleEndianValues: values)
    }

    private init(time: Date, kind: RadarFrame.Kind, box: Box, littleEndianValues: [Int16]) {
        precondition(littleEndianValues.count == box.cellCount, "a value a cell")
        self.time = time
        self.kind = kind
        self.box = box
        self.littleEndianValues = littleEndianValues
    }

    /// The value of cell `index` (row after row of the box).
    public func value(at index: Int) -> Int16 {
        Int16(littleEndian: littleEndianValues[index])
    }

    /// The precipitation rate of a cell's value, in mm/h: 0.01 mm in 5 minutes is 0.12 mm/h.
    public static func rate(value: Int16) -> Double {
        Double(max(0, value)) * 0.12
    }

    /// The echo a value reads as: the rate's reflectivity by Marshall and Palmer (Z = 200 R^1.6), to the
    /// whole dBZ, as rain (the composite does not tell snow); none for 0. Within half a dBZ, about 7 %
    /// of the rate.
    public static func echo(value: Int16) -> RadarEcho {
        guard value > 0 else { return .none }
        let dbz = (10 * log10(200 * pow(rate(value: value), 1.6))).rounded()
        let row = Int(dbz) - UniversalBluePalette.lowestDBZ
        return RadarEcho(code: UInt8(min(UniversalBluePalette.rowsPerKind - 1, max(firstEchoRow, row))))
    }

    /// The first row of the scheme that is not transparent: a weaker echo would read as none.
    static let firstEchoRow = UniversalBluePalette.colors.firstIndex { $0 & 0xFF != 0 } ?? 1

    /// The echoes of the values below 1024, worked out once; larger ones (over 120 mm/h) as they come.
    static let echoes: [RadarEcho] = (0..<1024).map { echo(value: Int16($0)) }
}
