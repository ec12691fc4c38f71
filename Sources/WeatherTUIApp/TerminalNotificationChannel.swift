import WeatherPresentation

/// Notifications as the terminal's own notification sequence on standard output (`watch` run in a
/// terminal with no desktop bus: over ssh, in a tab), with the line `StandardOutputChannel` writes.
@MainActor
final class TerminalNotificationChannel: NotificationChannel {
    let sequence: TerminalNotificationSequence
    /// Inside tmux (`TMUX` set): the sequence goes through tmux's passthrough.
    let isInsideTmux: Bool
    private let strings: Strings

    init(environment: [String: String], strings: Strings) {
        sequence = TerminalNotificationSequence(environment: environment)
        isInsideTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
        self.strings = strings
    }

    var name: String { "the terminal (\(sequence.rawValue))" }

    func send(_ notification: WatchNotification) throws(NotificationFailure) {
        StandardStreams.writeOutput(escapeSequence(for: notification) + StandardOutputChannel.text(notification), strings: strings)
    }

    /// The bytes that show `notification` in this terminal, alone: what the dashboard writes between frames.
    func escapeSequence(for notification: WatchNotification) -> String {
        let raw = sequence.text(summary: notification.summary, body: notification.body)
        return isInsideTmux ? TerminalNotificationSequence.throughTmux(raw) : raw
    }
}
