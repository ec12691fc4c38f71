import WeatherPresentation

/// The desktop while a notification service is on the session bus, else `fallback` (the terminal or
/// standard output): asked at each notification, so a watcher started before the desktop (at login)
/// reaches it once it is there, and one whose desktop went away keeps telling the terminal.
@MainActor
final class DesktopOrFallbackChannel: NotificationChannel {
    private let desktop: DesktopNotificationChannel
    private let fallback: any NotificationChannel

    init(desktop: DesktopNotificationChannel, fallback: any NotificationChannel) {
        self.desktop = desktop
        self.fallback = fallback
    }

    /// The channel a notification would take now.
    var name: String { desktop.isAvailable ? desktop.name : fallback.name }

    func send(_ notification: WatchNotification) throws(NotificationFailure) {
        if desktop.isAvailable {
            try desktop.send(notification)
        } else {
            try fallback.send(notification)
        }
    }
}
