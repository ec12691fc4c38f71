import Foundation
import PackagePlugin

/// Writes the Swift the gettext catalogs become into the target it is applied to, through the
/// LocalizationGenerator tool: WeatherCore's `Language` enum, WeatherPresentation's messages and a catalog a
/// language, and the presentation tests' reference plural rules. The catalogs (po/languages.txt and
/// po/*.po) are the inputs, so editing one reruns the tool, which rewrites only the files whose text changed.
@main
struct LocalizationPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let generator = try context.tool(named: "LocalizationGenerator").url
        let po = context.package.directoryURL.appending(path: "po")
        let output = context.pluginWorkDirectoryURL
        let codes = try languageCodes(po.appending(path: "languages.txt"))
        let catalogs = [po.appending(path: "languages.txt")] + codes.map { po.appending(path: "\($0).po") }
        let (arguments, inputs, outputs): ([String], [URL], [String])
        switch target.name {
        case "WeatherCore":
            (arguments, inputs, outputs) = (["core", po.path, output.path], catalogs, ["Language.swift"])
        case "WeatherPresentation":
            let files = ["Message.swift", "Catalog+Message.swift", "MessageID.swift", "Catalog+Language.swift"]
            (arguments, inputs, outputs) = (["presentation", po.path, output.path], catalogs, files + codes.map { "Catalog+\($0).swift" })
        default:
            (arguments, inputs, outputs) = (["reference-rules", output.path], [], ["ReferencePluralRules.swift"])
        }
        return [
            .buildCommand(
                displayName: "Generating the Swift of po/ for \(target.name)",
                executable: generator,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: outputs.map { output.appending(path: $0) }
            ),
        ]
    }

    /// The first cell of each row of po/languages.txt.
    private func languageCodes(_ table: URL) throws -> [String] {
        try String(contentsOf: table, encoding: .utf8)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
    }
}
