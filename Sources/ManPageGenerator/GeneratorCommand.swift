import FoundationEssentials
import Glibc

/// Writes the man page from its template (`make man`; docs/contributing.md):
///
///     ManPageGenerator HELP_JSON TEMPLATE OUTPUT
///
/// HELP_JSON is what `weathertui --experimental-dump-help` prints: the argument parser's own account of
/// every option, so the generator reads the command line without linking the app. The keys come from the
/// key maps, the services' variables from the service table and the files from the app's directories.
@main
struct GeneratorCommand {
    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            let message = Array("error: \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
    }

    static func run(_ arguments: [String]) throws {
        guard arguments.count == 3 else {
            throw GeneratorError("usage: ManPageGenerator HELP_JSON TEMPLATE OUTPUT")
        }
        let help = try JSONDecoder().decode(DumpedHelp.self, from: Data(contentsOf: URL(filePath: arguments[0])))
        let template = try String(contentsOf: URL(filePath: arguments[1]), encoding: .utf8)
        let page = try ManTemplate(text: template).render(
            options: CommandLineReference(help.command),
            keys: DocumentedKeys(),
            services: ServiceVariables(documentedServices()),
            files: DocumentedFiles()
        )
        try Data(page.utf8).write(to: URL(filePath: arguments[2]), options: .atomic)
    }
}
