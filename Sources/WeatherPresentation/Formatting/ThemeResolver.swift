import WeatherCore

/// The themes the backend can draw with.
public enum ResolvedTheme: String, Sendable, Hashable {
    case dark
    case light
    case mono
    case highContrast = "high-contrast"

    /// Whether the theme draws in colours; mono and high contrast tell by weight, reverse and character.
    public var usesColor: Bool {
        switch self {
        case .dark, .light: true
        case .mono, .highContrast: false
        }
    }
}

/// Picks the theme: `NO_COLOR` always means monochrome (high contrast, which has no colour, stays); `auto` goes by the background the terminal
/// reported (OSC 11), else by `COLORFGBG` ("15;0" is light text on black), and assumes dark when the
/// terminal does not say.
public enum ThemeResolver {
    /// Whether `choice` needs the terminal's background asked for.
    public static func asksTerminal(_ choice: ThemeChoice, environment: [String: String]) -> Bool {
        choice == .auto && (environment["NO_COLOR"] ?? "").isEmpty
    }

    public static func resolve(
        _ choice: ThemeChoice, environment: [String: String], reportedBackground: BackgroundColor? = nil
    ) -> ResolvedTheme {
        if choice == .highContrast { return .highContrast }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mono }
        switch choice {
        case .highContrast: return .highContrast
        case .dark: return .dark
        case .light: return .light
        case .mono: return .mono
        case .auto:
            if let reportedBackground { return reportedBackground.isLight ? .light : .dark }
            guard let value = environment["COLORFGBG"],
                  let background = value.split(separator: ";").last.flatMap({ Int($0) })
            else { return .dark }
            return background == 7 || background == 15 || (9...14).contains(background) ? .light : .dark
        }
    }
}
