"""Refreshing, and what failures look like with and without data on screen."""

import re
import time

from conftest import wait_loaded
from weathertui_testing.screens import SPINNER, list_items

# Open-Meteo's forecast and MET Norway's, its fallback: a mode on both fails the weather.
BOTH_FORECASTS = ["/v1/forecast", "/weatherapi/locationforecast/"]
REFRESHING_RE = re.compile(r"([%s]) refreshing · updated \d\d:\d\d ┐$" % SPINNER)


def temps(app):
    return {(i[0], i[1]): i[2] for i in list_items(app.lines())}


def header_temp(app):
    m = re.search(r"(-?\d+)°C", app.lines()[1])
    assert m, app.text()
    return int(m.group(1))


def test_refresh_keeps_old_data_while_loading_and_ignores_repeated_r(launcher, server):
    app = launcher.spawn()
    wait_loaded(app)
    app.settle()
    old = temps(app)
    old_header = header_temp(app)
    forecasts, lookups = server.count("/v1/forecast"), server.count("/ip")

    server.control(latency_ms=1500, variant=5)
    app.send("r")
    app.wait_for(lambda t: REFRESHING_RE.search(t.splitlines()[0]), timeout=1, message="the refreshing spinner")
    frames = set()
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline and len(frames) < 2:
        m = REFRESHING_RE.search(app.lines()[0])
        assert m, "refresh ended too early (latency 1.5 s):\n" + app.text()
        frames.add(m.group(1))
        assert temps(app) == old, "the old rows must stay on screen during a refresh:\n" + app.text()
        app.pump(0.03)
    assert len(frames) >= 2, "the refresh spinner did not move"
    assert header_temp(app) == old_header

    # r again, twice, while the refresh runs: no second load.
    app.send("r")
    app.send("r")
    app.pump(0.2)
    assert REFRESHING_RE.search(app.lines()[0]), app.text()

    text = app.wait_for(lambda t: "refreshing" not in t and "updated" in t and t, timeout=7,
                        message="the end of the refresh")
    assert "stale" not in text.splitlines()[0]
    new = temps(app)
    common = set(old) & set(new)
    assert len(common) >= 8, (old, new)
    for key in common:
        assert abs(new[key] - old[key] - 5) <= 0.11, "%s: %.1f -> %.1f (expected +5):\n%s" % (key, old[key], new[key], text)
    assert abs(header_temp(app) - old_header - 5) <= 1

    # Input is handled in order: once a later key has shown its effect, a (wrong) refresh for the second
    # r would have started, and its request reached the server, before the stats are read.
    app.sync()
    assert "refreshing" not in app.lines()[0], app.text()
    stats = server.stats(idle=True)
    assert stats["by_path"].get("/v1/forecast", 0) == forecasts + 1, stats
    assert stats["by_path"].get("/ip", 0) == lookups + 1, stats
    assert stats["in_flight"] == 0, stats
    assert app.quit() == 0


def test_first_load_failure_then_retry(launcher, server):
    # Both forecasts fail, so no fallback stands in.
    server.control(mode="http_500", paths=BOTH_FORECASTS)
    app = launcher.spawn()
    text = app.wait_for(lambda t: "Couldn't load the weather" in t and "r retry   l location   q quit" in t and t)
    assert "Open-Meteo is having trouble (HTTP 500)" in text
    assert "Try again later." in text
    assert "updated" not in text

    server.control(mode="ok")
    app.send("r")
    wait_loaded(app)
    text = app.text()
    assert text.startswith("┌ ≈ Mountain View, California, US")
    assert "Couldn't" not in text
    assert app.quit() == 0


def test_refresh_failure_keeps_data_marks_it_stale_and_is_dismissable(launcher, server):
    app = launcher.spawn()
    wait_loaded(app)
    app.settle()
    old = temps(app)

    server.control(mode="http_503", paths=BOTH_FORECASTS)
    app.send("r")
    text = app.wait_for(lambda t: "Refresh failed" in t and "Enter Esc dismiss · q quit" in t and t)
    top = text.splitlines()[0]
    assert re.search(r"stale · updated \d\d:\d\d ┐$", top), top
    assert "Open-Meteo is having trouble (HTTP 503)" in text
    # The rows the panel does not cover are the old ones. (The panel may hide a day line, so rows are
    # matched by time and temperature, not by day.)
    visible = temps(app)
    assert len(visible) >= 4, text
    old_rows = {(time, value) for (_, time), value in old.items()}
    assert all((time, value) in old_rows for (_, time), value in visible.items()), text

    app.press("enter")
    text = app.text()
    assert "Refresh failed" not in text
    assert re.search(r"stale · updated \d\d:\d\d ┐$", text.splitlines()[0]), text.splitlines()[0]
    assert temps(app) == old, text

    # Esc dismisses too, and does not quit.
    app.send("r")
    app.wait_for("Refresh failed")
    app.press("esc")
    assert "Refresh failed" not in app.text()
    assert app.alive()

    # A later successful refresh clears the stale mark.
    server.control(mode="ok")
    app.send("r")
    app.wait_for(lambda t: "stale" not in t and "refreshing" not in t and "updated" in t)
    assert temps(app) == old
    assert app.quit() == 0
