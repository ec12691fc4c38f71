"""The terminal itself: TERM values the system does or does not know, and a terminal that goes away."""

import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import App, shell_command, wait_loaded
from weathertui_testing.proc import cpu_ticks, proc_state, stat_fields
from weathertui_testing.terminal import ALT_SCREEN_ON

LOCATION = "37.57,126.98"
BOX_DRAWING = set("┌┐└┘│─├┤")


# --------------------------------------------------------------------------
# A terminfo database that lacks some entries, whatever the machine has installed
# --------------------------------------------------------------------------

def system_terminfo_dirs():
    dirs = []
    try:
        out = subprocess.run(["infocmp", "-D"], capture_output=True, text=True, timeout=10).stdout.split()
    except (OSError, subprocess.SubprocessError):
        out = []
    for d in out + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]:
        if os.path.isdir(d) and os.path.realpath(d) not in [os.path.realpath(x) for x in dirs]:
            dirs.append(d)
    return dirs


def compiled_entry(name, dirs):
    for d in dirs:
        path = os.path.join(d, name[0], name)
        if os.path.isfile(path):
            return path
        path = os.path.join(d, "%02x" % ord(name[0]), name)        # the hashed-letter layout (macOS style)
        if os.path.isfile(path):
            return path
    return None


class PrivateTerminfo:
    """A terminfo directory with copies of a few system entries, and the way to make ncurses see only it.

    TERMINFO and TERMINFO_DIRS are searched *before* the directories ncurses was built with, never
    instead of them (checked with infocmp below), so those variables alone cannot hide an entry the
    system has. Where that is the case the app runs in its own mount namespace with the system
    directories covered by an empty one (`unshare -m`, or `unshare -Urm` without root)."""

    KEEP = ("xterm-256color", "screen-256color", "tmux-256color")

    def __init__(self, root, keep):
        self.root = root
        self.dir = root / "terminfo"
        self.empty = root / "empty"
        self.empty.mkdir(parents=True)
        self.system = system_terminfo_dirs()
        for name in keep:
            src = compiled_entry(name, self.system)
            if src:
                dst = self.dir / name[0] / name
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(src, dst)
        self.env = {"TERMINFO": str(self.dir), "TERMINFO_DIRS": str(self.dir)}
        self.prefix = None

    def has(self, name):
        return (self.dir / name[0] / name).is_file()

    def wrap(self, prefix, command):
        """argv that runs the shell command `command` under `prefix` (None, or an unshare argv)."""
        if prefix is None:
            return ["/bin/sh", "-c", command]
        mounts = "".join("mount --bind %s %s && " % (shlex.quote(str(self.empty)), shlex.quote(d)) for d in self.system)
        return prefix + ["/bin/sh", "-c", mounts + command]

    def sees(self, prefix, name):
        env = dict(os.environ, **self.env)
        env["HOME"] = str(self.root)
        argv = self.wrap(prefix, "exec infocmp %s >/dev/null 2>&1" % shlex.quote(name))
        try:
            return subprocess.run(argv, env=env, timeout=10).returncode == 0
        except (OSError, subprocess.SubprocessError):
            return False

    def hide(self, missing, present):
        """Finds how to run the app so that `missing` are unknown and `present` known; None if no way."""
        candidates = [None]
        if shutil.which("unshare"):
            candidates += [["unshare", "-m"], ["unshare", "-Urm"]]
        for prefix in candidates:
            if all(self.sees(prefix, n) for n in present) and not any(self.sees(prefix, n) for n in missing):
                self.prefix = prefix
                return True
        return False


def spawn_with_terminfo(launcher, terminfo, term, *args, extra=None):
    env = launcher.env(extra=dict(terminfo.env, TERM=term, **(extra or {})))
    stderr_path = Path(env["HOME"]) / "stderr.txt"
    command = shell_command([launcher.binary, *args], stderr_path)
    app = App([], env, 24, 80, stderr_path, wrapped_argv=terminfo.wrap(terminfo.prefix, command))
    launcher.apps.append(app)
    return app, env


