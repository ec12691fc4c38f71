/// What a key in the `?` help asks for. Any key outside the map closes the help, and so do the scroll
/// keys when the whole help is in view.
public enum HelpCommand: Hashable, Sendable, CaseIterable {
    case quit
    case scroll(PanelScroll)

    public static var allCases: [HelpCommand] { [.quit] + PanelScroll.allCases.map(scroll) }
}

/// The help's keys: the main screen's scroll keys move it.
extension KeyMaps {
    public static let help = KeyMap<HelpCommand>([
        KeyBinding([.character("q")], label: "q", .quit, help: .keyQuit),
        KeyBinding(
            main.keys(for: .scrollUp), label: "↑ k", .scroll(.up), help: .keyScrollHelp,
            hints: [.helpScrolling: KeyHint("↑↓", .hintScroll, priority: 0)]
        ),
        KeyBinding(main.keys(for: .scrollDown), label: "↓ j", .scroll(.down), help: .keyScrollHelp),
        KeyBinding(main.keys(for: .pageUp), label: "PgUp", .scroll(.pageUp), help: .keyScrollPage),
        KeyBinding(main.keys(for: .pageDown), label: "PgDn Space", .scroll(.pageDown), help: .keyScrollPage),
        KeyBinding(main.keys(for: .scrollToStart), label: "Home g", .scroll(.toStart), help: .keyFirstOrLastRow),
        KeyBinding(main.keys(for: .scrollToEnd), label: "End G", .scroll(.toEnd), help: .keyFirstOrLastRow),
    ])
}
