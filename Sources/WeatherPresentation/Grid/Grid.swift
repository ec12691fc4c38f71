/// A screen's worth of cells: what views draw into, what the terminal backend copies out, and what
/// golden-screen tests read.
public struct Grid: Hashable, Sendable {
    public let size: TerminalSize
    public internal(set) var cells: [Cell]
    /// Where the terminal's cursor stands, shown; nil: hidden.
    public var cursor: CursorPosition?

    public init(size: TerminalSize) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.columns, height: size.rows) }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.columns + x]
    }

    /// Writes `text` from (x, y), clipped to `clip` (the whole grid by default) and to `maxWidth`
    /// columns. Grapheme clusters are measured and never split: one that would be cut becomes a space.
    /// Text cut at the right ends in `…`, so that no cut passes for the whole. Right-to-left text is
    /// written in visual order (`VisualOrder`). Returns the columns used.
    @discardableResult
    public mutating func write(
        _ text: String, x: Int, y: Int, style: CellStyle = .normal, maxWidth: Int? = nil, clip: Rect? = nil
    ) -> Int {
        let area = clip ?? bounds
        guard y >= max(0, area.y), y < min(area.maxY, size.rows) else { return 0 }
        let limit = min(area.maxX, size.columns, maxWidth.map { x + $0 } ?? Int.max)
        var column = x
        if DisplayWidth.isASCII(text) {
            var bytes = text.utf8[...]
            while let byte = bytes.first {
                guard DisplayWidth.of(byte: byte) > 0 else {
                    bytes = bytes.dropFirst()
                    continue
                }
                guard column < limit else {
                    if bytes.contains(where: { $0 > 0x20 && $0 != 0x7F }) { markCut(x: column - 1, y: y, from: max(x, area.x)) }
                    break
                }
                if column >= max(0, area.x) { put(Cell(Self.asciiTexts[Int(byte)], style: style), x: column, y: y) }
                column += 1
                bytes = bytes.dropFirst()
            }
            return column - x
        }
        if DisplayWidth.isSingleColumnScalars(text) {
            // Borders and graph rows repeat one character: its text is made once per run of it.
            var cell = Cell("", style: style)
            var previous: Unicode.Scalar?
            var scalars = text.unicodeScalars[...]
            while let scalar = scalars.first {
                guard column < limit else {
                    if scalars.contains(where: { $0 != " " && $0 != "\u{A0}" }) { markCut(x: column - 1, y: y, from: max(x, area.x)) }
                    break
                }
                if scalar != previous {
                    cell.text = String(scalar)
                    previous = scalar
                }
                if column >= max(0, area.x) { put(cell, x: column, y: y) }
                column += 1
                scalars = scalars.dropFirst()
            }
            return column - x
        }
        var visual = text
        if VisualOrder.hasRightToLeft(text) {
            // Cut in reading order first, then put in the order the screen shows: the cut keeps the start.
            visual = VisualOrder.of(DisplayWidth.truncate(text, to: max(0, limit - x)))
        }
        var characters = visual[...]
        while let character = characters.first {
            let width = DisplayWidth.of(character)
            guard width > 0 else {
                characters = characters.dropFirst()
                continue
            }
            if column + width > limit {
                if characters.contains(where: { !$0.isWhitespace }) {
                    markCut(x: column < limit ? column : column - 1, y: y, from: max(x, area.x))
                    if column < limit { column += 1 }
                }
                break
            }
            if column >= max(0, area.x) {
                put(Cell(String(character), width: width, style: style), x: column, y: y)
                for offset in 1..<width { put(.continuation.styled(style), x: column + offset, y: y) }
            }
            column += width
            characters = characters.dropFirst()
        }
        return column - x
    }

    /// Puts `…` in the cell at (x, y), the last a cut text reached (not left of `start`, where the text began).
    mutating func markCut(x: Int, y: Int, from start: Int) {
        guard x >= start, x >= 0, x < size.columns else { return }
        let style = self[x, y].style
        put(Cell("…", style: style), x: x, y: y)
    }

    /// Fills `rect` with `character` (one column wide).
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .normal) {
        let cell = Cell(String(character), style: style)
        for y in max(0, rect.y)..<min(rect.maxY, size.rows) {
            for x in max(0, rect.x)..<min(rect.maxX, size.columns) {
                put(cell, x: x, y: y)
            }
        }
    }

    /// Draws a single-line box around `rect`.
    public mutating func box(_ rect: Rect, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        horizontalLine(x: rect.x, y: rect.y, width: rect.width, ends: ("┌", "┐"), style: style)
        sides(of: rect, style: style)
        horizontalLine(x: rect.x, y: rect.maxY - 1, width: rect.width, ends: ("└", "┘"), style: style)
    }

    /// Draws the left and right sides of a box round `rect`, between its corners.
    public mutating func sides(of rect: Rect, style: CellStyle) {
        guard rect.height > 2 else { return }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            write("│", x: rect.x, y: y, style: style)
            write("│", x: rect.maxX - 1, y: y, style: style)
        }
    }

    /// Draws `─` between two end characters, `width` columns in all (the two ends at least). The line is
    /// filled cell by cell: a border is drawn on every repaint, and a string of it would be built and
    /// measured first.
    public mutating func horizontalLine(x: Int, y: Int, width: Int, ends: (left: Character, right: Character), style: CellStyle) {
        let inner = max(0, width - 2)
        write(String(ends.left), x: x, y: y, style: style)
        fill(Rect(x: x + 1, y: y, width: inner, height: 1), with: "─", style: style)
        write(String(ends.right), x: x + 1 + inner, y: y, style: style)
    }

    /// Replaces each cell whose text is a key of `substitutes` (one column wide each) with its value.
    public mutating func substitute(_ substitutes: [String: String]) {
        guard !substitutes.isEmpty else { return }
        for index in cells.indices {
            if let text = substitutes[cells[index].text] { cells[index].text = text }
        }
    }

    /// Spells each `…` that a cut left as `...`, for a screen limited to 7-bit characters, where a lone `.`
    /// would read as a full stop. The dots take the two cells before the mark (after it, for a cut at the
    /// start of a text: a mark with a blank before and text of its own style after, not a border).
    public mutating func spellOutEllipses() {
        for y in 0..<size.rows {
            for x in 0..<size.columns where self[x, y].text == "…" {
                let style = self[x, y].style
                let isLeading = (x == 0 || self[x - 1, y].isSpace) && x + 1 < size.columns
                    && !self[x + 1, y].isSpace && self[x + 1, y].style == style
                let span = isLeading ? x...min(x + 2, size.columns - 1) : max(0, x - 2)...x
                for column in span { put(Cell(".", style: style), x: column, y: y) }
            }
        }
    }

    /// The screen as plain text, one string a row, trailing spaces kept: what a person would read.
    public var lines: [String] {
        (0..<size.rows).map { y in
            (0..<size.columns).reduce(into: "") { line, x in line += self[x, y].text }
        }
    }

    /// The text of a cell holding each ASCII character, made once.
    private static let asciiTexts: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < size.columns, y >= 0, y < size.rows else { return }
        let index = y * size.columns + x
        if cells[index].width != 1 { blankCluster(covering: index, rowStart: y * size.columns) }
        cells[index] = cell
    }

    /// Overwriting part of a cluster wider than one column blanks the rest of it, so no piece of a
    /// character is left behind.
    private mutating func blankCluster(covering index: Int, rowStart: Int) {
        var lead = index
        while lead > rowStart, cells[lead].width == 0 { lead -= 1 }
        let end = min(lead + max(1, cells[lead].width), rowStart + size.columns)
        guard cells[lead].width > 1, end > index else { return }
        for covered in lead..<end where covered != index { cells[covered] = .blank }
    }
}

extension Cell {
    func styled(_ style: CellStyle) -> Cell {
        var cell = self
        cell.style = style
        return cell
    }
}
