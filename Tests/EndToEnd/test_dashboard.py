"""The loaded dashboard: first load, scrolling, units, help, location prompt, Korean, demo."""

import re
import time
from datetime import datetime, timedelta, timezone

import pytest

from conftest import wait_loaded
from weathertui_testing.screens import DAY_RE, ROW_RE, SPINNER, frame_x, list_items, sticky_day_row

try:
    from zoneinfo import ZoneInfo
except ImportError:  # pragma: no cover
    ZoneInfo = None

WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def zone_now(name, fallback_offset_hours):
    """Now in a named zone (the app's zone), plus the fixed-offset reading the fake server uses."""
    utc = datetime.now(timezone.utc)
    fixed = utc.astimezone(timezone(timedelta(hours=fallback_offset_hours)))
    named = fixed
    if ZoneInfo is not None:
        try:
            named = utc.astimezone(ZoneInfo(name))
        except Exception:
            pass
    return named, fixed


def english_day(d):
    return "%s %d %s" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1])


def hhmm_near(d):
    """The clock readings of d a minute either side (the app read its clock a moment ago)."""
    return {(d + timedelta(minutes=m)).strftime("%H:%M") for m in (-1, 0, 1)}


# --------------------------------------------------------------------------
# 1. First load
# --------------------------------------------------------------------------

