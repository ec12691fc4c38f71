"""`weathertui radar`: the radar's nearest rain, its motion and its arrival, from RainViewer's index and
tiles (the fake server's rainviewer.py: a rain cell whose centre is 45 km west of Tokyo at the latest
frame, its edge 33 km west, moving east at 40 km/h). Hostile answers leave frames out with a note in the
log; nothing crashes and no request leaves for another host."""

import json
import os
import re
import time

import pytest


TOKYO = ("--location", "35.6895,139.69171")
SEOUL = ("--location", "37.5665,126.978")
TILE = re.compile(r"^/v2/radar/[0-9a-f]+/256/\d/\d+/\d+/2/1_1\.png$")


def tile_requests(server):
    return [r["path"] for r in server.requests() if r["path"].startswith("/v2/radar/")]


def radar_json(launcher, *args, env=None):
    result = launcher.run("radar", "--json", *args, env=env)
    assert result.returncode == 0, result.stderr.decode()
    assert b"\x1b" not in result.stdout
    return json.loads(result.stdout)


def test_json_says_where_the_rain_is_where_it_goes_and_when_it_comes(launcher, server):
    answer = radar_json(launcher, *TOKYO)
    assert list(answer) == ["source", "frames", "frames_left_out", "nearest", "motion", "arrival_minutes"]
    assert answer["source"] == "RainViewer"
    # The last hour's frames, 10 minutes apart, each whole.
    assert [f["kind"] for f in answer["frames"]] == ["past"] * 7
    assert [f["missing_tiles"] for f in answer["frames"]] == [0] * 7 and answer["frames_left_out"] == 0
    times = [f["time"] for f in answer["frames"]]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d0:00Z", t) for t in times) and times == sorted(times)
    nearest = answer["nearest"]
    assert list(nearest) == ["distance_km", "bearing_deg", "intensity_mm_h"]
    assert 30 <= nearest["distance_km"] <= 37, nearest            # the edge, 33 km west
    assert 265 <= nearest["bearing_deg"] <= 275, nearest
    assert nearest["intensity_mm_h"] > 0
    motion = answer["motion"]
    assert list(motion) == ["toward_deg", "speed_km_h"]
    assert 85 <= motion["toward_deg"] <= 95 and 35 <= motion["speed_km_h"] <= 45, motion
    # 33 km at 40 km/h is 50 minutes from the latest frame, which is up to 10 minutes old.
    assert 35 <= answer["arrival_minutes"] <= 55, answer
    assert all(TILE.match(path) for path in tile_requests(server))


def test_the_sentence_says_the_same(launcher, server):
    result = launcher.run("radar", *TOKYO)
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert re.fullmatch(r"Rain 3\d km W, moving E: here in about \d+ min", lines[0]), lines
    assert re.fullmatch(r"Radar \(RainViewer\): \d\d:\d0 \d\d:\d0 \d\d:\d0 UTC", lines[-1]), lines


def mark_and_rain(lines, mark, ramp):
    """The place's mark (row, column) and the columns of the map's rain cells, by row."""
    place = next((y, line.index(mark)) for y, line in enumerate(lines) if mark in line)
    rain = {y: [x for x, ch in enumerate(line) if ch in ramp] for y, line in enumerate(lines)}
    return place, {y: xs for y, xs in rain.items() if xs}


def test_the_picture_is_the_latest_frame_on_the_map_round_the_place(launcher, server):
    """Piped: no colour, 80 x 24, the rain drawn by character (the no-colour ramp) west of the place's
    mark and on its latitude, the legend saying which character is which."""
    result = launcher.run("radar", *TOKYO)
    assert result.returncode == 0, result.stderr.decode()
    assert b"\x1b" not in result.stdout
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 24 and all(len(line) <= 80 for line in lines), lines
    assert re.search(r"\. <0\.5  : 0\.5–2  = 2–5  \* 5–10  # 10–25  @ ≥25  mm/h", lines[-2]), lines[-2]
    (row, column), rain = mark_and_rain(lines[1:-2], "◉", ".:=*#@")
    assert rain, "no rain on the map:\n" + "\n".join(lines)
    rows_near = [y for y in rain if abs(y - row) <= 2]
    assert rows_near and all(x < column for y in rows_near for x in rain[y]), "\n".join(lines)
    assert any(re.search(r"[\u2801-\u28ff]", line) for line in lines), "no coast or border drawn"


