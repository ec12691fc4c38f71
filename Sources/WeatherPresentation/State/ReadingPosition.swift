/// Where the screen-reader form is read: the focused line, which the terminal's cursor stands on, and
/// the first line in view. Lines are sentences; one may wrap onto more rows than one.
public struct ReadingPosition: Equatable, Sendable {
    public var line = 0
    public var offset = 0

    public init(line: Int = 0, offset: Int = 0) {
        self.line = line
        self.offset = offset
    }

    /// Moves the focus to `line` (clamped to the lines there are), the first line in view kept where
    /// it is unless the focused one would leave the view. `rows`: the rows each line takes.
    public mutating func focus(_ line: Int, rows: [Int], visibleRows: Int) {
        self = Self.clamped(line: line, offset: offset, rows: rows, visibleRows: visibleRows)
    }

    /// The position as it can be shown: the focus within the lines, and the view moved the least that
    /// shows the whole focused line (or its start, where it is taller than the view).
    static func clamped(line: Int, offset: Int, rows: [Int], visibleRows: Int) -> ReadingPosition {
        guard !rows.isEmpty else { return ReadingPosition() }
        let line = min(max(0, line), rows.count - 1)
        var offset = min(max(0, offset), line)
        while offset < line, rows[offset...line].reduce(0, +) > visibleRows { offset += 1 }
        return ReadingPosition(line: line, offset: offset)
    }
}
