"""What the keyboard sends, as terminals really send it: cursor keys in both cursor modes, sequences the
app does not use (ignored, never read as Esc), a lone Esc, and bracketed paste."""

import time
from urllib.parse import parse_qs

import pytest

from conftest import wait_loaded
from weathertui_testing.screens import list_items
from weathertui_testing.terminal import ALT_SCREEN_OFF, ALT_SCREEN_ON, CURSOR_HIDDEN, CURSOR_SHOWN, KEYPAD_OFF, KEYPAD_ON

LOCATION = "37.57,126.98"
DRAWN = 0.1                 # no output for this long after a key's first output = its frame is complete

PGUP, PGDN = "\x1b[5~", "\x1b[6~"
ARROWS_SS3 = {"up": "\x1bOA", "down": "\x1bOB", "right": "\x1bOC", "left": "\x1bOD"}
ARROWS_CSI = {"up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D"}
CURSOR_MODES = {
    # Application cursor mode (DECCKM set, what keypad() asks for): SS3 arrows, Home and End.
    "application": dict(ARROWS_SS3, home="\x1bOH", end="\x1bOF"),
    # Normal cursor mode (many terminals, tmux and screen after a detach, ssh clients...): CSI arrows, Home, End.
    "normal": dict(ARROWS_CSI, home="\x1b[H", end="\x1b[F"),
}
# Home/End as other terminals send them in either mode: VT220-style editing keys (linux console, tmux,
# screen) and rxvt's.
HOME_END_VARIANTS = {"vt220": ("\x1b[1~", "\x1b[4~"), "rxvt": ("\x1b[7~", "\x1b[8~")}

BRACKETED_PASTE_ON = b"\x1b[?2004h"
BRACKETED_PASTE_OFF = b"\x1b[?2004l"


def start(launcher, *args):
    """The dashboard once every feed is in: the air fills the header after the loaded frame, and a check
    that a key changes nothing must not see it arrive."""
    app = launcher.spawn("--location", LOCATION, *args)
    wait_loaded(app)
    app.wait_for(lambda t: "AQI " in "\n".join(t.splitlines()[:6]) and t, message="the air in the header")
    return app


def first_rows(app):
    """(day, time) of the forecast rows in view, top to bottom."""
    return [(i[0], i[1]) for i in list_items(app.lines())]


def key(app, sequence, what):
    """Sends one key (one write) and waits until the app has drawn its answer and gone quiet."""
    app.pump()
    before = len(app.raw)
    app.send(sequence)
    deadline = time.monotonic() + 3.0
    while len(app.raw) == before and time.monotonic() < deadline and app.alive():
        app.pump(0.02)
    app.settle(DRAWN)
    assert app.alive(), "the app exited after %s (%r); screen:\n%s\nstderr: %s" % (
        what, sequence, app.text(), app.stderr())


def no_effect(app, sequence, what):
    """Sends one write that must change nothing: the app stays up and the screen stays as it was."""
    before = app.text()
    app.send(sequence)
    assert app.alive(), "the app exited after %s (%r) — read as Esc?\nstderr: %s" % (what, sequence, app.stderr())
    app.sync()
    after = app.text()
    assert after == before, "%s (%r) changed the screen:\n--- before:\n%s\n--- after:\n%s" % (what, sequence, before, after)


def assert_left_cleanly(app):
    """The app has exited: status 0, alternate screen left, cursor shown, keypad mode off, no crash text."""
    assert app.exitstatus == 0, "exit status %s (signal %s)" % (app.exitstatus, app.signalstatus)
    raw = bytes(app.raw)
    start = raw.rfind(ALT_SCREEN_ON)
    assert start >= 0, "the app never switched to the alternate screen"
    assert ALT_SCREEN_OFF in raw[start:], "the alternate screen was not left"
    assert CURSOR_SHOWN.search(raw[raw.rfind(CURSOR_HIDDEN):]), "the cursor was left hidden"
    if KEYPAD_ON in raw:
        assert KEYPAD_OFF in raw[raw.rfind(KEYPAD_ON):], "the keypad was left in application mode"
    app.assert_no_crash()


