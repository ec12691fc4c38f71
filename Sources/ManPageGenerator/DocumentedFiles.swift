import FoundationEssentials
import WeatherCore

/// The files the FILES section heads its entries with, as the app's directories compute them, with the
/// XDG variables left as names: `$XDG_CACHE_HOME/weathertui/weathertui.log`.
struct DocumentedFiles {
    private let directories = AppDirectories.fromEnvironment([
        "HOME": "/home", "XDG_CONFIG_HOME": "/$XDG_CONFIG_HOME", "XDG_CACHE_HOME": "/$XDG_CACHE_HOME",
    ])

    /// The files the app names itself; the cache's other files are named by the template (`cache/NAME`).
    var names: [String] {
        ["config", "cache", "last-location", "command-lines", "log"]
    }

    /// The `.TP` line of the entry for `name`.
    func heading(for name: String) throws -> String {
        ".I \\%" + Roff.escaped(try path(of: name))
    }

    private func path(of name: String) throws -> String {
        let cache = String(directories.cacheDirectory.path.dropFirst())
        switch name {
        case "config": return String(directories.configFile.path.dropFirst())
        case "cache": return cache + "/"
        case "last-location": return cache + "/" + AppDirectories.lastPlaceName
        case "command-lines": return String(directories.commandLineMemoFile.path.dropFirst())
        case "log": return String(directories.logFile.path.dropFirst())
        default:
            guard name.hasPrefix("cache/"), !name.dropFirst(6).isEmpty else {
                throw GeneratorError("\(name) is none of \(names.joined(separator: ", ")) or cache/NAME")
            }
            return cache + "/" + name.dropFirst(6)
        }
    }
}
