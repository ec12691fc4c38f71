/// Where a TOML text defines a top-level key, for messages that name the line (TOMLKit keeps no
/// positions): `key = …` or `key.sub = …` before the first table header, or a header of the key's own
/// table, `[key]`, `[key.sub]`, `[[key]]`. The key may be bare, "quoted" or 'literal'.
enum TOMLKeyLines {
    /// The 1-based line of the first definition of `key`; nil when no line defines it.
    static func line(of key: String, in text: String) -> Int? {
        var isTopLevel = true
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line.drop(while: \.isTOMLBlank)
            if rest.first == "[", let path = tableHeader(rest) {
                isTopLevel = false
                if path.first == key { return index + 1 }
            } else if isTopLevel, let path = Self.keyPath(&rest), path.first == key, rest.first == "=" {
                return index + 1
            }
        }
        return nil
    }

    /// The top-level key that line `number` (1-based) defines whole, `key = …` before the first table
    /// header or a table's own header `[key]`; nil for any other line (a key inside a table, a dotted
    /// key), whose first definition `line(of:in:)` cannot tell.
    static func topLevelKey(definedAt number: Int, in text: String) -> String? {
        var isTopLevel = true
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(number).enumerated() {
            var rest = line.drop(while: \.isTOMLBlank)
            let header = rest.first == "[" ? tableHeader(rest) : nil
            if header != nil { isTopLevel = false }
            guard index + 1 == number else { continue }
            if let header { return header.count == 1 && !rest.hasPrefix("[[") ? header[0] : nil }
            guard isTopLevel, let path = keyPath(&rest), path.count == 1, rest.first == "=" else { return nil }
            return path[0]
        }
        return nil
    }

    /// The dotted key of a table header (`[a.b]` or `[[a.b]]`); nil when the line is not one (a line of
    /// a multi-line array that starts with `[`).
    private static func tableHeader(_ line: Substring) -> [String]? {
        let isArrayOfTables = line.hasPrefix("[[")
        var rest = line.dropFirst(isArrayOfTables ? 2 : 1)
        guard let path = keyPath(&rest), rest.hasPrefix(isArrayOfTables ? "]]" : "]") else { return nil }
        return path
    }

    /// Reads a dotted key (`a . "b" . 'c'`) from the start of `rest`, and the blanks after it.
    private static func keyPath(_ rest: inout Substring) -> [String]? {
        var path: [String] = []
        repeat {
            rest = rest.drop(while: \.isTOMLBlank)
            if path.count > 0 { rest = rest.dropFirst().drop(while: \.isTOMLBlank) }
            guard let part = simpleKey(&rest) else { return nil }
            path.append(part)
            rest = rest.drop(while: \.isTOMLBlank)
        } while rest.first == "."
        return path
    }

    /// A bare, "basic" or 'literal' key at the start of `rest` (escapes in a basic key are kept as written).
    private static func simpleKey(_ rest: inout Substring) -> String? {
        if let quote = rest.first, quote == "\"" || quote == "'" {
            guard let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
            let key = String(rest[rest.index(after: rest.startIndex)..<end])
            rest = rest[rest.index(after: end)...]
            return key
        }
        let key = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard !key.isEmpty else { return nil }
        rest = rest.dropFirst(key.count)
        return String(key)
    }
}

private extension Character {
    var isTOMLBlank: Bool { self == " " || self == "\t" }
}