def log_text(env):
    path = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "weathertui.log"
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


@pytest.mark.parametrize("term,missing,keep,fallback", [
    ("xterm-kitty", ["xterm-kitty"], ["xterm-256color", "screen-256color", "tmux-256color"], "xterm-256color"),
    ("tmux-256color", ["xterm-kitty", "tmux-256color"], ["xterm-256color", "screen-256color"], "screen-256color"),
])
def test_unknown_modern_term_falls_back(launcher, tmp_path, term, missing, keep, fallback):
    terminfo = PrivateTerminfo(tmp_path / "ti", keep)
    if not terminfo.has(fallback):
        pytest.skip("this system has no %s terminfo entry to copy" % fallback)
    if not terminfo.hide(missing, [fallback]):
        pytest.skip("cannot hide the system's terminfo entries for %s (TERMINFO_DIRS does not, unshare -m fails)" % term)
    app, env = spawn_with_terminfo(launcher, terminfo, term, "--location", LOCATION)
    text = wait_loaded(app)
    lines = text.splitlines()
    assert lines[0].startswith("┌ ") and lines[-1].startswith("└ r refresh"), text
    assert app.cell(79, 0) == "┐", text
    app.assert_no_crash()
    assert app.quit() == 0
    assert app.stderr() == "", app.stderr()
    log = log_text(env)
    notes = [l for l in log.splitlines() if term in l]
    assert notes, "no line about TERM=%s in the log:\n%s" % (term, log)
    assert any(fallback in l for l in notes), "the log does not say %s was used instead:\n%s" % (fallback, "\n".join(notes))


def test_dumb_terminal_is_refused_with_one_line(launcher):
    app = launcher.spawn("--location", LOCATION, extra_env={"TERM": "dumb"})
    status = app.wait_exit(timeout=5)
    err = app.stderr()
    assert status == 2, "exit status %s (signal %s); stderr: %s" % (status, app.signalstatus, err)
    lines = err.strip("\n").splitlines()
    assert len(lines) == 1 and "dumb" in lines[0], "expected one line about TERM=dumb on stderr, got:\n" + err
    assert "\x1b" not in err
    text = "\n".join(app.screen.display)        # wait_exit() read all the output and closed the pty
    assert not (BOX_DRAWING & set(text)), "the dashboard was drawn on a dumb terminal:\n" + text
    assert text.strip() == "", "something was written to the dumb terminal:\n" + text
    assert ALT_SCREEN_ON not in app.raw, "the app switched to the alternate screen"
    app.assert_no_crash()


def test_unknown_term_is_said_in_the_users_language(launcher):
    app = launcher.spawn("--location", LOCATION, extra_env={"TERM": "no-such-terminal-xyz", "LANG": "fr_FR.UTF-8"})
    status = app.wait_exit(timeout=5)
    err = app.stderr()
    assert status == 2, "exit status %s (signal %s); stderr: %s" % (status, app.signalstatus, err)
    assert err.startswith("weathertui: ce système n’a pas de description du type de terminal «\u00a0no-such-terminal-xyz\u00a0»"), err
    assert "apt-get install ncurses-term" in err, err


def test_unknown_term_names_the_package_to_install(launcher):
    app = launcher.spawn("--location", LOCATION, extra_env={"TERM": "no-such-terminal-xyz"})
    status = app.wait_exit(timeout=5)
    err = app.stderr()
    assert status == 2, "exit status %s (signal %s); stderr: %s" % (status, app.signalstatus, err)
    assert "ncurses-term" in err, err
    assert "\x1b" not in err
    text = "\n".join(app.screen.display)
    assert not (BOX_DRAWING & set(text)), text
    app.assert_no_crash()


# --------------------------------------------------------------------------
# 5. The terminal goes away
# --------------------------------------------------------------------------

HANGUP_DEADLINE = 3.0


def spinning_note(pid):
    try:
        before = cpu_ticks(pid)
        time.sleep(0.5)
        after = cpu_ticks(pid)
    except OSError:
        return "gone meanwhile"
    return "state %s, %d CPU ticks in 0.5 s%s" % (proc_state(pid), after - before,
                                                  " (spinning)" if after - before >= 25 else "")


