import WeatherCore

/// The keys of a message (a refresh that failed), through its key map.
extension DashboardController {
    /// Enter and Esc dismiss the message and q quits; any other key dismisses it and goes on to the main
    /// screen (nil).
    mutating func handleMessageKey(_ key: Key) -> KeyOutcome? {
        switch KeyMaps.message.command(for: key) {
        case .dismiss:
            state.overlay = nil
            return .handled
        case .quit:
            return .quit
        case nil:
            state.overlay = nil
            return nil
        }
    }
}
