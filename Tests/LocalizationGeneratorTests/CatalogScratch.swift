import Foundation

/// A copy of the repository's po/ in a temporary directory, for a test to edit and to run the generator
/// the build made (`LocalizationGenerator`, beside the tests' executable) on.
final class CatalogScratch {
    static let repositoryPO = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "po")
    static let generator = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appending(path: "LocalizationGenerator")

    /// What a run of the generator wrote, or what it said when it refused.
    enum Outcome {
        case files([String: String])
        case refused(String)

        var files: [String: String] {
            if case .files(let files) = self { return files }
            return [:]
        }

        var refusal: String? {
            if case .refused(let said) = self { return said }
            return nil
        }
    }

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "po-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.repositoryPO, to: directory)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func append(_ text: String, to name: String) throws {
        try edit(name) { $0 + "\n" + text }
    }

    func edit(_ name: String, _ change: (String) -> String) throws {
        let url = directory.appending(path: name)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: directory.appending(path: name))
    }

    /// The generator run as the build runs it: `core` (the Language enum), `presentation` (the messages and
    /// catalogs) or `reference-rules`.
    func generate(_ mode: String) throws -> Outcome {
        let output = directory.appending(path: "out-\(mode)")
        let process = Process()
        process.executableURL = Self.generator
        process.arguments = mode == "reference-rules" ? [mode, output.path] : [mode, directory.path, output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return .refused(said) }
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        return .files(try Dictionary(uniqueKeysWithValues: names.map {
            ($0, try String(contentsOf: output.appending(path: $0), encoding: .utf8))
        }))
    }
}
