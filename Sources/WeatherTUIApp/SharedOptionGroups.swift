import ArgumentParser
import WeatherCore

// The option groups more than one command takes, each with the help that is true wherever it is
// taken: a command lists only the groups it acts on. The root command parses the options after a
// subcommand's name too, and ArgumentParser hands a subcommand the groups the root has decoded, by
// their type: so an option two commands take is in a group of its own, never declared twice.

/// `--location`, taken as it stands even when it starts with a minus: southern and western coordinates
/// (`-33.9,151.2`) are values, not options.
struct PlaceOption: ParsableArguments {
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A place name (\"Seoul\", \"Springfield, MO\") or coordinates (\"37.57,126.98\", \"-33.9, 151.2\"). Default: the config file's location, else IP lookup, else the last place (watch: the last place). Given more than once, --once, --json, --format, --waybar and watch take every place (one request for them all with Open-Meteo).",
            valueName: "place"
        )
    )
    var location: [String] = []
}

/// `--provider` and `--no-fallback`: the dashboard's, the one-shot modes' and `watch`'s forecast.
struct ServiceOptions: ParsableArguments {
    @Option(help: "Weather service: open-meteo (no key), met-norway (MET Norway, no key) or openweather (needs a key).")
    var provider: ProviderID?

    @Flag(help: "Show only the chosen service's forecast: when it fails, do not fall back to the other keyless one (open-meteo and met-norway back each other up; openweather falls back to open-meteo).")
    var noFallback = false

    func apply(to options: inout CommandLineOptions) {
        options.provider = provider
        options.noFallback = noFallback
    }
}

/// The units of each quantity.
struct UnitOptions: ParsableArguments {
    @Option(help: "metric or imperial (in the dashboard, u switches them).")
    var units: UnitSystem?

    @Option(help: "c or f: temperatures, whatever --units says.")
    var temperatureUnit: TemperatureUnit?

    @Option(help: "ms, kmh, mph, kn or bft (Beaufort force): wind speeds, whatever --units says.")
    var windUnit: WindSpeedUnit?

    @Option(help: "hpa, inhg or mmhg: pressure, whatever --units says.")
    var pressureUnit: PressureUnit?

    @Option(help: "mm or in: rain and snow, whatever --units says.")
    var precipitationUnit: PrecipitationUnit?

    func apply(to options: inout CommandLineOptions) {
        options.units = units
        options.temperatureUnit = temperatureUnit
        options.windUnit = windUnit
        options.pressureUnit = pressureUnit
        options.precipitationUnit = precipitationUnit
    }
}

/// The language of the words and the clock of the times.
struct LanguageOptions: ParsableArguments {
    @Option(help: "The language of the words, dates and numbers. Default: from LC_ALL / LC_MESSAGES / LANG.")
    var lang: Language?

    @Option(help: "12 or 24: the clock times are shown in. Default: 12 in an English locale that uses it (en_US; LC_ALL, then LC_TIME, then LANG), else 24.")
    var clock: ClockFormat?

    func apply(to options: inout CommandLineOptions) {
        options.lang = lang
        options.clock = clock
    }
}

/// `--theme`: the colours of what is drawn (the dashboard, the radar's map).
struct ThemeOption: ParsableArguments {
    @Option(help: "auto, dark, light, mono or high-contrast (the terminal's own two colours, bold and reverse only). NO_COLOR forces mono, but for high-contrast.")
    var theme: ThemeChoice?
}

/// `--icons`: the glyphs of everything written, notifications included.
struct IconsOption: ParsableArguments {
    @Option(help: "unicode, ascii or nerd (Nerd Font glyphs). Default: ascii when the locale is not UTF-8 or TERM is linux, else unicode.")
    var icons: IconMode?
}

/// `--no-ip-lookup`: the commands that look the place up from the IP address.
struct IPLookupOption: ParsableArguments {
    @Flag(help: "Never look up the location from the IP address.")
    var noIPLookup = false
}

/// `--no-notify`: the dashboard's notifications and `watch`'s.
struct NotifyOption: ParsableArguments {
    @Flag(help: "Send no notifications: the dashboard notifies of nothing, and watch only prints what it would have sent (also notify = false in the config file).")
    var noNotify = false
}
