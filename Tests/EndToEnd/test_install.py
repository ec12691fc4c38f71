"""Installed like a Unix tool: `make install-files` and `make uninstall` in a scratch prefix, the shell
completions the install writes (bash loaded and driven; zsh and fish read), and the man page, which must
render without warnings and document every flag `--help` prints, every key of the user guide's and the README's
keys tables and every variable of the user guide's environment table (docs/user-guide.md).

Needs make, bash, man (man-db) and groff: `make test-deps` installs them. mandoc lints too when present."""

import os
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from weathertui_testing.paths import REPO
from weathertui_testing.project import VERSION

MAN_SOURCE = REPO / "Documentation" / "weathertui.1"
README = REPO / "README.md"
USER_GUIDE = REPO / "docs" / "user-guide.md"

BASH_COMPLETION = "share/bash-completion/completions/weathertui"
ZSH_COMPLETION = "share/zsh/site-functions/_weathertui"
FISH_COMPLETION = "share/fish/vendor_completions.d/weathertui.fish"
INSTALLED = {
    "bin/weathertui": 0o755,
    "share/weathertui/demo/open-meteo-seoul.json": 0o644,
    "share/weathertui/basemap.bin": 0o644,
    "share/man/man1/weathertui.1": 0o644,
    BASH_COMPLETION: 0o644,
    ZSH_COMPLETION: 0o644,
    FISH_COMPLETION: 0o644,
    "lib/systemd/user/weathertui-watch.service": 0o644,
}
SECTIONS = ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "CONFIGURATION", "ENVIRONMENT", "FILES",
            "EXIT STATUS", "EXAMPLES", "SEE ALSO")
