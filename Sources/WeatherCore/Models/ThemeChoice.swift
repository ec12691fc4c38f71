/// The colour theme asked for; `auto` picks dark or light from what the terminal says.
public enum ThemeChoice: String, Sendable, Codable, CaseIterable {
    case auto
    case dark
    case light
    case mono
}
