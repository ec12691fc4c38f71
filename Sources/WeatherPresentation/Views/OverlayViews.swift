import WeatherCore

/// A box drawn over the dashboard, its inside cleared.
private func panel(into grid: inout Grid, within bounds: Rect, width: Int, height: Int, title: String, style: CellStyle) -> Rect {
    let rect = bounds.centered(width: width, height: height)
    grid.fill(rect)
    grid.box(rect, style: style)
    grid.write(" \(title) ", x: rect.x + 2, y: rect.y, style: style, maxWidth: rect.width - 4)
    return rect.inset(by: 1)
}

/// The refresh failure message: the data underneath stays, marked stale.
struct RefreshFailureView {
    var failure: LoadFailure
    var strings: Strings

    func render(into grid: inout Grid, within bounds: Rect) {
        let explained = strings.explain(failure)
        let width = min(bounds.width, 64)
        let reason = wrap(explained.reason, width: width - 4)
        let hint = wrap(explained.hint, width: width - 4)
        let inner = panel(into: &grid, within: bounds, width: width, height: reason.count + hint.count + 4, title: strings.refreshFailedTitle, style: Styles.warning)
        var y = inner.y
        for line in reason { grid.write(line, x: inner.x + 1, y: y, style: Styles.warning); y += 1 }
        for line in hint { grid.write(line, x: inner.x + 1, y: y); y += 1 }
        grid.write(strings.dismissHint, x: inner.x + 1, y: y + 1, style: Styles.key, maxWidth: inner.width - 2)
    }
}

/// Every key, with what it does.
struct HelpView {
    var strings: Strings
    var credit: String?

    func render(into grid: inout Grid, within bounds: Rect) {
        let entries = strings.helpEntries
        let keyWidth = entries.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(bounds.width, max(40, keyWidth + 4 + (entries.map { DisplayWidth.of($0.1) }.max() ?? 0)))
        let height = min(bounds.height, entries.count + 2 + (credit == nil ? 0 : 2))
        let inner = panel(into: &grid, within: bounds, width: width, height: height, title: strings.helpTitle, style: Styles.accent)
        for (row, entry) in entries.enumerated() where row < inner.height {
            grid.write(entry.0, x: inner.x + 1, y: inner.y + row, style: Styles.key)
            grid.write(entry.1, x: inner.x + 3 + keyWidth, y: inner.y + row, maxWidth: inner.width - keyWidth - 4)
        }
        if let credit, entries.count + 1 < inner.height {
            grid.write(credit, x: inner.x + 1, y: inner.y + entries.count + 1, style: Styles.muted, maxWidth: inner.width - 2)
        }
    }
}

/// The `l` prompt: a line to type a city or lat,lon into, with the answer to a bad entry below it.
struct LocationPromptView {
    var prompt: LocationPrompt
    var strings: Strings

    func render(into grid: inout Grid, within bounds: Rect) {
        let width = min(bounds.width, 64)
        let inner = panel(into: &grid, within: bounds, width: width, height: 6, title: strings.locationPromptTitle, style: Styles.accent)
        let field = inner.width - 4
        let text = prompt.text
        let visible = DisplayWidth.of(text) < field ? text : String(text.suffix(field - 1))
        grid.write("> ", x: inner.x + 1, y: inner.y, style: Styles.key)
        let used = grid.write(visible, x: inner.x + 3, y: inner.y, maxWidth: field)
        grid.write("▏", x: inner.x + 3 + used, y: inner.y, style: Styles.accent, clip: inner)
        if let error = prompt.error {
            grid.write(error, x: inner.x + 1, y: inner.y + 2, style: Styles.error, maxWidth: inner.width - 2)
        }
        grid.write(strings.locationPromptHint, x: inner.x + 1, y: inner.y + 3, style: Styles.muted, maxWidth: inner.width - 2)
    }
}

/// Shown in place of everything when the terminal is below the minimum size.
struct TooSmallView {
    var strings: Strings

    func render(into grid: inout Grid, size: TerminalSize) {
        let bounds = grid.bounds
        let minimum = DashboardLayout.minimumSize
        let middle = max(0, size.rows / 2 - 1)
        grid.writeCentered(strings.tooSmall, in: bounds, y: middle, style: Styles.warning)
        let need = strings.needSize(minimum.columns, minimum.rows, have: size)
        let lines = DisplayWidth.of(need) <= size.columns ? [need] : need.components(separatedBy: ", ")
        for (offset, line) in lines.enumerated() {
            grid.writeCentered(line, in: bounds, y: middle + 1 + offset, style: .normal)
        }
        grid.writeCentered("q \(strings.keyQuit)", in: bounds, y: middle + 1 + lines.count, style: Styles.key)
    }
}
