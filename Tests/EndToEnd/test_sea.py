"""The sea near a coast: Open-Meteo's marine answer (/v1/marine) beside the weather; the high and low tides
the app finds from its hourly sea level against the fake's own curve, whose turns are known to the second
(fake_weather/marine.py: two tides, M2 and S2); the header's sea line, the m view, --json and %O; an inland
place asked once and never shown a sea line; a failing marine service leaving only the sea out.

On a US coast (Bar Harbor, Maine) NOAA CO-OPS's nearest station within 50 km gives the official high and
low waters instead (fake_weather/coops.py: the fake curve's turns 17 minutes later, above MLLW).

The fake's coasts are Busan's and Bar Harbor's. Every assertion is made against the fake's curve at the time of the run, so
none depends on the hour of the day."""

import json
import re
import sys
import time
from datetime import datetime, timedelta, timezone

from conftest import wait_loaded
from weathertui_testing.paths import REPO

sys.path.insert(0, str(REPO / "Tests" / "FakeServer"))
from fake_weather.coops import station_turns  # noqa: E402
from fake_weather.marine import tide_turns  # noqa: E402

MARINE = "/v1/marine"
BUSAN = "35.1796,129.0756"
SEOUL = "37.5665,126.978"
BAR_HARBOR = "44.3876,-68.2039"
STATIONS = "/mdapi/prod/webapi/stations.json"
PREDICTIONS = "/api/prod/datagetter"
KST = timezone(timedelta(hours=9))
TIDE_RE = re.compile(r"(High|Low) tide (\d\d):(\d\d) \((-?\d+\.\d) m\)")
TOLERANCE = 10 * 60


def true_turns(now):
    """The fake curve's turns over the place's today and tomorrow (Busan's clock), and an hour either side."""
    midnight = datetime.fromtimestamp(now, KST).replace(hour=0, minute=0, second=0, microsecond=0).timestamp()
    return tide_turns(int(midnight) - 3600, int(midnight) + 2 * 86400 + 3600), midnight


def test_a_coastal_place_has_the_curves_tides_in_json_once_and_format(launcher, server):
    env = launcher.env()
    result = launcher.run("--json", "--location", BUSAN, env=env)
    assert result.returncode == 0, result.stderr
    now = time.time()
    marine = json.loads(result.stdout)["marine"]
    assert marine["at_sea"] is True and marine["tide_source"] == "model"
    turns, midnight = true_turns(now)
    inside = [turn for turn in turns if midnight + 1800 <= turn[0] <= midnight + 2 * 86400 - 1800]
    found = [(datetime.fromisoformat(tide["time"]).timestamp(), tide["height_m"], tide["kind"]) for tide in marine["tides"]]
    assert all(tide["time"].endswith("+09:00") for tide in marine["tides"]), marine["tides"]
    for turn in inside:
        match = [tide for tide in found if tide[2] == turn[2] and abs(tide[0] - turn[0]) <= TOLERANCE]
        assert match, "the %s tide at %s is missing or more than 10 minutes off: %s" % (turn[2], turn[0], found)
        assert abs(match[0][1] - turn[1]) < 0.05, (match, turn)
    assert all(any(turn[2] == tide[2] and abs(turn[0] - tide[0]) <= TOLERANCE for turn in turns) for tide in found), found
    waves = marine["waves"]
    assert 1.0 <= waves["height_m"] <= 1.6 and 240 <= waves["direction"] <= 260 and 7 <= waves["period_s"] <= 9, waves
    assert 17 <= marine["sea_temperature"] <= 17.4

    once = launcher.run("--once", "--location", BUSAN, env=env)
    assert once.returncode == 0, once.stderr
    # The fake's waves come from 240° to 260° over the day: WSW, or W from 258.75°.
    assert re.search(r"^(High|Low) tide \d\d:\d\d \(-?\d\.\d m\), waves 1\.\d m from (W|WSW), sea 17°C$", once.stdout.decode(), re.M), once.stdout
    line = launcher.run("--format", "%O", "--location", BUSAN, env=env)
    assert TIDE_RE.fullmatch(line.stdout.decode().strip()), line.stdout
    assert len(server.requests(MARINE)) <= 3, "one marine request a run at most"


