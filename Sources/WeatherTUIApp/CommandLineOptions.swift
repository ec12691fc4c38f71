import ArgumentParser
import WeatherCore
import WeatherPresentation

/// What a command line asks for, as plain values: what `WeatherTUICommand` parsed, or what the memo of
/// command lines kept from parsing the same one before.
struct CommandLineOptions: Codable, Equatable, Sendable {
    /// Every `--location`, in order: several are for the one-shot modes.
    var locations: [String] = []
    /// What `--format` puts between the lines of several places; nil: a line break.
    var separator: String?
    var provider: ProviderID?
    var noFallback = false
    var units: UnitSystem?
    var temperatureUnit: TemperatureUnit?
    var windUnit: WindSpeedUnit?
    var pressureUnit: PressureUnit?
    var precipitationUnit: PrecipitationUnit?
    var lang: Language?
    var clock: ClockFormat?
    var airIndex: AirIndexScale?
    var theme: ThemeChoice?
    var icons: IconMode?
    var noIPLookup = false
    var noMouse = false
    var noNotify = false
    /// `--screen-reader` or `--no-screen-reader`; nil: neither.
    var screenReader: Bool?
    var refreshInterval: Int?
    var maxAge: Int?
    var output: OutputFlag?
    var format: String?
    var freshFor: Int?
    var demo = false
    /// `doctor` or `--doctor`: the report for a bug report, instead of the weather.
    var doctor = false
    /// `watch`: notifications until stopped, instead of the weather.
    var watch = false
    /// `watch --lead`: minutes.
    var watchLead: Int?
    /// `watch --notify-test`: one sample notification, then exit.
    var notifyTest = false
    /// `radar`: the rain radar's sentence (or, with `--json`, its numbers), instead of the weather.
    var radar = false

    /// The checks the types of the values leave to be made; the parser reports them as usage errors.
    func validate() throws {
        if doctor, output != nil || format != nil || separator != nil || freshFor != nil || demo || locations.count > 1 {
            throw ValidationError(
                "doctor checks the place and the services a run would use: give it --location once, and no --once, --json, --waybar, --format, --separator, --fresh-for or --demo."
            )
        }
        if radar, locations.count > 1 {
            throw ValidationError("radar looks round one place: give --location once.")
        }
        if let watchLead, !ResolvedSettings.watchLeadRange.contains(watchLead) {
            throw ValidationError("--lead must be \(ResolvedSettings.watchLeadRange.lowerBound) to \(ResolvedSettings.watchLeadRange.upperBound) minutes.")
        }
        if locations.count > 1, output == nil, format == nil, !watch, !radar {
            throw ValidationError("--location more than once is for --once, --json, --format and --waybar; the dashboard shows one place (p lists more).")
        }
        if separator != nil, format == nil || output != nil {
            throw ValidationError("--separator goes with --format: it is put between the lines of several places.")
        }
        if format != nil, let output, !output.takesTemplate {
            throw ValidationError("--format and --\(output.rawValue) are two output modes: give one (--format goes alone or with --waybar).")
        }
        // Worded in the user's language, which the settings have not decided yet.
        if let format {
            do {
                _ = try StatusLineTemplate(parsing: format, glyphs: .unicode)
            } catch {
                throw ValidationError(Strings.beforeSettings(language: lang, icons: icons, environment: ProcessEnvironment.current()).templateError(error))
            }
        }
        if let freshFor, !ResolvedSettings.freshForRange.contains(freshFor) {
            throw ValidationError(
                "--fresh-for must be \(ResolvedSettings.freshForRange.lowerBound) to \(ResolvedSettings.freshForRange.upperBound) seconds."
            )
        }
        if let refreshInterval, !ResolvedSettings.refreshIntervalRange.contains(refreshInterval) {
            throw ValidationError(
                "--refresh-interval must be \(ResolvedSettings.refreshIntervalRange.lowerBound) to "
                    + "\(ResolvedSettings.refreshIntervalRange.upperBound) seconds."
            )
        }
        if let maxAge, !ResolvedSettings.maxAgeRange.contains(maxAge) {
            throw ValidationError(
                "--max-age must be \(ResolvedSettings.maxAgeRange.lowerBound) to \(ResolvedSettings.maxAgeRange.upperBound) seconds."
            )
        }
    }

    /// The output chosen; `template` is `--format`'s or else the config file's `format`.
    func runMode(template text: String?, glyphs: Glyphs) throws(StatusLineTemplate.ParseError) -> RunMode {
        func template() throws(StatusLineTemplate.ParseError) -> StatusLineTemplate {
            guard let text else { return .conditionAndTemperature }
            return try StatusLineTemplate(parsing: text, glyphs: glyphs)
        }
        switch output {
        case .once: return .oneShot(.text)
        case .json: return .oneShot(.json)
        case .waybar: return .oneShot(.waybar(try template()))
        case nil: return format == nil ? .dashboard : .oneShot(.statusLine(try template()))
        }
    }

    /// The options given, in the config file's terms, so they can override it key by key.
    var flags: ConfigFileSettings {
        ConfigFileSettings(
            location: locations.first, moreLocations: Array(locations.dropFirst()), provider: demo ? .openMeteo : provider, fallback: noFallback ? false : nil, units: units, temperatureUnit: temperatureUnit, windSpeedUnit: windUnit,
            pressureUnit: pressureUnit, precipitationUnit: precipitationUnit, language: lang, clock: clock, airIndex: airIndex, theme: theme,
            icons: icons, ipLookup: noIPLookup ? false : nil, mouse: noMouse ? false : nil, refreshInterval: refreshInterval, maxAge: maxAge,
            freshFor: freshFor, format: format, watchLead: watchLead, notify: noNotify ? false : nil,
            screenReader: screenReader
        )
    }
}

enum RunMode: Equatable {
    case dashboard
    case oneShot(OneShotOutput.Format)
}
