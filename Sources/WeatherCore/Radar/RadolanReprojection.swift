import FoundationEssentials
import Glibc

/// DWD's RV composite drawn again on Web Mercator tiles: which cell of a box of the grid each tile
/// pixel's centre falls in, from each tile row's distance from the pole and each tile column's angle
/// round it, worked out once for every frame of the box (a loop's frames share them; a few kilobytes a
/// tile, where a cell a pixel would be 256 KiB). A pixel outside the box reads no echo, as RainViewer's
/// transparent pixels outside its radars do. A tile none of whose pixels falls in the box is not
/// drawn (the frame has no tile there: no data, as where RainViewer's tile did not come).
struct RadolanReprojection {
    /// A tile's rows' distances from the pole and its columns' angles from the grid's central meridian.
    private struct Geometry {
        let radii: [Double]
        let sines: [Double]
        let cosines: [Double]
    }

    let box: RadolanFrame.Box
    /// The tiles some of whose pixels fall in the box.
    let tiles: [RadarTileID]
    private let geometries: [Geometry]

    init(box: RadolanFrame.Box, tiles: [RadarTileID]) {
        self.box = box
        let side = WebMercator.tileSize
        let mapped = tiles.map { id in
            let angles = (0..<side).map { column in
                (WebMercator.longitude(x: Double(id.x * side + column) + 0.5, zoom: id.zoom) - RadolanGrid.centralMeridian) * .pi / 180
            }
            let radii = (0..<side).map { row in
                RadolanGrid.radius(latitude: WebMercator.latitude(y: Double(id.y * side + row) + 0.5, zoom: id.zoom))
            }
            return (id, Geometry(radii: radii, sines: angles.map { sin($0) }, cosines: angles.map { cos($0) }))
        }.filter { _, geometry in
            (0..<side).contains { row in (0..<side).contains { column in Self.cell(row: row, column: column, of: geometry, in: box) != nil } }
        }
        self.tiles = mapped.map(\.0)
        geometries = mapped.map(\.1)
    }

    /// The cell (row after row of `box`) that pixel `column`, `row` of a tile falls in; nil outside the box.
    @inline(__always)
    private static func cell(row: Int, column: Int, of geometry: Geometry, in box: RadolanFrame.Box) -> Int? {
        let position = RadolanGrid.position(radius: geometry.radii[row], sine: geometry.sines[column], cosine: geometry.cosines[column])
        let cellColumn = Int(position.column.rounded()) - box.left, cellRow = Int(position.row.rounded()) - box.top
        guard cellColumn >= 0, cellColumn < box.columns, cellRow >= 0, cellRow < box.rows else { return nil }
        return cellRow * box.columns + cellColumn
    }

    /// `frame` (of this box) on the tiles.
    func tiles(of frame: RadolanFrame) -> [RadarTile] {
        precondition(frame.box == box, "a frame of the reprojection's box")
        let echoes = RadolanFrame.echoes
        let side = WebMercator.tileSize
        return zip(tiles, geometries).map { id, geometry in
            var codes = [UInt8](repeating: 0, count: side * side)
            frame.littleEndianValues.withUnsafeBufferPointer { values in
                codes.withUnsafeMutableBufferPointer { codes in
                    for row in 0..<side {
                        for column in 0..<side {
                            guard let cell = Self.cell(row: row, column: column, of: geometry, in: box) else { continue }
                            let value = Int16(littleEndian: values[cell])
                            guard value > 0 else { continue }
                            codes[row * side + column] = (Int(value) < echoes.count ? echoes[Int(value)] : RadolanFrame.echo(value: value)).code
                        }
                    }
                }
            }
            return RadarTile(id: id, codes: codes)
        }
    }
}
