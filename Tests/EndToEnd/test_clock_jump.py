"""The wall clock jumps under a running dashboard (a laptop resumed in the morning, a clock set by NTP):
at the next reading of the clock the screen shows the new time, and with --refresh-interval a refresh
due meanwhile starts, while its timer, on the monotonic clock, still sleeps.

The timing itself (a nine-hour jump, the clock watch at least once a minute, the refresh it finds due)
is tested on a fake clock in Tests/WeatherPresentationTests/DashboardTimingTests.swift. This is the
smoke test of it on the real clocks, kept short: the app starts with its clock set so that the current
conditions grow three hours old a few seconds after it has loaded, which is when its clock watch wakes
it; the test jumps the clock an hour on in the meantime, past the refresh's due time.

A preloaded library moves the app's wall clock and only that (weathertui_testing.moved_clock): the test
rewrites the offset file while the app runs, and the app's timers keep sleeping on the monotonic clock."""

import datetime
import re
import time

from conftest import Launcher, wait_loaded
from weathertui_testing.moved_clock import moved_clock_wrapper
from weathertui_testing.screens import list_items

LOCATION = "37.57,126.98"                # Seoul: UTC+9, no daylight-saving time
SEOUL = datetime.timezone(datetime.timedelta(hours=9))
# Seconds from launch until the conditions, on the app's clock, grow three hours old.
LEAD = 20
JUMP = 3600
WITHIN = LEAD + 15


def app_hour(offset):
    """The hour in Seoul on the app's clock."""
    return datetime.datetime.fromtimestamp(time.time() + offset, SEOUL).hour


def shows_the_new_time(text, offset):
    """The list starts with the step under way on the app's clock (steps are 1 or 3 hours long), and the
    header says the conditions are hours old."""
    items = list_items(text.splitlines())
    if not items or "Not current" not in text:
        return False
    return (app_hour(offset) - int(items[0][1].split(":")[0])) % 24 < 3


def test_a_clock_jump_is_seen_at_the_next_clock_reading_and_starts_a_due_refresh(binary, server, tmp_path):
    # The fake services' clock stands still on a quarter hour, the time of the conditions they report.
    observed = int(time.time()) // 900 * 900
    server.control(now=observed)
    offset = observed + 3 * 3600 - LEAD - int(time.time())
    offset_file = tmp_path / "clock-offset"
    offset_file.write_text("%d\n" % offset)
    launcher = Launcher(moved_clock_wrapper(binary, tmp_path / "weathertui-moved-clock", offset_file), tmp_path, server)
    try:
        check_clock_jump(launcher, server, offset_file, offset)
    finally:
        launcher.close()


def check_clock_jump(launcher, server, offset_file, offset):
    watching = launcher.spawn("--location", LOCATION, rows=30, cols=100)
    refreshing = launcher.spawn("--location", LOCATION, "--refresh-interval", "3600", rows=30, cols=100)
    wait_loaded(watching)
    wait_loaded(refreshing)
    assert "Seoul" in watching.lines()[0] and "Seoul" in refreshing.lines()[0], watching.text()
    assert "Not current" not in watching.text(), watching.text()
    forecasts = server.count("/v1/forecast")

    offset += JUMP
    offset_file.write_text("%d\n" % offset)

    # Without a key: the clock watch reads the clock, the steps that ended leave and the conditions age.
    watching.wait_for(lambda t: shows_the_new_time(t, offset), timeout=WITHIN,
                      message="the first step under way and the conditions' age")
    # The refresh was due before the new time: it starts at that reading of the clock.
    refreshing.wait_for(lambda t: server.count("/v1/forecast") > forecasts and "refreshing" not in t.splitlines()[0]
                        and re.search(r"updated \d\d:\d\d", t.splitlines()[0]) and shows_the_new_time(t, offset),
                        timeout=WITHIN, message="a refresh, then the dashboard at the new time")
    assert server.count("/v1/forecast") == forecasts + 1, "only the app with --refresh-interval refreshes: %s" % (
        server.stats(),)
    assert watching.quit() == 0
    assert refreshing.quit() == 0
