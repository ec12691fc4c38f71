/// What this binary is: the version and homepage from the repository's VERSION file, and the commit it
/// was built from, which the build plugin writes into this target.
public enum WeatherTUIBuild {
    public static let version = generatedVersion
    /// Where users reach the maintainers.
    public static let homepage = generatedHomepage
    /// The abbreviated commit; nil for a build outside git from an archive that did not record it.
    public static let commit = generatedCommit

    /// What `--version` prints: "weathertui 0.4.0 (a1b2c3d)".
    public static var versionLine: String {
        "weathertui \(version) (\(commit ?? "commit unknown"))"
    }

    /// The identifying User-Agent that MET Norway's and the NWS's terms ask for: the application, its
    /// version and a way to reach the maintainers.
    public static var userAgent: String {
        "weathertui/\(version) (+\(homepage))"
    }
}
