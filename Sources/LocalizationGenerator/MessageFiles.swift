/// WeatherPresentation's `Message` enum, `Catalog.text(_:)` and `MessageID`, from po/en.po.
enum MessageFiles {
    static func message(_ messages: [CatalogModel.Message]) -> String {
        var lines = [
            SwiftSource.generatedFrom("po/en.po", edit: "that"),
            "",
            "/// Every message the app shows, with the values of its `{name}` placeholders; a plural message's `count`",
            "/// chooses its form by the language's rule. `Catalog.text(_:)` puts it in words.",
            "public enum Message: Hashable, Sendable {",
        ]
        for message in messages {
            lines.append("    /// " + message.englishForms.map { "\"\(SwiftSource.doc($0))\"" }.joined(separator: " / "))
            let parameters = typedParameters(message).map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            lines.append("    case \(message.id)" + (parameters.isEmpty ? "" : "(\(parameters))"))
        }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    static func text(_ messages: [CatalogModel.Message]) -> String {
        var lines = [
            SwiftSource.generatedFrom("po/en.po", edit: "that"),
            "",
            "extension Catalog {",
            "    /// `message` in the catalog's language with its placeholders filled; English where the catalog has no",
            "    /// translation of it.",
            "    public func text(_ message: Message) -> String {",
            "        switch message {",
        ]
        for message in messages {
            let names = typedParameters(message).map(\.name)
            let template = message.isPlural ? "template(.\(message.id), count: count)" : "template(.\(message.id))"
            guard !names.isEmpty else {
                lines.append("        case .\(message.id): return \(template)")
                continue
            }
            let shown = Set(message.englishForms.flatMap(placeholders))
            let values = names.filter(shown.contains).map { name in
                "\"\(name)\": " + (message.isPlural && name == "count" ? "String(count)" : name)
            }
            lines.append("        case let .\(message.id)(\(names.joined(separator: ", "))): return Self.fill(\(template), [\(values.joined(separator: ", "))])")
        }
        lines += ["        }", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    static func messageID(_ model: CatalogModel) -> String {
        let table = model.ordered
        let firstPlural = table.firstIndex(where: \.isPlural) ?? table.count
        var lines = [
            SwiftSource.generatedFrom("po/en.po", edit: "that"),
            "",
            "/// Where each message is in a catalog's table of texts: the messages without a plural first, then the",
            "/// plural ones, each taking as many places as the language has forms.",
            "enum MessageID: Int, CaseIterable, Sendable {",
        ]
        lines += table.map { "    case \($0.id)" }
        lines += [
            "",
            "    /// The place of the first plural message.",
            "    static let firstPlural = \(firstPlural)",
            "",
            "    /// The columns a message may take in every language, where it sits in a fixed-width place at 80",
            "    /// columns (`#. At most N columns.` in po/en.po); the catalog tests measure every language against it.",
            "    static let columnBudget: [MessageID: Int] = [",
        ]
        lines += model.messages.compactMap { message in message.budget.map { "        .\(message.id): \($0)," } }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func typedParameters(_ message: CatalogModel.Message) -> [(name: String, type: String)] {
        message.parameters.map { ($0, message.isPlural && $0 == "count" ? "Int" : "String") }
    }
}
