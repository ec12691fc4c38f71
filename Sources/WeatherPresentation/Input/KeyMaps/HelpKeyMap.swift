/// What a key in the `?` help asks for. Any key outside the map closes the help, and so do the scroll
/// keys when the whole help is in view.
public enum HelpCommand: Hashable, Sendable, CaseIterable {
    case quit
    case scrollUp
    case scrollDown
    case pageUp
    case pageDown
    case scrollToStart
    case scrollToEnd

    /// How the command scrolls the panel; nil for `quit`.
    var scroll: PanelScroll? {
        switch self {
        case .scrollUp: .up
        case .scrollDown: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .scrollToStart: .toStart
        case .scrollToEnd: .toEnd
        case .quit: nil
        }
    }
}

/// The help's keys: the main screen's scroll keys move it.
extension KeyMaps {
    public static let help = KeyMap<HelpCommand>([
        KeyBinding([.character("q")], label: "q", .quit, help: .keyQuit),
        KeyBinding(
            main.keys(for: .scrollUp), label: "↑ k", .scrollUp, help: .keyScrollHelp,
            hints: [.helpScrolling: KeyHint("↑↓", .hintScroll, priority: 0)]
        ),
        KeyBinding(main.keys(for: .scrollDown), label: "↓ j", .scrollDown, help: .keyScrollHelp),
        KeyBinding(main.keys(for: .pageUp), label: "PgUp", .pageUp, help: .keyScrollPage),
        KeyBinding(main.keys(for: .pageDown), label: "PgDn Space", .pageDown, help: .keyScrollPage),
        KeyBinding(main.keys(for: .scrollToStart), label: "Home g", .scrollToStart, help: .keyFirstOrLastRow),
        KeyBinding(main.keys(for: .scrollToEnd), label: "End G", .scrollToEnd, help: .keyFirstOrLastRow),
    ])
}
