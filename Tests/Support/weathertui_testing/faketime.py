"""A program run with its wall clock moved, by libfaketime (Debian package `faketime`, installed by
`make test-deps`). The monotonic clock, which timers sleep on, is left alone, as a real clock change (a
resume from suspend, a clock set by NTP) leaves it.

Always through the `faketime` command: with libfaketime preloaded by hand (LD_PRELOAD alone), its
start-up sets an environment variable, and a Swift program then finds no command-line arguments."""

import os
import shlex
import shutil

FAKETIME = shutil.which("faketime")


def _require():
    assert FAKETIME, "the faketime command is missing: `make test-deps` installs the Debian package faketime"


def moved_clock_argv(argv, offset):
    """`argv` run with the wall clock `offset` ahead ("+10s", "+9h"…)."""
    _require()
    return [FAKETIME, "-f", offset, "env", "FAKETIME_DONT_FAKE_MONOTONIC=1", *argv]


def moved_clock_wrapper(binary, path, offset_file):
    """Writes an executable at `path` that runs `binary` (with the arguments it is given) with its wall
    clock moved by the offset written in `offset_file` ("+0", "+9h"…), which the program reads again at
    most once a second: a test moves a running program's clock by rewriting the file. Returns `path`."""
    _require()
    settings = "FAKETIME_TIMESTAMP_FILE=%s FAKETIME_CACHE_DURATION=1 FAKETIME_DONT_FAKE_MONOTONIC=1" % (
        shlex.quote(str(offset_file)))
    with open(path, "w") as script:
        # faketime sets FAKETIME from its argument, which would win over the file: the program runs without it.
        script.write("#!/bin/sh\nexec %s -f +0 env -u FAKETIME %s %s \"$@\"\n" % (
            shlex.quote(FAKETIME), settings, shlex.quote(binary)))
    os.chmod(path, 0o755)
    return str(path)
