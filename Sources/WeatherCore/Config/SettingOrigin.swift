/// Where a setting's value came from, for `weathertui doctor` to say.
public enum SettingOrigin: Hashable, Sendable {
    case commandLine
    case configFile
    case environment(variable: String)
    /// Nothing set it.
    case defaultValue
}
