"""How sure the forecast is: Open-Meteo's ensemble answer (/v1/ensemble) beside the weather; the members'
band behind the graph's line, each day's likely high in the days view, the uncertainty sentence, --json,
--once and %E, against the fake's members (fake_weather/ensemble.py: the weather model's temperature, spread
wider each day); a failing ensemble service leaving the dashboard whole.

Every expectation is computed from the fake's own answer at the time of the run (fetched here with the
app's query), so none depends on the hour of the day."""

import json
import re
import time
import urllib.parse
import urllib.request
from datetime import datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest

from conftest import wait_loaded

ENSEMBLE = "/v1/ensemble"
SEOUL = "37.5665,126.978"
KST = timezone(timedelta(hours=9))
HIGHS_RE = re.compile(r"H (-?\d+)–(-?\d+)°")
# The band's lattice in a cell with both of its dots (top left, third row right): no line makes it.
BAND_CELL = "\u2821"
REQUEST_TIMEOUT = 4
CONFIG = "request_timeout = %d\n" % REQUEST_TIMEOUT


def log_text(env):
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    return "".join(p.read_text(errors="replace") for p in sorted(cache.glob("weathertui.log*")))


def percentile(values, fraction):
    """Type 7, as the app and numpy compute it."""
    values = sorted(values)
    rank = (len(values) - 1) * fraction
    below = int(rank)
    above = min(below + 1, len(values) - 1)
    return values[below] + (rank - below) * (values[above] - values[below])


def whole(value):
    return int(Decimal(repr(value)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def members_days(server):
    """The fake's answer to the app's request, summed up as the app does: each local day with at least 18
    hours, the 10th and 90th percentile of the members' own highs."""
    query = urllib.parse.urlencode({"latitude": "37.5665", "longitude": "126.978", "models": "ecmwf_ifs025",
                                    "hourly": "temperature_2m,precipitation", "forecast_days": 7, "timezone": "auto",
                                    "timeformat": "unixtime"})
    with urllib.request.urlopen(server.url + ENSEMBLE + "?" + query, timeout=10) as answer:
        body = json.loads(answer.read())
    hourly, offset = body["hourly"], body["utc_offset_seconds"]
    members = [key for key in hourly if re.fullmatch(r"temperature_2m(_member\d+)?", key)]
    assert len(members) == 51, members
    days = {}
    for index, t in enumerate(hourly["time"]):
        days.setdefault((t + offset) // 86400, []).append(index)
    summed = []
    for day in sorted(days):
        rows = days[day]
        if len(rows) < 18:
            continue
        highs = [max(hourly[key][row] for row in rows) for key in members]
        summed.append((day * 86400 - offset, percentile(highs, 0.1), percentile(highs, 0.9)))
    return summed


def test_the_band_is_drawn_and_the_days_ranges_match_the_members(launcher, server):
    env = launcher.env()
    expected = members_days(server)
    result = launcher.run("--json", "--location", SEOUL, env=env)
    assert result.returncode == 0, result.stderr
    ensemble = json.loads(result.stdout)["ensemble"]
    assert (ensemble["available"], ensemble["model"], ensemble["members"]) == (True, "ECMWF IFS", 51), ensemble
    assert ensemble["rain_chance_source"] == "service"
    assert len(ensemble["days"]) == len(expected) == 7, ensemble["days"]
    for day, (start, low, high) in zip(ensemble["days"], expected):
        assert datetime.fromisoformat(day["date"]).timestamp() == start, (day, start)
        assert abs(day["high_low"] - low) < 0.051 and abs(day["high_high"] - high) < 0.051, (day, low, high)
    # The fifth day's members are 8 °C apart, the fourth's 5.6: unsure from the fifth.
    assert datetime.fromisoformat(ensemble["uncertain_from"]).timestamp() == expected[4][0], ensemble["uncertain_from"]

    app = launcher.spawn("--location", SEOUL, env=env, rows=30, cols=100)
    wait_loaded(app)
    app.wait_for(lambda t: BAND_CELL in t, message="the members' band behind the graph's line")
    app.press("d")
    fourth = datetime.fromtimestamp(expected[3][0], KST).strftime("%a")
    view = app.wait_for(lambda t: "Forecast uncertain after " + fourth in t and t, message="the uncertainty sentence")
    assert "☂ chance of rain: Open-Meteo" in view, view
    shown = [(int(a), int(b)) for a, b in HIGHS_RE.findall(view)]
    assert shown == [(whole(low), whole(high)) for _, low, high in expected], (shown, expected)
    assert app.quit() == 0

    once = launcher.run("--once", "--location", SEOUL, env=env)
    today = expected[0]
    assert "Likely high today %d° to %d° (ECMWF IFS ensemble)" % (whole(today[1]), whole(today[2])) in once.stdout.decode(), once.stdout
    assert "Forecast uncertain after " + fourth in once.stdout.decode()
    line = launcher.run("--format", "%E", "--location", SEOUL, env=env)
    assert line.stdout.decode().strip() == "%d–%d°" % (whole(today[1]), whole(today[2])), line.stdout
    assert len(server.requests(ENSEMBLE)) <= 4, "one ensemble request a run at most"


def test_the_band_is_drawn_without_colours_too(launcher, server):
    app = launcher.spawn("--location", SEOUL, extra_env={"NO_COLOR": "1"}, rows=30, cols=100)
    wait_loaded(app)
    app.wait_for(lambda t: BAND_CELL in t, message="the members' band in the mono theme")
    assert app.quit() == 0


@pytest.mark.parametrize("mode", ["http_500", "timeout", "malformed"])
def test_a_failing_ensemble_service_leaves_the_dashboard_whole(launcher, server, mode):
    server.control(mode=mode, paths=[ENSEMBLE])
    env = launcher.env(config=CONFIG)
    started = time.monotonic()
    app = launcher.spawn("--location", SEOUL, env=env, rows=30, cols=100)
    text = wait_loaded(app, timeout=REQUEST_TIMEOUT - 1.5)
    assert time.monotonic() - started < REQUEST_TIMEOUT - 1, "the weather waited for the ensemble"
    app.wait_for(lambda _: "ensemble failed" in log_text(env), timeout=REQUEST_TIMEOUT + 2, message="the note in the log")
    app.press("d")
    view = app.wait_for(lambda t: re.search(r"\d+ days", t) and t, message="the days view")
    assert BAND_CELL not in text and not HIGHS_RE.search(view) and "uncertain" not in view, view
    assert "offline" not in view and "stale" not in view and "☂" in view, view
    assert app.quit() == 0
    if mode != "http_500":
        return
    result = launcher.run("--json", "--location", SEOUL, "--fresh-for", "0", env=env)
    assert result.returncode == 0 and "ensemble" not in json.loads(result.stdout), result.stdout
    once = launcher.run("--once", "--location", SEOUL, "--fresh-for", "0", env=env)
    assert once.returncode == 0 and "Forecast spread not available here." in once.stdout.decode(), once.stdout
    assert launcher.run("--format", "%t|%E|", "--location", SEOUL, "--fresh-for", "0", env=env).stdout.decode().strip().endswith("||")