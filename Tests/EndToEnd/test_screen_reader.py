"""--screen-reader: the dashboard as sentences, one a line, the cursor at the start of the line read
(which screen readers follow), nothing drawn, a refresh that rewrites only the lines whose words changed
and says what changed once at the bottom; --once --screen-reader prints the same sentences."""

import calendar
import re
import subprocess
import time
from pathlib import Path

from conftest import App
from weathertui_testing.moved_clock import moved_clock_argv
from weathertui_testing.terminal import TermScreen, TermStream

# A fixed moment, where the server's weather and the app's clock both stand: nothing depends on the hour.
MOMENT_UNIX = calendar.timegm((2026, 11, 24, 10, 5, 0))
DRY = [0.0] * 8
WET = [0, 0, 0.4, 1.2, 0.3]
NOW_LINE = re.compile(r"^Seoul, KR: [a-z][a-z ]+, -?\d+ degrees?\.")
STEP_LINE = re.compile(r"^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) \d\d:\d\d, -?\d+ degrees?, ")
# Box drawing, block elements, geometric shapes, braille and the private-use area (Nerd Font icons).
DRAWING = re.compile("[\u2500-\u25ff\u2800-\u28ff\ue000-\uf8ff]")


def spawn(launcher, server, *args, quarters=DRY, rows=24, cols=80):
    server.control(now=MOMENT_UNIX, quarter_hours=quarters)
    env = launcher.env(config="request_timeout = 4\n")
    env["TZ"] = "UTC"
    stderr_path = Path(env["HOME"]) / ("stderr-screen-reader-%d.txt" % len(launcher.apps))
    argv = moved_clock_argv([launcher.binary, "--screen-reader", "--location", "Seoul", "--clock", "24", *args],
                            MOMENT_UNIX - time.time())
    app = App(argv, env, rows, cols, stderr_path)
    launcher.apps.append(app)
    return app


def wait_read(app):
    """Waits for the sentences with the time of the report at the bottom; returns the lines."""
    app.wait_for(lambda t: NOW_LINE.search(t) and t.splitlines()[-1].startswith("Updated "), message="the sentences")
    app.settle()
    return app.lines()


def cursor(app):
    app.drain()
    c = app.screen.cursor
    return c.x, c.y, c.hidden


def test_the_dashboard_is_sentences_and_the_cursor_reads_them_line_by_line(launcher, server):
    app = spawn(launcher, server)
    lines = wait_read(app)
    text = "\n".join(lines)
    assert not DRAWING.search(text), "drawing characters on screen:\n" + text
    assert "°" not in text and "m/s" not in text and "%" not in text.split("\n")[0], text
    assert NOW_LINE.match(lines[0]), text
    assert re.search(r"^Wind \d+ metres? per seconds?( from the [a-z-]+)?\.", text, re.M), text
    assert re.search(r"^List: 3-hour steps\.\s*$", text, re.M), text
    # A step is one sentence (wrapped onto the next row where it is wider than the screen).
    assert [line for line in lines if STEP_LINE.match(line)], text
    joined = " ".join(line.strip() for line in lines[:-1])
    assert re.search(r"day \d\d:\d\d, -?\d+ degrees?, [a-z ]+, \d+ percent chance of rain, wind \d+ metres? per second"
                     r"( from the [a-z-]+)?\.", joined), text
    assert cursor(app) == (0, 0, False), "the cursor at the start of the first line, shown:\n" + text

    app.press("down")
    app.press("down")
    x, y, hidden = cursor(app)
    assert (x, hidden) == (0, False)
    assert y == 2, "after two ↓ the cursor is on the third line:\n" + app.dump()
    app.press("up")
    assert cursor(app)[:2] == (0, 1)
    # End reads the last line: the list moves so that the line is in view, the cursor at its start.
    app.press("end")
    x, y, _ = cursor(app)
    assert x == 0 and STEP_LINE.match(app.lines()[y]), "End: the cursor on the last step\n" + app.dump()
    assert app.quit() == 0


