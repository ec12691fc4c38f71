/// What the key decoder makes of the terminal's input, in the order it arrived.
public enum DecodedInput: Hashable, Sendable {
    case key(Key)
    case report(TerminalReport)

    public var key: Key? {
        if case let .key(key) = self { key } else { nil }
    }
}
