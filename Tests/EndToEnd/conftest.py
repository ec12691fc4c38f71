"""Fixtures for weathertui's end-to-end tests.

The real binary runs in a pseudo-terminal (pexpect) whose output feeds a VT100 emulator (pyte); the
weather services are the fake server in Tests/FakeServer, one per test module, reset before each test.

    WEATHERTUI_BIN   the binary to test (default: <repo>/.build/debug/weathertui)
"""

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest

REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("WEATHERTUI_BIN") or str(REPO / ".build" / "debug" / "weathertui")
SERVER_SCRIPT = REPO / "Tests" / "FakeServer" / "fake_weather_server.py"

DEFAULT_TIMEOUT = 5.0
POLL = 0.02

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
CRASH_TEXTS = ("Fatal error", "Program crashed", "Crash", "Backtrace", "Illegal instruction",
               "Segmentation fault", "Trace/breakpoint trap")

# Keys as xterm sends them once the app has switched the keypad to application mode (ncurses keypad()).
KEYS = {
    "up": "\x1bOA", "down": "\x1bOB", "right": "\x1bOC", "left": "\x1bOD",
    "home": "\x1bOH", "end": "\x1bOF", "pgup": "\x1b[5~", "pgdn": "\x1b[6~",
    "enter": "\r", "esc": "\x1b", "backspace": "\x7f",
}


# --------------------------------------------------------------------------
# Terminal emulator
# --------------------------------------------------------------------------

from term_screen import TermScreen, TermStream  # noqa: E402

sys.path.insert(0, str(REPO / "Tests" / "FakeServer"))
from fake_server_process import FakeServerProcess  # noqa: E402


# --------------------------------------------------------------------------
# Fake server
# --------------------------------------------------------------------------

def _die_with_parent():
    """In the server's child process: get SIGTERM if the test run dies (Linux), so no server outlives it."""
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)    # PR_SET_PDEATHSIG
    except Exception:
        pass


class FakeServer(FakeServerProcess):
    def __init__(self, host=None):
        """host: a loopback address other than 127.0.0.1 to bind (e.g. "127.0.0.2"), or None."""
        super().__init__([sys.executable, str(SERVER_SCRIPT), "--port", "0", "--quiet"], preexec_fn=_die_with_parent,
                         host=host)

    def count(self, path):
        return self.stats()["by_path"].get(path, 0)


def closed_port():
    """A local port nothing listens on (bound, then released)."""
    import socket
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


# --------------------------------------------------------------------------
# The app in a pty
# --------------------------------------------------------------------------

