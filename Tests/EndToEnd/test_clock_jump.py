"""The wall clock jumps under a running dashboard (a laptop resumed in the morning, a clock set by NTP):
within a minute the screen shows the new time, and with --refresh-interval a refresh starts at once.

A preloaded library moves the app's wall clock and only that (weathertui_testing.moved_clock): the test
rewrites the offset file while the app runs, and the app's timers keep sleeping on the monotonic clock."""

import datetime
import re

from conftest import Launcher, wait_loaded
from weathertui_testing.moved_clock import moved_clock_wrapper
from weathertui_testing.screens import list_items

LOCATION = "37.57,126.98"                # Seoul: UTC+9, no daylight-saving time
SEOUL = datetime.timezone(datetime.timedelta(hours=9))
JUMP_HOURS = 9
# The app reads the wall clock at least once a minute while a report is on screen.
WITHIN = 75


def first_step_hour(app):
    items = list_items(app.lines())
    assert items, app.text()
    return int(items[0][1].split(":")[0])


def morning_hour():
    """The hour in Seoul on the app's clock once it has jumped."""
    return (datetime.datetime.now(SEOUL) + datetime.timedelta(hours=JUMP_HOURS)).hour


def shows_the_morning(text):
    """The list starts with the step under way on the app's clock (steps are 1 or 3 hours long), and the
    header says the conditions are hours old."""
    items = list_items(text.splitlines())
    if not items or "Not current" not in text:
        return False
    return (morning_hour() - int(items[0][1].split(":")[0])) % 24 < 3


def test_a_clock_jump_shows_the_morning_and_refreshes_within_a_minute(binary, server, tmp_path):
    offset = tmp_path / "clock-offset"
    offset.write_text("0\n")
    launcher = Launcher(moved_clock_wrapper(binary, tmp_path / "weathertui-moved-clock", offset), tmp_path, server)
    try:
        check_clock_jump(launcher, server, offset)
    finally:
        launcher.close()


def check_clock_jump(launcher, server, offset):
    watching = launcher.spawn("--location", LOCATION, rows=30, cols=100)
    refreshing = launcher.spawn("--location", LOCATION, "--refresh-interval", "3600", rows=30, cols=100)
    wait_loaded(watching)
    wait_loaded(refreshing)
    assert "Seoul" in watching.lines()[0] and "Seoul" in refreshing.lines()[0], watching.text()
    assert "Not current" not in watching.text(), watching.text()
    assert (morning_hour() - first_step_hour(watching)) % 24 >= 3, "the test needs steps that end in the jump"
    forecasts = server.count("/v1/forecast")

    offset.write_text("%d\n" % (JUMP_HOURS * 3600))

    # Without a key or a refresh: the clock alone ends the steps and ages the conditions.
    watching.wait_for(shows_the_morning, timeout=WITHIN, message="the morning's first step and the conditions' age")
    # The refresh was due hours before the new time: it starts at the first reading of the clock.
    refreshing.wait_for(lambda t: server.count("/v1/forecast") > forecasts and "refreshing" not in t.splitlines()[0]
                        and re.search(r"updated \d\d:\d\d", t.splitlines()[0]) and shows_the_morning(t),
                        timeout=WITHIN, message="a refresh, then the dashboard at the new time")
    assert server.count("/v1/forecast") == forecasts + 1, "only the app with --refresh-interval refreshes: %s" % (
        server.stats(),)
    assert watching.quit() == 0
    assert refreshing.quit() == 0
