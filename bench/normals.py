"""The normals' figures (today against the normal, from Open-Meteo's historical archive, /v1/archive): a
place's second launch sends no archive request; the loaded frame and the 200 ms ratio hold with the
archive asked and answering (a place's first launch, in a fresh home); what one place costs the archive.

Called from run_bench.py (Bench.run) with the Bench object; adds its figures to bench.figures."""

import re

from weathertui_testing.fake_server import closed_port
from weathertui_testing.screens import is_loaded

ARCHIVE = "/v1/archive"
NORMAL_RE = re.compile(r"\d+° (warmer|colder) than normal|about normal")

BARS = {
    "normals_second_requests": ("<=", 0, "0"),        # archive requests at a place's second launch
    "normals_loaded_ms": ("<=", 40, "≤ 40 ms"),       # launch → loaded, the archive asked (as loaded_ms)
    "normals_latency_ratio": ("<", 1.3, "< 1.3×"),    # launch → every feed, the normal included ÷ 200 ms
}
# The bar that does not depend on the machine's speed: the smoke run fails on it.
DETERMINISTIC = ("normals_second_requests",)


class NormalsError(Exception):
    pass


def normal_in_header(lines):
    return bool(NORMAL_RE.search("\n".join(lines[:6])))


def measure(bench, location, every_feed):
    """`every_feed(lines)`: the bench's own test that the place name and the air are in the header."""
    F, g = bench.figures, "10 normals (historical archive)"
    server = bench.server
    args = ["--location", location]
    loaded, off_loaded, ratios, second, archive_bytes, first_requests, second_normal = [], [], [], [], [], [], []

    def complete(lines):
        return is_loaded(lines) and every_feed(lines) and normal_in_header(lines)

    for _ in range(bench.plan["normals"]):
        # A place's first launch, zero latency: the archive is asked beside the weather.
        env = bench.env(server.url)
        run, app = bench.launch(args, server, keep=True, env=env)
        try:
            app.wait_for_screen(lambda lines: is_loaded(lines) and normal_in_header(lines), 10.0, "the normal in the header")
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
        asked = [e for e in server.events() if e["path"] == ARCHIVE]
        loaded.append(run["loaded"])
        first_requests.append(len(asked))
        archive_bytes.extend(e["bytes"] for e in asked)

        # The second launch, same home: the normals come from the store.
        run, app = bench.launch(args, server, keep=True, env=env)
        try:
            app.wait_for_screen(lambda lines: is_loaded(lines) and normal_in_header(lines), 10.0, "the stored normal in the header")
            second_normal.append((app.timeline({"normal": lambda lines: is_loaded(lines) and normal_in_header(lines)})["normal"]
                                  - app.t0) * 1000.0)
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
        second.append(sum(1 for e in server.events() if e["path"] == ARCHIVE))

        # The first launch at 200 ms a request, watched until every feed is on screen, the normal included.
        run, app = bench.launch(args, server, latency_ms=200, keep=True)
        try:
            app.wait_for_screen(complete, 15.0, "every feed on screen, the normal included")
            ratios.append((app.timeline({"complete": complete})["complete"] - app.t0) * 1000.0 / 200.0)
            bench.finish(app)
        except BaseException:
            app.kill()
            raise

        # The archive unreachable (a closed port: the feed fails at once): the app as without it, near enough.
        env = bench.env(server.url)
        env["WEATHERTUI_ARCHIVE_URL"] = "http://127.0.0.1:%d" % closed_port()
        run, _ = bench.launch(args, server, env=env)
        off_loaded.append(run["loaded"])
    if any(n != 1 for n in first_requests):
        raise NormalsError("a first launch sent %r archive requests (one expected)" % first_requests)
    server.fresh()
    F.add("normals_loaded_ms", g, "launch → loaded, the archive asked (a place's first launch)", "ms", loaded)
    F.add("normals_off_loaded_ms", g, "  launch → loaded, the archive unreachable (info)", "ms", off_loaded)
    F.add("normals_latency_ratio", g, "launch → every feed, the normal included / 200 ms latency", "×", ratios, fmt="%.2f")
    F.add("normals_second_requests", g, "archive requests at the place's second launch", "", second, fmt="%.0f")
    F.add("normals_second_ms", g, "  second launch → the stored normal on screen (info)", "ms", second_normal)
    F.add("normals_first_requests", g, "archive requests at a place's first launch (info)", "", first_requests, fmt="%.0f")
    F.add("normals_archive_bytes", g, "  the archive's answer: 30 ranges of 69–70 days (info)", "B", archive_bytes, fmt="%.0f",
          note="the fake server's answer, in the live service's compact shape; 30 weighted calls")
