/// What `weathertui doctor` finds of the terminal, as the dashboard would meet it.
public struct TerminalFacts: Hashable, Sendable {
    /// The terminfo entry the dashboard would be drawn with.
    public enum Description: Hashable, Sendable {
        /// `TERM`'s own, with the colours it says the terminal has (0: none).
        case found(colours: Int)
        /// `TERM`'s is not installed: this close relative is used.
        case relative(String, colours: Int)
        /// Neither `TERM`'s nor a relative's is installed: the dashboard cannot start.
        case missing
    }

    /// How the terminal met the background colour query (OSC 11) `--theme auto` sends.
    public enum Background: Hashable, Sendable {
        case answered(BackgroundColor)
        /// It answered the attributes query sent after it, and not OSC 11: it has no answer to give.
        case notAnswered
        /// Nothing came back within `waited`.
        case silent(waited: Duration)
        /// Standard input or output is not a terminal: nothing was asked.
        case notATerminal
    }

    public struct Size: Hashable, Sendable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    /// `TERM` as set; nil when unset.
    public var term: String?
    public var description: Description
    /// Nil when standard input or output is not a terminal, or the size is not known.
    public var size: Size?
    public var background: Background

    public init(term: String?, description: Description, size: Size?, background: Background) {
        self.term = term
        self.description = description
        self.size = size
        self.background = background
    }
}
