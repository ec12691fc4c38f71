import FoundationEssentials
import WeatherCore

/// Shown in place of everything when the terminal is below the minimum size.
struct TooSmallView: View {
    var strings: Strings

    func render(in bounds: Rect, into grid: inout Grid) {
        let minimum = DashboardLayout.minimumSize
        let middle = bounds.y + max(0, bounds.height / 2 - 1)
        grid.writeCentered(strings.tooSmall, in: bounds, y: middle, style: Styles.warning)
        let need = strings.needSize(minimum.columns, minimum.rows, have: TerminalSize(columns: bounds.width, rows: bounds.height))
        let lines = DisplayWidth.of(need) <= bounds.width ? [need] : need.components(separatedBy: ", ")
        for (offset, line) in lines.enumerated() {
            grid.writeCentered(line, in: bounds, y: middle + 1 + offset, style: .normal)
        }
        let quit = KeyMaps.hints(in: .waiting).map { "\(strings.keyLabel($0.label)) \(strings.text($0.text))" }.joined(separator: "  ")
        grid.writeCentered(quit, in: bounds, y: middle + 1 + lines.count, style: Styles.key)
    }
}
