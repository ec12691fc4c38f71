"""Official warnings as a new user meets them: Denver shows the National Weather Service's, Oslo MET
Norway's, each named on screen; Seoul and the open sea ask no warning service and claim nothing; a
failing warning service leaves only the banner out, never the weather, and `!` says the warnings are
unknown. Other countries' services: test_warnings_world.py."""

import json
import time
from pathlib import Path

import pytest

from conftest import wait_loaded
from weathertui_testing.project import USER_AGENT

REQUEST_TIMEOUT = 4
CONFIG = "request_timeout = %d\n" % REQUEST_TIMEOUT
FAILED = "Couldn't load the weather"
NWS = "/alerts/active"
MET = "/weatherapi/metalerts/2.0/current.json"
DENVER = "39.7392,-104.9903"
OSLO = "59.9139,10.7522"


def header(text):
    return "\n".join(text.splitlines()[:6])


def log_text(env):
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    return "".join(p.read_text(errors="replace") for p in sorted(cache.glob("weathertui.log*")))


@pytest.mark.parametrize("location", [DENVER, "Denver"])
def test_denver_shows_the_nws_banner_and_the_panel_names_it(launcher, server, location):
    app = launcher.spawn("--location", location, config=CONFIG)
    wait_loaded(app)
    text = app.wait_for(lambda t: "⚠ Winter Storm Warning until" in header(t) and t, message="the NWS banner")
    assert "· NWS" in header(text), text
    app.press("!")
    panel = app.wait_for(lambda t: "Warnings (2)" in t and t, message="the warnings panel")
    assert "Winter Storm Warning · Severe" in panel and "Wind Advisory · Moderate" in panel, panel
    assert "NWS · from" in panel and "↓" in panel.splitlines()[-3], panel
    # The rest scrolls into view; the advisory the service still listed after it ended is not there.
    app.press("G")
    end = app.wait_for(lambda t: "Official warnings from NWS, fetched" in t and t, message="the panel's last rows")
    assert "Frost Advisory" not in panel + end, end
    app.press("escape")
    app.wait_gone("Warnings (2)")
    assert "⚠ Winter Storm Warning" in header(app.text())
    requests = server.requests(NWS, headers=True)
    assert [r["query"] for r in requests] == ["point=39.7392,-104.9903" if location == DENVER else "point=39.7392,-104.9847"], requests
    # The service refuses a request that does not say who is asking, and answers GeoJSON.
    assert requests[0]["headers"]["user_agent"] == USER_AGENT, requests
    assert requests[0]["headers"]["accept"] == "application/geo+json", requests
    assert server.count(MET) == 0
    assert app.quit() == 0


@pytest.mark.parametrize("location", [OSLO, "Oslo"])
def test_oslo_shows_met_norways_warnings(launcher, server, location):
    app = launcher.spawn("--location", location, config=CONFIG, cols=120, rows=40)
    wait_loaded(app)
    text = app.wait_for(lambda t: "⚠ Ice until" in header(t) and t, message="MET Norway's banner")
    assert "· MET Norway  +1 more · ! for details" in header(text), header(text)
    app.press("!")
    panel = app.wait_for(lambda t: "Warnings (2)" in t and t, message="the warnings panel")
    assert "Ice · Orange" in panel and "Wind · Yellow" in panel and "MET Norway · from" in panel, panel
    assert "Secure loose objects" in panel, panel
    app.press("q")
    app.wait_gone("Warnings (2)")
    request = server.requests(MET, headers=True)[0]
    assert "lang=en" in request["query"], request
    assert request["headers"]["user_agent"] == USER_AGENT, request
    assert server.count(NWS) == 0
    assert app.quit() == 0


