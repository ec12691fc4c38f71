import WeatherPresentation

/// What reading the terminal produced.
public enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    case resize(TerminalSize)
    /// An answer to one of the app's queries.
    case report(TerminalReport)
}
