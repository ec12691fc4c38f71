import FoundationEssentials
import WeatherCore

/// Every key of the main screen, with what it does, from its key map: a row a command (commands that
/// share a help text share a row), then the keys that close a message or panel and what the title's
/// mark means, and a quiet note when the air service gave nothing. Both columns wrap, so no row is cut; when the rows outnumber the lines, the last line
/// says how many more there are above and below, and the scroll keys move the rows.
struct HelpView: View {
    var strings: Strings
    var credit: String?
    /// The first row in view (clamped to the rows there are).
    var offset = 0
    /// Every feed of the load has answered and the air is not among them (`ScreenState.isAirMissing`).
    var airMissing = false

    /// (keys, what they do), before wrapping.
    var entries: [(keys: String, text: String)] {
        var entries: [(keys: String, text: String, help: Message?)] = []
        for binding in KeyMaps.main.bindings {
            let label = strings.keyLabel(binding.label)
            if let last = entries.last, last.help == binding.help {
                entries[entries.count - 1].keys += " / " + label
            } else {
                entries.append((label, strings.text(binding.help), binding.help))
            }
        }
        let notes = KeyMaps.message.binding(for: .dismiss).map { [(keys: strings.keyLabel($0.label), text: strings.text($0.help))] } ?? []
        let air = airMissing ? [(keys: "AQI", text: strings.text(.helpAirMissingNote))] : []
        return entries.map { (keys: $0.keys, text: $0.text) } + notes + strings.helpNotes.map { (keys: $0.0, text: $0.1) } + air
    }

    /// The help's rows for `bounds`, both columns wrapped, the columns they need and the rows in view.
    struct Layout {
        var rows: [(keys: String, text: String)]
        /// Rows from here on are the credit, drawn across both columns.
        var creditStart: Int
        var width: Int
        var keyWidth: Int
        var textWidth: Int
        /// Rows in view: all of them, or a line fewer than fit (the last line says how many are hidden).
        var shown: Int
        var offset: Int
        var maximumOffset: Int { rows.count - shown }
        var hidden: (above: Int, below: Int) { (offset, rows.count - shown - offset) }
    }

    func layout(in bounds: Rect, offset: Int? = nil) -> Layout {
        let entries = self.entries
        let widestKeys = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let widestText = entries.map { DisplayWidth.of($0.text) }.max() ?? 0
        let width = min(bounds.width, max(40, widestKeys + widestText + 6))
        let keyWidth = min(widestKeys, max(8, (width - 2) / 3))
        let textWidth = max(1, width - 2 - keyWidth - 4)
        var rows: [(keys: String, text: String)] = []
        for entry in entries {
            let keys = TextLayout.wrap(entry.keys, width: keyWidth)
            let text = TextLayout.wrap(entry.text, width: textWidth)
            for index in 0..<max(1, keys.count, text.count) {
                rows.append((index < keys.count ? keys[index] : "", index < text.count ? text[index] : ""))
            }
        }
        var creditStart = Int.max
        if let credit {
            rows.append(("", ""))
            creditStart = rows.count
            rows += TextLayout.wrap(credit, width: width - 4).map { ("", $0) }
        }
        let lines = max(0, bounds.height - 2)
        let shown = rows.count <= lines ? rows.count : max(0, lines - 1)
        return Layout(
            rows: rows, creditStart: creditStart, width: width, keyWidth: keyWidth, textWidth: textWidth,
            shown: shown, offset: min(max(0, offset ?? self.offset), rows.count - shown)
        )
    }

    func render(in bounds: Rect, into grid: inout Grid) {
        let layout = layout(in: bounds)
        let height = min(bounds.height, layout.rows.count + 2)
        let inner = BoxFrame.panel(title: strings.helpTitle, style: Styles.accent, width: layout.width, height: height, in: bounds, into: &grid)
        for (line, index) in (layout.offset..<(layout.offset + layout.shown)).enumerated() {
            let row = layout.rows[index]
            let y = inner.y + line
            if index >= layout.creditStart {
                grid.write(row.text, x: inner.x + 1, y: y, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
                continue
            }
            grid.write(row.keys, x: inner.x + 1, y: y, style: Styles.key, maxWidth: layout.keyWidth, clip: inner)
            grid.write(row.text, x: inner.x + 3 + layout.keyWidth, y: y, maxWidth: layout.textWidth, clip: inner)
        }
        if layout.maximumOffset > 0 {
            let hidden = layout.hidden
            let line = strings.moreRows(above: hidden.above, below: hidden.below)
                + KeyHintLine(.helpScrolling, strings: strings).text(fitting: .max)
            grid.write(line, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
        }
    }
}
