"""The release tarball `make dist` builds (WEATHERTUI_TARBALL, default
dist/weathertui-<version>-linux-<machine>.tar.gz): one top folder laid out as `make install` lays out a
prefix, the same binary as the Debian package, the licences and the install note, and a binary that runs
from where it was unpacked."""

import hashlib
import os
import platform
import re
import subprocess
import tarfile
from pathlib import Path

import pytest

from weathertui_testing.environment import make_home, plain_env
from weathertui_testing.paths import REPO
from weathertui_testing.project import HOMEPAGE, VERSION

NAME = "weathertui-%s-linux-%s" % (VERSION, platform.machine())
TARBALL = Path(os.environ.get("WEATHERTUI_TARBALL") or REPO / "dist" / (NAME + ".tar.gz"))
FILES = {
    "bin/weathertui": 0o755,
    "share/man/man1/weathertui.1": 0o644,
    "share/bash-completion/completions/weathertui": 0o644,
    "share/zsh/site-functions/_weathertui": 0o644,
    "share/fish/vendor_completions.d/weathertui.fish": 0o644,
    "share/weathertui/demo/open-meteo-seoul.json": 0o644,
    "share/weathertui/basemap.bin": 0o644,
    "INSTALL": 0o644,
    "LICENSE": 0o644,
    "COPYRIGHT": 0o644,
    "NOTICE": 0o644,
}


@pytest.fixture(scope="module")
def tarball():
    if not TARBALL.is_file():
        pytest.fail("no tarball at %s: run `make dist`" % TARBALL)
    return TARBALL


@pytest.fixture(scope="module")
def unpacked(tarball, tmp_path_factory):
    target = tmp_path_factory.mktemp("dist")
    with tarfile.open(tarball) as tar:
        tar.extractall(target, filter="tar")
    return target / NAME


@pytest.fixture(scope="module")
def deb():
    """The Debian package of the same build (WEATHERTUI_DEB, default dist/weathertui_<version>_<arch>.deb)."""
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    path = Path(os.environ.get("WEATHERTUI_DEB") or REPO / "dist" / ("weathertui_%s_%s.deb" % (VERSION, arch)))
    if not path.is_file():
        pytest.fail("no package at %s to compare with: run `make deb`" % path)
    return path


@pytest.fixture(scope="module")
def deb_tree(deb, tmp_path_factory):
    root = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def test_one_folder_with_every_file_owned_by_root(tarball):
    with tarfile.open(tarball) as tar:
        members = tar.getmembers()
    assert {m.name.split("/")[0] for m in members} == {NAME}
    assert all((m.uid, m.gid) == (0, 0) for m in members)
    files = {m.name.removeprefix(NAME + "/"): m.mode for m in members if m.isfile()}
    assert files == FILES
    assert all(m.mode == 0o755 for m in members if m.isdir())


def test_the_binary_is_the_packages(unpacked, deb_tree):
    def digest(path):
        return hashlib.sha256(path.read_bytes()).hexdigest()
    assert digest(unpacked / "bin/weathertui") == digest(deb_tree / "usr/bin/weathertui")
    assert (unpacked / "NOTICE").read_text() == (deb_tree / "usr/share/doc/weathertui/NOTICE").read_text()
    assert (unpacked / "COPYRIGHT").read_text() == (deb_tree / "usr/share/doc/weathertui/copyright").read_text()


def test_licences_and_the_install_note(unpacked, deb):
    assert (unpacked / "LICENSE").read_text() == (REPO / "LICENSE").read_text()
    assert "Apache License" in (unpacked / "LICENSE").read_text()
    note = (unpacked / "INSTALL").read_text()
    version_line = subprocess.run([str(unpacked / "bin/weathertui"), "--version"], capture_output=True, text=True,
                                  check=True).stdout.strip()
    assert note.startswith(version_line + ", built for Linux"), note[:200]
    assert HOMEPAGE in note and "weathertui_%s_" % VERSION in note
    depends = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True).stdout.strip()
    for item in depends.split(", "):
        assert "\n    %s\n" % item in note, "the note does not name %s" % item
    page = (unpacked / "share/man/man1/weathertui.1").read_text()
    assert re.search(r'^\.TH .* "weathertui %s" "User Commands"$' % re.escape(VERSION), page, re.M)


def test_runs_where_it_was_unpacked(unpacked, tmp_path):
    # The demo data is found beside the binary, in ../share/weathertui, not in the source tree.
    home = make_home(tmp_path / "home")
    env = plain_env(home, {"XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache")})
    result = subprocess.run([str(unpacked / "bin/weathertui"), "--demo", "--once"], env=env, capture_output=True,
                            text=True, timeout=30, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Seoul"), result.stdout