def test_the_picture_fits_columns_and_lines_and_speaks_7_bit(launcher, server):
    env = launcher.env()
    env.update(COLUMNS="60", LINES="16")
    result = launcher.run("radar", "--icons", "ascii", *TOKYO, env=env)
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 16 and all(len(line) <= 60 for line in lines), lines
    assert all(ord(ch) < 128 for line in lines for ch in line), lines
    assert "+" in "".join(lines[1:-2]) and ">=25" in lines[-2]


def test_a_terminal_gets_the_picture_in_colour_unless_no_color(launcher, server):
    import pty
    import subprocess

    def on_a_terminal(env):
        primary, secondary = pty.openpty()
        proc = subprocess.Popen([launcher.binary, "radar", *TOKYO], env=env, stdin=subprocess.DEVNULL, stdout=secondary,
                                stderr=subprocess.PIPE)
        os.close(secondary)
        out = b""
        while True:
            try:
                chunk = os.read(primary, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        os.close(primary)
        assert proc.wait(timeout=15) == 0, proc.stderr.read()
        return out.decode()

    env = launcher.env()
    coloured = on_a_terminal(env)
    assert "\x1b[0;" in coloured and "\x1b[0m" in coloured, coloured[:400]
    assert "█" in coloured, "the colour ramp draws rain as blocks"
    env["NO_COLOR"] = "1"
    plain = on_a_terminal(env)
    assert "\x1b" not in plain and "◉" in plain


def test_a_damaged_base_map_leaves_the_sentence_and_says_why(launcher, server, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "basemap.bin").write_bytes(b"not a map")
    env = launcher.env()
    env["WEATHERTUI_DATA_DIR"] = str(data)
    result = launcher.run("radar", *TOKYO, env=env)
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 2 and lines[0].startswith("Rain ") and lines[1].startswith("Radar (RainViewer)"), lines
    assert "base map could not be read" in result.stderr.decode() and "WEATHERTUI_DATA_DIR" in result.stderr.decode()


# A screen reader hears the sentence in words and the frames' times, not a map of braille and blocks: asked
# for, or set in the environment as the dashboard takes it, and on either side of the subcommand's name.
@pytest.mark.parametrize("args,env", [
    (["radar", "--screen-reader"], {}),
    (["--screen-reader", "radar"], {}),
    (["radar"], {"ACCESSIBILITY_ENABLED": "1"}),
])
def test_a_screen_reader_hears_the_sentence_in_words_without_the_map(launcher, server, args, env):
    result = launcher.run(*args, *TOKYO, env=launcher.env(extra=env))
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 2, lines
    assert re.fullmatch(r"Rain 3\d kilometres west, moving east: here in about \d+ minutes\.", lines[0]), lines
    assert re.fullmatch(r"Radar \(RainViewer\): \d\d:\d0 \d\d:\d0 \d\d:\d0 UTC\.", lines[1]), lines


def test_no_screen_reader_keeps_the_map_where_the_environment_asks_for_one(launcher, server):
    result = launcher.run("radar", "--no-screen-reader", *TOKYO, env=launcher.env(extra={"ACCESSIBILITY_ENABLED": "1"}))
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert lines[0].endswith(" min") and len(lines) > 10, lines


def test_the_sentence_is_in_the_users_language(launcher, server):
    result = launcher.run("radar", "--lang", "de", *TOKYO)
    assert result.returncode == 0, result.stderr.decode()
    assert re.match(r"Regen 3\d km W, zieht nach O: hier in etwa \d+ Min\.", result.stdout.decode()), result.stdout


def test_far_from_the_rain_there_is_none_within_the_radius(launcher, server):
    answer = radar_json(launcher, *SEOUL)
    assert answer["nearest"] is None and answer["motion"] is None and answer["arrival_minutes"] is None
    result = launcher.run("radar", *SEOUL)
    assert result.stdout.decode().splitlines()[0] == "No rain within 500 km"


def test_a_dry_radar_has_no_rain(launcher, server):
    server.control(radar="dry")
    answer = radar_json(launcher, *TOKYO)
    assert len(answer["frames"]) == 7
    assert answer["nearest"] is None and answer["motion"] is None and answer["arrival_minutes"] is None


def test_nowcast_frames_are_marked(launcher, server):
    server.control(radar="nowcast")
    answer = radar_json(launcher, *TOKYO)
    assert [f["kind"] for f in answer["frames"]] == ["past"] * 7 + ["nowcast"] * 3
    env = launcher.env()
    env["COLUMNS"] = "160"
    text = launcher.run("radar", *TOKYO, env=env).stdout.decode()
    assert text.count("(forecast)") == 3, text


def test_a_second_run_within_minutes_asks_for_no_tile(launcher, server):
    env = launcher.env()
    radar_json(launcher, *TOKYO, env=env)
    first = tile_requests(server)
    assert first
    answer = radar_json(launcher, *TOKYO, env=env)
    assert tile_requests(server) == first
    assert server.count("/public/weather-maps.json") == 2
    assert answer["nearest"] is not None
    cache = env["XDG_CACHE_HOME"] + "/weathertui/radar"
    total = sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(cache) for f in files)
    assert 0 < total < 20 * 1024 * 1024


