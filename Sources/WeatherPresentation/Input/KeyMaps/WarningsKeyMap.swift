/// What a key in the `!` warnings panel asks for. Any key outside the map closes the panel, and so do
/// the scroll keys when the whole panel is in view.
public enum WarningsCommand: Hashable, Sendable, CaseIterable {
    case close
    case scroll(PanelScroll)

    public static var allCases: [WarningsCommand] { [.close] + PanelScroll.allCases.map(scroll) }
}

/// The warnings panel's keys: the main screen's scroll keys move it; Esc, q and ! close it.
extension KeyMaps {
    public static let warnings = KeyMap<WarningsCommand>([
        KeyBinding(
            main.keys(for: .scrollUp), label: "↑ k", .scroll(.up), help: .keyScrollWarnings,
            hints: [.warningsScrolling: KeyHint("↑↓", .hintScroll, priority: 0)]
        ),
        KeyBinding(main.keys(for: .scrollDown), label: "↓ j", .scroll(.down), help: .keyScrollWarnings),
        KeyBinding(main.keys(for: .pageUp), label: "PgUp", .scroll(.pageUp), help: .keyScrollPage),
        KeyBinding(main.keys(for: .pageDown), label: "PgDn Space", .scroll(.pageDown), help: .keyScrollPage),
        KeyBinding(main.keys(for: .scrollToStart), label: "Home g", .scroll(.toStart), help: .keyFirstOrLastRow),
        KeyBinding(main.keys(for: .scrollToEnd), label: "End G", .scroll(.toEnd), help: .keyFirstOrLastRow),
        KeyBinding(
            [.escape, .character("q"), .character("!")], label: "Esc q !", .close, help: .keyCloseWarnings,
            hints: [.warningsScrolling: KeyHint("Esc", .hintClose, priority: 1)]
        ),
    ])
}
