"""MET Norway's Locationforecast as a provider of its own (--provider met-norway) and as the automatic
fallback: the chosen service refusing connections, answering 500 or 429, or hanging, and the forecast
shown is the other keyless one's, named on screen, in --once, --json, --format and --waybar; the failed
service is backed off and returned to when it answers; --no-fallback (fallback = false) turns it off."""

import json
import re
import time
from pathlib import Path

import pytest

from conftest import wait_loaded
from weathertui_testing.fake_server import closed_port
from weathertui_testing.screens import list_items

OPEN_METEO = "/v1/forecast"
MET_FORECAST = "/weatherapi/locationforecast/2.0/complete"
REQUEST_TIMEOUT = 4
CONFIG = "request_timeout = %d\n" % REQUEST_TIMEOUT
OSLO = ("--location", "59.9133,10.7390")
# The loaded dashboard, whoever's forecast it is: "updated HH:MM" at the end of the top border (UTC marked;
# the time alone after the fallback's note where both do not fit), the key bar.
LOADED_RE = re.compile(r"(?:updated |· )\d\d:\d\d(?: UTC)? ┐")


def wait_shown(app, timeout=8.0):
    """The loaded dashboard, refreshing no more; its text."""
    app.wait_for(lambda t: LOADED_RE.search(t) and "refreshing" not in t and list_items(t.splitlines())
                 and "r refresh" in t.splitlines()[-1], timeout, message="the loaded dashboard")
    return app.text()


def provider_of(text):
    """The credit in the bottom border: whose forecast is on screen."""
    bottom = text.splitlines()[-1]
    return "MET Norway" if " MET Norway " in bottom else "Open-Meteo" if " Open-Meteo.com " in bottom else None


def user_agents(server, path):
    return [r["headers"]["user_agent"] for r in server.requests(path, headers=True)]


# --------------------------------------------------------------------------
# --provider met-norway
# --------------------------------------------------------------------------

def test_met_norway_as_the_chosen_provider_on_the_dashboard(launcher, server):
    server.control(ip_city="Oslo")
    app = launcher.spawn("--provider", "met-norway")
    text = wait_shown(app)
    assert provider_of(text) == "MET Norway", text
    assert "did not answer" not in text.splitlines()[0]
    # No feels-like temperature is made up: MET Norway sends none.
    assert "feels" not in text, text
    assert server.count(MET_FORECAST) == 1 and server.count(OPEN_METEO) == 0
    # The place's clock: the IP lookup gave Oslo's offset, so no UTC mark.
    assert " UTC ┐" not in text.splitlines()[0]
    # The service's terms: a User-Agent naming the app and where to reach it, four decimals at most.
    agent = user_agents(server, MET_FORECAST)[0]
    assert re.fullmatch(r"weathertui/\S+ \(\+https://github\.com/weathertui/weathertui\)", agent), agent
    query = server.requests(MET_FORECAST)[0]["query"]
    assert all(len(v.split(".")[1]) <= 4 for v in re.findall(r"(?:lat|lon)=([-\d.]+)", query)), query
    # The air and the place name keep their own services. The air request is sent beside the forecast but
    # may reach the server after the forecast's answer is drawn.
    app.wait_for(lambda t: server.count("/v1/air-quality") >= 1, message="the air request")
    assert server.count("/v1/air-quality") == 1
    assert app.quit() == 0


def test_met_norway_once_and_json(launcher, server):
    server.control(ip_city="Oslo")
    env = launcher.env()
    once = launcher.run("--once", "--provider", "met-norway", env=env)
    assert once.returncode == 0, once.stderr
    text = once.stdout.decode()
    assert text.rstrip("\n").splitlines()[-1] == "Weather data by MET Norway (CC BY 4.0)", text
    assert "feels" not in text
    result = launcher.run("--json", "--provider", "met-norway", env=env)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["provider"] == "met-norway" and "fallback_from" not in data, data["provider"]
    assert data["attribution"] == "Weather data by MET Norway (CC BY 4.0)"
    assert "feels_like" not in data["current"] and all("feels_like" not in s for s in data["forecast"])
    assert data["location"]["timezone"] == "Europe/Oslo" and data["location"]["utc_offset_seconds"] == 3600
    assert len(data["hourly"]) == 48 and 6 <= len(data["days"]) <= 10, (len(data["hourly"]), len(data["days"]))


def test_a_place_whose_zone_is_not_known_is_shown_in_utc(launcher, server):
    """Coordinates alone, nothing stored: MET Norway's times stay UTC and the screen says so."""
    app = launcher.spawn("--provider", "met-norway", *OSLO)
    text = wait_shown(app)
    assert re.search(r"updated \d\d:\d\d UTC ┐", text.splitlines()[0]), text
    result = launcher.run("--json", "--provider", "met-norway", *OSLO)
    assert json.loads(result.stdout)["location"]["utc_offset_seconds"] == 0
    assert app.quit() == 0


