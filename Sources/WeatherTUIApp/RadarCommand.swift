import ArgumentParser
import WeatherCore

/// `weathertui radar [options]`: the rain radar round the place, as a sentence, the latest frame on a map
/// and the frames' times (or, with `--json`, the numbers the sentence is made of).
struct RadarCommand: LaunchCommand {
    static let configuration = CommandConfiguration(
        commandName: "radar",
        abstract: "Print where the nearest rain is on the radar, where it moves and when it reaches the place, and exit.",
        discussion: """
            Reads the latest radar frames round the place (--location, else as a run finds it) within 500 km, \
            \(Service.brightSky.entry.name)'s composite (\(Service.brightSky.entry.variable)) in and round Germany, else or \
            where that fails \(Service.rainViewer.entry.name)'s (\(Service.rainViewer.entry.variable)): "Rain 12 km W, moving E: \
            here in about 25 min", then the latest \
            frame on a map round the place, as large as the terminal (COLUMNS x LINES, or 80 x 24, when piped), \
            in colour on a terminal, and the frames' times. With --json: {"source", "frames": [{"time", "kind", "missing_tiles"}], \
            "frames_left_out", "nearest": {"distance_km", \
            "bearing_deg", "intensity_mm_h"} or null, "motion": {"toward_deg", "speed_km_h"} or null, \
            "arrival_minutes"} (bearings clockwise from north, from the place to the rain's nearest edge). \
            With --screen-reader (or screen_reader = true in the config file, ACCESSIBILITY_ENABLED=1 or \
            GNOME_ACCESSIBILITY=1): the sentence in words ("Rain 12 kilometres west, moving east: here in \
            about 25 minutes.") and the frames' times, without the map.
            Tiles are kept in the cache directory for their frame's lifetime.
            Exit codes: 0 success, 1 no radar frames (the service failed or has none for the place), 2 usage error.
            """
    )

    @OptionGroup
    var place: PlaceOption

    @OptionGroup
    var units: UnitOptions

    @OptionGroup
    var language: LanguageOptions

    @OptionGroup
    var theme: ThemeOption

    @OptionGroup
    var icons: IconsOption

    @OptionGroup
    var ipLookup: IPLookupOption

    @Flag(inversion: .prefixedNo, help: "The sentence and the frames' times as a screen reader speaks them, without the map.")
    var screenReader: Bool?

    /// `--json`, in the output modes' group so that the others are refused with a word on the one radar
    /// has, not as unknown options; the group is left out of radar's help (whose discussion says what
    /// `--json` prints).
    @OptionGroup(title: "Output", visibility: .private)
    var output: OutputChoice

    func validate() throws {
        guard output.format == nil, output.modes.allSatisfy({ $0 == .json }) else {
            throw ValidationError("radar prints a sentence, or its numbers with --json: no --once, --waybar or --format.")
        }
        try options.validate()
    }

    var options: CommandLineOptions {
        var options = CommandLineOptions(
            locations: place.location, theme: theme.theme, icons: icons.icons, noIPLookup: ipLookup.noIPLookup, screenReader: screenReader
        )
        units.apply(to: &options)
        language.apply(to: &options)
        options.radar = true
        options.output = output.mode
        return options
    }
}

