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
            help: .keyDismiss, summary: "dismiss a message",
            hints: [.message: KeyHint("Enter Esc", .hintDismiss, priority: 0)]
        ),
        KeyBinding(
            [.character("q")], label: "q", .quit, help: .keyQuit,
            hints: [.message: KeyHint("q", .hintQuit, priority: 1)]
        ),
    ])
}
