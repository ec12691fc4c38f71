/// What a key in the location prompt asks for. Keys outside the map type themselves into the text.
public enum PromptCommand: Hashable, Sendable, CaseIterable {
    /// Closes the prompt, calling off a change it shows under way.
    case cancel
    /// Looks up what was typed: a recent place's number, coordinates or a name.
    case submit
    case deleteBackward
    case deleteForward
    case moveLeft
    case moveRight
    case moveToStart
    case moveToEnd
    case deleteToStart
    case deleteWordBackward
}

/// The location prompt's keys, edited as in readline.
extension KeyMaps {
    public static let prompt = KeyMap<PromptCommand>([
        KeyBinding(
            [.enter], label: "Enter", .submit, help: .keySearch, summary: "search",
            hints: [.prompt: KeyHint("Enter", .hintSearch, priority: 0)]
        ),
        KeyBinding(
            [.escape], label: "Esc", .cancel,
            help: .keyCancelPrompt, summary: "cancel",
            hints: [.prompt: KeyHint("Esc", .hintCancel, priority: 1)]
        ),
        KeyBinding([.left, .control("b")], label: "← Ctrl-B", .moveLeft, help: .keyMoveCursor, summary: "edit"),
        KeyBinding([.right, .control("f")], label: "→ Ctrl-F", .moveRight, help: .keyMoveCursor, summary: "edit"),
        KeyBinding([.home, .control("a")], label: "Home Ctrl-A", .moveToStart, help: .keyStartOrEnd, summary: "edit"),
        KeyBinding([.end, .control("e")], label: "End Ctrl-E", .moveToEnd, help: .keyStartOrEnd, summary: "edit"),
        KeyBinding([.backspace], label: "Backspace", .deleteBackward, help: .keyDeleteBackward, summary: "edit"),
        KeyBinding([.delete, .control("d")], label: "Delete Ctrl-D", .deleteForward, help: .keyDeleteForward, summary: "edit"),
        KeyBinding([.control("u")], label: "Ctrl-U", .deleteToStart, help: .keyDeleteToStart, summary: "edit"),
        KeyBinding([.control("w")], label: "Ctrl-W", .deleteWordBackward, help: .keyDeleteWord, summary: "edit"),
    ])
}
