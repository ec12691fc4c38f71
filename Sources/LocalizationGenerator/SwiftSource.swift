/// Pieces of the generated Swift.
enum SwiftSource {
    /// `text` as a Swift string literal; spaces other than U+0020 and invisible characters escaped, so a
    /// reader of the generated code sees them.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case " ": out += " "
            default:
                if isSeparatorOrOther(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Unicode's Z (separator) and C (other) categories.
    private static func isSeparatorOrOther(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .control, .format, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    /// `text` on one line of a doc comment.
    static func doc(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ").replacing("*/", with: "* /")
    }

    /// The first line of every generated file.
    static func generatedFrom(_ sources: String, edit: String) -> String {
        "// Generated at build time by Plugins/LocalizationPlugin from \(sources): edit \(edit), not this."
    }
}
