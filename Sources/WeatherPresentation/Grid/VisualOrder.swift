import CFriBidi

/// Right-to-left text (Arabic, Persian, Hebrew) in the order a left-to-right screen shows it, by GNU
/// FriBidi's Unicode Bidirectional Algorithm: each text the grid writes is one paragraph, whose direction
/// is its first strong character's. Numbers and Latin words inside keep their own order ("٢٣°", "14:00"),
/// brackets are mirrored, combining marks stay after their base, and Arabic letters take their joining
/// forms. The terminal is told not to reorder again (`BidiMode`).
public enum VisualOrder {
    /// Spaces before and after the text stay where they are: they separate it from what the grid has
    /// beside it (a label's value, a key's letter), whichever way the text reads.
    public static func of(_ text: String) -> String {
        guard hasRightToLeft(text) else { return text }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }), let last = scalars.lastIndex(where: { $0 != " " }) else {
            return text
        }
        let leading = String(scalars[..<first])
        let trailing = String(scalars[scalars.index(after: last)...])
        return leading + visual(String(scalars[first...last])) + trailing
    }

    private static func visual(_ text: String) -> String {
        let logical = text.unicodeScalars.map(\.value)
        var visual = [UInt32](repeating: 0, count: logical.count)
        let done = logical.withUnsafeBufferPointer { logical in
            visual.withUnsafeMutableBufferPointer { visual in
                weathertui_fribidi_visual(logical.baseAddress, Int32(logical.count), visual.baseAddress) == 0
            }
        }
        guard done else { return text }
        var result = String.UnicodeScalarView()
        for value in visual { if let scalar = Unicode.Scalar(value) { result.append(scalar) } }
        return String(result)
    }

    /// Whether `text` has a character of a right-to-left script or a mark that starts right-to-left text:
    /// text without one is left as it is, and never loads FriBidi.
    public static func hasRightToLeft(_ text: String) -> Bool {
        guard !DisplayWidth.isASCII(text) else { return false }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFC, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
                 0x200F, 0x202B, 0x202E, 0x2067: true
            default: false
            }
        }
    }
}
