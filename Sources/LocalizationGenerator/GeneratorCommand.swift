import Foundation

/// Writes the Swift the gettext catalogs become, at build time (Plugins/LocalizationPlugin runs it):
///
///     LocalizationGenerator core PO_DIRECTORY OUTPUT_DIRECTORY          Language.swift, for WeatherCore
///     LocalizationGenerator presentation PO_DIRECTORY OUTPUT_DIRECTORY  the messages and a catalog a language
///     LocalizationGenerator reference-rules OUTPUT_DIRECTORY            the tests' ReferencePluralRules.swift
///
/// A file is rewritten only when its text changes, so a catalog's edit recompiles only what it changed.
@main
struct GeneratorCommand {
    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ arguments: [String]) throws {
        switch (arguments.first, arguments.count) {
        case ("core", 3):
            let model = try load(poDirectory: arguments[1])
            try write(["Language.swift": LanguageFile.text(model.languages)], to: arguments[2])
        case ("presentation", 3):
            let model = try load(poDirectory: arguments[1])
            var files = [
                "Message.swift": MessageFiles.message(model.messages),
                "Catalog+Message.swift": MessageFiles.text(model.messages),
                "MessageID.swift": MessageFiles.messageID(model),
                "Catalog+Language.swift": CatalogFiles.catalogOf(model.languages),
            ]
            for language in model.languages {
                files[catalogFileName(code: language.row.code)] = try CatalogFiles.catalog(language, model)
            }
            try write(files, to: arguments[2])
        case ("reference-rules", 2):
            try write(["ReferencePluralRules.swift": CatalogFiles.referenceRules()], to: arguments[1])
        default:
            throw GeneratorError("usage: LocalizationGenerator core|presentation PO_DIRECTORY OUTPUT_DIRECTORY, or reference-rules OUTPUT_DIRECTORY")
        }
    }

    /// The file of a language's catalog; Plugins/LocalizationPlugin declares the same names.
    static func catalogFileName(code: String) -> String {
        "Catalog+\(code).swift"
    }

    static func load(poDirectory: String) throws -> CatalogModel {
        let languagesPath = "\(poDirectory)/languages.txt"
        let rows = try LanguageRow.read(try contents(languagesPath), path: languagesPath)
        let catalogs = try rows.map { row in
            let path = "\(poDirectory)/\(row.code).po"
            guard FileManager.default.fileExists(atPath: path) else {
                throw GeneratorError("\(path) is missing: po/languages.txt has a row for \(row.code)")
            }
            return try POReader.read(try contents(path), path: path)
        }
        return try CatalogModel(rows: rows, catalogs: catalogs)
    }

    private static func contents(_ path: String) throws -> String {
        try String(contentsOf: URL(filePath: path), encoding: .utf8)
    }

    private static func write(_ files: [String: String], to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = URL(filePath: directory).appending(path: name)
            if (try? String(contentsOf: url, encoding: .utf8)) != text {
                try Data(text.utf8).write(to: url, options: .atomic)
            }
        }
    }
}
