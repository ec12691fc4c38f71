"""`weathertui watch` against the fake server: rain about to start and a warning issued, upgraded and
lifted each give exactly one notification, on standard output (no terminal, no bus), on a real session
bus (dbus-daemon and a notification service written for the tests) and as the terminal's sequence read
from a pty, and a restart gives none again; offline, a read-only cache and a notification service that
hangs or fails cost one line each. WEATHERTUI_WATCH_INTERVAL makes a poll every two seconds instead of
every quarter hour."""

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import wait_loaded
from test_cache_unwritable import mount_point  # noqa: F401 (a fixture)
from weathertui_testing.paths import REPO

BERLIN = ("--location", "52.52,13.405")
INTERVAL = 2
CONFIG = "request_timeout = 4\n"
STORM = {"event": "storm-force gusts", "severity": "moderate", "ends_in": 7200}


class Watch:
    """One `watch` process, its standard output read line by line."""

    def __init__(self, binary, env, *args):
        self.proc = subprocess.Popen([binary, "watch", *BERLIN, *args], env=env, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buffer = b""
        self.lines = []

    def read(self, seconds):
        """Reads standard output for `seconds`; returns every line so far."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                break
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                break
            self.buffer += chunk
            *done, self.buffer = self.buffer.split(b"\n")
            self.lines += [line.decode() for line in done if line and not line.startswith(b"  ")]
        return self.lines

    def wait_for(self, text, timeout=15):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(text in line for line in self.read(0.2)):
                return
        raise AssertionError("%r not printed in %.0f s; lines: %r; stderr: %s" % (text, timeout, self.lines, self.stop()))

    def stop(self):
        """SIGTERM, as systemd stops it; returns standard error and checks the exit was clean."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            _, err = self.proc.communicate(timeout=10)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
        assert self.proc.returncode == 0, (self.proc.returncode, err)
        return err.decode(errors="replace")


@pytest.fixture
def watch_env(launcher):
    env = launcher.env(config=CONFIG)
    env["WEATHERTUI_WATCH_INTERVAL"] = str(INTERVAL)
    return env


def test_rain_in_20_minutes_is_said_once_and_not_again_after_a_restart(binary, server, watch_env):
    # Dry now; from the quarter after next on, wet: rain starts in 15 to 30 minutes.
    server.control(quarter_hours=[0, 0, 0.5, 0.6, 0.5, 0.4], dwd_alerts=[])
    watch = Watch(binary, watch_env)
    watch.wait_for("Rain in ")
    lines = watch.read(3 * INTERVAL)
    assert len(lines) == 1 and lines[0].endswith("at Berlin (2.4 mm/h)"), lines
    watch.stop()
    again = Watch(binary, watch_env)
    assert again.read(3 * INTERVAL) == []
    again.stop()
    assert server.count("/v1/forecast") >= 2


def test_a_warning_issued_upgraded_and_lifted_is_said_once_each(binary, server, watch_env):
    server.control(dwd_alerts=[])
    watch = Watch(binary, watch_env)
    watch.read(INTERVAL + 1)
    server.control(dwd_alerts=[STORM])
    watch.wait_for("Storm-force gusts (moderate) at Berlin until ")
    server.control(dwd_alerts=[dict(STORM, severity="severe")])
    watch.wait_for("upgraded")
    watch.stop()
    # A restart in the middle says nothing again.
    watch = Watch(binary, watch_env)
    assert watch.read(3 * INTERVAL) == []
    server.control(dwd_alerts=[])
    watch.wait_for("lifted")
    lines = watch.read(2 * INTERVAL)
    watch.stop()
    assert len(lines) == 1 and lines[0] == "Storm-force gusts lifted at Berlin — DWD", lines


def test_places_and_several_locations_share_one_forecast_request_and_a_restart_asks_nothing(binary, server, launcher):
    # The default interval: one poll in the test's time, whatever the places.
    env = launcher.env(config=CONFIG + 'places = ["37.5665,126.978"]\n')
    watch = Watch(binary, env, "--location", "35.68,139.69")
    watch.wait_for("Storm-force gusts (moderate) at Berlin")
    time.sleep(2)
    watch.stop()
    assert server.count("/v1/forecast") == 1
    query = server.requests("/v1/forecast")[0]["query"]
    assert "52.52" in query and "37.56" in query and "35.68" in query, query
    assert server.count("/alerts") == 1
    # Started again within the quarter hour, it reads the stored reports: no request at all.
    again = Watch(binary, env)
    assert again.read(3) == []
    again.stop()
    assert server.count("/v1/forecast") == 1


def test_a_read_only_cache_is_said_once_and_nothing_is_said_twice(binary, server, watch_env, mount_point):
    # Dry for the next two hours, whatever the hour: the warnings are the only events.
    server.control(quarter_hours=[0, 0, 0, 0, 0, 0, 0, 0])
    watch_env["XDG_CACHE_HOME"] = str(mount_point)
    remounted = subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], capture_output=True)
    assert remounted.returncode == 0, remounted.stderr
    watch = Watch(binary, watch_env)
    watch.wait_for("Frost (minor) at Berlin")
    # Two more polls, each of which could not save what it said: however long a busy machine takes.
    deadline = time.monotonic() + 30
    while server.count("/v1/forecast") < 3 and time.monotonic() < deadline:
        watch.read(0.2)
    lines = watch.read(INTERVAL)
    err = watch.stop()
    assert len(lines) == 2 and server.count("/v1/forecast") >= 3, (lines, server.count("/v1/forecast"))
    assert err.splitlines() == ["weathertui: Could not save to the cache: Read-only file system"], err


