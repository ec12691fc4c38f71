/// Cleans text that came from a server or a file before it can reach the terminal.
public enum TerminalText {
    /// The longest name kept; anything longer is cut with an ellipsis.
    public static let maximumLength = 120

    /// Drops control characters (C0, C1, DEL, so no escape sequence survives), format characters
    /// (bidi overrides, zero-width joiners), variation selectors and private-use code points; folds
    /// runs of white space into one space; trims; and limits the length.
    public static func sanitize(_ text: String) -> String {
        sanitize(text, maximumLength: maximumLength)
    }

    /// The same cleaning, cut at `maximumLength` characters (a warning's text is longer than a name).
    public static func sanitize(_ text: String, maximumLength: Int) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        forEachPrintable(in: text) { scalar, isSpace in
            if isSpace {
                pendingSpace = true
                return
            }
            if pendingSpace, !scalars.isEmpty { scalars.append(" ") }
            pendingSpace = false
            scalars.append(scalar)
        }
        let cleaned = String(scalars)
        guard cleaned.count > maximumLength else { return cleaned }
        return String(cleaned.prefix(maximumLength - 1)) + "…"
    }

    /// The same cleaning for a message of several lines laid out with spaces (a usage message that
    /// echoes the command line): line breaks and spaces are kept as they are, at any length.
    public static func sanitizeMessage(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        forEachPrintable(in: text, keepingLayout: true) { scalar, _ in scalars.append(scalar) }
        return String(scalars)
    }

    /// Text kept on one line, for text the user wrote (a `--format` template): escape sequences and control
    /// characters are dropped, and each line break or tab (CR LF as one) becomes a space. Nothing else
    /// changes: spaces are not folded, emoji keep their joiners and variation selectors.
    public static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var sequence = EscapeSequence.none
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch sequence.advance(with: scalar) {
            case .skip: continue
            case .keep: break
            }
            switch scalar.value {
            case 0x0A where afterCarriageReturn: continue
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: scalars.append(" ")
            case 0..<0x20, 0x7F...0x9F: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Calls `body` with each scalar that may be shown, and whether it is white space. Drops control
    /// characters (C0, C1, DEL, and whole escape sequences with them), format characters (bidi
    /// overrides, zero-width joiners), variation selectors and private-use code points. With
    /// `keepingLayout`, spaces and line feeds are passed through as themselves.
    private static func forEachPrintable(
        in text: String, keepingLayout: Bool = false, _ body: (Unicode.Scalar, _ isSpace: Bool) -> Void
    ) {
        var sequence = EscapeSequence.none
        for scalar in text.unicodeScalars {
            // Whole escape sequences go, not just their ESC: no "[2J" or "]0;title" is left behind.
            switch sequence.advance(with: scalar) {
            case .skip: continue
            case .keep: break
            }
            if keepingLayout, scalar == " " || scalar == "\n" {
                body(scalar, true)
                continue
            }
            if scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                if scalar.properties.isWhitespace || scalar.value == 0x09 { body(" ", true) }
                continue
            }
            switch scalar.properties.generalCategory {
            case .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator:
                continue
            default:
                break
            }
            if scalar.properties.isVariationSelector { continue }
            body(scalar, false)
        }
    }
}

/// Tracks an ANSI escape sequence (CSI, OSC, DCS and the two-character kind) while sanitising.
private enum EscapeSequence {
    case none
    case escape
    case control
    case string

    enum Verdict {
        case skip, keep
    }

    mutating func advance(with scalar: Unicode.Scalar) -> Verdict {
        let value = scalar.value
        switch self {
        case .none:
            switch value {
            case 0x1B: self = .escape
            case 0x9B: self = .control
            case 0x9D, 0x90, 0x9E, 0x9F, 0x98: self = .string
            default: return .keep
            }
            return .skip
        case .escape:
            switch scalar {
            case "[": self = .control
            case "]", "P", "X", "^", "_": self = .string
            default: self = .none
            }
            return .skip
        case .control:
            // Parameters and intermediates run until a final byte in @…~.
            if (0x40...0x7E).contains(value) { self = .none }
            else if !(0x20...0x3F).contains(value) { self = .none; return advance(with: scalar) }
            return .skip
        case .string:
            // Strings end at BEL, ST (ESC \ or 0x9C).
            if value == 0x07 || value == 0x9C { self = .none }
            else if value == 0x1B { self = .escape }
            return .skip
        }
    }
}
