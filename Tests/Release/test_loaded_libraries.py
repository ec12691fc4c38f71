"""The release binary needs only the libraries every run uses: ncursesw (with its tinfo), zlib, libm,
libgcc_s and libc. libpng16, which only the radar uses for its tiles, is opened on the first tile.
libdbus-1, which only `watch` uses for the desktop, is opened by watch when it looks
for the session bus: linked, it and what it needs (libsystemd, libgcrypt, liblzma, libzstd, liblz4,
libcap) would be loaded by every run, a status-bar poll's among them. libxml2, which only the CAP
warning feeds use, is opened on their first document for the same reason (it needs ICU's libicuuc and
its 30 MB of data, and libstdc++). libfribidi, which only right-to-left text needs, is opened the first
time such text is drawn. `make release-test` runs this on the installed binary
(WEATHERTUI_INSTALLED)."""

import os
import re
import subprocess


def test_the_binary_needs_no_library_only_watch_the_cap_feeds_the_radar_or_right_to_left_text_use():
    binary = os.environ.get("WEATHERTUI_INSTALLED")
    assert binary and os.path.isfile(binary), "WEATHERTUI_INSTALLED must name the installed binary (make release-test)"
    dynamic = subprocess.run(["readelf", "-W", "--dynamic", binary], check=True, capture_output=True, text=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)
    assert needed, dynamic
    assert not [name for name in needed if "dbus" in name or "systemd" in name], needed
    assert not [name for name in needed if "xml2" in name or "icu" in name or "stdc++" in name], needed
    assert not [name for name in needed if "png" in name], needed
    assert not [name for name in needed if "fribidi" in name], needed
