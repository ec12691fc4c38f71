"""Standard streams closed at start (`>&-`, `2>&-`): a one-shot mode without standard output exits 1 and
says so on standard error (where there is one), asking no service; the log, which would otherwise be
opened on the free descriptor, never receives the report or the messages meant for the user."""

import os
import subprocess
from pathlib import Path

import pytest

from weathertui_testing.screens import CRASH_TEXTS

FORECAST = "/v1/forecast"
SEOUL = ("--location", "37.57,126.98")
MODES = [("--once",), ("--json",), ("--format", "%t"), ("--waybar",)]
CLOSED_OUTPUT = b"weathertui: cannot write the output: standard output is closed\n"


def run_closing(launcher, args, env, closed):
    """Runs the binary with the standard descriptors in `closed` closed, the others piped."""
    def close():
        for descriptor in closed:
            os.close(descriptor)
    return subprocess.run([launcher.binary, *args], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, preexec_fn=close, timeout=15)


def log_text(env):
    log = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "weathertui.log"
    return log.read_text(errors="replace") if log.exists() else ""


def check_no_crash(result):
    for text in CRASH_TEXTS:
        assert text.encode() not in result.stdout + result.stderr, result.stderr.decode(errors="replace")


@pytest.mark.parametrize("mode", MODES, ids=lambda mode: mode[0])
def test_closed_standard_output_is_an_error_not_a_report_in_the_log(launcher, server, mode):
    env = launcher.env()
    result = run_closing(launcher, [*mode, *SEOUL], env, closed=[1])
    assert result.returncode == 1, result.stderr
    assert result.stderr == CLOSED_OUTPUT, result.stderr
    assert server.count(FORECAST) == 0, "asked the service for output nobody can read"
    log = log_text(env)
    assert "°C" not in log and "Seoul" not in log, log
    check_no_crash(result)


@pytest.mark.parametrize("mode", MODES, ids=lambda mode: mode[0])
def test_closed_standard_error_keeps_the_messages_out_of_the_log(launcher, server, mode):
    """The service fails: the stored report is printed, and the reason, which would have gone to
    standard error, goes nowhere."""
    env = launcher.env()
    assert launcher.run(*mode, *SEOUL, env=env).returncode == 0
    # Both forecasts fail: MET Norway's, the fallback, cannot stand in for Open-Meteo's.
    server.control(mode="http_500", paths=[FORECAST, "/weatherapi/locationforecast/"])
    result = run_closing(launcher, [*mode, "--fresh-for", "0", *SEOUL], env, closed=[2])
    assert result.returncode == 0
    assert b"stale" in result.stdout or b"Offline" in result.stdout, result.stdout
    log = log_text(env)
    assert "having trouble" not in log and "Try again later" not in log, log
    assert "°C" not in log, log


@pytest.mark.parametrize("mode", MODES, ids=lambda mode: mode[0])
def test_both_closed_exit_1_with_nothing_in_the_log(launcher, server, mode):
    env = launcher.env()
    result = run_closing(launcher, [*mode, *SEOUL], env, closed=[1, 2])
    assert result.returncode == 1
    assert server.count(FORECAST) == 0
    log = log_text(env)
    assert "°C" not in log and "standard output" not in log, log
