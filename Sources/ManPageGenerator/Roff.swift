/// Text as roff prints it literally: minus signs as `\-` (a hyphen would break lines and not copy as a
/// minus), the arrows and dashes of the key names as their glyph escapes.
enum Roff {
    /// An address: never hyphenated (`\%`), but free to break after a slash of its path (`\:`), so
    /// that a long one does not overrun the line.
    static func url(_ address: String) -> String {
        let scheme = address.firstRange(of: "://").map { String(address[..<$0.upperBound]) } ?? ""
        return "\\%" + escaped(scheme) + escaped(String(address.dropFirst(scheme.count))).replacing("/", with: "/\\:")
    }

    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "-": escaped += "\\-"
            case "\\": escaped += "\\e"
            case "↑": escaped += "\\(ua"
            case "↓": escaped += "\\(da"
            case "←": escaped += "\\(<-"
            case "→": escaped += "\\(->"
            case "–": escaped += "\\(en"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A request's argument: quoted when it holds a space (or is empty).
    static func argument(_ text: String) -> String {
        text.isEmpty || text.contains(" ") ? "\"\(text)\"" : text
    }

    /// `.BR`'s alternation of bold and roman words, or `.B` for one bold word.
    static func boldAlternating(_ words: [String]) -> String {
        words.count == 1 ? ".B " + words[0] : ".BR " + words.map(argument).joined(separator: " ")
    }
}
