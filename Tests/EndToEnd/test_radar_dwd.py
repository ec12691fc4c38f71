"""`weathertui radar` and the `R` view in and round Germany: DWD's composite through Bright Sky (the fake
server's bright_sky_radar.py: a rain cell whose edge is 30 km west of Berlin at the latest composite,
moving east at 30 km/h, in the hour of frames seen and the two hours of forecast), RainViewer where Bright Sky
fails and outside its grid."""

import json
import re

from conftest import wait_loaded

BERLIN = ("--location", "52.52,13.405")
TOKYO = ("--location", "35.6895,139.69171")


def radar_json(launcher, *args, env=None):
    result = launcher.run("radar", "--json", *args, env=env)
    assert result.returncode == 0, result.stderr.decode()
    return json.loads(result.stdout)


def test_in_germany_the_frames_are_dwds_with_two_hours_of_forecast(launcher, server):
    answer = radar_json(launcher, *BERLIN)
    assert answer["source"] == "DWD"
    kinds = [f["kind"] for f in answer["frames"]]
    past, nowcast = kinds.count("past"), kinds.count("nowcast")
    assert kinds == ["past"] * past + ["nowcast"] * nowcast, kinds
    assert past == 13 and nowcast == 24, kinds                    # an hour seen, 2 hours forecast
    times = [f["time"] for f in answer["frames"]]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d[05]:00Z", t) for t in times) and times == sorted(times)
    nearest = answer["nearest"]
    assert 27 <= nearest["distance_km"] <= 33, nearest            # the edge, 30 km west
    assert 265 <= nearest["bearing_deg"] <= 275, nearest
    assert 0.3 <= nearest["intensity_mm_h"] <= 1, nearest          # the cell's edge: 0.6 mm/h
    motion = answer["motion"]
    assert 85 <= motion["toward_deg"] <= 95 and 25 <= motion["speed_km_h"] <= 35, motion
    # 30 km at 30 km/h is an hour from the latest composite, which is 5 to 10 minutes old.
    assert 40 <= answer["arrival_minutes"] <= 60, answer
    asked = [r for r in server.requests() if r["path"] == "/radar"]
    assert asked and all("format=compressed" in r["query"] and "distance=500000" in r["query"] for r in asked), asked
    assert not [r for r in server.requests() if r["path"].startswith("/v2/radar/")]


def test_the_sentence_and_the_picture_say_the_same(launcher, server):
    result = launcher.run("radar", *BERLIN)
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert re.fullmatch(r"Rain (2\d|3[0-3]) km W, moving E: here in about \d+ min", lines[0]), lines
    assert lines[-1].startswith("Radar (DWD): ") and "(forecast)" in lines[-1], lines[-1]
    place = next((y, line.index("◉")) for y, line in enumerate(lines) if "◉" in line)
    rain = [(y, x) for y, line in enumerate(lines[1:-2], 1) for x, ch in enumerate(line) if ch in ".:=*#@"]
    near = [x for y, x in rain if abs(y - place[0]) <= 1]
    assert near and all(x < place[1] for x in near), "\n".join(lines)


def test_bright_sky_failing_falls_back_on_rainviewer(launcher, server):
    server.control(mode="http_503", paths=["/radar"])
    env = launcher.env()
    answer = radar_json(launcher, *BERLIN, env=env)
    assert answer["source"] == "RainViewer"
    assert answer["nearest"] is None                              # RainViewer's rain is by Tokyo
    assert [r for r in server.requests() if r["path"].startswith("/v2/radar/")]
    log = open(env["XDG_CACHE_HOME"] + "/weathertui/weathertui.log").read()
    assert "DWD failed" in log and "RainViewer instead" in log


def test_both_sources_failing_names_both(launcher, server):
    server.control(mode="http_503", paths=["/radar", "/public/weather-maps.json"])
    result = launcher.run("radar", "--json", *BERLIN)
    assert result.returncode == 1 and result.stdout == b""
    error = result.stderr.decode()
    assert error.startswith("weathertui: DWD: HTTP 503 · ") and "RainViewer" in error, error
    assert error.count("\n") == 1, error


def test_outside_its_grid_bright_sky_is_not_asked(launcher, server):
    answer = radar_json(launcher, *TOKYO)
    assert answer["source"] == "RainViewer"
    assert not [r for r in server.requests() if r["path"] == "/radar"]


def test_a_dry_composite_has_no_rain(launcher, server):
    server.control(radar="dry")
    answer = radar_json(launcher, *BERLIN)
    assert answer["source"] == "DWD" and answer["nearest"] is None and answer["motion"] is None


def test_r_shows_dwds_frames_and_marks_the_forecast(launcher, server):
    frame = re.compile(r"(\d\d:\d\d)( \(forecast\))?(?: · [^·]+)? · (\d+)/(\d+) · DWD")
    app = launcher.spawn(*BERLIN, "--no-notify")
    wait_loaded(app)
    app.press("R")
    # The latest frame is shown ahead of the others (1/1), then the whole loop.
    app.wait_for(lambda t: "◉" in t and frame.search(t) and frame.search(t).group(4) != "1", timeout=15,
                 message="the radar map with its loop")
    text = app.text()
    assert re.search(r"Rain (2\d|3[0-3]) km W, moving E: here in about \d+ min", text), text
    match = frame.search(text)
    assert not match.group(2) and (int(match.group(3)), int(match.group(4))) == (13, 37), text
    app.press("right")
    match = frame.search(app.text())
    assert match and match.group(2) and int(match.group(3)) == 14, app.text()
    app.press("esc")
    wait_loaded(app)
    assert app.quit() == 0
    app.assert_no_crash()
