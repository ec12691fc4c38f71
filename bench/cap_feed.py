"""The CAP feeds' figures (issue 43): a place a national service's CAP feed covers (Kolkata, IMD's feed on
the fake WMO mirror: an index and then the documents it links) launched beside the bench's fixed place,
which no warning service covers. With the feed on, the loaded frame is not later (zero latency) and every
feed (the weather, the place's name, the air) is on screen within 1.3 × one request's 200 ms: the index
and the documents are asked behind the weather, never before it. The banner's own time follows, as
information (the country code from reverse geocoding, the index, then its documents: three round trips).

Called from run_bench.py (Bench.run) with the Bench object; adds its figures to bench.figures."""

import re

from weathertui_testing.screens import is_loaded

KOLKATA = "22.5726,88.3639"     # as coordinates: the name and the country from reverse geocoding
AIR_RE = re.compile(r"AQI \d+|UV \d+")
BANNER = "⚠ Heavy Rain"
INDEX = "/v2/cap-alerts/in-imd-en/rss.xml"
DOCUMENTS = "/v2/cap-alerts/in-imd-en/"

BARS = {
    "cap_loaded_ms": ("<=", 40, "≤ 40 ms"),         # launch → loaded, the CAP feed asked (as loaded_ms)
    "cap_latency_ratio": ("<", 1.3, "< 1.3×"),      # launch → every feed on screen, the feed on ÷ 200 ms
}


class CAPFeedError(Exception):
    pass


def every_feed(lines):
    header = "\n".join(lines[:6])
    return is_loaded(lines) and "Kolkata" in header and bool(AIR_RE.search(header))


def banner(lines):
    return is_loaded(lines) and BANNER in "\n".join(lines[:6])


def measure(bench):
    F, g = bench.figures, "11 CAP feeds (the WMO mirror)"
    server = bench.server
    args = ["--location", KOLKATA]
    loaded, ratios, banners, index_requests, document_requests = [], [], [], [], []
    for _ in range(bench.plan["normals"]):
        run, app = bench.launch(args, server, keep=True)
        try:
            app.wait_for_screen(banner, 10.0, "IMD's banner")
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
        loaded.append(run["loaded"])
        paths = [e["path"] for e in server.events()]
        index_requests.append(paths.count(INDEX))
        document_requests.append(sum(1 for p in paths if p.startswith(DOCUMENTS) and p != INDEX))

        run, app = bench.launch(args, server, latency_ms=200, keep=True)
        try:
            app.wait_for_screen(banner, 15.0, "IMD's banner, 200 ms a request")
            times = app.timeline({"complete": every_feed, "banner": banner})
            ratios.append((times["complete"] - app.t0) * 1000.0 / 200.0)
            banners.append((times["banner"] - app.t0) * 1000.0 / 200.0)
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
    if any(n != 1 for n in index_requests):
        raise CAPFeedError("a launch asked IMD's index %r times (once expected)" % index_requests)
    server.fresh()
    F.add("cap_loaded_ms", g, "launch → loaded, a place a CAP feed covers (Kolkata)", "ms", loaded)
    F.add("cap_latency_ratio", g, "launch → every feed on screen, the CAP feed on / 200 ms latency", "×", ratios, fmt="%.2f")
    F.add("cap_banner_ratio", g, "  launch → the feed's banner / 200 ms latency (info; three round trips)", "×", banners, fmt="%.2f")
    F.add("cap_index_requests", g, "index requests per launch (info)", "", index_requests, fmt="%.0f")
    F.add("cap_document_requests", g, "  document requests per launch: those the index links (info)", "", document_requests, fmt="%.0f")
