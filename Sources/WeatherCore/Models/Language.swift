/// The languages weathertui speaks. The raw value is what `--lang` and `lang =` take, and the ISO 639
/// code a locale name starts with.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language a locale name asks for, nil when weathertui does not speak it.
    public init?(locale: LocaleName) {
        guard let code = locale.language else { return nil }
        self.init(rawValue: code)
    }

    /// Reads `LC_ALL`, then `LC_MESSAGES`, then `LANG` the way POSIX orders them: the first one set
    /// decides, and a language weathertui does not speak (or `C`) is English, without an error.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return Language(locale: LocaleName(value)) ?? .english
        }
        return .english
    }
}
