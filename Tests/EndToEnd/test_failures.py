"""Every failure the fake server can produce, from a first load: a clear message within
request_timeout + 3 s, a usable app (q quits with status 0), no crash, no hostile text taking effect.
The chosen service's own failures: without fallback (what failover does is test_failover.py's)."""

import re
import time

import pytest

from conftest import wait_loaded
from weathertui_testing.fake_server import closed_port
from weathertui_testing.screens import ROW_RE, frame_x, list_items

REQUEST_TIMEOUT = 2
CONFIG = "request_timeout = %d\nfallback = false\n" % REQUEST_TIMEOUT
MESSAGE_DEADLINE = REQUEST_TIMEOUT + 3
FAILED = "Couldn't load the weather"
PROMPT = "r retry   l location   q quit"

# (mode, provider path prefix the mode applies to, texts expected on the failure screen)
WEATHER_FAILURES = [
    ("http_400", ["The weather service refused the request (HTTP 400)"]),
    ("http_401", ["Open-Meteo refused access (HTTP 401)", "No key is needed or sent"]),
    ("http_404", ["The weather service has nothing for this place"]),
    ("http_429", ["Too many requests to the weather service", "Wait 30 s, then retry."]),
    ("http_500", ["Open-Meteo is having trouble (HTTP 500)"]),
    ("http_502", ["Open-Meteo is having trouble (HTTP 502)"]),
    ("http_503", ["Open-Meteo is having trouble (HTTP 503)"]),
    ("timeout", ["The weather service took too long to answer"]),
    ("slow_drip", ["The weather service took too long to answer"]),
    ("truncated", ["The connection was cut off mid-answer"]),
    ("malformed", ["Open-Meteo sent data the app can't read (", "Try again later."]),
    ("html", ["Open-Meteo sent data the app can't read (not JSON)"]),
    ("missing_fields", ["Open-Meteo sent data the app can't read ("]),
    ("huge", ["Open-Meteo sent far too much data"]),
]


def wait_for_failure(app, expected, started):
    """Waits for the first-load failure screen, then checks it says what went wrong."""
    text = app.wait_for(lambda t: FAILED in t and PROMPT in t and t, timeout=MESSAGE_DEADLINE + 0.5,
                        message="the failure screen (expecting %r)" % expected)
    elapsed = time.monotonic() - started
    assert elapsed <= MESSAGE_DEADLINE, "the message took %.1f s" % elapsed
    app.settle(0.05)
    text = app.text()
    for e in expected:
        assert e in text, "%r not on the failure screen:\n%s" % (e, text)
    return text


def assert_usable_and_quits(app):
    app.assert_no_crash()
    # Responsive: the help panel opens and closes, then q quits cleanly.
    app.press("?")
    assert " Keys " in app.text(), app.text()
    app.press("x")
    assert app.quit() == 0, "exit status %s" % app.exitstatus
    app.assert_no_crash()


@pytest.mark.parametrize("mode,expected", WEATHER_FAILURES)
def test_open_meteo_failure_on_first_load(launcher, server, mode, expected):
    server.control(mode=mode, paths=["/v1/forecast"])
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG)
    peak = 0
    if mode == "huge":
        # Sample the resident size while the 64 MiB answer streams in.
        def watch(text):
            nonlocal peak
            peak = max(peak, app.rss_kib())
            return FAILED in text and PROMPT in text and expected[0] in text and text
        app.wait_for(watch, timeout=MESSAGE_DEADLINE)
        peak = max(peak, app.rss_kib())
        assert peak < 100 * 1024, "resident memory reached %d MB on a huge answer" % (peak // 1024)
    text = wait_for_failure(app, expected, started)
    assert "updated" not in text
    assert "API_KEY" not in text and "OpenWeather" not in text, "a keyless service's failure blames a key:\n" + text
    assert_usable_and_quits(app)


@pytest.mark.parametrize("mode,expected", [
    ("http_401", ["OpenWeather rejected the API key (HTTP 401)", "OPENWEATHER_API_KEY"]),
    ("http_500", ["OpenWeather is having trouble (HTTP 500)"]),
    ("malformed", ["OpenWeather sent data the app can't read ("]),
])
def test_openweather_failure_on_first_load(launcher, server, mode, expected):
    server.control(mode=mode, paths=["/data/2.5/"])
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG, api_key="testkey")
    wait_for_failure(app, expected, started)
    assert_usable_and_quits(app)


def test_openweather_rejected_key(launcher):
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG, api_key="invalid")
    text = wait_for_failure(app, ["OpenWeather rejected the API key (HTTP 401)"], started)
    assert "OPENWEATHER_API_KEY" in text
    assert "invalid" not in text, "the key must not be shown"
    assert_usable_and_quits(app)


def test_a_refused_connection(launcher, server):
    port = closed_port()
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG, extra_env={"WEATHERTUI_OPEN_METEO_URL": "http://127.0.0.1:%d" % port})
    wait_for_failure(app, ["Open-Meteo (127.0.0.1:%d) refused the connection" % port], started)
    assert_usable_and_quits(app)


def test_no_internet_connection_at_all(cut_off_launcher):
    started = time.monotonic()
    app = cut_off_launcher.spawn(config=CONFIG)
    text = wait_for_failure(app, ["Couldn't find your location"], started)
    assert "no internet connection" in text.lower(), text
    assert_usable_and_quits(app)


@pytest.mark.parametrize("mode", ["http_500", "malformed", "huge"])
def test_ip_lookup_failure(launcher, server, mode):
    server.control(mode=mode, paths=["/ip"])
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG)
    wait_for_failure(app, ["Couldn't find your location", "IP lookup failed", "enter a location."], started)
    assert_usable_and_quits(app)


