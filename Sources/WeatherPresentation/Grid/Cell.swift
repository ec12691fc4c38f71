/// How a cell is drawn: its colour role and whether it is bold.
public struct CellStyle: Hashable, Sendable {
    public var role: ColorRole
    public var bold: Bool

    public init(_ role: ColorRole = .normal, bold: Bool = false) {
        self.role = role
        self.bold = bold
    }

    public static let normal = CellStyle()
}

/// One terminal column. A grapheme cluster wider than one column (a wide character, a Devanagari
/// syllable with a vowel sign) sits whole in its first cell with its `width`; each cell it covers after
/// that is a continuation with empty `text` and width 0.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var width: Int
    public var style: CellStyle

    public init(_ text: String, width: Int = 1, style: CellStyle = .normal) {
        self.text = text
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")
    static let continuation = Cell("", width: 0)

    /// True for a one-column space. Tested by length first: comparing two strings that differ and are
    /// not both ASCII takes the slow, normalising path, and a repaint asks this of every cell.
    public var isSpace: Bool {
        text.utf8.count == 1 && text == " "
    }
}
