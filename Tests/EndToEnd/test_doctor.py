"""`weathertui doctor`: what a user pastes into a bug report. The build, the config file and its problems,
the cache directory, the language, the terminal, the proxies and certificates, then the place and each
service it needs, asked once, with its outcome and time; exit 0 when everything needed answered, 1
otherwise. No key or proxy password is ever printed, and no server's text reaches the terminal uncleaned."""

import re
import subprocess
import time
from pathlib import Path

import pytest

from conftest import DEFAULT_TIMEOUT
from weathertui_testing.fake_server import closed_port

CONFIG = "request_timeout = 2\n"
SEOUL = ("--location", "37.5665,126.978")
NEW_YORK = ("--location", "40.7128,-74.006")
TIMING = r"\d+ ms"


def report(result):
    assert b"\x1b" not in result.stdout, result.stdout
    return result.stdout.decode()


def line(text, prefix):
    """The report's line that starts with `prefix`."""
    found = [row for row in text.splitlines() if row.startswith(prefix)]
    assert len(found) == 1, "%r:\n%s" % (prefix, text)
    return found[0]


def test_everything_answering_is_reported_and_exits_0(launcher, server, binary):
    env = launcher.env(config=CONFIG)
    result = launcher.run("doctor", "--location", "Seoul", env=env)
    text = report(result)
    assert result.returncode == 0, text + result.stderr.decode()
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    assert text.splitlines()[0] == version, text
    assert line(text, "Config file: ").endswith("config.toml")
    assert line(text, "Cache directory: ").endswith("(not there yet: the first run creates it)")
    assert line(text, "Language: ") == "Language: en, from LANG=C.UTF-8"
    assert line(text, "Text: ") == "Text: UTF-8 locale, unicode glyphs"
    assert line(text, "Terminal: ") == "Terminal: TERM=xterm-256color, 256 colours, not a terminal"
    assert line(text, "Background colour (OSC 11): ") == "Background colour (OSC 11): not a terminal"
    assert line(text, "Proxy for https URLs: ") == "Proxy for https URLs: none"
    assert line(text, "Certificates: ") == "Certificates: the system's authorities"
    assert line(text, "Request timeout: ") == "Request timeout: 2 s"
    assert re.fullmatch(r"Open-Meteo geocoding \(place search\): 200 in " + TIMING, line(text, "Open-Meteo geocoding"))
    assert re.fullmatch(r"Place: Seoul, .* \(37\.57°N 126\.98°E\), the first of \d+ places found for Seoul|"
                        r"Place: Seoul, .* \(37\.57°N 126\.98°E\), found by searching for Seoul", line(text, "Place: ")), text
    assert re.fullmatch(r"Open-Meteo \(forecast\): 200 in " + TIMING, line(text, "Open-Meteo (forecast)"))
    assert re.fullmatch(r"MET Norway \(fallback forecast\): 200 in " + TIMING, line(text, "MET Norway (fallback"))
    assert re.fullmatch(r"Open-Meteo air quality \(air quality\): 200 in " + TIMING, line(text, "Open-Meteo air quality"))
    assert re.fullmatch(r"Open-Meteo archive \(normals\): 200 in " + TIMING, line(text, "Open-Meteo archive"))
    assert re.fullmatch(r"Aviation Weather Center \(nearest station's observation\): 200 in " + TIMING, line(text, "Aviation Weather Center"))
    assert line(text, "NOAA CO-OPS") == "NOAA CO-OPS (official tides): not needed: no NOAA tide station near"
    assert line(text, "Warnings: ") == "Warnings: no service covers this place"
    assert text.splitlines()[-1] == "Everything needed answered."
    # Each service once, and nothing kept: the cache directory is looked at, never written to.
    for path in ("/v1/search", "/v1/forecast", "/v1/air-quality", "/v1/archive", "/api/data/stationinfo"):
        assert server.count(path) == 1, (path, server.stats())
    assert not (Path(env["XDG_CACHE_HOME"]) / "weathertui").exists()
    # The requests identify the app as every run's do.
    agents = {r["headers"]["user_agent"] for r in server.requests(headers=True)}
    assert len(agents) == 1 and next(iter(agents)).startswith("weathertui/"), agents


