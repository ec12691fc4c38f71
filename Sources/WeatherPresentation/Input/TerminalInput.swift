/// One unit read from the terminal: a character, or a key curses recognised from its terminfo entry
/// (`nil` for a key the app has no use for, such as F1).
public enum TerminalInput: Hashable, Sendable {
    case scalar(Unicode.Scalar)
    case namedKey(Key?)
}
