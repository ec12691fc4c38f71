"""Today against the normal: the normal highs and lows from the historical archive (/v1/archive), asked once
for a place and stored for good, in the header, the days view, --json, --format %N and --once; loaded beside
the weather, never holding it up, and failing alone.

The fake archive's normals are known exactly: its days swing -1, 0, +1 around the place's forecast curve
less 4 °C, so Seoul's normal high is 9 - 4 = 5 °C and its normal low 2 - 4 = -2 °C on every day."""

import json
import os
import re
import stat
import time
from pathlib import Path
from urllib.parse import parse_qs

from conftest import wait_loaded

ARCHIVE = "/v1/archive"
SEOUL = "37.5665,126.978"
NEARBY = "37.5668,126.9784"       # a few tens of metres away: the same rounded coordinates (37.57,126.98)
NORMAL_EN = re.compile(r"(\d+)° (warmer|colder) than normal|about normal")
NORMAL_KO = re.compile(r"평년보다 \d+° (높음|낮음)|평년과 비슷")
REQUEST_TIMEOUT = 4
CONFIG = "request_timeout = %d\n" % REQUEST_TIMEOUT


def header(text):
    return "\n".join(text.splitlines()[:6])


def cache(env):
    return Path(env["XDG_CACHE_HOME"]) / "weathertui"


def log_text(env):
    return "".join(p.read_text(errors="replace") for p in sorted(cache(env).glob("weathertui.log*")))


def wait_normal(app):
    wait_loaded(app)
    return app.wait_for(lambda t: NORMAL_EN.search(header(t)) and t, message="the comparison with the normal in the header")


