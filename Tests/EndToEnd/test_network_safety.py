"""What the app does with answers it should not trust: redirects (to another host: refused, the key never
leaks; to the same host: followed) and absurd numbers."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs

import pytest

from weathertui_testing.screens import CRASH_TEXTS, LOADED_RE

LOCATION = "37.57,126.98"
ONE_SHOT = ["--once", "--location", LOCATION]
CONFIG = "request_timeout = 3\n"
SECRET = "sekrit-key-123"
BACKTRACE = re.compile(r"Fatal error|Program crashed|Backtrace|Thread \d+ crashed|at /.*\.swift:\d+")


def no_crash(*streams):
    for s in streams:
        text = s.decode(errors="replace") if isinstance(s, bytes) else s
        assert not BACKTRACE.search(text), "crash output:\n" + text
        for needle in CRASH_TEXTS:
            assert needle not in text, "crash text %r:\n%s" % (needle, text)



def log_text(env):
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    return "".join(p.read_text(errors="replace") for p in sorted(cache.glob("weathertui.log*")))


# --------------------------------------------------------------------------
# 8. Redirects
# --------------------------------------------------------------------------

def test_open_meteo_redirect_to_another_host_is_refused(launcher, server, other_host):
    server.control(mode="redirect_other_host", redirect_base=other_host.url)
    env = launcher.env(config=CONFIG)
    assert env["WEATHERTUI_OPEN_METEO_URL"] == server.url
    result = launcher.run(*ONE_SHOT, env=env)
    err = result.stderr.decode(errors="replace")
    assert server.count("/v1/forecast") >= 1, "the app never asked for the forecast: %r" % server.stats()
    assert other_host.stats()["total"] == 0, "the app followed the redirect to %s: %r" % (other_host.url, other_host.stats())
    assert result.returncode == 1, "exit status %d; stderr: %s" % (result.returncode, err)
    assert "redirect" in err.lower(), "the message should say the service redirected:\n" + err
    assert result.stdout == b""
    no_crash(err)


def test_openweather_redirect_to_another_host_never_leaks_the_key(launcher, server, other_host):
    server.control(mode="redirect_other_host", redirect_base=other_host.url)
    env = launcher.env(config=CONFIG, api_key=SECRET)
    assert env["WEATHERTUI_OPENWEATHER_URL"] == server.url
    result = launcher.run(*ONE_SHOT, env=env)
    err = result.stderr.decode(errors="replace")
    assert server.count("/data/2.5/forecast") + server.count("/data/2.5/weather") >= 1, \
        "the app never asked OpenWeather: %r" % server.stats()
    assert other_host.stats()["total"] == 0, "the app followed the redirect to %s (with the key): %r" % (
        other_host.url, other_host.stats())
    assert result.returncode == 1, "exit status %d; stderr: %s" % (result.returncode, err)
    log = log_text(env)
    assert log.strip(), "no log was written (so the key check below would prove nothing)"
    for name, text in (("stdout", result.stdout.decode(errors="replace")), ("stderr", err), ("the log", log)):
        assert SECRET not in text, "the API key appears in %s:\n%s" % (name, text)
    no_crash(err)


def test_redirect_to_the_same_host_is_followed(launcher, server):
    server.control(mode="redirect_same_host")
    result = launcher.run(*ONE_SHOT, config=CONFIG)
    err = result.stderr.decode(errors="replace")
    assert result.returncode == 0, "exit status %d; stderr: %s" % (result.returncode, err)
    out = result.stdout.decode()
    assert "°C" in out and len(out.splitlines()) >= 10, out
    followed = [r for r in server.requests("/v1/forecast") if parse_qs(r["query"]).get("redirected") == ["1"]]
    assert followed, "the forecast was not fetched through the redirect: %r" % server.requests("/v1/forecast")
    no_crash(err)


# --------------------------------------------------------------------------
# 9. Absurd numbers
# --------------------------------------------------------------------------

UNREADABLE = "sent data the app can't read"


def test_absurd_numbers_on_the_dashboard(launcher, server):
    server.control(mode="absurd")
    app = launcher.spawn("--location", LOCATION, config=CONFIG)
    text = app.wait_for(lambda t: ((LOADED_RE.search(t) and "refreshing" not in t and "r refresh" in t.splitlines()[-1])
                                   or UNREADABLE in t) and t,
                        timeout=8, message="the dashboard or the can't-read failure")
    app.settle(0.3)
    assert app.alive(), "the app exited on absurd numbers; stderr: %s" % app.stderr()
    app.assert_no_crash()
    # Scrolling through every row (each formats its numbers) must not crash either.
    if UNREADABLE not in text:
        for key in ("end", "pgup", "home", "u"):
            app.send(key)
        # Input is handled in order: once u's °F shows, the scrolling before it has been drawn too.
        app.wait_for("°F", message="°F after the last key, u")
        assert app.alive(), "the app exited while scrolling absurd numbers; stderr: %s" % app.stderr()
        app.assert_no_crash()
    assert app.quit() == 0


def strict_json(data):
    def refuse(name):
        raise ValueError("%s is not JSON" % name)
    return json.loads(data, parse_constant=refuse)


@pytest.mark.parametrize("flag", ["--once", "--json"])
def test_absurd_numbers_one_shot(launcher, server, flag):
    server.control(mode="absurd")
    result = launcher.run(flag, "--location", LOCATION, config=CONFIG)
    err = result.stderr.decode(errors="replace")
    no_crash(result.stdout, err)
    assert result.returncode in (0, 1), "exit status %d; stderr: %s" % (result.returncode, err)
    if result.returncode == 1:
        assert err.strip() and len(err.strip().splitlines()) <= 3, "a clear message, not a dump:\n" + err
        return
    assert result.stdout.strip(), "exit 0 but nothing printed"
    if flag == "--json":
        try:
            data = strict_json(result.stdout)
        except ValueError as e:
            raise AssertionError("--json printed invalid JSON (%s):\n%s" % (e, result.stdout[:2000].decode(errors="replace")))
        assert data != {} and data, "--json printed an empty object"
