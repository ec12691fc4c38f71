import ArgumentParser
import BuildInfo
import FoundationEssentials
import Glibc
import WeatherCore
import WeatherPresentation

/// A run from its options to its exit status: the settings resolved over the config file and the
/// environment, then the dashboard or a one-shot mode. Usage and configuration errors throw
/// `ExitCode(2)`, a one-shot mode without data `ExitCode(1)`.
struct Launch {
    let options: CommandLineOptions
    let environment: [String: String]
    let directories: AppDirectories

    @MainActor
    func run() async throws {
        if options.doctor {
            let status = await DoctorRun(options: options, environment: environment, directories: directories, version: WeatherTUIBuild.versionLine).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let settings: ResolvedSettings
        var warnings: [SettingsWarning] = []
        do {
            let file = try ConfigFileLoader.load(from: directories.configFile)
            settings = try ResolvedSettings.resolve(flags: options.flags, file: file, environment: environment)
            if let file, let warning = ConfigFileLoader.exposedKeyWarning(for: directories.configFile, settings: file) {
                warnings.append(warning)
            }
        } catch {
            let strings = Strings.beforeSettings(language: options.lang, icons: options.icons, environment: environment)
            StandardStreams.writeError("weathertui: " + strings.configurationError(error))
            throw ExitCode(2)
        }
        let strings = Strings(language: settings.language, glyphs: Glyphs(settings.icons))
        for warning in warnings + settings.warnings {
            StandardStreams.writeError("weathertui: " + strings.text(.startupWarning(message: strings.settingsWarning(warning))))
        }
        let demo = options.demo
        if demo, let location = settings.location {
            StandardStreams.writeError("weathertui: \(Self.demoIgnores(location, strings: strings))")
        }
        if demo, let provider = options.provider, provider != .openMeteo {
            StandardStreams.writeError("weathertui: " + strings.demoProviderNotUsed(provider))
        }
        if options.radar {
            let status = await RadarRun(settings: settings, directories: directories, environment: environment, json: options.output == .json).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if options.watch {
            let status = await WatchRun(
                settings: settings, directories: directories, environment: environment, notifyTest: options.notifyTest,
                makeServices: { try Services(settings: settings, directories: directories, environment: environment, demo: false, air: false, normals: false, marine: false, observation: false, ensemble: false) }
            ).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let mode: RunMode
        do {
            mode = try options.runMode(template: settings.format, glyphs: Glyphs(settings.icons))
        } catch {
            // `--format` was parsed with the options: a template that fails here is the config file's.
            let file = directories.configFile
            StandardStreams.writeError(
                "weathertui: " + strings.configTemplateError(error, path: file.path, line: ConfigFileLoader.line(of: "format", inFileAt: file))
            )
            throw ExitCode(2)
        }
        if case .dashboard = mode, isatty(0) == 0 || isatty(1) == 0 {
            StandardStreams.writeError("weathertui: " + strings.text(.outputNotATerminal))
            throw ExitCode(2)
        }
        let air = if case let .oneShot(format) = mode { format.showsAir } else { true }
        let officialWarnings = if case let .oneShot(format) = mode { format.showsWarnings } else { true }
        let normals = if case let .oneShot(format) = mode { format.showsNormals } else { true }
        let marine = if case let .oneShot(format) = mode { format.showsMarine } else { true }
        let observation = if case let .oneShot(format) = mode { format.showsObservation } else { true }
        let ensemble = if case let .oneShot(format) = mode { format.showsEnsemble } else { true }
        let makeServices = { [demo] in
            try Services(
                settings: settings, directories: directories, environment: environment, demo: demo, air: air,
                warnings: officialWarnings, normals: normals, marine: marine, observation: observation, ensemble: ensemble
            )
        }
        // --demo touches no real cache: nothing stored is read, nothing is written.
        let keys = settings.locations.isEmpty ? [ReportStore.Key.lastPlace] : settings.locations.map(ReportStore.Key.query)
        let stored = demo ? nil : StoredReports(store: ReportStore(directory: directories.cacheDirectory), keys: keys, language: settings.language)
        let status: Int32
        switch mode {
        case .dashboard:
            let sentEvents = demo || !settings.notify ? nil : SentEvents(cacheDirectory: directories.cacheDirectory)
            status = await DashboardApp(
                settings: settings, environment: environment, stored: stored, sentEvents: sentEvents, makeServices: makeServices
            ).run()
        case let .oneShot(format):
            StandardStreams.requireOutput(strings: strings)
            // --demo has the bundled data of one place.
            status = await OneShotRun(
                settings: settings, cacheDirectory: directories.cacheDirectory, stored: stored, places: demo ? [] : settings.locations,
                output: OneShotOutput(settings: settings, format: format, separator: options.separator),
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
}
