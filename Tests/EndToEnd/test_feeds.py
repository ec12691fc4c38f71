"""The feeds beside the weather (the place name, the air): each loads beside the weather,
never holds up the loaded frame, and fails alone, as its own absence and a line in the log."""

import re
import time
from pathlib import Path

import pytest

from conftest import wait_loaded

REQUEST_TIMEOUT = 4
CONFIG = "request_timeout = %d\n" % REQUEST_TIMEOUT
SEOUL = "37.5665,126.978"
FAILED = "Couldn't load the weather"


def log_text(env):
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    return "".join(p.read_text(errors="replace") for p in sorted(cache.glob("weathertui.log*")))


def test_the_name_fills_in_the_loaded_dashboard(launcher, server):
    app = launcher.spawn("--location", SEOUL, config=CONFIG)
    wait_loaded(app)
    app.wait_for(lambda t: "Seoul" in t.splitlines()[0] and t, message="the geocoded name in the header")
    assert server.count("/reverse") == 1
    assert app.quit() == 0


@pytest.mark.parametrize("mode", ["http_500", "timeout", "malformed"])
def test_a_failing_name_service_leaves_only_the_name_out(launcher, server, mode):
    server.control(mode=mode, paths=["/reverse"])
    env = launcher.env(config=CONFIG)
    started = time.monotonic()
    app = launcher.spawn("--location", SEOUL, env=env)
    # Well inside the request timeout: the weather does not wait for the name.
    text = wait_loaded(app, timeout=REQUEST_TIMEOUT - 1.5)
    assert time.monotonic() - started < REQUEST_TIMEOUT - 1
    assert FAILED not in text and "stale" not in text and "Seoul" not in text.splitlines()[0], text
    assert "37.57" in text.splitlines()[0], text
    if mode != "timeout":
        app.wait_for(lambda _: "place name failed" in log_text(env), message="the note in the log")
    # No panel and no retry prompt: the keys still do what they always do.
    app.press("?")
    assert " Keys " in app.text(), app.text()
    app.press("x")
    assert app.quit() == 0
    app.assert_no_crash()


@pytest.mark.parametrize("mode", ["http_500", "malformed"])
def test_once_prints_the_weather_when_the_name_fails(launcher, server, mode):
    server.control(mode=mode, paths=["/reverse"])
    result = launcher.run("--once", "--location", SEOUL, config=CONFIG)
    assert result.returncode == 0, result.stderr
    assert b"37.57" in result.stdout, result.stdout


AQI = re.compile(r"AQI \d+ [a-z ]+|UV \d+")


def test_the_air_fills_in_the_header(launcher, server):
    # 120 columns: the fake server's index moves with the hour, and its longest words ("unhealthy for
    # sensitive groups") do not fit beside the other details at 80, where the header leaves them out.
    app = launcher.spawn("--location", "Seoul", config=CONFIG, rows=30, cols=120)
    wait_loaded(app)
    text = app.wait_for(lambda t: AQI.search("\n".join(t.splitlines()[:6])) and t, message="the air in the header")
    assert re.search(r"AQI \d+ (good|moderate|unhealthy)", text), text
    air = server.requests("/v1/air-quality")
    assert len(air) == 1, air
    assert "us_aqi" in air[0]["query"] and "domains=auto" in air[0]["query"], air[0]
    assert app.quit() == 0


@pytest.mark.parametrize("mode", ["http_500", "timeout", "malformed"])
def test_a_failing_air_service_leaves_only_the_air_out(launcher, server, mode):
    server.control(mode=mode, paths=["/v1/air-quality"])
    env = launcher.env(config=CONFIG)
    started = time.monotonic()
    app = launcher.spawn("--location", "Seoul", env=env)
    text = wait_loaded(app, timeout=REQUEST_TIMEOUT - 1.5)
    assert time.monotonic() - started < REQUEST_TIMEOUT - 1
    assert FAILED not in text and "stale" not in text, text
    if mode != "timeout":
        app.wait_for(lambda _: "air quality failed" in log_text(env), message="the note in the log")
    else:
        app.wait_for(lambda _: "air quality failed" in log_text(env), timeout=REQUEST_TIMEOUT + 2,
                     message="the note in the log once the request timed out")
    assert not AQI.search(app.text()), app.text()
    app.press("?")
    # The quiet note, at the end of the help (scrolled to on a short terminal).
    app.press("G")
    assert " Keys " in app.text() and "no air quality: the air service did not answer" in app.text(), app.text()
    app.press("x")
    assert app.quit() == 0
    app.assert_no_crash()
