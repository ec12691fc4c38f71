import ArgumentParser
import WeatherCore

/// The options that make the settings (the place, the services, units, language, looks, timing): the
/// dashboard's and the one-shot modes', and `doctor`'s, which checks what they choose.
struct SettingsOptions: ParsableArguments {
    /// Taken as it stands even when it starts with a minus: southern and western coordinates
    /// (`-33.9,151.2`) are values, not options.
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A place name (\"Seoul\", \"Springfield, MO\") or coordinates (\"37.57,126.98\", \"-33.9, 151.2\"). Default: IP lookup. Given more than once, --once, --json, --format and --waybar show every place (one request for them all with Open-Meteo).",
            valueName: "place"
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

    @Option(help: "auto, dark, light, mono or high-contrast (the terminal's own two colours, bold and reverse only). NO_COLOR forces mono, but for high-contrast.")
    var theme: ThemeChoice?

    @Option(help: "unicode, ascii or nerd (Nerd Font glyphs). Default: ascii when the locale is not UTF-8 or TERM is linux, else unicode.")
    var icons: IconMode?

    @Flag(help: "Never look up the location from the IP address.")
    var noIPLookup = false

    @Flag(help: "Leave the mouse to the terminal (its own selection) instead of wheel scrolling and clicks.")
    var noMouse = false

    @Flag(help: "Send no notifications: the dashboard notifies of nothing, and watch only prints what it would have sent (also notify = false in the config file).")
    var noNotify = false

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
        CommandLineOptions(
            locations: location, provider: provider, noFallback: noFallback, units: units, temperatureUnit: temperatureUnit, windUnit: windUnit,
            pressureUnit: pressureUnit, precipitationUnit: precipitationUnit, lang: lang, clock: clock, airIndex: airIndex,
            theme: theme, icons: icons, noIPLookup: noIPLookup, noMouse: noMouse, noNotify: noNotify, screenReader: screenReader, refreshInterval: refreshInterval, maxAge: maxAge
        )
    }
}
