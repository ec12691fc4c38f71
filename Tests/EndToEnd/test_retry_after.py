"""A rate-limited service's Retry-After holds for every one-shot mode, whatever its --fresh-for: once a
429 asked to wait, no mode asks that service for that place before the time is up. They print the stored
report marked stale (--once and --json say why and until when on stderr), or, with nothing stored, say
when the next try is; the wait is kept in next-try.json. The chosen service's own wait: without fallback
(MET Norway standing in for a rate-limited Open-Meteo is test_failover.py's)."""

import json
import re

import pytest

from weathertui_testing.environment import age_store, age_waits

FORECAST = "/v1/forecast"
NO_FALLBACK = "fallback = false\n"
SEOUL = ("--location", "37.57,126.98")
MODES = {
    "format": ("--format", "%t"),
    "format-fresh-for-0": ("--format", "%t", "--fresh-for", "0"),
    "waybar": ("--waybar",),
    "once": ("--once",),
    "json": ("--json",),
}
HELD_BACK = re.compile(r"^weathertui: the weather service asked to wait; stored data shown until the next try at \d\d:\d\d UTC$",
                       re.MULTILINE)


def assert_stale(name, result):
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    if name.startswith("format"):
        assert re.fullmatch(r"-?\d+°C \(stale, 10 min ago\)\n", out), out
    elif name == "waybar":
        assert "stale" in json.loads(out)["class"], out
    elif name == "once":
        assert "Offline: stored data from" in out, out
        assert HELD_BACK.search(result.stderr.decode()), result.stderr
    else:
        assert json.loads(out)["stale"] is True, out
        assert HELD_BACK.search(result.stderr.decode()), result.stderr


@pytest.mark.parametrize("limited", list(MODES))
def test_a_retry_after_holds_back_every_mode(launcher, server, limited):
    """One mode meets the 429; then no mode asks again, each printing the stored report marked stale."""
    env = launcher.env(config=NO_FALLBACK)
    assert launcher.run(*MODES[limited], *SEOUL, env=env).returncode == 0
    age_store(env, 601)
    server.control(mode="http_429", paths=[FORECAST], retry_after=900)
    first = launcher.run(*MODES[limited], *SEOUL, env=env)
    assert first.returncode == 0, first.stderr
    assert server.count(FORECAST) == 2
    for name, mode in MODES.items():
        for _ in range(2):
            assert_stale(name, launcher.run(*mode, *SEOUL, env=env))
    assert server.count(FORECAST) == 2, "a mode asked the service before its Retry-After"


@pytest.mark.parametrize("mode", [MODES["once"], MODES["format-fresh-for-0"]], ids=["once", "format-fresh-for-0"])
def test_with_nothing_stored_the_next_try_time_is_said(launcher, server, mode):
    env = launcher.env(config=NO_FALLBACK)
    server.control(mode="http_429", paths=[FORECAST], retry_after=900)
    first = launcher.run(*mode, *SEOUL, env=env)
    assert first.returncode == 1 and "Wait 900 s, then retry." in first.stderr.decode(), first.stderr
    again = launcher.run(*mode, *SEOUL, env=env)
    assert again.returncode == 1, again.stderr
    assert re.fullmatch(r"weathertui: the weather service asked to wait and no weather is stored; next try at \d\d:\d\d UTC\n",
                        again.stderr.decode()), again.stderr
    assert server.count(FORECAST) == 1


def test_once_asks_again_when_the_wait_is_over(launcher, server):
    """--fresh-for 0 keeps only the wait the service asked for, not the status bars' own backoff."""
    env = launcher.env(config=NO_FALLBACK)
    assert launcher.run("--once", *SEOUL, env=env).returncode == 0
    server.control(mode="http_429", paths=[FORECAST], retry_after=1)
    assert launcher.run("--once", *SEOUL, env=env).returncode == 0
    assert launcher.run("--once", *SEOUL, env=env).returncode == 0
    assert server.count(FORECAST) == 2
    age_waits(env, 2)
    server.control(mode="ok")
    later = launcher.run("--once", *SEOUL, env=env)
    assert later.returncode == 0 and "Offline" not in later.stdout.decode(), later.stdout
    assert server.count(FORECAST) == 3


def test_the_dashboard_started_during_the_wait_shows_the_stored_report_without_asking(launcher, server):
    """The dashboard keeps a wait that a one-shot run met: the stored report, offline, and how long to wait."""
    env = launcher.env(config=NO_FALLBACK)
    assert launcher.run("--once", *SEOUL, env=env).returncode == 0
    age_store(env, 601)
    server.control(mode="http_429", paths=[FORECAST], retry_after=900)
    assert launcher.run("--once", *SEOUL, env=env).returncode == 0
    assert server.count(FORECAST) == 2
    app = launcher.spawn(*SEOUL, env=env)
    text = app.wait_for(lambda t: "Too many requests" in t and t, message="the stored report and the wait")
    assert re.search(r"offline · from \d\d:\d\d, 10 min ago ┐$", text.splitlines()[0]), text.splitlines()[0]
    assert re.search(r"Wait (8\d\d|900) s, then retry\.", text), text
    assert server.count(FORECAST) == 2, "the dashboard asked the service before its Retry-After"
    assert app.quit() == 0
