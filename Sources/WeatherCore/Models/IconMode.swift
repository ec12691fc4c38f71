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
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let codeset = locale.lowercased()
        return codeset.contains("utf-8") || codeset.contains("utf8") ? .unicode : .ascii
    }
}
