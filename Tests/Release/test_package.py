"""The Debian package `make deb` builds (WEATHERTUI_DEB, default dist/weathertui_<version>_<arch>.deb), read
as apt would install it: its control fields, every file with its owner and mode, Depends covering every
library the binary links, the machine-readable copyright naming every library linked into the binary,
the changelog and md5sums; and lintian with no error or warning (packaging/lintian-overrides gives the
reason for each tag it silences). Needs dpkg-dev and lintian (`make package-test-deps`) and the release
build the package was made from (.build/release)."""

import gzip
import hashlib
import os
import re
import subprocess
from pathlib import Path

import pytest

from weathertui_testing.paths import RELEASE_BINARY, REPO
from weathertui_testing.project import HOMEPAGE, VERSION

ARCH = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
DEB = Path(os.environ.get("WEATHERTUI_DEB") or REPO / "dist" / ("weathertui_%s_%s.deb" % (VERSION, ARCH)))
FILES = {
    "usr/bin/weathertui": 0o755,
    "usr/share/man/man1/weathertui.1.gz": 0o644,
    "usr/share/bash-completion/completions/weathertui": 0o644,
    "usr/share/zsh/vendor-completions/_weathertui": 0o644,
    "usr/share/fish/vendor_completions.d/weathertui.fish": 0o644,
    "usr/share/weathertui/demo/open-meteo-seoul.json": 0o644,
    "usr/share/weathertui/basemap.bin": 0o644,
    "usr/lib/systemd/user/weathertui-watch.service": 0o644,
    "usr/share/doc/weathertui/copyright": 0o644,
    "usr/share/doc/weathertui/changelog.gz": 0o644,
    "usr/share/doc/weathertui/NOTICE": 0o644,
    "usr/share/lintian/overrides/weathertui": 0o644,
}
# The Swift toolchain's static libraries the release binary may link, each known by a symbol only it
# defines, and the name the copyright file gives it.
TOOLCHAIN_LIBRARIES = {
    "libswiftCore.a": r"\$ss5print_9separator10terminatoryypd_S2StF$|^swift_retain$",
    "libswift_Concurrency.a": r"^swift_task_create$",
    "libFoundationEssentials.a": r"^\$s20FoundationEssentials",
    "libCoreFoundation.a": r"^__CFUniChar",
    "libdispatch.a": r"^dispatch_async_f$",
    "libBlocksRuntime.a": r"^_Block_copy$",
    "libstdc++.a": r"^__cxa_throw$|^_ZSt9terminatev$",
}


def run(*args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs).stdout


@pytest.fixture(scope="module")
def deb():
    if not DEB.is_file():
        pytest.fail("no package at %s: run `make deb`" % DEB)
    return DEB


@pytest.fixture(scope="module")
def tree(deb, tmp_path_factory):
    """The package unpacked with its control files (DEBIAN/)."""
    root = tmp_path_factory.mktemp("deb")
    run("dpkg-deb", "-R", str(deb), str(root))
    return root


@pytest.fixture(scope="module")
def control(deb):
    fields = {}
    for match in re.finditer(r"^([\w-]+): (.*(?:\n .*)*)", run("dpkg-deb", "-f", str(deb)), re.M):
        fields[match.group(1)] = match.group(2)
    return fields


def parse_depends(text):
    """{package: version constraint or ""} from a Depends field without alternatives."""
    found = {}
    for item in text.split(","):
        match = re.fullmatch(r"\s*([a-z0-9.+-]+)(?: \((>=|=) ([^)]+)\))?\s*", item)
        assert match, "not a plain dependency: %r" % item
        found[match.group(1)] = match.group(3) or ""
    return found


def test_control_fields(control, tree):
    assert control["Package"] == "weathertui"
    assert control["Version"] == VERSION
    assert control["Architecture"] == ARCH
    assert control["Homepage"] == HOMEPAGE
    assert re.fullmatch(r"[^<>]+ <[^@\s]+@[^@\s]+\.[a-z]+>", control["Maintainer"]), control["Maintainer"]
    assert (control["Section"], control["Priority"]) == ("utils", "optional")
    synopsis, _, long_description = control["Description"].partition("\n")
    assert len(synopsis) < 80 and not synopsis.startswith(("weathertui", "A ", "a ")), synopsis
    assert "--once" in long_description and "--format" in long_description
    size_kib = sum(path.stat().st_size for path in tree.joinpath("usr").rglob("*") if path.is_file()) / 1024
    assert abs(int(control["Installed-Size"]) - size_kib) < 64, (control["Installed-Size"], size_kib)


