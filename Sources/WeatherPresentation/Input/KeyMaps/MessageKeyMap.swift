/// What a key in a message (a refresh that failed) asks for. Any other key closes the message and then
/// does what it does on the main screen.
public enum MessageCommand: Hashable, Sendable, CaseIterable {
    case dismiss
    case quit
}

/// The message's keys.
extension KeyMaps {
    public static let message = KeyMap<MessageCommand>([
        KeyBinding(
            [.enter, .escape], label: "Enter Esc", .dismiss,
            help: LocalizedText("dismiss a message or close a panel", "메시지나 창 닫기"), summary: "dismiss a message",
            hints: [.message: KeyHint("Enter Esc", LocalizedText("dismiss", "닫기"), priority: 0)]
        ),
        KeyBinding(
            [.character("q")], label: "q", .quit, help: LocalizedText("quit", "종료"),
            hints: [.message: KeyHint("q", quitWord, priority: 1)]
        ),
    ])
}
