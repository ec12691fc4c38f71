#!/usr/bin/env python3
"""Writes Scripts/release-function-order.txt: the code sections of the functions a typical session runs,
which the release link lays out together (Scripts/release-link.ld; see RELEASE in the Makefile).

The kernel pages code in 64 KB at a time, around each page touched. Left in link order, the few thousand
functions a session runs are spread over most of the binary's 16 MB of code, and nearly all of it
becomes resident; laid out together they fill a few megabytes. The list is in groups, the shortest runs
first: what `--version` runs, then what a `--format` (wttr.in's preset 3, `%l: %c %t`) and a `--waybar`
from the stored report add, then the other codes, then the one-shot modes that ask the service, then
the dashboard (each group sorted by name). A status bar
then touches only the start of the list, not pages spread over all of it. A function missing from the
list (new code) only costs its page; a name that no longer exists is ignored.

The binary must be linked without an order (`make function-order` links one): valgrind names only the
functions inside the `.text` section, so those an order had laid out in `.text.ordered` would run unnamed
and drop out of the list.

Usage: Scripts/generate-function-order.py [--binary .build/release/weathertui]
Needs valgrind (callgrind), binutils' strip and the test venv (`make python-deps`): it runs the release
binary under callgrind against the fake server (launch to loaded, the keys, a resize, the stored
report with the services unreachable, --once, --json, OpenWeather, --format and --waybar from the stored
report and with a stale one, --help, --version) and lists every
function of the binary that ran.
"""

import argparse
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Support"))

from weathertui_testing.environment import app_env, make_home, service_urls  # noqa: E402
from weathertui_testing.fake_server import FakeServer, closed_port  # noqa: E402
from weathertui_testing.pty_app import PtyApp  # noqa: E402
from weathertui_testing.screens import LOADED_BYTES, STORED_BYTES  # noqa: E402

OUTPUT = ROOT / "Scripts" / "release-function-order.txt"
SEOUL = "37.5667,126.9783"
# Under callgrind the app runs some fifty times slower.
# The runs, in the order their functions are listed: the shortest first, so each run's code is one stretch.
GROUPS = ["version", "format", "waybar", "format-codes", "format-stale", "once", "json", "openweather", "dashboard", "stored",
          "search", "automatic", "help"]
TIMEOUT = 120


def callgrind(out, binary, args):
    return ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + str(out), str(binary)] + args


def run_dashboard(out, binary, env, args, keys, wait_for=LOADED_BYTES):
    """Launch until `wait_for` is on screen, press `keys` (each followed by a pause), resize, quit."""
    app = PtyApp(callgrind(out, binary, args), env, rows=40, cols=100)
    try:
        app.wait_for_bytes(wait_for, TIMEOUT, what=repr(wait_for))
        app.settle(1.0, timeout=TIMEOUT)
        for key in keys:
            app.send(key)
            app.settle(0.5, timeout=TIMEOUT)
        app.resize(30, 90)
        app.settle(0.5, timeout=TIMEOUT)
        app.quit(TIMEOUT)
    finally:
        app.kill()


def run_to_completion(out, binary, env, args):
    subprocess.run(callgrind(out, binary, args), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=TIMEOUT)


def make_read_only_segments_writable(path):
    """Valgrind 3.19 writes into the signal mask a program hands `rt_sigsuspend` (it takes its own
    signals out), and the runtime's mask is a constant: in a read-only segment, valgrind itself then
    dies of SIGSEGV. The profiled copy's loadable segments that are not code are made writable; the
    code, and so the functions that run, stay as they are."""
    pt_load, pf_x, pf_w = 1, 1, 2
    with open(path, "r+b") as f:
        header = f.read(64)
        (phoff,) = struct.unpack_from("<Q", header, 0x20)
        phentsize, phnum = struct.unpack_from("<HH", header, 0x36)
        for index in range(phnum):
            f.seek(phoff + index * phentsize)
            kind, flags = struct.unpack("<II", f.read(8))
            if kind == pt_load and not flags & pf_x:
                f.seek(phoff + index * phentsize + 4)
                f.write(struct.pack("<I", flags | pf_w))


