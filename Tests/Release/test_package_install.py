"""The Debian package installed on this machine as a user installs it (`apt-get install ./weathertui_….deb`),
its binary checked where it landed (Tests/Release/test_hardening.py and the end-to-end smoke tests named
by SMOKE_TESTS, run on /usr/bin/weathertui), then removed with `dpkg -r`: nothing of the package is left,
only what the user's own runs wrote in their home (the config file and the cache).

Needs root or password-less sudo, and no weathertui package on the machine already: the test does not
replace a user's. `make package-test` runs it after the package's own tests (the tests here run in order:
the removal is last)."""

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from weathertui_testing.environment import app_env, make_home
from weathertui_testing.fake_server import FakeServer
from weathertui_testing.paths import REPO
from weathertui_testing.project import VERSION

INSTALLED = "/usr/bin/weathertui"


def root_prefix():
    if os.geteuid() == 0:
        return []
    if subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode == 0:
        return ["sudo", "-n"]
    pytest.fail("installing the package needs root or password-less sudo")


def as_root(*args):
    command = root_prefix() + ["env", "DEBIAN_FRONTEND=noninteractive", *args]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, "%s failed:\n%s%s" % (shlex.join(command), result.stdout, result.stderr)
    return result.stdout


def package_status():
    """dpkg's status of weathertui ("installed", "config-files"…), or "" when dpkg has no record of it."""
    result = subprocess.run(["dpkg-query", "-W", "-f", "${db:Status-Status}", "weathertui"], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else ""


@pytest.fixture(scope="module")
def deb():
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    path = Path(os.environ.get("WEATHERTUI_DEB") or REPO / "dist" / ("weathertui_%s_%s.deb" % (VERSION, arch)))
    if not path.is_file():
        pytest.fail("no package at %s: run `make deb`" % path)
    return path.resolve()


@pytest.fixture(scope="module")
def installed(deb):
    """The package's files as dpkg lists them once apt has installed it."""
    root_prefix()
    if package_status() not in ("", "not-installed"):
        pytest.fail("a weathertui package is on this machine already (%s): remove it first (dpkg -r weathertui)"
                    % package_status())
    try:
        as_root("apt-get", "install", "-y", "-q", "--no-install-recommends", str(deb))
        yield [line for line in subprocess.run(["dpkg", "-L", "weathertui"], capture_output=True, text=True,
                                               check=True).stdout.splitlines() if line.strip()]
    finally:
        if package_status() not in ("", "not-installed"):
            as_root("dpkg", "-r", "weathertui")


def pytest_run(*args, env):
    """The repository's pytest on `args`, as a child: it prints its own report on failure."""
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                            cwd=REPO, env={**os.environ, **env}, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]


def test_apt_installs_the_packages_files(installed, deb):
    listed = {line.split(None, 5)[5].removeprefix(".") for line in
              subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout.splitlines()
              if line.startswith("-")}
    assert listed <= set(installed)
    assert all(os.path.isfile(path) for path in listed)
    assert package_status() == "installed"
    result = subprocess.run([INSTALLED, "--version"], capture_output=True, text=True, timeout=10)
    assert result.returncode == 0 and result.stdout.startswith("weathertui %s (" % VERSION), result


def test_the_installed_binary_is_hardened(installed):
    pytest_run("Tests/Release/test_hardening.py", env={"WEATHERTUI_INSTALLED": INSTALLED})


def test_the_installed_binary_passes_the_smoke_tests(installed):
    tests = os.environ.get("SMOKE_TESTS", "").split()
    if not tests:
        pytest.fail("SMOKE_TESTS names no tests: run `make package-test`")
    pytest_run(*tests, env={"WEATHERTUI_BIN": INSTALLED})


def test_dpkg_r_leaves_only_the_users_config_and_cache(installed, tmp_path):
    home = make_home(tmp_path / "home", config='units = "metric"\n')
    server = FakeServer()
    try:
        result = subprocess.run([INSTALLED, "--once", "--location", "37.5667,126.9783"], env=app_env(home, url=server.url),
                                capture_output=True, text=True, timeout=30)
    finally:
        server.stop()
    assert result.returncode == 0 and result.stdout.startswith("Seoul"), result
    users = sorted(p for p in home.rglob("*") if p.is_file())
    assert home / "config" / "weathertui" / "config.toml" in users
    assert any(p.parent == home / "cache" / "weathertui" for p in users), users

    as_root("dpkg", "-r", "weathertui")
    assert package_status() in ("", "not-installed"), "dpkg keeps a record of weathertui: %s" % package_status()
    left = [path for path in installed if os.path.lexists(path) and not os.path.isdir(path)]
    assert left == [], "dpkg -r left %s" % left
    for folder in ("/usr/share/weathertui", "/usr/share/doc/weathertui"):
        assert not os.path.exists(folder), folder
    assert not list(Path("/var/lib/dpkg/info").glob("weathertui.*"))
    assert sorted(p for p in home.rglob("*") if p.is_file()) == users, "the user's files changed"
