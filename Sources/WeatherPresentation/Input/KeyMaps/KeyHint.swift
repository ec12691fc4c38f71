/// Where keys are named on screen besides the `?` help: the bar in the bottom border in each phase of
/// the main screen, the line of keys in the middle of the failure screen, and the last line of each panel.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case loaded
    case failed
    /// Locating or loading, before there is anything to show.
    case waiting
    case failureScreen
    case prompt
    case pickList
    case message
    /// The help, when it has more rows than fit.
    case helpScrolling
    /// The `!` warnings panel, when it has more rows than fit.
    case warningsScrolling
    /// The places view (`p`).
    case places
    /// The radar view (`R`).
    case radar
}

/// How a binding is named in one context: its label, a word or two, and its place (lower first;
/// when the line is narrow the highest go first).
public struct KeyHint: Hashable, Sendable {
    public var label: String
    public var text: Message
    public var priority: Int

    public init(_ label: String, _ text: Message, priority: Int) {
        self.label = label
        self.text = text
        self.priority = priority
    }
}
