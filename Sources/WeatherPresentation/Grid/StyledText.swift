/// A grid as lines of text for a stream rather than a screen: with a palette that uses colour, each run of
/// cells of one style is preceded by its ANSI SGR sequence (the palette's colour, bold, dim, reverse) and every
/// styled line ends with a reset; without one, the plain text. Trailing spaces are dropped.
public enum StyledText {
    public static func lines(of grid: Grid, palette: Palette?) -> [String] {
        (0..<grid.size.rows).map { y in
            var line = ""
            var current: String?
            var pendingSpaces = ""
            for x in 0..<grid.size.columns {
                let cell = grid[x, y]
                guard cell.width > 0 else { continue }
                let sequence = palette.flatMap { sgr(for: cell.style, in: $0) }
                if cell.isSpace, sequence == nil || current == sequence {
                    pendingSpaces += " "
                    continue
                }
                line += pendingSpaces
                pendingSpaces = ""
                if sequence != current {
                    line += sequence ?? reset
                    current = sequence
                }
                line += cell.text
            }
            if current != nil { line += reset }
            return line
        }
    }

    private static let reset = "\u{1B}[0m"

    /// The sequence that draws `style`, nil where it is the terminal's own default (no colour, not bold).
    private static func sgr(for style: CellStyle, in palette: Palette) -> String? {
        guard palette.usesColor else { return nil }
        let entry = palette.entries[style.role]
        var parameters: [String] = []
        if style.bold || entry?.bold == true { parameters.append("1") }
        if entry?.dim == true { parameters.append("2") }
        if entry?.reverse == true { parameters.append("7") }
        if let color = entry?.foreground, color >= 0 { parameters.append(color < 8 ? String(30 + Int(color)) : "38;5;\(color)") }
        guard !parameters.isEmpty else { return nil }
        return "\u{1B}[0;" + parameters.joined(separator: ";") + "m"
    }
}
