import ArgumentParser

/// The output: the dashboard, or one of the one-shot modes, `--once`, `--json`, `--waybar` or `--format`.
///
/// `--once`, `--json` and `--waybar` are the cases of one flag, all of them collected, so that two
/// different ones are one usage error that says they are output modes (the parser's own exclusivity
/// would only say that a value "had already been set"). `--format` takes a value, so it cannot be a
/// case of that flag: alone it chooses the status line, beside `--waybar` it is the text's template,
/// and beside `--once` or `--json` it is the one clash `CommandLineOptions.validate()` reports, with
/// the template's own checks.
struct OutputChoice: ParsableArguments {
    @Flag
    var modes: [OutputFlag] = []

    var mode: OutputFlag? { modes.first }

    @Option(help: ArgumentHelp(
        "Print one line built from TEMPLATE and exit, for status bars: wttr.in's codes (%c %t %w %l …) or a preset, 1 to 4. With --waybar: the template of its text.",
        valueName: "template"
    ))
    var format: String?

    func validate() throws {
        let given = modes.reduce(into: [OutputFlag]()) { given, mode in
            if !given.contains(mode) { given.append(mode) }
        }
        guard given.count > 1 else { return }
        let flags = given.map { "--" + $0.rawValue }
        let count = [2: "two", 3: "three"][given.count] ?? String(given.count)
        throw ValidationError("\(flags.dropLast().joined(separator: ", ")) and \(flags[flags.count - 1]) are \(count) output modes: give one.")
    }
}

/// The output modes that are flags; only one may be given.
///
/// Described by its raw value (ArgumentParser's `description` for such flags): the parser names each
/// case with `String(describing:)`, which for a plain enum goes through `Mirror` and the runtime's
/// search of every conformance in the program, several times over, at every parse.
enum OutputFlag: String, EnumerableFlag, Codable, CustomStringConvertible {
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
