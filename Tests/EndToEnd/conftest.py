"""Fixtures for weathertui's end-to-end tests.

The real binary runs in a pseudo-terminal whose output feeds a VT100 emulator (weathertui_testing.pty_app,
shared with the benchmark); the weather services are the fake server in Tests/FakeServer, one per test
module, reset before each test. weathertui_testing (Tests/Support) is on sys.path through pytest.ini.

    WEATHERTUI_BIN   the binary to test (default: <repo>/.build/debug/weathertui)
"""

import os
import re
import shlex
import socket
import subprocess
import time
from pathlib import Path

import pytest

from weathertui_testing.environment import app_env, make_home
from weathertui_testing.fake_server import FakeServer, closed_port
from weathertui_testing.paths import DEBUG_BINARY, REPO, RESOURCES
from weathertui_testing.pty_app import PtyApp
from weathertui_testing.screens import CRASH_TEXTS, LOADED_KEY, LOADED_RE, list_items

BINARY = os.environ.get("WEATHERTUI_BIN") or str(DEBUG_BINARY)

DEFAULT_TIMEOUT = 5.0
POLL = 0.02


# --------------------------------------------------------------------------
# The app in a pty
# --------------------------------------------------------------------------

def shell_command(argv, stderr_path, setup=""):
    """A /bin/sh command that runs `setup`, then becomes argv (same pid) with stderr to `stderr_path`."""
    return "%sexec %s 2>%s" % (setup + "; " if setup else "", " ".join(shlex.quote(a) for a in argv),
                               shlex.quote(str(stderr_path)))


class App(PtyApp):
    """One weathertui process in a pseudo-terminal, with waits that fail a test."""

    def __init__(self, argv, env, rows, cols, stderr_path, wrapped_argv=None, answers_queries=True):
        self.stderr_path = stderr_path
        if wrapped_argv is None:
            # The shell only sets up the stderr redirection, then becomes the app (same pid).
            wrapped_argv = ["/bin/sh", "-c", shell_command(argv, stderr_path)]
        super().__init__(wrapped_argv, env, rows, cols, answers_queries=answers_queries)

    def row(self, y):
        return self.lines()[y]

    def cell(self, x, y):
        """The character in column x of row y ("" for the right half of a double-width character)."""
        self.drain()
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
            if not self.child.isalive() and not self.read(0):
                raise AssertionError("app exited (status %s, signal %s) while waiting for %s; screen:\n%s\nstderr: %s" % (
                    self.child.exitstatus, self.child.signalstatus, message or repr(what), text, self.stderr()))

    def wait_gone(self, text, timeout=DEFAULT_TIMEOUT):
        return self.wait_for(lambda t: text not in t, timeout, message="%r to disappear" % text)

    def press(self, *keys, change=True, timeout=2.0):
        """Sends keys one by one. With change=True each key must make the app draw something (waited
        for, then a short settle); with change=False the keys must leave the screen as it was (checked once a
        later key has shown its effect: see sync)."""
        before_text = self.text()
        for key in keys:
            self.drain()
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
            self.sync()
            assert self.text() == before_text, "keys %r changed the screen:\n--- before:\n%s\n--- after:\n%s" % (
                keys, before_text, self.text())

    def sync(self, timeout=DEFAULT_TIMEOUT):
        """Returns once every key sent so far has been handled. Input is handled in order, so this sends a
        key with a visible effect and waits for that: `u` (units) twice on the dashboard, which switches
        °C and °F and back, and so ends where it began. The units shown must not be about to change
        (no `u` among the keys still in flight)."""
        text = self.text()
        shown, other = ("°C", "°F") if "°C" in text else ("°F", "°C")
        assert shown in text and other not in text, "sync needs the dashboard with temperatures:\n" + text
        self.send("u")
        self.wait_for(lambda t: other in t and shown not in t, timeout, message="%s after u (the sync key)" % other)
        self.send("u")
        self.wait_for(lambda t: shown in t and other not in t, timeout, message="%s after u again (the sync key)" % shown)

    def quit(self, timeout=3.0):
        return super().quit(timeout)

    def stderr(self):
        try:
            return Path(self.stderr_path).read_text(errors="replace")
        except OSError:
            return ""

    def assert_no_crash(self):
        text = "\n".join(self.screen.display)
        err = self.stderr()
        for needle in CRASH_TEXTS:
            assert needle not in text, "crash text %r on screen:\n%s" % (needle, text)
            assert needle not in err, "crash text %r on stderr:\n%s" % (needle, err)


