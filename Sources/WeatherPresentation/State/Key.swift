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
    case left
    case right
}
