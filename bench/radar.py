"""The radar figures (issue #41, "Bars"): the `R` view against the fake server, in Germany (DWD's
composite through Bright Sky: 37 frames, 13 seen (the last hour) and 24 forecast, from 9 requests sent
at once) and by
Tokyo (RainViewer: the index, then the last hour's 7 frames of 9 tiles each, the newest frame's first).

- `R` → the first frame on screen, with 200 ms a request, ÷ 200 ms: Bright Sky's requests go at once,
  the latest frame drawn ahead of the others; RainViewer's newest tiles go beside the index where the
  index of an earlier load (remembered on disk) foretells their paths (the bar's row), and only once the
  index has named them where none is remembered (an info row).
- Playing (Space): the CPU the app uses over a window, as a share of one core.
- A frame step (→) against a full repaint of the view: bytes written.
- Memory with DWD's 37 frames loaded (VmHWM, the peak, once the whole loop is on screen).
- Opening and closing the view 50 times (each a load): VmHWM after ÷ after the first.
- Memory with RainViewer's 7 frames loaded (VmHWM, an info row beside DWD's bar).
- A second `R` within 5 minutes (RainViewer): tile requests sent (the tiles come from the disk cache),
  and the cache's size on disk.

Called from run_bench.py (Bench.run) with the Bench object; adds its figures to bench.figures."""

import os
import re
import shutil
import time
from pathlib import Path

from weathertui_testing.proc import cpu_seconds, status_kib

BARS = {
    "radar_first_dwd_ratio": ("<=", 1.3, "≤ 1.3×"),         # R → first frame ÷ one request's 200 ms (Bright Sky)
    "radar_first_rainviewer_ratio": ("<=", 1.3, "≤ 1.3×"),  # the same with RainViewer (index, then tiles)
    "radar_play_cpu_pct": ("<=", 5, "≤ 5 %"),               # playing: CPU, % of one core
    "radar_step_ratio": ("<", 100, "< 100 %"),              # a frame step ÷ a full repaint of the view
    "radar_loaded_mb": ("<=", 35, "≤ 35 MB"),               # VmHWM with DWD's 37 frames loaded
    "radar_reopen_growth_ratio": ("<=", 1.10, "≤ 1.10×"),   # VmHWM after 50 opens and closes ÷ after 1
    "radar_second_tile_requests": ("<=", 0, "0"),           # a second R within 5 minutes: tile requests
    "radar_cache_mb": ("<", 20, "< 20 MB"),                 # the tile cache on disk
}
DETERMINISTIC = ("radar_second_tile_requests", "radar_step_ratio")

BERLIN = "52.52,13.405"
TOKYO = "35.6895,139.69171"
LATENCY_MS = 200
MB = 1024.0
# The view's frame line: "08:40 · 5 min ago · 13/37 · DWD", a forecast frame "08:45 (forecast) · 14/37 · DWD";
# the latest frame, shown ahead of the others, "08:40 · 5 min ago · 1/1 · DWD ⠋" (a spinner after it). The
# whole loop's line ends at the frame's border, which is "┤" on a row where the dashboard under the
# view has a separator.
FRAME = re.compile(r"\d\d:\d\d(?: \(forecast\))?(?: · [^·]+)? · \d+/\d+ · (DWD|RainViewer)")
WHOLE = re.compile(r"\d\d:\d\d(?: \(forecast\))?(?: · [^·]+)? · \d+/\d+ · (DWD|RainViewer) *(│|┤|$)")
PLAY_WINDOW_S = 5.0
REOPENS = 50
# The smoke run reports the growth without judging it: a few opens take the path, fifty on the debug
# binary (each one inflating 37 frames) took most of the smoke run's time.
SMOKE_REOPENS = 3
# The benchmark runs a copy of the binary from a scratch directory: the base map is the repository's.
DATA = {"WEATHERTUI_DATA_DIR": str(Path(__file__).resolve().parent.parent / "Resources")}


class RadarBenchError(Exception):
    pass


def _frame_on_screen(lines):
    return any(FRAME.search(line) for line in lines)


def _whole_loop_on_screen(lines):
    return any(WHOLE.search(line) for line in lines)


def _open(app, timeout=20.0, whole=True):
    """R; waits for the frame line (with `whole`, of the whole loop, not the latest frame shown ahead of
    it). Returns the time R was sent."""
    t = app.send("R")
    if whole:
        app.wait_for_screen(_whole_loop_on_screen, timeout, "the radar view's whole loop")
    else:
        app.wait_for_screen(_frame_on_screen, timeout, "the radar view's frame")
    return t


def _close(app, timeout=5.0):
    app.send("R")
    app.wait_for_screen(lambda lines: not _frame_on_screen(lines), timeout, "the radar view closed")
    app.settle(0.05)


def _remembered_index_env(bench):
    """A home whose cache remembers RainViewer's index from a load of Tokyo's radar a moment ago, its
    tiles gone: a user who looked at the radar before, a frame ago."""
    env = bench.env(bench.server.url)
    run, app = bench.launch(["--location", TOKYO, "--no-notify"], bench.server, keep=True, env=env, extra_env=DATA)
    try:
        app.settle(0.1)
        _open(app)
        _close(app)
        bench.finish(app)
    except BaseException:
        app.kill()
        raise
    radar = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "radar"
    if not (radar / "index.json").is_file():
        raise RadarBenchError("the index was not remembered")
    for server in (p for p in radar.iterdir() if p.is_dir()):
        shutil.rmtree(server)
    return env


