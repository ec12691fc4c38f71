import TerminalBackend
import WeatherCore
import WeatherPresentation

extension Strings {
    /// Why the dashboard cannot start on this terminal, and what to do instead.
    func startError(_ error: CursesScreen.StartError) -> String {
        switch error {
        case .notATerminal: text(.terminalNotATerminal)
        case let .unknownTerminal(name): text(.terminalUnknown(name: TerminalText.sanitize(name)))
        case let .cannotAddressCursor(name): text(.terminalCannotMoveCursor(name: TerminalText.sanitize(name)))
        }
    }
}
