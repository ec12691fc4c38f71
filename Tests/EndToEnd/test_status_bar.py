"""Status bars: --format one-liners (wttr.in's codes and presets), --waybar JSON, and --fresh-for: the
stored report while it is fresh, one request for everyone when it is not, the next-try time after a
failure; and a real tmux status line fed by #(weathertui --format …)."""

import json
import re
import shlex
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from weathertui_testing.environment import age_store
from weathertui_testing.fake_server import FakeServer
from weathertui_testing.screens import CRASH_TEXTS

FORECAST = "/v1/forecast"
# Open-Meteo's forecast and MET Norway's, its fallback: a failure mode on both fails the weather.
BOTH_FORECASTS = [FORECAST, "/weatherapi/locationforecast/"]
SEOUL = ("--location", "Seoul")
# Foundation's JSONEncoder writes a Date as seconds since 2001-01-01.
REFERENCE_DATE = 978_307_200


def check_no_crash(result):
    for text in CRASH_TEXTS:
        assert text.encode() not in result.stdout + result.stderr, result.stderr.decode(errors="replace")


@pytest.mark.parametrize("preset,pattern", [
    ("1", r"^\S+ -?\d+°C$"),
    ("2", r"^\S+ 🌡️-?\d+°C 🌬️[↓↙←↖↑↗→↘]?\d+\.\d m/s$"),
    ("3", r"^Seoul[^:]*: \S+ -?\d+°C$"),
    ("4", r"^Seoul[^:]*: \S+ 🌡️-?\d+°C 🌬️[↓↙←↖↑↗→↘]?\d+\.\d m/s$"),
])
def test_each_preset(launcher, preset, pattern):
    result = launcher.run("--format", preset, *SEOUL)
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert out.endswith("\n") and out.count("\n") == 1, repr(out)
    assert re.match(pattern, out.rstrip("\n")), out
    check_no_crash(result)


def test_a_template_with_codes_units_and_percent_signs(launcher):
    result = launcher.run("--format", "%l|%C|%h|%P|%u|%S|%s|%D|%d|%z|%Z|%M|100%%", "--units", "imperial", *SEOUL)
    assert result.returncode == 0, result.stderr
    fields = result.stdout.decode().rstrip("\n").split("|")
    assert fields[0].startswith("Seoul"), fields
    assert fields[1] and fields[1] != "?", fields
    assert re.fullmatch(r"\d+%", fields[2]), fields
    assert re.fullmatch(r"\d+\.\d\d inHg", fields[3]), fields
    assert re.fullmatch(r"\d+", fields[4]), "Open-Meteo's UV index: %r" % fields
    assert all(re.fullmatch(r"\d\d:\d\d", t) for t in fields[5:10]), fields
    assert fields[5] > fields[7] and fields[6] < fields[8], "dawn before sunrise, dusk after sunset: %r" % fields
    assert fields[10] == "Asia/Seoul", fields
    assert re.fullmatch(r"\d{1,2}", fields[11]), fields
    assert fields[12] == "100%"


def test_the_stored_report_serves_every_code(launcher, server):
    env = launcher.env()
    fetched = launcher.run("--format", "%R|%H|%u|%c %t", *SEOUL, env=env)
    stored = launcher.run("--format", "%R|%H|%u|%c %t", *SEOUL, env=env)
    assert server.count(FORECAST) == 1
    assert stored.returncode == 0 and stored.stdout == fetched.stdout, (fetched.stdout, stored.stdout)
    outlook, high, uv, now = stored.stdout.decode().rstrip("\n").split("|")
    assert re.match(r"^(Rain (from|until) |No rain expected)", outlook), outlook
    assert re.fullmatch(r"-?\d+°C", high) and re.fullmatch(r"\d+", uv), stored.stdout


def test_openweather_has_no_uv_index(launcher):
    result = launcher.run("--format", "[%u] %t", *SEOUL, api_key="test-key")
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"\[\] -?\d+°C\n", result.stdout.decode()), result.stdout


