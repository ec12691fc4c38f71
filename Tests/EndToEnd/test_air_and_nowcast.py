"""The air beyond the header (the `a` view, --air-index / air_index, %a, --json, the stored copy on an
offline start) and the next two hours where rain starts or stops inside them, in minutes where a
15-minute model runs and in hours where the quarter hours are interpolated."""

import calendar
import json
import re
import sys
import time
from pathlib import Path

import pytest

from conftest import App, Launcher, wait_loaded
from weathertui_testing.moved_clock import moved_clock_argv
from weathertui_testing.fake_server import FakeServerProcess, closed_port
from weathertui_testing.paths import FAKE_SERVER_SCRIPT

REQUEST_TIMEOUT = 4
CONFIG = "request_timeout = %d\n" % REQUEST_TIMEOUT
AIR_ROW = re.compile(r"\d\d:\d\d  AQI +\d+ [a-zA-Z ]+ +PM2\.5 +\d+\.\d")
HEADER_AQI = re.compile(r"AQI \d+")
DENVER = "39.7392,-104.9903"


def test_a_lists_the_air_by_the_hour_and_goes_back(launcher, server):
    app = launcher.spawn("--location", "Seoul", config=CONFIG, rows=30, cols=100)
    wait_loaded(app)
    app.wait_for(lambda t: HEADER_AQI.search("\n".join(t.splitlines()[:6])) and t, message="the air in the header")
    app.press("a")
    text = app.wait_for(lambda t: len(AIR_ROW.findall(t)) >= 5 and t, message="the air an hour a row")
    assert "US AQI (EPA)" in text, text
    assert "pollen" not in text, text
    query = server.requests("/v1/air-quality")[0]["query"]
    assert "hourly=" in query and "birch_pollen" in query and "forecast_days=3" in query, query
    assert len(server.requests("/v1/air-quality")) == 1
    app.press("a")
    text = app.wait_for(lambda t: not AIR_ROW.search(t) and t, message="the 3-hour steps again")
    # The list's rows are 3-hour steps again (a row may be a day's line, depending on the time of day).
    assert re.search(r"│ \d\d:\d\d  \S +-?\d+\.\d°C ", "\n".join(text.splitlines()[-4:-1])), text
    assert app.quit() == 0


def test_pollen_and_the_european_index_in_europe(launcher, server):
    app = launcher.spawn("--location", "London", config=CONFIG, rows=30, cols=110)
    wait_loaded(app)
    app.wait_for(lambda t: HEADER_AQI.search("\n".join(t.splitlines()[:6])) and t, message="the air in the header")
    app.press("a")
    text = app.wait_for(lambda t: "pollen" in t and AIR_ROW.search(t) and t, message="pollen in the air view")
    assert "European AQI (EEA)" in text, text
    assert re.search(r"pollen (ragweed|olive|mugwort|grass|birch|alder) \d+", text), text
    assert app.quit() == 0


@pytest.mark.parametrize("how", ["flag", "config"])
def test_the_chosen_index_wins_over_the_region(launcher, server, how):
    args = ["--air-index", "european"] if how == "flag" else []
    config = CONFIG + ('air_index = "european"\n' if how == "config" else "")
    app = launcher.spawn("--location", "Seoul", *args, config=config, rows=30, cols=100)
    wait_loaded(app)
    app.press("a")
    app.wait_for(lambda t: "European AQI (EEA)" in t and AIR_ROW.search(t), message="the European index in Seoul")
    assert app.quit() == 0


def test_a_bad_air_index_is_a_usage_error(launcher, server):
    result = launcher.run("--air-index", "chinese", "--once")
    assert result.returncode == 2, result
    assert b"us" in result.stderr and b"european" in result.stderr, result.stderr
    result = launcher.run("--once", config='air_index = "chinese"\n')
    assert result.returncode != 0 and b"air_index" in result.stderr, result.stderr


def test_format_json_and_waybar_carry_the_air(launcher, server):
    result = launcher.run("--location", "Seoul", "--format", "%t", config=CONFIG)
    assert result.returncode == 0 and server.count("/v1/air-quality") == 0, result.stderr
    result = launcher.run("--location", "Seoul", "--format", "%a", "--fresh-for", "0", config=CONFIG)
    assert result.returncode == 0, result.stderr
    assert server.count("/v1/air-quality") == 1
    assert re.fullmatch(rb"\d+ (good|moderate|unhealthy for sensitive groups|unhealthy|very unhealthy|hazardous)\n", result.stdout), result.stdout
    result = launcher.run("--location", "Seoul", "--json", "--air-index", "european", config=CONFIG)
    assert result.returncode == 0, result.stderr
    air = json.loads(result.stdout)["air"]
    assert air["index_scale"] == "european" and isinstance(air["value"], int) and air["category"], air
    assert "pm2_5" in air and "fetched_at" in air and "pollen" not in air, air
    result = launcher.run("--location", "Seoul", "--waybar", "--format", "%c %t %a", config=CONFIG)
    assert result.returncode == 0, result.stderr
    assert re.search(r"AQI \d+ [a-z ]+ · PM2\.5 \d+\.\d µg/m³", json.loads(result.stdout)["tooltip"]), result.stdout


