import FoundationEssentials
import Logging
import TerminalBackend
import WeatherCore
import WeatherPresentation

/// `weathertui doctor` (or `--doctor`): what a user pastes into a bug report, on standard output. The
/// settings go through the checks a run makes (the config file, the environment, the command line), and
/// a problem is reported instead of ending the run: a config file that cannot be used is left out and
/// the services are asked without it. The services are then asked as the app asks them
/// (`ServiceCheckup`), through the HTTP client a run makes. Nothing is written to the cache directory.
/// Exit status 0 when nothing is wrong, 1 otherwise.
struct DoctorRun {
    let options: CommandLineOptions
    let environment: [String: String]
    let directories: AppDirectories
    /// "weathertui 0.4.0 (a1b2c3d)".
    let version: String

    @MainActor
    func run() async -> Int32 {
        var findings = settingsFindings(terminal: TerminalProbe.facts(environment: environment))
        let strings = findings.settings.map { Strings(language: $0.language, glyphs: Glyphs($0.icons)) }
            ?? Strings.beforeSettings(language: options.lang, icons: options.icons, environment: environment)
        StandardStreams.requireOutput(strings: strings)
        if let settings = findings.settings { findings.checkup = await checkup(settings) }
        StandardStreams.writeOutput(DoctorReport(findings: findings, strings: strings).text, strings: strings)
        return findings.problemCount == 0 ? 0 : 1
    }

    /// The settings as a run would make them, and every problem and warning on the way, in the order a
    /// run meets them.
    private func settingsFindings(terminal: TerminalFacts) -> DoctorFindings {
        let configFile = directories.configFile
        var problems: [SettingsProblem] = []
        var warnings: [SettingsWarning] = []
        var file: ConfigFileSettings?
        var fileFound = true
        do {
            file = try ConfigFileLoader.load(from: configFile)
            fileFound = file != nil
        } catch {
            problems.append(.configuration(error))
        }
        var settings: ResolvedSettings?
        var leftOut = !problems.isEmpty
        do {
            settings = try ResolvedSettings.resolve(flags: options.flags, file: file, environment: environment)
        } catch {
            problems.append(.configuration(error))
            if file != nil, let withoutFile = try? ResolvedSettings.resolve(flags: options.flags, file: nil, environment: environment) {
                settings = withoutFile
                leftOut = true
            }
        }
        if settings != nil, !leftOut, let file, let warning = ConfigFileLoader.exposedKeyWarning(for: configFile, settings: file) {
            warnings.append(warning)
        }
        if let settings {
            warnings += settings.warnings
            if let template = settings.format {
                do {
                    _ = try StatusLineTemplate(parsing: template, glyphs: Glyphs(settings.icons))
                } catch {
                    problems.append(.template(error, path: configFile.path, line: ConfigFileLoader.line(of: "format", inFileAt: configFile)))
                }
            }
        }
        let language = settings.map { ($0.language, $0.languageOrigin) }
            ?? options.lang.map { ($0, .commandLine) } ?? Language.choice(in: environment)
        return DoctorFindings(
            version: version, configFile: configFile.path, configFileFound: fileFound, problems: problems, warnings: warnings,
            settings: settings, settingsLeaveOutConfigFile: leftOut && settings != nil, language: language.0, languageOrigin: language.1,
            cacheDirectory: directories.cacheDirectory.path, cacheStatus: CacheDirectoryStatus.of(directories.cacheDirectory),
            terminal: terminal, environment: environment, checkup: nil
        )
    }

    /// The services asked with the app's HTTP client and clients; nothing is logged or stored.
    private func checkup(_ settings: ResolvedSettings) async -> ServiceCheckup.Result {
        let logger = Logger(label: "weathertui") { _ in SwiftLogNoOpLogHandler() }
        let fetcher = Services.httpClient(for: settings, logger: logger)
        let clients = ServiceClients(settings: settings, timeZones: TimeZoneDatabase(environment: environment), cache: nil, logger: logger)
        let lastPlace = JSONFileStore<Place>(url: directories.cacheDirectory.appendingPathComponent(AppDirectories.lastPlaceName, isDirectory: false))
        let result = await ServiceCheckup(clients: clients, fetcher: fetcher, lastPlace: { lastPlace.read() }).run()
        await fetcher.shutdown()
        return result
    }
}
