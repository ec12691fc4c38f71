import FoundationEssentials
import Glibc
import WeatherPresentation

/// Where `watch`'s notifications go: the desktop's notification service over the session bus when
/// there is one, else the terminal's notification sequence when standard output is a terminal, else a
/// line on standard output.
@MainActor
protocol NotificationChannel: AnyObject {
    /// A technical name, for `--notify-test` and the log: "D-Bus (org.freedesktop.Notifications)".
    var name: String { get }
    /// Shows `notification`; throws why it could not, in the system's words.
    func send(_ notification: WatchNotification) throws(NotificationFailure)
}

/// Why a notification could not be shown, in the system's or the bus's words.
struct NotificationFailure: Error {
    let reason: String
}

@MainActor
enum NotificationChannels {
    /// The channel a run in `environment` uses: with a session bus, the desktop whenever its notification
    /// service is there (`DesktopOrFallbackChannel`).
    static func chosen(environment: [String: String], strings: Strings) -> any NotificationChannel {
        let fallback: any NotificationChannel = isatty(1) != 0
            ? TerminalNotificationChannel(environment: environment, strings: strings) : StandardOutputChannel(strings: strings)
        guard let desktop = DesktopNotificationChannel(environment: environment) else { return fallback }
        return DesktopOrFallbackChannel(desktop: desktop, fallback: fallback)
    }
}
