import WeatherCore

/// The box around the dashboard: a title and status in the top border, the key bar in the bottom one.
struct FrameView {
    var layout: DashboardLayout
    var strings: Strings

    func render(into grid: inout Grid, title: [TextRun], status: [TextRun], keys: [(key: String, label: String)], credit: String?) {
        let frame = layout.frame
        grid.box(frame, style: Styles.border)
        let inner = frame.width - 4
        let statusWidth = status.reduce(0) { $0 + $1.width } + 2
        let titleRoom = max(0, inner - (statusWidth <= inner / 2 + 8 ? statusWidth + 1 : 0))
        if !title.isEmpty, titleRoom > 2 {
            var runs = title
            runs.insert(TextRun(" ", Styles.border), at: 0)
            runs.append(TextRun(" ", Styles.border))
            let totalTitle = runs.reduce(0) { $0 + $1.width }
            if totalTitle > titleRoom {
                let text = DisplayWidth.truncate(title.map(\.text).joined(), to: titleRoom - 2)
                runs = [TextRun(" ", Styles.border), TextRun(text, title.first?.style ?? Styles.title), TextRun(" ", Styles.border)]
            }
            grid.write(runs, x: frame.x + 1, y: frame.y, maxWidth: titleRoom)
        }
        if statusWidth <= inner / 2 + 8, !status.isEmpty {
            grid.write([TextRun(" ")] + status + [TextRun(" ")], x: frame.maxX - 1 - statusWidth, y: frame.y, maxWidth: statusWidth)
        }
        renderKeyBar(into: &grid, keys: keys, credit: credit)
    }

    /// Keys in the order given, the least important (last) dropped first when narrow.
    private func renderKeyBar(into grid: inout Grid, keys: [(key: String, label: String)], credit: String?) {
        let frame = layout.frame
        let room = frame.width - 4
        var chosen = keys
        func width(_ entries: [(key: String, label: String)]) -> Int {
            entries.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.label) + 2 } + 1
        }
        while !chosen.isEmpty, width(chosen) > room { chosen.removeLast() }
        var runs: [TextRun] = [TextRun(" ")]
        for (index, entry) in chosen.enumerated() {
            if index > 0 { runs.append(TextRun("  ")) }
            runs.append(TextRun(entry.key, Styles.key))
            runs.append(TextRun(" " + entry.label, Styles.muted))
        }
        runs.append(TextRun(" "))
        let used = grid.write(runs, x: frame.x + 1, y: layout.keyBarY, maxWidth: room + 2)
        if let credit {
            let creditWidth = DisplayWidth.of(credit) + 2
            if used + creditWidth + 2 <= room + 2 {
                grid.write(" \(credit) ", x: frame.maxX - 1 - creditWidth, y: layout.keyBarY, style: Styles.muted)
            }
        }
    }
}