def test_thresholds_from_the_config_file_are_said_once_each_and_not_again_after_a_restart(binary, server, launcher):
    # Past any weather the fake service has, whatever the hour: frost below 99°C tonight, heat above
    # -99°C today, gusts above 0.5 m/s now (its gusts are at least 0.9 m/s).
    env = launcher.env(config=CONFIG + "frost_below = 99\nheat_above = -99\ngusts_above = 0.5\n")
    env["WEATHERTUI_WATCH_INTERVAL"] = str(INTERVAL)
    server.control(quarter_hours=[0] * 8, dwd_alerts=[])
    watch = Watch(binary, env)
    watch.wait_for("Gusts of ")
    lines = watch.read(3 * INTERVAL)
    watch.stop()
    assert [line.split(" at Berlin")[0] for line in lines] == ["Frost tonight", "Heat today", lines[2].split(" at ")[0]], lines
    assert lines[0].startswith("Frost tonight at Berlin: down to ") and lines[0].endswith("°C"), lines
    assert lines[1].startswith("Heat today at Berlin: up to ") and lines[2].endswith(" m/s at Berlin"), lines
    again = Watch(binary, env)
    assert again.read(3 * INTERVAL) == []
    again.stop()


def test_offline_is_one_line_and_nothing_is_sent(binary, offline_launcher):
    env = offline_launcher.env(config="request_timeout = 1\n")
    env["WEATHERTUI_WATCH_INTERVAL"] = "1"
    watch = Watch(binary, env)
    assert watch.read(5) == []
    err = watch.stop()
    assert err.count("Offline") == 1, err


def test_notify_test_without_a_bus_or_terminal_says_standard_output(launcher):
    result = launcher.run("watch", "--notify-test")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().splitlines() == [
        "weathertui can notify you here.", "Sent a test notification through standard output."]


def test_a_lead_out_of_range_is_a_usage_error(launcher):
    result = launcher.run("watch", "--lead", "200")
    assert result.returncode == 2 and b"--lead must be 5 to 120 minutes" in result.stderr


# --------------------------------------------------------------------------
# The desktop: a session bus of the test's own
# --------------------------------------------------------------------------

@pytest.fixture
def session_bus(tmp_path):
    """A private dbus-daemon; yields its address."""
    if shutil.which("dbus-daemon") is None:
        pytest.fail("dbus-daemon is missing: make test-deps installs it")
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1",
                               "--address=unix:path=%s" % (tmp_path / "bus")], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    address = daemon.stdout.readline().decode().strip()
    yield address
    daemon.terminate()
    daemon.wait(timeout=5)


def notification_service(address, record, *flags):
    service = subprocess.Popen([sys.executable, "-m", "weathertui_testing.notification_server", address, str(record), *flags],
                               stdout=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=str(REPO / "Tests" / "Support")))
    assert service.stdout.readline().strip() == b"ready"
    return service


def calls(record):
    return [json.loads(line) for line in record.read_text().splitlines()] if record.exists() else []


def wait_calls(record, count, timeout=15):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if len(calls(record)) >= count:
            return calls(record)
        time.sleep(0.1)
    raise AssertionError("%d Notify calls, not %d" % (len(calls(record)), count))