@pytest.mark.parametrize("template,code", [("%t %q", "%q"), ("%t %!", "%!"), ("%t %", "lone '%'")])
def test_an_unknown_code_is_a_usage_error_that_names_it(launcher, server, template, code):
    result = launcher.run("--format", template, *SEOUL)
    assert result.returncode == 2, result.stderr
    assert code in result.stderr.decode(), result.stderr
    assert result.stdout == b""
    assert server.count(FORECAST) == 0


@pytest.mark.parametrize("template,problem", [
    ("%t %Q", "'format' has an unknown code '%Q'"), ("%t %", "'format' ends with a lone '%'")])
def test_a_bad_template_in_the_config_file_names_the_file_and_line(launcher, server, template, problem):
    env = launcher.env(config='units = "metric"\n\nformat = "%s"\n' % template)
    config = Path(env["XDG_CONFIG_HOME"]) / "weathertui" / "config.toml"
    result = launcher.run("--waybar", *SEOUL, env=env)
    assert result.returncode == 2, result.stderr
    assert result.stderr.decode().startswith("weathertui: %s (line 3): %s" % (config, problem)), result.stderr
    assert "--format" not in result.stderr.decode(), result.stderr
    assert server.count(FORECAST) == 0


@pytest.mark.parametrize("args", [
    ("--once", "--json"), ("--once", "--waybar"), ("--json", "--waybar"), ("--json", "--once", "--waybar"),
    ("--once", "--format", "1"), ("--format", "%t", "--json"),
])
def test_output_modes_are_one_choice(launcher, server, args):
    result = launcher.run(*args, *SEOUL)
    assert result.returncode == 2, result.stderr
    assert result.stdout == b""
    message = result.stderr.decode()
    for flag in (arg for arg in args if arg.startswith("--")):
        assert flag in message, "the message names both modes: %r" % message
    assert "output modes: give one" in message, "the message says why and what to do: %r" % message
    assert "already been set" not in message, message
    assert server.count(FORECAST) == 0


def test_format_gives_waybar_its_text(launcher):
    result = launcher.run("--waybar", "--format", "%l: %t", *SEOUL, config='format = "%c"\n')
    assert result.returncode == 0, result.stderr
    assert re.match(r"^Seoul[^:]*: -?\d+°C$", json.loads(result.stdout)["text"]), result.stdout


def test_a_status_bar_asks_the_weather_service_alone(launcher, server):
    """A status bar shows no air quality: a poll that fetches asks for the forecast and nothing else
    (the place name comes from the stored names, or from one reverse lookup the first time)."""
    for args in (("--format", "1"), ("--waybar",)):
        result = launcher.run(*args, "--location", "37.5667,126.9783")
        assert result.returncode == 0, result.stderr
    assert server.count(FORECAST) == 2
    assert server.count("/v1/air-quality") == 0
    # The other one-shot forms ask for the air only to show it: `--json` has it, the `--once` text has not.
    assert launcher.run("--once", "--location", "37.5667,126.9783").returncode == 0
    assert server.count(FORECAST) == 3
    assert server.count("/v1/air-quality") == 0
    assert launcher.run("--json", "--location", "37.5667,126.9783").returncode == 0
    assert server.count("/v1/air-quality") == 1


def test_a_bar_that_shows_the_air_does_not_take_a_report_stored_without_it(launcher, server):
    """Two bars share the store: the one without the air stores reports that do not have it, and the one
    with `%a` then asks the services itself instead of printing no air for ten minutes. Neither asks
    again while what it shows is stored fresh, and a failing air service is not asked at every poll."""
    env = launcher.env()
    place = ("--location", "37.5667,126.9783")

    def poll(template):
        result = launcher.run("--format", template, *place, env=env)
        assert result.returncode == 0, result.stderr
        return result.stdout.decode().strip()

    assert re.match(r"^-?\d+°C$", poll("%t"))
    assert (server.count(FORECAST), server.count("/v1/air-quality")) == (1, 0)
    assert re.match(r"^-?\d+°C \d+ \w", poll("%t %a"))
    assert (server.count(FORECAST), server.count("/v1/air-quality")) == (2, 1)
    assert re.match(r"^-?\d+°C \d+ \w", poll("%t %a"))
    assert re.match(r"^-?\d+°C$", poll("%t"))
    assert (server.count(FORECAST), server.count("/v1/air-quality")) == (2, 1)
    # The air service fails: the report stored then asked for the air and has none, which is not asked again.
    server.control(mode="http_500", paths=["/v1/air-quality"])
    age_store(env, 3600)
    for _ in range(3):
        assert re.match(r"^-?\d+°C$", poll("%t %a"))
    assert (server.count(FORECAST), server.count("/v1/air-quality")) == (3, 2)


