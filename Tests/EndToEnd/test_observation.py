"""What the nearest station sees: the Aviation Weather Center's stations near the place
(/api/data/stationinfo, asked once a place and kept for good) and the nearest one's latest METAR
(/api/data/metar) within 30 km, decoded in the header, --once, --json, %v and %V.

The fake's stations (fake_weather/aviationweather.py) are Portland, Maine's Jetport, whose report is a
real one of rain and mist, and Paris–Charles de Gaulle, whose report is a real one of fog; each report
is 12 minutes old at the fake's clock, so no assertion depends on the hour of the day."""

import json
import re

from conftest import wait_loaded

STATIONINFO = "/api/data/stationinfo"
METAR = "/api/data/metar"
PORTLAND = "43.6591,-70.2568"
PARIS = "48.8566,2.3522"
SEOUL = "37.5665,126.978"
AGE = r"1[23] min ago"


def test_the_rain_report_is_decoded_in_json_once_and_format(launcher, server):
    env = launcher.env()
    result = launcher.run("--json", "--location", PORTLAND, env=env)
    assert result.returncode == 0, result.stderr
    observation = json.loads(result.stdout)["observation"]
    assert observation["station"] == "KPWM" and observation["raw"].startswith("SPECI KPWM "), observation
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d", observation["time"]), observation["time"]
    assert [w["code"] for w in observation["weather"]] == ["-RA", "BR"]
    assert [w["description"] for w in observation["weather"]] == ["light rain", "mist"]
    assert observation["temperature"] == 12 and observation["wind"]["direction"] == 30 and observation["wind"]["gust"] > observation["wind"]["speed"]
    assert [c["cover"] for c in observation["clouds"]] == ["broken", "overcast"] and not observation["cavok"]
    assert re.fullmatch(r"Observed at KPWM %s: 12°C, light rain, mist, wind 30° 8.2 m/s, gusts 11.3 m/s" % AGE, observation["description"]), observation

    once = launcher.run("--once", "--location", PORTLAND, env=env)
    assert re.search(r"^Observed at KPWM %s: 12°C, light rain, mist, wind 30° 8.2 m/s, gusts 11.3 m/s$" % AGE, once.stdout.decode(), re.M), once.stdout
    line = launcher.run("--format", "%V | %v", "--location", PORTLAND, env=env)
    assert re.fullmatch(r"light rain, mist \| Observed at KPWM %s: .*" % AGE, line.stdout.decode().strip()), line.stdout
    assert len(server.requests(STATIONINFO)) == 1, "the stations near a place are kept for good"
    assert all("ids=KPWM" in request["query"] for request in server.requests(METAR))


def test_the_header_shows_the_rain_and_the_fog(launcher, server):
    app = launcher.spawn("--location", PORTLAND, rows=30, cols=100)
    wait_loaded(app)
    app.wait_for(lambda t: re.search(r"Observed at KPWM %s: 12°C, light rain, mist" % AGE, t), message="the rain report")
    assert app.quit() == 0
    app = launcher.spawn("--location", PARIS, rows=30, cols=100)
    wait_loaded(app)
    app.wait_for(lambda t: re.search(r"Observed at LFPG %s: -1°C, fog, calm" % AGE, t), message="the fog report")
    assert app.quit() == 0
    result = launcher.run("--json", "--location", PARIS)
    fog = json.loads(result.stdout)["observation"]
    assert fog["station"] == "LFPG" and fog["visibility_metres"] == 350 and fog["weather"][0]["phenomena"] == ["fog"], fog
    assert fog["wind"] == {"speed": 0, "variable": False}, fog["wind"]


def test_no_station_within_30_km_is_no_line(launcher, server):
    env = launcher.env()
    result = launcher.run("--json", "--location", SEOUL, env=env)
    assert result.returncode == 0, result.stderr
    assert "observation" not in json.loads(result.stdout)
    once = launcher.run("--once", "--location", SEOUL, "--fresh-for", "0", env=env)
    assert "Observed at" not in once.stdout.decode()
    assert len(server.requests(STATIONINFO)) == 1 and not server.requests(METAR)
    line = launcher.run("--format", "[%v]", "--location", SEOUL, env=env)
    assert line.stdout.decode().strip() == "[]"


def test_the_service_down_leaves_the_dashboard_as_it_is(launcher, server):
    env = launcher.env(extra={"WEATHERTUI_AVIATIONWEATHER_URL": "http://127.0.0.1:9"})
    app = launcher.spawn("--location", PORTLAND, env=env)
    text = wait_loaded(app)
    assert "Observed at" not in text and "offline" not in text and "stale" not in text
    assert app.quit() == 0
    result = launcher.run("--json", "--location", PORTLAND, env=env)
    assert result.returncode == 0 and "observation" not in json.loads(result.stdout), result.stderr