def test_the_desktop_gets_each_event_once_with_its_urgency_and_bubble(binary, server, watch_env, session_bus, tmp_path):
    record = tmp_path / "notify.jsonl"
    service = notification_service(session_bus, record)
    watch_env["DBUS_SESSION_BUS_ADDRESS"] = session_bus
    try:
        server.control(quarter_hours=[0, 0, 0.5, 0.6], dwd_alerts=[])
        watch = Watch(binary, watch_env)
        first = wait_calls(record, 1)
        assert first[0]["app"] == "weathertui" and first[0]["summary"].startswith("Rain in ") and first[0]["urgency"] == 1
        server.control(dwd_alerts=[STORM])
        second = wait_calls(record, 2)[1]
        assert second["summary"].startswith("Storm-force gusts (moderate) at Berlin until ") and second["replaces_id"] == 0
        server.control(dwd_alerts=[dict(STORM, severity="extreme")])
        third = wait_calls(record, 3)[2]
        assert "upgraded" in third["summary"] and third["urgency"] == 2 and third["replaces_id"] == second["id"]
        time.sleep(3 * INTERVAL)
        assert watch.read(0.1) == [] and len(calls(record)) == 3
        watch.stop()
        restarted = Watch(binary, watch_env)
        time.sleep(3 * INTERVAL)
        restarted.stop()
        assert len(calls(record)) == 3
    finally:
        service.terminate()


def test_notify_test_goes_to_the_desktop(launcher, session_bus, tmp_path):
    record = tmp_path / "notify.jsonl"
    service = notification_service(session_bus, record)
    try:
        env = launcher.env()
        env["DBUS_SESSION_BUS_ADDRESS"] = session_bus
        result = launcher.run("watch", "--notify-test", env=env)
        assert result.returncode == 0, result.stderr
        assert b"D-Bus (org.freedesktop.Notifications)" in result.stdout
        assert [call["summary"] for call in calls(record)] == ["weathertui can notify you here."]
    finally:
        service.terminate()


@pytest.mark.parametrize("behaviour", ["--hang", "--fail"])
def test_a_hanging_or_failing_notification_service_costs_a_bounded_wait(launcher, session_bus, tmp_path, behaviour):
    service = notification_service(session_bus, tmp_path / "notify.jsonl", behaviour)
    try:
        env = launcher.env()
        env["DBUS_SESSION_BUS_ADDRESS"] = session_bus
        started = time.monotonic()
        result = launcher.run("watch", "--notify-test", env=env, timeout=20)
        assert time.monotonic() - started < 10
        assert result.returncode == 0
        assert b"weathertui can notify you here." in result.stdout, result.stdout
        assert b"Could not notify through D-Bus" in result.stderr, result.stderr
        assert result.stdout.decode().splitlines()[-1] == "Sent a test notification through standard output."
    finally:
        service.terminate()


# --------------------------------------------------------------------------
# The terminal: its own notification sequence, read from a pty
# --------------------------------------------------------------------------

def read_pty(binary, env, *args, until, timeout=15):
    """Runs `weathertui watch` with standard output on a pty until `until` is in what it wrote; returns
    the bytes, after stopping it with SIGTERM (`--notify-test` ends by itself)."""
    master, slave = os.openpty()
    proc = subprocess.Popen([binary, "watch", *args], env=env, stdin=subprocess.DEVNULL, stdout=slave,
                            stderr=subprocess.PIPE)
    os.close(slave)
    written = b""
    deadline = time.monotonic() + timeout
    try:
        while until not in written and time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                try:
                    written += os.read(master, 65536)
                except OSError:
                    break
    finally:
        if "--notify-test" not in args:
            proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=10)
        os.close(master)
    assert until in written, written
    assert proc.returncode == 0
    return written


@pytest.mark.parametrize("terminal, sequence", [
    ({"VTE_VERSION": "7600"}, b"\x1b]777;notify;"),
    ({"TERM_PROGRAM": "WezTerm"}, b"\x1b]9;"),
    ({"TERM": "xterm-kitty"}, b"\x1b]99;;"),
    ({"TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"}, b"\x1bPtmux;\x1b\x1b]777;notify;"),
])
def test_the_terminal_gets_its_own_sequence(launcher, binary, terminal, sequence):
    env = launcher.env()
    env.update(terminal)
    written = read_pty(binary, env, "--notify-test", until=b"through the terminal")
    assert sequence + b"weathertui can notify you here." in written, written


def test_rain_in_a_terminal_is_its_sequence_and_a_line_and_hostile_text_stays_inside(binary, server, watch_env):
    server.control(quarter_hours=[0, 0, 0.5, 0.6], dwd_alerts=[
        {"event": "gusts\x1b]0;owned\x07;x", "severity": "moderate", "ends_in": 3600}])
    watch_env["VTE_VERSION"] = "7600"
    written = read_pty(binary, watch_env, *BERLIN, until=b"DWD\r\n")
    assert b"\x1b]777;notify;Rain in " in written and b"at Berlin (2.4 mm/h)\r\n" in written, written
    assert b"\x1b]777;notify;Gusts" in written, written
    assert b"\x1b]0;" not in written and b"\x07" not in written, written


