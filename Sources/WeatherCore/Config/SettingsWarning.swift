/// Something about the settings a run says on standard error before it goes on: what it does otherwise
/// than asked, or a risk it sees. `Strings.settingsWarning(_:)` says it in words.
public enum SettingsWarning: Hashable, Sendable {
    /// The language needs more than the 7-bit glyphs in use: the words are English.
    case languageNeedsUTF8(Language)
    /// The config file holds `api_key` but other users may read it; `mode` in octal, "644".
    case keyReadableByOthers(path: String, mode: String)
}