def test_the_flag_is_the_same_as_the_subcommand(launcher, server):
    result = launcher.run("--doctor", *SEOUL, config=CONFIG)
    text = report(result)
    assert result.returncode == 0, text
    assert line(text, "Place: ").endswith("given with --location")
    assert text.splitlines()[-1] == "Everything needed answered."


@pytest.mark.parametrize("mode, outcome", [
    ("http_500", r"500 in " + TIMING),
    ("malformed", r"200 in " + TIMING + r", but the answer could not be used: .+"),
    ("timeout", r".+ after \d+ ms"),
])
def test_a_forecast_that_fails_is_named_and_exits_1(launcher, server, mode, outcome):
    server.control(mode=mode, paths=["/v1/forecast"])
    started = time.monotonic()
    result = launcher.run("doctor", *SEOUL, config=CONFIG)
    text = report(result)
    assert result.returncode == 1, text
    assert time.monotonic() - started < 8, "the request timeout (2 s) bounds every service"
    assert re.fullmatch(r"Open-Meteo \(forecast\): " + outcome, line(text, "Open-Meteo (forecast)")), text
    assert re.fullmatch(r"MET Norway \(fallback forecast\): 200 in " + TIMING, line(text, "MET Norway (fallback"))
    assert text.splitlines()[-1] == "1 problem found."


def test_a_warning_service_that_refuses_points_at_the_user_agent(launcher, server):
    server.control(mode="http_403", paths=["/alerts"])
    result = launcher.run("doctor", *NEW_YORK, config=CONFIG)
    text = report(result)
    assert result.returncode == 1, text
    assert re.fullmatch(r"NWS \(warnings\): 403 in " + TIMING + " — check the User-Agent", line(text, "NWS ")), text
    assert text.splitlines()[-1] == "1 problem found."


def test_a_service_that_is_down_fails_with_its_host(launcher, server):
    port = closed_port()
    env = launcher.env(config=CONFIG, extra={"WEATHERTUI_AIR_QUALITY_URL": "http://127.0.0.1:%d" % port})
    result = launcher.run("doctor", *SEOUL, env=env)
    text = report(result)
    assert result.returncode == 1, text
    assert "Service address: WEATHERTUI_AIR_QUALITY_URL=http://127.0.0.1:%d" % port in text.splitlines(), text
    air = line(text, "Open-Meteo air quality (air quality): ")
    assert "127.0.0.1:%d" % port in air and "refused the connection" in air, air


def test_no_place_found_is_a_problem_and_nothing_else_is_asked(launcher, server):
    server.control(ip_city="fail")
    result = launcher.run("doctor", config=CONFIG)
    text = report(result)
    assert result.returncode == 1, text
    assert line(text, "ipwho.is (IP lookup): ").startswith("ipwho.is (IP lookup): ")
    assert line(text, "Place: ").startswith("Place: none. ")
    assert server.count("/v1/forecast") == 0
    assert text.splitlines()[-1].endswith("found.")


def test_a_key_and_a_proxy_password_are_never_printed(launcher, server):
    key = "doctor-secret-key-0123456789"
    password = "hunter2-doctor"
    env = launcher.env(config=CONFIG, api_key=key, extra={
        # https URLs only: the fake server is asked over http, directly.
        "https_proxy": "http://alice:%s@proxy.invalid:3128" % password,
        "no_proxy": "localhost",
    })
    result = launcher.run("doctor", *SEOUL, env=env)
    text = report(result)
    everything = text + result.stderr.decode()
    assert key not in everything and password not in everything and "alice" not in everything, everything
    assert line(text, "OpenWeather key: ") == "OpenWeather key: set, from OPENWEATHER_API_KEY (not shown)"
    assert line(text, "Proxy for https URLs: ") == (
        "Proxy for https URLs: proxy.invalid:3128 with a user name and password (not shown), from https_proxy")
    assert line(text, "Without a proxy: ") == "Without a proxy: localhost, from no_proxy"
    assert re.fullmatch(r"OpenWeather \(forecast\): 200 in " + TIMING, line(text, "OpenWeather (forecast)")), text
    assert result.returncode == 0, text


