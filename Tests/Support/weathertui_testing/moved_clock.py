"""A program run with its wall clock moved, as a resume from suspend or a clock set by NTP moves it: the
library built from Tests/Support/moved_clock/moved_clock.c, preloaded, adds an offset to CLOCK_REALTIME
and leaves the monotonic clocks, which timers sleep on, alone. It is built on first use with the C
compiler that builds Swift's C targets."""

import os
import shlex
import shutil
import subprocess

from .paths import MOVED_CLOCK_LIBRARY, MOVED_CLOCK_SOURCE


def library():
    """The preload library's path, built when missing or older than its source."""
    if (MOVED_CLOCK_LIBRARY.exists()
            and MOVED_CLOCK_LIBRARY.stat().st_mtime >= MOVED_CLOCK_SOURCE.stat().st_mtime):
        return str(MOVED_CLOCK_LIBRARY)
    compiler = shutil.which("cc") or shutil.which("clang")
    assert compiler, "no C compiler (cc or clang) to build %s" % MOVED_CLOCK_SOURCE
    MOVED_CLOCK_LIBRARY.parent.mkdir(parents=True, exist_ok=True)
    building = MOVED_CLOCK_LIBRARY.with_name("%s.%d" % (MOVED_CLOCK_LIBRARY.name, os.getpid()))
    subprocess.run([compiler, "-shared", "-fPIC", "-O2", "-Wall", "-Werror", "-o", str(building),
                    str(MOVED_CLOCK_SOURCE)], check=True)
    os.replace(building, MOVED_CLOCK_LIBRARY)
    return str(MOVED_CLOCK_LIBRARY)


def moved_clock_argv(argv, seconds):
    """`argv` run with the wall clock `seconds` ahead (behind when negative)."""
    return ["env", "LD_PRELOAD=" + library(), "MOVED_CLOCK_OFFSET=%r" % float(seconds), *argv]


def moved_clock_wrapper(binary, path, offset_file):
    """Writes an executable at `path` that runs `binary` (with the arguments it is given) with its wall
    clock moved by the seconds written in `offset_file` ("0", "32400"…), which the program reads again at
    most every 100 ms: a test moves a running program's clock by rewriting the file. Returns `path`."""
    with open(path, "w") as script:
        script.write("#!/bin/sh\nexec env LD_PRELOAD=%s MOVED_CLOCK_OFFSET_FILE=%s %s \"$@\"\n" % (
            shlex.quote(library()), shlex.quote(str(offset_file)), shlex.quote(binary)))
    os.chmod(path, 0o755)
    return str(path)
