import WeatherCore

/// The escape sequence a terminal shows as a desktop notification, chosen by what the terminal is: OSC 99
/// for kitty, OSC 9 for the terminals that take it and not OSC 777 (iTerm2, Windows Terminal, ConEmu,
/// WezTerm), else OSC 777 `notify` (VTE terminals, foot, Ghostty, urxvt with its extension).
public enum TerminalNotificationSequence: String, Equatable, Sendable {
    case osc9 = "OSC 9"
    case osc99 = "OSC 99"
    case osc777 = "OSC 777"

    /// The sequence the terminal `environment` describes takes.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil {
            self = .osc99
        } else if ["iTerm.app", "WezTerm"].contains(program) || environment["WT_SESSION"] != nil || environment["ConEmuPID"] != nil {
            self = .osc9
        } else {
            self = .osc777
        }
    }

    /// The bytes that show `summary` and `body`: each cleaned of control characters and of the `;` that
    /// would end a field early, so no server text can write a sequence of its own.
    public func text(summary: String, body: String) -> String {
        let summary = Self.field(summary)
        let body = Self.field(body)
        switch self {
        case .osc9:
            return "\u{1B}]9;" + (body.isEmpty ? summary : summary + ": " + body) + "\u{1B}\\"
        case .osc99:
            guard !body.isEmpty else { return "\u{1B}]99;;" + summary + "\u{1B}\\" }
            return "\u{1B}]99;i=weathertui:d=0;" + summary + "\u{1B}\\" + "\u{1B}]99;i=weathertui:d=1:p=body;" + body + "\u{1B}\\"
        case .osc777:
            return "\u{1B}]777;notify;" + summary + ";" + body + "\u{1B}\\"
        }
    }

    /// `text` for the terminal a tmux pane runs in: tmux hands on a sequence wrapped in its passthrough
    /// (DCS `tmux;`, every ESC doubled) where `allow-passthrough` is on (tmux 3.3 and later), and drops
    /// what it does not know otherwise.
    public static func throughTmux(_ text: String) -> String {
        "\u{1B}Ptmux;" + text.replacing("\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }

    private static func field(_ text: String) -> String {
        TerminalText.sanitize(text, maximumLength: 400).replacing(";", with: ",")
    }
}