def today_against_normal(launcher, env):
    """Today's forecast high less its normal high, from --json in the same home (no archive request)."""
    result = launcher.run("--json", "--location", SEOUL, env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    today = report["days"][0]
    assert (today["normal_high"], today["normal_low"]) == (5.0, -2.0), today
    return report["current"]["today_high"] - today["normal_high"]


def test_the_header_compares_and_the_second_launch_asks_nothing(launcher, server):
    env = launcher.env()
    app = launcher.spawn("--location", SEOUL, env=env, rows=40, cols=120)
    text = wait_normal(app)
    assert app.quit() == 0
    asked = server.requests(ARCHIVE)
    assert len(asked) == 1, asked
    query = parse_qs(asked[0]["query"])
    assert len(query["start_date"][0].split(",")) == 30 and len(query["end_date"][0].split(",")) == 30, query
    assert query["daily"] == ["temperature_2m_max,temperature_2m_min"] and query["timezone"] == ["auto"], query
    normals = cache(env) / "normals.json"
    assert stat.S_IMODE(os.stat(normals).st_mode) == 0o600
    # The sentence says the difference --json gives (whole degrees; about normal within one).
    difference = today_against_normal(launcher, env)
    match = NORMAL_EN.search(header(text))
    if abs(difference) < 0.5:
        assert match.group(0) == "about normal", (difference, match.group(0))
    elif match.group(1):
        shown = int(match.group(1)) * (1 if match.group(2) == "warmer" else -1)
        assert abs(shown - difference) <= 0.55 and abs(shown) >= 2, (difference, match.group(0))
    else:
        assert abs(difference) <= 1.55, (difference, match.group(0))

    for place in (SEOUL, NEARBY):
        again = launcher.spawn("--location", place, env=env, rows=40, cols=120)
        wait_normal(again)
        assert again.quit() == 0
    assert server.count(ARCHIVE) == 1, server.requests(ARCHIVE)


def test_korean_header(launcher, server):
    app = launcher.spawn("--location", SEOUL, "--lang", "ko", rows=40, cols=120)
    app.wait_for(lambda t: re.search(r"\d\d:\d\d 업데이트", t) and NORMAL_KO.search(header(t)), message="평년 in the header")
    assert app.quit() == 0


def test_the_days_view_shows_each_days_normal(launcher, server):
    app = launcher.spawn("--location", SEOUL, rows=30, cols=100)
    wait_normal(app)
    app.press("d")
    text = app.wait_for(lambda t: "16 days" in t and t)
    rows = [line for line in text.splitlines() if re.search(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ \w+", line)]
    assert rows and all("normal -2°–5°" in row for row in rows), text
    assert app.quit() == 0


def test_json_and_once(launcher, server):
    env = launcher.env()
    result = launcher.run("--json", "--location", SEOUL, env=env)
    assert result.returncode == 0, result.stderr
    days = json.loads(result.stdout)["days"]
    assert len(days) == 16 and all((d["normal_high"], d["normal_low"]) == (5.0, -2.0) for d in days), days
    once = launcher.run("--once", "--location", SEOUL, env=env)
    assert once.returncode == 0, once.stderr
    # After the current weather and the rain sentence (no warning near Seoul).
    assert NORMAL_EN.fullmatch(once.stdout.decode().splitlines()[3]), once.stdout.decode()
    assert server.count(ARCHIVE) == 1


def test_format_code_and_status_bars_that_do_not_show_it(launcher, server):
    env = launcher.env()
    plain = launcher.run("--format", "%t", "--location", SEOUL, env=env)
    assert plain.returncode == 0, plain.stderr
    assert server.count(ARCHIVE) == 0, "a status bar without %N asked the archive"
    # The report stored by that poll asked for no normals: %N asks again rather than print nothing.
    result = launcher.run("--format", "%t %N", "--location", SEOUL, env=env)
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"-?\d+°C (\+\d+|-\d+|0)°\n", result.stdout.decode()), result.stdout
    assert server.count(ARCHIVE) == 1
    again = launcher.run("--format", "%N", "--location", SEOUL, "--fresh-for", "0", env=env)
    assert again.returncode == 0 and again.stdout.decode().strip() == result.stdout.decode().split()[1], again
    assert server.count(ARCHIVE) == 1, "the stored normals were asked again"


def test_a_failing_archive_leaves_only_the_normals_out(launcher, server):
    for mode in ("http_500", "timeout"):
        server.reset()
        server.control(mode=mode, paths=[ARCHIVE])
        env = launcher.env(config=CONFIG)
        started = time.monotonic()
        app = launcher.spawn("--location", SEOUL, env=env, rows=40, cols=120)
        # Well inside the request timeout: the weather does not wait for the archive.
        text = wait_loaded(app, timeout=REQUEST_TIMEOUT - 1.5)
        assert time.monotonic() - started < REQUEST_TIMEOUT - 1, mode
        assert "normal" not in text and "Couldn't load" not in text, text
        app.wait_for(lambda _: "normals failed" in log_text(env), timeout=REQUEST_TIMEOUT + 2, message="the note in the log")
        assert "normal" not in app.text(), app.text()
        assert app.quit() == 0
        assert not (cache(env) / "normals.json").exists()


def test_a_damaged_store_is_asked_again_and_replaced(launcher, server):
    env = launcher.env()
    cache(env).mkdir(parents=True, exist_ok=True)
    (cache(env) / "normals.json").write_text('{"37.57,126.98": {"11-')
    result = launcher.run("--format", "%N", "--location", SEOUL, env=env)
    assert result.returncode == 0 and re.fullmatch(r"(\+\d+|-\d+|0)°\n", result.stdout.decode()), result
    assert server.count(ARCHIVE) == 1
    stored = json.loads((cache(env) / "normals.json").read_text())
    assert len(stored["37.57,126.98"]) == 55, stored


def test_demo_asks_no_archive(launcher, server):
    app = launcher.spawn("--demo", rows=40, cols=120)
    text = wait_loaded(app)
    app.settle(0.3)
    assert "normal" not in app.text(), text
    assert app.quit() == 0
    assert server.stats()["total"] == 0, server.stats()