def test_ten_thousand_frames_keep_the_newest(launcher, server):
    server.control(radar="many_frames")
    started = time.monotonic()
    answer = radar_json(launcher, *TOKYO)
    assert time.monotonic() - started < 10
    assert len(answer["frames"]) == 7 and answer["nearest"] is not None
    asked = {path.split("/")[3] for path in tile_requests(server)}
    assert len(asked) == 7



def test_an_index_naming_another_host_sends_nothing_there(launcher, server, other_host):
    server.control(radar="other_host", redirect_base=other_host.url)
    env = launcher.env()
    result = launcher.run("radar", "--json", *TOKYO, env=env)
    assert result.returncode == 1
    assert result.stdout == b""
    assert result.stderr.decode().strip() == "weathertui: No radar frames of this place came from RainViewer"
    assert tile_requests(server) == []
    assert other_host.stats()["total"] == 0
    log = open(env["XDG_CACHE_HOME"] + "/weathertui/weathertui.log").read()
    assert "tile host %s refused" % other_host.url in log


def test_paths_of_another_shape_are_left_out(launcher, server):
    server.control(radar="bad_paths")
    env = launcher.env()
    answer = radar_json(launcher, *TOKYO, env=env)
    assert answer["frames"]
    assert all(TILE.match(path) for path in tile_requests(server))
    assert "is not /v2/radar/<id>" in open(env["XDG_CACHE_HOME"] + "/weathertui/weathertui.log").read()


@pytest.mark.parametrize("scenario", ["truncated_tile", "not_png_tile"])
def test_a_frame_whose_tiles_are_not_png_is_left_out(launcher, server, scenario):
    server.control(radar=scenario)
    env = launcher.env()
    answer = radar_json(launcher, *TOKYO, env=env)
    assert len(answer["frames"]) == 6 and answer["frames_left_out"] == 1, answer
    assert answer["nearest"] is not None and answer["motion"] is not None
    assert "not a radar PNG" in open(env["XDG_CACHE_HOME"] + "/weathertui/weathertui.log").read()


