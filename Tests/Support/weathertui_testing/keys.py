"""Keys by name, as xterm sends them once the app has switched the keypad to application mode (ncurses
keypad()). Anything else is sent as it is."""

KEYS = {
    "up": "\x1bOA", "down": "\x1bOB", "right": "\x1bOC", "left": "\x1bOD",
    "home": "\x1bOH", "end": "\x1bOF", "pgup": "\x1b[5~", "pgdn": "\x1b[6~",
    "enter": "\r", "esc": "\x1b", "backspace": "\x7f",
}


def key_bytes(key):
    """The bytes to write for `key`: a name from KEYS, or text (str) or bytes sent as they are."""
    if isinstance(key, (bytes, bytearray)):
        return bytes(key)
    return KEYS.get(key, key).encode("utf-8")