# --------------------------------------------------------------------------
# 1. Cursor keys in both cursor modes
# --------------------------------------------------------------------------

@pytest.mark.parametrize("mode", list(CURSOR_MODES))
def test_scrolling_keys_in_both_cursor_modes(launcher, mode):
    keys = CURSOR_MODES[mode]
    app = start(launcher)
    first_screen = app.text()
    rows0 = first_rows(app)
    assert len(rows0) >= 8, first_screen

    key(app, keys["down"], "Down")
    rows = first_rows(app)
    assert rows and rows[0] == rows0[1] and rows0[0] not in rows, \
        "Down should scroll the first forecast row away:\n" + app.text()
    key(app, keys["up"], "Up")
    assert app.text() == first_screen, "Up should scroll back:\n" + app.text()

    key(app, keys["end"], "End")
    rows_end = first_rows(app)
    assert rows_end and rows0[0] not in rows_end and rows_end[-1] != rows0[-1], \
        "End should show the last steps:\n" + app.text()
    key(app, keys["home"], "Home")
    assert app.text() == first_screen, "End then Home should restore the first screen:\n" + app.text()

    key(app, PGDN, "PgDn")
    rows_page = first_rows(app)
    assert rows_page and rows_page[0] == rows0[-1], \
        "PgDn should bring the last row in view to the top: %r -> %r\n%s" % (rows0[-1], rows_page[:1], app.text())
    key(app, PGUP, "PgUp")
    rows_back = first_rows(app)
    assert rows_back[0] != rows_page[0] and rows_page[0] in rows_back, "PgUp should move back a page:\n" + app.text()
    if app.text() != first_screen:
        key(app, keys["home"], "Home")
        assert app.text() == first_screen, app.text()

    # Left and Right mean nothing on the dashboard: they must not quit or scroll.
    no_effect(app, keys["right"], "Right")
    no_effect(app, keys["left"], "Left")
    assert app.quit() == 0


@pytest.mark.parametrize("variant", list(HOME_END_VARIANTS))
def test_home_and_end_variants(launcher, variant):
    home, end = HOME_END_VARIANTS[variant]
    app = start(launcher)
    first_screen = app.text()
    rows0 = first_rows(app)
    key(app, end, "End")
    rows_end = first_rows(app)
    assert rows_end and rows0[0] not in rows_end, "End (%r) should show the last steps:\n%s" % (end, app.text())
    key(app, home, "Home")
    assert app.text() == first_screen, "Home (%r) should restore the first screen:\n%s" % (home, app.text())
    assert app.quit() == 0


# --------------------------------------------------------------------------
# 2. Sequences the app does not use are ignored, never read as Esc
# --------------------------------------------------------------------------

# Grouped (one app per group, each sequence its own write) to keep the run short; a failure names the sequence.
STRAY = {
    "alt-keys": [("Alt+x", "\x1bx"), ("Alt+q", "\x1bq"), ("Alt+r", "\x1br"), ("Alt+1", "\x1b1")],
    "unknown-and-function-keys": [("unknown CSI 99~", "\x1b[99~"), ("unknown CSI 1;5X", "\x1b[1;5X"),
                                  ("unknown SS3 Z", "\x1bOZ"), ("Shift-Tab", "\x1b[Z"), ("F1", "\x1bOP"),
                                  ("F5", "\x1b[15~")],
    "focus-and-mouse": [("focus in", "\x1b[I"), ("focus out", "\x1b[O"), ("SGR mouse press", "\x1b[<0;10;5M"),
                        ("SGR mouse release", "\x1b[<0;10;5m"), ("X10 mouse", "\x1b[M !!")],
    "paste-on-main-screen": [("a paste of 'rq' on the dashboard", "\x1b[200~rq\x1b[201~")],
}


@pytest.mark.parametrize("group", list(STRAY))
def test_stray_sequences_are_ignored_and_esc_still_quits(launcher, server, group):
    app = start(launcher)
    forecasts = server.count("/v1/forecast")
    for name, sequence in STRAY[group]:
        no_effect(app, sequence, name)
    assert server.count("/v1/forecast") == forecasts, "one of %s started a refresh" % [n for n, _ in STRAY[group]]
    # The input stream is not left half-read: a lone Esc still quits, cleanly.
    app.send("\x1b")
    app.wait_exit(timeout=3)
    assert_left_cleanly(app)


