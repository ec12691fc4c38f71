/// A problem with the command line, the config file or the environment: exit code 2.
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidEnvironment(variable: String, reason: String)
    case unreadableFile(path: String, reason: String)
    case invalidFile(path: String, line: Int?, column: Int?, reason: String)
    case invalidValue(key: String, value: String, expected: String)
    case missingAPIKey(provider: String)

    public var description: String {
        switch self {
        case let .invalidEnvironment(variable, reason):
            return "\(variable): \(reason)"
        case let .unreadableFile(path, reason):
            return "\(path): \(reason)"
        case let .invalidFile(path, line, column, reason):
            let position = [line.map { "line \($0)" }, column.map { "column \($0)" }].compactMap { $0 }.joined(separator: ", ")
            return position.isEmpty ? "\(path): \(reason)" : "\(path) (\(position)): \(reason)"
        case let .invalidValue(key, value, expected):
            return "\(key): '\(TerminalText.sanitize(value))' is not valid; expected \(expected)"
        case let .missingAPIKey(provider):
            return "\(provider) needs an API key: set OPENWEATHER_API_KEY or api_key in the config file"
        }
    }
}
