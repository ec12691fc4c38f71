"""Feels native: the clock from the locale, units per quantity, the mouse, the terminal's colours and title."""

import re
import shlex
import time

from conftest import wait_loaded
from weathertui_testing.screens import DAY_RE, list_items, sticky_day_row

TWELVE_HOUR_ROW = re.compile(r"^│ +(1[0-2]|[1-9])(:[0-5]\d)? [AP]M  ")
def twenty_four_hour_times(text):
    """Every h:mm in text that is not followed by AM or PM."""
    return re.findall(r"(?<!\d)\d{1,2}:\d\d(?! [AP]M)", text)


TWELVE_HOUR_UPDATED = re.compile(r"updated (1[0-2]|[1-9]):[0-5]\d [AP]M ┐$")


# --------------------------------------------------------------------------
# 1. Clock
# --------------------------------------------------------------------------

def test_an_american_locale_shows_twelve_hour_times(launcher):
    # Only C.UTF-8 is installed where the tests run: the clock must come from the locale's name alone.
    app = launcher.spawn(extra_env={"LANG": "en_US.UTF-8"})
    text = app.wait_for(lambda t: "updated" in t and any(TWELVE_HOUR_ROW.match(l) for l in t.splitlines()) and t)
    lines = text.splitlines()
    assert TWELVE_HOUR_UPDATED.search(lines[0]), lines[0]
    assert not twenty_four_hour_times(text), text
    assert app.quit() == 0


def test_lc_time_wins_over_lang_and_the_flag_over_both(launcher):
    app = launcher.spawn(extra_env={"LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"})
    text = wait_loaded(app)
    assert re.search(r"updated \d\d:\d\d ┐$", text.splitlines()[0]), text
    assert app.quit() == 0
    app = launcher.spawn("--clock", "12", extra_env={"LANG": "en_GB.UTF-8"})
    text = app.wait_for(lambda t: TWELVE_HOUR_UPDATED.search(t.splitlines()[0]) and t)
    assert app.quit() == 0


def test_once_and_format_follow_the_clock_and_json_stays_iso(launcher):
    env = launcher.env(extra={"LANG": "en_US.UTF-8"})
    once = launcher.run("--once", env=env)
    assert once.returncode == 0, once.stderr
    text = once.stdout.decode()
    assert re.search(r"updated (1[0-2]|[1-9]):[0-5]\d [AP]M", text), text
    assert not twenty_four_hour_times(text), text
    rows = [l for l in text.splitlines() if re.match(r"^ +\d{1,2}:\d\d [AP]M ", l)]
    assert rows and len({l.index("M ") for l in rows}) == 1, "the time column is not aligned:\n" + text
    line = launcher.run("--format", "%T|%S", env=env)
    assert line.returncode == 0, line.stderr
    assert re.fullmatch(r"(1[0-2]|[1-9]):[0-5]\d [AP]M\|(1[0-2]|[1-9]):[0-5]\d [AP]M\n", line.stdout.decode()), line.stdout
    twenty_four = launcher.run("--format", "%T", "--clock", "24", env=env)
    assert re.fullmatch(r"\d\d:\d\d\n", twenty_four.stdout.decode()), twenty_four.stdout
    json_out = launcher.run("--json", env=env)
    assert re.search(r'"time" *: *"\d{4}-\d\d-\d\dT\d\d:\d\d', json_out.stdout.decode()), json_out.stdout[:400]


# --------------------------------------------------------------------------
# 2. Units per quantity
# --------------------------------------------------------------------------

def test_a_sailor_sets_knots_once_and_u_keeps_them(launcher):
    config = 'wind_unit = "kn"\npressure_unit = "mmhg"\n'
    line = launcher.run("--format", "%w|%P|%t", config=config)
    assert line.returncode == 0, line.stderr
    assert re.fullmatch(r"\S*\d+ kn\|\d+ mmHg\|[+-]?\d+°C\n", line.stdout.decode()), line.stdout
    flagged = launcher.run("--format", "%w|%t", "--wind-unit", "bft", "--temperature-unit", "f", config=config)
    assert re.fullmatch(r"\S*\d+ Bft\|[+-]?\d+°F\n", flagged.stdout.decode()), flagged.stdout
    app = launcher.spawn(config=config)
    text = wait_loaded(app)
    assert re.search(r"\d+ kn", text) and "mmHg" in text and "m/s" not in text, text
    app.send("u")
    text = app.wait_for(lambda t: "°F" in t and t)
    assert "°F" in text and re.search(r"\d+ kn", text) and "mmHg" in text and "mph" not in text, text
    assert app.quit() == 0


