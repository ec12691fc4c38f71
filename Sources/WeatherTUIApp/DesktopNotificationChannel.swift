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

    /// libdbus-1's functions, from the library opened when the first channel is made; nil where it is
    /// not installed, and then there is no channel.
    private static let library = weathertui_dbus()?.pointee
    private static var dbus: weathertui_dbus_functions {
        guard let library else { preconditionFailure("a desktop channel without libdbus-1") }
        return library
    }

    private let address: String
    private var connection: OpaquePointer?
    /// The id the service gave each subject's bubble.
    private var bubbles: [String: UInt32] = [:]

    /// The session bus; nil where there is none. Only a bus the environment names (or the user's
    /// `$XDG_RUNTIME_DIR/bus`) is tried: never one libdbus would start.
    init?(environment: [String: String]) {
        let address = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["XDG_RUNTIME_DIR"].map { "unix:path=" + $0 + "/bus" }
        // No bus named, libdbus-1 (and the libraries it needs, a megabyte resident) is not loaded at all.
        guard let address, Self.library != nil, let connection = Self.connect(address) else { return nil }
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
        guard let message = Self.dbus.message_new_method_call(Self.service, "/org/freedesktop/Notifications", Self.service, "Notify") else {
            throw NotificationFailure(reason: "out of memory")
        }
        defer { Self.dbus.message_unref(message) }
        var arguments = DBusMessageIter()
        Self.dbus.message_iter_init_append(message, &arguments)
        try Self.append("weathertui", to: &arguments)
        var replaces = bubbles[notification.replaces] ?? 0
        try Self.built(Self.dbus.message_iter_append_basic(&arguments, Self.type("u"), &replaces))
        try Self.append("", to: &arguments)
        try Self.append(TerminalText.sanitize(notification.summary, maximumLength: 400), to: &arguments)
        try Self.append(TerminalText.sanitize(notification.body, maximumLength: 400), to: &arguments)
        var actions = DBusMessageIter()
        try Self.built(Self.dbus.message_iter_open_container(&arguments, Self.type("a"), "s", &actions))
        try Self.built(Self.dbus.message_iter_close_container(&arguments, &actions))
        var hints = DBusMessageIter()
        try Self.built(Self.dbus.message_iter_open_container(&arguments, Self.type("a"), "{sv}", &hints))
        var entry = DBusMessageIter()
        try Self.built(Self.dbus.message_iter_open_container(&hints, Self.type("e"), nil, &entry))
        try Self.append("urgency", to: &entry)
        var variant = DBusMessageIter()
        try Self.built(Self.dbus.message_iter_open_container(&entry, Self.type("v"), "y", &variant))
        var urgency = UInt8(notification.urgency.rawValue)
        try Self.built(Self.dbus.message_iter_append_basic(&variant, Self.type("y"), &urgency))
        try Self.built(Self.dbus.message_iter_close_container(&entry, &variant))
        try Self.built(Self.dbus.message_iter_close_container(&hints, &entry))
        try Self.built(Self.dbus.message_iter_close_container(&arguments, &hints))
        var timeout: Int32 = -1
        try Self.built(Self.dbus.message_iter_append_basic(&arguments, Self.type("i"), &timeout))

        var error = DBusError()
        Self.dbus.error_init(&error)
        defer { Self.dbus.error_free(&error) }
        guard let reply = Self.dbus.connection_send_with_reply_and_block(connection, message, Self.replyTimeoutMilliseconds, &error) else {
            throw NotificationFailure(reason: Self.words(error))
        }
        defer { Self.dbus.message_unref(reply) }
        var answer = DBusMessageIter()
        if Self.dbus.message_iter_init(reply, &answer) != 0, Self.dbus.message_iter_get_arg_type(&answer) == Self.type("u") {
            var id: UInt32 = 0
            Self.dbus.message_iter_get_basic(&answer, &id)
            bubbles[notification.replaces] = id
        }
    }

    /// The connection, made again when the bus went away and is back (a session restarted).
    private func connected() -> OpaquePointer? {
        if let connection, Self.dbus.connection_get_is_connected(connection) != 0 { return connection }
        if let connection { Self.close(connection) }
        connection = Self.connect(address)
        // The bubbles of a bus that went away are gone with it.
        bubbles = [:]
        return connection
    }

    private static func connect(_ address: String) -> OpaquePointer? {
        var error = DBusError()
        Self.dbus.error_init(&error)
        defer { Self.dbus.error_free(&error) }
        guard let connection = Self.dbus.connection_open_private(address, &error) else { return nil }
        Self.dbus.connection_set_exit_on_disconnect(connection, 0)
        guard Self.dbus.bus_register(connection, &error) != 0 else {
            close(connection)
            return nil
        }
        return connection
    }

    /// Whether a notification service is on the bus, or the bus starts one when asked (dunst, mako and
    /// notify-osd are started by D-Bus activation, so none may be running yet at login).
    private static func hasService(_ connection: OpaquePointer) -> Bool {
        var error = DBusError()
        Self.dbus.error_init(&error)
        defer { Self.dbus.error_free(&error) }
        if Self.dbus.bus_name_has_owner(connection, service, &error) != 0 { return true }
        Self.dbus.error_free(&error)
        Self.dbus.error_init(&error)
        var started: UInt32 = 0
        return Self.dbus.bus_start_service_by_name(connection, service, 0, &started, &error) != 0
    }

    private static func close(_ connection: OpaquePointer) {
        Self.dbus.connection_close(connection)
        Self.dbus.connection_unref(connection)
    }

    private static func append(_ text: String, to iterator: inout DBusMessageIter) throws(NotificationFailure) {
        let appended = text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            return Self.dbus.message_iter_append_basic(&iterator, type("s"), &pointer)
        }
        try built(appended)
    }

    /// A step of building the message; libdbus says no only when it is out of memory.
    private static func built(_ done: dbus_bool_t) throws(NotificationFailure) {
        guard done != 0 else { throw NotificationFailure(reason: "out of memory") }
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