# Read by the app but not in the user guide's environment table.
MORE_VARIABLES = ("TERM", "LC_MESSAGES", "NO_COLOR", "COLORFGBG", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")


def elf_section_names(path):
    """The names of an ELF64 little-endian file's sections, read from its section header table."""
    data = Path(path).read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1, "%s is not a 64-bit little-endian ELF file" % path
    shoff = int.from_bytes(data[0x28:0x30], "little")
    shentsize, shnum, shstrndx = (int.from_bytes(data[o:o + 2], "little") for o in (0x3A, 0x3C, 0x3E))

    def header(index):
        start = shoff + index * shentsize
        name = int.from_bytes(data[start:start + 4], "little")
        offset = int.from_bytes(data[start + 0x18:start + 0x20], "little")
        return name, offset

    _, strings = header(shstrndx)
    names = []
    for index in range(shnum):
        name, _ = header(index)
        end = data.index(b"\0", strings + name)
        names.append(data[strings + name:end].decode())
    return names


def run(args, env=None, timeout=60, **kwargs):
    return subprocess.run(args, env=env, capture_output=True, text=True, timeout=timeout, **kwargs)


def make(*args):
    """make in the repository, unaffected by an enclosing `make test` (its flags, variables and jobserver)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "DESTDIR", "PREFIX", "BINARY")}
    result = run(["make", "--no-print-directory", "-C", str(REPO), *args], env=env)
    assert result.returncode == 0, "make %s failed:\n%s%s" % (" ".join(args), result.stdout, result.stderr)
    return result


def install(binary, prefix):
    return make("install-files", "BINARY=" + os.path.abspath(binary), "PREFIX=" + str(prefix), "DESTDIR=")


def tool(name):
    path = shutil.which(name)
    if path is None:
        pytest.fail("%s is not installed: run `make test-deps` (Scripts/ensure-system-deps.sh --tests)" % name)
    return path


@pytest.fixture(scope="module")
def prefix(binary, tmp_path_factory):
    """A prefix with everything installed, for the tests that only read it."""
    prefix = tmp_path_factory.mktemp("prefix")
    install(binary, prefix)
    return prefix


@pytest.fixture(scope="module")
def help_text(binary):
    result = run([binary, "--help"], timeout=10)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def long_flags(help_text):
    flags = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*[a-z]", help_text))
    assert {"--provider", "--help", "--version"} <= flags, help_text
    return sorted(flags)


# --------------------------------------------------------------------------
# make install-files / make uninstall
# --------------------------------------------------------------------------

def test_install_files_then_uninstall_removes_them(binary, tmp_path):
    prefix = tmp_path / "prefix"
    install(binary, prefix)

    for path, mode in INSTALLED.items():
        file = prefix / path
        assert file.is_file(), "make install-files did not install %s" % path
        assert stat.S_IMODE(file.stat().st_mode) == mode, "%s is mode %o, not %o" % (
            path, stat.S_IMODE(file.stat().st_mode), mode)
        assert file.stat().st_size > 0, "%s is empty" % path
    left = sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*") if p.is_file())
    assert left == sorted(INSTALLED), "unexpected files installed (a leftover .tmp?): %s" % left
    # The man page as written, with the version from VERSION in its title line.
    source, installed_page = MAN_SOURCE.read_text(), (prefix / "share/man/man1/weathertui.1").read_text()
    title = re.search(r"^\.TH .*$", installed_page, re.M).group(0)
    assert title.endswith(' "weathertui %s" "User Commands"' % VERSION), title
    assert installed_page == source.replace(re.search(r"^\.TH .*$", source, re.M).group(0), title)

    installed = str(prefix / "bin" / "weathertui")
    # Installed stripped, as distributions do: no symbol table, no debug sections, and smaller than what
    # was built (the build keeps its symbols, for backtraces and profiling).
    sections = elf_section_names(installed)
    assert ".text" in sections, sections
    kept = [s for s in sections if s in (".symtab", ".strtab") or s.startswith(".debug")]
    assert kept == [], "make install-files installed an unstripped binary: %s" % kept
    assert ".symtab" in elf_section_names(binary), "the test needs an unstripped build to compare with"
    assert os.path.getsize(installed) < os.path.getsize(binary)
    version = run([installed, "--version"], timeout=10)
    expected = run([binary, "--version"], timeout=10)
    assert version.returncode == 0 and version.stdout.strip(), version.stderr
    assert version.stdout == expected.stdout

    # The installed binary finds its demo data in ../share/weathertui (not the source tree's Resources).
    assert not any((d / "Resources/demo/open-meteo-seoul.json").exists() for d in Path(installed).parents)
    home = tmp_path / "home"
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C.UTF-8",
           "XDG_CONFIG_HOME": str(home / ".config"), "XDG_CACHE_HOME": str(home / ".cache")}
    demo = run([installed, "--demo", "--once", "--no-ip-lookup"], env=env, timeout=20)
    assert demo.returncode == 0, demo.stderr
    assert demo.stdout.startswith("Seoul"), demo.stdout

    make("uninstall", "PREFIX=" + str(prefix), "DESTDIR=")
    left = sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*") if p.is_file())
    assert left == [], "make uninstall left %s" % left


# --------------------------------------------------------------------------
# Shell completions
# --------------------------------------------------------------------------

def bash(script, *args):
    result = run([tool("bash"), "--norc", "--noprofile", "-c", script, "bash", *args], timeout=20)
    assert result.returncode == 0, "bash failed:\n%s%s" % (result.stdout, result.stderr)
    assert result.stderr == "", result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def bash_function(prefix):
    """The function `complete -F` names once the installed bash completion is sourced."""
    spec = bash('source "$1" && complete -p weathertui', str(prefix / BASH_COMPLETION)).strip()
    match = re.fullmatch(r"complete .*-F (\S+) weathertui", spec)
    assert match, "no completion function registered for weathertui: %r" % spec
    return match.group(1)


# What bash does before calling a `complete -F` function: COMP_WORDS, COMP_CWORD, COMP_LINE, COMP_POINT,
# then FUNCTION command current-word previous-word. Prints COMPREPLY, one a line.
COMPLETE = r'''
source "$1" || exit 1
function=$2 COMP_LINE=$3
shift 3
COMP_WORDS=("$@") COMP_CWORD=$(($# - 1)) COMP_POINT=${#COMP_LINE} COMPREPLY=()
"$function" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
printf '%s\n' "${COMPREPLY[@]}"
'''


def complete(prefix, function, line):
    words = line.split() + ([""] if line.endswith(" ") else [])
    return bash(COMPLETE, str(prefix / BASH_COMPLETION), function, line, *words).split()


def test_bash_completion_loads_and_completes(prefix, bash_function, long_flags):
    assert complete(prefix, bash_function, "weathertui --pro") == ["--provider"]
    assert sorted(complete(prefix, bash_function, "weathertui --provider ")) == ["met-norway", "open-meteo", "openweather"]
    offered = complete(prefix, bash_function, "weathertui --")
    assert set(long_flags) <= set(offered), "not offered: %s" % sorted(set(long_flags) - set(offered))


def test_zsh_and_fish_completions(prefix):
    zsh = (prefix / ZSH_COMPLETION).read_text()
    assert zsh.startswith("#compdef weathertui"), zsh[:200]    # what zsh's autoloader looks for
    assert "--provider" in zsh
    fish = (prefix / FISH_COMPLETION).read_text()
    assert re.search(r"complete -c '?weathertui'? .*-l '?provider'?", fish), fish    # fish's --provider
    # Parse them too where those shells are installed.
    for shell, path in (("zsh", ZSH_COMPLETION), ("fish", FISH_COMPLETION)):
        if shutil.which(shell):
            result = run([shell, "-n", str(prefix / path)], timeout=20)
            assert result.returncode == 0, result.stderr


# --------------------------------------------------------------------------
# The man page
# --------------------------------------------------------------------------

def render(page):
    """What `man -l` shows on an 80-column terminal, as plain text, and what it said on stderr."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("MAN", "GROFF", "LC_")) and k not in ("PAGER", "LANG", "LANGUAGE")}
    env.update(MANWIDTH="80", MANPAGER="cat", PAGER="cat", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    result = run([tool("man"), "-l", str(page)], env=env)
    assert result.returncode == 0, result.stderr
    return re.sub(r".\x08", "", result.stdout), result.stderr


def section(text, name):
    match = re.search(r"^%s\n(.*?)(?=^\S)" % re.escape(name), text, re.S | re.M)
    assert match, "no %s section in the man page" % name
    return match.group(1)


def markdown_section(path, title):
    """The text under a heading of a Markdown file, up to the next heading."""
    match = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(title), path.read_text(), re.S | re.M)
    assert match, "%s has no %r section" % (path.relative_to(REPO), title)
    return match.group(1)


def first_cells(markdown):
    """The backticked words in the first column of a Markdown table's body rows."""
    rows = [line for line in markdown.splitlines() if line.startswith("|")][2:]
    return [word for row in rows for word in re.findall(r"`([^`]+)`", row.split("|")[1])]


@pytest.fixture(scope="module")
def man_text():
    text, stderr = render(MAN_SOURCE)
    assert stderr == "", "man -l warned:\n" + stderr
    return text


def test_man_page_renders_without_warnings(man_text):
    assert re.match(r"WEATHERTUI\(1\)\s", man_text), man_text[:200]
    result = run([tool("groff"), "-man", "-Tutf8", "-ww", "-z", str(MAN_SOURCE)])
    assert result.returncode == 0 and result.stderr == "", "groff -ww warned:\n" + result.stderr
    if shutil.which("mandoc"):
        result = run(["mandoc", "-T", "lint", "-W", "warning", str(MAN_SOURCE)])
        assert result.returncode == 0 and result.stdout + result.stderr == "", result.stdout + result.stderr


def test_man_page_has_every_section(man_text):
    for name in SECTIONS:
        assert re.search(r"^%s$" % name, man_text, re.M), "no %s section" % name


def test_man_page_documents_every_flag_with_its_values(man_text, help_text, long_flags):
    options = section(man_text, "OPTIONS")
    tags = {}
    flag = None
    for line in options.splitlines():
        # "-h, --help", and a subcommand beside its flag: "doctor, --doctor".
        match = re.match(r" {7}(?:-\w, |[a-z]+, )?(--[a-z-]+)(.*)", line)
        if match:
            flag = match.group(1)
            tags[flag] = match.group(2)
            # A flag and its opposite share a tag: "--screen-reader, --no-screen-reader".
            for opposite in re.findall(r"^, (--[a-z-]+)$", match.group(2)):
                tags[opposite] = ""
        elif flag and re.match(r" {7}\S", line):
            # A tag too long for the line (--lang's codes) goes on below, at the tag's indent.
            tags[flag] += " " + line.strip()
        else:
            flag = None
    missing = [flag for flag in long_flags if flag not in tags]
    assert not missing, "flags --help prints but OPTIONS does not describe: %s" % missing
    for flag, values in help_values(help_text).items():
        shown = set(re.split(r"[|\s]+", tags[flag].strip()))
        for value in values:
            assert value in shown, "OPTIONS shows %s%s, without the value %s" % (flag, tags[flag], value)


def help_values(help_text):
    """{flag: [values]} from --help's OPTIONS entries ("--units <units>  metric or imperial. (values: metric,
    imperial)"); an entry starts with two spaces and a dash, its continuation lines are indented further."""
    entries = []
    for line in help_text.split("OPTIONS:", 1)[1].splitlines():
        if re.match(r"  -", line):
            entries.append(line)
        elif entries and line.startswith("   "):
            entries[-1] += line
    values = {}
    for entry in map(" ".join, map(str.split, entries)):
        match = re.search(r"\(values: ([^)]*)\)", entry)
        if match:
            values[re.search(r"--[a-z-]+", entry).group(0)] = match.group(1).split(", ")
    assert {"--provider", "--units", "--lang", "--theme"} <= set(values), values
    return values


@pytest.mark.parametrize("path", [USER_GUIDE, README], ids=["user-guide", "README"])
def test_man_page_lists_every_documented_key(man_text, path):
    keys = first_cells(markdown_section(path, "Keys"))
    assert {"r", "q", "Esc", "PgUp"} <= set(keys), keys
    shown = section(man_text, "KEYS")
    for key in keys:
        assert re.search(r"(?<!\S)%s(?!\S)" % re.escape(key), shown), "KEYS does not list %r" % key


def test_man_page_lists_every_environment_variable(man_text):
    variables = first_cells(markdown_section(USER_GUIDE, "Environment"))
    variables = [name for cell in variables for name in re.findall(r"[A-Z][A-Z0-9_]+", cell)]
    assert {"OPENWEATHER_API_KEY", "WEATHERTUI_LOG_LEVEL", "XDG_CACHE_HOME", "LANG"} <= set(variables), variables
    shown = section(man_text, "ENVIRONMENT")
    for name in variables + list(MORE_VARIABLES):
        assert re.search(r"(?<![\w$])%s\b" % name, shown), "ENVIRONMENT does not list %s" % name


def test_man_page_lists_files_and_exit_statuses(man_text):
    files = section(man_text, "FILES")
    for name in ("config.toml", "last-location.json", "place-names-*.json", "weathertui.log", "weathertui.log.1"):
        assert name in files, "FILES does not mention %s" % name
    statuses = section(man_text, "EXIT STATUS")
    for status in ("0", "1", "2", "141", "128+N"):
        assert re.search(r"^ {7}%s\s" % re.escape(status), statuses, re.M), "EXIT STATUS lacks %s" % status
