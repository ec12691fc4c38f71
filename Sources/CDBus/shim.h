// libdbus-1 for `watch`'s desktop notifications: the session bus's org.freedesktop.Notifications.
// Debian installs the headers under two directories (libdbus-1-dev); Package.swift names both.
#include <dbus/dbus.h>
