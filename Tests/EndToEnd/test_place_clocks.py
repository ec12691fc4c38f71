"""The place's clock: places whose clock is a half or three-quarter hour off UTC (Open-Meteo's hours fall
on :30 or :45 there), an answer whose offset disagrees with the zone it names, and OpenWeather's high and
low, which cover only the rest of today.

The app's wall clock is moved to a fixed moment (a preloaded library) and the fake server's is frozen
there, so each place's clock reads the same on every run: 24 November 2026 10:05 UTC, or 15 July 2026
03:10 UTC for the Chatham Islands, whose clock is 12:45 ahead only in the southern winter."""

import calendar
import json
import re
import subprocess
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from conftest import App, wait_loaded
from weathertui_testing.moved_clock import moved_clock_argv
from weathertui_testing.screens import DAY_RE, RAIN_LINE_RE, list_items, sticky_day_row

try:
    from zoneinfo import ZoneInfo
except ImportError:  # pragma: no cover
    ZoneInfo = None

CONFIG = "request_timeout = 4\n"
NOVEMBER = calendar.timegm((2026, 11, 24, 10, 5, 0))
JULY = calendar.timegm((2026, 7, 15, 3, 10, 0))
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
TIME_RE = re.compile(r"\b(\d\d):(\d\d)\b")

# (name, coordinates, moment, offset in minutes)
PLACES = [
    ("Kolkata", "22.5726,88.3639", NOVEMBER, 330),
    ("Kathmandu", "27.70169,85.3206", NOVEMBER, 345),
    ("St. John's", "47.56494,-52.70931", NOVEMBER, -210),
    ("Waitangi", "-43.9535,-176.5597", JULY, 765),
]
IDS = ["plus-5h30", "plus-5h45", "minus-3h30", "plus-12h45"]


def local(moment, minutes):
    return datetime.fromtimestamp(moment, timezone(timedelta(minutes=minutes)))


def english_day(d):
    return "%s %d %s" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1])


