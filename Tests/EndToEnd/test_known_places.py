"""A place name given with --location (or `location =`) is searched once: every later run, in every mode,
loads the coordinates stored with the name's last report (forecast-index.json), so a poll sends the
forecast request alone and a place search that is down does not stop a place already found."""

import json
import re

import pytest

from conftest import wait_loaded

FORECAST = "/v1/forecast"
SEARCH = "/v1/search"
MODES = [("--format", "%t"), ("--waybar",), ("--once",), ("--json",)]


@pytest.mark.parametrize("mode", MODES, ids=lambda mode: mode[0])
def test_a_name_found_before_is_not_searched_again(launcher, server, mode):
    env = launcher.env()
    for name in ("Seoul", "Seoul", "  SEOUL "):
        result = launcher.run(*mode, "--fresh-for", "0", "--location", name, env=env)
        assert result.returncode == 0, result.stderr
    assert (server.count(SEARCH), server.count(FORECAST)) == (1, 3), server.stats()
    # Another name is a new search.
    assert launcher.run(*mode, "--fresh-for", "0", "--location", "Busan", env=env).returncode == 0
    assert (server.count(SEARCH), server.count(FORECAST)) == (2, 4), server.stats()


def test_the_dashboard_loads_a_name_found_before_without_searching(launcher, server):
    env = launcher.env()
    assert launcher.run("--once", "--location", "Seoul", env=env).returncode == 0
    assert server.count(SEARCH) == 1
    app = launcher.spawn("--location", "Seoul", env=env)
    text = wait_loaded(app)
    assert text.startswith("┌ Seoul"), text
    assert app.quit() == 0
    assert (server.count(SEARCH), server.count(FORECAST)) == (1, 2), server.stats()


def test_a_name_found_before_loads_while_the_place_search_is_down(launcher, server):
    env = launcher.env()
    assert launcher.run("--once", "--location", "Seoul", env=env).returncode == 0
    server.control(mode="http_500", paths=[SEARCH])

    once = launcher.run("--once", "--location", "Seoul", env=env)
    assert once.returncode == 0 and once.stderr == b"", once.stderr
    assert once.stdout.decode().startswith("Seoul") and "Offline" not in once.stdout.decode(), once.stdout
    report = launcher.run("--json", "--location", "Seoul", env=env)
    assert report.returncode == 0 and json.loads(report.stdout)["stale"] is False, report.stderr
    bar = launcher.run("--format", "%t", "--fresh-for", "0", "--location", "Seoul", env=env)
    assert bar.returncode == 0 and re.fullmatch(r"-?\d+°C\n", bar.stdout.decode()), (bar.stdout, bar.stderr)
    assert server.count(FORECAST) == 4 and server.count(SEARCH) == 1, server.stats()

    # A name not found before still needs the search, and says it failed.
    new = launcher.run("--once", "--location", "Busan", env=env)
    assert new.returncode == 1 and "The place search failed" in new.stderr.decode(), new.stderr
