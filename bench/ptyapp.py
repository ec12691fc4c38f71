"""The app in a pseudo-terminal: every byte it writes, timestamped as it is read from the pty master.

The reader does nothing but os.read + time.monotonic(), so timestamps are not delayed by terminal
emulation; the VT100 emulator (pyte) is fed lazily, only when a check needs the screen.
"""

import os
import select
import signal
import sys
import time
from pathlib import Path

import pexpect

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "EndToEnd"))
from term_screen import TermScreen, TermStream  # noqa: E402

SPINNER_BYTES = b"\xe2\xa0"          # UTF-8 lead of U+2800..U+283F (braille spinner glyphs)
LOADED_BYTES = b"updated "            # the loaded screen's top border: "updated HH:MM"
RESTORE_BYTES = b"\x1b[?1049l"        # leaving the alternate screen (endwin)
CLK_TCK = os.sysconf("SC_CLK_TCK")

KEYS = {"down": "\x1bOB", "up": "\x1bOA", "pgdn": "\x1b[6~", "pgup": "\x1b[5~", "home": "\x1bOH", "end": "\x1bOF"}


class MeasurementError(Exception):
    """A measurement could not be taken (as opposed to a bar that was missed)."""


class PtyApp:
    """One process in a pty. `t0` is taken immediately before the spawn."""

    def __init__(self, argv, env, rows=40, cols=100):
        self.rows, self.cols = rows, cols
        self._spawn_rows, self._spawn_cols = rows, cols
        self.chunks = []            # (monotonic time, bytes)
        self.offsets = []           # offset in raw of each chunk's first byte
        self.raw = bytearray()
        self.eof = False
        self.screen = TermScreen(cols, rows)
        self.stream = TermStream(self.screen)
        self._fed = 0
        self.t0 = time.monotonic()
        self.child = pexpect.spawn(argv[0], list(argv[1:]), env=env, dimensions=(rows, cols))
        self.pid = self.child.pid
        self.fd = self.child.child_fd

    # ---- reading ----------------------------------------------------------------------------------
    def read(self, timeout):
        """Reads what is available within `timeout` s; returns the chunk (b"" on timeout or EOF)."""
        if self.eof:
            if timeout > 0:
                time.sleep(timeout)
            return b""
        r, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not r:
            return b""
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        now = time.monotonic()
        if not data:
            self.eof = True
            return b""
        self.offsets.append(len(self.raw))
        self.chunks.append((now, data))
        self.raw += data
        return data

    def drain(self):
        while self.read(0):
            pass

    def wait_first_byte(self, timeout):
        deadline = time.monotonic() + timeout
        while not self.chunks:
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                raise MeasurementError("the app wrote nothing within %.1f s (%s)" % (timeout, "exited" if self.eof else "timeout"))
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
                raise MeasurementError("%s not written within %.1f s (%s); screen:\n%s" % (
                    what or repr(needle), timeout, "app exited" if self.eof else "timeout", self.text()))
            self.read(min(left, 0.05))

    def wait_for_screen(self, check, timeout, what):
        """Reads until check(lines) is true on the emulated screen."""
        deadline = time.monotonic() + timeout
        while True:
            self.drain()
            if check(self.lines()):
                return time.monotonic()
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                raise MeasurementError("%s: not on screen within %.1f s; screen:\n%s" % (what, timeout, self.text()))
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

    def settle(self, quiet, timeout=5.0):
        """Reads until nothing is written for `quiet` s; returns the time of the last chunk."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.read(quiet):
                return self.chunks[-1][0] if self.chunks else self.t0
        raise MeasurementError("the app kept writing for %.1f s" % timeout)

    def time_at(self, offset):
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
    def lines(self):
        while self._fed < len(self.chunks):
            self.stream.feed(self.chunks[self._fed][1])
            self._fed += 1
        return list(self.screen.display)

    def text(self):
        return "\n".join(line.rstrip() for line in self.lines())

    def timeline(self, predicates):
        """Replays the output chunk by chunk into a fresh emulator; for each name in `predicates`
        (name -> check(lines)), the time of the first chunk after which the check holds (or None).
        Done after the fact, so the timestamps were taken by the bare reader."""
        screen = TermScreen(self._spawn_cols, self._spawn_rows)
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
    def send(self, key):
        t = time.monotonic()
        os.write(self.fd, KEYS.get(key, key).encode())
        return t

    def resize(self, rows, cols):
        self.lines()
        self.rows, self.cols = rows, cols
        self.screen.resize(rows, cols)
        t = time.monotonic()
        self.child.setwinsize(rows, cols)
        return t

    # ---- the process ------------------------------------------------------------------------------
    def alive(self):
        return self.child.isalive()

    def quit(self, timeout=5.0):
        """q, then waits for the exit; returns the exit status. Raises if the app does not exit."""
        if self.alive():
            self.send("q")
        deadline = time.monotonic() + timeout
        while self.child.isalive():
            self.read(0.02)
            if time.monotonic() > deadline:
                self.kill()
                raise MeasurementError("the app did not exit within %.1f s of q" % timeout)
        self.drain()
        self.child.close()
        return self.child.exitstatus

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


# ---- /proc readers ----------------------------------------------------------------------------------

def cpu_seconds(pid):
    """utime + stime of the whole process (all threads, living and dead), in seconds (10 ms ticks)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


class ThreadTracker:
    """CPU time (ns, schedstat) and context switches of a process's threads over a window, counting
    threads that start or end inside it: sample() now and then; a thread that ends contributes up to
    its last sample, a thread born in the window counts from zero."""

    def __init__(self, pid):
        self.pid = pid
        self.first, self.last, self.names = {}, {}, {}
        self.initial = None

    def sample(self):
        seen = {}
        try:
            tids = os.listdir("/proc/%d/task" % self.pid)
        except OSError:
            return
        for tid in tids:
            try:
                with open("/proc/%d/task/%s/schedstat" % (self.pid, tid)) as f:
                    ns = int(f.read().split()[0])
                sw = 0
                with open("/proc/%d/task/%s/status" % (self.pid, tid)) as f:
                    for line in f:
                        if line.startswith("Name:"):
                            self.names.setdefault(tid, line.split(":", 1)[1].strip())
                        elif line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                            sw += int(line.split()[1])
            except (OSError, ValueError, IndexError):
                continue
            seen[tid] = (ns, sw)
        if self.initial is None:
            self.initial = set(seen)
            self.first = dict(seen)
        for tid, v in seen.items():
            self.last[tid] = v

    def totals(self):
        """(ns, switches, threads born in the window, {thread name: switches})."""
        ns = sw = 0
        by_name = {}
        for tid, (lns, lsw) in self.last.items():
            fns, fsw = self.first.get(tid, (0, 0)) if tid in self.initial else (0, 0)
            ns += lns - fns
            sw += lsw - fsw
            name = self.names.get(tid, "?")
            by_name[name] = by_name.get(name, 0) + (lsw - fsw)
        born = len(set(self.last) - self.initial)
        return ns, sw, born, by_name


def thread_count(pid):
    return len(os.listdir("/proc/%d/task" % pid))


def memory_kib(pid):
    """{"VmHWM": KiB, "VmRSS": KiB} from /proc/PID/status."""
    out = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            key = line.split(":", 1)[0]
            if key in ("VmHWM", "VmRSS"):
                out[key] = int(line.split()[1])
    return out
