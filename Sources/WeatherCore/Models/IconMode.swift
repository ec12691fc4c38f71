/// The characters the screen draws with: `unicode` symbols, `ascii` (7-bit text, borders through the
/// terminal's line-drawing set) or `nerd` (Nerd Font weather glyphs).
public enum IconMode: String, Sendable, Codable, CaseIterable {
    case unicode
    case ascii
    case nerd

    /// ascii when the locale is not UTF-8 or the terminal is the Linux console, else unicode; nerd is
    /// only ever asked for. The locale is the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set, as POSIX
    /// orders them; none set is the C locale, which is ASCII.
    public static func automatic(environment: [String: String]) -> IconMode {
        if environment["TERM"] == "linux" { return .ascii }
        return localeIsUTF8(environment: environment) ? .unicode : .ascii
    }

    /// Whether the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set names UTF-8 as its codeset.
    public static func localeIsUTF8(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // language_TERRITORY.codeset@modifier: only the codeset says UTF-8 ("UTF-8", "utf8").
        let codeset = locale.split(separator: ".", maxSplits: 1).dropFirst().first?.split(separator: "@").first ?? ""
        return codeset.lowercased().filter { $0 != "-" } == "utf8"
    }
}
