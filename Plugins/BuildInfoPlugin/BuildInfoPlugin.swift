import Foundation
import PackagePlugin

/// Writes the version, the homepage and the commit into the target it is applied to, through
/// Scripts/write-build-info.sh. SwiftPM runs the script again only when one of its inputs changed:
/// VERSION, and git's `HEAD` and the log of it, which git appends to at every commit, checkout and reset.
/// Git's other files are not inputs, so a build after a commit recompiles only this file's target.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let script = package.appending(path: "Scripts/write-build-info.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedBuildInfo.swift")
        let sources = [script, package.appending(path: "VERSION"), package.appending(path: "Scripts/archive-commit")]
        return [
            .buildCommand(
                displayName: "Writing the version and commit",
                executable: URL(filePath: "/bin/sh"),
                arguments: [script.path, package.path, output.path],
                inputFiles: sources + gitFiles(in: package),
                outputFiles: [output]
            ),
        ]
    }

    /// `HEAD` and `logs/HEAD` of the package's git directory, those that exist (a missing input stops
    /// the build): none outside git. In a linked work tree `.git` is a file naming the directory.
    private func gitFiles(in package: URL) -> [URL] {
        let dotGit = package.appending(path: ".git")
        var directory = dotGit
        if let link = try? String(contentsOf: dotGit, encoding: .utf8), link.hasPrefix("gitdir:") {
            let path = link.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            directory = path.hasPrefix("/") ? URL(filePath: path) : package.appending(path: path)
        }
        return ["HEAD", "logs/HEAD"].map { directory.appending(path: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
