/// WeatherPresentation's catalogs, one a language with its texts and plural rule, and `Catalog.of(_:)`;
/// and the tests' reference plural rules.
enum CatalogFiles {
    /// What ends each text in a catalog's one string literal: a control character no catalog may hold. One
    /// literal, rather than an array of them, keeps the catalogs out of the binary's relocated data, which
    /// every process, whatever its language, would otherwise load and write at start.
    static let terminator: Unicode.Scalar = "\u{1F}"

    static func catalog(_ language: CatalogModel.Language, _ model: CatalogModel) throws -> String {
        let rule = language.plural.swiftClosure(indent: "        ")
        var lines = [
            SwiftSource.generatedFrom("po/\(language.row.code).po", edit: "that"),
            "",
            "extension Catalog {",
            "    /// \(language.row.name); its plurals: \(language.plural.source)",
            "    static let \(language.row.caseName) = Catalog(",
            "        pluralCount: \(language.plural.count),",
            "        pluralForm: " + rule[0],
        ]
        lines += rule.dropFirst().dropLast() + ["        },", "        packedTexts: \"\"\""]
        var texts: [String] = []
        for message in model.ordered {
            let count = message.isPlural ? language.plural.count : 1
            texts += language.translations[message.id] ?? Array(repeating: "", count: count)
        }
        if let text = texts.first(where: { $0.unicodeScalars.contains(terminator) }) {
            throw GeneratorError("po/\(language.row.code).po: U+001F, which ends each text in the generated catalog, in \(SwiftSource.literal(text))")
        }
        let end = SwiftSource.literal(String(terminator)).dropFirst().dropLast()
        lines += texts.enumerated().map { index, text in
            "            " + SwiftSource.literal(text).dropFirst().dropLast() + end + (index == texts.count - 1 ? "" : "\\")
        }
        lines += ["            \"\"\"", "    )", "}", ""]
        return lines.joined(separator: "\n")
    }

    static func catalogOf(_ languages: [CatalogModel.Language]) -> String {
        var lines = [
            SwiftSource.generatedFrom("po/languages.txt", edit: "that"),
            "",
            "import WeatherCore",
            "",
            "extension Catalog {",
            "    /// What ends each text in `packedTexts`.",
            "    static let textTerminator: UInt8 = 0x\(String(terminator.value, radix: 16, uppercase: true))",
            "",
            "    public static func of(_ language: Language) -> Catalog {",
            "        switch language {",
        ]
        lines += languages.map { "        case .\($0.row.caseName): \($0.row.caseName)" }
        lines += ["        }", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    static func referenceRules() throws(GeneratorError) -> String {
        var lines = [
            "// Generated at build time by Plugins/LocalizationPlugin from the Plural-Forms that msginit writes",
            "// (PluralRule.reference): the rules of languages weathertui may come to speak, turned into Swift as a",
            "// catalog's rule is.",
            "",
            "enum ReferencePluralRules {",
            "    static let rules: [String: @Sendable (UInt) -> Int] = [",
        ]
        for (code, header) in PluralRule.reference {
            let rule = try PluralRule(header: header).swiftClosure(indent: "        ")
            lines.append("        // \(header)")
            lines.append("        \(SwiftSource.literal(code)): " + rule[0])
            lines += rule.dropFirst().dropLast() + ["        },"]
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