@pytest.mark.parametrize("location", ["Seoul", "0,-30"])
def test_elsewhere_no_service_is_asked_and_nothing_claimed(launcher, server, location):
    app = launcher.spawn("--location", location, config=CONFIG)
    wait_loaded(app)
    # `!` says what the warnings feed found; until it has answered, that it has not loaded yet.
    for _ in range(20):
        app.press("!")
        text = app.wait_for(lambda t: ("No official warnings here" in t or "have not loaded" in t) and t,
                            message="the note in the bottom line")
        if "No official warnings here" in text:
            break
        app.press("x")
    assert "No official warnings here" in text, text
    assert "⚠" not in text, text
    assert server.count(NWS) == 0 and server.count(MET) == 0
    app.press("x")
    app.wait_for(lambda t: "r refresh" in t.splitlines()[-1], message="the key bar back")
    assert app.quit() == 0


@pytest.mark.parametrize("path,location", [(NWS, DENVER), (MET, OSLO)], ids=["nws", "met-norway"])
@pytest.mark.parametrize("mode", ["http_500", "timeout", "malformed"])
def test_a_failing_warning_service_leaves_only_the_banner_out(launcher, server, path, location, mode):
    server.control(mode=mode, paths=[path])
    env = launcher.env(config=CONFIG)
    started = time.monotonic()
    app = launcher.spawn("--location", location, env=env)
    # Well inside the request timeout: the weather does not wait for the warnings.
    text = wait_loaded(app, timeout=REQUEST_TIMEOUT - 1.5)
    assert time.monotonic() - started < REQUEST_TIMEOUT - 1
    assert FAILED not in text and "stale" not in text, text
    app.wait_for(lambda _: "warnings failed" in log_text(env), timeout=REQUEST_TIMEOUT + 3, message="the note in the log")
    text = app.text()
    assert "⚠" not in text and FAILED not in text and "stale" not in text, text
    app.press("!")
    name = "NWS" if path == NWS else "MET Norway"
    app.wait_for(lambda t: name + " did not answer; warnings unknown" in t, message="the note in the bottom line")
    app.press("x")
    app.press("?")
    assert " Keys " in app.text(), app.text()
    app.press("x")
    assert server.count(path) == 1
    assert app.quit() == 0
    app.assert_no_crash()


def test_the_stored_warnings_show_at_the_next_start_offline(launcher, server):
    env = launcher.env(config=CONFIG)
    app = launcher.spawn("--location", "Denver", env=env)
    wait_loaded(app)
    app.wait_for(lambda t: "⚠ Winter Storm Warning" in header(t), message="the banner")
    assert app.quit() == 0
    server.control(mode="http_500")
    app = launcher.spawn("--location", "Denver", env=env)
    text = app.wait_for(lambda t: "offline" in t.splitlines()[0] and t, message="the stored report, offline")
    assert "⚠ Winter Storm Warning until" in header(text), text
    app.press("!")
    app.wait_for(lambda t: "Warnings (2)" in t, message="the stored warnings")
    app.press("G")
    app.wait_for(lambda t: "Official warnings from NWS, fetched" in t, message="the stored warnings' age")
    app.press("!")
    app.wait_gone("Warnings (2)")
    assert app.quit() == 0


def test_one_shot_outputs_carry_the_warnings(launcher, server):
    once = launcher.run("--once", "--location", "Denver", config=CONFIG)
    assert once.returncode == 0, once.stderr
    lines = once.stdout.decode().splitlines()
    assert any(line.startswith("Warning: Winter Storm Warning until ") and line.endswith("(NWS), +1 more") for line in lines), lines
    report = json.loads(launcher.run("--json", "--location", "Oslo", config=CONFIG).stdout)
    assert [(w["source"], w["event"], w["severity"], w["severity_label"]) for w in report["warnings"]] == [
        ("MET Norway", "Ice", "severe", "Orange"), ("MET Norway", "Wind", "moderate", "Yellow")]
    assert all(w["ends"] and w["onset"] and w["headline"] for w in report["warnings"])
    quiet = json.loads(launcher.run("--json", "--location", "Seoul", config=CONFIG).stdout)
    assert quiet["warnings"] == []
    waybar = json.loads(launcher.run("--waybar", "--location", "Denver", config=CONFIG).stdout)
    assert "warning" in waybar["class"], waybar
    assert "Warning: Winter Storm Warning" in waybar["tooltip"], waybar
