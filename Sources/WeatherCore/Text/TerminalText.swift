/// Cleans text that came from a server or a file before it can reach the terminal.
public enum TerminalText {
    /// The longest name kept; anything longer is cut with an ellipsis.
    public static let maximumLength = 120

    /// Drops control characters (C0, C1, DEL, so no escape sequence survives), format characters
    /// (bidi overrides, zero-width joiners), variation selectors and private-use code points; folds
    /// runs of white space into one space; trims; and limits the length.
    public static func sanitize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                pendingSpace = pendingSpace || scalar.properties.isWhitespace || scalar.value == 0x09
                continue
            }
            switch scalar.properties.generalCategory {
            case .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator:
                continue
            default:
                break
            }
            if scalar.properties.isVariationSelector { continue }
            if pendingSpace, !scalars.isEmpty { scalars.append(" ") }
            pendingSpace = false
            scalars.append(scalar)
        }
        let cleaned = String(scalars)
        guard cleaned.count > maximumLength else { return cleaned }
        return String(cleaned.prefix(maximumLength - 1)) + "…"
    }
}
