"""Where the output goes and what the app leaves on disk: closed pipes, a full disk, private cache files,
the log (rotation, appending, links), the config file's permissions, and argument checking."""

import os
import re
import signal
import stat
import subprocess
from pathlib import Path

import pytest

from conftest import wait_loaded
from weathertui_testing.screens import CRASH_TEXTS

LOCATION = "37.57,126.98"
ONE_SHOT = ["--once", "--location", LOCATION]
FORMATS = {"once": ["--once"], "json": ["--json"]}
BACKTRACE = re.compile(r"Fatal error|Program crashed|Backtrace|Thread \d+ crashed|at /.*\.swift:\d+|💣")


def run(launcher, argv, env, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, umask=0o022, timeout=15):
    return subprocess.run([launcher.binary, *argv], env=env, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE,
                          umask=umask, timeout=timeout)


def assert_no_backtrace(*streams):
    for s in streams:
        text = s.decode(errors="replace") if isinstance(s, bytes) else (s or "")
        assert not BACKTRACE.search(text), "crash output:\n" + text
        for needle in CRASH_TEXTS:
            assert needle not in text, "crash text %r:\n%s" % (needle, text)


def cache_dir(env):
    return Path(env["XDG_CACHE_HOME"]) / "weathertui"


def mode_of(path):
    return stat.S_IMODE(os.lstat(path).st_mode)


# --------------------------------------------------------------------------
# 6. A reader that went away
# --------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", list(FORMATS))
def test_closed_pipe_ends_quietly_with_141(launcher, fmt):
    """`weathertui --once | head -1`, with head already gone when the report is written (a report fits in
    the pipe's buffer, so a live reader would never make the write fail)."""
    env = launcher.env()
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = run(launcher, FORMATS[fmt] + ["--location", LOCATION], env, stdout=write_end)
    finally:
        os.close(write_end)
    assert result.stderr == b"", "stderr should be empty:\n" + result.stderr.decode(errors="replace")
    assert result.returncode in (141, -signal.SIGPIPE), \
        "exit status %d; expected 141 (a quiet end, like the default SIGPIPE)" % result.returncode


# --------------------------------------------------------------------------
# 7. A full disk
# --------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", list(FORMATS))
def test_full_disk_is_one_clear_line(launcher, fmt):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    env = launcher.env()
    with open("/dev/full", "wb") as full:
        result = run(launcher, FORMATS[fmt] + ["--location", LOCATION], env, stdout=full)
    err = result.stderr.decode(errors="replace")
    assert_no_backtrace(err)
    lines = err.splitlines()
    assert len(lines) == 1, "expected exactly one line on stderr, got:\n" + err
    assert lines[0].startswith("weathertui: ") and "No space left on device" in lines[0], lines[0]
    assert result.returncode == 1, "exit status %d; stderr: %s" % (result.returncode, err)


# --------------------------------------------------------------------------
# 11. Files in the cache directory
# --------------------------------------------------------------------------

def test_cache_files_are_private(launcher):
    env = launcher.env()
    # The app in the pty with a umask of 022 (files would be 0644 and the directory 0755 by default).
    app = launcher.spawn("--location", LOCATION, env=env, shell_setup="umask 022")
    wait_loaded(app)
    app.settle(0.3)
    assert app.quit() == 0
    cache = cache_dir(env)
    assert mode_of(cache) == 0o700, "%s is %o, expected 700" % (cache, mode_of(cache))
    files = [cache / "last-location.json", cache / "weathertui.log"] + sorted(cache.glob("place-names-*.json"))
    for f in files:
        assert f.exists(), "%s was not written; the cache holds %s" % (f.name, sorted(p.name for p in cache.iterdir()))
        assert mode_of(f) == 0o600, "%s is %o, expected 600" % (f.name, mode_of(f))
    # Nothing else in there is readable by others either.
    for f in cache.iterdir():
        assert mode_of(f) & 0o077 == 0, "%s is %o" % (f.name, mode_of(f))


def log_lines(path):
    return path.read_text(errors="replace").splitlines()


def loaded_lines(lines):
    return [l for l in lines if re.search(r"\bloaded\b", l)]


def test_log_is_rotated_at_about_a_megabyte(launcher):
    env = launcher.env()
    cache = cache_dir(env)
    cache.mkdir(parents=True, mode=0o700)
    log = cache / "weathertui.log"
    old = b"".join(b"2025-11-22T00:00:00Z info weathertui: old line %06d\n" % i for i in range(25000))
    old = (old * 2)[:1_100_000]
    log.write_bytes(old)
    os.chmod(log, 0o600)
    result = run(launcher, ONE_SHOT, env)
    assert result.returncode == 0, result.stderr
    rotated = cache / "weathertui.log.1"
    assert rotated.exists(), "no weathertui.log.1; the cache holds %s" % sorted(p.name for p in cache.iterdir())
    assert rotated.read_bytes() == old, "weathertui.log.1 does not hold the old log"
    size = log.stat().st_size
    assert size < 100_000, "the new log is %d bytes" % size
    assert loaded_lines(log_lines(log)), "the new log has no line from this run:\n" + log.read_text(errors="replace")
    assert mode_of(log) == 0o600 and mode_of(rotated) == 0o600, (oct(mode_of(log)), oct(mode_of(rotated)))


