/// How a locale name chooses the language, from the patterns of po/languages.txt.
extension Language {
    /// The language a locale name asks for, nil when weathertui does not speak it: the most specific of
    /// `localePatterns` that matches decides (a Traditional Chinese name matches one that chooses none).
    public init?(locale: LocaleName) {
        guard let language = LocalePattern.choice(for: locale, among: Self.localePatterns) else { return nil }
        self = language
    }

    /// Reads `LC_ALL`, then `LC_MESSAGES`, then `LANG` the way POSIX orders them: the first one set
    /// decides, and a language weathertui does not speak (or `C`) is English, without an error.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        choice(in: environment).language
    }

    /// The language the environment chooses and the variable that chose it; none set is English, by default.
    public static func choice(in environment: [String: String]) -> (language: Language, origin: SettingOrigin) {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return (Language(locale: LocaleName(value)) ?? .english, .environment(variable: key))
        }
        return (.english, .defaultValue)
    }
}