# --------------------------------------------------------------------------
# 3. A lone Esc closes an overlay, then quits
# --------------------------------------------------------------------------

def test_lone_esc_closes_help_then_quits(launcher):
    app = start(launcher)
    before = app.text()
    key(app, "?", "?")
    assert " Keys " in app.text(), app.text()
    key(app, "\x1b", "Esc on the help panel")
    assert app.text() == before, "Esc should close the help panel and nothing else:\n" + app.text()
    app.send("\x1b")
    app.wait_exit(timeout=3)
    assert_left_cleanly(app)


# --------------------------------------------------------------------------
# 4. Bracketed paste
# --------------------------------------------------------------------------

def test_bracketed_paste_mode_is_switched_on_and_off(launcher):
    app = start(launcher)
    raw = bytes(app.raw)
    assert BRACKETED_PASTE_ON in raw, "the app did not enable bracketed paste (ESC [ ? 2004 h)"
    assert app.quit() == 0
    raw = bytes(app.raw)
    assert BRACKETED_PASTE_OFF in raw[raw.rfind(BRACKETED_PASTE_ON):], \
        "the app did not disable bracketed paste (ESC [ ? 2004 l) before exiting"


def forecast_latitudes(server):
    return [float(parse_qs(r["query"]).get("latitude", ["nan"])[0]) for r in server.requests("/v1/forecast")]


def test_paste_into_the_location_prompt(launcher, server):
    app = start(launcher)
    assert 37.5 not in forecast_latitudes(server), forecast_latitudes(server)
    key(app, "l", "l")
    assert " Location " in app.text(), app.text()

    # A line break in the paste becomes a space, and neither it nor the q after it submits or quits.
    app.send("\x1b[200~37.50,127.00\r\nq\x1b[201~")
    app.wait_for("> 37.50,127.00 q", timeout=3, message="the pasted text in the prompt")
    # Input is handled in order: once a key typed after the paste shows, the whole paste has been handled.
    app.send("x")
    app.wait_for("> 37.50,127.00 qx", timeout=3, message="a key typed after the paste")
    key(app, "\x7f", "Backspace")
    text = app.text()
    assert app.alive(), "the paste quit the app"
    assert " Location " in text and "> 37.50,127.00 q" in text, "the prompt should stay open:\n" + text
    assert 37.5 not in forecast_latitudes(server), "the paste submitted the prompt"

    # Enter submits it as usual ("q" is then an invalid entry: remove it first).
    key(app, "\x7f", "Backspace")
    app.wait_for(lambda t: "> 37.50,127.00" in t and "> 37.50,127.00 q" not in t, timeout=2,
                 message="the q removed")
    app.send("\r")
    app.wait_for(lambda t: " Location " not in t and "refreshing" not in t and "updated" in t, timeout=5,
                 message="the dashboard for the pasted place")
    deadline = time.monotonic() + 3
    while 37.5 not in forecast_latitudes(server) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert 37.5 in forecast_latitudes(server), "no forecast request for latitude 37.5: %r" % forecast_latitudes(server)
    assert app.quit() == 0


def test_paste_outside_the_prompt_does_nothing(launcher, server):
    app = start(launcher)
    forecasts = server.count("/v1/forecast")
    # Every byte of this would do something if typed: units, location prompt, help, scroll, refresh, quit.
    no_effect(app, "\x1b[200~ul?jr\rq\x1b[201~", "a paste on the dashboard")
    assert server.count("/v1/forecast") == forecasts, "the paste started a refresh"
    assert app.quit() == 0


def test_view_keys_during_the_first_load_say_they_were_taken(launcher, server):
    server.control(latency_ms=1500)
    app = launcher.spawn("--location", LOCATION)
    app.wait_for("Loading weather", timeout=3)
    app.press("u")
    app.wait_for(lambda t: "Units: imperial, once the forecast has loaded" in t.splitlines()[-1],
                 message="the note that u was taken")
    text = wait_loaded(app, timeout=10)
    assert "°F" in text, text
    assert app.quit() == 0