def test_first_load_shows_spinner_then_dashboard(launcher, server):
    # A little latency so each waiting state is on screen long enough to see it move.
    server.control(latency_ms=400)
    app = launcher.spawn()
    app.wait_for("Finding your location by IP address…", timeout=2)
    seen = set()
    deadline = time.monotonic() + 0.35
    while time.monotonic() < deadline:
        line = next((l for l in app.lines() if "Finding your location by IP address…" in l), "")
        seen.update(ch for ch in line if ch in SPINNER)
        if len(seen) >= 2:
            break
    assert len(seen) >= 2, "the spinner did not move while locating (frames seen: %r)" % seen
    lines = app.lines()
    assert lines[-1].startswith("└ q quit"), lines[-1]
    assert lines[0].startswith("┌") and lines[0].endswith("┐")

    app.wait_for("Loading weather for Mountain View…", timeout=3)
    assert any(ch in SPINNER for ch in next(l for l in app.lines() if "Loading weather for" in l))

    text = wait_loaded(app, timeout=4)
    lines = text.splitlines()
    named, fixed = zone_now("America/Los_Angeles", -8)
    top = lines[0]
    # Located by IP address: marked approximate.
    assert top.startswith("┌ ≈ Mountain View, California, US  approximate ─"), top
    assert top.endswith("┐")
    updated = re.search(r"updated (\d\d:\d\d) ┐$", top)
    assert updated and updated.group(1) in hhmm_near(named) | hhmm_near(fixed), top

    header = "\n".join(lines[1:6])
    for word in ("°C", "feels", "humidity", "wind"):
        assert word in header, "%r missing from the header:\n%s" % (word, header)

    # Below the header the graph, then the list's day line names the day of the first row (today in
    # Mountain View) and sums it up: low / high and the chance of rain.
    assert re.match(r"^├─+┤$", lines[6]), lines[6]
    sticky = sticky_day_row(lines)
    m = re.match(r"^├ (\w{3} \d{1,2} \w{3})  -?\d+° / -?\d+°(  ☂ \d+%)? ─+┤$", lines[sticky])
    assert m, lines[sticky]
    assert m.group(1) in {english_day(named), english_day(fixed)}, (m.group(1), named, fixed)

    items = list_items(lines)
    assert len(items) >= 8, text
    first = items[0]
    assert first[4] == sticky + 1, "the first forecast row should sit right under the day separator:\n" + text
    assert re.match(r"^│ \d\d:\d\d  \S+\s+-?\d+\.\d°C  [a-z]", lines[sticky + 1]), lines[sticky + 1]
    # The first row is the 3-hour step that holds "now".
    step = "%02d:00" % (named.hour // 3 * 3)
    fixed_step = "%02d:00" % (fixed.hour // 3 * 3)
    assert first[1] in (step, fixed_step), (first, named)
    # Rows are 3 hours apart, and a new day gets its own line.
    assert any(DAY_RE.match(l) for l in lines[sticky + 2:-1]), text
    bottom = lines[-1]
    assert bottom.startswith("└ r refresh  q quit  ↑↓ scroll  ? help  l location  u units ─"), bottom
    assert bottom.endswith(" Open-Meteo.com ┘"), bottom
    assert app.quit() == 0


# --------------------------------------------------------------------------
# 2. Scrolling
# --------------------------------------------------------------------------

def view(app):
    """(first item, last item, ↑ shown, ↓ shown, all items) of the list in view."""
    lines = app.lines()
    items = list_items(lines)
    assert items, "\n".join(lines)
    first, last = items[0], items[-1]
    x, width = frame_x(app.cols)
    list_top, list_bottom = sticky_day_row(lines) + 1, app.rows - 2
    up = app.cell(x + width - 1, list_top) == "↑"
    down = app.cell(x + width - 1, list_bottom) == "↓"
    return (first[0], first[1]), (last[0], last[1]), up, down, [(i[0], i[1]) for i in items]


def test_scrolling_moves_the_list_and_the_markers(launcher):
    app = launcher.spawn()
    wait_loaded(app)
    app.settle()
    first0, last0, up, down, items0 = view(app)
    assert not up and down, app.text()

    # One step down with j, and back with k.
    app.press("j")
    first1, _, up, down, _ = view(app)
    assert first1 == items0[1], (first1, items0[:3], app.text())
    assert up and down, app.text()
    app.press("k")
    assert view(app)[0] == first0 and not view(app)[2], app.text()

    # The arrow keys do the same.
    app.press("down", "down")
    first2, _, up, _, _ = view(app)
    assert first2 == items0[2] and up, app.text()
    app.press("up")
    assert view(app)[0] == items0[1], app.text()
    app.press("up")
    assert view(app)[0] == first0 and not view(app)[2], app.text()

    # Several steps in one read (ncurses then scrolls the region: the emulator must follow).
    app.send("jjj")
    app.wait_for(lambda t: view(app)[0] == items0[3], timeout=2, message="3 steps down")
    app.send("kkk")
    app.wait_for(lambda t: view(app)[0] == first0, timeout=2, message="3 steps up")
    assert view(app)[0] == first0, app.text()

    # The separator always names the day of the first row in view.
    for _ in range(10):
        app.press("j")
        lines = app.lines()
        sticky = DAY_RE.match(lines[sticky_day_row(lines)])
        assert sticky and sticky.group(1) == list_items(lines)[0][0], app.text()

    # A page keeps the last row in view as the new first row.
    app.press("home")
    first, last, _, _, _ = view(app)
    assert first == first0
    app.press("pgdn")
    first_p, last_p, up, down, _ = view(app)
    assert first_p == last, "PgDn should move the last row in view to the top: %r -> %r\n%s" % (last, first_p, app.text())
    assert up and down
    app.press("pgup")
    first_b, last_b, _, _, items_b = view(app)
    assert first_b != first_p and first_p in items_b, "PgUp should move back a page keeping one row:\n" + app.text()

    # End shows the last step at the bottom with no ↓; more keys down change nothing.
    app.press("end")
    first_e, last_e, up, down, _ = view(app)
    assert up and not down, app.text()
    lines = app.lines()
    assert ROW_RE.match(lines[app.rows - 2]), "the last row should be a forecast row at End:\n" + app.text()
    snapshot = app.text()
    app.press("j", "down", "pgdn", "end", change=False)
    assert app.text() == snapshot, "scrolling went past the end:\n" + app.text()

    # Home goes back to the top: no ↑, and k/PgUp stay there.
    app.press("home")
    first_h, _, up, down, _ = view(app)
    assert first_h == first0 and not up and down, app.text()
    snapshot = app.text()
    app.press("k", "up", "pgup", "home", change=False)
    assert app.text() == snapshot, app.text()
    assert app.quit() == 0


# --------------------------------------------------------------------------
# 9. Units, help, location prompt, Korean, demo
# --------------------------------------------------------------------------

def temperatures(app):
    return [(i[0], i[1], i[2], i[3]) for i in list_items(app.lines())]


def test_u_toggles_celsius_and_fahrenheit(launcher):
    app = launcher.spawn()
    wait_loaded(app)
    app.settle()
    celsius = temperatures(app)
    assert all(t[3] == "C" for t in celsius)
    header_c = re.search(r"(-?\d+)°C", app.lines()[1])
    assert header_c, app.text()

    app.press("u")
    fahrenheit = temperatures(app)
    assert fahrenheit and all(t[3] == "F" for t in fahrenheit), app.text()
    for c, f in zip(celsius, fahrenheit):
        assert c[:2] == f[:2]
        assert abs(c[2] * 9 / 5 + 32 - f[2]) <= 0.11, (c, f)
    header_f = re.search(r"(-?\d+)°F", app.lines()[1])
    assert header_f, app.text()
    assert abs(int(header_c.group(1)) * 9 / 5 + 32 - int(header_f.group(1))) <= 1.5
    assert "°C" not in app.text()

    app.press("u")
    assert temperatures(app) == celsius, app.text()
    assert app.quit() == 0


def test_help_panel_lists_keys_and_any_key_closes_it(launcher):
    app = launcher.spawn()
    wait_loaded(app)
    app.settle()
    before = app.text()
    app.press("?")
    text = app.text()
    assert re.search(r"┌─* Keys ─", text) or "─ Keys ─" in text, text
    for entry in ("refresh", "scroll", "PgUp / PgDn Space", "Home g / End G", "enter a location", "units", "quit"):
        assert entry in text, "%r missing from help:\n%s" % (entry, text)
    app.press("x")
    assert app.text() == before, "the help panel left something behind:\n" + app.text()
    # Help, then q quits from the panel.
    app.press("?")
    assert " Keys " in app.text()
    assert app.quit() == 0


def test_help_scrolls_on_a_short_terminal(launcher):
    app = launcher.spawn(rows=12, cols=40)
    wait_loaded(app)
    app.press("?")
    text = app.text()
    hidden = re.search(r"↓(\d+) more rows · ↑↓ scroll", text)
    assert hidden, text
    panel = "\n".join(app.lines()[1:-1])
    assert "ip_lookup" not in panel and "…" not in panel, text
    app.press("end")
    text = app.text()
    assert "ip_lookup" in text and re.search(r"↑%s more rows" % hidden.group(1), text), text
    app.press("k")
    assert re.search(r"↑\d+ ↓1 more rows", app.text()), app.text()
    app.press("x")
    assert " Keys " not in app.text()
    assert app.quit() == 0


def test_location_prompt_rejects_bad_input_then_loads_seoul(launcher, server):
    app = launcher.spawn()
    wait_loaded(app)
    app.settle()
    before = app.text()

    # Esc cancels without a change.
    app.press("l")
    assert " Location " in app.text(), app.text()
    app.press("S", "e", "esc")
    assert app.text() == before, "Esc should close the prompt and leave the dashboard as it was:\n" + app.text()

    app.press("l")
    for ch in "99,1":
        app.send(ch)
    app.wait_for("> 99,1")
    app.press("enter")
    app.wait_for("'99,1' is not a valid lat,lon")
    assert " Location " in app.text(), "the prompt should stay open after an invalid entry"
    assert app.alive()

    app.press("backspace", "backspace", "backspace", "backspace")
    app.wait_for(lambda t: "'99,1'" not in t and "> 99" not in t)
    app.send("Seoul")
    app.wait_for("> Seoul")
    app.press("enter")
    text = app.wait_for(lambda t: t.startswith("┌ Seoul") and re.search(r"updated \d\d:\d\d ┐", t)
                        and "refreshing" not in t and t, timeout=5)
    assert " Location " not in text
    named, fixed = zone_now("Asia/Seoul", 9)
    sep = DAY_RE.match(text.splitlines()[sticky_day_row(text.splitlines())])
    assert sep and sep.group(1) in {english_day(named), english_day(fixed)}, text
    updated = re.search(r"updated (\d\d:\d\d) ┐", text.splitlines()[0]).group(1)
    assert updated in hhmm_near(named) | hhmm_near(fixed), text.splitlines()[0]
    assert server.count("/v1/search") >= 1
    assert app.quit() == 0


def test_korean_dates_and_labels(launcher):
    app = launcher.spawn("--lang", "ko")
    text = app.wait_for(lambda t: "업데이트" in t and any(ROW_RE.match(l) for l in t.splitlines()) and t)
    lines = text.splitlines()
    named, fixed = zone_now("America/Los_Angeles", -8)
    kdays = "월화수목금토일"
    expected = {"%d월 %d일 (%s)" % (d.month, d.day, kdays[d.weekday()]) for d in (named, fixed)}
    sep = lines[sticky_day_row(lines)]
    assert sep.startswith("├ ") and any(e in sep for e in expected), (sep, expected)
    assert re.search(r"\d\d:\d\d 업데이트 ┐$", lines[0]), lines[0]
    assert "체감" in text and "습도" in text
    # Double-width text must not shift the frame: every line is exactly as wide as the terminal
    # and the right border stays in the last column.
    for line in lines[1:-1]:
        assert line[-1] in "│┤↑↓", "right border drifted:\n" + text
    assert lines[-1].endswith("┘") and "종료" in lines[-1], lines[-1]
    assert app.quit() == 0


def test_demo_needs_no_network(offline_launcher):
    app = offline_launcher.spawn("--demo")
    text = app.wait_for(lambda t: "Seoul" in t.splitlines()[0] and "updated" in t and t)
    assert "Couldn't" not in text
    assert text.splitlines()[0].startswith("┌ Seoul")
    assert app.quit() == 0


def test_remembers_the_last_location(launcher, server):
    env = launcher.env()
    app = launcher.spawn("--location", "Seoul", env=env)
    wait_loaded(app)
    assert app.lines()[0].startswith("┌ Seoul")
    assert app.quit() == 0

    server.reset()
    app = launcher.spawn("--no-ip-lookup", env=env)
    text = wait_loaded(app)
    assert text.startswith("┌ Seoul"), text.splitlines()[0]
    assert server.count("/ip") == 0 and server.count("/v1/search") == 0, server.stats()
    assert app.quit() == 0


COLOUR_SGR = re.compile(rb"\x1b\[([0-9;]*)m")


@pytest.mark.parametrize("args,extra", [((), {"NO_COLOR": "1"}), (("--theme", "mono"), None)],
                         ids=["NO_COLOR", "theme-mono"])
def test_monochrome_writes_no_colour(launcher, args, extra):
    app = launcher.spawn(*args, extra_env=extra)
    wait_loaded(app)
    app.press("?")
    app.press("x")
    colours = set()
    for params in COLOUR_SGR.findall(bytes(app.raw)):
        for p in params.split(b";"):
            if p and (30 <= int(p) <= 49 or 90 <= int(p) <= 107) and int(p) not in (39, 49):
                colours.add(int(p))
    assert not colours, "colour codes written: %r" % sorted(colours)
    assert app.quit() == 0
