/// The languages weathertui speaks.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// Reads `LC_ALL`, then `LC_MESSAGES`, then `LANG` the way POSIX orders them: `ko_KR.UTF-8` is Korean,
    /// anything else English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }
}
