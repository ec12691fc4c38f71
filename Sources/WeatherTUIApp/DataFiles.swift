import FoundationEssentials
import WeatherCore

/// The files the app carries beside its binary (the demo sample, the base map): where each is looked for.
enum DataFiles {
    /// The paths `name` is looked for at, in order: under `WEATHERTUI_DATA_DIR`, then under
    /// `share/weathertui` beside the installed binary, then under the source tree's `Resources` (for
    /// `swift build` binaries under `.build/`), each path once.
    static func candidates(for name: String, environment: [String: String]) -> [URL] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        var directories: [URL] = []
        if let dir = environment["WEATHERTUI_DATA_DIR"], !dir.isEmpty { directories.append(URL(fileURLWithPath: dir)) }
        directories.append(executable.appendingPathComponent("../share/weathertui"))
        var directory = executable
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            directories.append(directory.appendingPathComponent("Resources"))
        }
        // Near the root of the file system the directories above the binary meet at "/": each file once.
        var files: [URL] = []
        for file in directories.map({ $0.appendingPathComponent(name).standardizedFileURL }) where !files.contains(file) {
            files.append(file)
        }
        return files
    }

    /// The base map's file, not yet read: the first candidate that exists, else the first candidate
    /// (whose error then names it). Reading waits until a map is drawn.
    static func baseMap(environment: [String: String]) -> BaseMapFile {
        let files = candidates(for: baseMapName, environment: environment)
        let existing = files.first { FileManager.default.fileExists(atPath: $0.path) } ?? files[0]
        return BaseMapFile(path: existing.path)
    }

    /// The base map under the data directory.
    static let baseMapName = "basemap.bin"
}
