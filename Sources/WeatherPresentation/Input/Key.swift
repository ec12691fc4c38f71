/// A key press, as the terminal backend decodes it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up
    case down
    case pageUp
    case pageDown
    case home
    case end
    case enter
    case escape
    case backspace
    /// The key that deletes the character under the cursor (Delete, `Esc [3~`).
    case delete
    case left
    case right
    /// A control character typed with Ctrl: `.control("l")` is Ctrl-L.
    case control(Character)
    /// Text the terminal marked as pasted (bracketed paste): never read as commands.
    case paste(String)
    /// A mouse report (SGR mode 1006); sent only while the app asks for them.
    case mouse(MouseEvent)
}

extension Key {
    var isPaste: Bool {
        if case .paste = self { return true }
        return false
    }
}
