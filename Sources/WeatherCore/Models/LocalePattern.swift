/// A locale name of po/languages.txt that chooses a language, or none: `de`, `en_US`, `zh_Hans`, `!zh_TW`.
struct LocalePattern: Sendable {
    var language: String
    var script: String?
    var territory: String?
    /// nil: a name that matches chooses no language, so English.
    var chooses: Language?

    func matches(_ locale: LocaleName) -> Bool {
        locale.language == language && (script == nil || locale.script == script) && (territory == nil || locale.territory == territory)
    }

    /// A script says more than a territory, and either more than the language alone.
    var specificity: Int { (script == nil ? 0 : 2) + (territory == nil ? 0 : 1) }

    /// What the most specific of `patterns` matching `locale` chooses; nil when none matches.
    static func choice(for locale: LocaleName, among patterns: [LocalePattern]) -> Language? {
        var best: LocalePattern?
        for pattern in patterns where pattern.matches(locale) && pattern.specificity > best?.specificity ?? -1 {
            best = pattern
        }
        return best?.chooses
    }
}
