"""The dashboard's radar view (`R`) against the fake server's RainViewer (rainviewer.py: a rain cell whose
edge is 33 km west of Tokyo at the latest frame, moving east): the sentence, the map with the place's
mark and the rain west of it, the frame's time and age, stepping, zooming, closing and quitting; the demo,
which uses no network, says the radar needs it."""

import re

from conftest import wait_loaded

TOKYO = ("--location", "35.6895,139.69171")
RAIN = set("█.:=*#@")
FRAME = re.compile(r"(\d\d:\d0) · (just now|\d+ min ago|1 h ago) · (\d)/(\d)")


def mark_and_rain(lines):
    """The place's mark (row, column) and the columns of rain on the rows within two of it."""
    row, line = next((y, line) for y, line in enumerate(lines) if "◉" in line)
    column = line.index("◉")
    near = [x for y in range(max(0, row - 2), min(len(lines), row + 3)) for x, ch in enumerate(lines[y][1:-1], 1) if ch in RAIN]
    return column, near


def frame(text):
    match = FRAME.search(text)
    assert match, "no frame time and age on screen:\n" + text
    return match.group(1), int(match.group(3)), int(match.group(4))


def test_r_shows_the_rain_west_of_the_place_and_the_keys_step_zoom_and_close(launcher, server):
    app = launcher.spawn(*TOKYO, "--no-notify")
    wait_loaded(app)
    app.press("R")
    # The latest frame is shown ahead of the others (1/1), then the whole loop.
    app.wait_for(lambda t: "◉" in t and FRAME.search(t) and FRAME.search(t).group(4) != "1", message="the radar map with its loop")
    text = app.text()
    lines = text.splitlines()
    assert re.search(r"Rain 3\d km W, moving E: here in about \d+ min", text), text
    assert "mm/h" in text and "Esc close" in text, text
    column, rain = mark_and_rain(lines)
    assert rain and all(x < column for x in rain), "no rain west of the mark:\n" + text
    # It opens on the latest of the last hour's seven frames.
    latest, index, count = frame(text)
    assert (index, count) == (7, 7), text

    app.press("left")
    earlier, index, _ = frame(app.text())
    assert index == 6 and earlier != latest, app.text()
    app.press("right")
    assert frame(app.text())[1] == 7

    # Zooming in spreads the rain over more columns, farther from the mark.
    _, before = mark_and_rain(app.text().splitlines())
    app.press("+")
    column, after = mark_and_rain(app.text().splitlines())
    assert after and min(after) < min(before) or len(after) > len(before), app.text()

    app.press("esc")
    wait_loaded(app)
    assert "◉" not in app.text()
    assert app.quit() == 0
    app.assert_no_crash()


def test_the_loop_is_the_last_hour_ten_minutes_a_frame(launcher, server):
    """← from the latest frame to the oldest and → back: seven frames, each ten minutes before the next."""
    app = launcher.spawn(*TOKYO, "--no-notify")
    wait_loaded(app)
    app.press("R")
    app.wait_for(lambda t: FRAME.search(t) and FRAME.search(t).group(4) != "1", message="the radar's whole loop")
    seen = [frame(app.text())]
    for _ in range(6):
        app.press("left")
        seen.append(frame(app.text()))
    assert [(index, count) for _, index, count in seen] == [(n, 7) for n in range(7, 0, -1)], seen
    minutes = [int(time[:2]) * 60 + int(time[3:]) for time, _, _ in reversed(seen)]
    assert [(later - earlier) % 1440 for earlier, later in zip(minutes, minutes[1:])] == [10] * 6, seen
    for _ in range(6):
        app.press("right")
    assert frame(app.text()) == seen[0]
    app.press("esc")
    wait_loaded(app)
    assert app.quit() == 0
    app.assert_no_crash()


def test_in_the_demo_r_says_the_radar_needs_the_network(launcher, server):
    app = launcher.spawn("--demo", "--no-notify")
    wait_loaded(app)
    app.press("R")
    app.wait_for("The radar needs the network; the demo uses none", message="the demo's radar view")
    assert "◉" not in app.text()
    assert not [r for r in server.requests() if r["path"].startswith("/v2/radar/") or r["path"] in ("/radar", "/public/weather-maps.json")]
    app.press("esc")
    wait_loaded(app)
    assert app.quit() == 0
    app.assert_no_crash()
