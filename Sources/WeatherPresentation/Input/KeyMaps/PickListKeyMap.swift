/// What a key in the list of places a name matched asks for.
public enum PickListCommand: Hashable, Sendable, CaseIterable {
    case moveUp
    case moveDown
    case moveToFirst
    case moveToLast
    /// Loads the selected place.
    case load
    /// 1–9: the digit says which place to load.
    case choose
    /// Back to the prompt; while the chosen place loads, calls the change off.
    case back
}

/// The pick list's keys.
extension KeyMaps {
    static let chooseWord = LocalizedText("choose", "선택")

    public static let pickList = KeyMap<PickListCommand>([
        KeyBinding(
            [.up, .character("k")], label: "↑ k", .moveUp, help: LocalizedText("move the selection", "선택 이동"),
            hints: [.pickList: KeyHint("↑↓", chooseWord, priority: 3)]
        ),
        KeyBinding([.down, .character("j")], label: "↓ j", .moveDown, help: LocalizedText("move the selection", "선택 이동")),
        KeyBinding([.home], label: "Home", .moveToFirst, help: LocalizedText("first or last place", "처음 또는 마지막 위치")),
        KeyBinding([.end], label: "End", .moveToLast, help: LocalizedText("first or last place", "처음 또는 마지막 위치")),
        KeyBinding(
            (1...9).map { .character(Character(String($0))) }, label: "1–9", .choose,
            help: LocalizedText("load the place of that number", "그 번호의 위치 불러오기"),
            hints: [.pickList: KeyHint("1–9", chooseWord, priority: 2)]
        ),
        KeyBinding(
            [.enter], label: "Enter", .load, help: LocalizedText("load the selected place", "선택한 위치 불러오기"),
            hints: [.pickList: KeyHint("Enter", LocalizedText("load", "불러오기"), priority: 0)]
        ),
        KeyBinding(
            [.escape], label: "Esc", .back,
            help: LocalizedText("back to the prompt; calls off a load under way", "입력 창으로 돌아가기 (진행 중인 불러오기 취소)"),
            hints: [.pickList: KeyHint("Esc", LocalizedText("back", "뒤로"), priority: 1)]
        ),
    ])
}
