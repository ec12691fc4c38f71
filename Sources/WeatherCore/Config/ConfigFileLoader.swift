import FoundationEssentials
import TOMLKit

/// Reads `config.toml` with TOMLKit; rejects unknown keys and wrong types with the file, the key and what was expected.
public enum ConfigFileLoader {
    public static let keys = [
        "location", "provider", "units", "lang", "theme", "icons", "ip_lookup", "refresh_interval", "max_age", "request_timeout",
        "fresh_for", "format", "api_key", "proxy", "no_proxy", "ca_file",
    ]

    /// nil when the file does not exist.
    public static func load(from url: URL) throws(ConfigurationError) -> ConfigFileSettings? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadableFile(path: url.path, reason: "cannot be read as UTF-8 text")
        }
        return try parse(text, path: url.path)
    }

    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> ConfigFileSettings {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .invalidFile(
                path: path, line: error.source.begin.line, column: error.source.begin.column,
                reason: TerminalText.sanitize(error.description)
            )
        } catch {
            throw .invalidFile(path: path, line: nil, column: nil, reason: "not valid TOML")
        }
        for key in table.keys where !keys.contains(key) {
            throw .invalidFile(
                path: path, line: nil, column: nil,
                reason: "unknown key '\(TerminalText.sanitize(key))' (known keys: \(keys.joined(separator: ", ")))"
            )
        }
        let reader = Reader(table: table, path: path, text: text)
        return ConfigFileSettings(
            location: try reader.string("location"),
            provider: try reader.choice("provider", ProviderID.self),
            units: try reader.choice("units", UnitSystem.self),
            language: try reader.choice("lang", Language.self),
            theme: try reader.choice("theme", ThemeChoice.self),
            icons: try reader.choice("icons", IconMode.self),
            ipLookup: try reader.bool("ip_lookup"),
            refreshInterval: try reader.int("refresh_interval"),
            maxAge: try reader.int("max_age"),
            requestTimeout: try reader.number("request_timeout"),
            freshFor: try reader.int("fresh_for"),
            format: try reader.string("format"),
            apiKey: try reader.string("api_key"),
            proxy: try reader.string("proxy"),
            noProxy: try reader.string("no_proxy"),
            caFile: try reader.string("ca_file")
        )
    }

    private struct Reader {
        var table: TOMLTable
        var path: String
        var text: String

        func string(_ key: String) throws(ConfigurationError) -> String? {
            guard let value = table[key] else { return nil }
            guard let string = value.string else { throw mismatch(key, "a string") }
            return string
        }

        func bool(_ key: String) throws(ConfigurationError) -> Bool? {
            guard let value = table[key] else { return nil }
            guard let bool = value.bool else { throw mismatch(key, "true or false") }
            return bool
        }

        func int(_ key: String) throws(ConfigurationError) -> Int? {
            guard let value = table[key] else { return nil }
            guard let int = value.int else { throw mismatch(key, "a whole number") }
            return int
        }

        func number(_ key: String) throws(ConfigurationError) -> Double? {
            guard let value = table[key] else { return nil }
            if let int = value.int { return Double(int) }
            guard let double = value.double else { throw mismatch(key, "a number") }
            return double
        }

        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(ConfigurationError) -> T?
        where T.RawValue == String {
            guard let raw = try string(key) else { return nil }
            guard let value = T(rawValue: raw) else {
                throw .invalidFile(
                    path: path, line: line(of: key), column: nil,
                    reason: "'\(key)' must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not '\(TerminalText.sanitize(raw))'"
                )
            }
            return value
        }

        /// The line that sets the top-level `key` (TOMLKit keeps no positions for values).
        private func line(of key: String) -> Int? {
            let spellings = [key, "\"\(key)\"", "'\(key)'"]
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let start = line.drop { $0 == " " || $0 == "\t" }
                for spelling in spellings where start.hasPrefix(spelling) {
                    if start.dropFirst(spelling.count).drop(while: { $0 == " " || $0 == "\t" }).first == "=" { return index + 1 }
                }
            }
            return nil
        }

        private func mismatch(_ key: String, _ expected: String) -> ConfigurationError {
            .invalidFile(path: path, line: line(of: key), column: nil, reason: "'\(key)' must be \(expected)")
        }
    }
}
