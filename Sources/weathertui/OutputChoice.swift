import ArgumentParser
import WeatherPresentation

/// The output: the dashboard, or one of the one-shot modes, `--once`, `--json`, `--waybar` or `--format`.
///
/// The parser's exclusivity covers the cases of one flag, so `--once`, `--json` and `--waybar` are
/// one (two of them are the parser's own usage error). `--format` takes a value, so it cannot be a
/// case of that flag: alone it chooses the status line, beside `--waybar` it is the text's template,
/// and beside `--once` or `--json` it is the one clash `validate()` reports. The template itself is
/// checked by the command, which knows the language its error is worded in.
struct OutputChoice: ParsableArguments {
    @Flag(exclusivity: .exclusive)
    var mode: OutputFlag?

    @Option(help: ArgumentHelp(
        "Print one line built from TEMPLATE and exit, for status bars: wttr.in's codes (%c %t %w %l …) or a preset, 1 to 4. With --waybar: the template of its text.",
        valueName: "template"
    ))
    var format: String?

    func validate() throws {
        if format != nil, let mode, !mode.takesTemplate {
            throw ValidationError("--format and --\(mode.rawValue) are two output modes: give one (--format goes alone or with --waybar).")
        }
    }

    /// The output chosen; `template` is `--format`'s or else the config file's `format`.
    func runMode(template text: String?, glyphs: Glyphs) throws(StatusLineTemplate.ParseError) -> RunMode {
        func template() throws(StatusLineTemplate.ParseError) -> StatusLineTemplate {
            guard let text else { return .conditionAndTemperature }
            return try StatusLineTemplate(parsing: text, glyphs: glyphs)
        }
        switch mode {
        case .once: return .oneShot(.text)
        case .json: return .oneShot(.json)
        case .waybar: return .oneShot(.waybar(try template()))
        case nil: return format == nil ? .dashboard : .oneShot(.statusLine(try template()))
        }
    }
}

enum RunMode {
    case dashboard
    case oneShot(OneShotOutput.Format)
}

/// The output modes that are flags; only one may be given.
enum OutputFlag: String, EnumerableFlag {
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