def test_a_poll_of_the_same_place_rewrites_only_its_report(launcher, server):
    """A stale poll stores the new report, but the last place, the recent places, the index and the command
    lines run, which it leaves as they were, are not written again (a new file renamed over each would be a
    new inode)."""
    env = launcher.env()
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    assert launcher.run("--format", "%t", *SEOUL, env=env).returncode == 0
    names = ("last-location.json", "recent-places.json", "forecast-index.json", "command-lines.json")
    before = {name: (cache / name).stat().st_ino for name in names}
    (report,) = cache.glob("forecast-*,*.json")
    stored = report.stat().st_ino
    age_store(env, 601)
    later = launcher.run("--format", "%t", *SEOUL, env=env)
    assert later.returncode == 0, later.stderr
    assert server.count(FORECAST) == 2
    assert {name: (cache / name).stat().st_ino for name in names} == before
    assert report.stat().st_ino != stored, "the new report was not stored"
    assert json.loads(report.read_text())["report"]["fetchedAt"] > time.time() - REFERENCE_DATE - 60


def test_waybar_prints_one_json_object(launcher):
    result = launcher.run("--waybar", *SEOUL)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 1, lines
    data = json.loads(lines[0])
    assert set(data) == {"text", "tooltip", "class", "alt"}, data
    assert re.match(r"^\S+ -?\d+°C$", data["text"]), data
    tooltip = data["tooltip"].splitlines()
    assert tooltip[0].startswith("<b>Seoul") and tooltip[0].endswith("</b>"), tooltip
    assert re.match(r"^-?\d+°C ", tooltip[1]), tooltip
    assert sum(bool(re.match(r"^\d\d:\d\d  ", t)) for t in tooltip) >= 3, "the next hours: %r" % tooltip
    assert isinstance(data["class"], list) and data["class"][0] in {
        "clear", "partly-cloudy", "cloudy", "fog", "rain", "snow", "storm", "wind", "unknown"}, data
    assert "stale" not in data["class"]
    assert data["alt"]
    # The config file's template makes the text.
    result = launcher.run("--waybar", *SEOUL, config='format = "%l: %t"\n')
    assert json.loads(result.stdout)["text"].startswith("Seoul"), result.stdout


def test_fresh_stale_and_failing(launcher, server):
    env = launcher.env()
    first = launcher.run("--format", "%t", *SEOUL, env=env)
    assert first.returncode == 0, first.stderr
    assert server.count(FORECAST) == 1

    # Within the window: the stored report, no request.
    for _ in range(3):
        again = launcher.run("--format", "%t", *SEOUL, env=env)
        assert again.returncode == 0 and again.stdout == first.stdout, (again.stdout, again.stderr)
    assert server.count(FORECAST) == 1

    # After it: one request.
    age_store(env, 601)
    later = launcher.run("--format", "%t", *SEOUL, env=env)
    assert later.returncode == 0, later.stderr
    assert server.count(FORECAST) == 2
    assert launcher.run("--format", "%t", *SEOUL, env=env).returncode == 0
    assert server.count(FORECAST) == 2

    # The service fails: the stored report, marked stale; then no request until the next-try time.
    server.control(mode="http_500", paths=BOTH_FORECASTS)
    age_store(env, 601)
    failed = launcher.run("--format", "%t", *SEOUL, env=env)
    assert failed.returncode == 0, failed.stderr
    assert re.fullmatch(r"-?\d+°C \(stale, 10 min ago\)\n", failed.stdout.decode()), failed.stdout
    assert server.count(FORECAST) == 3
    for args in (("--format", "%t [%A]"), ("--waybar",)):
        polled = launcher.run(*args, *SEOUL, env=env)
        assert polled.returncode == 0, polled.stderr
        if args[0] == "--waybar":
            assert json.loads(polled.stdout)["class"][-1] == "stale", polled.stdout
        else:
            assert re.fullmatch(r"-?\d+°C \[10 min ago\]\n", polled.stdout.decode()), polled.stdout
    assert server.count(FORECAST) == 3, "asked again before the next-try time"
    next_try = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "next-try.json"
    assert next_try.stat().st_mode & 0o777 == 0o600
    assert (Path(env["XDG_CACHE_HOME"]) / "weathertui" / "fetch.lock").stat().st_mode & 0o777 == 0o600

    # --once and --json still ask the service every time unless told otherwise.
    once = launcher.run("--once", *SEOUL, env=env)
    assert once.returncode == 0 and "Offline: stored data" in once.stdout.decode()
    assert server.count(FORECAST) == 4


