import FoundationEssentials
import Glibc

/// DWD's RV composite drawn again on Web Mercator tiles: which cell of a box of the grid each tile
/// pixel's centre falls in, worked out once for every frame of the box (a loop's frames share it), then
/// each frame's tiles are a look-up a pixel. A pixel outside the box reads no echo, as RainViewer's
/// transparent pixels outside its radars do. A tile none of whose pixels falls in the box is not
/// drawn (the frame has no tile there: no data, as where RainViewer's tile did not come).
struct RadolanReprojection {
    let box: RadolanFrame.Box
    /// The tiles some of whose pixels fall in the box.
    let tiles: [RadarTileID]
    /// For each tile, its pixels' cells (row after row of the box); -1 outside it.
    private let cells: [[Int32]]

    init(box: RadolanFrame.Box, tiles: [RadarTileID]) {
        self.box = box
        let side = WebMercator.tileSize
        let mapped = tiles.map { id in
            let angles = (0..<side).map { column in
                let longitude = WebMercator.longitude(x: Double(id.x * side + column) + 0.5, zoom: id.zoom)
                let λ = (longitude - RadolanGrid.centralMeridian) * .pi / 180
                return (sine: sin(λ), cosine: cos(λ))
            }
            var cells = [Int32](repeating: -1, count: side * side)
            for row in 0..<side {
                let radius = RadolanGrid.radius(latitude: WebMercator.latitude(y: Double(id.y * side + row) + 0.5, zoom: id.zoom))
                for (column, angle) in angles.enumerated() {
                    let position = RadolanGrid.position(radius: radius, sine: angle.sine, cosine: angle.cosine)
                    let cellColumn = Int(position.column.rounded()) - box.left, cellRow = Int(position.row.rounded()) - box.top
                    guard cellColumn >= 0, cellColumn < box.columns, cellRow >= 0, cellRow < box.rows else { continue }
                    cells[row * side + column] = Int32(cellRow * box.columns + cellColumn)
                }
            }
            return (id, cells)
        }.filter { $0.1.contains { $0 >= 0 } }
        self.tiles = mapped.map(\.0)
        cells = mapped.map(\.1)
    }

    /// `frame` (of this box) on the tiles.
    func tiles(of frame: RadolanFrame) -> [RadarTile] {
        precondition(frame.box == box, "a frame of the reprojection's box")
        let echoes = RadolanFrame.echoes
        return zip(tiles, cells).map { id, cells in
            var codes = [UInt8](repeating: 0, count: cells.count)
            frame.littleEndianValues.withUnsafeBufferPointer { values in
                cells.withUnsafeBufferPointer { cells in
                    codes.withUnsafeMutableBufferPointer { codes in
                        for pixel in 0..<cells.count where cells[pixel] >= 0 {
                            let value = Int16(littleEndian: values[Int(cells[pixel])])
                            guard value > 0 else { continue }
                            codes[pixel] = (Int(value) < echoes.count ? echoes[Int(value)] : RadolanFrame.echo(value: value)).code
                        }
                    }
                }
            }
            return RadarTile(id: id, codes: codes)
        }
    }
}
