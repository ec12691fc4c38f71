import ArgumentParser
import WeatherCore

/// The options that make the settings (the place, the services, units, language, looks, timing): the
/// dashboard's and the one-shot modes', and `doctor`'s, which checks what they choose.
struct SettingsOptions: ParsableArguments {
    @OptionGroup
    var place: PlaceOption

    @OptionGroup
    var services: ServiceOptions

    @OptionGroup
    var units: UnitOptions

    @OptionGroup
    var language: LanguageOptions

    @Option(help: "us or european: the air-quality index shown. Default: european in Europe, us elsewhere.")
    var airIndex: AirIndexScale?

    @OptionGroup
    var theme: ThemeOption

    @OptionGroup
    var icons: IconsOption

    @OptionGroup
    var ipLookup: IPLookupOption

    @Flag(help: "Leave the mouse to the terminal (its own selection) instead of wheel scrolling and clicks.")
    var noMouse = false

    @OptionGroup
    var notify: NotifyOption

    @Flag(
        inversion: .prefixedNo,
        help: "The dashboard (and --once) as complete sentences a screen reader speaks, one a line, the cursor on the line read; no drawing (also screen_reader = true in the config file, or ACCESSIBILITY_ENABLED=1 or GNOME_ACCESSIBILITY=1 in the environment)."
    )
    var screenReader: Bool?

    // The numbers are taken as they stand even when they start with a minus, so that -1 is out of range,
    // not a missing value followed by an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Refresh automatically every this many seconds (60 to 86400; off by default).", valueName: "seconds"))
    var refreshInterval: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --once, --json, --format or --waybar: stored (offline) data older than this many seconds is no data, exit 1 (0 to 2592000).",
            valueName: "seconds"
        )
    )
    var maxAge: Int?

    /// What was given, as plain values (no output mode).
    var options: CommandLineOptions {
        var options = CommandLineOptions(
            locations: place.location, airIndex: airIndex, theme: theme.theme, icons: icons.icons, noIPLookup: ipLookup.noIPLookup, noMouse: noMouse,
            noNotify: notify.noNotify, screenReader: screenReader, refreshInterval: refreshInterval, maxAge: maxAge
        )
        services.apply(to: &options)
        units.apply(to: &options)
        language.apply(to: &options)
        return options
    }
}
