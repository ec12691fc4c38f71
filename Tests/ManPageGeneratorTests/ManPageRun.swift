import Foundation

/// A run of the man page's generator the build made (beside the tests' executable) on the app's own
/// account of its options, as `make man` runs it, in a temporary directory.
struct ManPageRun {
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let products = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

    /// What the generator wrote, or what it said when it refused.
    let page: String?
    let refusal: String

    /// The page written from `template` (the repository's by default).
    init(template: String? = nil) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let help = directory.appending(path: "help.json")
        let templateFile = directory.appending(path: "weathertui.1.in")
        let output = directory.appending(path: "weathertui.1")
        let text = try template ?? Self.repositoryTemplate()
        try Data(text.utf8).write(to: templateFile)
        // The app's cache stays out of the user's: the dump writes nothing, but the app looks there first.
        let dump = try Self.run("weathertui", ["--experimental-dump-help"], environment: ["XDG_CACHE_HOME": directory.path])
        try Data(dump.output.utf8).write(to: help)
        let generated = try Self.run("ManPageGenerator", [help.path, templateFile.path, output.path])
        page = generated.status == 0 ? try String(contentsOf: output, encoding: .utf8) : nil
        refusal = generated.errors
    }

    static func repositoryTemplate() throws -> String {
        try String(contentsOf: repository.appending(path: "Documentation/weathertui.1.in"), encoding: .utf8)
    }

    private static func run(_ product: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (output: String, errors: String, status: Int32) {
        let process = Process()
        process.executableURL = products.appending(path: product)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: printed, as: UTF8.self), String(decoding: said, as: UTF8.self), process.terminationStatus)
    }
}
