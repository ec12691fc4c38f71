import WeatherCore

extension Strings {
    /// A warning about the settings, for standard error after "warning: ".
    public func settingsWarning(_ warning: SettingsWarning) -> String {
        switch warning {
        case let .languageNeedsUTF8(language):
            text(.languageNeedsUTF8(language: language.englishName, locale: language.exampleLocale))
        case let .keyReadableByOthers(path, mode):
            text(.keyReadableByOthers(path: path, mode: mode))
        }
    }
}
