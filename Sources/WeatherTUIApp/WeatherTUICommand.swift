import ArgumentParser
import BuildInfo
import Glibc
import WeatherCore
import WeatherPresentation

struct WeatherTUICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weathertui",
        abstract: "A full-screen terminal weather dashboard: current weather (against yesterday and the normal), a temperature and rain graph, and the forecast by 3 hours, by hour or by day.",
        discussion: asksForHelp ? discussion : "",
        version: WeatherTUIBuild.versionLine
    )

    /// The list of keys is made from the key maps, which looks up the catalog: only worth its time when
    /// the help is shown, not in a status bar's poll.
    private static var discussion: String {
        """
        Keys: \(KeyMaps.main.summary), \(KeyMaps.message.summary); in the location prompt \(KeyMaps.prompt.summary); in the places view (p) \(KeyMaps.places.summary) (see the man page).
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
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A place name (\"Seoul\", \"Springfield, MO\") or coordinates (\"37.57,126.98\", \"-33.9, 151.2\"). Default: IP lookup. Given more than once, --once, --json, --format and --waybar show every place (one request for them all with Open-Meteo).",
            valueName: "location"
        )
    )
    var location: [String] = []

    @Option(help: "Weather service: open-meteo (no key), met-norway (MET Norway, no key) or openweather (needs a key).")
    var provider: ProviderID?

    @Flag(help: "Show only the chosen service's forecast: when it fails, do not fall back to the other keyless one (open-meteo and met-norway back each other up; openweather falls back to open-meteo).")
    var noFallback = false

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

    // The numbers are taken as they stand even when they start with a minus, so that -1 is out of range,
    // not a missing value followed by an unknown option.
    @Option(parsing: .unconditional, help: "Refresh automatically every this many seconds (60 to 86400; off by default).")
    var refreshInterval: Int?

    @Option(
        parsing: .unconditional,
        help: "With --once, --json, --format or --waybar: stored (offline) data older than this many seconds is no data, exit 1 (0 to 2592000)."
    )
    var maxAge: Int?

    @OptionGroup(title: "Output (one of them; none: the full-screen dashboard)")
    var output: OutputChoice

    @Option(help: ArgumentHelp("With --format and several --location: TEXT between the places' lines instead of a line break.", valueName: "text"))
    var separator: String?

    @Option(
        parsing: .unconditional,
        help: "With --once, --json, --format or --waybar: use the stored report without asking the service while it is younger than this many seconds (0 to 86400; default 600 for --format and --waybar, 0 otherwise)."
    )
    var freshFor: Int?

    @Flag(help: "Show bundled sample data: no network, no key.")
    var demo = false

    /// What was given, as plain values.
    var options: CommandLineOptions {
        CommandLineOptions(
            locations: location, separator: separator, provider: provider, noFallback: noFallback, units: units, temperatureUnit: temperatureUnit, windUnit: windUnit,
            pressureUnit: pressureUnit, precipitationUnit: precipitationUnit, lang: lang, clock: clock, airIndex: airIndex,
            theme: theme, icons: icons, noIPLookup: noIPLookup, noMouse: noMouse, refreshInterval: refreshInterval, maxAge: maxAge,
            output: output.mode, format: output.format, freshFor: freshFor, demo: demo
        )
    }

    func validate() throws {
        try options.validate()
    }

    /// Usage and configuration errors exit with 2, as the user guide promises (ArgumentParser's own default
    /// is 64). Messages that echo the command line are sanitised: an argument can hold escape sequences.
    /// Everything up to the dashboard's first frame runs on the main actor, where the dashboard lives,
    /// without a hop between executors.
    ///
    /// A command line run before by this build starts from the options it was parsed to then: the
    /// parser's reflection over the command's properties is most of a status-bar poll's own work.
    @MainActor
    static func main() async {
        StandardStreams.reserveClosedDescriptors()
        StandardStreams.reportBrokenPipesAsErrors()
        let environment = ProcessEnvironment.current()
        let directories = AppDirectories.fromEnvironment(environment)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let memo = CommandLineMemo<CommandLineOptions>.ofThisBuild(for: arguments, in: directories)
        do {
            let options: CommandLineOptions
            if let remembered = memo?.options(for: arguments), (try? remembered.validate()) != nil {
                options = remembered
            } else {
                var command = try parseAsRoot(arguments)
                guard let weatherCommand = command as? WeatherTUICommand else {
                    try command.run()
                    return
                }
                options = weatherCommand.options
            }
            // After the run, so that a first poll prints before it writes.
            defer { memo?.remember(options, for: arguments) }
            try await Launch(options: options, environment: environment, directories: directories).run()
        } catch let error as ExitCode {
            Glibc.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = TerminalText.sanitizeMessage(fullMessage(for: error))
            if code == .success {
                StandardStreams.writeOutput(message + "\n", strings: .beforeSettings(language: nil, icons: nil, environment: ProcessEnvironment.current()))
                Glibc.exit(0)
            }
            StandardStreams.writeError(message)
            Glibc.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    func run() async throws {
        let environment = ProcessEnvironment.current()
        try await Launch(options: options, environment: environment, directories: AppDirectories.fromEnvironment(environment)).run()
    }
}

extension CommandLineMemo<CommandLineOptions> {
    /// The memo in the cache directory, of this build's command lines. None for a command line with
    /// `--demo`, which reads and writes nothing in the cache.
    static func ofThisBuild(for arguments: [String], in directories: AppDirectories) -> Self? {
        guard !arguments.contains("--demo"), let binary = runningBinary(version: WeatherTUIBuild.versionLine) else { return nil }
        return Self(file: directories.commandLineMemoFile, binary: binary)
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