# --------------------------------------------------------------------------
# 3. Mouse
# --------------------------------------------------------------------------

MOUSE_ON = b"\x1b[?1000h\x1b[?1006h"
MOUSE_OFF = b"\x1b[?1006l\x1b[?1000l"


def sgr(code, x, y, final="M"):
    """An SGR mouse report at the 0-based cell (x, y)."""
    return "\x1b[<%d;%d;%d%s" % (code, x + 1, y + 1, final)


def first_item(app):
    items = list_items(app.lines())
    return items[0][:2] if items else None


def test_the_wheel_scrolls_and_a_click_on_a_day_row_brings_that_day_up(launcher):
    app = launcher.spawn()
    wait_loaded(app)
    assert MOUSE_ON in bytes(app.raw), "mouse reporting was not turned on"
    first = first_item(app)
    app.send(sgr(65, 30, 18))
    app.wait_for(lambda t: first_item(app) != first, message="the list to scroll down on the wheel")
    scrolled = first_item(app)
    app.send(sgr(64, 30, 18))
    app.wait_for(lambda t: first_item(app) == first, message="the list to scroll back up on the wheel")
    lines = app.lines()
    sticky = sticky_day_row(lines)
    day_rows = [y for y, l in enumerate(lines) if y > sticky and DAY_RE.match(l.strip(" "))]
    assert day_rows, "no day row below the sticky one:\n" + app.text()
    day = DAY_RE.match(lines[day_rows[0]].strip(" ")).group(1)
    app.send(sgr(0, 10, day_rows[0]) + sgr(0, 10, day_rows[0], "m"))
    app.wait_for(lambda t: DAY_RE.match(app.lines()[sticky].strip(" ")).group(1) == day,
                 message="the clicked day at the top of the list")
    assert scrolled != first
    assert app.quit() == 0
    raw = bytes(app.raw)
    assert MOUSE_OFF in raw[raw.rfind(MOUSE_ON):], "mouse reporting was left on after quitting"


def test_a_click_on_the_key_bar_runs_that_key_and_the_wheel_scrolls_the_help(launcher):
    app = launcher.spawn(rows=12, cols=80)
    wait_loaded(app)
    bar = app.lines()[-1]
    x = bar.index("? help")
    assert "─ Keys ─" not in app.text()
    app.send(sgr(0, x + 3, 11) + sgr(0, x + 3, 11, "m"))
    app.wait_for(lambda t: "─ Keys ─" in t, message="the help after a click on '? help'")
    help_first = app.lines()[3]
    app.send(sgr(65, 20, 5))
    app.wait_for(lambda t: app.lines()[3] != help_first, message="the help to scroll on the wheel")
    # Keys work as before after mouse reports.
    app.send("\x1b")
    wait_loaded(app)
    assert app.quit() == 0


def test_no_mouse_leaves_the_terminal_alone(launcher):
    app = launcher.spawn("--no-mouse")
    wait_loaded(app)
    first = first_item(app)
    assert b"\x1b[?1000h" not in bytes(app.raw) and b"\x1b[?1006h" not in bytes(app.raw)
    app.send("j")
    app.wait_for(lambda t: first_item(app) != first)
    assert app.quit() == 0
    app = launcher.spawn(config="mouse = false\n")
    wait_loaded(app)
    assert b"\x1b[?1000h" not in bytes(app.raw)
    assert app.quit() == 0


