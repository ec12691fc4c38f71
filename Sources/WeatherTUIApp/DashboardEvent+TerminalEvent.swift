import TerminalBackend
import WeatherPresentation

extension DashboardEvent {
    /// What reading the terminal produced, as the controller hears it.
    init(_ event: TerminalEvent) {
        switch event {
        case let .key(key): self = .keyPressed(key)
        case let .resize(size): self = .terminalResized(size)
        case let .report(report): self = .terminalAnswered(report)
        }
    }
}
