import WeatherCore
import WeatherPresentation

/// Notifications as lines on standard output: the summary, and the body indented on the next line.
/// Always there: a run without a terminal or a bus (a log, a pipe), and where another channel failed.
@MainActor
final class StandardOutputChannel: NotificationChannel {
    static let name = "standard output"
    var name: String { Self.name }
    private let strings: Strings

    init(strings: Strings) {
        self.strings = strings
    }

    func send(_ notification: WatchNotification) throws(NotificationFailure) {
        StandardStreams.writeOutput(Self.text(notification), strings: strings)
    }

    /// Every server string cleaned of control characters and escape sequences.
    static func text(_ notification: WatchNotification) -> String {
        let summary = TerminalText.sanitize(notification.summary, maximumLength: 400)
        let body = TerminalText.sanitize(notification.body, maximumLength: 400)
        return summary + (body.isEmpty ? "" : "\n  " + body) + "\n"
    }
}