def test_a_gap_where_the_rain_is_is_not_called_dry(launcher, server):
    """The latest frame's tiles over the rain fail: no rain is seen, and the sentence says the map is
    not whole rather than that it is dry."""
    server.control(radar="gap_over_rain")
    answer = radar_json(launcher, *TOKYO)
    assert answer["frames"][-1]["missing_tiles"] >= 1 and answer["nearest"] is None, answer
    server.control(radar="gap_over_rain")
    result = launcher.run("radar", *TOKYO)
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().splitlines()
    assert lines[0] == "No rain within 500 km (part of the map did not load)"
    # Where the tiles did not come, the map is hatched rather than drawn dry.
    assert sum("░" in line for line in lines[1:-2]) >= 3, "\n".join(lines)
    assert lines[-1].endswith(" UTC · ░ tiles missing"), lines[-1]
    # In 7-bit characters, the hatch and the separator before its legend too.
    server.control(radar="gap_over_rain")
    lines = launcher.run("radar", "--icons", "ascii", *TOKYO).stdout.decode().splitlines()
    assert lines[-1].endswith(" UTC | ? tiles missing"), lines[-1]
    assert all(ord(ch) < 128 for line in lines for ch in line), "\n".join(lines)


@pytest.mark.parametrize("mode", ["huge", "truncated", "html", "http_500"])
def test_tiles_that_cannot_be_had_are_a_clear_error(launcher, server, mode):
    server.control(mode=mode, paths=["/v2/radar/"])
    started = time.monotonic()
    result = launcher.run("radar", *TOKYO)
    assert time.monotonic() - started < 12
    assert result.returncode == 1, result.stdout
    assert result.stdout == b""
    error = result.stderr.decode()
    assert error.startswith("weathertui: ") and "\n" == error[-1] and error.count("\n") == 1, error
    assert "Fatal error" not in error and "Crash" not in error


def test_a_tile_host_that_hangs_is_given_up_on_after_one_deadline(launcher, server):
    """Every tile of the newest frame runs out of time: the other frames' tiles are not asked for, so
    the radar gives up after one request deadline, not one for the newest frame and another for the rest."""
    server.control(mode="timeout", paths=["/v2/radar/"])
    env = launcher.env(config="request_timeout = 3\n")
    started = time.monotonic()
    result = launcher.run("radar", *TOKYO, env=env)
    elapsed = time.monotonic() - started
    assert result.returncode == 1 and result.stdout == b"", result.stdout
    assert "RainViewer" in result.stderr.decode(), result.stderr
    frames = {path.split("/")[3] for path in tile_requests(server)}
    assert len(frames) == 1, frames
    assert elapsed < 6, elapsed
    log = open(env["XDG_CACHE_HOME"] + "/weathertui/weathertui.log").read()
    assert "the other frames' tiles not asked for" in log, log[-2000:]


def test_the_service_down_is_a_clear_error(launcher, server):
    server.control(mode="http_503", paths=["/public/weather-maps.json"])
    result = launcher.run("radar", "--json", *TOKYO)
    assert result.returncode == 1
    assert result.stdout == b""
    assert result.stderr.decode().startswith("weathertui: "), result.stderr


def test_radar_takes_no_other_output_mode(launcher, server):
    for extra in (["--once"], ["--waybar"], ["--format", "%t"]):
        result = launcher.run("radar", *extra, *TOKYO)
        assert result.returncode == 2, extra
    assert launcher.run("radar", *TOKYO, *SEOUL).returncode == 2


def test_the_help_names_both_sources_and_their_variables(launcher):
    result = launcher.run("radar", "--help")
    assert result.returncode == 0
    text = " ".join(result.stdout.decode().split())
    assert re.search(r"DWD's composite \(WEATHERTUI_[A-Z]+_URL\) in and round Germany", text), text
    assert "RainViewer's (WEATHERTUI_RADAR_URL)" in text, text