def close_master(app):
    """Hangs the terminal up: closes the pty master, as a terminal emulator or sshd does when it goes away."""
    app.pump()
    app.child.hang_up()


def test_hangup_ends_the_app(launcher):
    app = launcher.spawn("--location", LOCATION)
    wait_loaded(app)
    app.settle(0.3)
    close_master(app)                          # the kernel sends SIGHUP to the session's leader: the app
    deadline = time.monotonic() + HANGUP_DEADLINE
    while app.child.isalive():
        if time.monotonic() > deadline:
            note = spinning_note(app.pid)
            raise AssertionError("the app still runs %.0f s after its terminal went away (%s)" % (HANGUP_DEADLINE, note))
        time.sleep(0.02)
    status, sig = app.child.exitstatus, app.child.signalstatus
    assert status == 128 + signal.SIGHUP or sig == signal.SIGHUP, \
        "expected exit status 129 or death by SIGHUP, got status %s signal %s; stderr: %s" % (status, sig, app.stderr())
    assert proc_state(app.pid) is None, "the app's process is still there"
    app.assert_no_crash()


WRAPPER = r"""
import subprocess, sys
status, stderr = sys.argv[1], sys.argv[2]
with open(stderr, "wb") as err:
    p = subprocess.Popen(sys.argv[3:], stderr=err)
with open(status, "w") as f:
    f.write("%d\n" % p.pid)
rc = p.wait()
with open(status, "a") as f:
    f.write("%d\n" % rc)
"""


def test_terminal_gone_without_sighup_ends_the_app(launcher, tmp_path):
    """The app in a session of its own (no controlling terminal, so no SIGHUP when the terminal goes):
    it must notice the end of its input (POLLHUP, EOF) and end."""
    if not shutil.which("setsid"):
        pytest.skip("setsid is not installed")
    env = launcher.env()
    status_file, stderr_file = tmp_path / "status", tmp_path / "app-stderr"
    # setsid makes a new session (it forks first: the spawned child leads the pty's session); the wrapper in
    # it starts the app on the pty's fds 0/1 and records the app's pid, then how it ended (-N: signal N).
    argv = ["setsid", "-w", sys.executable, "-c", WRAPPER, str(status_file), str(stderr_file),
            launcher.binary, "--location", LOCATION]
    app = App([], env, 24, 80, stderr_file, wrapped_argv=argv)
    launcher.apps.append(app)
    app_pid = None
    try:
        wait_loaded(app)
        app.settle(0.3)
        app_pid = int(status_file.read_text().split()[0])
        fields = stat_fields(app_pid)
        session, tty_nr = int(fields[3]), int(fields[4])
        assert tty_nr == 0, "the app has a controlling terminal (tty_nr %d): the test would not avoid SIGHUP" % tty_nr
        assert session != app.pid, "the app is in the pty's session"

        close_master(app)
        deadline = time.monotonic() + HANGUP_DEADLINE
        while len(status_file.read_text().split()) < 2:
            if time.monotonic() > deadline:
                raise AssertionError("the app (pid %d) still runs %.0f s after its terminal went away (%s)"
                                     % (app_pid, HANGUP_DEADLINE, spinning_note(app_pid)))
            time.sleep(0.02)
        rc = int(status_file.read_text().split()[1])
        assert rc != -signal.SIGHUP, "the app was killed by SIGHUP: the test setup did not avoid it"
        assert rc >= 0, "the app died of signal %d" % -rc
        assert rc not in (134, 132, 133, 135, 136, 139), "crash-like exit status %d" % rc
        deadline = time.monotonic() + 1.0
        while proc_state(app_pid) is not None and time.monotonic() < deadline:
            time.sleep(0.02)
        assert proc_state(app_pid) is None, "the app's process is still there (state %s)" % proc_state(app_pid)
        app.assert_no_crash()
    finally:
        if app_pid is not None and proc_state(app_pid) not in (None, "Z"):
            os.kill(app_pid, signal.SIGKILL)
