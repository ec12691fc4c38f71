import ArgumentParser
import WeatherCore

/// `weathertui watch [options]`: notifications before rain and on official warnings, until stopped.
struct WatchCommand: LaunchCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Notify before rain or snow starts and when an official warning comes into force, is upgraded or is lifted.",
        discussion: """
            Watches the places given with --location (else the last place) and the pinned places (p in the \
            dashboard), asking the services no more often than their data changes (every 15 minutes), and \
            says each event once, also across restarts: on the desktop over D-Bus, else with the terminal's \
            notification sequence, else as a line on standard output. Thresholds in the config file \
            (frost_below, heat_above, gusts_above) add frost tonight, heat today and gusts now. Quiet hours \
            (quiet_hours = "22:00-07:00" in the config file) hold all but the highest warnings. The dashboard \
            sends the same events through the terminal while it runs; --no-notify turns both off. Runs \
            until SIGINT or SIGTERM.
            """
    )

    @OptionGroup
    var place: PlaceOption

    @OptionGroup
    var services: ServiceOptions

    @OptionGroup
    var units: UnitOptions

    @OptionGroup
    var language: LanguageOptions

    @OptionGroup
    var icons: IconsOption

    @OptionGroup
    var notify: NotifyOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Say that rain or snow starts this many minutes before it does (5 to 120; default 30, or watch_lead in the config file).", valueName: "minutes")
    )
    var lead: Int?

    @Flag(help: "Send one sample notification through the channel watch would use, say which, and exit.")
    var notifyTest = false

    var options: CommandLineOptions {
        var options = CommandLineOptions(locations: place.location, icons: icons.icons, noNotify: notify.noNotify)
        services.apply(to: &options)
        units.apply(to: &options)
        language.apply(to: &options)
        options.watch = true
        options.watchLead = lead
        options.notifyTest = notifyTest
        return options
    }
}