def executed_functions(path, binary):
    """The names of the functions of `binary` that a callgrind output file counts."""
    objects, functions, names = {}, {}, set()
    current_object = None
    # Names are given once, where first used (also as a callee, cob=/cfn=), and referred to by number.
    definition = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")
    with open(path, errors="replace") as f:
        for line in f:
            m = definition.match(line.rstrip("\n"))
            if not m:
                continue
            kind, number, name = m.groups()
            table = objects if kind.endswith("ob") else functions
            if name is not None:
                table[number] = name
            if kind.startswith("c"):
                continue
            if kind == "ob":
                current_object = objects.get(number)
            elif current_object == str(binary):
                # A recursive call is counted as "name'2".
                names.add(functions[number].split("'")[0])
    return {name for name in names if not name.startswith("0x")}


def has_ordered_code(binary):
    sections = subprocess.run(["readelf", "-W", "--section-headers", binary], check=True, capture_output=True,
                              text=True).stdout
    return re.search(r"\s\.text\.ordered\s", sections) is not None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "weathertui"))
    options = parser.parse_args()
    if has_ordered_code(options.binary):
        sys.exit("%s was linked in a function order, whose functions valgrind would not name: "
                 "run `make function-order`, which links one without" % options.binary)
    work = Path(tempfile.mkdtemp(prefix="function-order-"))
    # Debug information makes valgrind slow to start; the symbol table is all that is needed.
    binary = work / "weathertui"
    subprocess.run(["strip", "--strip-debug", "-o", str(binary), options.binary], check=True)
    make_read_only_segments_writable(binary)
    server = FakeServer()
    outputs = []

    def out(name):
        outputs.append(work / ("callgrind." + name))
        return outputs[-1]

    def env(name, **extra):
        return app_env(make_home(work / ("home-" + name)), server.url, **extra)

    try:
        seoul = env("seoul")
        run_dashboard(out("dashboard"), binary, seoul, ["--location", SEOUL],
                      ["j", "k", "pgdn", "end", "home", "t", "t", "d", "d", "h", "h", "u", "u", "?", "esc", "r"])
        offline = dict(seoul, **service_urls("http://127.0.0.1:%d" % closed_port()))
        run_dashboard(out("stored"), binary, offline, ["--location", SEOUL], ["r"], wait_for=STORED_BYTES)
        run_dashboard(out("search"), binary, env("search"), ["--location", "Seoul"], ["l", "Busan", "enter", "1"])
        run_dashboard(out("automatic"), binary, env("automatic"), [], [])
        run_to_completion(out("once"), binary, env("once"), ["--once", "--location", SEOUL])
        run_to_completion(out("json"), binary, env("json"), ["--json", "--location", SEOUL])
        run_to_completion(out("openweather"), binary, env("openweather", api_key="key"),
                          ["--once", "--provider", "openweather", "--location", SEOUL])
        # The status-bar modes from the report the --once run stored, then with it stale (--fresh-for 0 fetches).
        template = "%l: %c %t %C %h %f %w %m %M %p %P %u %D %S %z %s %d %T %Z"
        run_to_completion(out("format"), binary, env("once"), ["--format", "3", "--location", SEOUL])
        run_to_completion(out("format-codes"), binary, env("once"), ["--format", template, "--location", SEOUL])
        run_to_completion(out("waybar"), binary, env("once"), ["--waybar", "--location", SEOUL])
        run_to_completion(out("format-stale"), binary, env("once"),
                          ["--format", "1", "--fresh-for", "0", "--location", SEOUL])
        run_to_completion(out("help"), binary, seoul, ["--help"])
        run_to_completion(out("version"), binary, seoul, ["--version"])
    finally:
        server.stop()
    listed, order = set(), []
    for path in sorted(outputs, key=lambda path: GROUPS.index(path.suffix[1:])):
        names = executed_functions(path, binary) - listed
        order += sorted(names)
        listed |= names
    OUTPUT.write_text("".join(".text.%s\n" % name for name in order))
    print("%d functions → %s" % (len(order), OUTPUT.relative_to(ROOT)))


if __name__ == "__main__":
    main()
