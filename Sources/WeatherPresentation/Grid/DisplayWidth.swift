/// How many terminal columns text takes, agreeing with glibc's `wcwidth` (ncursesw's measure, and most
/// terminals'): East Asian wide and fullwidth characters (Korean, CJK, wide emoji) take two, combining
/// marks, joiners and variation selectors none.
public enum DisplayWidth {
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if contains(DisplayWidthTable.zero, value) { return 0 }
        return contains(DisplayWidthTable.wide, value) ? 2 : 1
    }

    /// A grapheme cluster takes the columns of its scalars together, as a terminal that measures code
    /// points gives them: a letter with combining marks (Thai tone marks, Arabic harakat) is one column,
    /// but a Thai sara am, a Devanagari vowel sign or a conjunct's second consonant takes a column of its
    /// own, inside the same cluster.
    public static func of(_ character: Character) -> Int {
        var columns = 0
        for scalar in character.unicodeScalars { columns += of(scalar) }
        return columns
    }

    public static func of(_ text: String) -> Int {
        if isASCII(text) { return text.utf8.reduce(0) { $0 + of(byte: $1) } }
        if isSingleColumnScalars(text) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Most text on screen is ASCII: it can be measured byte by byte, without finding grapheme breaks.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether each scalar of `text` is a character of one column: printable ASCII and the Latin-1,
    /// punctuation, arrow, box-drawing, block and braille characters most of the screen is drawn with.
    /// None of these joins a neighbour into one character, so such text (a border, a graph row) is
    /// measured and written scalar by scalar, without finding grapheme breaks.
    static func isSingleColumnScalars(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSingleColumn)
    }

    /// Whether `scalar` is one of those characters, which every terminal and glibc's `wcwidth` give one column.
    public static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x259F, 0x2800...0x28FF: true
        default: false
        }
    }

    /// The width of an ASCII byte: control characters take none.
    static func of(byte: UInt8) -> Int {
        byte < 0x20 || byte == 0x7F ? 0 : 1
    }

    /// The longest prefix of `text` that fits `columns`, with `…` in place of what was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard of(text) > columns else { return text }
        if isASCII(text) {
            let kept = text.utf8.lazy.filter { of(byte: $0) > 0 }.prefix(columns - 1)
            return String(decoding: kept, as: UTF8.self) + "…"
        }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// The longest suffix of `text` that fits `columns`, with `…` in place of what was cut before it.
    public static func truncateLeading<Text: StringProtocol>(_ text: Text, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard of(String(text)) > columns else { return String(text) }
        var kept: [Character] = []
        var used = 0
        for character in text.reversed() {
            let width = of(character)
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        return "…" + String(kept.reversed())
    }

    /// `text` in `columns` with `…` in place of its middle: its start and its end stay in view.
    public static func truncateMiddle(_ text: String, to columns: Int) -> String {
        guard columns > 2, of(text) > columns else { return truncate(text, to: columns) }
        let tail = truncateLeading(text, to: (columns + 1) / 2)
        let head = truncate(text, to: columns - of(tail) + 1)
        return String(head.dropLast()) + tail
    }

    /// `text` padded with spaces (or truncated) to exactly `columns`.
    public static func pad(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        var fitted = text
        var width = of(text)
        if width > columns {
            fitted = truncate(text, to: columns)
            width = of(fitted)
        }
        guard width < columns else { return fitted }
        let padding = spaces(columns - width)
        return alignRight ? padding + fitted : fitted + padding
    }

    /// `count` spaces, written in one go (`String(repeating:count:)` appends them one at a time).
    static func spaces(_ count: Int) -> String {
        String(unsafeUninitializedCapacity: max(0, count)) { bytes in
            bytes.initialize(repeating: UInt8(ascii: " "))
            return bytes.count
        }
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
