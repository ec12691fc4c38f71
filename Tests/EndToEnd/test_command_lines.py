"""The command lines run lately: a status bar runs one command line every few seconds, and a run of a
command line this build has parsed before starts from the options it was parsed to (command-lines.json
in the cache). The tests check that each command line still means what it says: its own options, not
another build's, never values the parser would refuse, and nothing kept from one that did not parse."""

import json
import re
import stat
from pathlib import Path

FORECAST = "/v1/forecast"
POLL = ("--format", "%t", "--location", "Seoul")


def memo_file(env):
    return Path(env["XDG_CACHE_HOME"]) / "weathertui" / "command-lines.json"


def temperature(result):
    assert result.returncode == 0, result.stderr
    text = result.stdout.decode().rstrip("\n")
    assert re.fullmatch(r"-?\d+°[CF]", text), text
    return text[-1]


def test_each_command_line_run_again_means_what_it_says(launcher, server):
    env = launcher.env()
    imperial = POLL + ("--units", "imperial")
    for _ in range(2):
        assert temperature(launcher.run(*POLL, env=env)) == "C"
        assert temperature(launcher.run(*imperial, env=env)) == "F"
    assert server.count(FORECAST) == 1
    lines = json.loads(memo_file(env).read_text())["lines"]
    assert [line["arguments"] for line in lines] == [list(imperial), list(POLL)]
    assert stat.S_IMODE(memo_file(env).stat().st_mode) == 0o600


def test_a_command_line_run_before_is_not_parsed_again(launcher):
    """Shown by changing what was kept: the run follows the kept options, not the words."""
    env = launcher.env()
    assert temperature(launcher.run(*POLL, env=env)) == "C"
    memo = json.loads(memo_file(env).read_text())
    (line,) = memo["lines"]
    line["options"]["units"] = "imperial"
    memo_file(env).write_text(json.dumps(memo))
    assert temperature(launcher.run(*POLL, env=env)) == "F"


def test_another_builds_command_lines_are_parsed_again(launcher):
    env = launcher.env()
    assert temperature(launcher.run(*POLL, env=env)) == "C"
    memo = json.loads(memo_file(env).read_text())
    this_build = memo["binary"]
    memo["binary"] = "0.0.1 another build"
    memo["lines"][0]["options"]["units"] = "imperial"
    memo_file(env).write_text(json.dumps(memo))
    assert temperature(launcher.run(*POLL, env=env)) == "C"
    rewritten = json.loads(memo_file(env).read_text())
    assert rewritten["binary"] == this_build
    assert rewritten["lines"][0]["options"].get("units") is None


def test_a_kept_value_the_parser_refuses_is_parsed_again(launcher, server):
    """A --fresh-for past its limit would keep a stale report as fresh: the words are read again, and the
    stale report is fetched anew."""
    env = launcher.env()
    assert temperature(launcher.run(*POLL, env=env)) == "C"
    memo = json.loads(memo_file(env).read_text())
    memo["lines"][0]["options"]["freshFor"] = 10**9
    memo_file(env).write_text(json.dumps(memo))
    for path in (Path(env["XDG_CACHE_HOME"]) / "weathertui").glob("forecast-*,*.json"):
        data = json.loads(path.read_text())
        data["report"]["fetchedAt"] -= 3600
        path.write_text(json.dumps(data))
    result = launcher.run(*POLL, env=env)
    assert temperature(result) == "C" and result.stderr == b"", result.stderr
    assert server.count(FORECAST) == 2


def test_a_damaged_file_is_parsed_again_and_replaced(launcher):
    env = launcher.env()
    assert temperature(launcher.run(*POLL, env=env)) == "C"
    memo_file(env).write_text('{"binary": "' + "\x1b[31m" * 3)
    result = launcher.run(*POLL, env=env)
    assert temperature(result) == "C" and result.stderr == b"", result.stderr
    assert [line["arguments"] for line in json.loads(memo_file(env).read_text())["lines"]] == [list(POLL)]


def test_a_command_line_that_does_not_parse_is_not_kept(launcher):
    env = launcher.env()
    assert temperature(launcher.run(*POLL, env=env)) == "C"
    for _ in range(2):
        refused = launcher.run("--format", "%Q", "--location", "Seoul", env=env)
        assert refused.returncode == 2 and b"%Q" in refused.stderr, refused.stderr
    assert [line["arguments"] for line in json.loads(memo_file(env).read_text())["lines"]] == [list(POLL)]
