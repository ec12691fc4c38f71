import WeatherCore
import WeatherPresentation

extension Strings {
    /// The words of a message written before the settings are known, or when they cannot be: the
    /// language of `--lang`, else of the locale; English where the glyphs are 7-bit, as on screen.
    static func beforeSettings(language: Language?, icons: IconMode?, environment: [String: String]) -> Strings {
        let icons = icons ?? IconMode.automatic(environment: environment)
        let language = language ?? Language.fromEnvironment(environment)
        return Strings(language: icons == .ascii && !language.isWrittenInASCII ? .english : language, glyphs: Glyphs(icons))
    }
}
