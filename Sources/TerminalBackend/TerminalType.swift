/// Which terminfo entry to drive the terminal with. Modern terminals set `TERM` to names that a host
/// without the `ncurses-term` package does not know (common over ssh); they all speak xterm's language,
/// so those names fall back to a close relative instead of refusing to start.
public enum TerminalType {
    /// The entries to try, in order, when `name` itself is unknown.
    public static func fallbacks(for name: String) -> [String] {
        if name.hasPrefix("tmux") || name.hasPrefix("screen") { return ["tmux-256color", "screen-256color", "screen"] }
        let xtermCompatible = ["xterm-kitty", "kitty", "alacritty", "wezterm", "foot", "foot-extra", "ghostty",
                               "xterm-ghostty", "contour", "rio", "st-256color", "konsole", "konsole-256color",
                               "gnome", "gnome-256color", "vte", "vte-256color", "iterm2", "mintty", "putty",
                               "putty-256color", "rxvt-unicode", "rxvt-unicode-256color"]
        if name.hasPrefix("xterm") || xtermCompatible.contains(name) { return ["xterm-256color", "xterm"] }
        return []
    }

    /// `TERM` cleaned for a message: printable ASCII, at most 40 characters.
    static func printableName(_ name: String?) -> String {
        guard let name else { return "(unset)" }
        return String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }.prefix(40))
    }
}
