import WeatherPresentation

/// What reading the terminal produced.
public enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    case resize(TerminalSize)
}
