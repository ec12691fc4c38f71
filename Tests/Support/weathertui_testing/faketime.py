"""A process whose wall clock is moved, with libfaketime (Debian package `faketime`, installed by
`make test-deps`). The monotonic clock, which timers sleep on, is left alone, as a real clock change
(a resume from suspend, a clock set by NTP) leaves it."""

import glob

LIBRARIES = glob.glob("/usr/lib/*/faketime/libfaketime.so.1")


def moved_clock_env(env, offset=None, offset_file=None):
    """`env` with the wall clock moved by `offset` ("+10" seconds, "+9h"…), or by the offset written in
    `offset_file`, which the process reads again at most once a second (a test moves a running app's
    clock by rewriting it)."""
    assert LIBRARIES, "libfaketime is missing: `make test-deps` installs the Debian package faketime"
    moved = dict(env, LD_PRELOAD=LIBRARIES[0], FAKETIME_DONT_FAKE_MONOTONIC="1")
    if offset_file is not None:
        moved.update(FAKETIME_TIMESTAMP_FILE=str(offset_file), FAKETIME_CACHE_DURATION="1")
    else:
        moved["FAKETIME"] = offset
    return moved
