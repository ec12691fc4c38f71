/// Reads a .po file into a `POCatalog`, refusing what gettext would not read.
struct POReader {
    private static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
        "n": "\n", "t": "\t", "r": "\r", "\"": "\"", "\\": "\\", "a": "\u{7}", "b": "\u{8}", "f": "\u{C}", "v": "\u{B}",
    ]

    private struct Pending {
        var fields: [String: String] = [:]
        var pluralStrings: [Int: String] = [:]
        var isEmpty: Bool { fields.isEmpty && pluralStrings.isEmpty }
    }

    private enum Field {
        case named(String)
        case pluralString(Int)
    }

    let path: String
    private var entries: [POCatalog.Entry] = []
    private var pending = Pending()
    private var extracted: [String] = []
    private var flags: [String] = []
    private var field: Field?
    private var startLine = 0

    init(path: String) {
        self.path = path
    }

    static func read(_ text: String, path: String) throws(GeneratorError) -> POCatalog {
        var reader = POReader(path: path)
        return try reader.parse(text)
    }

    private mutating func parse(_ text: String) throws(GeneratorError) -> POCatalog {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try read(line: raw.trimmingWhitespace, number: offset + 1)
        }
        try finish()
        var header: [String: String] = [:]
        if let first = entries.first, first.msgid.isEmpty, first.msgctxt == nil {
            entries.removeFirst()
            for line in first.forms[0].split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                header[String(line[..<colon].trimmingWhitespace)] = String(line[line.index(after: colon)...].trimmingWhitespace)
            }
        }
        var seen: [String: Int] = [:]
        for entry in entries {
            if let line = seen[entry.key] {
                throw GeneratorError("\(path):\(entry.line): the same msgctxt and msgid as line \(line)")
            }
            seen[entry.key] = entry.line
        }
        return POCatalog(path: path, header: header, entries: entries)
    }

    private mutating func read(line: Substring, number: Int) throws(GeneratorError) {
        let location = "\(path):\(number)"
        if line.isEmpty || line.hasPrefix("#~") { return }
        if line.hasPrefix("#") {
            if pending.fields["msgid"] != nil { try finish() }
            if line.hasPrefix("#.") {
                extracted.append(String(line.dropFirst(2).trimmingWhitespace))
            } else if line.hasPrefix("#,") {
                flags += line.dropFirst(2).split(separator: ",").map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty }
            }
            return
        }
        if line.hasPrefix("\"") {
            guard let field else { throw GeneratorError("\(location): a string continues nothing") }
            let value = try unquote(line, location)
            switch field {
            case .named(let name): pending.fields[name, default: ""] += value
            case .pluralString(let index): pending.pluralStrings[index, default: ""] += value
            }
            return
        }
        guard let (keyword, index, quoted) = keywordLine(line) else {
            throw GeneratorError("\(location): cannot read this line: \(line)")
        }
        if (keyword == "msgctxt" || keyword == "msgid"),
           pending.fields["msgid"] != nil || (keyword == "msgid" && pending.fields["msgstr"] != nil) {
            try finish()
        }
        if pending.isEmpty { startLine = number }
        let value = try unquote(quoted, location)
        if let index {
            if pending.pluralStrings[index] != nil { throw GeneratorError("\(location): msgstr[\(index)] twice") }
            pending.pluralStrings[index] = value
            field = .pluralString(index)
        } else {
            if pending.fields[keyword] != nil { throw GeneratorError("\(location): \(keyword) twice in one entry") }
            pending.fields[keyword] = value
            field = .named(keyword)
        }
    }

    /// `msgid "…"`, `msgstr[2] "…"`: the keyword, the plural index and the quoted string.
    private func keywordLine(_ line: Substring) -> (String, Int?, Substring)? {
        guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let word = line[..<space]
        let quoted = line[space...].trimmingWhitespace
        guard quoted.hasPrefix("\"") else { return nil }
        if ["msgctxt", "msgid_plural", "msgid", "msgstr"].contains(word) { return (String(word), nil, quoted) }
        guard word.hasPrefix("msgstr["), word.hasSuffix("]"),
              let index = Int(word.dropFirst("msgstr[".count).dropLast()), index >= 0 else { return nil }
        return ("msgstr", index, quoted)
    }

    private func unquote(_ text: Substring, _ location: String) throws(GeneratorError) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw GeneratorError("\(location): expected a quoted string, found \(text)")
        }
        var out = String.UnicodeScalarView()
        var scalars = text.dropFirst().dropLast().unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\"" { throw GeneratorError("\(location): an unescaped quote inside a string") }
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard let escaped = scalars.next(), let meaning = Self.escapes[escaped] else {
                throw GeneratorError("\(location): an escape gettext does not know")
            }
            out.append(meaning)
        }
        return String(out)
    }

    private mutating func finish() throws(GeneratorError) {
        defer {
            pending = Pending()
            field = nil
            extracted = []
            flags = []
        }
        guard let msgid = pending.fields["msgid"] else {
            if !pending.isEmpty { throw GeneratorError("\(path):\(startLine): an entry without msgid") }
            return
        }
        let forms: [String]
        if pending.fields["msgid_plural"] != nil {
            guard !pending.pluralStrings.isEmpty, pending.fields["msgstr"] == nil else {
                throw GeneratorError("\(path):\(startLine): a plural entry needs msgstr[0], msgstr[1], …")
            }
            let indices = pending.pluralStrings.keys.sorted()
            guard indices == Array(0..<indices.count) else {
                throw GeneratorError("\(path):\(startLine): plural forms are not numbered 0, 1, 2, …")
            }
            forms = indices.map { pending.pluralStrings[$0]! }
        } else {
            guard pending.pluralStrings.isEmpty else {
                throw GeneratorError("\(path):\(startLine): msgstr[n] without msgid_plural")
            }
            guard let msgstr = pending.fields["msgstr"] else {
                throw GeneratorError("\(path):\(startLine): an entry without msgstr")
            }
            forms = [msgstr]
        }
        entries.append(POCatalog.Entry(
            msgid: msgid, msgctxt: pending.fields["msgctxt"], msgidPlural: pending.fields["msgid_plural"],
            forms: forms, extracted: extracted, flags: flags, line: startLine
        ))
    }
}

extension StringProtocol {
    var trimmingWhitespace: SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
