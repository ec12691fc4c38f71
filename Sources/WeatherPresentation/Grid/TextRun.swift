/// A piece of styled text; views build lines from runs and drop whole runs that do not fit.
struct TextRun {
    var text: String
    var style: CellStyle

    init(_ text: String, _ style: CellStyle = .normal) {
        self.text = text
        self.style = style
    }

    var width: Int { DisplayWidth.of(text) }
}

extension Grid {
    /// Writes runs left to right from (x, y); returns the columns used.
    @discardableResult
    mutating func write(_ runs: [TextRun], x: Int, y: Int, maxWidth: Int) -> Int {
        var column = x
        for (index, run) in runs.enumerated() {
            let remaining = x + maxWidth - column
            guard remaining > 0 else {
                // The runs left out (not just spaces) make this a cut, marked as one.
                if runs[index...].contains(where: { $0.text.contains { !$0.isWhitespace } }) { markCut(x: column - 1, y: y, from: x) }
                break
            }
            column += write(run.text, x: column, y: y, style: run.style, maxWidth: remaining)
        }
        return column - x
    }

    /// Writes `text` centred in `rect` on row `y`.
    mutating func writeCentered(_ text: String, in rect: Rect, y: Int, style: CellStyle) {
        let fitted = DisplayWidth.truncate(text, to: rect.width)
        write(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: y, style: style, clip: rect)
    }
}
