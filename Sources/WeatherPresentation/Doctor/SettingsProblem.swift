import WeatherCore

/// A setting the app would stop at (exit status 2): the config file's, with its file and line where it
/// has them, the environment's or the command line's.
public enum SettingsProblem: Equatable {
    case configuration(ConfigurationError)
    /// The config file's `format` template.
    case template(StatusLineTemplate.ParseError, path: String, line: Int?)
}
