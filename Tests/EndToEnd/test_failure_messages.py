"""Failure messages that say what failed: a refused connection names the service and its host wherever the
failure is shown, "No internet connection" is kept for when nothing can be reached, a declined IP lookup
gives the service's reason; one full stop between a reason and its hint; --fresh-for -1 is out of range; a
template with a line break still prints one line; the missing demo data lists each place looked in once."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from conftest import Launcher, wait_loaded
from test_failures import CONFIG, assert_usable_and_quits, wait_for_failure
from weathertui_testing.environment import app_env, make_home
from weathertui_testing.fake_server import FakeServerProcess, closed_port
from weathertui_testing.paths import FAKE_SERVER_SCRIPT

SEOUL = ("--location", "37.57,126.98")
ONE_SHOT_MODES = [["--once"], ["--json"], ["--format", "%t"], ["--waybar"]]


def refused(port):
    return "Open-Meteo (127.0.0.1:%d) refused the connection" % port


def test_a_refused_connection_names_the_service_and_its_host(launcher, server):
    port = closed_port()
    dead = {"WEATHERTUI_OPEN_METEO_URL": "http://127.0.0.1:%d" % port}
    started = time.monotonic()
    app = launcher.spawn(*SEOUL, config=CONFIG, extra_env=dead)
    text = wait_for_failure(app, [refused(port)], started)
    assert "No internet connection" not in text, text
    assert_usable_and_quits(app)

    for mode in ONE_SHOT_MODES:
        # A home each: a failure sets a next try, before which no mode asks the service again.
        result = launcher.run(*mode, *SEOUL, env=launcher.env(config=CONFIG, extra=dead))
        err = result.stderr.decode()
        assert result.returncode == 1, (mode, err)
        assert refused(port) in err and "No internet connection" not in err, (mode, err)


def test_a_refresh_refused_names_the_service_and_its_host(binary, tmp_path):
    port = closed_port()
    server = FakeServerProcess([sys.executable, str(FAKE_SERVER_SCRIPT), "--port", str(port), "--quiet"])
    launcher = Launcher(binary, tmp_path, server)
    try:
        env = launcher.env(config=CONFIG)
        app = launcher.spawn(*SEOUL, env=env)
        wait_loaded(app)
        server.stop()
        app.press("r")
        text = app.wait_for(lambda t: "Refresh failed" in t and t, message="the refresh failure")
        assert refused(port) in text, text
        assert "No internet connection" not in text, text
        assert app.quit() == 0
    finally:
        server.stop()
        launcher.close()


def test_no_network_at_all_is_no_internet_connection(cut_off_launcher):
    started = time.monotonic()
    app = cut_off_launcher.spawn(*SEOUL, config=CONFIG)
    text = wait_for_failure(app, ["No internet connection"], started)
    assert "refused" not in text, text
    assert_usable_and_quits(app)
    result = cut_off_launcher.run("--once", *SEOUL, config=CONFIG)
    assert result.returncode == 1 and "No internet connection" in result.stderr.decode(), result.stderr


def test_a_declined_ip_lookup_gives_the_service_reason(launcher, server):
    server.control(ip_city="fail")
    started = time.monotonic()
    app = launcher.spawn(config=CONFIG)
    text = wait_for_failure(app, ["Couldn't find your location", "Reserved range"], started)
    assert "unreadable" not in text, text
    assert_usable_and_quits(app)
    result = launcher.run("--once", config=CONFIG)
    assert result.returncode == 1 and "Reserved range" in result.stderr.decode(), result.stderr


def test_a_reason_ending_in_a_full_stop_gets_no_second_one(launcher, server):
    server.control(mode="http_400", paths=["/v1/forecast"])
    # Open-Meteo's own reason: no fallback (test_failures' CONFIG).
    result = launcher.run("--once", *SEOUL, config=CONFIG)
    err = result.stderr.decode()
    assert result.returncode == 1, err
    assert "Given: 91.0. Try another location." in err and ".." not in err, err


@pytest.mark.parametrize("option", ["--fresh-for", "--max-age", "--refresh-interval"])
def test_a_negative_number_is_out_of_range_not_missing(launcher, option):
    result = launcher.run("--format", "%t", option, "-1")
    err = result.stderr.decode()
    assert result.returncode == 2, err
    assert "%s must be" % option in err and "Missing value" not in err, err


def test_a_template_with_a_line_break_prints_one_line(launcher, server):
    result = launcher.run("--format", "%t\n%l", *SEOUL)
    out = result.stdout.decode()
    assert result.returncode == 0, result.stderr
    assert out.count("\n") == 1 and out.endswith("\n") and re.match(r"^-?\d+°C Seoul", out), repr(out)


def test_the_missing_demo_data_lists_each_place_once(binary, tmp_path):
    # A binary near the root of the file system: its candidate directories run into "/" and meet there.
    directory = Path(tempfile.mkdtemp(dir="/tmp"))
    try:
        copy = directory / "weathertui"
        try:
            os.link(binary, copy)
        except OSError:
            shutil.copy2(binary, copy)
        env = app_env(make_home(tmp_path / "home"))
        result = subprocess.run([str(copy), "--demo", "--once"], env=env, capture_output=True, timeout=30)
        err = result.stderr.decode()
        assert result.returncode != 0 and "demo data was not found" in err, err
        paths = re.search(r"looked in (.*?)\);", err).group(1).split(", ")
        assert len(paths) == len(set(paths)) and "/Resources/demo/open-meteo-seoul.json" in paths, paths
    finally:
        shutil.rmtree(directory)