def test_ctrl_z_gives_the_shell_its_mouse_back_and_fg_takes_it_again(launcher):
    script = "set -m; %s; echo \"RC=$?\"; fg >/dev/null; echo DONE" % shlex.quote(launcher.binary)
    shell = launcher.spawn_shell(script)
    wait_loaded(shell)
    mark = len(shell.raw)
    shell.send("\x1a")
    shell.wait_for(lambda t: b"RC=" in shell.raw, timeout=3, message="the app to stop on Ctrl-Z")
    raw = bytes(shell.raw)
    assert MOUSE_OFF in raw[mark:raw.find(b"RC=")], "mouse reporting was left on while stopped"
    wait_loaded(shell)
    shell.wait_for(lambda t: MOUSE_ON in bytes(shell.raw)[raw.find(b"RC="):], message="mouse reporting on again after fg")
    first = first_item(shell)
    shell.send(sgr(65, 30, 18))
    shell.wait_for(lambda t: first_item(shell) != first, message="the wheel to work after fg")
    shell.send("q")
    shell.wait_for(lambda t: b"DONE" in shell.raw, timeout=3, message="the app to quit after fg")


# --------------------------------------------------------------------------
# 4. The terminal's colours
# --------------------------------------------------------------------------

OSC11_QUERY = b"\x1b]11;?"


def border_colour(app):
    return app.screen.buffer[0][0].fg


def test_a_terminal_with_a_white_background_gets_the_light_theme(launcher):
    app = launcher.spawn(extra_env={"COLORFGBG": "15;0"}, answers_queries=False)   # the answer outranks the variable
    # Answered as soon as it is read, as a terminal does: the answer counts within 100 ms of the query.
    app.wait_for_bytes(OSC11_QUERY, 5, what="the OSC 11 query")
    app.send("\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?64;1;22c")
    wait_loaded(app)
    assert border_colour(app) == "blue", "not the light theme: the border is %s" % border_colour(app)
    first = first_item(app)
    app.send("j")
    app.wait_for(lambda t: first_item(app) != first, message="keys to work after the answer")
    assert app.quit() == 0


def test_a_terminal_that_only_answers_da1_or_a_black_background_stays_dark(launcher):
    app = launcher.spawn(answers_queries=False)
    app.wait_for_bytes(OSC11_QUERY, 5, what="the OSC 11 query")
    app.send("\x1b]11;rgb:0000/0000/0000\x07\x1b[?1;2c")
    wait_loaded(app)
    assert border_colour(app) == "cyan"
    assert app.quit() == 0


def test_a_terminal_that_never_answers_costs_nothing_and_leaks_nothing(launcher):
    app = launcher.spawn(answers_queries=False)
    app.wait_for(lambda t: OSC11_QUERY in bytes(app.raw), message="the OSC 11 query")
    asked = time.monotonic()
    app.wait_for(lambda t: "┌" in t, message="the first frame")
    waited = time.monotonic() - asked
    assert waited < 0.5, "the first frame came %.0f ms after the query" % (waited * 1000)
    wait_loaded(app)
    assert border_colour(app) == "cyan"
    assert bytes(app.raw).count(OSC11_QUERY) == 1, "the terminal was asked more than once"
    # An answer that comes too late is dropped whole: no key of it acts (its "q" would quit, "1" switch place).
    app.send("\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?64;1;22c")
    first = first_item(app)
    app.send("j")
    app.wait_for(lambda t: first_item(app) != first, message="the key after the late answer")
    # Also when it comes in two reads (over ssh, as the network cut it): its "r" would refresh, "g" go to the top.
    second = first_item(app)
    app.send("\x1b]11;")
    answer_after(app, time.monotonic(), 0.05, "rgb:ffff/ffff/ffff\x1b\\\x1b[?64;1;22c")
    app.send("j")
    app.wait_for(lambda t: first_item(app) not in (first, second), message="the key after the late answer in two reads")
    assert "refreshing" not in app.text()
    assert app.quit() == 0


def answer_after(app, asked, delay, answer):
    """Plays a terminal that answers `delay` s after the query it read at `asked` (over ssh, a round trip):
    reads what the app draws meanwhile, then answers. Returns the screen's text and border colour as they
    were before the answer (reading the screen after it would also read what the answer changed)."""
    while time.monotonic() < asked + delay:
        app.pump(wait=max(0.0, asked + delay - time.monotonic()))
    before = "\n".join(app.screen.display), border_colour(app)
    app.send(answer)
    return before