def test_every_file_with_its_owner_and_mode(deb):
    files, directories = {}, []
    for line in run("dpkg-deb", "-c", str(deb)).splitlines():
        mode, owner, _size, _date, _time, path = line.split(None, 5)
        assert owner == "root/root", line
        path = path.removeprefix("./")
        if mode.startswith("d"):
            directories.append(path)
            assert mode == "drwxr-xr-x", line
        else:
            assert mode.startswith("-"), "not a plain file: %s" % line
            files[path] = sum(1 << (8 - i) for i, c in enumerate(mode[1:]) if c != "-")
    assert files == FILES


def test_the_binary_is_stripped_and_names_its_version(tree):
    binary = tree / "usr/bin/weathertui"
    sections = re.findall(r"^\s*\[\s*\d+\]\s+(\S+)", run("readelf", "-W", "--section-headers", str(binary)), re.M)
    assert ".text" in sections
    kept = [s for s in sections if s in (".symtab", ".strtab", ".comment", ".note") or s.startswith(".debug")]
    assert kept == [], "not stripped as dh_strip strips: %s" % kept
    line = run(str(binary), "--version")
    assert re.fullmatch(r"weathertui %s \(([0-9a-f]{7,}|commit unknown)\)\n" % re.escape(VERSION), line), line
    if RELEASE_BINARY.is_file():
        assert line == run(str(RELEASE_BINARY), "--version"), "the package is not of the current release build"


def test_depends_covers_every_library_the_binary_links(control, tree):
    depends = parse_depends(control["Depends"])
    binary = tree / "usr/bin/weathertui"
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(\S+)\]", run("readelf", "-d", str(binary)))
    assert "libncursesw.so.6" in needed, needed
    for soname in needed:
        owner = package_of(soname)
        assert owner in depends, "the binary links %s (%s) but Depends is %s" % (soname, owner, control["Depends"])
    # Packed relative relocations need the loader of glibc 2.36, a version need without a symbol.
    if "GLIBC_ABI_DT_RELR" in run("readelf", "-W", "-V", str(binary)):
        assert subprocess.run(["dpkg", "--compare-versions", depends["libc6"], "ge", "2.36"]).returncode == 0, depends["libc6"]


def package_of(soname):
    """The Debian package that installed the library the loader finds for `soname`."""
    found = re.search(r"^\s*%s \(libc6,x86-64\) => (\S+)$" % re.escape(soname), run("ldconfig", "-p"), re.M)
    path = found.group(1) if found else "/lib64/" + soname
    candidates = {path, os.path.realpath(path)}
    # Debian's merged /usr: dpkg knows a library by the path its package installed it at.
    candidates |= {c.removeprefix("/usr") for c in candidates} | {"/usr" + c for c in candidates if not c.startswith("/usr/")}
    for candidate in sorted(candidates):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":")[0]
    pytest.fail("no package owns %s (%s)" % (soname, ", ".join(sorted(candidates))))


def paragraphs(text):
    """DEP-5 paragraphs as {field: value} (continuation lines joined with newlines)."""
    found = []
    for block in re.split(r"\n\s*\n", text.strip()):
        fields = {}
        for match in re.finditer(r"^([\w-]+):[ \t]*(.*(?:\n[ \t].*)*)", block, re.M):
            fields[match.group(1)] = match.group(2)
        found.append(fields)
    return found


def linked_packages():
    """The .build/checkouts packages whose modules' objects the release link was given."""
    link_list = RELEASE_BINARY.parent / "weathertui.product" / "Objects.LinkFileList"
    if not link_list.is_file():
        pytest.fail("no %s: run `make release`" % link_list)
    modules = {match.group(1) for match in re.finditer(r"/release/([^/]+\.build)/", link_list.read_text())}
    packages = set()
    for module in modules:
        module_dir = RELEASE_BINARY.parent / module
        for record in list(module_dir.glob("*.json")) + list(module_dir.rglob("*.d"))[:1]:
            match = re.search(r"/\.build/checkouts/([^/]+)/", record.read_text(errors="replace"))
            if match:
                packages.add(match.group(1))
                break
    assert {"swift-nio", "swift-nio-ssl", "async-http-client", "TOMLKit"} <= packages, packages
    return packages


