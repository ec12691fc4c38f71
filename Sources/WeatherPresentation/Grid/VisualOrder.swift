import CFriBidi

/// Right-to-left text (Arabic, Persian, Hebrew) in the order a left-to-right screen shows it, by GNU
/// FriBidi's Unicode Bidirectional Algorithm: each text the grid writes is one paragraph, whose direction
/// is its first strong character's. Numbers and Latin words inside keep their own order ("٢٣°", "14:00"),
/// brackets are mirrored, combining marks stay after their base, and Arabic letters take their joining
/// forms. A number the app writes (Latin digits) keeps its sign and its degree or percent sign in
/// left-to-right order, as CLDR's Arabic, Persian and Hebrew formats with Latin digits mark them to:
/// "-3°", "+1", "73%", where the algorithm alone would show "3-", "1+" and, after Arabic letters, "%73".
/// The terminal is told not to reorder again (`BidiMode`).
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
        let logical = isolatingNumbers(text.unicodeScalars.map(\.value))
        var visual = [UInt32](repeating: 0, count: logical.count)
        let done = logical.withUnsafeBufferPointer { logical in
            visual.withUnsafeMutableBufferPointer { visual in
                weathertui_fribidi_visual(logical.baseAddress, Int32(logical.count), visual.baseAddress) == 0
            }
        }
        guard done else { return text }
        var result = String.UnicodeScalarView()
        for value in visual where !isolateMarks.contains(value) {
            if let scalar = Unicode.Scalar(value) { result.append(scalar) }
        }
        return String(result)
    }

    private static let leftToRightIsolate: UInt32 = 0x2066
    private static let popDirectionalIsolate: UInt32 = 0x2069
    /// LRI, RLI, FSI and PDI: invisible, and left out of what is drawn once the order is found.
    private static let isolateMarks: ClosedRange<UInt32> = 0x2066...0x2069

    /// `scalars` with each number in Latin digits between LRI and PDI: a sign before it (where no letter or
    /// digit precedes the sign), its digits with the points, commas, colons, slashes and hyphens between
    /// them ("3.5", "14:00", "3-4", which the algorithm keeps whole too), and a degree sign (with C or F),
    /// a percent or a per mille sign after it.
    private static func isolatingNumbers(_ scalars: [UInt32]) -> [UInt32] {
        func isDigit(_ index: Int) -> Bool { index < scalars.count && (0x30...0x39).contains(scalars[index]) }
        func isSign(_ value: UInt32) -> Bool { value == 0x2B || value == 0x2D || value == 0x2212 }
        func startsWord(_ index: Int) -> Bool {
            guard index > 0, let before = Unicode.Scalar(scalars[index - 1]) else { return true }
            return !before.properties.isAlphabetic && !isDigit(index - 1)
        }
        var result: [UInt32] = []
        result.reserveCapacity(scalars.count + 8)
        var index = 0
        while index < scalars.count {
            let signed = isSign(scalars[index]) && isDigit(index + 1) && startsWord(index)
            guard signed || isDigit(index) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = signed ? index + 1 : index
            while isDigit(end) || (end < scalars.count && [0x2E, 0x2C, 0x3A, 0x2F, 0x2D].contains(scalars[end]) && isDigit(end + 1)) {
                end += 1
            }
            if end < scalars.count, [0x25, 0x2030].contains(scalars[end]) {
                end += 1
            } else if end < scalars.count, scalars[end] == 0xB0 {
                end += 1
                if end < scalars.count, [0x43, 0x46].contains(scalars[end]) { end += 1 }
            }
            result.append(leftToRightIsolate)
            result.append(contentsOf: scalars[index..<end])
            result.append(popDirectionalIsolate)
            index = end
        }
        return result
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
