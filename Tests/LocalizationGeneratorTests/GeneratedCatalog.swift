/// One generated catalog read back: each message's texts as the Swift literal spells them, found by the
/// message's id in the generated `MessageID`.
struct GeneratedCatalog {
    private var texts: [String: [String]] = [:]

    /// nil when `files` (a `presentation` run's output) has no catalog for `code`.
    init?(_ files: [String: String], code: String) {
        guard let catalog = files["Catalog+\(code).swift"], let order = files["MessageID.swift"] else { return nil }
        let ids = order.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("    case "), !line.contains(":") else { return nil }
            return String(line.dropFirst("    case ".count))
        }
        let firstPlural = order.split(separator: "\n").compactMap { line -> Int? in
            line.hasPrefix("    static let firstPlural = ") ? Int(line.dropFirst("    static let firstPlural = ".count)) : nil
        }.first ?? ids.count
        let lines = catalog.split(separator: "\n", omittingEmptySubsequences: false)
        let pluralCount = lines.compactMap { line -> Int? in
            line.hasPrefix("        pluralCount: ") ? Int(line.dropFirst("        pluralCount: ".count).dropLast()) : nil
        }.first ?? 1
        guard let open = lines.firstIndex(of: "        packedTexts: \"\"\"") else { return nil }
        let pieces = lines[(open + 1)...].prefix { $0 != "            \"\"\"" }.map { line in
            var text = String(line.dropFirst("            ".count))
            if text.hasSuffix("\\") { text.removeLast() }
            if text.hasSuffix("\\u{001F}") { text.removeLast("\\u{001F}".count) }
            return text
        }
        var next = 0
        for (index, id) in ids.enumerated() {
            let count = index < firstPlural ? 1 : pluralCount
            guard next + count <= pieces.count else { return nil }
            texts[id] = Array(pieces[next..<next + count])
            next += count
        }
        guard next == pieces.count else { return nil }
    }

    /// The message's text (its form `form` for a plural one), or nil for an id the catalog lacks.
    subscript(_ id: String, form form: Int = 0) -> String? {
        guard let forms = texts[id], forms.indices.contains(form) else { return nil }
        return forms[form]
    }
}