def test_an_answer_is_kept_until_it_expires_then_asked_for_if_modified_since(launcher, server):
    env = launcher.env()
    args = ("--once", "--provider", "met-norway", *OSLO)
    first = launcher.run(*args, env=env)
    assert first.returncode == 0, first.stderr
    second = launcher.run(*args, env=env)
    assert second.returncode == 0 and second.stdout == first.stdout
    assert server.count(MET_FORECAST) == 1, "asked again before the answer's Expires"
    # Expired at once from here on: the next request carries If-Modified-Since, and the 304 is used.
    server.control(expires_in=0)
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    kept = next(cache.glob("locationforecast-*"))
    header, _, body = kept.read_bytes().partition(b"\n")
    stale = json.loads(header)
    stale["freshUntil"] = 0
    kept.write_bytes(json.dumps(stale).encode() + b"\n" + body)
    third = launcher.run(*args, env=env)
    assert third.returncode == 0, third.stderr
    requests = server.requests(MET_FORECAST, headers=True)
    assert len(requests) == 2 and requests[1]["headers"]["if_modified_since"], requests
    assert third.stdout.decode().splitlines()[2:] == first.stdout.decode().splitlines()[2:]


def test_a_rate_limit_of_met_norway_is_said_in_words_and_not_retried(launcher, server):
    """A 429 with --no-fallback: a clear message with the wait it asked for, exit 1, one request."""
    server.control(mode="http_429", paths=[MET_FORECAST], retry_after=120)
    result = launcher.run("--once", "--provider", "met-norway", "--no-fallback", *OSLO, config=CONFIG)
    assert result.returncode == 1, result.stderr
    assert "Too many requests" in result.stderr.decode() and "120" in result.stderr.decode(), result.stderr
    assert server.count(MET_FORECAST) == 1


# --------------------------------------------------------------------------
# Failover
# --------------------------------------------------------------------------

def test_a_refused_connection_shows_met_norway_at_once(launcher, server):
    refused = "http://127.0.0.1:%d" % closed_port()
    env = launcher.env(extra={"WEATHERTUI_OPEN_METEO_URL": refused})
    app = launcher.spawn(*OSLO, env=env)
    text = wait_shown(app)
    assert provider_of(text) == "MET Norway", text
    assert "Open-Meteo did not answer" in text.splitlines()[0], text.splitlines()[0]
    assert app.quit() == 0
    once = launcher.run("--once", *OSLO, env=env)
    assert once.returncode == 0, once.stderr
    assert once.stdout.decode().rstrip("\n").splitlines()[-1] == \
        "Weather data by MET Norway (CC BY 4.0) — Open-Meteo did not answer", once.stdout


@pytest.mark.parametrize("mode,note", [("http_500", "Open-Meteo: HTTP 500"), ("http_429", "Open-Meteo: too many requests")])
def test_an_error_status_shows_met_norway_named_in_every_output(launcher, server, mode, note):
    server.control(mode=mode, paths=[OPEN_METEO])
    app = launcher.spawn(*OSLO, config=CONFIG)
    text = wait_shown(app)
    assert provider_of(text) == "MET Norway" and note in text.splitlines()[0], text
    assert app.quit() == 0
    data = json.loads(launcher.run("--json", *OSLO).stdout)
    assert (data["provider"], data["fallback_from"], data["fallback_reason"]) == ("met-norway", "open-meteo", note)
    assert data["stale"] is False
    waybar = json.loads(launcher.run("--waybar", *OSLO).stdout)
    assert "fallback" in waybar["class"] and "stale" not in waybar["class"], waybar
    assert "MET Norway — " + note in waybar["tooltip"]
    line = launcher.run("--format", "%c %t", *OSLO)
    assert line.returncode == 0 and re.fullmatch(r"\S+ -?\d+°C\n", line.stdout.decode()), line.stdout


def test_a_rate_limit_is_kept_and_a_status_bar_stays_fresh(launcher, server):
    """After a 429, polls neither ask Open-Meteo before its Retry-After nor print stale data."""
    server.control(mode="http_429", paths=[OPEN_METEO], retry_after=3600)
    env = launcher.env()
    first = launcher.run("--format", "%c %t", *OSLO, env=env)
    assert first.returncode == 0, first.stderr
    assert server.count(OPEN_METEO) == 1 and server.count(MET_FORECAST) == 1
    # Fresh: the stored (MET Norway) report serves the next poll without a request.
    again = launcher.run("--format", "%c %t", *OSLO, env=env)
    assert again.stdout == first.stdout and server.count(OPEN_METEO) == 1 and server.count(MET_FORECAST) == 1
    # A poll that fetches (fresh-for 0) leaves Open-Meteo alone until its Retry-After has passed.
    fetched = launcher.run("--format", "%c %t", "--fresh-for", "0", *OSLO, env=env)
    assert fetched.returncode == 0 and "stale" not in fetched.stdout.decode(), fetched.stdout
    assert server.count(OPEN_METEO) == 1, "a rate-limited service was asked again before its Retry-After"
    backoff = json.loads((Path(env["XDG_CACHE_HOME"]) / "weathertui" / "provider-next-try.json").read_text())
    assert backoff["providers"]["open-meteo"]["nextTry"] >= time.time() + 3000, backoff


