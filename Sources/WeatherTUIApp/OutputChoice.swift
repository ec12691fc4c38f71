import ArgumentParser

/// The output: the dashboard, or one of the one-shot modes, `--once`, `--json`, `--waybar` or `--format`.
///
/// The parser's exclusivity covers the cases of one flag, so `--once`, `--json` and `--waybar` are
/// one (two of them are the parser's own usage error). `--format` takes a value, so it cannot be a
/// case of that flag: alone it chooses the status line, beside `--waybar` it is the text's template,
/// and beside `--once` or `--json` it is the one clash `CommandLineOptions.validate()` reports, with
/// the template's own checks.
struct OutputChoice: ParsableArguments {
    @Flag(exclusivity: .exclusive)
    var mode: OutputFlag?

    @Option(help: ArgumentHelp(
        "Print one line built from TEMPLATE and exit, for status bars: wttr.in's codes (%c %t %w %l …) or a preset, 1 to 4. With --waybar: the template of its text.",
        valueName: "template"
    ))
    var format: String?
}

/// The output modes that are flags; only one may be given.
enum OutputFlag: String, EnumerableFlag, Codable {
    case once, json, waybar

    /// Whether `--format` gives this mode its template.
    var takesTemplate: Bool { self == .waybar }

    static func help(for value: OutputFlag) -> ArgumentHelp? {
        switch value {
        case .once: "Print a plain-text report and exit (no full screen)."
        case .json: "Print the weather as JSON and exit."
        case .waybar: "Print the JSON object a Waybar custom module reads (\"return-type\": \"json\") and exit."
        }
    }
}
