/// The base map's lines on a grid of cells: braille dots (2 × 4 a cell) or, on a 7-bit screen, one
/// character a cell that follows the line's direction. Each cell keeps the role of the last layer drawn
/// over it, so the layer drawn last wins a cell two layers share.
struct MapLineRaster {
    let columns: Int
    let rows: Int
    let glyphs: MapGlyphs
    private(set) var dots: [UInt8]
    private(set) var characters: [String?]
    private(set) var roles: [ColorRole?]

    init(columns: Int, rows: Int, glyphs: MapGlyphs) {
        self.columns = columns
        self.rows = rows
        self.glyphs = glyphs
        dots = Array(repeating: 0, count: columns * rows)
        characters = Array(repeating: nil, count: columns * rows)
        roles = Array(repeating: nil, count: columns * rows)
    }

    /// The text of the cell at `index`, or nil where no line passes.
    func text(at index: Int) -> String? {
        glyphs.ascii ? characters[index] : (dots[index] == 0 ? nil : glyphs.braille(dots: dots[index]))
    }

    /// Draws a segment given in braille pixels (2 a column, 4 a row), Bresenham's way: one pixel a step
    /// along the longer axis.
    mutating func draw(from start: (x: Double, y: Double), to end: (x: Double, y: Double), role: ColorRole) {
        let direction = glyphs.ascii ? glyphs.line(dx: end.x - start.x, dy: end.y - start.y) : nil
        var x = Int(start.x.rounded(.down)), y = Int(start.y.rounded(.down))
        let x1 = Int(end.x.rounded(.down)), y1 = Int(end.y.rounded(.down))
        let dx = abs(x1 - x), dy = -abs(y1 - y)
        let stepX = x < x1 ? 1 : -1, stepY = y < y1 ? 1 : -1
        var error = dx + dy
        while true {
            plot(x: x, y: y, role: role, character: direction)
            if x == x1, y == y1 { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    private mutating func plot(x: Int, y: Int, role: ColorRole, character: String?) {
        // A clipped segment may end exactly on the far edge: that pixel belongs to the last cell.
        let px = min(x, columns * 2 - 1), py = min(y, rows * 4 - 1)
        guard px >= 0, py >= 0 else { return }
        let index = (py / 4) * columns + px / 2
        if let character {
            characters[index] = character
        } else {
            dots[index] |= Braille.bit(x: px % 2, y: py % 4)
        }
        roles[index] = role
    }
}