def test_ip_lookup_finds_nothing(launcher, server):
    server.control(ip_city="fail")
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG)
    wait_for_failure(app, ["Couldn't find your location"], started)
    assert_usable_and_quits(app)


def test_no_ip_lookup_and_nothing_remembered(launcher, server):
    started = time.monotonic()
    app = launcher.spawn("--no-ip-lookup", config=CONFIG)
    wait_for_failure(app, ["Couldn't find your location"], started)
    assert server.count("/ip") == 0
    assert_usable_and_quits(app)


def test_unknown_place(launcher, server):
    started = time.monotonic()
    app = launcher.spawn("--location", "Nowhere", config=CONFIG)
    wait_for_failure(app, ["No place called 'Nowhere' was found"], started)
    assert_usable_and_quits(app)


def test_location_prompt_recovers_from_a_failed_first_load(launcher, server):
    server.control(ip_city="fail")
    app = launcher.spawn(config=CONFIG)
    app.wait_for(PROMPT)
    app.press("l")
    app.send("London")
    app.wait_for("> London")
    app.send("\r")
    text = wait_loaded(app)
    assert text.startswith("┌ London"), text
    assert app.quit() == 0


@pytest.mark.parametrize("paths", [["/v1/forecast"], None], ids=["forecast", "all-paths"])
def test_empty_arrays_never_crash(launcher, server, paths):
    server.control(mode="empty_arrays", paths=paths)
    app = launcher.spawn(config=CONFIG)
    text = app.wait_for(lambda t: ((FAILED in t and PROMPT in t)
                                   or (re.search(r"updated \d\d:\d\d ┐", t) and "r refresh" in t.splitlines()[-1])) and t,
                        timeout=MESSAGE_DEADLINE)
    if "updated" in text:
        assert "No forecast steps were sent for this place." in text or list_items(text.splitlines()), text
        # Keys that walk the (empty) list must not crash either.
        for key in ("j", "down", "pgdn", "end", "home", "k", "u"):
            app.send(key)
        app.settle()
    assert_usable_and_quits(app)


# C0 controls ncurses itself never writes with TERM=xterm-256color (it uses \b \t \r \n and ESC).
FORBIDDEN_BYTES = re.compile(rb"[\x00-\x07\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xa8-\xae]|\xe2\x81[\xa6-\xa9]")
CSI_OR_CHARSET = re.compile(rb"\x1b\[[0-9;?>]*[A-Za-z@]|\x1b[()][0-9A-Za-z]|\x1b[78=>]")
# The app's own OSC sequences: the background query, and the window title, whose text stays to be checked.
OWN_OSC = re.compile(rb"\x1b\]11;\?\x1b\\|\x1b\]2;([^\x00-\x1f\x7f]*)\x1b\\")


def without_own_osc(raw):
    return OWN_OSC.sub(lambda m: m.group(1) or b"", raw)


@pytest.mark.parametrize("api_key", [None, "testkey"], ids=["open-meteo", "openweather"])
def test_hostile_names_take_no_effect(launcher, server, api_key):
    server.control(mode="hostile")
    app = launcher.spawn(config=CONFIG, api_key=api_key)
    text = wait_loaded(app)
    app.settle()
    text = app.text()
    lines = text.splitlines()
    assert "Evil" in lines[0], "the (sanitised) hostile place name should be shown:\n" + text
    # pyte reads the background query (OSC 11) as an icon name ";?": no server text is in it.
    assert app.screen.title.startswith("Evil") and "Evil" not in app.screen.icon_name, "the window title: %r" % app.screen.title
    raw = without_own_osc(bytes(app.raw))
    for payload in (b"\x1b]", b"\x07", b"\x1b[2J\x1b]", b"\x1b[5m", b"\x1bP", b"\x1b\\", b"\x1b[31mclear"):
        assert payload not in raw, "hostile sequence %r reached the terminal" % payload
    leftovers = FORBIDDEN_BYTES.findall(CSI_OR_CHARSET.sub(b"", raw))
    assert not leftovers, "control characters reached the terminal: %r" % leftovers
    assert b"\x1b" not in CSI_OR_CHARSET.sub(b"", raw), "a stray ESC reached the terminal"
    # The whole frame is intact: borders in place, rows not shifted by invisible or wide characters.
    x, width = frame_x(app.cols)
    assert lines[0].startswith("┌ ") and app.cell(width - 1, 0) == "┐", lines[0]
    for y in range(1, app.rows - 1):
        assert app.cell(0, y) in "│├", (y, lines[y])
        assert app.cell(width - 1, y) in "│┤↑↓", (y, lines[y])
    assert lines[-1].startswith("└ r refresh"), lines[-1]
    assert sum(1 for l in lines if ROW_RE.match(l)) >= 8, text
    assert_usable_and_quits(app)


def test_hostile_names_in_place_search(launcher, server):
    app = launcher.spawn(config=CONFIG)
    wait_loaded(app)
    app.settle()
    server.control(mode="hostile", paths=["/v1/search", "/reverse"])
    app.press("l")
    app.send("Seoul")
    app.wait_for("> Seoul")
    app.send("\r")
    text = app.wait_for(lambda t: "Evil" in t.splitlines()[0] and "refreshing" not in t and t)
    assert app.screen.title.startswith("Evil"), app.screen.title
    raw = without_own_osc(bytes(app.raw))
    assert b"\x1b]" not in raw and b"\x07" not in raw
    assert not FORBIDDEN_BYTES.findall(CSI_OR_CHARSET.sub(b"", raw))
    assert app.cell(79, 0) == "┐", text
    assert_usable_and_quits(app)
