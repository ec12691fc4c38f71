import FoundationEssentials

/// One tile's echoes (`RadarEcho.code`), kept only within the smallest rectangle that holds them all:
/// rain covers a few of a region's pixels, so a tile keeps bytes for those, not 64 KiB, and a dry tile
/// none.
public struct RadarTile: Sendable, Hashable {
    public let id: RadarTileID
    /// The rectangle's first row and column of the tile, and its size (0 × 0 where there is no echo).
    private let top: Int
    private let left: Int
    private let width: Int
    private let height: Int
    /// The rectangle's echoes, row after row.
    private let window: [UInt8]

    /// `codes`: the tile's 256 × 256 echoes, row after row.
    public init(id: RadarTileID, codes: [UInt8]) {
        let side = WebMercator.tileSize
        precondition(codes.count == side * side, "a tile is 256 × 256 pixels")
        self.id = id
        var top = side, bottom = -1, left = side, right = -1
        codes.withUnsafeBufferPointer { codes in
            for row in 0..<side {
                let start = row * side
                guard let first = (0..<side).first(where: { codes[start + $0] != 0 }) else { continue }
                let last = (0..<side).last { codes[start + $0] != 0 } ?? first
                top = min(top, row)
                bottom = row
                left = min(left, first)
                right = max(right, last)
            }
        }
        guard bottom >= 0 else {
            (self.top, self.left, width, height, window) = (0, 0, 0, 0, [])
            return
        }
        (self.top, self.left, width, height) = (top, left, right - left + 1, bottom - top + 1)
        window = (top...bottom).flatMap { row in codes[row * side + left...row * side + right] }
    }

    /// A tile's PNG read back to echoes, by exact colour (`UniversalBluePalette`). A 512-pixel tile is
    /// read at every other pixel; any other size is refused, as is what libpng cannot read.
    public init(id: RadarTileID, png: Data) throws(PNGImage.Failure) {
        let image = try PNGImage(decoding: png)
        let side = WebMercator.tileSize
        guard image.width == image.height, image.width % side == 0 else {
            throw .tooLarge(width: image.width, height: image.height)
        }
        let step = image.width / side
        var codes = [UInt8](repeating: 0, count: side * side)
        image.rgba.withUnsafeBufferPointer { rgba in
            for row in 0..<side {
                for column in 0..<side {
                    let at = ((row * step) * image.width + column * step) * 4
                    codes[row * side + column] = RadarEcho(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2], alpha: rgba[at + 3]).code
                }
            }
        }
        self.init(id: id, codes: codes)
    }

    /// The echo at pixel `column`, `row` of the tile.
    public func echo(column: Int, row: Int) -> RadarEcho {
        let row = row - top, column = column - left
        guard row >= 0, row < height, column >= 0, column < width else { return .none }
        return RadarEcho(code: window[row * width + column])
    }
}
