"""The one-shot modes given --location more than once: --format a line each (or joined with --separator),
--json an array, --once a block each, --waybar every place in the tooltip; one Open-Meteo request for the
set, and the fresh-store and ten-pollers rules held per set of places."""

import json
import re
import subprocess
import time
from urllib.parse import parse_qs

import pytest

from conftest import Launcher

FORECAST = "/v1/forecast"


def latitudes(request):
    return parse_qs(request["query"])["latitude"][0].split(",")


def test_format_over_two_places_is_one_request_and_a_line_each(launcher, server):
    env = launcher.env()
    args = ("--format", "%l %t", "--location", "Seoul", "--location", "51.51,-0.13")
    result = launcher.run(*args, env=env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 2 and lines[0].startswith("Seoul, KR ") and re.fullmatch(r"London.* -?\d+°C", lines[1]), lines
    assert server.count(FORECAST) == 1 and len(latitudes(server.requests(FORECAST)[0])) == 2, server.stats()
    # Fresh for the set: the same command line asks nothing, and prints the same.
    again = launcher.run(*args, env=env)
    assert again.stdout == result.stdout and server.count(FORECAST) == 1, server.stats()
    joined = launcher.run(*args, "--separator", " | ", env=env)
    assert joined.stdout.decode() == " | ".join(lines) + "\n", joined.stdout


def test_json_over_two_places_is_an_array(launcher, server):
    result = launcher.run("--json", "--location", "Seoul", "--location", "Busan")
    assert result.returncode == 0, result.stderr
    reports = json.loads(result.stdout)
    assert [r["location"]["name"] for r in reports] == ["Seoul", "Busan"], [r["location"] for r in reports]
    assert all(r["stale"] is False and r["current"]["temperature"] is not None for r in reports)
    assert server.count(FORECAST) == 1, server.stats()
    # One place keeps the object it always had.
    single = json.loads(launcher.run("--json", "--location", "Seoul").stdout)
    assert isinstance(single, dict) and single["location"]["name"] == "Seoul"


def test_once_over_two_places_prints_a_block_each(launcher, server):
    result = launcher.run("--once", "--location", "Seoul", "--location", "Busan")
    assert result.returncode == 0, result.stderr
    blocks = result.stdout.decode().split("\n\n")
    assert blocks[0].startswith("Seoul, KR") and any(block.startswith("Busan, KR") for block in blocks), result.stdout
    assert server.count(FORECAST) == 1, server.stats()


def test_a_place_that_fails_is_said_and_the_others_printed(launcher, server):
    result = launcher.run("--format", "%l %t", "--location", "Seoul", "--location", "Atlantis")
    assert result.returncode == 1
    assert re.fullmatch(r"Seoul, KR -?\d+°C\n", result.stdout.decode()), result.stdout
    assert result.stderr.decode().startswith("weathertui: Atlantis: No place called 'Atlantis' was found"), result.stderr
    # --json over several places stays an array when one is left out: a script's `.[]` still reads it.
    result = launcher.run("--json", "--location", "Seoul", "--location", "Atlantis")
    assert result.returncode == 1
    reports = json.loads(result.stdout)
    assert isinstance(reports, list) and [r["location"]["name"] for r in reports] == ["Seoul"], reports


def test_the_dashboard_takes_one_location(launcher):
    result = launcher.run("--location", "Seoul", "--location", "Busan")
    assert result.returncode == 2
    assert b"--location more than once is for --once, --json, --format and --waybar" in result.stderr, result.stderr


@pytest.fixture
def slow_server():
    from weathertui_testing.fake_server import FakeServer
    server = FakeServer(latency_ms=200)
    yield server
    server.stop()


def test_ten_pollers_of_a_set_of_places_send_one_request(binary, tmp_path, slow_server):
    env = Launcher(binary, tmp_path, slow_server).env()
    started = time.monotonic()
    procs = [subprocess.Popen([binary, "--waybar", "--format", "%t", "--location", "37.57,126.98", "--location", "35.18,129.08"],
                              env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for _ in range(10)]
    results = [(p.communicate(timeout=30), p.returncode) for p in procs]
    assert all(code == 0 for _, code in results), [err for (_, err), _ in results]
    assert len({out for (out, _), _ in results}) == 1
    tooltip = json.loads(results[0][0][0])["tooltip"]
    assert tooltip.count("<b>") >= 2, tooltip
    assert slow_server.count(FORECAST) == 1, slow_server.stats()
    assert time.monotonic() - started < 10
