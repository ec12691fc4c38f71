/// One command of a screen and every key that triggers it, with how the documentation, the `?` help and
/// the key hints name it.
public struct KeyBinding<Command: Hashable & Sendable>: Hashable, Sendable {
    public var keys: [Key]
    /// The keys as the help shows them ("↑ k").
    public var label: String
    public var command: Command
    /// What the keys do, a row of the `?` help (main screen) and of the documentation. Consecutive
    /// bindings with the same text share a row.
    public var help: Message
    /// A word or two for `--help`'s list of keys; nil leaves the binding out of it.
    public var summary: String?
    public var hints: [KeyContext: KeyHint]

    public init(
        _ keys: [Key], label: String, _ command: Command, help: Message, summary: String? = nil,
        hints: [KeyContext: KeyHint] = [:]
    ) {
        self.keys = keys
        self.label = label
        self.command = command
        self.help = help
        self.summary = summary
        self.hints = hints
    }

    /// The keys as the user guide and the man page name them: a capital that does what its small letter
    /// does is not named apart, and 1 to 9 are one range.
    public var documentedKeys: [String] {
        var names: [String] = []
        for key in keys {
            if case let .character(character) = key, character.isUppercase,
               keys.contains(.character(Character(character.lowercased()))) {
                continue
            }
            if case let .character(character) = key, let digit = character.wholeNumberValue, (1...9).contains(digit) {
                if !names.contains("1–9") { names.append("1–9") }
                continue
            }
            names.append(key.documentedName)
        }
        return names
    }
}
