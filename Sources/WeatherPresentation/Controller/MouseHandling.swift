import WeatherCore

/// The mouse, where the app asks the terminal for it: the wheel scrolls the list or the help, a click on
/// a day row brings that day to the top, a click on a place in the places view opens it, a click on a
/// key in the bottom bar presses that key.
extension DashboardController {
    /// Rows one wheel step scrolls.
    static let wheelRows = 3

    mutating func handle(_ mouse: MouseEvent) -> KeyOutcome {
        switch mouse.action {
        case .wheelUp, .wheelDown:
            return scroll(by: mouse.action == .wheelUp ? -Self.wheelRows : Self.wheelRows)
        case .press(.left):
            if mouse.y == state.size.rows - 1, let key = keyBarKey(at: mouse.x) { return handle(key) }
            if case let .places(selection) = state.overlay { return openPlace(at: mouse, selection: selection) }
            return jumpToDay(at: mouse.y)
        case .press, .release:
            return .ignored
        }
    }

    private mutating func scroll(by rows: Int) -> KeyOutcome {
        switch state.overlay {
        case nil:
            guard state.report != nil else { return .ignored }
            state.scroll.scroll(by: rows)
        case .help:
            let strings = Strings(language: state.language, glyphs: state.glyphs)
            let help = HelpView(strings: strings, credit: state.report.map { strings.credit(for: $0.provider) }, airMissing: state.isAirMissing)
                .layout(in: DashboardLayout(size: state.size).body, offset: state.helpOffset)
            state.helpOffset = min(max(0, help.offset + rows), help.maximumOffset)
        case .warnings:
            guard let panel = WarningsPanelView(state: state)?.layout(in: DashboardLayout(size: state.size).body) else { return .ignored }
            state.warningsOffset = min(max(0, panel.offset + rows), panel.maximumOffset)
        case let .places(selection):
            // A step of the wheel moves the selection a row.
            return handlePlacesKey(rows < 0 ? .up : .down, selection: selection)
        default:
            return .ignored
        }
        return .handled
    }

    /// A click on a row of the places view opens that place; elsewhere it does nothing.
    private mutating func openPlace(at mouse: MouseEvent, selection: Int) -> KeyOutcome {
        let layout = PlacesView(state: state, selection: selection).layout(in: DashboardLayout(size: state.size).body)
        guard mouse.x >= layout.inner.x, mouse.x < layout.inner.maxX, let row = layout.row(atY: mouse.y) else { return .ignored }
        open(layout.rows[row].listing)
        return .handled
    }

    /// A click on a day row of the 3-hour or 1-hour list scrolls that day to the top.
    private mutating func jumpToDay(at y: Int) -> KeyOutcome {
        guard state.overlay == nil, state.report != nil, state.listMode != .days else { return .ignored }
        let list = state.layout.forecast
        let row = y - list.y - 1
        guard row >= 0, row < state.scroll.lines.count, case let .day(startingAt: start) = state.scroll.lines[row] else {
            return .ignored
        }
        state.scroll.scroll(by: start - state.scroll.offset)
        return .handled
    }

    /// The key whose entry in the bottom bar, as drawn now, covers column `x`.
    private func keyBarKey(at x: Int) -> Key? {
        let grid = DashboardView().render(state)
        let y = state.size.rows - 1
        var entries: [(start: Int, label: String)] = []
        var column = 0
        while column < state.size.columns {
            let cell = grid[column, y]
            if cell.style == Styles.key, !cell.text.isEmpty, cell.text != " " {
                if let last = entries.last, last.start + DisplayWidth.of(last.label) == column {
                    entries[entries.count - 1].label += cell.text
                } else {
                    entries.append((column, cell.text))
                }
            }
            column += max(1, cell.width)
        }
        guard let index = entries.lastIndex(where: { $0.start <= x }) else { return nil }
        // An entry is its key and the word after it, up to the gap before the next key.
        let end = index + 1 < entries.count ? entries[index + 1].start - 2 : state.size.columns
        guard x < end, grid[x, y].style == Styles.key || grid[x, y].style == Styles.muted else { return nil }
        let strings = Strings(language: state.language, glyphs: state.glyphs)
        let label = entries[index].label
        return KeyMaps.main.bindings.first { binding in
            binding.hints.values.contains { strings.keyLabel($0.label) == label }
        }?.keys.first
    }
}
