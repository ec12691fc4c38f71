// libdbus-1 for `watch`'s desktop notifications: the session bus's org.freedesktop.Notifications.
// The library is opened when watch first looks for the bus, not linked: linked, it and what it needs
// (libsystemd, libgcrypt, liblzma, libzstd, liblz4, libcap) would be loaded and relocated by every run,
// a status-bar poll's among them. The headers give the types; the functions are reached through
// `weathertui_dbus()`.
#include <dbus/dbus.h>
#include <dlfcn.h>
#include <stddef.h>

struct weathertui_dbus_functions {
    __typeof__(dbus_bus_name_has_owner) *_Nonnull bus_name_has_owner;
    __typeof__(dbus_bus_register) *_Nonnull bus_register;
    __typeof__(dbus_bus_start_service_by_name) *_Nonnull bus_start_service_by_name;
    __typeof__(dbus_connection_close) *_Nonnull connection_close;
    __typeof__(dbus_connection_get_is_connected) *_Nonnull connection_get_is_connected;
    __typeof__(dbus_connection_open_private) *_Nonnull connection_open_private;
    __typeof__(dbus_connection_send_with_reply_and_block) *_Nonnull connection_send_with_reply_and_block;
    __typeof__(dbus_connection_set_exit_on_disconnect) *_Nonnull connection_set_exit_on_disconnect;
    __typeof__(dbus_connection_unref) *_Nonnull connection_unref;
    __typeof__(dbus_error_free) *_Nonnull error_free;
    __typeof__(dbus_error_init) *_Nonnull error_init;
    __typeof__(dbus_message_iter_append_basic) *_Nonnull message_iter_append_basic;
    __typeof__(dbus_message_iter_close_container) *_Nonnull message_iter_close_container;
    __typeof__(dbus_message_iter_get_arg_type) *_Nonnull message_iter_get_arg_type;
    __typeof__(dbus_message_iter_get_basic) *_Nonnull message_iter_get_basic;
    __typeof__(dbus_message_iter_init) *_Nonnull message_iter_init;
    __typeof__(dbus_message_iter_init_append) *_Nonnull message_iter_init_append;
    __typeof__(dbus_message_iter_open_container) *_Nonnull message_iter_open_container;
    __typeof__(dbus_message_new_method_call) *_Nonnull message_new_method_call;
    __typeof__(dbus_message_unref) *_Nonnull message_unref;
};

/// The functions, from libdbus-1.so.3 opened on the first call; NULL where it is not installed.
static inline const struct weathertui_dbus_functions *weathertui_dbus(void) {
    static struct weathertui_dbus_functions api;
    static int state; // 0: not tried, 1: loaded, -1: not there
    if (state == 0) {
        void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
        state = library != NULL
        && (api.bus_name_has_owner = (__typeof__(&dbus_bus_name_has_owner))dlsym(library, "dbus_bus_name_has_owner")) != NULL
        && (api.bus_register = (__typeof__(&dbus_bus_register))dlsym(library, "dbus_bus_register")) != NULL
        && (api.bus_start_service_by_name = (__typeof__(&dbus_bus_start_service_by_name))dlsym(library, "dbus_bus_start_service_by_name")) != NULL
        && (api.connection_close = (__typeof__(&dbus_connection_close))dlsym(library, "dbus_connection_close")) != NULL
        && (api.connection_get_is_connected = (__typeof__(&dbus_connection_get_is_connected))dlsym(library, "dbus_connection_get_is_connected")) != NULL
        && (api.connection_open_private = (__typeof__(&dbus_connection_open_private))dlsym(library, "dbus_connection_open_private")) != NULL
        && (api.connection_send_with_reply_and_block = (__typeof__(&dbus_connection_send_with_reply_and_block))dlsym(library, "dbus_connection_send_with_reply_and_block")) != NULL
        && (api.connection_set_exit_on_disconnect = (__typeof__(&dbus_connection_set_exit_on_disconnect))dlsym(library, "dbus_connection_set_exit_on_disconnect")) != NULL
        && (api.connection_unref = (__typeof__(&dbus_connection_unref))dlsym(library, "dbus_connection_unref")) != NULL
        && (api.error_free = (__typeof__(&dbus_error_free))dlsym(library, "dbus_error_free")) != NULL
        && (api.error_init = (__typeof__(&dbus_error_init))dlsym(library, "dbus_error_init")) != NULL
        && (api.message_iter_append_basic = (__typeof__(&dbus_message_iter_append_basic))dlsym(library, "dbus_message_iter_append_basic")) != NULL
        && (api.message_iter_close_container = (__typeof__(&dbus_message_iter_close_container))dlsym(library, "dbus_message_iter_close_container")) != NULL
        && (api.message_iter_get_arg_type = (__typeof__(&dbus_message_iter_get_arg_type))dlsym(library, "dbus_message_iter_get_arg_type")) != NULL
        && (api.message_iter_get_basic = (__typeof__(&dbus_message_iter_get_basic))dlsym(library, "dbus_message_iter_get_basic")) != NULL
        && (api.message_iter_init = (__typeof__(&dbus_message_iter_init))dlsym(library, "dbus_message_iter_init")) != NULL
        && (api.message_iter_init_append = (__typeof__(&dbus_message_iter_init_append))dlsym(library, "dbus_message_iter_init_append")) != NULL
        && (api.message_iter_open_container = (__typeof__(&dbus_message_iter_open_container))dlsym(library, "dbus_message_iter_open_container")) != NULL
        && (api.message_new_method_call = (__typeof__(&dbus_message_new_method_call))dlsym(library, "dbus_message_new_method_call")) != NULL
        && (api.message_unref = (__typeof__(&dbus_message_unref))dlsym(library, "dbus_message_unref")) != NULL
            ? 1 : -1;
    }
    return state == 1 ? &api : NULL;
}