def test_no_notify_in_a_terminal_only_prints(binary, server, watch_env):
    server.control(quarter_hours=[0, 0, 0.5, 0.6], dwd_alerts=[])
    watch_env["VTE_VERSION"] = "7600"
    written = read_pty(binary, watch_env, *BERLIN, "--no-notify", until=b"at Berlin (2.4 mm/h)\r\n")
    assert b"Rain in " in written and b"\x1b]" not in written, written


def test_a_bus_without_a_notification_service_falls_back(launcher, session_bus):
    env = launcher.env()
    env["DBUS_SESSION_BUS_ADDRESS"] = session_bus
    result = launcher.run("watch", "--notify-test", env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().splitlines()[-1] == "Sent a test notification through standard output."


def test_a_desktop_that_comes_up_after_watch_gets_what_comes_after(binary, server, watch_env, session_bus, tmp_path):
    # A user unit starts at login, before the desktop's notification service is on the bus.
    watch_env["DBUS_SESSION_BUS_ADDRESS"] = session_bus
    server.control(quarter_hours=[0, 0, 0.5, 0.6], dwd_alerts=[])
    watch = Watch(binary, watch_env)
    watch.wait_for("Rain in ")
    record = tmp_path / "notify.jsonl"
    service = notification_service(session_bus, record)
    try:
        server.control(dwd_alerts=[STORM])
        assert wait_calls(record, 1)[0]["summary"].startswith("Storm-force gusts (moderate) at Berlin until ")
        assert len(watch.read(0.1)) == 1
        watch.stop()
    finally:
        service.terminate()


# --------------------------------------------------------------------------
# The dashboard: the same events, through the terminal, between frames
# --------------------------------------------------------------------------

def first_look_saved(env, timeout=15):
    """Waits until the dashboard has looked through its first full report for events (every feed answered
    or failed) and saved what it found as sent, in the memory it shares with `watch`."""
    memory = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "watch-memory.json"
    deadline = time.monotonic() + timeout
    while not memory.exists():
        assert time.monotonic() < deadline, "the dashboard's first look was not saved in %.0f s" % timeout
        time.sleep(0.05)


def test_the_dashboard_notifies_between_frames_once_and_watch_does_not_again(binary, server, launcher, watch_env):
    # Dry for the next two hours at launch: the first report is on screen, nothing to notify.
    server.control(quarter_hours=[0, 0, 0, 0, 0, 0, 0, 0], dwd_alerts=[])
    watch_env["VTE_VERSION"] = "7600"
    app = launcher.spawn(*BERLIN, env=watch_env)
    wait_loaded(app)
    # A refresh before every feed of the first load has answered is a first look at the place too.
    first_look_saved(watch_env)
    # Then dry now; from the quarter after next on, wet: rain starts in 15 to 30 minutes, whatever the hour.
    server.control(quarter_hours=[0, 0, 0.5, 0.6, 0.5, 0.4])
    app.send("r")
    app.wait_for_bytes(b"\x1b]777;notify;Rain in ", 20)
    app.wait_for("Notified: Rain in ")
    raw = bytes(app.raw)
    start = raw.find(b"\x1b]777;notify;Rain in ")
    end = raw.find(b"\x1b\\", start)
    # Written whole, nothing of curses inside it, and the screen drawn on as before.
    assert end > start and raw[start:end].endswith(b" at Berlin (2.4 mm/h);"), raw[start:end + 2]
    assert b"\x1b" not in raw[start + 1:end] and raw.count(b"\x1b]777;notify;") == 1
    assert "Berlin" in app.row(0) and "°C" in app.text()
    # A refresh finds nothing new; nothing is sent again (the key took the word off the bottom line).
    app.send("r")
    wait_loaded(app)
    time.sleep(1)
    app.pump(0.5)
    assert bytes(app.raw).count(b"\x1b]777;notify;") == 1, bytes(app.raw)
    app.quit()
    # The memory is shared: watch, started after it, says nothing of the same rain.
    watch_env.pop("VTE_VERSION")
    watch = Watch(binary, watch_env)
    assert watch.read(3 * INTERVAL) == []
    watch.stop()


def test_no_notify_keeps_the_dashboard_quiet(server, launcher, watch_env):
    server.control(quarter_hours=[0, 0, 0, 0, 0, 0, 0, 0], dwd_alerts=[])
    watch_env["VTE_VERSION"] = "7600"
    app = launcher.spawn(*BERLIN, "--no-notify", env=watch_env)
    wait_loaded(app)
    server.control(quarter_hours=[0, 0, 0.5, 0.6, 0.5, 0.4])
    app.send("r")
    wait_loaded(app)
    app.wait_for("Rain ")
    time.sleep(2)
    app.pump(0.5)
    assert b"\x1b]777;" not in bytes(app.raw) and "Notified" not in app.text()
    app.quit()
