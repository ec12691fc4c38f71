import WeatherCore

extension BoxFrame {
    /// A cleared, framed panel of `width`×`height` centred in `bounds`; returns its inside.
    static func panel(
        title: String, style: CellStyle, width: Int, height: Int, in bounds: Rect, into grid: inout Grid
    ) -> Rect {
        let rect = bounds.centered(width: width, height: height)
        BoxFrame(title: [TextRun(title, style)], style: style, clearsInside: true, titleIndent: 2).render(in: rect, into: &grid)
        return rect.inset(by: 1)
    }
}

/// The refresh failure message: the data underneath stays, marked stale.
struct RefreshFailureView: View {
    var failure: LoadFailure
    var strings: Strings

    func render(in bounds: Rect, into grid: inout Grid) {
        let explained = strings.explain(failure)
        let width = min(bounds.width, 64)
        let reason = TextLayout.wrap(explained.reason, width: width - 4)
        let hint = TextLayout.wrap(explained.hint, width: width - 4)
        let inner = BoxFrame.panel(
            title: strings.refreshFailedTitle, style: Styles.warning, width: width, height: reason.count + hint.count + 4,
            in: bounds, into: &grid
        )
        var y = inner.y
        for line in reason { grid.write(line, x: inner.x + 1, y: y, style: Styles.warning, clip: inner); y += 1 }
        for line in hint { grid.write(line, x: inner.x + 1, y: y, clip: inner); y += 1 }
        grid.write(strings.dismissHint, x: inner.x + 1, y: y + 1, style: Styles.key, maxWidth: inner.width - 2, clip: inner)
    }
}

/// Every key, with what it does.
struct HelpView: View {
    var strings: Strings
    var credit: String?

    func render(in bounds: Rect, into grid: inout Grid) {
        let entries = strings.helpEntries
        let keyWidth = entries.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(bounds.width, max(40, keyWidth + 6 + (entries.map { DisplayWidth.of($0.1) }.max() ?? 0)))
        let height = min(bounds.height, entries.count + 2 + (credit == nil ? 0 : 2))
        let inner = BoxFrame.panel(title: strings.helpTitle, style: Styles.accent, width: width, height: height, in: bounds, into: &grid)
        for (row, entry) in entries.enumerated() where row < inner.height {
            grid.write(entry.0, x: inner.x + 1, y: inner.y + row, style: Styles.key, clip: inner)
            grid.write(entry.1, x: inner.x + 3 + keyWidth, y: inner.y + row, maxWidth: inner.width - keyWidth - 4, clip: inner)
        }
        if let credit, entries.count + 1 < inner.height {
            grid.write(credit, x: inner.x + 1, y: inner.y + entries.count + 1, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
        }
    }
}

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
        grid.writeCentered("q \(strings.keyQuit)", in: bounds, y: middle + 1 + lines.count, style: Styles.key)
    }
}
