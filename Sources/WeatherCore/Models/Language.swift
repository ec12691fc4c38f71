/// The languages weathertui speaks. The raw value is what `--lang` and `lang =` take, and the ISO 639
/// code a locale name starts with.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
    case korean = "ko"
    case japanese = "ja"
    case simplifiedChinese = "zh"
    case german = "de"
    case french = "fr"
    case spanish = "es"

    /// The language a locale name asks for, nil when weathertui does not speak it. Chinese is Simplified
    /// only: a Traditional script, or Taiwan, Hong Kong or Macau without a script, is not spoken.
    public init?(locale: LocaleName) {
        guard let code = locale.language else { return nil }
        if code == "zh", !Self.isSimplifiedChinese(locale) { return nil }
        self.init(rawValue: code)
    }

    private static func isSimplifiedChinese(_ locale: LocaleName) -> Bool {
        if let script = locale.script { return script == "Hans" }
        return !["TW", "HK", "MO"].contains(locale.territory ?? "")
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

    /// Whether 7-bit glyphs can show the language's text; a language they cannot is shown in English there.
    public var isWrittenInASCII: Bool {
        switch self {
        case .english: true
        case .korean: false
        case .japanese: false
        case .simplifiedChinese: false
        case .german, .french, .spanish: false
        }
    }

    /// The language's name in the English of the warning that it cannot be shown.
    public var englishName: String {
        switch self {
        case .english: "English"
        case .korean: "Korean"
        case .japanese: "Japanese"
        case .simplifiedChinese: "Simplified Chinese"
        case .german: "German"
        case .french: "French"
        case .spanish: "Spanish"
        }
    }

    /// A UTF-8 locale that chooses the language, for that warning's advice.
    public var exampleLocale: String {
        switch self {
        case .english: "en_US.UTF-8"
        case .korean: "ko_KR.UTF-8"
        case .japanese: "ja_JP.UTF-8"
        case .simplifiedChinese: "zh_CN.UTF-8"
        case .german: "de_DE.UTF-8"
        case .french: "fr_FR.UTF-8"
        case .spanish: "es_ES.UTF-8"
        }
    }
}
