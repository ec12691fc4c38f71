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
}

/// The help's keys: the main screen's scroll keys move it.
extension KeyMaps {
    public static let help = KeyMap<HelpCommand>([
        KeyBinding([.character("q")], label: "q", .quit, help: LocalizedText("quit", "종료")),
        KeyBinding(
            main.keys(for: .scrollUp), label: "↑ k", .scrollUp, help: LocalizedText("scroll the help", "도움말 스크롤"),
            hints: [.helpScrolling: KeyHint("↑↓", LocalizedText("scroll", "스크롤"), priority: 0)]
        ),
        KeyBinding(main.keys(for: .scrollDown), label: "↓ j", .scrollDown, help: LocalizedText("scroll the help", "도움말 스크롤")),
        KeyBinding(main.keys(for: .pageUp), label: "PgUp", .pageUp, help: LocalizedText("scroll a page", "한 페이지씩 스크롤")),
        KeyBinding(main.keys(for: .pageDown), label: "PgDn Space", .pageDown, help: LocalizedText("scroll a page", "한 페이지씩 스크롤")),
        KeyBinding(main.keys(for: .scrollToStart), label: "Home g", .scrollToStart, help: LocalizedText("first or last row", "처음 또는 마지막 줄")),
        KeyBinding(main.keys(for: .scrollToEnd), label: "End G", .scrollToEnd, help: LocalizedText("first or last row", "처음 또는 마지막 줄")),
    ])
}
