extension Key {
    /// How the documentation names the key.
    public var documentedName: String {
        switch self {
        case .character(" "): "Space"
        case let .character(character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case let .control(character): "Ctrl-" + character.uppercased()
        case .paste: "paste"
        case .mouse: "mouse"
        }
    }
}
