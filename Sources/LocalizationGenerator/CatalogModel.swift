/// The catalogs as the generator sees them: po/languages.txt (one row a language), po/en.po (every
/// message, its Swift name and its notes) and each language's translations, checked for what would make
/// wrong code.
struct CatalogModel {
    struct Message {
        let id: String
        let entry: POCatalog.Entry
        let parameters: [String]
        let budget: Int?

        var isPlural: Bool { entry.isPlural }
        var englishForms: [String] { [entry.msgid] + (entry.msgidPlural.map { [$0] } ?? []) }
    }

    struct Language {
        let row: LanguageRow
        let plural: PluralRule
        /// Per message id: its forms; none where the catalog has no usable translation.
        let translations: [String: [String]]

        /// Whether 7-bit glyphs can show every translation, beside the marks ascii mode spells out.
        var isWrittenInASCII: Bool {
            translations.values.allSatisfy { forms in
                forms.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII || CatalogModel.asciiMarks.contains($0) } }
            }
        }
    }

    /// The marks ascii mode writes in 7 bits (Glyphs.asciiMarks).
    static let asciiMarks = Set("…—–·×↑↓≈°▏•".unicodeScalars)

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "id", "text", "hash",
    ]

    let messages: [Message]
    let languages: [Language]

    /// The messages without a plural first, then the plural ones: the order of the tables.
    var ordered: [Message] { messages.filter { !$0.isPlural } + messages.filter(\.isPlural) }

    init(rows: [LanguageRow], catalogs: [POCatalog]) throws(GeneratorError) {
        messages = try Self.messages(of: catalogs[0])
        var languages: [Language] = []
        for (row, catalog) in zip(rows, catalogs) {
            guard catalog.header["Language"] == row.code else {
                throw GeneratorError("\(catalog.path): the header's Language is not \(row.code)")
            }
            languages.append(try Self.language(row, catalog, messages))
        }
        guard languages[0].plural.count == 2 else {
            throw GeneratorError("po/en.po: English has two plural forms, msgid and msgid_plural")
        }
        self.languages = languages
    }

    static func isSwiftName(_ name: String) -> Bool {
        name.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil && !swiftKeywords.contains(name)
    }

    private static func messages(of catalog: POCatalog) throws(GeneratorError) -> [Message] {
        var messages: [Message] = []
        var ids: [String: Int] = [:]
        for entry in catalog.entries {
            let location = "\(catalog.path):\(entry.line)"
            let names = entry.extracted.compactMap(idComment)
            guard names.count == 1 else { throw GeneratorError("\(location): every message has one '#. id: swiftName' line") }
            let id = names[0]
            guard isSwiftName(id) else { throw GeneratorError("\(location): '\(id)' is not a Swift name such as loadingWeather") }
            if let line = ids[id] { throw GeneratorError("\(location): the id \(id) is taken by line \(line)") }
            ids[id] = entry.line
            for text in [entry.msgid] + (entry.msgidPlural.map { [$0] } ?? []) where !text.isEmpty {
                let rest = removingPlaceholders(text)
                if rest.contains("{") || rest.contains("}") {
                    throw GeneratorError("\(location): a brace outside a {name} placeholder")
                }
            }
            let singular = placeholders(entry.msgid)
            var parameters = singular
            if let plural = entry.msgidPlural {
                let many = placeholders(plural)
                guard Set(singular).subtracting(["count"]) == Set(many).subtracting(["count"]) else {
                    throw GeneratorError("\(location): msgid and msgid_plural have different placeholders")
                }
                parameters = many.contains("count") ? many : many + ["count"]
            }
            if !parameters.isEmpty && !entry.flags.contains("python-brace-format") {
                throw GeneratorError("\(location): a message with placeholders has '#, python-brace-format' (msgfmt --check then checks them)")
            }
            let described = Set(entry.extracted.compactMap(describedPlaceholder))
            if let undescribed = parameters.first(where: { !described.contains($0) }) {
                throw GeneratorError("\(location): say what each placeholder is, '#. {\(undescribed)}: …'")
            }
            let budget = entry.extracted.lazy.compactMap(columnBudget).first
            messages.append(Message(id: id, entry: entry, parameters: parameters, budget: budget))
        }
        return messages
    }

    /// `id: swiftName`: the name.
    private static func idComment(_ comment: String) -> String? {
        guard comment.hasPrefix("id:") else { return nil }
        let name = comment.dropFirst(3).trimmingWhitespace
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { return nil }
        return String(name)
    }

    /// `{name}: what it is`: the name.
    private static func describedPlaceholder(_ comment: String) -> String? {
        guard comment.hasPrefix("{"), let close = comment.firstIndex(of: "}"),
              comment[comment.index(after: close)...].hasPrefix(":") else { return nil }
        let name = comment[comment.index(after: comment.startIndex)..<close]
        guard !name.isEmpty, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    /// `At most N columns.`: N.
    private static func columnBudget(_ comment: String) -> Int? {
        guard comment.hasPrefix("At most "), comment.hasSuffix(" columns.") else { return nil }
        let digits = comment.dropFirst("At most ".count).dropLast(" columns.".count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    private static func language(_ row: LanguageRow, _ catalog: POCatalog, _ messages: [Message]) throws(GeneratorError) -> Language {
        guard let header = catalog.pluralForms else { throw GeneratorError("\(catalog.path): the header has no Plural-Forms") }
        let plural: PluralRule
        do {
            plural = try PluralRule(header: header)
        } catch {
            throw GeneratorError("\(catalog.path): \(error)")
        }
        let entries = Dictionary(catalog.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var translations: [String: [String]] = [:]
        for message in messages {
            if row.code == "en" {
                translations[message.id] = message.englishForms
                continue
            }
            guard let entry = entries[message.entry.key] else { continue }
            let location = "\(catalog.path):\(entry.line)"
            if entry.isPlural != message.isPlural {
                throw GeneratorError("\(location): \(message.isPlural ? "a plural" : "not a plural") in po/en.po")
            }
            if entry.isPlural && entry.forms.count != plural.count {
                throw GeneratorError("\(location): \(entry.forms.count) plural forms, but the header says nplurals=\(plural.count)")
            }
            if entry.isTranslated { translations[message.id] = entry.forms }
        }
        return Language(row: row, plural: plural, translations: translations)
    }
}