def test_a_hanging_service_is_waited_for_no_longer_than_half_its_timeout(launcher, server):
    server.control(mode="timeout", paths=[OPEN_METEO], latency_ms=800)
    started = time.monotonic()
    app = launcher.spawn(*OSLO, config=CONFIG)
    app.wait_for("Open-Meteo is not answering; asking MET Norway…", timeout=REQUEST_TIMEOUT,
                 message="the spinner saying the fallback is asked")
    text = wait_shown(app, timeout=REQUEST_TIMEOUT + 2)
    elapsed = time.monotonic() - started
    assert provider_of(text) == "MET Norway" and "Open-Meteo did not answer" in text.splitlines()[0], text
    assert elapsed < REQUEST_TIMEOUT + 1.5, "MET Norway's forecast took %.1f s" % elapsed
    assert app.quit() == 0


def test_the_failed_service_is_backed_off_then_returned_to(launcher, server):
    server.control(mode="http_500", paths=[OPEN_METEO])
    env = launcher.env(config=CONFIG)
    app = launcher.spawn(*OSLO, env=env)
    assert provider_of(wait_shown(app)) == "MET Norway"
    assert server.count(OPEN_METEO) == 1
    # Open-Meteo answers again, but its backoff has not passed: a refresh does not ask it yet.
    server.control(mode="ok")
    app.press("r")
    app.sync()
    text = wait_shown(app)
    assert provider_of(text) == "MET Norway" and server.count(OPEN_METEO) == 1, text
    # Its next try has come: the next refresh asks it first, and shows its forecast.
    record = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "provider-next-try.json"
    backoff = json.loads(record.read_text())
    backoff["providers"]["open-meteo"]["nextTry"] = time.time() - 1
    record.write_text(json.dumps(backoff))
    app.press("r")
    app.wait_for(lambda t: provider_of(t) == "Open-Meteo" and LOADED_RE.search(t) and "refreshing" not in t, 8,
                 message="Open-Meteo's forecast back")
    assert "did not answer" not in app.text().splitlines()[0] and "HTTP 500" not in app.text().splitlines()[0]
    assert server.count(OPEN_METEO) == 2
    assert not record.exists(), "an answer clears the backoff"
    assert app.quit() == 0


def test_openweather_falls_back_to_open_meteo_and_blames_its_key_only_on_a_401(launcher, server):
    server.control(mode="http_500", paths=["/data/2.5/"])
    data = json.loads(launcher.run("--json", *OSLO, api_key="test-key").stdout)
    assert (data["provider"], data["fallback_from"]) == ("open-meteo", "openweather")
    assert data["fallback_reason"] == "OpenWeather: HTTP 500"
    server.control(mode="http_401", paths=["/data/2.5/"])
    data = json.loads(launcher.run("--json", *OSLO, api_key="test-key").stdout)
    assert data["fallback_reason"] == "OpenWeather rejected the API key (HTTP 401)"


@pytest.mark.parametrize("how", [("--no-fallback",), ()])
def test_no_fallback_shows_the_chosen_services_failure(launcher, server, how):
    server.control(mode="http_500", paths=[OPEN_METEO])
    config = CONFIG + ("" if how else "fallback = false\n")
    app = launcher.spawn(*how, *OSLO, config=config)
    app.wait_for("Open-Meteo is having trouble (HTTP 500)", timeout=REQUEST_TIMEOUT + 2)
    assert app.quit() == 0
    result = launcher.run("--once", *how, *OSLO, config=config)
    assert result.returncode == 1 and "HTTP 500" in result.stderr.decode(), result.stderr
    assert server.count(MET_FORECAST) == 0


def test_both_services_failing_are_both_named(launcher, server):
    server.control(mode="http_503", paths=[OPEN_METEO, MET_FORECAST])
    app = launcher.spawn(*OSLO, config=CONFIG)
    app.wait_for("Open-Meteo is having trouble (HTTP 503) · MET Norway: HTTP 503", timeout=REQUEST_TIMEOUT + 4)
    assert app.quit() == 0
    result = launcher.run("--once", *OSLO, config=CONFIG)
    assert result.returncode == 1, result.stdout
    assert result.stderr.decode().startswith("weathertui: Open-Meteo is having trouble (HTTP 503) · MET Norway: HTTP 503"), result.stderr