def test_a_refresh_rewrites_only_the_changed_line_and_announces_it_once(launcher, server):
    app = spawn(launcher, server)
    before = wait_read(app)
    start = len(app.raw)
    # Replays everything so far, then marks every cell: what the refresh writes replaces the marks.
    screen = TermScreen(app.cols, app.rows)
    stream = TermStream(screen)
    stream.feed(bytes(app.raw[:start]))
    for y in range(app.rows):
        for x in range(app.cols):
            screen.buffer[y][x] = screen.buffer[y][x]._replace(data="\x01")

    server.control(quarter_hours=WET)
    app.send("r")
    app.wait_for(lambda t: re.search(r"^Updated \d\d:\d\d\. .*Rain in", t.splitlines()[-1]), message="the announcement")
    app.settle(0.5)
    after = app.lines()
    stream.feed(bytes(app.raw[start:]))
    written = {y for y in range(app.rows) if any(screen.buffer[y][x].data != "\x01" for x in range(app.cols))}
    changed = {y for y in range(app.rows) if before[y] != after[y]}
    list_rows = set(range(app.rows - 1))
    assert changed & list_rows, "the rain's line changed:\n" + "\n".join(after)
    assert all("Rain in" in after[y] or "rain" in after[y].lower() for y in changed & list_rows), \
        "only the rain's line changed:\n--- before\n%s\n--- after\n%s" % ("\n".join(before), "\n".join(after))
    assert written & list_rows == changed & list_rows, \
        "rows rewritten %s, rows changed %s" % (sorted(written & list_rows), sorted(changed & list_rows))
    announcement = after[-1]
    # Said once: the bottom line is not written again while nothing changes.
    quiet_from = len(app.raw)
    app.settle(1.0)
    assert len(app.raw) == quiet_from, "the screen was written again: %r" % bytes(app.raw[quiet_from:])
    assert app.lines()[-1] == announcement
    assert not DRAWING.search(app.text())
    assert app.quit() == 0


def test_loading_is_one_line_not_redrawn_while_it_waits(launcher, server):
    server.control(latency_ms=1500)
    app = spawn(launcher, server)
    app.wait_for(lambda t: t.startswith("Loading weather for") or t.startswith("Finding"), message="the waiting line")
    app.settle(0.1)
    first = app.lines()[0]
    if first.startswith("Loading weather for"):
        quiet_from = len(app.raw)
        app.pump(0.6)
        assert len(app.raw) == quiet_from, "the waiting line was redrawn: %r" % bytes(app.raw[quiet_from:])
    wait_read(app)
    assert app.quit() == 0


def test_help_reads_as_a_list_and_its_keys_work_as_ever(launcher, server):
    app = spawn(launcher, server)
    wait_read(app)
    app.press("?")
    lines = app.lines()
    assert lines[0].rstrip() == "Keys", app.dump()
    assert any(line.startswith("r: refresh") for line in lines), app.dump()
    assert not DRAWING.search(app.text())
    app.press("down")
    assert cursor(app)[:2] == (0, 1)
    app.press("x")
    assert NOW_LINE.match(app.lines()[0]), app.dump()
    # d: the days, a sentence each.
    app.press("d")
    assert re.search(r"^List: days\.\s*$", app.text(), re.M), app.dump()
    assert app.quit() == 0


def run_once(launcher, server, *args):
    server.control(now=MOMENT_UNIX, quarter_hours=DRY)
    env = launcher.env(config="request_timeout = 4\n")
    env["TZ"] = "UTC"
    argv = moved_clock_argv([launcher.binary, "--location", "Seoul", "--clock", "24", *args], MOMENT_UNIX - time.time())
    result = subprocess.run(argv, env=env, capture_output=True, timeout=15)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode()


def test_once_with_screen_reader_prints_the_sentences_and_format_is_unchanged(launcher, server):
    lines = run_once(launcher, server, "--once", "--screen-reader").splitlines()
    assert NOW_LINE.match(lines[0]), lines
    assert re.fullmatch(r"Updated \d\d:\d\d\.", lines[lines.index("List: 3-hour steps.") - 1]), lines
    steps = [line for line in lines if STEP_LINE.match(line)]
    assert len(steps) >= 30 and all(s.endswith(".") and "percent chance of rain" in s for s in steps), lines
    assert lines[-1] == "Weather data by Open-Meteo.com (CC BY 4.0).", lines
    assert not DRAWING.search("\n".join(lines)) and "°" not in "\n".join(lines), lines
    plain = run_once(launcher, server, "--format", "%l %t %C")
    assert run_once(launcher, server, "--format", "%l %t %C", "--screen-reader") == plain
    assert "°" in plain


def test_changing_the_place_reads_the_prompt_then_the_new_place_from_its_first_line(launcher, server):
    app = spawn(launcher, server)
    wait_read(app)
    app.press("down")
    app.press("l")
    lines = app.lines()
    assert lines[1].startswith("> "), app.dump()
    assert cursor(app) == (2, 1, False), "the cursor where typing goes:\n" + app.dump()
    app.send("Busan")
    app.wait_for(lambda t: t.splitlines()[1].startswith("> Busan"), message="the typed name")
    assert cursor(app)[:2] == (7, 1)
    app.send("enter")
    app.wait_for(lambda t: re.match(r"Busan, KR: [a-z][a-z ]+, -?\d+ degrees?\.", t) and t.splitlines()[-1].startswith("Updated "),
                 message="Busan's sentences")
    app.settle()
    assert cursor(app) == (0, 0, False), "a new place is read from its first line:\n" + app.dump()
    assert not DRAWING.search(app.text())
    assert app.quit() == 0


def test_the_mouse_is_left_to_the_terminal(launcher, server):
    app = spawn(launcher, server)
    wait_read(app)
    assert b"\x1b[?1000h" not in bytes(app.raw), "mouse reporting was asked for"
    assert app.quit() == 0