class App:
    """One weathertui process in a pseudo-terminal, its output rendered by pyte."""

    def __init__(self, argv, env, rows, cols, stderr_path, wrapped_argv=None):
        self.rows, self.cols = rows, cols
        self.screen = TermScreen(cols, rows)
        self.stream = TermStream(self.screen)
        self.raw = bytearray()
        self.stderr_path = stderr_path
        self.exitstatus = None
        self.signalstatus = None
        if wrapped_argv is None:
            # The shell only sets up the stderr redirection, then becomes the app (same pid).
            command = "exec %s 2>%s" % (" ".join(shlex.quote(a) for a in argv), shlex.quote(str(stderr_path)))
            wrapped_argv = ["/bin/sh", "-c", command]
        self.child = pexpect.spawn(wrapped_argv[0], wrapped_argv[1:], dimensions=(rows, cols), env=env)
        # pexpect sleeps 0.1 s after closing or terminating a child by default; the tests wait explicitly.
        self.child.delayafterclose = self.child.ptyproc.delayafterclose = 0
        self.child.delayafterterminate = self.child.ptyproc.delayafterterminate = 0
        self.pid = self.child.pid

    # ---- output ------------------------------------------------------------
    def pump(self, wait=0.0):
        """Reads everything the app has written so far (waiting up to `wait` for the first byte)."""
        timeout = wait
        while True:
            try:
                data = self.child.read_nonblocking(65536, timeout=timeout)
            except (pexpect.TIMEOUT, pexpect.EOF):
                return
            self.raw += data
            self.stream.feed(data)
            timeout = 0

    def lines(self):
        self.pump()
        return list(self.screen.display)

    def text(self):
        return "\n".join(self.lines())

    def row(self, y):
        return self.lines()[y]

    def cell(self, x, y):
        """The character in column x of row y ("" for the right half of a double-width character)."""
        self.pump()
        return self.screen.buffer[y][x].data

    def wait_for(self, what, timeout=DEFAULT_TIMEOUT, message=None):
        """Polls the screen until `what` (text, compiled regex or predicate on the text) matches."""
        if isinstance(what, str):
            check = lambda t: what in t  # noqa: E731
        elif isinstance(what, re.Pattern):
            check = lambda t: what.search(t)  # noqa: E731
        else:
            check = what
        deadline = time.monotonic() + timeout
        while True:
            self.pump(POLL)
            text = "\n".join(self.screen.display)
            result = check(text)
            if result:
                # A frame can arrive in several reads: judge the screen again once the output pauses.
                self.settle(0.03)
                text = "\n".join(self.screen.display)
                result = check(text)
                if result:
                    return result
            if time.monotonic() > deadline:
                raise AssertionError("%s not on screen after %.1f s; screen:\n%s\nstderr: %s" % (
                    message or repr(getattr(what, "pattern", what)), timeout, text, self.stderr()))
            if not self.child.isalive() and not self._drainable():
                raise AssertionError("app exited (status %s, signal %s) while waiting for %s; screen:\n%s\nstderr: %s" % (
                    self.child.exitstatus, self.child.signalstatus, message or repr(what), text, self.stderr()))

    def _drainable(self):
        try:
            data = self.child.read_nonblocking(65536, timeout=0)
        except (pexpect.TIMEOUT, pexpect.EOF):
            return False
        self.raw += data
        self.stream.feed(data)
        return True

    def wait_gone(self, text, timeout=DEFAULT_TIMEOUT):
        return self.wait_for(lambda t: text not in t, timeout, message="%r to disappear" % text)

    def settle(self, quiet=0.15, timeout=DEFAULT_TIMEOUT):
        """Waits until the app has written nothing for `quiet` seconds. A spinner draws every 100 ms,
        so only pauses well below that are usable while one runs."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            before = len(self.raw)
            self.pump(quiet)
            if len(self.raw) == before:
                return
        raise AssertionError("the app kept writing for %.1f s" % timeout)

    def stderr(self):
        try:
            return Path(self.stderr_path).read_text(errors="replace")
        except OSError:
            return ""

    # ---- input -------------------------------------------------------------
    def send(self, *keys):
        for key in keys:
            self.child.send(KEYS.get(key, key))

    def press(self, *keys, change=True, timeout=2.0):
        """Sends keys one by one. With change=True each key must make the app draw something (waited
        for, then a short settle); with change=False the keys must draw nothing (checked after a pause)."""
        for key in keys:
            self.pump()
            before = len(self.raw)
            self.send(key)
            if change:
                deadline = time.monotonic() + timeout
                while len(self.raw) == before:
                    if time.monotonic() > deadline:
                        raise AssertionError("no redraw after key %r; screen:\n%s" % (key, "\n".join(self.screen.display)))
                    self.pump(POLL)
                self.settle(0.03)
        if not change:
            self.settle(0.25)
            assert len(self.raw) == before, "keys %r redrew the screen" % (keys,)

    def resize(self, rows, cols):
        self.pump()
        self.rows, self.cols = rows, cols
        self.screen.resize(rows, cols)
        self.child.setwinsize(rows, cols)

    # ---- process -----------------------------------------------------------
    def alive(self):
        return self.child.isalive()

    def wait_exit(self, timeout=DEFAULT_TIMEOUT):
        """Waits for the app to exit; returns its exit status (None if killed by a signal)."""
        deadline = time.monotonic() + timeout
        while self.child.isalive():
            self.pump(POLL)
            if time.monotonic() > deadline:
                raise AssertionError("app still running %.1f s later; screen:\n%s" % (timeout, "\n".join(self.screen.display)))
        self.pump()
        self.child.close()
        self.exitstatus, self.signalstatus = self.child.exitstatus, self.child.signalstatus
        return self.exitstatus

    def quit(self, timeout=3.0):
        self.send("q")
        return self.wait_exit(timeout)

    def cpu_ticks(self, pid=None):
        with open("/proc/%d/stat" % (pid or self.pid)) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])      # utime + stime

    def rss_kib(self, pid=None):
        with open("/proc/%d/status" % (pid or self.pid)) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

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

    def assert_no_crash(self):
        text = "\n".join(self.screen.display)
        err = self.stderr()
        for needle in CRASH_TEXTS:
            assert needle not in text, "crash text %r on screen:\n%s" % (needle, text)
            assert needle not in err, "crash text %r on stderr:\n%s" % (needle, err)


# --------------------------------------------------------------------------
# Fixtures
# --------------------------------------------------------------------------

@pytest.fixture(scope="session")
def binary():
    if not os.access(BINARY, os.X_OK):
        pytest.fail("weathertui binary not found at %s: build it (swift build) or set WEATHERTUI_BIN" % BINARY)
    return BINARY


@pytest.fixture(scope="module")
def server_process():
    server = FakeServer()
    yield server
    server.stop()


@pytest.fixture
def server(server_process):
    """The module's fake server, back in its start-up state."""
    server_process.reset()
    yield server_process
    server_process.reset()


