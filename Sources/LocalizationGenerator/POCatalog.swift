/// A gettext catalog (a .po file): its header, and each entry with its comments, context, text and
/// translation. Obsolete entries (`#~`) are skipped.
struct POCatalog {
    struct Entry {
        var msgid: String
        var msgctxt: String?
        var msgidPlural: String?
        /// One translation, or one per plural form.
        var forms: [String]
        var extracted: [String]
        var flags: [String]
        var line: Int

        var key: String { (msgctxt.map { $0 + "\u{4}" } ?? "") + msgid }
        var isPlural: Bool { msgidPlural != nil }
        var isFuzzy: Bool { flags.contains("fuzzy") }
        var isTranslated: Bool { !isFuzzy && !forms.isEmpty && forms.allSatisfy { !$0.isEmpty } }
    }

    let path: String
    let header: [String: String]
    let entries: [Entry]

    var pluralForms: String? { header["Plural-Forms"] }
}

/// The names of the `{name}` placeholders in `text`, each once, in the order they first appear.
func placeholders(_ text: String) -> [String] {
    var names: [String] = []
    for name in placeholderMatches(text).map(\.name) where !names.contains(name) {
        names.append(name)
    }
    return names
}

/// `text` without its `{name}` placeholders.
func removingPlaceholders(_ text: String) -> String {
    var rest = Substring(text)
    var out = ""
    for match in placeholderMatches(text) {
        out += rest[..<match.range.lowerBound]
        rest = rest[match.range.upperBound...]
    }
    return out + rest
}

private func placeholderMatches(_ text: String) -> [(name: String, range: Range<String.Index>)] {
    var matches: [(name: String, range: Range<String.Index>)] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "{") {
        let nameStart = text.index(after: open)
        var end = nameStart
        while end < text.endIndex, isNameCharacter(text[end], first: end == nameStart) {
            end = text.index(after: end)
        }
        if end > nameStart, end < text.endIndex, text[end] == "}" {
            let close = text.index(after: end)
            matches.append((String(text[nameStart..<end]), open..<close))
            index = close
        } else {
            index = nameStart
        }
    }
    return matches
}

private func isNameCharacter(_ character: Character, first: Bool) -> Bool {
    guard character.isASCII else { return false }
    return character == "_" || character.isLetter || (!first && character.isNumber)
}
