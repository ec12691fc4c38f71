"""Feels native: the clock from the locale, units per quantity, the mouse, the terminal's colours and title."""

import re

from conftest import wait_loaded
from weathertui_testing.screens import ROW_RE

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