def test_a_key_refused_is_blamed_on_the_key(launcher, server):
    server.control(mode="http_401", paths=["/data/2.5"])
    result = launcher.run("doctor", *SEOUL, config=CONFIG, api_key="revoked-key-0123")
    text = report(result)
    assert result.returncode == 1, text
    assert "revoked-key-0123" not in text
    assert re.fullmatch(r"OpenWeather \(forecast\): 401 in " + TIMING + " — check the API key",
                        line(text, "OpenWeather (forecast)")), text


def test_a_config_file_problem_is_reported_and_the_services_asked_without_it(launcher, server):
    result = launcher.run("doctor", *SEOUL, config="request_timeout = 2\nrefresh_interval = 5\n")
    text = report(result)
    assert result.returncode == 1, text
    problem = line(text, "Problem: ")
    assert "refresh_interval" in problem and "config.toml" in problem, problem
    assert "The services below were asked with the config file left out." in text.splitlines()
    assert re.fullmatch(r"Open-Meteo \(forecast\): 200 in " + TIMING, line(text, "Open-Meteo (forecast)"))
    assert text.splitlines()[-1] == "1 problem found."


def test_hostile_names_from_a_server_are_cleaned(launcher, server):
    server.control(mode="hostile", paths=["/v1/search", "/reverse"])
    result = launcher.run("doctor", "--location", "Seoul", config=CONFIG)
    assert b"\x1b" not in result.stdout and b"\x07" not in result.stdout, result.stdout
    assert not re.search(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]", result.stdout), result.stdout
    assert result.stdout.decode().splitlines()[-1] == "Everything needed answered."


def test_in_a_terminal_it_says_the_size_and_the_background_the_terminal_answered(launcher, server):
    app = launcher.spawn("doctor", *SEOUL, config=CONFIG, rows=50, cols=200, answers_queries=False)
    deadline = time.monotonic() + DEFAULT_TIMEOUT
    while b"\x1b]11;?" not in app.raw:
        assert time.monotonic() < deadline, "no OSC 11 query: %r" % bytes(app.raw)
        app.pump(0.05)
    app.send("\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?62;22c")
    app.wait_for("needed answered", timeout=10)
    text = app.text()
    assert "Terminal: TERM=xterm-256color, 256 colours, 200×50" in text, text
    assert "Background colour (OSC 11): #ffffff, light" in text, text
    assert app.wait_exit(5) == 0


def test_a_terminal_without_an_answer_is_said_so(launcher, server):
    app = launcher.spawn("doctor", *SEOUL, config=CONFIG, rows=50, cols=200)
    app.wait_for("needed answered", timeout=10)
    text = app.text()
    assert "Background colour (OSC 11): not answered: the terminal does not tell it" in text, text
    assert app.wait_exit(5) == 0


def test_doctor_is_in_the_help_and_refuses_the_output_modes(launcher, binary):
    help_text = subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=10).stdout
    assert "doctor" in help_text
    doctor_help = subprocess.run([binary, "doctor", "--help"], capture_output=True, text=True, timeout=10)
    assert doctor_help.returncode == 0 and "bug report" in doctor_help.stdout, doctor_help
    for extra in (["--once"], ["--json"], ["--demo"]):
        result = launcher.run("--doctor", *extra)
        assert result.returncode == 2, (extra, result.stderr)
        assert b"doctor" in result.stderr, result.stderr


def test_the_station_and_noaas_tides_are_checked_where_the_place_has_them(launcher, server):
    portland = launcher.run("doctor", "--location", "43.6591,-70.2568", env=launcher.env(config=CONFIG))
    assert re.fullmatch(r"Aviation Weather Center \(nearest station's observation\): 200 in " + TIMING,
                        line(report(portland), "Aviation Weather Center"))
    assert server.count("/api/data/metar") == 1
    bar_harbor = launcher.run("doctor", "--location", "44.3876,-68.2039", env=launcher.env(config=CONFIG))
    assert re.fullmatch(r"NOAA CO-OPS \(official tides\): 200 in " + TIMING, line(report(bar_harbor), "NOAA CO-OPS"))
