import WeatherPresentation

/// Notifications as the terminal's own notification sequence on standard output (`watch` run in a
/// terminal with no desktop bus: over ssh, in a tab), with the line `StandardOutputChannel` writes.
@MainActor
final class TerminalNotificationChannel: NotificationChannel {
    let sequence: TerminalNotificationSequence
    private let strings: Strings

    init(sequence: TerminalNotificationSequence, strings: Strings) {
        self.sequence = sequence
        self.strings = strings
    }

    var name: String { "the terminal (\(sequence.rawValue))" }

    func send(_ notification: WatchNotification) throws(NotificationFailure) {
        let text = sequence.text(summary: notification.summary, body: notification.body) + StandardOutputChannel.text(notification)
        StandardStreams.writeOutput(text, strings: strings)
    }
}