def test_the_first_frame_does_not_wait_for_a_slow_answer_and_a_white_one_then_turns_it_light(launcher):
    app = launcher.spawn(answers_queries=False)
    asked = app.wait_for_bytes(OSC11_QUERY, 5, what="the OSC 11 query")
    text, colour = answer_after(app, asked, 0.06, "\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?64;1;22c")
    assert "┌" in text, "no frame within 60 ms of the query:\n" + text
    assert colour == "cyan", "the first frame is not the fallback (dark) theme"
    app.wait_for(lambda t: border_colour(app) == "blue", message="the light theme after the answer")
    wait_loaded(app)
    assert border_colour(app) == "blue"
    assert app.quit() == 0


def test_a_key_typed_before_the_answer_works_and_the_answer_still_counts(launcher):
    app = launcher.spawn(answers_queries=False)
    asked = app.wait_for_bytes(OSC11_QUERY, 5, what="the OSC 11 query")
    answer_after(app, asked, 0.03, "?\x1b]11;rgb:ff/ff/ff\x07\x1b[?62;22c")
    app.wait_for(lambda t: " Keys " in t, message="the help panel the key typed before the answer opens")
    app.wait_for(lambda t: border_colour(app) == "blue", message="the light theme after the answer")
    assert app.quit() == 0


def test_the_title_names_the_place_and_temperature_and_is_restored(launcher):
    app = launcher.spawn()
    text = wait_loaded(app)
    temperature = re.search(r"(-?\d+°C)", text.splitlines()[1]).group(1)
    title = re.compile(("\x1b]2;([^\x1b]+) %s\x1b\\\\" % temperature).encode())
    app.wait_for(lambda t: title.search(bytes(app.raw)), message="a title ending in %s" % temperature)
    place = title.search(bytes(app.raw)).group(1).decode()
    assert place and place in text.splitlines()[0], (place, text.splitlines()[0])
    raw = bytes(app.raw)
    assert raw.find(b"\x1b[22;0t") < raw.find(b"\x1b]2;"), "the old title was not saved first"
    assert app.quit() == 0
    raw = bytes(app.raw)
    assert raw.rfind(b"\x1b[23;0t") > raw.rfind(b"\x1b]2;"), "the old title was not restored on exit"


def test_ctrl_z_then_fg_sets_the_title_again_at_once(launcher):
    """Stopped, the terminal's own title is back (curses' rmcup pops it off the title stack); after `fg`
    the dashboard's title is set again as it is drawn, not only when the data next changes."""
    script = "set -m; %s; echo \"RC=$?\"; fg >/dev/null; echo DONE" % shlex.quote(launcher.binary)
    shell = launcher.spawn_shell(script)
    wait_loaded(shell)
    set_title = re.compile("\x1b\\]2;[^\x1b]+°C\x1b\\\\".encode())
    shell.wait_for(lambda t: set_title.search(bytes(shell.raw)), message="the dashboard's title")
    shell.settle()
    title = set_title.findall(bytes(shell.raw))[-1]
    shell.send("\x1a")
    shell.wait_for(lambda t: b"RC=" in shell.raw, timeout=3, message="the app to stop on Ctrl-Z")
    stopped = bytes(shell.raw).find(b"RC=")
    shell.wait_for(lambda t: title in bytes(shell.raw)[stopped:], timeout=3, message="the title set again after fg")
    push, pop = re.compile(rb"\x1b\[22;0(?:;0)?t"), re.compile(rb"\x1b\[23;0(?:;0)?t")
    resumed = bytes(shell.raw)[stopped:]
    assert push.search(resumed) and push.search(resumed).start() < resumed.find(title), \
        "the title was set before curses saved the shell's"
    shell.send("q")
    shell.wait_for(lambda t: b"DONE" in shell.raw, timeout=3, message="the app to quit after fg")
    session = bytes(shell.raw)
    assert len(pop.findall(session)) == len(push.findall(session)), "the title stack was left unbalanced"

