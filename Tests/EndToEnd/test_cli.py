"""The command line without a full screen: --once, --json, usage errors, not a terminal (--version: test_version)."""

import json
import re
import shlex
import subprocess

import pytest

from weathertui_testing.screens import CRASH_TEXTS

# The failures below are Open-Meteo's own: MET Norway's forecast does not stand in for it (test_failover.py).
CONFIG = "request_timeout = 2\nfallback = false\n"


def check_no_crash(result):
    for text in CRASH_TEXTS:
        assert text.encode() not in result.stdout + result.stderr, result.stderr.decode(errors="replace")


def test_once_prints_a_plain_report(launcher):
    result = launcher.run("--once")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert b"\x1b" not in result.stdout, "escape sequences in --once output"
    lines = out.splitlines()
    assert re.match(r"^≈ Mountain View, California, US \(approximate\) — updated \d\d:\d\d$", lines[0]), lines[0]
    assert "°C" in lines[1]
    assert re.search(r"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3}$", out, re.M), out
    rows = re.findall(r"^  \d\d:\d\d +-?\d+\.\d°C  ", out, re.M)
    assert len(rows) >= 30, out
    check_no_crash(result)


def test_once_honours_location_and_units(launcher):
    result = launcher.run("--once", "--location", "Seoul", "--units", "imperial")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert out.startswith("Seoul"), out
    assert "°F" in out and "°C" not in out, out


