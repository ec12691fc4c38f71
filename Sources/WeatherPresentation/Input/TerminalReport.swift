/// An answer the terminal sent to one of the app's queries; it arrives among the keys and is never one.
public enum TerminalReport: Hashable, Sendable {
    /// OSC 11: the background colour.
    case background(BackgroundColor)
    /// DA1 (`Esc [ ? … c`): the terminal's attributes. Terminals answer in order, so this one, asked for
    /// last, means every answer before it has come (or never will).
    case attributes
}
