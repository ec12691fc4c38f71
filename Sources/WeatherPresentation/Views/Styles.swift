/// The styles views use, by meaning.
enum Styles {
    static let border = CellStyle(.border)
    static let title = CellStyle(.title, bold: true)
    static let muted = CellStyle(.muted)
    static let accent = CellStyle(.accent, bold: true)
    static let key = CellStyle(.keyHint, bold: true)
    static let warning = CellStyle(.warning, bold: true)
    static let error = CellStyle(.error, bold: true)

    /// Colour by temperature band, in °C.
    static func temperature(_ celsius: Double, bold: Bool = false) -> CellStyle {
        let role: ColorRole = switch celsius {
        case ..<0: .freezing
        case ..<10: .cold
        case ..<20: .mild
        case ..<28: .warm
        default: .hot
        }
        return CellStyle(role, bold: bold)
    }
}