def base_env(home, urls):
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "SWIFT_BACKTRACE": "interactive=no,output-to=stderr",
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    if urls:
        env.update({
            "WEATHERTUI_OPEN_METEO_URL": urls,
            "WEATHERTUI_GEOCODING_URL": urls,
            "WEATHERTUI_REVERSE_GEOCODING_URL": urls,
            "WEATHERTUI_OPENWEATHER_URL": urls,
            "WEATHERTUI_IPLOOKUP_URL": urls + "/ip",
        })
    return env


class Launcher:
    """Builds environments and starts apps; kills whatever it started at teardown."""

    def __init__(self, binary, tmp_path, server=None):
        self.binary = binary
        self.tmp_path = tmp_path
        self.server = server
        self.apps = []
        self.count = 0

    def env(self, config=None, api_key=None, url=None, extra=None, home=None):
        self.count += 1
        home = home or self.tmp_path / ("home%d" % self.count)
        (home / "config" / "weathertui").mkdir(parents=True, exist_ok=True)
        (home / "cache").mkdir(parents=True, exist_ok=True)
        if config is not None:
            (home / "config" / "weathertui" / "config.toml").write_text(config)
        if url is None and self.server is not None:
            url = self.server.url
        env = base_env(home, url)
        if api_key is not None:
            env["OPENWEATHER_API_KEY"] = api_key
        if not self.binary.startswith(str(REPO) + os.sep):
            # A copied binary cannot find the source tree's Resources/ for --demo.
            env["WEATHERTUI_DATA_DIR"] = str(REPO / "Resources")
        if extra:
            env.update(extra)
        return env

    def spawn(self, *args, rows=24, cols=80, config=None, api_key=None, url=None, extra_env=None, env=None):
        env = env or self.env(config=config, api_key=api_key, url=url, extra=extra_env)
        stderr_path = Path(env["HOME"]) / ("stderr%d.txt" % len(self.apps))
        app = App([self.binary, *args], env, rows, cols, stderr_path)
        self.apps.append(app)
        return app

    def spawn_shell(self, script, rows=24, cols=80, env=None):
        """Runs `bash -c script` in the pty (for checks after the app has exited)."""
        env = env or self.env()
        stderr_path = Path(env["HOME"]) / "unused-stderr.txt"
        app = App([], env, rows, cols, stderr_path, wrapped_argv=["/bin/bash", "--norc", "--noprofile", "-c", script])
        self.apps.append(app)
        return app

    def run(self, *args, timeout=15, stdin=None, config=None, api_key=None, url=None, env=None):
        """Runs the binary without a terminal; returns the CompletedProcess."""
        env = env or self.env(config=config, api_key=api_key, url=url)
        return subprocess.run([self.binary, *args], env=env, stdin=stdin if stdin is not None else subprocess.DEVNULL,
                              capture_output=True, timeout=timeout)

    def close(self):
        for app in self.apps:
            app.kill()


@pytest.fixture
def launcher(binary, server, tmp_path):
    launcher = Launcher(binary, tmp_path, server)
    yield launcher
    launcher.close()


@pytest.fixture
def offline_launcher(binary, tmp_path):
    """Apps whose service URLs all point at a closed port."""
    launcher = Launcher(binary, tmp_path, None)
    launcher.default_url = "http://127.0.0.1:%d" % closed_port()
    original = launcher.env

    def env(config=None, api_key=None, url=None, extra=None, home=None):
        return original(config=config, api_key=api_key, url=url or launcher.default_url, extra=extra, home=home)
    launcher.env = env
    yield launcher
    launcher.close()


# --------------------------------------------------------------------------
# Screen helpers shared by the tests
# --------------------------------------------------------------------------

ROW_RE = re.compile(r"^│ (\d\d:\d\d)  (.{1,2}?)\s+(-?\d+\.\d)°([CF])  ")
DAY_RE = re.compile(r"^├ (.+?) ─")
LOADED_RE = re.compile(r"updated \d\d:\d\d ┐")


def wait_loaded(app, timeout=DEFAULT_TIMEOUT):
    """Waits for the dashboard with forecast rows and the key bar."""
    app.wait_for(lambda t: LOADED_RE.search(t) and "refreshing" not in t and list_items(t.splitlines())
                 and "r refresh" in t.splitlines()[-1], timeout, message="the loaded dashboard")
    return app.text()


def frame_x(cols):
    width = min(cols, 110)
    return (cols - width) // 2, width


def list_items(lines, cols=None):
    """The forecast items in view, top to bottom: (day label, time, temperature, unit, row index, line)."""
    items = []
    day = None
    for y, line in enumerate(lines):
        inner = line.strip(" ")          # the frame is centred in wide terminals
        m = DAY_RE.match(inner)
        if m:
            day = m.group(1)
            continue
        m = ROW_RE.match(inner)
        if m:
            items.append((day, m.group(1), float(m.group(3)), m.group(4), y, inner))
    return items
