import ArgumentParser
import BuildInfo
import CProcessMemory
import Glibc
import WeatherCore
import WeatherPresentation

struct WeatherTUICommand: LaunchCommand {
    static let configuration = CommandConfiguration(
        commandName: "weathertui",
        abstract: "A full-screen terminal weather dashboard: current weather (against yesterday and the normal), a temperature and rain graph, and the forecast by 3 hours, by hour or by day.",
        discussion: asksForHelp ? discussion : "",
        version: WeatherTUIBuild.versionLine,
        subcommands: [DoctorCommand.self, WatchCommand.self, RadarCommand.self]
    )

    /// The list of keys is made from the key maps, which looks up the catalog: only worth its time when
    /// the help is shown, not in a status bar's poll.
    private static var discussion: String {
        """
        Keys: \(KeyMaps.main.summary), \(KeyMaps.message.summary); in the location prompt \(KeyMaps.prompt.summary); in the places view (p) \(KeyMaps.places.summary) (see the man page).
        Config file: $XDG_CONFIG_HOME/weathertui/config.toml (same keys as the flags, plus api_key).
        The OpenWeather key is read from OPENWEATHER_API_KEY or the config file, never from a flag.
        Exit codes: 0 success (also with stored data when offline), 1 no data (--once, --json, --format, --waybar), 2 usage or configuration error.
        To report a bug, paste what `weathertui doctor` prints (see `weathertui help doctor`).
        """
    }

    /// Whether the arguments ask for the help (or the argument parser's dump of it, which the manual tools read).
    private static var asksForHelp: Bool {
        CommandLine.arguments.dropFirst().contains { ["-h", "--help", "-help", "help", "--experimental-dump-help"].contains($0) }
    }

    /// The settings' options, shared with `doctor`.
    @OptionGroup
    var settings: SettingsOptions

    @OptionGroup(title: "Output (one of them; none: the full-screen dashboard)")
    var output: OutputChoice

    @Option(help: ArgumentHelp("With --format and several --location: TEXT between the places' lines instead of a line break.", valueName: "text"))
    var separator: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --once, --json, --format or --waybar: use the stored report without asking the service while it is younger than this many seconds (0 to 86400; default 600 for --format and --waybar, 0 otherwise).",
            valueName: "seconds"
        )
    )
    var freshFor: Int?

    @Flag(help: "Show bundled sample data: no network, no key.")
    var demo = false

    @Flag(help: "Print what to paste into a bug report and exit: the same as the doctor subcommand.")
    var doctor = false

    /// What was given, as plain values.
    var options: CommandLineOptions {
        var options = settings.options
        options.separator = separator
        options.output = output.mode
        options.format = output.format
        options.freshFor = freshFor
        options.demo = demo
        options.doctor = doctor
        return options
    }

    /// ArgumentParser validates this root command too when `watch` or `radar` runs, with the options they
    /// share (they may stand after the subcommand's name): `watch` takes several `--location`s, which the
    /// dashboard refuses, `radar` a `--json` of its own, and each checks its options itself.
    func validate() throws {
        let subcommands = [WatchCommand.configuration.commandName ?? "watch", RadarCommand.configuration.commandName ?? "radar"]
        guard !CommandLine.arguments.dropFirst().contains(where: subcommands.contains) else { return }
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
        // The allocations come from several threads (the main actor's, the HTTP client's event loop,
        // dispatch's workers), and glibc gives each thread its own arena, which keeps what that thread
        // freed and grows a page at a time (an mprotect call each, where the main arena grows by its
        // padding): one arena for all, set before any thread starts.
        mallopt(M_ARENA_MAX, 1)
        StandardStreams.reserveClosedDescriptors()
        StandardStreams.reportFailedWritesAsErrors()
        let environment = ProcessEnvironment.current()
        let directories = AppDirectories.fromEnvironment(environment)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let memo = CommandLineMemo<CommandLineOptions>.ofThisBuild(for: arguments, in: directories)
        do {
            let options: CommandLineOptions
            if let remembered = memo?.options(for: arguments), (try? remembered.validate()) != nil {
                options = remembered
            } else {
                var command = try parsedOnItsOwn(parseAsRoot(arguments), from: arguments)
                if let launching = launchOptions(of: command) {
                    options = launching
                } else {
                    try command.run()
                    return
                }
            }
            // After the run, so that a first poll prints before it writes; `doctor` and `watch` write nothing there.
            defer { if !options.doctor, !options.watch { memo?.remember(options, for: arguments) } }
            try await Launch(options: options, environment: environment, directories: directories).run()
        } catch let error as ExitCode {
            Glibc.exit(error.rawValue)
        } catch {
            let mistake = error as? SubcommandMistake
            let code = exitCode(for: mistake?.error ?? error)
            let message = TerminalText.sanitizeMessage(mistake?.message ?? fullMessage(for: error))
            if code == .success {
                StandardStreams.writeOutput(message + "\n", strings: .beforeSettings(language: nil, icons: nil, environment: ProcessEnvironment.current()))
                Glibc.exit(0)
            }
            StandardStreams.writeError(message)
            Glibc.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

extension WeatherTUICommand {
    /// The options of a parsed command that launches a run (the `LaunchCommand`s); nil for the others
    /// (the help, a completion script). Named one by one: a cast to `any LaunchCommand` has the runtime
    /// search every conformance in the program, twice, at every parse.
    static func launchOptions(of command: any ParsableCommand) -> CommandLineOptions? {
        switch command {
        case let root as WeatherTUICommand: root.options
        case let doctor as DoctorCommand: doctor.options
        case let watch as WatchCommand: watch.options
        case let radar as RadarCommand: radar.options
        default: nil
        }
    }
}

extension WeatherTUICommand {
    /// A subcommand's command line that the subcommand itself refuses.
    struct SubcommandMistake: Error {
        let command: any ParsableCommand.Type
        let error: any Error

        /// The subcommand's message, with its usage as this root command shows it ("weathertui radar").
        var message: String {
            let name = [WeatherTUICommand.configuration.commandName, command.configuration.commandName].compactMap(\.self).joined(separator: " ")
            return "Error: \(command.message(for: error))\nUsage: \(usageString(for: command))\n  See '\(name) --help' for more information."
        }
    }

    /// `command` as it parses the command line on its own where it is a subcommand. The parser gives an
    /// option that this root command has to it wherever the option stands, also after a subcommand's
    /// name, and the root command does not run: a subcommand's option of the same name (`radar
    /// --screen-reader`) would not be set, an option only the root has (`radar --demo`) would be dropped
    /// without a word. Parsed on its own, without its name, the subcommand takes every option it has and
    /// refuses those it does not as unknown. Where the name stands more than once (`--location radar
    /// radar`), the first of its places that parses is the subcommand's.
    static func parsedOnItsOwn(_ command: any ParsableCommand, from arguments: [String]) throws(SubcommandMistake) -> any ParsableCommand {
        let subcommand = type(of: command)
        guard configuration.subcommands.contains(where: { $0 == subcommand }), let name = subcommand.configuration.commandName else { return command }
        var refusal: (any Error)?
        for index in arguments.indices where arguments[index] == name {
            var own = arguments
            own.remove(at: index)
            do {
                return try subcommand.parse(own)
            } catch {
                refusal = refusal ?? error
            }
        }
        guard let refusal else { return command }
        throw SubcommandMistake(command: subcommand, error: refusal)
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