def test_a_failing_service_holds_back_only_the_bars_that_ask_it(launcher, server):
    """Two bars: OpenWeather for one place, failing, and Open-Meteo for another. The failure sets the
    first bar's next-try time, not the second's: its next stale poll still asks its service."""
    env = launcher.env(api_key="test-key")
    meteo = ("--format", "%t", "--provider", "open-meteo", *SEOUL)
    owm = ("--format", "%t", "--provider", "openweather", "--no-fallback", "--location", "35.18,129.08")
    for args in (meteo, owm):
        assert launcher.run(*args, env=env).returncode == 0
    server.control(mode="http_500", paths=["/data/2.5/weather", "/data/2.5/forecast"])
    age_store(env, 601)
    failed = launcher.run(*owm, env=env)
    assert failed.returncode == 0 and b"(stale, 10 min ago)" in failed.stdout, (failed.stdout, failed.stderr)
    asked = (server.count(FORECAST), server.count("/data/2.5/weather"))
    fresh = launcher.run(*meteo, env=env)
    assert fresh.returncode == 0 and re.fullmatch(r"-?\d+°C\n", fresh.stdout.decode()), (fresh.stdout, fresh.stderr)
    assert server.count(FORECAST) == asked[0] + 1, "the Open-Meteo bar waited for the OpenWeather bar's next try"
    held = launcher.run(*owm, env=env)
    assert held.returncode == 0 and b"(stale, 10 min ago)" in held.stdout, held.stdout
    assert server.count("/data/2.5/weather") == asked[1], "asked OpenWeather again before its next try"


def test_once_and_json_honour_fresh_for(launcher, server):
    env = launcher.env()
    assert launcher.run("--json", *SEOUL, env=env).returncode == 0
    result = launcher.run("--json", "--fresh-for", "60", *SEOUL, env=env)
    assert result.returncode == 0 and json.loads(result.stdout)["stale"] is False
    assert server.count(FORECAST) == 1


def test_nothing_stored_and_offline_is_an_empty_line_and_one_error(offline_launcher):
    for args in (("--format", "%t"), ("--waybar",)):
        result = offline_launcher.run(*args, "--location", "37.57,126.98")
        assert result.returncode == 1, result.stderr
        assert result.stdout == b"\n", result.stdout
        err = result.stderr.decode().strip().splitlines()
        assert len(err) == 1 and err[0].startswith("weathertui: "), err
        check_no_crash(result)


def test_a_damaged_store_is_an_error_not_a_trace(offline_launcher):
    env = offline_launcher.env()
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "forecast-index.json").write_text('{"version": 1, "last": "37.57,126.98", "names": {}}')
    (cache / "forecast-37.57,126.98.json").write_text('{"version": 1, "report": {"place": 5')
    result = offline_launcher.run("--format", "%t", "--no-ip-lookup", env=env)
    assert result.returncode == 1, result.stderr
    assert result.stdout == b"\n"
    assert len(result.stderr.decode().strip().splitlines()) == 1, result.stderr
    check_no_crash(result)


