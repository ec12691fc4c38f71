/// What a key in the `!` warnings panel asks for. Any key outside the map closes the panel, and so do
/// the scroll keys when the whole panel is in view.
public enum WarningsCommand: Hashable, Sendable, CaseIterable {
    case close
    case scrollUp
    case scrollDown
    case pageUp
    case pageDown
    case scrollToStart
    case scrollToEnd

    /// How the command scrolls the panel; nil for `close`.
    var scroll: PanelScroll? {
        switch self {
        case .scrollUp: .up
        case .scrollDown: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .scrollToStart: .toStart
        case .scrollToEnd: .toEnd
        case .close: nil
        }
    }
}

/// The warnings panel's keys: the main screen's scroll keys move it; Esc, q and ! close it.
extension KeyMaps {
    public static let warnings = KeyMap<WarningsCommand>([
        KeyBinding(
            main.keys(for: .scrollUp), label: "↑ k", .scrollUp, help: .keyScrollWarnings,
            hints: [.warningsScrolling: KeyHint("↑↓", .hintScroll, priority: 0)]
        ),
        KeyBinding(main.keys(for: .scrollDown), label: "↓ j", .scrollDown, help: .keyScrollWarnings),
        KeyBinding(main.keys(for: .pageUp), label: "PgUp", .pageUp, help: .keyScrollPage),
        KeyBinding(main.keys(for: .pageDown), label: "PgDn Space", .pageDown, help: .keyScrollPage),
        KeyBinding(main.keys(for: .scrollToStart), label: "Home g", .scrollToStart, help: .keyFirstOrLastRow),
        KeyBinding(main.keys(for: .scrollToEnd), label: "End G", .scrollToEnd, help: .keyFirstOrLastRow),
        KeyBinding(
            [.escape, .character("q"), .character("!")], label: "Esc q !", .close, help: .keyCloseWarnings,
            hints: [.warningsScrolling: KeyHint("Esc", .hintClose, priority: 1)]
        ),
    ])
}