def test_the_header_and_the_m_view_show_the_next_tide_and_the_waves(launcher, server):
    app = launcher.spawn("--location", BUSAN, rows=30, cols=100)
    text = wait_loaded(app)
    text = app.wait_for(lambda t: TIDE_RE.search(t) and t, message="the sea line in the header")
    header = "\n".join(text.splitlines()[:7])
    tide = TIDE_RE.search(header)
    assert tide, header
    assert re.search(r"waves 1\.\d m from (W|WSW) · sea 17°C", header), header
    now = time.time()
    turns, _ = true_turns(now)
    shown = datetime.fromtimestamp(now, KST).replace(hour=int(tide.group(2)), minute=int(tide.group(3)), second=0, microsecond=0)
    candidates = [turn for turn in turns if turn[0] > now - 120][:2]
    assert any(turn[2] == tide.group(1).lower() and abs(((shown.timestamp() - turn[0] + 43200) % 86400) - 43200) <= TOLERANCE
               for turn in candidates), (tide.group(0), candidates)
    app.press("m")
    view = app.wait_for(lambda t: "tides: Open-Meteo's model, not for navigation" in t and t, message="the m view")
    assert "now" in view and re.search(r"\d\d:00  1\.\d m W(SW)? \d s  tide [+-]\d\.\d m", view), view
    assert TIDE_RE.search("\n".join(view.splitlines()[8:])), "a tide in the hour rows:\n" + view
    assert app.quit() == 0


def test_an_inland_place_asks_once_and_never_shows_a_sea_line(launcher, server):
    env = launcher.env()
    app = launcher.spawn("--location", SEOUL, env=env)
    text = wait_loaded(app)
    app.wait_for(lambda t: len(server.requests(MARINE)) == 1, message="the marine request")
    app.press("m")
    view = app.wait_for(lambda t: "No sea here" in t and t, message="the m view's one line")
    assert not TIDE_RE.search(view) and "waves" not in text, view
    assert app.quit() == 0
    # A later run asks nothing, nor does a refresh: the place is known to be inland.
    again = launcher.spawn("--location", SEOUL, env=env)
    wait_loaded(again)
    again.press("r")
    wait_loaded(again)
    assert not TIDE_RE.search(again.text())
    assert again.quit() == 0
    result = launcher.run("--json", "--location", SEOUL, "--fresh-for", "0", env=env)
    assert json.loads(result.stdout)["marine"] == {"at_sea": False, "fetched_at": json.loads(result.stdout)["marine"]["fetched_at"], "tides": []}
    assert len(server.requests(MARINE)) == 1, server.requests(MARINE)


def test_a_failing_marine_service_leaves_only_the_sea_out(launcher, server):
    env = launcher.env(extra={"WEATHERTUI_MARINE_URL": "http://127.0.0.1:9"})
    app = launcher.spawn("--location", BUSAN, env=env)
    text = wait_loaded(app)
    assert not TIDE_RE.search(text) and "offline" not in text and "stale" not in text
    app.press("m")
    app.wait_for("No sea data for this place (the marine service has not answered).")
    assert app.quit() == 0


def test_a_us_coast_has_noaas_official_tides(launcher, server):
    env = launcher.env()
    result = launcher.run("--json", "--location", BAR_HARBOR, env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    marine = report["marine"]
    assert (marine["tide_source"], marine["tide_station"]) == ("noaa", "Bar Harbor"), marine
    offset = report["location"]["utc_offset_seconds"]
    found = [(datetime.fromisoformat(tide["time"]).timestamp(), tide["height_m"], tide["kind"]) for tide in marine["tides"]]
    now = time.time()
    midnight = (now + offset) // 86400 * 86400 - offset
    official = [turn for turn in station_turns(int(midnight), int(midnight) + 2 * 86400)]
    assert [tide[2] for tide in found] == [turn[2] for turn in official], (found, official)
    for tide, turn in zip(found, official):
        assert abs(tide[0] - turn[0]) <= 60 and abs(tide[1] - turn[1]) < 0.01, (tide, turn)
    asked = server.requests(PREDICTIONS)
    assert len(asked) == 1 and "station=8413320" in asked[0]["query"] and "datum=MLLW" in asked[0]["query"], asked

    app = launcher.spawn("--location", BAR_HARBOR, env=env, rows=30, cols=100)
    wait_loaded(app)
    app.press("m")
    app.wait_for("tides: NOAA Bar Harbor")
    assert app.quit() == 0
    assert len(server.requests(STATIONS)) == 1, "the station list is kept for good"


def test_a_failing_noaa_leaves_the_models_tides(launcher, server):
    env = launcher.env(extra={"WEATHERTUI_COOPS_URL": "http://127.0.0.1:9"})
    result = launcher.run("--json", "--location", BAR_HARBOR, env=env)
    marine = json.loads(result.stdout)["marine"]
    assert marine["tide_source"] == "model" and "tide_station" not in marine and marine["tides"], marine