def offset_text(minutes):
    return "%s%02d:%02d" % ("-" if minutes < 0 else "+", abs(minutes) // 60, abs(minutes) % 60)


def first_step(moment, minutes):
    """The place's clock at the start of the step that holds `moment`: the last hour of the clock's
    hours (:30 or :45) whose hour is a multiple of three."""
    now = local(moment, minutes)
    start = now.replace(minute=abs(minutes) % 60, second=0, microsecond=0)
    if start > now:
        start -= timedelta(hours=1)
    while start.hour % 3:
        start -= timedelta(hours=1)
    return start


def spawn_at(launcher, server, coordinates, moment, *args, rows=30, cols=100):
    server.control(now=moment)
    env = launcher.env(config=CONFIG)
    env["TZ"] = "UTC"
    stderr_path = Path(env["HOME"]) / ("stderr-moment%d.txt" % len(launcher.apps))
    argv = moved_clock_argv([launcher.binary, "--location", coordinates, *args], moment - time.time())
    app = App(argv, env, rows, cols, stderr_path)
    launcher.apps.append(app)
    return app


def run_at(launcher, server, moment, *args):
    server.control(now=moment)
    env = launcher.env(config=CONFIG)
    return subprocess.run(moved_clock_argv([launcher.binary, *args], moment - time.time()), env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=20)


def times_in(text):
    return [(int(h), int(m)) for h, m in TIME_RE.findall(text)]


@pytest.mark.parametrize("name,coordinates,moment,minutes", PLACES, ids=IDS)
def test_a_clock_off_the_hour_has_its_list_graph_days_and_outlook(launcher, server, name, coordinates, moment, minutes):
    app = spawn_at(launcher, server, coordinates, moment)
    text = wait_loaded(app)
    lines = text.splitlines()
    # The list: 3-hour steps at the place's :30 or :45, from the one that holds now.
    items = list_items(lines)
    assert len(items) >= 8, text
    start = first_step(moment, minutes)
    assert items[0][1] == start.strftime("%H:%M"), (items[0], start, text)
    clocks = [(int(item[1][:2]), int(item[1][3:])) for item in items]
    assert all(hour % 3 == 0 and minute == abs(minutes) % 60 for hour, minute in clocks), clocks
    # The day summaries: the sticky day row names today on the place's clock with its range, and a new
    # day gets its own row.
    sticky = sticky_day_row(lines)
    m = re.match(r"^├ (\w{3} \d{1,2} \w{3})  -?\d+° / -?\d+°", lines[sticky].strip(" "))
    assert m and m.group(1) == english_day(local(moment, minutes)), (lines[sticky], local(moment, minutes))
    assert any(DAY_RE.match(line.strip()) for line in lines[sticky + 2:-1]), text
    # The graph: its line and the weekday under each local midnight.
    graph = lines[6:sticky]
    assert any(re.search(r"[⠁-⣿]{3}", line) for line in graph), text
    assert any("╵" in line for line in graph), text
    # The header's rain outlook (after the next two hours' where rain starts or stops in them), whose
    # times are the place's.
    outlook = [line for line in lines[1:6] if RAIN_LINE_RE.search(line)]
    assert outlook, "\n".join(lines[1:6])
    assert all(minute == abs(minutes) % 60 for _, minute in times_in("\n".join(outlook))), outlook
    # The days view: sixteen days from today.
    app.press("d")
    app.wait_for("16 days")
    days = [line for line in app.lines() if re.search(r"\w{3} \d{1,2} \w{3} .*-?\d+° .*━.* -?\d+°", line)]
    assert days and english_day(local(moment, minutes)) in days[0], days
    assert app.quit() == 0


@pytest.mark.parametrize("name,coordinates,moment,minutes", PLACES, ids=IDS)
def test_once_and_json_list_the_steps_at_the_places_clock(launcher, server, name, coordinates, moment, minutes):
    result = run_at(launcher, server, moment, "--json", "--location", coordinates)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["location"]["utc_offset_seconds"] == minutes * 60
    forecast = data["forecast"]
    assert len(forecast) == 40, len(forecast)
    start = first_step(moment, minutes)
    assert forecast[0]["time"] == start.strftime("%Y-%m-%dT%H:%M:00") + offset_text(minutes), forecast[0]
    assert all(step["time"].endswith(offset_text(minutes)) for step in forecast)
    assert all(int(step["time"][11:13]) % 3 == 0 for step in forecast), [step["time"] for step in forecast]
    assert len(data["hourly"]) == 48 and len(data["days"]) == 16
    assert data["days"][0]["date"] == local(moment, minutes).strftime("%Y-%m-%dT00:00:00") + offset_text(minutes)
    assert all(minute == abs(minutes) % 60 for _, minute in times_in(data["rain_outlook"])), data["rain_outlook"]

    once = run_at(launcher, server, moment, "--once", "--location", coordinates)
    assert once.returncode == 0, once.stderr
    steps = [line for line in once.stdout.decode().splitlines() if re.match(r"^  \d\d:\d\d ", line)]
    assert len(steps) == 40, once.stdout.decode()
    assert steps[0].startswith("  " + start.strftime("%H:%M")), steps[0]


def denver_offset_now():
    """Denver's offset now in seconds (daylight-saving time included), as the tz database has it."""
    if ZoneInfo is None:
        pytest.skip("no zoneinfo module to read Denver's offset")
    return int(datetime.now(ZoneInfo("America/Denver")).utcoffset().total_seconds())


def test_an_offset_that_disagrees_with_the_named_zone_gives_way_to_the_zone(launcher, server):
    # "timezone":"America/Denver","utc_offset_seconds":0: the times are Denver's, and the log says why.
    server.control(mode="wrong_offset", paths=["/v1/forecast"])
    offset = denver_offset_now()
    env = launcher.env(config=CONFIG)
    result = launcher.run("--json", "--location", "39.7392,-104.9847", env=env)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["location"]["timezone"] == "America/Denver"
    assert data["location"]["utc_offset_seconds"] == offset
    suffix = offset_text(offset // 60)
    assert data["fetched_at"].endswith(suffix), data["fetched_at"]
    assert all(step["time"].endswith(suffix) and step["time"][14:16] == "00" and int(step["time"][11:13]) % 3 == 0
               for step in data["forecast"]), [step["time"] for step in data["forecast"]]
    assert all(day["date"][11:19] == "00:00:00" for day in data["days"]), [day["date"] for day in data["days"]]
    log = "".join(p.read_text(errors="replace") for p in (Path(env["XDG_CACHE_HOME"]) / "weathertui").glob("weathertui.log*"))
    assert "utc_offset_seconds 0 for the time zone America/Denver" in log, log
    assert "utc_offset_seconds" not in result.stderr.decode()


def test_openweathers_high_and_low_say_they_are_the_rest_of_todays(launcher, server):
    once = launcher.run("--once", "--location", "Seoul", api_key="testkey", config=CONFIG)
    assert once.returncode == 0, once.stderr
    assert re.search(r", H -?\d+° L -?\d+° \(rest of today\)$", once.stdout.decode().splitlines()[1], re.M), once.stdout.decode()
    data = json.loads(launcher.run("--json", "--location", "Seoul", api_key="testkey", config=CONFIG).stdout)
    assert data["current"]["today_rest_of_day"] is True
    app = launcher.spawn("--location", "Seoul", api_key="testkey", config=CONFIG, cols=100)
    text = wait_loaded(app)
    assert re.search(r"H -?\d+°  L -?\d+° \(rest of today\)", "\n".join(text.splitlines()[1:6])), text
    assert app.quit() == 0
    # Open-Meteo's daily high and low are the whole day's: no such words.
    plain = launcher.run("--once", "--location", "Seoul", config=CONFIG)
    assert re.search(r", H -?\d+° L -?\d+°$", plain.stdout.decode().splitlines()[1]), plain.stdout.decode()
