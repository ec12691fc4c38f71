import ArgumentParser
import WeatherCore

/// `weathertui doctor [options]`: the same report as `--doctor`, with the settings' options after it.
struct DoctorCommand: LaunchCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Print what to paste into a bug report, and exit.",
        discussion: """
            The version and build, the config file and its problems, the cache directory, the language and \
            what chose it, the terminal, the proxy and certificate settings (never a password or a key), then \
            the place as a run would find it and each service it needs, asked once: "Open-Meteo (forecast): \
            200 in 143 ms". The options choose the place and the services as they do for a run.
            Exit codes: 0 nothing wrong, 1 a problem (a setting a run would stop at, a cache directory that \
            cannot be written, a service needed that did not answer), 2 usage error.
            """
    )

    @OptionGroup
    var settings: SettingsOptions

    var options: CommandLineOptions {
        var options = settings.options
        options.doctor = true
        return options
    }
}
