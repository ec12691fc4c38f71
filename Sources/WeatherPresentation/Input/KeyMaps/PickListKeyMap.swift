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
    public static let pickList = KeyMap<PickListCommand>([
        KeyBinding(
            [.up, .character("k")], label: "↑ k", .moveUp, help: .keyMoveSelection,
            hints: [.pickList: KeyHint("↑↓", .hintChoose, priority: 3)]
        ),
        KeyBinding([.down, .character("j")], label: "↓ j", .moveDown, help: .keyMoveSelection),
        KeyBinding([.home], label: "Home", .moveToFirst, help: .keyFirstOrLastPlace),
        KeyBinding([.end], label: "End", .moveToLast, help: .keyFirstOrLastPlace),
        KeyBinding(
            (1...9).map { .character(Character(String($0))) }, label: "1–9", .choose,
            help: .keyChooseNumber,
            hints: [.pickList: KeyHint("1–9", .hintChoose, priority: 2)]
        ),
        KeyBinding(
            [.enter], label: "Enter", .load, help: .keyLoadSelected,
            hints: [.pickList: KeyHint("Enter", .hintLoad, priority: 0)]
        ),
        KeyBinding(
            [.escape], label: "Esc", .back,
            help: .keyBackToPrompt,
            hints: [.pickList: KeyHint("Esc", .hintBack, priority: 1)]
        ),
    ])
}
