/// What the terminal is sent for a cell's text: one piece per character that takes columns, each with
/// the zero-width characters after it (combining marks, Arabic harakat), so that a cluster with several
/// spacing characters (a Thai sara am, a Devanagari vowel sign or conjunct) reaches ncursesw as the
/// characters it places one after another.
///
/// The joiner and the emoji and text presentation selectors are left out: terminals disagree on the
/// width of what they join (tmux draws an emoji ZWJ sequence in two columns, glibc and xterm in six, and
/// some widen a character followed by U+FE0F), and the rest of the row would move with them.
public enum CellPieces {
    /// A piece holds at most this many scalars: ncurses' `cchar_t` keeps a character and four marks.
    public static let scalarsPerPiece = 5

    public static func of(_ text: String) -> [[Unicode.Scalar]] {
        var pieces: [[Unicode.Scalar]] = []
        for scalar in text.unicodeScalars where !isLeftOut(scalar) {
            if DisplayWidth.of(scalar) > 0 || pieces.isEmpty {
                pieces.append([scalar])
            } else if pieces[pieces.count - 1].count < scalarsPerPiece {
                pieces[pieces.count - 1].append(scalar)
            }
        }
        return pieces
    }

    static func isLeftOut(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200D}" || scalar == "\u{FE0E}" || scalar == "\u{FE0F}"
    }
}