@pytest.mark.parametrize("mode", ["http_500", "timeout", "malformed"])
def test_the_air_view_says_in_one_line_that_there_is_no_air(launcher, server, mode):
    server.control(mode=mode, paths=["/v1/air-quality"])
    app = launcher.spawn("--location", "Seoul", config=CONFIG)
    text = wait_loaded(app, timeout=REQUEST_TIMEOUT - 1.5)
    assert "Couldn't load the weather" not in text and "stale" not in text, text
    app.press("a")
    text = app.wait_for(lambda t: "No air-quality data for this place" in t and t, message="the one line")
    assert text.count("No air-quality data") == 1, text
    assert "Refresh failed" not in text and "retry" not in text.splitlines()[-1], text
    result = launcher.run("--location", "Seoul", "--format", "[%a]", "--fresh-for", "0", config=CONFIG)
    assert result.returncode == 0 and result.stdout == b"[]\n", result
    assert app.quit() == 0
    app.assert_no_crash()


def test_an_offline_start_shows_the_stored_air(binary, tmp_path):
    port = closed_port()
    server = FakeServerProcess([sys.executable, str(FAKE_SERVER_SCRIPT), "--port", str(port), "--quiet"])
    launcher = Launcher(binary, tmp_path, server)
    try:
        env = launcher.env(config=CONFIG)
        app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=120)
        wait_loaded(app)
        text = app.wait_for(lambda t: HEADER_AQI.search("\n".join(t.splitlines()[:6])) and t, message="the air in the header")
        shown = HEADER_AQI.search("\n".join(text.splitlines()[:6])).group(0)
        assert app.quit() == 0
        server.stop()
        server = None
        app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=120)
        text = app.wait_for(lambda t: "offline" in t.splitlines()[0] and t, message="the stored report, offline")
        assert shown in "\n".join(text.splitlines()[:6]), text
        app.press("enter")
        app.press("a")
        app.wait_for(lambda t: AIR_ROW.search(t), message="the stored air hours")
        assert app.quit() == 0
    finally:
        launcher.close()
        if server is not None:
            server.stop()


# The next two hours. The app's wall clock starts at 10:05 UTC (a moved clock) and the fake server's is
# frozen there: the quarter that holds now starts at 10:00, and the scripted amounts start with it.
MOMENT_UNIX = calendar.timegm((2026, 11, 24, 10, 5, 0))


def spawn_at_moment(launcher, server, location, quarters):
    server.control(now=MOMENT_UNIX, quarter_hours=quarters)
    env = launcher.env(config=CONFIG)
    env["TZ"] = "UTC"
    stderr_path = Path(env["HOME"]) / "stderr-moment.txt"
    argv = moved_clock_argv([launcher.binary, "--location", location], MOMENT_UNIX - time.time())
    app = App(argv, env, 24, 80, stderr_path)
    launcher.apps.append(app)
    return app


def test_rain_starting_inside_the_window_is_said_in_minutes(launcher, server):
    # Wet from 10:30 to 11:15, where HRRR runs.
    app = spawn_at_moment(launcher, server, DENVER, [0, 0, 0.4, 1.2, 0.3])
    text = app.wait_for(lambda t: "Rain in 25 min, for about 45 min" in t and t, message="the nowcast sentence")
    line = next(line for line in text.splitlines() if "Rain in 25 min" in line)
    bars = line.split("for about 45 min", 1)[1].strip(" │")
    assert len(bars) == 8 and bars[:2] == "··" and "·" not in bars[2:5], line
    assert app.quit() == 0


def test_rain_stopping_inside_the_window_is_said_in_minutes(launcher, server):
    app = spawn_at_moment(launcher, server, DENVER, [0.8, 0.5, 0, 0, 0])
    app.wait_for("Rain stops in 25 min", message="the nowcast sentence")
    assert app.quit() == 0


def test_interpolated_quarter_hours_are_said_in_hours(launcher, server):
    # Seoul: Open-Meteo's quarter hours there are hourly data interpolated.
    app = spawn_at_moment(launcher, server, "Seoul", [0, 0, 0.4, 1.2, 0.3, 0.5, 0.2])
    text = app.wait_for(lambda t: re.search(r"Rain in 1 h, for about (1|2) h", t) and t, message="the nowcast sentence in hours")
    assert "min" not in next(line for line in text.splitlines() if "Rain in 1 h" in line), text
    assert app.quit() == 0