def _first_frame_ms(bench, location, n, remembered=False):
    """R → the frame line on screen, with LATENCY_MS a request (ms each run); `remembered`: with
    RainViewer's index remembered from an earlier load."""
    out = []
    for _ in range(n):
        env = _remembered_index_env(bench) if remembered else None
        run, app = bench.launch(["--location", location, "--no-notify"], bench.server, latency_ms=LATENCY_MS, keep=True,
                                env=env, extra_env=DATA)
        try:
            app.settle(0.1)
            t = _open(app, whole=False)
            seen = app.timeline({"frame": _frame_on_screen})["frame"]
            if seen is None or seen < t:
                raise RadarBenchError("the radar frame was not timed")
            out.append((seen - t) * 1000)
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
    return out


def measure(bench):
    F, g = bench.figures, "10 radar (R)"
    n = 1 if bench.smoke else 5
    server = bench.server

    dwd = _first_frame_ms(bench, BERLIN, n)
    rainviewer = _first_frame_ms(bench, TOKYO, n, remembered=True)
    cold = _first_frame_ms(bench, TOKYO, n)
    F.add("radar_first_dwd_ms", g, "R → first frame, %d ms a request: DWD through Bright Sky" % LATENCY_MS, "ms", dwd)
    F.add("radar_first_dwd_ratio", g, "  R → first frame (DWD) ÷ one request's %d ms" % LATENCY_MS, "×", [ms / LATENCY_MS for ms in dwd], fmt="%.2f")
    F.add("radar_first_rainviewer_ms", g, "R → first frame, %d ms a request: RainViewer, its index remembered" % LATENCY_MS, "ms", rainviewer)
    F.add("radar_first_rainviewer_ratio", g, "  R → first frame (RainViewer) ÷ one request's %d ms" % LATENCY_MS, "×", [ms / LATENCY_MS for ms in rainviewer],
          fmt="%.2f", note="the newest frame's tiles go beside the index")
    F.add("radar_first_rainviewer_cold_ratio", g, "  the same, no index remembered (info)", "×", [ms / LATENCY_MS for ms in cold],
          fmt="%.2f", note="the tiles' paths come in the index: two requests one after the other")

    reopens = SMOKE_REOPENS if bench.smoke else REOPENS
    cpu, step, repaint, loaded, growth = [], [], [], [], []
    for _ in range(1 if bench.smoke else 3):
        run, app = bench.launch(["--location", BERLIN, "--no-notify"], server, keep=True, extra_env=DATA)
        try:
            app.settle(0.1)
            _open(app)
            app.settle(0.2)
            loaded.append(status_kib(app.pid)["VmHWM"] / MB)
            repaint.append(bench.full_repaint(app, bench.rows, bench.cols)[1])
            for _ in range(3):
                step.append(bench.key_output(app, "left", "← in the radar view wrote nothing")[1])
                app.settle(0.05)
            app.send(" ")
            time.sleep(0.5)
            start = cpu_seconds(app.pid)
            deadline = time.monotonic() + PLAY_WINDOW_S
            while time.monotonic() < deadline:
                app.read(0.05)
            cpu.append((cpu_seconds(app.pid) - start) / PLAY_WINDOW_S * 100)
            app.send(" ")
            app.settle(0.1)
            _close(app)
            m0 = status_kib(app.pid)["VmHWM"]
            for _ in range(reopens - 1):
                _open(app)
                _close(app)
            growth.append(status_kib(app.pid)["VmHWM"] / m0)
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
    full = sorted(repaint)[len(repaint) // 2]
    F.add("radar_play_cpu_pct", g, "playing (Space): CPU over %.0f s" % PLAY_WINDOW_S, "%", cpu)
    F.add("radar_repaint_bytes", g, "a full repaint of the view (info)", "B", repaint, fmt="%.0f")
    F.add("radar_step_bytes", g, "a frame step (←)", "B", step, fmt="%.0f")
    F.add("radar_step_ratio", g, "  a frame step (←) ÷ a full repaint of the view", "%", [100.0 * b / full for b in step])
    F.add("radar_loaded_mb", g, "peak memory (VmHWM) with DWD's 37 frames loaded", "MB", loaded)
    F.add("radar_reopen_growth_ratio", g, "VmHWM after %d opens and closes ÷ after 1" % reopens, "×", growth, fmt="%.3f")

    second, cache, rainviewer_loaded = [], [], []
    for _ in range(n):
        env = bench.env(server.url)
        run, app = bench.launch(["--location", TOKYO, "--no-notify"], server, keep=True, env=env, extra_env=DATA)
        try:
            app.settle(0.1)
            _open(app)
            app.settle(0.2)
            rainviewer_loaded.append(status_kib(app.pid)["VmHWM"] / MB)
            _close(app)
            server.clear_events()
            _open(app)
            second.append(sum(1 for e in server.events() if e["path"].startswith("/v2/radar/")))
            _close(app)
            bench.finish(app)
        except BaseException:
            app.kill()
            raise
        directory = os.path.join(env["XDG_CACHE_HOME"], "weathertui", "radar")
        cache.append(sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(directory) for f in files) / MB / MB)
    F.add("radar_loaded_rainviewer_mb", g, "peak memory (VmHWM) with RainViewer's 7 frames loaded (info)", "MB", rainviewer_loaded)
    F.add("radar_second_tile_requests", g, "a second R within 5 minutes: tile requests", "", second, fmt="%.0f")
    F.add("radar_cache_mb", g, "the tile cache on disk", "MB", cache, fmt="%.2f")
