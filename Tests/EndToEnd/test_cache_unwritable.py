"""A cache directory on a full or read-only file system: the run goes on, and says once, on screen (or
on standard error in a one-shot mode) and in the log, that nothing could be saved; `*` says that the pin
was not saved; `doctor` names the full disk and the read-only mount, for root too. The file systems are
small tmpfs mounts, which need root: skipped elsewhere."""

import errno
import os
import subprocess

import pytest

SEOUL = ("--location", "37.57,126.98")


@pytest.fixture
def mount_point(tmp_path):
    point = tmp_path / "cache-fs"
    point.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(point)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("a tmpfs cannot be mounted here: %s" % mounted.stderr.decode(errors="replace").strip())
    (point / "weathertui").mkdir(mode=0o700)
    yield point
    subprocess.run(["umount", "-l", str(point)], capture_output=True)


def fill(point):
    """Writes to the file system until it has no space left."""
    filler = os.open(point / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(filler, b"\0" * 4096)
    except OSError as error:
        assert error.errno == errno.ENOSPC, error
    finally:
        os.close(filler)


def cache_env(launcher, point):
    env = launcher.env()
    env["XDG_CACHE_HOME"] = str(point)
    return env


def doctor_cache_line(launcher, env):
    result = launcher.run("doctor", *SEOUL, env=env)
    return next(row for row in result.stdout.decode().splitlines() if row.startswith("Cache directory: "))


def test_a_full_disk_is_said_once_and_doctor_names_it(launcher, server, mount_point):
    env = cache_env(launcher, mount_point)
    fill(mount_point)
    result = launcher.run("--once", *SEOUL, env=env)
    assert result.returncode == 0 and "°C" in result.stdout.decode(), result
    assert result.stderr.decode().splitlines() == ["weathertui: Could not save to the cache: No space left on device"], result.stderr
    assert doctor_cache_line(launcher, env).endswith("but its file system is full)")

    app = launcher.spawn(*SEOUL, env=env)
    # The notice stands in the key bar's place once the weather has loaded. A feed's store may fail
    # (and the notice show) while the weather is still loading: the loaded screen is waited for first.
    app.wait_for("updated", message="the loaded screen")
    app.wait_for("Could not save to the cache: No space left on device", message="the notice that nothing was saved")
    app.press("*")
    app.wait_for("Pins not saved: No space left on device", message="the notice that the pin was not saved")
    assert app.quit() == 0


def test_a_read_only_mount_is_said_and_doctor_tells_it_from_permissions(launcher, server, mount_point):
    env = cache_env(launcher, mount_point)
    remounted = subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], capture_output=True)
    assert remounted.returncode == 0, remounted.stderr
    # Root may write anywhere its permissions say: only the mount stops it.
    line = doctor_cache_line(launcher, env)
    assert line.endswith("on a read-only file system)"), line
    result = launcher.run("--format", "%t", *SEOUL, env=env)
    assert result.returncode == 0 and "°C" in result.stdout.decode(), result
    assert result.stderr.decode().splitlines() == ["weathertui: Could not save to the cache: Read-only file system"], result.stderr
