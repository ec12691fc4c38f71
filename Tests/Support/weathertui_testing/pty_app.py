"""A process in a pseudo-terminal (PtyProcess), every byte it writes timestamped as it is read from the pty
master, and a VT100 emulator (pyte) showing its screen.

The reader does nothing but os.read + time.monotonic(), so timestamps are not delayed by terminal
emulation; the emulator is fed lazily, only when something looks at the screen. Used as it is by the
benchmark, and with assertion-style helpers on top by the end-to-end tests (Tests/EndToEnd/conftest.py).
"""

import os
import select
import signal
import time

from . import proc
from .keys import key_bytes
from .pty_process import PtyProcess
from .terminal import TermScreen, TermStream


class HarnessError(AssertionError):
    """The app did not do what was waited for in time (or ended first)."""


class PtyApp:
    """One process in a pty. `t0` is taken immediately before the spawn; `raw` is everything read so far,
    `chunks` the same as (monotonic time, bytes) in the order read."""

    # What a terminal of the VT100 line answers at once to "what are you?" (DA1, Esc [ c). pyte answers no
    # query, so by default the harness answers this one, as every real terminal does: the app asks for
    # the background colour (OSC 11) followed by DA1, and DA1's answer tells it no OSC 11 answer will come
    # (the first frame never waits for either). No OSC 11 answer is given: the theme stays the one COLORFGBG or the
    # default gives. `answers_queries=False` leaves the test to answer, or to stay silent.
    DA1_QUERY = b"\x1b[c"
    DA1_ANSWER = b"\x1b[?62;22c"

    def __init__(self, argv, env, rows=24, cols=80, answers_queries=True):
        self.answers_queries = answers_queries
        self._queries_seen = 0
        self.rows, self.cols = rows, cols
        self._spawn_size = (rows, cols)
        self.chunks = []            # (monotonic time, bytes)
        self.offsets = []           # offset in raw of each chunk's first byte
        self.raw = bytearray()
        self.eof = False
        self.exitstatus = self.signalstatus = None
        self._screen = TermScreen(cols, rows)
        self._stream = TermStream(self._screen)
        self._fed = 0
        self.t0 = time.monotonic()
        self.child = PtyProcess(argv, env, rows, cols)
        self.pid = self.child.pid
        self.fd = self.child.fd

    # ---- reading ----------------------------------------------------------------------------------
    def read(self, timeout):
        """Reads what is available within `timeout` s; returns the chunk (b"" on timeout or EOF)."""
        if self.eof:
            if timeout > 0:
                time.sleep(timeout)
            return b""
        try:
            r, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
            data = os.read(self.fd, 65536) if r else None
        except (OSError, ValueError):       # EIO once the app's side of the pty is gone
            data = b""
        if data is None:
            return b""
        now = time.monotonic()
        if not data:
            self.eof = True
            return b""
        self.offsets.append(len(self.raw))
        self.chunks.append((now, data))
        self.raw += data
        if self.answers_queries:
            self._answer_queries()
        return data

    def _answer_queries(self):
        """Answers each DA1 request in what the app wrote (a request may span two reads)."""
        while True:
            found = self.raw.find(self.DA1_QUERY, self._queries_seen)
            if found < 0:
                self._queries_seen = max(self._queries_seen, len(self.raw) - len(self.DA1_QUERY) + 1)
                return
            self._queries_seen = found + len(self.DA1_QUERY)
            try:
                os.write(self.fd, self.DA1_ANSWER)
            except OSError:
                return

    def drain(self):
        """Reads everything available now."""
        while self.read(0):
            pass

    def pump(self, wait=0.0):
        """Reads everything the app has written so far, waiting up to `wait` s for the first byte."""
        if self.read(wait):
            self.drain()

    def wait_first_byte(self, timeout):
        """The time of the app's first byte (waited for)."""
        deadline = time.monotonic() + timeout
        while not self.chunks:
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                raise HarnessError("the app wrote nothing within %.1f s (%s)" % (timeout, "exited" if self.eof else "timeout"))
            self.read(min(left, 0.05))
        return self.chunks[0][0]

    def wait_for_bytes(self, needle, timeout, start=0, what=None):
        """Reads until `needle` occurs in the output at or after offset `start`; returns the time of the
        chunk that completed it."""
        deadline = time.monotonic() + timeout
        while True:
            i = self.raw.find(needle, start)
            if i >= 0:
                return self.time_at(i + len(needle) - 1)
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                raise HarnessError("%s not written within %.1f s (%s); screen:\n%s" % (
                    what or repr(needle), timeout, "app exited" if self.eof else "timeout", self.dump()))
            self.read(min(left, 0.05))

    def wait_for_screen(self, check, timeout, what):
        """Reads until check(lines) is true on the emulated screen; returns the time it was seen."""
        deadline = time.monotonic() + timeout
        while True:
            if check(self.lines()):
                return time.monotonic()
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                raise HarnessError("%s: not on screen within %.1f s; screen:\n%s" % (what, timeout, self.dump()))
            self.read(min(left, 0.02))

    def burst_end(self, since, gap=0.015, limit=2.0):
        """The time of the last chunk of the burst of output that is under way at `since` (or starts
        after it): reads until `gap` s pass with no output. Returns `since` if nothing more came."""
        last = since
        for t, _ in reversed(self.chunks):
            if t >= since:
                last = max(last, t)
            else:
                break
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if not self.read(gap):
                break
            last = self.chunks[-1][0]
        return last

    def settle(self, quiet=0.15, timeout=5.0):
        """Reads until nothing is written for `quiet` s; returns the time of the last chunk. A spinner
        draws every 100 ms, so only pauses well below that are usable while one runs."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.read(quiet):
                return self.chunks[-1][0] if self.chunks else self.t0
        raise HarnessError("the app kept writing for %.1f s" % timeout)

    def time_at(self, offset):
        """The time of the chunk that holds byte `offset` of raw."""
        lo, hi = 0, len(self.offsets) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.offsets[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return self.chunks[lo][0]

    def bytes_between(self, start, end=None):
        """Bytes read with timestamps in [start, end]."""
        return sum(len(d) for t, d in self.chunks if t >= start and (end is None or t <= end))

    # ---- the emulated screen ------------------------------------------------------------------------
    @property
    def screen(self):
        """The emulator, fed with everything read so far."""
        while self._fed < len(self.chunks):
            self._stream.feed(self.chunks[self._fed][1])
            self._fed += 1
        return self._screen

    def lines(self):
        """The screen's rows after reading what is available."""
        self.drain()
        return list(self.screen.display)

    def text(self):
        return "\n".join(self.lines())

    def dump(self):
        """The screen for a message: rows without trailing blanks."""
        return "\n".join(line.rstrip() for line in self.screen.display)

    def timeline(self, predicates):
        """Replays the output chunk by chunk into a fresh emulator; for each name in `predicates`
        (name -> check(lines)), the time of the first chunk after which the check holds (or None).
        Done after the fact, so the timestamps were taken by the bare reader."""
        rows, cols = self._spawn_size
        screen = TermScreen(cols, rows)
        stream = TermStream(screen)
        found = {name: None for name in predicates}
        for t, data in self.chunks:
            stream.feed(data)
            pending = [n for n, v in found.items() if v is None]
            if not pending:
                break
            lines = screen.display
            for name in pending:
                if predicates[name](lines):
                    found[name] = t
        return found

    # ---- input ------------------------------------------------------------------------------------
    def send(self, *keys):
        """Writes each key (a name from keys.KEYS, or text); returns the time just before the first write."""
        t = time.monotonic()
        for key in keys:
            os.write(self.fd, key_bytes(key))
        return t

    def resize(self, rows, cols):
        """Resizes the pty (the app gets SIGWINCH) and the emulator; returns the time of the resize."""
        self.drain()
        screen = self.screen                 # what was drawn at the old size is applied first
        self.rows, self.cols = rows, cols
        screen.resize(rows, cols)
        t = time.monotonic()
        self.child.setwinsize(rows, cols)
        return t

    # ---- the process ------------------------------------------------------------------------------
    def alive(self):
        return self.child.isalive()

    def wait_exit(self, timeout=5.0):
        """Waits for the app to exit, reading its output; returns its exit status (None if a signal
        ended it: see signalstatus)."""
        deadline = time.monotonic() + timeout
        while self.child.isalive():
            self.read(0.02)
            if time.monotonic() > deadline:
                raise HarnessError("the app still runs %.1f s later; screen:\n%s" % (timeout, self.dump()))
        self.drain()
        self.child.close()
        self.eof = True
        self.exitstatus, self.signalstatus = self.child.exitstatus, self.child.signalstatus
        return self.exitstatus

    def quit(self, timeout=5.0):
        """q, then waits for the exit; returns the exit status."""
        if self.alive():
            self.send("q")
        return self.wait_exit(timeout)

    def kill(self):
        if self.child.isalive():
            try:
                self.child.kill(signal.SIGKILL)
            except OSError:
                pass
        try:
            self.child.close(force=True)
        except Exception:
            pass
        self.eof = True

    # ---- /proc ------------------------------------------------------------------------------------
    def cpu_ticks(self):
        """utime + stime so far, in clock ticks (10 ms)."""
        return proc.cpu_ticks(self.pid)

    def rss_kib(self):
        return proc.status_kib(self.pid)["VmRSS"]
