/// WeatherPresentation's catalogs, one a language with its texts and plural rule, and `Catalog.of(_:)`;
/// and the tests' reference plural rules.
enum CatalogFiles {
    static func catalog(_ language: CatalogModel.Language, _ model: CatalogModel) -> String {
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
        lines += rule.dropFirst().dropLast() + ["        },", "        texts: ["]
        for message in model.ordered {
            let count = message.isPlural ? language.plural.count : 1
            let label = { (index: Int) in message.isPlural ? "\(message.id)[\(index)]" : message.id }
            guard let forms = language.translations[message.id] else {
                lines += (0..<count).map { "            \"\", // \(label($0)): English" }
                continue
            }
            lines += forms.enumerated().map { "            \(SwiftSource.literal($1)), // \(label($0))" }
        }
        lines += ["        ]", "    )", "}", ""]
        return lines.joined(separator: "\n")
    }

    static func catalogOf(_ languages: [CatalogModel.Language]) -> String {
        var lines = [
            SwiftSource.generatedFrom("po/languages.txt", edit: "that"),
            "",
            "import WeatherCore",
            "",
            "extension Catalog {",
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
