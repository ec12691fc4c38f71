/// A scroll key in a panel that scrolls as a whole (the `?` help, the `!` warnings): where it moves the
/// panel's first row to.
public enum PanelScroll: Hashable, Sendable, CaseIterable {
    case up, down, pageUp, pageDown, toStart, toEnd

    /// The first row after the key, within `0...maximumOffset`; a page is the rows shown less one, so
    /// one row stays in view.
    func offset(from offset: Int, shown: Int, maximumOffset: Int) -> Int {
        let page = max(1, shown - 1)
        let moved = switch self {
        case .down: offset + 1
        case .up: offset - 1
        case .pageDown: offset + page
        case .pageUp: offset - page
        case .toStart: 0
        case .toEnd: maximumOffset
        }
        return min(max(0, moved), maximumOffset)
    }
}
