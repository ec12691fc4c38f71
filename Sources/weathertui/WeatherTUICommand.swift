import ArgumentParser
import FoundationEssentials
import Glibc
import WeatherCore
import WeatherPresentation

@main
struct WeatherTUICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weathertui",
        abstract: "A full-screen terminal weather dashboard: current weather, a temperature and rain graph, and the forecast by 3 hours, by hour or by day.",
        discussion: asksForHelp ? discussion : "",
        version: WeatherTUIVersion.current
    )

    /// The list of keys is made from the key maps, which looks up the catalog: only worth its time when
    /// the help is shown, not in a status bar's poll.
    private static var discussion: String {
        """
        Keys: \(KeyMaps.main.summary), \(KeyMaps.message.summary); in the location prompt \(KeyMaps.prompt.summary) (see the man page).
        Config file: $XDG_CONFIG_HOME/weathertui/config.toml (same keys as the flags, plus api_key).
        The OpenWeather key is read from OPENWEATHER_API_KEY or the config file, never from a flag.
        Exit codes: 0 success (also with stored data when offline), 1 no data (--once, --json, --format, --waybar), 2 usage or configuration error.
        """
    }

    /// Whether the arguments ask for the help (or the argument parser's dump of it, which the manual tools read).
    private static var asksForHelp: Bool {
        CommandLine.arguments.dropFirst().contains { ["-h", "--help", "-help", "help", "--experimental-dump-help"].contains($0) }
    }

    /// Taken as it stands even when it starts with a minus: southern and western coordinates
    /// (`-33.9,151.2`) are values, not options.
    @Option(
        parsing: .unconditional,
        help: "A place name (\"Seoul\", \"Springfield, MO\") or coordinates (\"37.57,126.98\", \"-33.9, 151.2\"). Default: IP lookup."
    )
    var location: String?

    @Option(help: "Weather service: open-meteo (no key) or openweather (needs a key).")
    var provider: ProviderID?

    @Option(help: "metric or imperial (u switches them while running).")
    var units: UnitSystem?

    @Option(help: "c or f: temperatures, whatever --units says.")
    var temperatureUnit: TemperatureUnit?

    @Option(help: "ms, kmh, mph, kn or bft (Beaufort force): wind speeds, whatever --units says.")
    var windUnit: WindSpeedUnit?

    @Option(help: "hpa, inhg or mmhg: pressure, whatever --units says.")
    var pressureUnit: PressureUnit?

    @Option(help: "mm or in: rain and snow, whatever --units says.")
    var precipitationUnit: PrecipitationUnit?

    @Option(help: "The language of the words, dates and numbers. Default: from LC_ALL / LC_MESSAGES / LANG.")
    var lang: Language?

    @Option(help: "12 or 24: the clock times are shown in. Default: 12 in an English locale that uses it (en_US; LC_ALL, then LC_TIME, then LANG), else 24.")
    var clock: ClockFormat?

    @Option(help: "us or european: the air-quality index shown. Default: european in Europe, us elsewhere.")
    var airIndex: AirIndexScale?

    @Option(help: "auto, dark, light or mono. NO_COLOR forces mono.")
    var theme: ThemeChoice?

    @Option(help: "unicode, ascii or nerd (Nerd Font glyphs). Default: ascii when the locale is not UTF-8 or TERM is linux, else unicode.")
    var icons: IconMode?

    @Flag(help: "Never look up the location from the IP address.")
    var noIPLookup = false

    @Flag(help: "Leave the mouse to the terminal (its own selection) instead of wheel scrolling and clicks.")
    var noMouse = false

    @Option(help: "Refresh automatically every this many seconds (60 to 86400; off by default).")
    var refreshInterval: Int?

    @Option(help: "With --once, --json, --format or --waybar: stored (offline) data older than this many seconds is no data, exit 1 (0 to 2592000).")
    var maxAge: Int?

    @OptionGroup(title: "Output (one of them; none: the full-screen dashboard)")
    var output: OutputChoice

    @Option(help: "With --once, --json, --format or --waybar: use the stored report without asking the service while it is younger than this many seconds (0 to 86400; default 600 for --format and --waybar, 0 otherwise).")
    var freshFor: Int?

    @Flag(help: "Show bundled sample data: no network, no key.")
    var demo = false

    func validate() throws {
        // The template is checked here, not in OutputChoice, so its error is worded in the user's language.
        if let format = output.format {
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

    /// Usage and configuration errors exit with 2, as the README promises (ArgumentParser's own default
    /// is 64). Messages that echo the command line are sanitised: an argument can hold escape sequences.
    /// Everything up to the dashboard's first frame runs on the main actor, where the dashboard lives,
    /// without a hop between executors.
    @MainActor
    static func main() async {
        StandardStreams.reportBrokenPipesAsErrors()
        do {
            var command = try parseAsRoot()
            if let weatherCommand = command as? WeatherTUICommand {
                try await weatherCommand.start()
            } else {
                try command.run()
            }
        } catch let error as ExitCode {
            Glibc.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = TerminalText.sanitizeMessage(fullMessage(for: error))
            if code == .success {
                StandardStreams.writeOutput(message + "\n")
                Glibc.exit(0)
            }
            StandardStreams.writeError(message)
            Glibc.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    func run() async throws {
        try await start()
    }

    @MainActor
    private func start() async throws {
        let environment = ProcessEnvironment.current()
        let directories = AppDirectories.fromEnvironment(environment)
        let settings: ResolvedSettings
        do {
            let file = try ConfigFileLoader.load(from: directories.configFile)
            settings = try ResolvedSettings.resolve(flags: flags, file: file, environment: environment)
            if let file, let warning = ConfigFileLoader.exposedKeyWarning(for: directories.configFile, settings: file) {
                StandardStreams.writeError("weathertui: warning: \(warning)")
            }
        } catch {
            let strings = Strings.beforeSettings(language: lang, icons: icons, environment: environment)
            StandardStreams.writeError("weathertui: " + strings.configurationError(error))
            throw ExitCode(2)
        }
        let strings = Strings(language: settings.language, glyphs: Glyphs(settings.icons))
        for warning in settings.warnings {
            StandardStreams.writeError("weathertui: warning: \(warning)")
        }
        if demo, let location = settings.location {
            StandardStreams.writeError("weathertui: \(Self.demoIgnores(location, strings: strings))")
        }
        if demo, provider == .openWeather {
            StandardStreams.writeError("weathertui: " + strings.demoProviderNotUsed)
        }
        let mode: RunMode
        do {
            mode = try output.runMode(template: settings.format, glyphs: Glyphs(settings.icons))
        } catch {
            StandardStreams.writeError("weathertui: " + strings.templateError(error))
            throw ExitCode(2)
        }
        if case .dashboard = mode, isatty(0) == 0 || isatty(1) == 0 {
            StandardStreams.writeError("weathertui: standard output is not a terminal; use --once, --json or --format for text output")
            throw ExitCode(2)
        }
        let air = if case let .oneShot(format) = mode { format.showsAir } else { true }
        let makeServices = { [demo] in
            try Services(settings: settings, directories: directories, environment: environment, demo: demo, air: air)
        }
        // --demo touches no real cache: nothing stored is read, nothing is written.
        let stored = demo ? nil : StoredReport(
            store: ReportStore(directory: directories.cacheDirectory), key: settings.location.map(ReportStore.Key.query) ?? .lastPlace
        )
        let status: Int32
        switch mode {
        case .dashboard:
            status = await DashboardApp(settings: settings, environment: environment, stored: stored, makeServices: makeServices).run()
        case let .oneShot(format):
            status = await OneShotRun(
                settings: settings, cacheDirectory: directories.cacheDirectory, stored: stored,
                output: OneShotOutput(settings: settings, format: format),
                freshFor: settings.freshFor ?? OneShotRun.defaultFreshFor(format), makeServices: makeServices
            ).run()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `--demo` has the bundled data of one place: a location asked for is said to be unused, not dropped in silence.
    private static func demoIgnores(_ location: LocationQuery, strings: Strings) -> String {
        let asked = switch location {
        case let .name(name): "'\(name)'"
        case let .coordinate(coordinate): coordinate.formatted
        }
        return strings.demoLocationNotUsed(place: DemoWeatherProvider.place.displayName, asked: asked)
    }

    /// The flags given, in the config file's terms, so they can override it key by key.
    private var flags: ConfigFileSettings {
        ConfigFileSettings(
            location: location, provider: demo ? .openMeteo : provider, units: units, temperatureUnit: temperatureUnit, windSpeedUnit: windUnit,
            pressureUnit: pressureUnit, precipitationUnit: precipitationUnit, language: lang, clock: clock, airIndex: airIndex, theme: theme,
            icons: icons, ipLookup: noIPLookup ? false : nil, mouse: noMouse ? false : nil, refreshInterval: refreshInterval, maxAge: maxAge,
            freshFor: freshFor, format: output.format
        )
    }
}

extension ProviderID: CommandLineChoice {}
extension UnitSystem: CommandLineChoice {}
extension Language: CommandLineChoice {}
extension ThemeChoice: CommandLineChoice {}
extension ClockFormat: CommandLineChoice {}
extension AirIndexScale: CommandLineChoice {}
extension TemperatureUnit: CommandLineChoice {}
extension WindSpeedUnit: CommandLineChoice {}
extension PressureUnit: CommandLineChoice {}
extension PrecipitationUnit: CommandLineChoice {}
extension IconMode: CommandLineChoice {}