@pytest.fixture
def slow_server():
    server = FakeServer(latency_ms=200)
    yield server
    server.stop()


def test_ten_at_once_send_one_request(binary, tmp_path, slow_server):
    from conftest import Launcher
    launcher = Launcher(binary, tmp_path, slow_server)
    env = launcher.env()
    started = time.monotonic()
    procs = [subprocess.Popen([binary, "--format", "%l %t", "--location", "37.57,126.98"], env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for _ in range(10)]
    results = [(p.communicate(timeout=30), p.returncode) for p in procs]
    elapsed = time.monotonic() - started
    outputs = {out for (out, _), _ in results}
    assert all(code == 0 for _, code in results), [err for (_, err), _ in results]
    assert len(outputs) == 1 and re.match(rb"^.+ -?\d+\xc2\xb0C\n$", outputs.pop())
    assert slow_server.count(FORECAST) == 1, slow_server.stats()
    assert elapsed < 10, elapsed


def ten_at_once(binary, env):
    procs = [subprocess.Popen([binary, "--format", "%t", "--location", "37.57,126.98"], env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for _ in range(10)]
    return [(p.communicate(timeout=30), p.returncode) for p in procs]


def test_ten_at_once_on_a_stale_store_send_one_request(binary, tmp_path, slow_server):
    """The nine that wait see that a report was stored meanwhile, read it, and print it."""
    from conftest import Launcher
    env = Launcher(binary, tmp_path, slow_server).env()
    assert subprocess.run([binary, "--format", "%t", "--location", "37.57,126.98"], env=env,
                          capture_output=True).returncode == 0
    age_store(env, 3600)
    results = ten_at_once(binary, env)
    assert all(code == 0 for _, code in results), [err for (_, err), _ in results]
    assert {out for (out, _), _ in results} == {results[0][0][0]}
    assert b"stale" not in results[0][0][0], results[0][0][0]
    assert slow_server.count(FORECAST) == 2, slow_server.stats()


def test_ten_at_once_against_a_failing_service_send_one_request(binary, tmp_path, slow_server):
    """The nine that wait find nothing new stored and the next-try time set: they print the stale report."""
    from conftest import Launcher
    env = Launcher(binary, tmp_path, slow_server).env()
    assert subprocess.run([binary, "--format", "%t", "--location", "37.57,126.98"], env=env,
                          capture_output=True).returncode == 0
    age_store(env, 3600)
    slow_server.control(mode="http_500", paths=BOTH_FORECASTS)
    results = ten_at_once(binary, env)
    assert all(code == 0 for _, code in results), [err for (_, err), _ in results]
    assert all(re.fullmatch(rb"-?\d+\xc2\xb0C \(stale, 1 h ago\)\n", out) for (out, _), _ in results), results
    assert slow_server.count(FORECAST) == 2, slow_server.stats()


def test_a_tmux_status_line_shows_the_text(launcher):
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed (Scripts/ensure-system-deps.sh --tests installs it)")
    env = launcher.env()
    assert launcher.run("--format", "%t", *SEOUL, env=env).returncode == 0
    # A private server on a socket of its own in the test's home: nothing shared, nothing left behind.
    socket = str(Path(env["HOME"]) / "tmux.sock")
    conf = Path(env["HOME"]) / "tmux.conf"
    # tmux runs the status line through strftime first: a % for weathertui is written %%.
    command = "%s --format 'wx %%%%l %%%%t' --location Seoul" % shlex.quote(launcher.binary)
    conf.write_text("set -g status-interval 1\nset -g status-right-length 80\n"
                    "set -g status-right \"#(%s)\"\n" % command.replace('"', '\\"'))
    app = launcher.spawn_shell("exec %s -S %s -f %s new-session 'cat'" % (tmux, shlex.quote(socket), shlex.quote(str(conf))),
                               rows=10, cols=100, env=env)
    try:
        app.wait_for(re.compile(r"wx Seoul[^\n]* -?\d+°C"), timeout=10)
    finally:
        subprocess.run([tmux, "-S", socket, "kill-server"], env=env, capture_output=True)
