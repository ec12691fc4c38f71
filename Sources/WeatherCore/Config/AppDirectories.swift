import FoundationEssentials

/// Where weathertui keeps its files, following the XDG base directory rules.
public struct AppDirectories: Sendable, Hashable {
    public var configFile: URL
    public var cacheDirectory: URL

    public init(configFile: URL, cacheDirectory: URL) {
        self.configFile = configFile
        self.cacheDirectory = cacheDirectory
    }

    /// Each path said to be a directory or a file, so that none is looked up on the disk to learn which.
    public static func fromEnvironment(_ environment: [String: String]) -> AppDirectories {
        let home = URL(
            fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path,
            isDirectory: true
        )
        func base(_ variable: String, _ fallback: String) -> URL {
            // XDG says relative paths are invalid and must be ignored.
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        return AppDirectories(
            configFile: base("XDG_CONFIG_HOME", ".config").appendingPathComponent("weathertui/config.toml", isDirectory: false),
            cacheDirectory: base("XDG_CACHE_HOME", ".cache").appendingPathComponent("weathertui", isDirectory: true)
        )
    }

    /// The place used last, in the cache directory: where an automatic location falls back to.
    public static let lastPlaceName = "last-location.json"

    public var logFile: URL { cacheDirectory.appendingPathComponent("weathertui.log", isDirectory: false) }
    public var commandLineMemoFile: URL { cacheDirectory.appendingPathComponent("command-lines.json", isDirectory: false) }
}