def wait_loaded(app, timeout=DEFAULT_TIMEOUT):
    """Waits for the dashboard with forecast rows and the key bar."""
    app.wait_for(lambda t: LOADED_RE.search(t) and "refreshing" not in t and list_items(t.splitlines())
                 and LOADED_KEY in t.splitlines()[-1], timeout, message="the loaded dashboard")
    return app.text()


# --------------------------------------------------------------------------
# Fixtures
# --------------------------------------------------------------------------

@pytest.fixture(scope="session")
def binary():
    if not os.access(BINARY, os.X_OK):
        pytest.fail("weathertui binary not found at %s: build it (swift build) or set WEATHERTUI_BIN" % BINARY)
    return BINARY


def serve(server):
    """A fixture's body for a module-wide server: each test gets it in its start-up state."""
    server.reset()
    yield server
    server.reset()


def module_server(host=None):
    """A fixture's body for a fake server that lives as long as the test module."""
    server = FakeServer(host=host)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def server_process():
    yield from module_server()


@pytest.fixture
def server(server_process):
    """The module's fake server, back in its start-up state."""
    yield from serve(server_process)

@pytest.fixture(scope="module")
def other_host_process():
    """A second fake server on 127.0.0.2: "another host", which the app must never reach (a redirect to
    it, a radar index naming it for its tiles)."""
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
    except OSError as e:
        pytest.skip("127.0.0.2 cannot be bound on this machine (%s): no second host" % e)
    yield from module_server(host="127.0.0.2")


@pytest.fixture
def other_host(other_host_process):
    yield from serve(other_host_process)


class Launcher:
    """Builds environments and starts apps; kills whatever it started at teardown."""

    def __init__(self, binary, tmp_path, server=None, default_url=None):
        self.binary = binary
        self.tmp_path = tmp_path
        self.server = server
        self.default_url = default_url
        self.apps = []
        self.count = 0

    def env(self, config=None, api_key=None, url=None, extra=None, home=None):
        self.count += 1
        home = make_home(home or self.tmp_path / ("home%d" % self.count), config)
        if url is None:
            url = self.default_url or (self.server.url if self.server is not None else None)
        env = app_env(home, url, api_key=api_key)
        if not self.binary.startswith(str(REPO) + os.sep):
            # A copied binary cannot find the source tree's Resources/ for --demo.
            env["WEATHERTUI_DATA_DIR"] = str(RESOURCES)
        if extra:
            env.update(extra)
        return env

    def spawn(self, *args, rows=24, cols=80, config=None, api_key=None, url=None, extra_env=None, env=None,
              shell_setup="", answers_queries=True):
        """The app in a pty; `shell_setup` is run by the shell before it becomes the app (e.g. "umask 022");
        `answers_queries=False`: the terminal answers no query (the harness's DA1 answer is left out)."""
        env = env or self.env(config=config, api_key=api_key, url=url, extra=extra_env)
        stderr_path = Path(env["HOME"]) / ("stderr%d.txt" % len(self.apps))
        argv = [self.binary, *args]
        app = App(argv, env, rows, cols, stderr_path,
                  wrapped_argv=["/bin/sh", "-c", shell_command(argv, stderr_path, shell_setup)] if shell_setup else None,
                  answers_queries=answers_queries)
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
    """Apps whose service URLs all point at a closed port: every service refuses the connection."""
    launcher = Launcher(binary, tmp_path, None, default_url="http://127.0.0.1:%d" % closed_port())
    yield launcher
    launcher.close()


@pytest.fixture
def cut_off_launcher(binary, tmp_path):
    """Apps in a network namespace of their own without any network (`unshare -rn`): nothing can be
    reached, not even 127.0.0.1. Skipped where unprivileged namespaces are not allowed."""
    probe = subprocess.run(["unshare", "-rn", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("unshare -rn is not allowed here: %s" % probe.stderr.decode(errors="replace").strip())
    wrapper = tmp_path / "weathertui-without-network"
    wrapper.write_text('#!/bin/sh\nexec unshare -rn "%s" "$@"\n' % binary)
    wrapper.chmod(0o755)
    launcher = Launcher(str(wrapper), tmp_path, None, default_url="http://127.0.0.1:%d" % closed_port())
    yield launcher
    launcher.close()
