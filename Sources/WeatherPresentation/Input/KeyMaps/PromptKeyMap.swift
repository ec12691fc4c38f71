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
            [.enter], label: "Enter", .submit, help: LocalizedText("look the place up", "위치 찾기"), summary: "search",
            hints: [.prompt: KeyHint("Enter", LocalizedText("search", "검색"), priority: 0)]
        ),
        KeyBinding(
            [.escape], label: "Esc", .cancel,
            help: LocalizedText("close the prompt; calls off a search or load under way", "입력 창 닫기 (진행 중인 검색이나 불러오기 취소)"), summary: "cancel",
            hints: [.prompt: KeyHint("Esc", LocalizedText("cancel", "취소"), priority: 1)]
        ),
        KeyBinding([.left, .control("b")], label: "← Ctrl-B", .moveLeft, help: LocalizedText("move the cursor", "커서 이동"), summary: "edit"),
        KeyBinding([.right, .control("f")], label: "→ Ctrl-F", .moveRight, help: LocalizedText("move the cursor", "커서 이동"), summary: "edit"),
        KeyBinding([.home, .control("a")], label: "Home Ctrl-A", .moveToStart, help: LocalizedText("go to the start or the end", "처음 또는 끝으로"), summary: "edit"),
        KeyBinding([.end, .control("e")], label: "End Ctrl-E", .moveToEnd, help: LocalizedText("go to the start or the end", "처음 또는 끝으로"), summary: "edit"),
        KeyBinding([.backspace], label: "Backspace", .deleteBackward, help: LocalizedText("delete the character before the cursor", "커서 앞 글자 지우기"), summary: "edit"),
        KeyBinding([.delete, .control("d")], label: "Delete Ctrl-D", .deleteForward, help: LocalizedText("delete the character under the cursor", "커서 위치 글자 지우기"), summary: "edit"),
        KeyBinding([.control("u")], label: "Ctrl-U", .deleteToStart, help: LocalizedText("delete everything before the cursor", "커서 앞 전부 지우기"), summary: "edit"),
        KeyBinding([.control("w")], label: "Ctrl-W", .deleteWordBackward, help: LocalizedText("delete the word before the cursor", "커서 앞 단어 지우기"), summary: "edit"),
    ])
}