def test_copyright_is_machine_readable_and_names_every_linked_library(tree):
    text = (tree / "usr/share/doc/weathertui/copyright").read_text()
    header, *rest = paragraphs(text)
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    assert header["Source"] == HOMEPAGE and header["Upstream-Name"] == "weathertui"
    files = [p for p in rest if "Files" in p]
    licenses = {p["License"].split("\n")[0].strip() for p in rest if "Files" not in p}
    assert files[0]["Files"] == "*" and files[0]["License"] == "Apache-2.0", files[0]
    for paragraph in files:
        assert paragraph.get("Copyright", "").strip(), paragraph
        for name in re.split(r" and | or ", paragraph["License"].strip()):
            assert name in licenses, "no License paragraph for %r (%s)" % (name, paragraph["Files"])
    patterns = set(" ".join(p["Files"] for p in files).split())
    missing = [p for p in sorted(linked_packages()) if ".build/checkouts/%s/*" % p not in patterns]
    assert not missing, "linked but not in the copyright file: %s" % missing
    symbols = run("nm", "--defined-only", str(RELEASE_BINARY)).split("\n")
    names = [line.split()[-1] for line in symbols if line.strip()]
    for library, symbol in TOOLCHAIN_LIBRARIES.items():
        if any(re.search(symbol, name) for name in names):
            assert any(p.endswith("/" + library) for p in patterns), "the binary links %s, which the copyright file does not name" % library
    # Apache-2.0 is referred to where Debian keeps it; the other licences are given in full.
    apache = next(p for p in rest if p.get("License", "").startswith("Apache-2.0\n"))
    assert "/usr/share/common-licenses/Apache-2.0" in apache["License"]


def test_notice_carries_the_apache_licensed_packages_notices(tree):
    notice = (tree / "usr/share/doc/weathertui/NOTICE").read_text()
    for package in sorted(linked_packages()):
        source = REPO / ".build" / "checkouts" / package / "NOTICE.txt"
        if source.is_file():
            assert source.read_text() in notice, "NOTICE lacks %s's notice" % package


def test_changelog_is_debians_and_names_this_version(tree, tmp_path):
    changelog = tmp_path / "changelog"
    changelog.write_bytes(gzip.decompress((tree / "usr/share/doc/weathertui/changelog.gz").read_bytes()))
    assert run("dpkg-parsechangelog", "-l", str(changelog), "-SVersion").strip() == VERSION
    assert changelog.read_text() == (REPO / "packaging" / "changelog").read_text()


def test_the_man_page_is_compressed_and_names_the_version(tree):
    page = gzip.decompress((tree / "usr/share/man/man1/weathertui.1.gz").read_bytes()).decode()
    assert re.search(r'^\.TH WEATHERTUI 1 \S+ "weathertui %s" "User Commands"$' % re.escape(VERSION), page, re.M)


def test_md5sums_match_the_files(tree):
    listed = {}
    for line in (tree / "DEBIAN" / "md5sums").read_text().splitlines():
        digest, path = line.split(None, 1)
        listed[path] = digest
    assert set(listed) == set(FILES)
    for path, digest in listed.items():
        assert hashlib.md5((tree / path).read_bytes()).hexdigest() == digest, path


def test_lintian_finds_no_error_or_warning(deb):
    result = subprocess.run(["lintian", "--fail-on", "error,warning", "--display-info", "--pedantic", str(deb)],
                            capture_output=True, text=True)
    reported = [line for line in result.stdout.splitlines() if re.match(r"[EW]: ", line)]
    assert result.returncode == 0 and not reported, result.stdout + result.stderr


def test_every_lintian_override_says_why():
    lines = (REPO / "packaging" / "lintian-overrides").read_text().splitlines()
    for index, line in enumerate(lines):
        if line and not line.startswith("#"):
            assert index > 0 and lines[index - 1].startswith("#"), "override without a reason: %s" % line
