"""Several runs in one home at once: each merges its change into the cache's shared files (the recent
places, the stored reports and the names that found them, the pinned places), never writes back the copy
it read before another run changed them."""

import json
import subprocess
import time
from pathlib import Path

from conftest import wait_loaded


def cache_of(env):
    return Path(env["XDG_CACHE_HOME"]) / "weathertui"


def test_a_slow_one_shot_run_keeps_the_place_a_dashboard_stored_meanwhile(launcher, server):
    env = launcher.env()
    # The one-shot run starts first, with no recent place stored, and its search answers slowly.
    server.control(latency_ms=3000)
    one_shot = subprocess.Popen([launcher.binary, "--format", "%l %t", "--location", "Tokyo"], env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 10
    while server.stats()["in_flight"] == 0:
        assert time.monotonic() < deadline and one_shot.poll() is None, "the one-shot run asked nothing"
        time.sleep(0.02)
    # Meanwhile a dashboard for Busan loads quickly and stores its place and report.
    server.control(latency_ms=0)
    app = launcher.spawn("--location", "Busan", env=env)
    wait_loaded(app)
    out, err = one_shot.communicate(timeout=30)
    assert one_shot.returncode == 0, err
    assert out.decode().startswith("Tokyo"), out
    assert app.quit() == 0

    cache = cache_of(env)
    recent = [place["name"] for place in json.loads((cache / "recent-places.json").read_text())]
    assert sorted(recent) == ["Busan", "Tokyo"], recent
    index = json.loads((cache / "forecast-index.json").read_text())
    assert sorted(index["names"]) == ["busan", "tokyo"], index
    for key in index["names"].values():
        assert (cache / ("forecast-%s.json" % key)).exists(), sorted(p.name for p in cache.iterdir())
    # Both are still known by name: neither is searched again, even offline.
    searches = server.count("/v1/search")
    for name in ("Busan", "Tokyo"):
        result = launcher.run("--format", "%l", "--location", name, env=env)
        assert result.returncode == 0 and result.stdout.decode().startswith(name), result
    assert server.count("/v1/search") == searches, server.stats()


def test_two_dashboards_pinning_one_after_the_other_keep_both_pins(launcher, server):
    env = launcher.env()
    busan = launcher.spawn("--location", "Busan", env=env)
    seoul = launcher.spawn("--location", "Seoul", env=env)
    wait_loaded(busan)
    wait_loaded(seoul)
    busan.press("*")
    busan.wait_for("Busan pinned", message="the notice that Busan was pinned")
    seoul.press("*")
    seoul.wait_for("Seoul pinned", message="the notice that Seoul was pinned")
    assert busan.quit() == 0 and seoul.quit() == 0

    pinned = (cache_of(env) / "pinned-places.json").read_text()
    assert "Busan" in pinned and "Seoul" in pinned, pinned
