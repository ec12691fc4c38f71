/// The screen-reader form's reading: the keys that scroll a screen move the focused line instead (the
/// cursor follows it), a line at a time, a page, or to the first or last line.
extension DashboardController {
    /// The line a scroll key moves the focus of `position` to, on the page in front.
    mutating func read(_ scroll: PanelScroll, from position: ReadingPosition) -> ReadingPosition {
        let rows = ScreenReaderView.rowsPerLine(state)
        let visibleRows = ScreenReaderView.listRows(state.size)
        let page = max(1, visibleRows - 1)
        let line = switch scroll {
        case .up: position.line - 1
        case .down: position.line + 1
        case .pageUp: position.line - page
        case .pageDown: position.line + page
        case .toStart: 0
        case .toEnd: rows.count - 1
        }
        var moved = position
        moved.focus(line, rows: rows, visibleRows: visibleRows)
        return moved
    }

    /// A scroll key of the main screen, as the screen-reader form takes it.
    mutating func readMainScreen(_ command: MainCommand) {
        let scroll: PanelScroll? = switch command {
        case .scrollUp: .up
        case .scrollDown: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .scrollToStart: .toStart
        case .scrollToEnd: .toEnd
        default: nil
        }
        if let scroll { state.reading = read(scroll, from: state.reading) }
    }

    /// A scroll key of a panel (help, warnings), as the screen-reader form takes it: true when it was one.
    mutating func readPanel(_ command: PanelScroll?) -> Bool {
        guard let command else { return false }
        state.panelReading = read(command, from: state.panelReading)
        return true
    }
}
