/// The screen-reader form of the whole screen (`--screen-reader`): the page in front as plain lines from
/// the top left, a sentence a line (wrapped onto the next rows where it is wider than the screen), the
/// bottom row for what is happening or what changed, and the cursor at the start of the focused line.
/// No borders, graphs, icons or colours: every cell is plain text in the normal style, so a change of
/// data rewrites only the rows whose words changed.
public struct ScreenReaderView {
    public init() {}

    public func render(_ state: ScreenState) -> Grid {
        let page = ReadingPage(state: state)
        var grid = Grid(size: state.size)
        let columns = state.size.columns
        let visibleRows = Self.listRows(state.size)
        guard columns > 0, state.size.rows > 0 else { return grid }
        let wrapped = page.lines.map { Self.rows(of: $0, columns: columns) }
        let position = ReadingPosition.clamped(
            line: page.position.line, offset: page.position.offset, rows: wrapped.map(\.count), visibleRows: visibleRows
        )
        var y = 0
        var cursor: CursorPosition?
        for (index, rows) in wrapped.enumerated().dropFirst(position.offset) {
            guard y < visibleRows else { break }
            if index == position.line { cursor = CursorPosition(x: min(page.cursorColumn, columns - 1), y: y) }
            for row in rows where y < visibleRows {
                grid.write(row, x: 0, y: y)
                y += 1
            }
        }
        if state.size.rows > 1 { grid.write(page.bottom, x: 0, y: state.size.rows - 1) }
        grid.cursor = cursor ?? CursorPosition(x: 0, y: 0)
        grid.drawMarks(as: state.glyphs)
        return grid
    }

    /// The rows the lines have: all but the bottom one (the whole screen when it is a single row).
    static func listRows(_ size: TerminalSize) -> Int {
        size.rows > 1 ? size.rows - 1 : size.rows
    }

    /// `line` wrapped to `columns`, at least one row.
    static func rows(of line: String, columns: Int) -> [String] {
        let rows = TextLayout.wrap(line, width: max(1, columns))
        return rows.isEmpty ? [""] : rows
    }

    /// The rows each line of the page in front takes at the state's size, as the arrows move through it.
    static func rowsPerLine(_ state: ScreenState) -> [Int] {
        ReadingPage(state: state).lines.map { rows(of: $0, columns: state.size.columns).count }
    }
}
