import FoundationEssentials
import WeatherCore

/// Shown in place of everything when the terminal is below the minimum size.
struct TooSmallView: View {
    var strings: Strings

    func render(in bounds: Rect, into grid: inout Grid) {
        let minimum = DashboardLayout.minimumSize
        let middle = bounds.y + max(0, bounds.height / 2 - 1)
        grid.writeCentered(strings.tooSmall, in: bounds, y: middle, style: Styles.warning)
        let have = TerminalSize(columns: bounds.width, rows: bounds.height)
        let need = strings.needSize(minimum.columns, minimum.rows, have: have)
        let lines = DisplayWidth.of(need) <= bounds.width ? [need] : Self.split(need, before: "\(have.columns)×\(have.rows)")
        for (offset, line) in lines.enumerated() {
            grid.writeCentered(line, in: bounds, y: middle + 1 + offset, style: .normal)
        }
        let quit = strings.keyHints(in: .waiting, separator: "  ")
        grid.writeCentered(quit, in: bounds, y: middle + 1 + lines.count, style: Styles.key)
    }

    /// "need 32×10, have 20×5" as two lines, the size there is (`have`) starting the second: split at the
    /// comma before it (",", Arabic "،", Japanese "、", Chinese "，"), which is left out, else at the space
    /// before the word that leads to it (Thai writes none).
    static func split(_ message: String, before have: String) -> [String] {
        let characters = Array(message)
        let target = Array(have)
        guard !target.isEmpty, characters.count >= target.count,
              let haveStart = stride(from: characters.count - target.count, through: 0, by: -1)
                  .first(where: { characters[$0..<$0 + target.count].elementsEqual(target) })
        else { return [message] }
        let lead = characters[..<haveStart]
        let commas: Set<Character> = [",", "،", "、", "，"]
        let cut: (end: Int, start: Int)
        if let comma = lead.lastIndex(where: commas.contains) {
            cut = (comma, comma + 1)
        } else if let word = lead.lastIndex(where: { $0 != " " }), let space = lead[...word].lastIndex(of: " ") {
            cut = (space, space)
        } else {
            return [message]
        }
        return [String(characters[..<cut.end]).trimmed(), String(characters[cut.start...]).trimmed()]
    }
}
