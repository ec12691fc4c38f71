"""Offline first: the last good report on the first frame with its age, the load behind it, failures that
keep it, and --once / --json falling back to it (or not, with --max-age)."""

import json
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import Launcher, wait_loaded
from weathertui_testing.environment import service_urls
from weathertui_testing.moved_clock import moved_clock_argv
from weathertui_testing.fake_server import FakeServerProcess, closed_port
from weathertui_testing.paths import FAKE_SERVER_SCRIPT
from weathertui_testing.screens import is_complete_frame, is_stored_frame, list_items

STORED_RE = re.compile(r"from \d\d:\d\d, (just now|\d+ min ago) ┐$")
OFFLINE_RE = re.compile(r"offline · (from \d\d:\d\d, )?(just now|\d+ min ago)")


def start_server(port):
    return FakeServerProcess([sys.executable, str(FAKE_SERVER_SCRIPT), "--port", str(port), "--quiet"])


def stored_files(env):
    return sorted((Path(env["XDG_CACHE_HOME"]) / "weathertui").glob("forecast-*,*.json"))


def rows(app):
    return {(time_, temp) for (_, time_, temp, _, _, _) in list_items(app.lines())}


@pytest.fixture
def restartable(binary, tmp_path):
    """A fake server on a fixed port that the test can stop and start again; yields (launcher, holder)
    where holder["server"] is the running server (or None)."""
    port = closed_port()
    holder = {"server": start_server(port), "port": port}
    launcher = Launcher(binary, tmp_path, holder["server"])
    yield launcher, holder
    launcher.close()
    if holder["server"] is not None:
        holder["server"].stop()


def test_the_stored_report_is_on_the_first_frame_and_survives_being_offline(restartable):
    launcher, holder = restartable
    env = launcher.env()
    app = launcher.spawn("--location", "Seoul", env=env)
    wait_loaded(app)
    app.settle(0.3)
    loaded_rows = rows(app)
    assert app.quit() == 0
    files = stored_files(env)
    assert len(files) == 1, files
    assert stat.S_IMODE(files[0].stat().st_mode) == 0o600
    assert json.loads(files[0].read_text())["version"] == 1

    holder["server"].stop()
    holder["server"] = None
    app = launcher.spawn("--location", "Seoul", "--refresh-interval", "600", env=env)
    # The load behind it fails at once (nothing listens): the data stays, marked offline, with the reason
    # and the next try.
    text = app.wait_for(lambda t: "Refresh failed" in t and OFFLINE_RE.search(t.splitlines()[0]) and t)
    # The very first frame was the stored report, with its age: no spinner screen was ever drawn. The
    # failed load can follow it within one read of the terminal, so the first frame seen may already be
    # the stored report marked offline.
    times = app.timeline({
        "frame": is_complete_frame,
        "stored": lambda lines: is_complete_frame(lines) and (is_stored_frame(lines) or OFFLINE_RE.search(lines[0])),
    })
    assert times["stored"] is not None and times["frame"] == times["stored"], "the first frame was not the stored report"
    assert b"Searching for" not in app.raw and b"Finding your location" not in app.raw and b"Loading weather" not in app.raw
    assert "(127.0.0.1:%d) refused the connection" % holder["port"] in text, text
    assert text.startswith("┌ Seoul"), text
    assert re.search(r"next try \d\d:\d\d", text.splitlines()[0]), text.splitlines()[0]
    app.press("enter")
    assert rows(app) == loaded_rows, app.text()

    # r tries at once, fails again, keeps the data.
    app.press("r")
    text = app.wait_for(lambda t: "Refresh failed" in t and t)
    assert OFFLINE_RE.search(text.splitlines()[0]), text
    app.press("enter")
    assert rows(app) == loaded_rows

    # Back online: r loads fresh data and the mark goes.
    holder["server"] = start_server(holder["port"])
    app.press("r")
    text = wait_loaded(app)
    top = text.splitlines()[0]
    assert "offline" not in top and "from" not in top and "next try" not in top, top
    assert "Refresh failed" not in text
    assert app.quit() == 0


def test_a_different_automatic_place_replaces_the_stored_one(restartable):
    launcher, holder = restartable
    env = launcher.env()
    app = launcher.spawn("--location", "Seoul", env=env)
    wait_loaded(app)
    app.settle(0.3)
    assert app.quit() == 0

    # Located automatically: the last place's report first, then the place the IP lookup finds.
    app = launcher.spawn(env=env)
    text = app.wait_for(lambda t: t.startswith("┌ ≈ Mountain View") and "updated" in t.splitlines()[0]
                        and "refreshing" not in t and t, message="Mountain View, loaded")
    first = app.timeline({"stored": lambda lines: is_stored_frame(lines) and lines[0].startswith("┌ Seoul")})["stored"]
    assert first is not None, "the stored Seoul was not shown first"
    assert "from" not in text.splitlines()[0]
    assert app.quit() == 0