def test_json_has_current_forecast_and_location(launcher):
    result = launcher.run("--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    for key in ("current", "forecast", "location"):
        assert key in data, sorted(data)
    assert isinstance(data["current"]["temperature"], (int, float))
    assert data["location"]["name"] == "Mountain View"
    assert data["location"]["approximate"] is True
    assert abs(data["location"]["latitude"] - 37.3861) < 0.01
    assert isinstance(data["forecast"], list) and len(data["forecast"]) >= 30
    item = data["forecast"][0]
    assert {"time", "temperature"} <= set(item), item
    times = [f["time"] for f in data["forecast"]]
    assert times == sorted(times) and len(set(times)) == len(times)


@pytest.mark.parametrize("api_key,hours,days", [(None, 48, 16), ("testkey", 0, 5)], ids=["open-meteo", "openweather"])
def test_json_and_once_carry_what_the_dashboard_shows(launcher, api_key, hours, days):
    """The header's rain sentence, the 1-hour steps of `h` and the days of `d`."""
    result = launcher.run("--json", "--location", "Seoul", api_key=api_key)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert re.match(r"^(Rain from|Rain until|No rain expected in the next 24 h)", data["rain_outlook"]), data["rain_outlook"]
    assert len(data["hourly"]) == hours, len(data["hourly"])
    assert days <= len(data["days"]) <= days + 1, len(data["days"])
    day = data["days"][0]
    assert {"date", "low", "high", "condition", "description"} <= set(day), day
    assert day["low"] <= day["high"]
    once = launcher.run("--once", "--location", "Seoul", api_key=api_key)
    assert once.returncode == 0, once.stderr
    assert once.stdout.decode().splitlines()[2] == data["rain_outlook"], once.stdout.decode()


@pytest.mark.parametrize("flag,mode,message", [
    ("--once", "http_500", "HTTP 500"),
    ("--json", "http_500", "HTTP 500"),
    ("--once", "timeout", "took too long"),
    ("--json", "malformed", "can't read"),
    ("--once", "huge", "far too much data"),
])
def test_one_shot_failure_exits_1_with_a_clear_message(launcher, server, flag, mode, message):
    server.control(mode=mode, paths=["/v1/forecast"])
    result = launcher.run(flag, config=CONFIG, timeout=10)
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert result.stdout == b"", result.stdout
    err = result.stderr.decode()
    assert message in err, err
    assert len(err.strip().splitlines()) <= 3, "a clear line, not a dump:\n" + err
    check_no_crash(result)


@pytest.mark.parametrize("args,latitude,longitude", [
    (["--location", "37.57,126.98"], 37.57, 126.98),
    (["--location", "37.57°N, 126.98°E"], 37.57, 126.98),
    (["--location", "-33.9, 151.2"], -33.9, 151.2),
    (["--location", "-33.9,151.2"], -33.9, 151.2),
    (["--location=-33.9,151.2"], -33.9, 151.2),
    (["--location", "33.9° S, 151.2° E"], -33.9, 151.2),
    (["--location", "40.7,-74.0"], 40.7, -74.0),
    (["--location", "-22.9,-43.2"], -22.9, -43.2),
])
def test_every_coordinate_form_is_a_location(launcher, args, latitude, longitude):
    result = launcher.run("--json", *args)
    assert result.returncode == 0, result.stderr
    location = json.loads(result.stdout)["location"]
    assert abs(location["latitude"] - latitude) < 0.001, location
    assert abs(location["longitude"] - longitude) < 0.001, location


def test_once_takes_southern_coordinates_after_the_flag(launcher):
    result = launcher.run("--once", "--location", "-33.9, 151.2")
    assert result.returncode == 0, result.stderr
    assert "°C" in result.stdout.decode()


def test_demo_says_it_has_one_place_when_another_is_asked_for(launcher):
    result = launcher.run("--demo", "--location", "Busan", "--once")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().startswith("Seoul"), result.stdout
    err = result.stderr.decode().strip().splitlines()
    assert err == ["weathertui: the demo has one place, Seoul, KR: the location 'Busan' is not used"], err
    quiet = launcher.run("--demo", "--once")
    assert quiet.returncode == 0 and quiet.stderr == b"", quiet.stderr
    service = launcher.run("--demo", "--provider", "openweather", "--once", api_key="testkey")
    assert service.returncode == 0, service.stderr
    assert service.stderr.decode().strip().splitlines() == [
        "weathertui: the demo data is Open-Meteo's: --provider openweather is not used"], service.stderr
    met = launcher.run("--demo", "--provider", "met-norway", "--once")
    assert met.returncode == 0 and met.stdout.decode().startswith("Seoul"), met.stderr
    assert met.stderr.decode().strip().splitlines() == [
        "weathertui: the demo data is Open-Meteo's: --provider met-norway is not used"], met.stderr


@pytest.mark.parametrize("lang_env,icons,korean", [
    ("C", None, False),
    ("ko_KR.eucKR", None, False),
    ("C", "unicode", True),
    ("C.UTF-8", None, True),
    ("C.UTF-8", "ascii", False),
])
def test_korean_is_shown_exactly_where_the_glyphs_are_not_ascii(launcher, lang_env, icons, korean):
    env = launcher.env()
    env["LANG"] = lang_env
    args = ["--once", "--lang", "ko", "--location", "Seoul"] + (["--icons", icons] if icons else [])
    result = launcher.run(*args, env=env)
    assert result.returncode == 0, result.stderr
    out, err = result.stdout.decode(), result.stderr.decode()
    hangul = any("\uac00" <= ch <= "\ud7a3" for ch in out)
    assert hangul == korean, out
    if korean:
        assert err == "", err
    else:
        assert out.isascii(), out
        assert "updated" in out, out
        assert len(err.strip().splitlines()) == 1 and "Korean needs a UTF-8 terminal" in err, err


def test_one_shot_unknown_place(launcher):
    result = launcher.run("--once", "--location", "Nowhere")
    assert result.returncode == 1, result.stderr
    assert "No place called 'Nowhere' was found" in result.stderr.decode()


@pytest.mark.parametrize("mode", [("--once",), ("--json",), ("--format", "%t"), ("--waybar",)], ids=lambda mode: mode[0])
def test_one_shot_location_failures_name_the_option_not_a_key(launcher, server, mode):
    """The one-shot modes have no keys: where the dashboard says to press l, they name --location."""
    server.control(mode="http_500", paths=["/ip"])
    failed = launcher.run(*mode)
    assert failed.returncode == 1, failed.stderr
    err = failed.stderr.decode()
    assert "IP lookup failed (" in err and "). Give a place with --location." in err, err
    off = launcher.run(*mode, "--no-ip-lookup")
    assert off.returncode == 1, off.stderr
    assert "IP lookup is off and no location is set. Give one with --location." in off.stderr.decode(), off.stderr
    assert b"Press l" not in failed.stderr + off.stderr


def test_not_a_terminal(launcher):
    # weathertui </dev/null | cat
    result = launcher.run(stdin=subprocess.DEVNULL)
    assert result.returncode == 2, result
    assert "not a terminal" in result.stderr.decode()
    assert result.stdout == b"", "something was written to the pipe: %r" % result.stdout[:200]


def test_start_up_errors_speak_the_users_language(launcher):
    # LANG=de_DE.UTF-8 weathertui </dev/null
    env = launcher.env(extra={"LANG": "de_DE.UTF-8"})
    result = launcher.run(stdin=subprocess.DEVNULL, env=env)
    assert result.returncode == 2, result
    assert result.stderr.decode() == (
        "weathertui: die Standardausgabe ist kein Terminal; für Textausgabe --once, --json oder --format verwenden\n"
    )


def test_stdin_not_a_terminal_writes_nothing_to_the_terminal(launcher):
    env = launcher.env()
    shell = launcher.spawn_shell("%s </dev/null; echo \"RC=$?\"" % shlex.quote(launcher.binary), env=env)
    shell.wait_for(lambda t: b"RC=" in shell.raw, timeout=5, message="the app to exit")
    shell.wait_exit(3)
    raw = bytes(shell.raw)
    assert b"RC=2" in raw, raw
    assert b"not a terminal" in raw
    assert b"\x1b[" not in raw, "escape sequences were written: %r" % raw[:200]


@pytest.mark.parametrize("args", [
    ["--units", "kelvin"],
    ["--provider", "nowhere"],
    ["--lang", "fr"],
    ["--bogus"],
    ["--once", "--json"],
    ["--refresh-interval", "5", "--once"],
])
def test_usage_errors_exit_2(launcher, args):
    result = launcher.run(*args)
    assert result.returncode == 2, (args, result.returncode, result.stderr)
    assert result.stderr.strip(), "no message"
    assert result.stdout == b""


@pytest.mark.parametrize("config", ['units = "kelvin"\n', "this is [not toml\n"])
def test_configuration_errors_exit_2(launcher, config):
    result = launcher.run("--once", config=config)
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert b"config.toml" in result.stderr or b"units" in result.stderr, result.stderr


# What a user of the real binary reads: the file, the line and the way out, in weathertui's words.
@pytest.mark.parametrize("config,said", [
    ('units = "metric"\nunits = "imperial"\n', "(line 2): 'units' is already set on line 1: keep one of the two"),
    ("units = 5\n", "(line 1): 'units' must be one of metric, imperial, not '5'"),
    ('lang = "en"\nca_file = "/nonexistent/ca.pem"\n', "(line 2): '/nonexistent/ca.pem' is not a readable file"),
])
def test_a_config_mistake_is_told_at_its_line(launcher, config, said):
    result = launcher.run("--once", config=config)
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert said in result.stderr.decode(), result.stderr


def test_help_lists_the_flags(launcher):
    result = launcher.run("--help")
    assert result.returncode == 0
    out = result.stdout.decode()
    for flag in ("--location", "--provider", "--units", "--lang", "--theme", "--no-ip-lookup",
                 "--refresh-interval", "--max-age", "--once", "--json", "--demo", "--version"):
        assert flag in out, flag


# What radar and watch act on: the place, the units, the language and the glyphs, the forecast service for
# watch and the colours for radar. The dashboard's own options stay out of their help, and their options
# still reach them when given after the subcommand's name.
@pytest.mark.parametrize("command,listed,absent", [
    ("radar", {"--location", "--units", "--lang", "--clock", "--theme", "--icons", "--no-ip-lookup", "--screen-reader"},
     {"--provider", "--no-fallback", "--air-index", "--no-mouse", "--no-notify", "--refresh-interval", "--max-age"}),
    ("watch", {"--location", "--provider", "--no-fallback", "--units", "--lang", "--icons", "--no-notify", "--lead"},
     {"--air-index", "--theme", "--no-mouse", "--no-ip-lookup", "--screen-reader", "--refresh-interval",
      "--max-age"}),
])
def test_a_subcommands_help_lists_the_options_it_acts_on(launcher, command, listed, absent):
    result = launcher.run(command, "--help")
    assert result.returncode == 0
    out = result.stdout.decode()
    options = set(re.findall(r"^  (--[a-z-]+)", out, re.M))
    assert listed <= options and not options & absent, sorted(options)
    assert "while running" not in out and "Default: IP lookup." not in out


# The dashboard's options that a subcommand does not take are refused as its unknown options, on either
# side of its name, not dropped without a word: `radar --demo` would otherwise ask the network.
@pytest.mark.parametrize("args,option", [
    (["radar", "--demo"], "--demo"),
    (["--demo", "radar"], "--demo"),
    (["radar", "--provider", "met-norway"], "--provider"),
    (["watch", "--refresh-interval", "100"], "--refresh-interval"),
    (["--no-mouse", "watch"], "--no-mouse"),
    (["doctor", "--fresh-for", "60"], "--fresh-for"),
])
def test_an_option_a_subcommand_does_not_take_is_refused(launcher, server, args, option):
    result = launcher.run(*args, "--location", "35.68,139.69")
    assert result.returncode == 2, (args, result.returncode, result.stderr)
    said = result.stderr.decode()
    assert f"Unknown option '{option}'" in said, said
    assert f"See 'weathertui {args[0] if args[0] in ('radar', 'watch', 'doctor') else args[1]} --help'" in said, said
    assert result.stdout == b""
    assert server.requests() == []


def test_help_lists_the_output_modes_as_one_choice(launcher):
    out = launcher.run("--help").stdout.decode()
    heading = next(line for line in out.splitlines() if line.startswith("OUTPUT"))
    section = out.split(heading, 1)[1].split("\n\n", 1)[0]
    flags = [line.split()[0] for line in section.splitlines() if line.startswith("  --")]
    assert flags == ["--once", "--json", "--waybar", "--format"], section


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_the_keys_of_the_key_maps(launcher, flag):
    # The list is made from the key maps: a key added to one shows here without editing the text.
    out = " ".join(launcher.run(flag).stdout.decode().split())
    for words in ("r refresh", "Space Home g End G scroll", "1–9 recent places", "Ctrl-L redraw", "q Esc quit",
                  "Enter Esc dismiss a message", "Enter search", "Esc cancel", "Ctrl-W edit"):
        assert words in out, words
