/// The colour theme asked for; `auto` picks dark or light from what the terminal says.
public enum ThemeChoice: String, Sendable, Codable, CaseIterable {
    case auto
    case dark
    case light
    case mono
    /// The terminal's own foreground and background only, with bold and reverse: readable on any palette.
    case highContrast = "high-contrast"
}
