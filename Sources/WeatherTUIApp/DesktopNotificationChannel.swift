import CDBus
import FoundationEssentials
import WeatherCore
import WeatherPresentation

/// Notifications on the desktop: `org.freedesktop.Notifications.Notify` on the session bus (GNOME, KDE,
/// dunst, mako, xfce4-notifyd), through libdbus-1. The app name is "weathertui", the urgency hint is the
/// event's, and an update of an event replaces its own bubble (`replaces_id`, kept by
/// `WatchNotification.replaces` while the process runs). The wait for the service's answer is bounded,
/// so a service that hangs costs a notification, not the watcher.
@MainActor
final class DesktopNotificationChannel: NotificationChannel {
    let name = "D-Bus (org.freedesktop.Notifications)"
    /// How long the service has to answer a call.
    static let replyTimeoutMilliseconds: Int32 = 3000
    static let service = "org.freedesktop.Notifications"

    private let address: String
    private var connection: OpaquePointer?
    /// The id the service gave each subject's bubble.
    private var bubbles: [String: UInt32] = [:]

    /// The session bus; nil where there is none. Only a bus the environment names (or the user's
    /// `$XDG_RUNTIME_DIR/bus`) is tried: never one libdbus would start.
    init?(environment: [String: String]) {
        let address = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["XDG_RUNTIME_DIR"].map { "unix:path=" + $0 + "/bus" }
        guard let address, let connection = Self.connect(address) else { return nil }
        self.address = address
        self.connection = connection
    }

    /// Whether a notification service is on the bus now: the desktop's may come up after `watch`
    /// started (a user unit starts at login, before the desktop shell), and go with its session.
    var isAvailable: Bool {
        guard let connection = connected() else { return false }
        return Self.hasService(connection)
    }

    isolated deinit {
        if let connection { Self.close(connection) }
    }

    func send(_ notification: WatchNotification) throws(NotificationFailure) {
        guard let connection = connected() else { throw NotificationFailure(reason: "the session bus is gone") }
        guard let message = dbus_message_new_method_call(Self.service, "/org/freedesktop/Notifications", Self.service, "Notify") else {
            throw NotificationFailure(reason: "out of memory")
        }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        Self.append("weathertui", to: &arguments)
        var replaces = bubbles[notification.replaces] ?? 0
        dbus_message_iter_append_basic(&arguments, Self.type("u"), &replaces)
        Self.append("", to: &arguments)
        Self.append(TerminalText.sanitize(notification.summary, maximumLength: 400), to: &arguments)
        Self.append(TerminalText.sanitize(notification.body, maximumLength: 400), to: &arguments)
        var actions = DBusMessageIter()
        dbus_message_iter_open_container(&arguments, Self.type("a"), "s", &actions)
        dbus_message_iter_close_container(&arguments, &actions)
        var hints = DBusMessageIter()
        dbus_message_iter_open_container(&arguments, Self.type("a"), "{sv}", &hints)
        var entry = DBusMessageIter()
        dbus_message_iter_open_container(&hints, Self.type("e"), nil, &entry)
        Self.append("urgency", to: &entry)
        var variant = DBusMessageIter()
        dbus_message_iter_open_container(&entry, Self.type("v"), "y", &variant)
        var urgency = UInt8(notification.urgency.rawValue)
        dbus_message_iter_append_basic(&variant, Self.type("y"), &urgency)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&hints, &entry)
        dbus_message_iter_close_container(&arguments, &hints)
        var timeout: Int32 = -1
        dbus_message_iter_append_basic(&arguments, Self.type("i"), &timeout)

        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, Self.replyTimeoutMilliseconds, &error) else {
            throw NotificationFailure(reason: Self.words(error))
        }
        defer { dbus_message_unref(reply) }
        var answer = DBusMessageIter()
        if dbus_message_iter_init(reply, &answer) != 0, dbus_message_iter_get_arg_type(&answer) == Self.type("u") {
            var id: UInt32 = 0
            dbus_message_iter_get_basic(&answer, &id)
            bubbles[notification.replaces] = id
        }
    }

    /// The connection, made again when the bus went away and is back (a session restarted).
    private func connected() -> OpaquePointer? {
        if let connection, dbus_connection_get_is_connected(connection) != 0 { return connection }
        if let connection { Self.close(connection) }
        connection = Self.connect(address)
        // The bubbles of a bus that went away are gone with it.
        bubbles = [:]
        return connection
    }

    private static func connect(_ address: String) -> OpaquePointer? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            close(connection)
            return nil
        }
        return connection
    }

    /// Whether a notification service is on the bus, or the bus starts one when asked (dunst, mako and
    /// notify-osd are started by D-Bus activation, so none may be running yet at login).
    private static func hasService(_ connection: OpaquePointer) -> Bool {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        if dbus_bus_name_has_owner(connection, service, &error) != 0 { return true }
        dbus_error_free(&error)
        dbus_error_init(&error)
        var started: UInt32 = 0
        return dbus_bus_start_service_by_name(connection, service, 0, &started, &error) != 0
    }

    private static func close(_ connection: OpaquePointer) {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    private static func append(_ text: String, to iterator: inout DBusMessageIter) {
        text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            dbus_message_iter_append_basic(&iterator, type("s"), &pointer)
        }
    }

    /// A D-Bus type code: its letter.
    private static func type(_ letter: Unicode.Scalar) -> Int32 {
        Int32(letter.value)
    }

    private static func words(_ error: DBusError) -> String {
        guard let message = error.message else { return "no answer" }
        return String(cString: message)
    }
}
