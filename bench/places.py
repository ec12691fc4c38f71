"""The places view (`p`) figures: nine other places on screen from one Open-Meteo request with 200 ms
latency per request, and the bytes written to open the view against a full repaint of the dashboard.

The dashboard loads Seoul (as coordinates: no search); four places are pinned by the config file's
`places` (coordinates) and five are recent (`recent-places.json`, without stored forecasts), so opening
the view asks for nine rows, none of them stored. Called from run_bench.py (Bench.run) with the Bench
object; adds its figures to bench.figures."""

import json
import os
import re
from urllib.parse import parse_qs

from weathertui_testing.pty_app import HarnessError, PtyApp
from weathertui_testing.screens import is_loaded

BARS = {
    "places_ratio": ("<", 1.3, "< 1.3×"),          # p → nine places on screen ÷ one request's 200 ms
    "places_requests": ("<=", 1, "1"),              # forecast requests for the nine rows
    "places_bytes_ratio": ("<", 100, "< 100 %"),    # bytes to open the view (rows known) ÷ a full repaint
}
# Bars no machine's speed or load moves: the smoke run fails on them.
DETERMINISTIC = ("places_requests", "places_bytes_ratio")

LATENCY_MS = 200
SIZE = (30, 100)              # every column of the view shows from about 80 columns on
PINNED = [(35.1796, 129.0756), (51.5073, -0.1276), (59.9133, 10.7390), (39.7392, -104.9847)]
RECENT = [("Reykjavík", 64.146, -21.942), ("Springfield", 37.2082, -93.2923), ("Kolkata", 22.5726, 88.3639),
          ("Kathmandu", 27.70169, 85.3206), ("Mountain View", 37.3861, -122.0839)]
# A row of the view from its left border: the selection, two marks (• on screen or a recent place's
# digit; * pinned), the name, …, the temperature.
ROW = re.compile(r"^│ [ >][•\d ][* ] .*-?\d+°C")


def view_rows(lines):
    """The places view's rows with a temperature, and whether every row between its title and its key
    line has one (none still loading, none failed)."""
    top = next((y for y, line in enumerate(lines) if "┌─ Places ─" in line), None)
    if top is None:
        return 0, False
    x = lines[top].index("┌─ Places ─")
    rows, complete = 0, True
    for line in lines[top + 1:]:
        if "Enter open" in line:
            break
        # A wide character left of the view (⚡ in a forecast row) takes one place in the emulator's text
        # of the line but two columns on screen: the view's border is then one place further left.
        border = line.rfind("│", 0, x + 1)
        if border >= 0 and ROW.search(line[border:]):
            rows += 1
        else:
            complete = False
    return rows, complete


def nine_places(lines):
    rows, complete = view_rows(lines)
    return complete and rows >= 10


def measure(bench, location):
    F, g = bench.figures, "10 the places view (p, %dx%d)" % (SIZE[1], SIZE[0])
    server = bench.server
    ratios, requests, places_asked, open_bytes, first_bytes, repaints = [], [], [], [], [], []
    for _ in range(bench.plan["latency"]):
        server.fresh(latency_ms=LATENCY_MS)
        config = "places = [%s]\n" % ", ".join('"%s,%s"' % p for p in PINNED)
        env = bench.env(server.url, config=config)
        cache = os.path.join(env["XDG_CACHE_HOME"], "weathertui")
        os.makedirs(cache, exist_ok=True)
        with open(os.path.join(cache, "recent-places.json"), "w") as f:
            json.dump([{"name": n, "isApproximate": False, "coordinate": {"latitude": la, "longitude": lo}} for n, la, lo in RECENT], f)
        rows, cols = SIZE
        app = PtyApp([bench.binary, "--location", location], env, rows, cols)
        try:
            app.wait_for_screen(is_loaded, 15, "the loaded dashboard")
            app.settle(0.5)                  # every feed has answered: the view's request is alone
            repaints.append(bench.full_repaint(app, rows, cols)[1])
            before = server.count("/v1/forecast")
            server.clear_events()
            start = len(app.raw)
            t = app.send("p")
            app.wait_for_screen(nine_places, 10, "ten rows with their temperatures (nine from the request)")
            seen = app.timeline({"nine": nine_places})["nine"]
            if seen is None or seen < t:
                raise HarnessError("the places view was complete before p was pressed")
            ratios.append((seen - t) * 1000 / LATENCY_MS)
            asked = [e for e in server.events() if e["path"] == "/v1/forecast"]
            requests.append(server.count("/v1/forecast") - before)
            places_asked.append(len(parse_qs(asked[-1]["query"])["latitude"][0].split(",")) if asked else 0)
            app.settle(0.1)
            first_bytes.append(len(app.raw) - start)
            # Closed and opened again: the rows are fresh in the store, nothing is asked.
            bench.key_output(app, "esc", "Esc wrote nothing (the view did not close?)")
            app.settle(0.1)
            open_bytes.append(bench.key_output(app, "p", "p wrote nothing (no places view?)")[1])
            if server.count("/v1/forecast") - before != requests[-1]:
                raise HarnessError("opening the view again asked for its rows although they were fresh")
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
    F.add("places_ratio", g, "p → nine places on screen / one request's latency (200 ms)", "×", ratios, fmt="%.2f")
    F.add("places_ms", g, "  p → nine places on screen", "ms", [r * LATENCY_MS for r in ratios])
    F.add("places_requests", g, "forecast requests for the nine rows", "", requests, fmt="%.0f")
    F.add("places_asked", g, "  places in that request", "", places_asked, fmt="%.0f")
    F.add("places_bytes", g, "bytes to open the view, its rows known", "B", open_bytes, fmt="%.0f")
    F.add("places_first_bytes", g, "  bytes from p to the nine rows loaded (info)", "B", first_bytes, fmt="%.0f")
    F.add("places_repaint_bytes", g, "  a full repaint of the dashboard (the same size)", "B", repaints, fmt="%.0f")
    F.add("places_bytes_ratio", g, "bytes to open the view / a full repaint", "%",
          [100.0 * b / r for b, r in zip(open_bytes, repaints)])
