import WeatherCore

/// Everything `weathertui doctor` found, for `DoctorReport` to put in words: the build, the config file
/// and the settings made of it (and where each came from), the cache directory, the terminal, and what
/// the services answered for the place.
public struct DoctorFindings {
    /// "weathertui 0.4.0 (a1b2c3d)".
    public var version: String
    public var configFile: String
    public var configFileFound: Bool
    /// What the app would stop at, in the order it finds them.
    public var problems: [SettingsProblem]
    /// What the app would warn of on standard error.
    public var warnings: [SettingsWarning]
    /// The settings the services were asked with; nil when none could be made (and nothing was asked).
    public var settings: ResolvedSettings?
    /// Whether `settings` leave the config file out, because of its problems.
    public var settingsLeaveOutConfigFile: Bool
    /// The language the report is in, and what chose it.
    public var language: Language
    public var languageOrigin: SettingOrigin
    public var cacheDirectory: String
    public var cacheStatus: CacheDirectoryStatus
    public var terminal: TerminalFacts
    /// The process's environment: the locale, the certificate variables and `NO_COLOR` are read from it.
    public var environment: [String: String]
    public var checkup: ServiceCheckup.Result?

    public init(
        version: String, configFile: String, configFileFound: Bool, problems: [SettingsProblem], warnings: [SettingsWarning],
        settings: ResolvedSettings?, settingsLeaveOutConfigFile: Bool, language: Language, languageOrigin: SettingOrigin,
        cacheDirectory: String, cacheStatus: CacheDirectoryStatus, terminal: TerminalFacts, environment: [String: String],
        checkup: ServiceCheckup.Result?
    ) {
        self.version = version
        self.configFile = configFile
        self.configFileFound = configFileFound
        self.problems = problems
        self.warnings = warnings
        self.settings = settings
        self.settingsLeaveOutConfigFile = settingsLeaveOutConfigFile
        self.language = language
        self.languageOrigin = languageOrigin
        self.cacheDirectory = cacheDirectory
        self.cacheStatus = cacheStatus
        self.terminal = terminal
        self.environment = environment
        self.checkup = checkup
    }

    /// How many things are wrong: each problem of the settings, an unusable cache directory, no place,
    /// and each service needed that did not answer. `weathertui doctor` exits 1 when there is any.
    public var problemCount: Int {
        var count = problems.count + (cacheStatus.isUsable ? 0 : 1)
        if let checkup {
            if case .notFound = checkup.place { count += 1 }
            count += checkup.checks.filter(\.failed).count
        }
        return count
    }
}
