import FoundationEssentials

/// One tile's echoes, 256 × 256 bytes row after row (`RadarEcho.code`).
public struct RadarTile: Sendable, Hashable {
    public let id: RadarTileID
    public let codes: [UInt8]

    public init(id: RadarTileID, codes: [UInt8]) {
        precondition(codes.count == WebMercator.tileSize * WebMercator.tileSize, "a tile is 256 × 256 pixels")
        self.id = id
        self.codes = codes
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
        RadarEcho(code: codes[row * WebMercator.tileSize + column])
    }
}
