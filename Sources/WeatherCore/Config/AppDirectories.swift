import FoundationEssentials

/// Where weathertui keeps its files, following the XDG base directory rules.
public struct AppDirectories: Sendable, Hashable {
    public var configFile: URL
    public var cacheDirectory: URL

    public init(configFile: URL, cacheDirectory: URL) {
        self.configFile = configFile
        self.cacheDirectory = cacheDirectory
    }

    public static func fromEnvironment(_ environment: [String: String]) -> AppDirectories {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path)
        func base(_ variable: String, _ fallback: String) -> URL {
            // XDG says relative paths are invalid and must be ignored.
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        return AppDirectories(
            configFile: base("XDG_CONFIG_HOME", ".config").appendingPathComponent("weathertui/config.toml"),
            cacheDirectory: base("XDG_CACHE_HOME", ".cache").appendingPathComponent("weathertui")
        )
    }

    /// The place used last, in the cache directory: where an automatic location falls back to.
    public static let lastPlaceName = "last-location.json"

    public var logFile: URL { cacheDirectory.appendingPathComponent("weathertui.log") }
    public var commandLineMemoFile: URL { cacheDirectory.appendingPathComponent("command-lines.json") }
}