def test_log_is_appended_to(launcher):
    env = launcher.env()
    for _ in range(2):
        result = run(launcher, ONE_SHOT, env)
        assert result.returncode == 0, result.stderr
    lines = log_lines(cache_dir(env) / "weathertui.log")
    assert len(loaded_lines(lines)) == 2, "expected a 'loaded' line from each of two runs:\n" + "\n".join(lines)


def test_log_symlink_is_not_followed(launcher, tmp_path):
    env = launcher.env()
    cache = cache_dir(env)
    cache.mkdir(parents=True, mode=0o700)
    target = tmp_path / "precious.txt"
    content = b"do not touch\n" * 10
    target.write_bytes(content)
    os.chmod(target, 0o644)
    (cache / "weathertui.log").symlink_to(target)
    result = run(launcher, ONE_SHOT, env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip(), "no report"
    assert target.read_bytes() == content, "the file behind the link was written to"
    assert mode_of(target) == 0o644, "the file behind the link had its mode changed to %o" % mode_of(target)
    assert_no_backtrace(result.stderr)


# --------------------------------------------------------------------------
# 12. The config file's permissions
# --------------------------------------------------------------------------

@pytest.mark.parametrize("mode,with_key,warned", [
    (0o644, True, True),
    (0o600, True, False),
    (0o644, False, False),
], ids=["key-0644-warns", "key-0600-quiet", "no-key-0644-quiet"])
def test_config_holding_a_key_must_be_private(launcher, mode, with_key, warned):
    config = 'provider = "open-meteo"\n' + ('api_key = "sekrit"\n' if with_key else "")
    env = launcher.env(config=config)
    path = Path(env["XDG_CONFIG_HOME"]) / "weathertui" / "config.toml"
    os.chmod(path, mode)
    result = run(launcher, ONE_SHOT, env)
    err = result.stderr.decode(errors="replace")
    assert result.returncode == 0, "exit status %d: %s" % (result.returncode, err)
    assert result.stdout.strip(), "no report"
    if warned:
        lines = err.splitlines()
        assert len(lines) == 1, "expected one warning line, got:\n" + err
        assert str(path) in lines[0] and "readable" in lines[0], lines[0]
        assert "sekrit" not in err
    else:
        assert err == "", "expected no warning, got:\n" + err


@pytest.mark.parametrize("kind,message", [
    ("directory", "is a directory, not a file"),
    ("fifo", "is a FIFO (named pipe), not a file"),
    ("loop", "is a loop of symbolic links"),
    ("range", "(line 2): 'max_age' must be 0 to 2592000 seconds, not -1"),
    ("timeout", "(line 1): 'request_timeout' must be 1 to 120 seconds, not 0"),
])
def test_a_config_file_that_cannot_be_used_says_what_and_where(launcher, kind, message):
    env = launcher.env()
    path = Path(env["XDG_CONFIG_HOME"]) / "weathertui" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "directory":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)     # no writer: opening it for reading blindly would block for ever
    elif kind == "loop":
        path.symlink_to(path)
    elif kind == "range":
        path.write_text('units = "metric"\nmax_age = -1\n')
    else:
        path.write_text("request_timeout = 0\n")
    result = run(launcher, ONE_SHOT, env)
    err = result.stderr.decode(errors="replace")
    assert result.returncode == 2, (result.returncode, err)
    assert err.strip() == "weathertui: %s%s%s" % (path, " " if kind in ("range", "timeout") else ": ", message), err
    assert result.stdout == b""


# --------------------------------------------------------------------------
# 13. Arguments
# --------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["59", "86401", "9223372036854775807"])
def test_refresh_interval_out_of_range(launcher, value):
    result = launcher.run("--refresh-interval", value, "--once")
    err = result.stderr.decode(errors="replace")
    assert result.returncode == 2, (result.returncode, err)
    assert "60" in err and "86400" in err, "the usage message should give the range 60 to 86400:\n" + err
    assert result.stdout == b""
    assert_no_backtrace(err)


@pytest.mark.parametrize("value", ["60", "86400"])
def test_refresh_interval_limits_are_accepted(launcher, value):
    result = launcher.run("--refresh-interval", value, *ONE_SHOT)
    assert result.returncode == 0, result.stderr.decode(errors="replace")
    assert result.stdout.strip()


def test_refresh_interval_out_of_range_in_config(launcher):
    result = launcher.run(*ONE_SHOT, config="refresh_interval = 100000\n")
    err = result.stderr.decode(errors="replace")
    assert result.returncode == 2, (result.returncode, err)
    assert "refresh_interval" in err, err
    assert_no_backtrace(err)


@pytest.mark.parametrize("args", [
    ["--units", "\x1b[2Jevil"],
    ["--location", "\x1b]0;pwned\x07x"],
], ids=["units", "location"])
def test_argument_errors_carry_no_control_characters(launcher, args):
    result = launcher.run(*args, "--once")
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert result.stderr.strip(), "no message"
    assert b"\x1b" not in result.stderr and b"\x07" not in result.stderr, result.stderr
    assert b"\x1b" not in result.stdout and b"\x07" not in result.stdout, result.stdout
    assert_no_backtrace(result.stderr)