def one_shot_env(launcher, holder):
    """A home whose cache holds a report for Seoul (from --once), and that home's environment offline."""
    env = launcher.env()
    result = launcher.run("--once", "--location", "Seoul", env=env)
    assert result.returncode == 0, result.stderr
    assert stored_files(env), "--once stored nothing"
    offline = dict(env)
    offline.update(service_urls("http://127.0.0.1:%d" % closed_port()))
    return offline


def test_once_and_json_fall_back_to_the_stored_report(restartable):
    launcher, holder = restartable
    fresh = launcher.run("--json", "--location", "Seoul")
    assert fresh.returncode == 0, fresh.stderr
    data = json.loads(fresh.stdout)
    assert data["stale"] is False and data["fetched_at"], data.keys()

    env = one_shot_env(launcher, holder)
    once = launcher.run("--once", "--location", "Seoul", env=env)
    assert once.returncode == 0, once.stderr
    out = once.stdout.decode()
    assert out.startswith("Seoul"), out
    assert re.search(r"^Offline: stored data from .+ \d\d:\d\d \((just now|\d+ min ago)\)$", out, re.M), out
    assert "(%s) refused the connection" % env["WEATHERTUI_OPEN_METEO_URL"][len("http://"):] in once.stderr.decode()

    result = launcher.run("--json", "--location", "Seoul", env=env)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["stale"] is True
    assert re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", data["fetched_at"]), data["fetched_at"]
    assert data["location"]["name"] == "Seoul"


def test_max_age_makes_old_stored_data_a_failure(restartable):
    launcher, holder = restartable
    env = one_shot_env(launcher, holder)
    ok = launcher.run("--json", "--location", "Seoul", "--max-age", "3600", env=env)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["stale"] is True
    def ten_seconds_later(*args):
        """The stored report is ten seconds old."""
        return subprocess.run(moved_clock_argv([launcher.binary, *args], 10), env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=15)

    for flag in ("--once", "--json"):
        result = ten_seconds_later(flag, "--location", "Seoul", "--max-age", "1")
        assert result.returncode == 1, (flag, result.stderr)
        assert result.stdout == b""
        assert "older than --max-age 1 s" in result.stderr.decode(), result.stderr
    # The config key works the same way.
    config = Path(env["XDG_CONFIG_HOME"]) / "weathertui" / "config.toml"
    config.write_text("max_age = 1\n")
    result = ten_seconds_later("--once", "--location", "Seoul")
    assert result.returncode == 1, result.stderr


def test_without_a_stored_report_offline_is_still_a_failure(offline_launcher):
    result = offline_launcher.run("--once", "--location", "37.57,126.98")
    assert result.returncode == 1, result.stderr
    assert result.stdout == b""


@pytest.mark.parametrize("args", [["--max-age", "-5"], ["--max-age", "soon"], ["--max-age", "99999999"]])
def test_nonsense_max_age_is_a_usage_error(offline_launcher, args):
    result = offline_launcher.run("--once", *args)
    assert result.returncode == 2, result.stderr
    assert b"max-age" in result.stderr


def test_nonsense_max_age_in_the_config_file(offline_launcher):
    result = offline_launcher.run("--once", config="max_age = -1\n")
    assert result.returncode == 2, result.stderr
    assert b"max_age" in result.stderr


def minutes(hhmm):
    hours, mins = hhmm.split(":")
    return int(hours) * 60 + int(mins)


def test_a_rate_limited_auto_refresh_waits_for_retry_after_and_says_when(launcher, server):
    app = launcher.spawn("--location", "37.57,126.98", "--refresh-interval", "60")
    wait_loaded(app)
    # Both forecasts rate-limited: the refresh fails with the chosen service's Retry-After.
    server.control(mode="http_429", paths=["/v1/forecast", "/weatherapi/locationforecast/"], retry_after=7200)
    app.press("r")
    text = app.wait_for(lambda t: "Refresh failed" in t and "next try" in t.splitlines()[0] and t)
    m = re.search(r"stale · updated (\d\d:\d\d) · next try (\d\d:\d\d) ┐$", text.splitlines()[0])
    assert m, text.splitlines()[0]
    wait = (minutes(m.group(2)) - minutes(m.group(1))) % (24 * 60)
    assert 119 <= wait <= 121, "next try %s after an update at %s: not the Retry-After of 2 h" % (m.group(2), m.group(1))
    # r still tries at once, whatever the schedule says.
    before = server.count("/v1/forecast")
    app.press("enter")
    app.press("r")
    app.wait_for("Refresh failed")
    assert server.count("/v1/forecast") == before + 1
    # A success puts the schedule back on the interval: no next try shown.
    server.control(mode="ok")
    app.press("enter")
    app.press("r")
    text = wait_loaded(app)
    assert "next try" not in text.splitlines()[0] and "stale" not in text.splitlines()[0], text.splitlines()[0]
    assert app.quit() == 0
