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
}

/// The warnings panel's keys: the main screen's scroll keys move it; Esc, q and ! close it.
extension KeyMaps {
    public static let warnings = KeyMap<WarningsCommand>([
        KeyBinding(
            main.keys(for: .scrollUp), label: "↑ k", .scrollUp, help: LocalizedText("scroll the warnings", "특보 스크롤"),
            hints: [.warningsScrolling: KeyHint("↑↓", LocalizedText("scroll", "스크롤"), priority: 0)]
        ),
        KeyBinding(main.keys(for: .scrollDown), label: "↓ j", .scrollDown, help: LocalizedText("scroll the warnings", "특보 스크롤")),
        KeyBinding(main.keys(for: .pageUp), label: "PgUp", .pageUp, help: LocalizedText("scroll a page", "한 페이지씩 스크롤")),
        KeyBinding(main.keys(for: .pageDown), label: "PgDn Space", .pageDown, help: LocalizedText("scroll a page", "한 페이지씩 스크롤")),
        KeyBinding(main.keys(for: .scrollToStart), label: "Home g", .scrollToStart, help: LocalizedText("first or last row", "처음 또는 마지막 줄")),
        KeyBinding(main.keys(for: .scrollToEnd), label: "End G", .scrollToEnd, help: LocalizedText("first or last row", "처음 또는 마지막 줄")),
        KeyBinding(
            [.escape, .character("q"), .character("!")], label: "Esc q !", .close, help: LocalizedText("close the warnings", "특보 닫기"),
            hints: [.warningsScrolling: KeyHint("Esc", LocalizedText("close", "닫기"), priority: 1)]
        ),
    ])
}
