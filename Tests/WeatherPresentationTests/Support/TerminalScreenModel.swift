@testable import WeatherPresentation

/// A terminal's screen as it applies the writes the backend sends: a wide character fills two columns,
/// and writing over either half of a wide character leaves a blank in its other half, as xterm, VTE,
/// kitty and tmux do; or, with `blanksOtherHalf` false, leaves that half as it was, as pyte (the
/// end-to-end tests' terminal) does. Starts blank.
struct TerminalScreenModel {
    let size: TerminalSize
    var blanksOtherHalf = true
    private(set) var cells: [Cell]
    /// How many halves of wide characters writes have overwritten: how often the property met the case.
    private(set) var halvesOverwritten = 0

    init(size: TerminalSize, blanksOtherHalf: Bool = true) {
        self.size = size
        self.blanksOtherHalf = blanksOtherHalf
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// Writes `cell` at (x, y): one column, or two for a wide character.
    mutating func write(_ cell: Cell, x: Int, y: Int) {
        precondition(cell.width == 1 || cell.width == 2, "only characters are written, never continuations")
        precondition(x >= 0 && x + cell.width <= size.columns && y >= 0 && y < size.rows, "a write off the screen")
        let row = y * size.columns
        for column in x..<(x + cell.width) {
            // The left half of a wide character whose right half is overwritten, left of the write.
            if cells[row + column].width == 0, column == x, column > 0 {
                if blanksOtherHalf { cells[row + column - 1] = .blank }
                halvesOverwritten += 1
            }
            // The right half of a wide character whose left half is overwritten, right of the write.
            if cells[row + column].width == 2, column + 1 == x + cell.width, column + 1 < size.columns {
                if blanksOtherHalf { cells[row + column + 1] = .blank }
                halvesOverwritten += 1
            }
        }
        cells[row + x] = cell
        if cell.width == 2 { cells[row + x + 1] = Cell("", width: 0, style: cell.style) }
    }

    mutating func apply(_ changes: [GridChange]) {
        for change in changes { write(change.cell, x: change.x, y: change.y) }
    }

    /// The rows as text, with `·` for a continuation cell: what differs shows in a failure message.
    var lines: [String] {
        (0..<size.rows).map { y in
            (0..<size.columns).reduce(into: "") { line, x in
                let cell = cells[y * size.columns + x]
                line += cell.width == 0 ? "·" : cell.text
            }
        }
    }

    /// A cell whose wide character is gone: a continuation without its left half, or a wide character
    /// without its right half.
    var orphanedHalves: [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let cell = cells[y * size.columns + x]
                if cell.width == 0, x == 0 || cells[y * size.columns + x - 1].width != 2 { found.append((x, y)) }
                if cell.width == 2, x + 1 >= size.columns || cells[y * size.columns + x + 1].width != 0 { found.append((x, y)) }
            }
        }
        return found
    }
}
