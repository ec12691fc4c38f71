"""What a user pastes into a bug report: `--version` names the version from VERSION and the commit the
binary was built from. The commit is written into the build by Scripts/write-build-info.sh (the
BuildInfo plugin runs it), whose cases are tested here on their own: a git checkout, an archive made by
`git archive`, and a directory outside git, even one inside someone else's repository."""

import re
import shutil
import subprocess
import tarfile

import pytest

from weathertui_testing.paths import REPO
from weathertui_testing.project import HOMEPAGE, VERSION

SCRIPT = REPO / "Scripts" / "write-build-info.sh"
VERSION_LINE = re.compile(r"weathertui (\S+) \(([0-9a-f]{7,}|commit unknown)\)\n")


def git(*args, cwd=REPO):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def in_git():
    return shutil.which("git") is not None and (REPO / ".git").exists()


def build_info(package, tmp_path):
    """The generated Swift source's constants for `package`: {"generatedVersion": "\"0.4.0\"", …}."""
    output = tmp_path / "GeneratedBuildInfo.swift"
    subprocess.run(["/bin/sh", str(SCRIPT), str(package), str(output)], check=True, capture_output=True, text=True)
    return dict(re.findall(r"^let (\w+)(?:: String\?)? = (.*)$", output.read_text(), re.M))


def test_version_names_the_version_and_the_commit(binary):
    result = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10)
    assert result.returncode == 0, result.stderr
    match = VERSION_LINE.fullmatch(result.stdout)
    assert match, result.stdout
    assert match.group(1) == VERSION
    if in_git():
        # A commit of this repository (the binary may predate the newest one).
        commit = match.group(2)
        assert commit != "commit unknown"
        assert subprocess.run(["git", "cat-file", "-e", commit + "^{commit}"], cwd=REPO).returncode == 0, commit


def test_the_build_takes_the_checked_out_commit(tmp_path):
    if not in_git():
        pytest.skip("the source is not a git checkout")
    info = build_info(REPO, tmp_path)
    assert info == {"generatedVersion": '"%s"' % VERSION, "generatedHomepage": '"%s"' % HOMEPAGE,
                    "generatedCommit": '"%s"' % git("rev-parse", "--short=7", "HEAD")}


@pytest.fixture
def archive(tmp_path):
    """The committed tree as `git archive` exports it (as a forge's source download is made)."""
    if not in_git():
        pytest.skip("the source is not a git checkout")
    data = subprocess.run(["git", "archive", "--format=tar", "HEAD"], cwd=REPO, check=True, capture_output=True).stdout
    path = tmp_path / "archive.tar"
    path.write_bytes(data)
    target = tmp_path / "weathertui"
    with tarfile.open(path) as tar:
        tar.extractall(target, filter="data")
    return target


def test_an_archive_knows_the_commit_it_was_made_from(archive, tmp_path):
    info = build_info(archive, tmp_path)
    assert info["generatedCommit"] == '"%s"' % git("rev-parse", "--short=7", "HEAD")
    assert info["generatedVersion"] == '"%s"' % VERSION


def test_outside_git_the_commit_is_unknown_not_another_repositorys(archive, tmp_path):
    # Unpacked without the archive's substitution, inside a repository of its own (a home directory
    # kept in git): that repository's commit is not the program's.
    (archive / "Scripts" / "archive-commit").write_text("$Format:%H$\n")
    git("init", "-q", cwd=tmp_path)
    git("-c", "user.name=t", "-c", "user.email=t@localhost", "commit", "-q", "--allow-empty", "-m", "home", cwd=tmp_path)
    assert build_info(archive, tmp_path)["generatedCommit"] == "nil"


def test_a_version_file_without_its_fields_stops_the_build(archive, tmp_path):
    (archive / "VERSION").write_text("VERSION=0.4.0\n")
    result = subprocess.run(["/bin/sh", str(SCRIPT), str(archive), str(tmp_path / "out.swift")], capture_output=True, text=True)
    assert result.returncode != 0 and "HOMEPAGE" in result.stderr, result
    assert not (tmp_path / "out.swift").exists()
