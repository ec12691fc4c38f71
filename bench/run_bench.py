#!/usr/bin/env python3
"""weathertui's benchmark: the performance bars listed in bench/README.md (and in BARS below), measured
on the real binary in a pseudo-terminal against the project's fake server (127.0.0.1 only), each figure
as median and spread over repeated runs, with peers (ansiweather) and a floor (curl + clear) side by side.

    bench/run_bench.py --binary PATH [--smoke] [--size ROWSxCOLS] [--json PATH] [--strict] [--readme bench/README.md]

Prints a table (figure, median, spread, bar, pass/fail) and writes bench/results.json; with --readme, a
full run also writes bench/README.md's performance table (bench/readme_table.py).
Exit status: 0 when every measurement was taken (bars may fail; --strict also fails on a missed bar, and
--smoke on a missed deterministic bar: DETERMINISTIC_BARS),
1 when a measurement itself broke, 2 on bad usage.
"""

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The harness shared with the end-to-end tests (Tests/Support/weathertui_testing); this script is the
# only place that puts it on sys.path for the benchmark (pytest does it for the tests, see pytest.ini).
sys.path.insert(0, str(HERE.parent / "Tests" / "Support"))

import cap_feed  # noqa: E402
import languages  # noqa: E402
import normals  # noqa: E402
import peers  # noqa: E402
import places  # noqa: E402
import radar  # noqa: E402
import readme_table  # noqa: E402
import status_bar  # noqa: E402
import watch  # noqa: E402
from weathertui_testing.environment import app_env, make_home, plain_env, service_urls  # noqa: E402
from weathertui_testing.fake_server import FakeServer, closed_port  # noqa: E402
from weathertui_testing.paths import DEBUG_BINARY, RELEASE_BINARY  # noqa: E402
from weathertui_testing.proc import MEMORY_PARTS, ThreadTracker, cpu_seconds, memory_split, status_kib, thread_count  # noqa: E402
from weathertui_testing.pty_app import HarnessError, PtyApp  # noqa: E402
from weathertui_testing.screens import (LOADED_BYTES, SPINNER_BYTES, STORED_BYTES, has_spinner, is_loaded,  # noqa: E402
                                        is_spinner_frame, is_stored_frame)
from weathertui_testing.terminal import ALT_SCREEN_OFF  # noqa: E402

FIXED = "37.5667,126.9783"          # Seoul, as coordinates: no IP lookup; name by reverse geocoding
MET_FORECAST = "/weatherapi/locationforecast/2.0/complete"     # MET Norway's forecast: the fallback
# The services a load may ask, by the path their requests take on the fake server: "requests per load"
# is counted for each (a path not listed, a service added later, is counted under its own path).
SERVICES = {
    "/v1/forecast": "forecast",
    "/v1/search": "geocoding",
    "/reverse": "reverse geocoding",
    "/v1/air-quality": "air quality",
    "/v1/archive": "archive",
    "/v1/ensemble": "ensemble",
    "/ip": "IP lookup",
    MET_FORECAST: "forecast (MET Norway)",
}
# The place name of FIXED, once the reverse geocoding has answered; the air quality's header text.
FIXED_NAME = "Seoul"
AIR_RE = re.compile(r"AQI \d+|UV \d+")
BURST_GAP = 0.015                   # a frame is one burst of writes; 15 ms of silence ends it
MB = 1024.0                         # KiB per MB in the memory figures (MiB, as /proc counts)

# The bars (bench/README.md states the same list): figure id -> (op, value, text), judged on the median.
# A missed bar is reported (FAIL in the table, bars_failed in results.json), not fatal unless --strict.
BARS = {
    "first_frame_ms": ("<=", 20, "≤ 20 ms"),                 # launch → first frame (spinner) complete
    "stored_ms": ("<=", 25, "≤ 25 ms"),                      # launch → stored report on screen, services unreachable
    "loaded_ms": ("<=", 40, "≤ 40 ms"),                      # launch → loaded, zero-latency local server
    "s_process_ms": ("<=", 10, "≤ 10 ms"),                   # split: process start → first byte
    "s_decode_ms": ("<=", 3, "≤ 3 ms"),                      # split: decode
    "s_render_ms": ("<=", 2, "≤ 2 ms"),                      # split: a full repaint
    "latency_ratio": ("<", 1.3, "< 1.3×"),                   # launch → every feed on screen ÷ one request's 200 ms
    "latency_default_ratio": ("<", 1.3, "< 1.3×"),           # IP lookup, the place remembered: launch → loaded ÷ 200 ms
    "bytes_j_ratio": ("<=", 25, "≤ 25 %"),                   # one-row scroll ÷ full paint
    "bytes_refresh_after_ratio": ("<=", 5, "≈ 0 (≤ 5 %)"),   # refresh, unchanged data, after the answer
    "bytes_t_ratio": ("<=", 40, "≤ 40 %"),                   # t (hide the graph) ÷ full paint
    "bytes_d_ratio": ("<=", 75, "≤ 75 %"),                   # d (switch to the days view) ÷ full paint
    "cpu_loaded_ms": ("<=", 20, "≤ 20 ms"),                  # CPU per 10 s, idle and loaded
    "cpu_loading_ms": ("<", 200, "< 200 ms (2 %)"),          # CPU per 10 s, spinning
    "hwm_loaded_mb": ("<=", 25, "≤ 25 MB"),                  # peak RSS, full forecast loaded
    "once_mb": ("<=", 22, "≤ 22 MB"),                        # --once peak RSS
    "hwm_growth_ratio": ("<=", 1.10, "no growth (≤ 1.10×)"),  # after 100 refreshes ÷ before
    "floor_ratio_once": ("<=", 1.5, "≤ 1.5×"),               # --once wall ÷ (curl + clear)
    # Open-Meteo failing, MET Norway's forecast on screen: from when the failure is known ÷ one request's 200 ms
    "failover_refused_ratio": ("<", 1.3, "< 1.3×"),
    "failover_500_ratio": ("<", 1.3, "< 1.3×"),
    "failover_429_ratio": ("<", 1.3, "< 1.3×"),
    "failover_hang_s": ("<=", 10.2, "≤ 10.2 s (timeout + 1 request)"),  # Open-Meteo hanging: launch → loaded
}
BARS.update(status_bar.BARS)
BARS.update(normals.BARS)
BARS.update(cap_feed.BARS)
BARS.update(places.BARS)
BARS.update(watch.BARS)
BARS.update(radar.BARS)
BARS.update(languages.bars(BARS))

# The bars that do not depend on the machine's speed or load: a build that misses one writes more bytes
# or keeps more memory, whatever the machine. The smoke run (make test) fails on these; --strict on all.
DETERMINISTIC_BARS = ("bytes_j_ratio", "bytes_refresh_after_ratio", "bytes_t_ratio", "bytes_d_ratio", "hwm_growth_ratio") \
    + normals.DETERMINISTIC + places.DETERMINISTIC + radar.DETERMINISTIC


# The work of the CPU reference row: a run's absolute times are read beside it.
CPU_REFERENCE_TERMS = 3_000_000


class MeasurementError(HarnessError):
    """A measurement could not be taken (as opposed to a bar that was missed)."""


# Iterations: full run / smoke run.
PLAN = {
    "full": dict(launch=15, default=10, latency=10, latency_default=5, latency_ow=5, ow=5, bytes_runs=3,
                 j=5, pgdn=3, toggle=3, refresh=3, refreshes=100, cpu_apps=3, window=10.0, peers=10, failover=5, normals=5),
    "smoke": dict(launch=1, default=1, latency=1, latency_default=1, latency_ow=1, ow=1, bytes_runs=2,
                  j=2, pgdn=1, toggle=1, refresh=1, refreshes=5, cpu_apps=1, window=1.0, peers=1, failover=1, normals=1),
}


# ---------------------------------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------------------------------

def summarize(samples):
    s = sorted(samples)
    if not s:
        return {"n": 0}
    q = statistics.quantiles(s, n=4, method="inclusive") if len(s) > 1 else [s[0]] * 3
    return {"n": len(s), "median": statistics.median(s), "min": s[0], "max": s[-1], "p25": q[0], "p75": q[2],
            "stdev": statistics.stdev(s) if len(s) > 1 else 0.0}


class Figures:
    def __init__(self):
        self.items = {}
        self.order = []

    def add(self, fid, group, label, unit, samples, note=None, fmt="%.1f"):
        """The figure's bar, if any, is BARS[fid]: (op, value, text) with op in "<=", "<", ">=", judged
        on the median."""
        bar = BARS.get(fid)
        samples = [float(x) for x in samples if x is not None]
        fig = {"group": group, "label": label, "unit": unit, "samples": [round(x, 4) for x in samples],
               "fmt": fmt, "note": note}
        fig.update(summarize(samples))
        if bar is not None:
            op, value, text = bar
            fig["bar"] = {"op": op, "value": value, "text": text}
            if fig["n"]:
                m = fig["median"]
                fig["pass"] = {"<=": m <= value, "<": m < value, ">=": m >= value}[op]
        if fid not in self.items:
            self.order.append(fid)
        self.items[fid] = fig
        return fig


# ---------------------------------------------------------------------------------------------------
# The benchmark
# ---------------------------------------------------------------------------------------------------

class Bench:
    def __init__(self, args):
        self.args = args
        self.smoke = args.smoke
        self.plan = PLAN["smoke" if args.smoke else "full"]
        self.rows, self.cols = args.rows, args.cols
        self.tmp = tempfile.mkdtemp(prefix="weathertui-bench-")
        self.figures = Figures()
        self.errors = []
        self.sections = {}
        self.diagnostics = {}
        self.peer_notes = []
        self.homes = 0
        self.remembered_place = None     # last-location.json of an IP-lookup launch (remembering_env)
        self.now = int(time.time())      # the fake server's frozen clock: identical bodies on every refresh
        self.binary = self._binary_copy(args.binary)
        self.server = None

    def log(self, msg):
        print("  " + msg, file=sys.stderr, flush=True)

    def _binary_copy(self, binary):
        """A private copy, so a rebuild during the run cannot swap the binary under the benchmark. It is
        written out and dropped from the page cache, so the runs read it from disk as an installed
        binary is read: the copy's own large writes would leave it cached in large folios, of which a
        fault maps more (bench/README.md, "How it measures")."""
        if self.args.no_copy:
            return binary
        dest = os.path.join(self.tmp, "weathertui")
        shutil.copy2(binary, dest)
        fd = os.open(dest, os.O_RDONLY)
        try:
            os.fsync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
        return dest

    # ---- environment -------------------------------------------------------------------------------
    def env(self, url, config=None, api_key=None):
        """A fresh HOME/XDG tree per launch: no remembered location, no cached place names."""
        self.homes += 1
        home = make_home(os.path.join(self.tmp, "home%d" % self.homes), config)
        return app_env(home, url, api_key=api_key)

    def section(self, name, fn):
        if self.args.only and name != "warm-up" and not any(word in name for word in self.args.only):
            return
        t = time.monotonic()
        print("[bench] %s" % name, file=sys.stderr, flush=True)
        try:
            fn()
        except HarnessError as e:           # MeasurementError, or the app not doing what was waited for
            self.errors.append({"section": name, "error": str(e)})
            print("  MEASUREMENT FAILED: %s" % e, file=sys.stderr, flush=True)
        except Exception as e:   # a broken measurement must not hide the others
            self.errors.append({"section": name, "error": "%s: %s" % (type(e).__name__, e),
                                "traceback": traceback.format_exc()})
            print("  MEASUREMENT FAILED: %s" % traceback.format_exc(), file=sys.stderr, flush=True)
        self.sections[name] = round(time.monotonic() - t, 2)

    # ---- one launch to the loaded screen ---------------------------------------------------------------
    def launch(self, args, server, latency_ms=0, api_key=None, config=None, keep=False, timeout=15.0, size=None,
               lang=None, screens=None, control=None, extra_env=None, env=None):
        """Starts the app, waits for the spinner and the loaded screen; returns (run, app). The app is
        quit unless keep=True. All times in ms from just before the spawn. `lang` is the app's LANG (C.UTF-8
        otherwise), `screens` how that language's screens are recognised (languages.LanguageScreens;
        English otherwise); `control` is set on the fake server (a failure mode); `env` the environment (by
        default a fresh home's: see Bench.env), `extra_env` added to it (a service pointed elsewhere)."""
        rows, cols = size or (self.rows, self.cols)
        server.fresh(**({"latency_ms": latency_ms} if latency_ms else {}), **(control or {}))
        env = dict(env or self.env(server.url, config=config, api_key=api_key))
        env.update(extra_env or {})
        env["WEATHERTUI_LOG_LEVEL"] = "debug"       # the log then says how long the decode took
        if lang:
            env["LANG"] = lang
        loaded_bytes = screens.loaded_bytes if screens else LOADED_BYTES
        loaded = screens.is_loaded if screens else is_loaded
        first_frame = screens.is_first_frame if screens else (lambda l: is_spinner_frame(l) or is_loaded(l))
        app = PtyApp([self.binary] + list(args), env, rows, cols)
        try:
            t_first_byte = app.wait_first_byte(timeout)
            app.wait_for_bytes(SPINNER_BYTES, timeout, what="the spinner (first frame)")
            app.wait_for_bytes(loaded_bytes, timeout, what="the loaded screen (\"updated HH:MM\")")
            # The rest of the frame is read before anything is emulated: emulating takes milliseconds,
            # and bytes still unread meanwhile would be timestamped late.
            app.burst_end(time.monotonic())
            app.wait_for_screen(loaded, timeout, "the loaded screen, complete")
            if not any("°" in line for line in app.lines()[1:]):
                raise MeasurementError("the loaded screen shows no temperature:\n" + app.dump())
            times = app.timeline({"spinner": has_spinner, "first_frame": first_frame, "loaded": loaded})
            events = server.events()
            if not events:
                raise MeasurementError("the fake server saw no provider request")
            ms = lambda t: (t - app.t0) * 1000.0  # noqa: E731
            run = {
                "first_byte": ms(t_first_byte),
                "first_frame_visible": ms(times["spinner"]),
                "first_frame": ms(times["first_frame"]),
                "req_first": ms(min(e["start"] for e in events)),
                "req_last": ms(max(e["start"] for e in events)),
                "resp_last": ms(max(e["end"] for e in events if e["end"] is not None)),
                "loaded": ms(times["loaded"]),
                "first_paint_bytes": app.bytes_between(app.t0, times["loaded"]),
                "requests": [{"path": e["path"], "start": round(ms(e["start"]), 2),
                              "end": round(ms(e["end"]), 2) if e["end"] else None,
                              "status": e["status"], "bytes": e["bytes"]} for e in events],
                "max_in_flight": server.stats()["max_in_flight"],
                "decode": decode_ms(env),
            }
            if keep:
                return run, app
            self.finish(app)
            run["per_service"] = self.requests_per_service(server)
            return run, None
        except BaseException:
            app.kill()
            raise

    def requests_per_service(self, server):
        """How many requests each service got since the server was last made fresh: {service: count}."""
        counts = {name: 0 for name in SERVICES.values()}
        for event in server.events():
            name = SERVICES.get(event["path"], event["path"])
            counts[name] = counts.get(name, 0) + 1
        return counts

    def add_requests_per_service(self, runs, group, prefix, fid):
        """One info figure per service: its requests per load, over `runs` (each with "per_service")."""
        names = list(SERVICES.values()) + sorted({n for r in runs for n in r["per_service"]} - set(SERVICES.values()))
        for name in names:
            samples = [r["per_service"].get(name, 0) for r in runs]
            self.figures.add("%s_%s" % (fid, re.sub(r"\W+", "_", name).strip("_")), group,
                             "%srequests per load: %s" % (prefix, name), "", samples, fmt="%.0f")

    def finish(self, app):
        """q; the app must exit 0 and leave the alternate screen."""
        status = app.quit()
        if status != 0:
            raise MeasurementError("the app exited with status %s; screen:\n%s" % (status, app.dump()))
        if ALT_SCREEN_OFF not in app.raw:
            raise MeasurementError("the app exited without leaving the alternate screen")

    def launches(self, n, args, **kw):
        runs = []
        for _ in range(n):
            run, _ = self.launch(args, self.server, **kw)
            runs.append(run)
        return runs

    # ---- sections ------------------------------------------------------------------------------------------
    def warm_up(self):
        """One untimed launch: page cache, dynamic loader; plus the harness's own floor."""
        self.launch(["--location", FIXED], self.server)
        floor = []
        for _ in range(3 if not self.smoke else 1):
            app = PtyApp(["/usr/bin/printf", "\x1b"], {"PATH": "/usr/bin:/bin"}, self.rows, self.cols)
            t = app.wait_for_bytes(b"\x1b", 5, what="printf's byte")
            floor.append((t - app.t0) * 1000)
            app.quit()
        self.figures.add("harness_floor_ms", "context", "harness: spawn → first byte of /usr/bin/printf", "ms", floor,
                         note="what the pty harness itself costs; included in every launch figure")
        cpu = []
        for _ in range(5 if not self.smoke else 1):
            start = time.process_time()
            sum(range(CPU_REFERENCE_TERMS))
            cpu.append((time.process_time() - start) * 1000)
        self.figures.add("harness_cpu_ms", "context", "harness: CPU reference (Python sums %d million integers)" % (CPU_REFERENCE_TERMS // 1_000_000), "ms", cpu,
                         note="the machine's speed at the time: the fake server is Python too, and the absolute "
                              "launch bars move with this")

    def full_repaint(self, app, rows, cols):
        """A full repaint of the loaded screen, then back to rows x cols. A resize alone may not wake an
        idle app (then its output waits for the next key), so: resize, wait 100 ms, then press an ignored
        key. Returns (ms from the trigger to the end of the repaint, bytes written, bytes written by the
        resize alone)."""
        n0 = len(app.raw)
        t_trigger = app.resize(rows, cols - 1)
        first, last, resize_bytes = _response(app, t_trigger, timeout=0.1)
        if first is None:
            t_trigger = app.send("x")
            first, last, _ = _response(app, t_trigger, timeout=2.0)
            if first is None:
                raise MeasurementError("no repaint after a resize and a key")
        written = len(app.raw) - n0
        # Back to the old size, then a no-op key (the first key after a resize repaints in full), each
        # waited for: the next key measured must not pay for either.
        _response(app, app.resize(rows, cols), timeout=0.1)
        _response(app, app.send("x"), timeout=0.1)
        app.settle(0.05)
        return (last - t_trigger) * 1000, written, resize_bytes

    def key_output(self, app, key, failure, timeout=1.0):
        """Sends `key`; returns (ms from the key to the end of the burst of output it caused, bytes in
        that burst). Nothing within `timeout` s: MeasurementError(failure)."""
        t = app.send(key)
        first, last, n = _response(app, t, timeout=timeout)
        if first is None:
            raise MeasurementError(failure)
        return (last - t) * 1000, n

    def sec_launch_fixed(self):
        runs = []
        renders, keys_j, hwm, threads, idle_resize_bytes, splits = [], [], [], [], [], []
        for i in range(self.plan["launch"]):
            run, app = self.launch(["--location", FIXED], self.server, keep=True)
            try:
                app.settle(0.05)
                mem = status_kib(app.pid, ("VmHWM", "VmRSS", "RssAnon", "RssFile", "RssShmem"))
                hwm.append(mem["VmHWM"] / MB)
                split = memory_split(app.pid)
                split["status"] = mem
                splits.append(split)
                threads.append(thread_count(app.pid))
                ms, run["full_repaint_bytes"], resize_bytes = self.full_repaint(app, self.rows, self.cols)
                renders.append(ms)
                idle_resize_bytes.append(resize_bytes)
                keys_j.append(self.key_output(app, "j", "no output after j", timeout=2.0)[0])
                self.finish(app)
                run["per_service"] = self.requests_per_service(self.server)
            except BaseException:
                app.kill()
                raise
            runs.append(run)
        self.diagnostics["launch_fixed_runs"] = runs
        self.diagnostics["resize_while_idle_bytes"] = idle_resize_bytes
        self.diagnostics["threads_loaded"] = threads
        F, g = self.figures, "1-2 launch (fixed location, zero latency)"
        col = lambda k: [r[k] for r in runs]  # noqa: E731
        F.add("first_frame_ms", g, "launch → first frame (spinner) complete", "ms", col("first_frame"))
        F.add("loaded_ms", g, "launch → loaded screen complete", "ms", col("loaded"))
        F.add("m_first_byte_ms", g, "  milestone: first byte on the pty (process start)", "ms", col("first_byte"))
        F.add("m_first_frame_ms", g, "  milestone: first frame complete", "ms", col("first_frame"))
        F.add("m_req_first_ms", g, "  milestone: first request reaches the server", "ms", col("req_first"))
        F.add("m_req_last_ms", g, "  milestone: last request reaches the server", "ms", col("req_last"))
        F.add("m_resp_last_ms", g, "  milestone: last response written by the server", "ms", col("resp_last"))
        F.add("m_loaded_ms", g, "  milestone: loaded frame complete", "ms", col("loaded"))
        d = lambda a, b: [r[b] - r[a] for r in runs]  # noqa: E731
        F.add("s_process_ms", g, "  split: process start (exec, runtime, curses init → first byte)", "ms", col("first_byte"))
        F.add("s_first_frame_ms", g, "  split: first byte → first frame complete", "ms", d("first_byte", "first_frame"))
        F.add("s_request_ms", g, "  split: first frame → first request at server (client set-up)", "ms",
              d("first_frame", "req_first"))
        F.add("s_network_ms", g, "  split: network + server (first request in → last response out)", "ms",
              d("req_first", "resp_last"))
        post = d("resp_last", "loaded")
        F.add("s_decode_render_ms", g, "  split: last response → loaded frame (decode + render)", "ms", post)
        F.add("s_render_ms", g, "  split: of which render (full repaint on a key, measured)", "ms", renders,
              note="key/resize → end of a full repaint of the loaded screen: input wake-up + render + diff + write")
        decodes = col("decode")
        if None in decodes:
            raise MeasurementError("the app's debug log has no decode time (\"decoded … from Open-Meteo in N µs\")")
        F.add("s_decode_ms", g, "  split: of which decode (the app's log: the answer's body to the models)", "ms",
              decodes)
        F.add("key_j_ms", g, "key j → frame complete (input latency, loaded)", "ms", keys_j)
        self.add_requests_per_service(runs, g, "", "requests")
        F.add("hwm_loaded_mb", "6 memory", "peak resident memory (VmHWM), full forecast loaded", "MB", hwm)
        F.add("threads_loaded", "6 memory", "threads when loaded (info)", "", threads, fmt="%.0f")
        self.add_memory_split(splits)

    def add_memory_split(self, splits):
        """Where the loaded dashboard's resident memory goes (smaps of each launch, after it settled)."""
        F, g = self.figures, "6 memory"
        labels = {
            "heap": "heap ([heap]: malloc's main arena)",
            "stacks": "stacks (main thread + threads' stacks)",
            "anon_other": "other anonymous (mmap'd malloc arenas and blocks, runtime)",
            "binary_code": "file-backed: the binary's code",
            "binary_data": "file-backed: the binary's data (+ .bss)",
            "libraries": "file-backed: shared libraries",
            "other_files": "file-backed: other files (locale, data)",
            "kernel": "vdso/vvar",
        }
        F.add("rss_split_total_mb", g, "resident now (smaps Rss, loaded), of which:", "MB",
              [s["total"] / MB for s in splits], note="current RSS, not the peak: compare VmHWM above")
        for part in MEMORY_PARTS:
            if part == "kernel":
                continue
            F.add("rss_%s_mb" % part, g, "  " + labels[part], "MB", [s["parts"][part] / MB for s in splits], fmt="%.2f")
        libraries = {}
        for s in splits:
            for path, kib in s["libraries"].items():
                libraries.setdefault(path, []).append(kib)
        self.diagnostics["memory_split_loaded"] = {
            "parts_kib": {part: [s["parts"][part] for s in splits] for part in MEMORY_PARTS},
            "status_kib": [s["status"] for s in splits],
            "libraries_kib_median": dict(sorted(((p, statistics.median(v)) for p, v in libraries.items()),
                                                key=lambda kv: -kv[1])),
        }

    def sec_launch_stored(self):
        """Launch → the stored report on screen, with every service unreachable (a closed port): each
        timed launch follows one untimed load, against the server, in the same home, that stored it."""
        runs = []
        unreachable = service_urls("http://127.0.0.1:%d" % closed_port())
        for _ in range(self.plan["launch"]):
            self.server.fresh()
            env = self.env(self.server.url)
            app = PtyApp([self.binary, "--location", FIXED], env, self.rows, self.cols)
            try:
                app.wait_for_screen(is_loaded, 15, "the loaded screen (storing the report)")
                app.settle(0.1)
                self.finish(app)
            except BaseException:
                app.kill()
                raise
            stored = list(Path(env["XDG_CACHE_HOME"], "weathertui").glob("forecast-*,*.json"))
            if not stored:
                raise MeasurementError("the load stored no report in %s" % env["XDG_CACHE_HOME"])
            env.update(unreachable)
            app = PtyApp([self.binary, "--location", FIXED], env, self.rows, self.cols)
            try:
                app.wait_for_bytes(STORED_BYTES, 5, what="the stored report (\"from HH:MM, …\")")
                app.burst_end(time.monotonic())
                app.wait_for_screen(is_stored_frame, 5, "the stored report, complete")
                times = app.timeline({"stored": is_stored_frame})
                runs.append((times["stored"] - app.t0) * 1000.0)
                self.finish(app)
            except BaseException:
                app.kill()
                raise
        self.diagnostics["launch_stored_ms"] = runs
        self.figures.add("stored_ms", "1-2 launch (stored report, services unreachable)",
                         "launch → stored report on screen, services unreachable", "ms", runs)

    def sec_launch_default(self):
        runs = self.launches(self.plan["default"], [])
        self.diagnostics["launch_default_runs"] = runs
        F, g = self.figures, "1-2 launch (default path: IP lookup, zero latency; info)"
        F.add("default_first_frame_ms", g, "launch → first frame (\"Finding your location…\")", "ms",
              [r["first_frame"] for r in runs], note="info; the bars are judged on the fixed location")
        F.add("default_loaded_ms", g, "launch → loaded screen (IP lookup, then weather)", "ms",
              [r["loaded"] for r in runs], note="info; the bars are judged on the fixed location")
        F.add("default_requests", g, "requests per load", "", [sum(r["per_service"].values()) for r in runs], fmt="%.0f")
        self.add_requests_per_service(runs, g, "  ", "default_requests")

    def launch_until_every_feed(self, latency_ms):
        """A launch at `latency_ms` per request, watched until the weather, the place name (reverse
        geocoding) and the air quality in the header are on screen (the normals' own figures add theirs:
        bench/normals.py). The run gains "complete" (ms)."""
        run, app = self.launch(["--location", FIXED], self.server, latency_ms=latency_ms, keep=True)
        try:
            def complete(lines):
                return is_loaded(lines) and name_and_air_in_header(lines)
            app.wait_for_screen(complete, 15.0, "every feed on screen (the place name and the air in the header)")
            run["complete"] = (app.timeline({"complete": complete})["complete"] - app.t0) * 1000.0
            run["max_in_flight"] = self.server.stats()["max_in_flight"]
            self.finish(app)
        except BaseException:
            app.kill()
            raise
        run["per_service"] = self.requests_per_service(self.server)
        return run

    def sec_latency(self):
        F, g = self.figures, "3 concurrency (200 ms latency per request)"
        lat = 200.0
        runs = [self.launch_until_every_feed(int(lat)) for _ in range(self.plan["latency"])]
        self.diagnostics["latency_fixed_runs"] = runs
        F.add("latency_ratio", g, "launch → every feed on screen / one request's latency", "×",
              [r["complete"] / lat for r in runs], fmt="%.2f")
        F.add("latency_complete_ms", g, "  launch → every feed on screen", "ms", [r["complete"] for r in runs])
        F.add("latency_loaded_ms", g, "  launch → loaded (the weather)", "ms", [r["loaded"] for r in runs])
        self.add_requests_per_service(runs, g, "  ", "latency_requests")
        F.add("latency_net_ratio", g, "  first request in → last response out / latency", "×",
              [(r["resp_last"] - r["req_first"]) / lat for r in runs], fmt="%.2f")
        F.add("latency_in_flight", g, "  requests in flight at once (server's max)", "", [r["max_in_flight"] for r in runs],
              fmt="%.0f")
        runs = self.launches(self.plan["latency_ow"], ["--provider", "openweather", "--location", FIXED],
                             latency_ms=int(lat), api_key="benchkey")
        self.diagnostics["latency_openweather_runs"] = runs
        F.add("latency_ow_ratio", g, "OpenWeather (3 requests) launch → loaded / latency (info)", "×",
              [r["loaded"] / lat for r in runs], fmt="%.2f")
        F.add("latency_ow_in_flight", g, "  OpenWeather requests in flight at once", "",
              [r["max_in_flight"] for r in runs], fmt="%.0f")
        runs = [self.launch([], self.server, latency_ms=int(lat), env=self.remembering_env())[0]
                for _ in range(self.plan["latency_default"])]
        self.diagnostics["latency_default_remembered_runs"] = runs
        F.add("latency_default_ratio", g, "IP-lookup path, the place remembered: launch → loaded / latency", "×",
              [r["loaded"] / lat for r in runs], fmt="%.2f")
        runs = self.launches(self.plan["latency_default"], [], latency_ms=int(lat))
        self.diagnostics["latency_default_runs"] = runs
        F.add("latency_default_fresh_ratio", g, "IP-lookup path, a fresh home: launch → loaded / latency (info; 2 rounds)",
              "×", [r["loaded"] / lat for r in runs], fmt="%.2f")

    def remembering_env(self):
        """A fresh home that holds only the place an earlier IP-lookup launch left (last-location.json):
        an everyday launch, whose stored report has been cleared, so the screen waits for the network."""
        if self.remembered_place is None:
            env = self.env(self.server.url)
            self.launch([], self.server, env=env)
            self.remembered_place = (Path(env["XDG_CACHE_HOME"]) / "weathertui" / "last-location.json").read_bytes()
        env = self.env(self.server.url)
        directory = Path(env["XDG_CACHE_HOME"]) / "weathertui"
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "last-location.json").write_bytes(self.remembered_place)
        return env

    def sec_failover(self):
        """Open-Meteo failing while every request takes 200 ms: MET Norway's forecast on screen, timed from
        when the failure is known. A refused connection is known as the load starts (the first request the
        server sees: the feeds start with the weather); a 500 or 429 when Open-Meteo's answer has been
        written; a hang is timed from launch, against the request timeout (10 s) plus one request."""
        F, g = self.figures, "3 failover (200 ms latency per request)"
        lat = 200.0
        refused = {"WEATHERTUI_OPEN_METEO_URL": "http://127.0.0.1:%d" % closed_port()}
        cases = [("refused", {}, refused), ("500", {"mode": "http_500", "paths": ["/v1/forecast"]}, {}),
                 ("429", {"mode": "http_429", "paths": ["/v1/forecast"]}, {})]
        for name, control, extra_env in cases:
            runs = self.launches(self.plan["failover"], ["--location", FIXED], latency_ms=int(lat), control=control,
                                 extra_env=extra_env)
            self.diagnostics["failover_%s_runs" % name] = runs
            known = []
            for run in runs:
                failed = [r["end"] for r in run["requests"] if r["path"] == "/v1/forecast" and r["end"] is not None]
                known.append(failed[0] if failed else run["req_first"])
            if not all(any(r["path"] == MET_FORECAST for r in run["requests"]) for run in runs):
                raise MeasurementError("MET Norway was not asked when Open-Meteo failed (%s)" % name)
            F.add("failover_%s_ratio" % name, g, "Open-Meteo %s: its failure → MET Norway on screen / latency" % name,
                  "×", [(run["loaded"] - k) / lat for run, k in zip(runs, known)], fmt="%.2f")
        runs = self.launches(self.plan["failover"], ["--location", FIXED], latency_ms=int(lat),
                             control={"mode": "timeout", "paths": ["/v1/forecast"]}, timeout=25.0)
        self.diagnostics["failover_hang_runs"] = runs
        F.add("failover_hang_s", g, "Open-Meteo hanging: launch → MET Norway's forecast", "s",
              [run["loaded"] / 1000.0 for run in runs], fmt="%.2f")

    def sec_openweather(self):
        runs = self.launches(self.plan["ow"], ["--provider", "openweather", "--location", FIXED], api_key="benchkey")
        self.diagnostics["launch_openweather_runs"] = runs
        self.figures.add("ow_loaded_ms", "1-2 launch (fixed location, zero latency)",
                         "OpenWeather provider: launch → loaded (info)", "ms", [r["loaded"] for r in runs])

    def sec_bytes_memory(self):
        F = self.figures
        rows, cols = self.args.bytes_rows, self.args.bytes_cols
        g = "4 bytes written to the terminal (%dx%d)" % (cols, rows)
        first_paint, repaint, j_bytes, pg_bytes, r_total, r_after, r_ticks = [], [], [], [], [], [], []
        t_bytes, d_bytes = [], []
        hwm_ratio, rss_ratio, hwm_after, hwm_before = [], [], [], []
        r_ms, r_resp_ms = [], []
        for _ in range(self.plan["bytes_runs"]):
            run, app = self.launch(["--location", FIXED], self.server, keep=True, size=(rows, cols))
            try:
                first_paint.append(run["first_paint_bytes"])
                app.settle(0.1)
                repaint.append(self.full_repaint(app, rows, cols)[1])
                for _ in range(self.plan["j"]):
                    j_bytes.append(self.key_output(app, "j", "j wrote nothing (the list did not scroll?)")[1])
                    app.settle(0.03)
                for _ in range(self.plan["pgdn"]):
                    app.send("home")
                    app.settle(0.05)
                    pg_bytes.append(self.key_output(app, "pgdn", "PgDn from the top wrote nothing")[1])
                    app.settle(0.03)
                app.send("home")
                app.settle(0.05)
                for _ in range(self.plan["toggle"]):
                    t_bytes.append(self.key_output(app, "t", "t wrote nothing (no graph to hide?)")[1])
                    app.settle(0.03)
                    self.key_output(app, "t", "t wrote nothing (the graph did not come back?)")
                    app.settle(0.03)
                    d_bytes.append(self.key_output(app, "d", "d wrote nothing (no days view?)")[1])
                    app.settle(0.03)
                    self.key_output(app, "d", "d wrote nothing (the 3-hour steps did not come back?)")
                    app.settle(0.03)
                for _ in range(self.plan["refresh"]):
                    total, after, ticks = self.refresh(app)
                    r_total.append(total)
                    r_after.append(after)
                    r_ticks.append(ticks)
                    r_ms.append(self._last_refresh_ms[0])
                    r_resp_ms.append(self._last_refresh_ms[1])
                m0 = status_kib(app.pid)
                for k in range(self.plan["refreshes"]):
                    self.server.control(variant=(k + 1) % 2)   # changed data: every refresh redraws
                    self.refresh(app)
                m1 = status_kib(app.pid)
                hwm_ratio.append(m1["VmHWM"] / m0["VmHWM"])
                rss_ratio.append(m1["VmRSS"] / m0["VmRSS"])
                hwm_before.append(m0["VmHWM"] / MB)
                hwm_after.append(m1["VmHWM"] / MB)
                self.diagnostics.setdefault("memory_refreshes", []).append(
                    {"before_kib": m0, "after_kib": m1, "refreshes": self.plan["refreshes"]})
                self.finish(app)
            except BaseException:
                app.kill()
                raise
        full = statistics.median(first_paint)
        F.add("bytes_first_paint", g, "full first paint (launch → loaded screen complete)", "B", first_paint, fmt="%.0f")
        F.add("bytes_repaint", g, "  a full repaint of the loaded screen (resize; info)", "B", repaint, fmt="%.0f")
        F.add("bytes_j", g, "one-row scroll (j)", "B", j_bytes, fmt="%.0f")
        F.add("bytes_j_ratio", g, "one-row scroll (j) / full paint", "%", [100.0 * b / full for b in j_bytes])
        F.add("bytes_pgdn", g, "one page scroll (PgDn from the top)", "B", pg_bytes, fmt="%.0f")
        F.add("bytes_pgdn_ratio", g, "one page scroll (PgDn) / full paint (info)", "%", [100.0 * b / full for b in pg_bytes])
        F.add("bytes_t", g, "hide the graph (t)", "B", t_bytes, fmt="%.0f")
        F.add("bytes_t_ratio", g, "hide the graph (t) / full paint", "%", [100.0 * b / full for b in t_bytes],
              note="the list scrolls up into the graph's rows: only the rows that come into view are new")
        F.add("bytes_d", g, "switch to the days view (d)", "B", d_bytes, fmt="%.0f")
        F.add("bytes_d_ratio", g, "switch to the days view (d) / full paint", "%", [100.0 * b / full for b in d_bytes],
              note="the list's rows and the graph's highlight change; the header and the frame stay")
        F.add("bytes_refresh", g, "refresh, same data: all bytes (incl. spinner frames)", "B", r_total, fmt="%.0f")
        F.add("bytes_refresh_ticks", g, "  spinner frames drawn during the refresh", "", r_ticks, fmt="%.0f")
        F.add("bytes_refresh_ratio", g, "refresh, same data: all bytes / full paint (info)", "%",
              [100.0 * b / full for b in r_total])
        F.add("bytes_refresh_after_ratio", g, "refresh, same data: bytes after the response / full paint", "%",
              [100.0 * b / full for b in r_after],
              note="what the app writes once the unchanged data is back: ideally only the spinner's removal")
        F.add("refresh_ms", g, "refresh, same data: r → refresh finished on screen (info)", "ms", r_ms)
        F.add("refresh_resp_ms", g, "  r → server has written the response", "ms", r_resp_ms)
        F.add("hwm_before_refreshes_mb", "6 memory", "VmHWM before the refreshes (%dx%d)" % (cols, rows), "MB", hwm_before)
        F.add("hwm_after_refreshes_mb", "6 memory", "VmHWM after %d refreshes (data changing)" % self.plan["refreshes"],
              "MB", hwm_after)
        F.add("hwm_growth_ratio", "6 memory", "VmHWM after %d refreshes / before" % self.plan["refreshes"], "×",
              hwm_ratio, fmt="%.3f")
        F.add("rss_growth_ratio", "6 memory", "VmRSS after %d refreshes / before (info)" % self.plan["refreshes"], "×",
              rss_ratio, fmt="%.3f")

    def refresh(self, app, timeout=10.0):
        """r, then waits until "refreshing" has come and gone from the top border (the server is not
        polled meanwhile, so as not to slow it). Returns (bytes written in all, bytes written after the
        server's answer, spinner frames)."""
        self.server.clear_events()
        n0 = len(app.raw)
        t = app.send("r")
        app.wait_for_bytes(b"refreshing", timeout, start=n0, what="\"refreshing\" after r")
        app.wait_for_screen(lambda lines: "refreshing" not in lines[0] and "updated" in lines[0], timeout,
                            "the end of the refresh")
        t_end = app.settle(0.03)
        ends = [e["end"] for e in self.server.events() if e["path"] == "/v1/forecast" and e["end"] is not None]
        if not ends:
            raise MeasurementError("r: the refresh ended on screen but no request reached the server")
        t_resp = max(ends)
        total = len(app.raw) - n0
        after = sum(len(d) for tt, d in app.chunks if tt > t_resp)
        ticks = app.raw[n0:].count(SPINNER_BYTES)
        self._last_refresh_ms = ((t_end - t) * 1000, (t_resp - t) * 1000)
        trace = self.diagnostics.setdefault("refresh_traces", [])
        if len(trace) < 5:
            k0 = next(k for k, (tt, _) in enumerate(app.chunks) if tt >= t)
            trace.append({"response_ms": round((t_resp - t) * 1000, 2),
                          "writes": [(round((tt - t) * 1000, 2), len(d)) for tt, d in app.chunks[k0:]]})
        return total, after, ticks

    def sec_cpu(self):
        F = self.figures
        window = self.plan["window"]
        g = "5 CPU (normalised to 10 s; window %.0f s, %d apps each, side by side)" % (window, self.plan["cpu_apps"])
        apps, kinds = [], []
        slow = FakeServer(mode="timeout", now=self.now, timed=True)
        try:
            for _ in range(self.plan["cpu_apps"]):
                _, app = self.launch(["--location", FIXED], self.server, keep=True)
                apps.append(app)
                kinds.append("loaded")
            for _ in range(self.plan["cpu_apps"]):
                slow.fresh()
                env = self.env(slow.url, config="request_timeout = 30\n")
                app = PtyApp([self.binary, "--location", FIXED], env, self.rows, self.cols)
                apps.append(app)
                kinds.append("loading")
                app.wait_for_bytes(b"Loading weather", 10, what="the loading spinner")
            for app, kind in zip(apps, kinds):
                if kind == "loaded":
                    app.settle(0.2)
            time.sleep(0.5)
            for app in apps:
                app.drain()
            trackers = [ThreadTracker(a.pid) for a in apps]
            for tr in trackers:
                tr.sample()
            before = [(cpu_seconds(a.pid), len(a.raw)) for a in apps]
            t0 = time.monotonic()
            last_sample = t0
            while time.monotonic() - t0 < window:
                for a in apps:
                    a.drain()
                if time.monotonic() - last_sample > 0.25:
                    for tr in trackers:
                        tr.sample()
                    last_sample = time.monotonic()
                time.sleep(0.02)
            after = [(cpu_seconds(a.pid), len(a.raw)) for a in apps]
            elapsed = time.monotonic() - t0
            for tr in trackers:
                tr.sample()
            for a in apps:
                if not a.alive():
                    raise MeasurementError("an app exited during the CPU window:\n" + a.dump())
            scale = 10.0 / elapsed
            res = {"loaded": [], "loading": []}
            for kind, b, a, tr in zip(kinds, before, after, trackers):
                ns, switches, born, by_name = tr.totals()
                res[kind].append({
                    "cpu_ms_10s": (a[0] - b[0]) * 1000 * scale,
                    "sched_ms_10s": ns / 1e6 * scale,
                    "switches_per_s": switches / elapsed,
                    "threads_born_10s": born * scale,
                    "switches_by_thread_per_s": {k: round(v / elapsed, 2) for k, v in sorted(by_name.items())},
                    "bytes_per_s": (a[1] - b[1]) / elapsed,
                })
            for a in apps:
                self.finish(a)
            apps = []
            self.diagnostics["cpu"] = res
            for kind, label in (("loaded", "idle in loaded"), ("loading", "spinning in loading")):
                rows = res[kind]
                F.add("cpu_%s_ms" % kind, g, "CPU time %s (/proc/PID/stat utime+stime)" % label, "ms",
                      [r["cpu_ms_10s"] for r in rows], note="10 ms ticks")
                F.add("cpu_%s_sched_ms" % kind, g, "  same from schedstat (ns, per thread)", "ms",
                      [r["sched_ms_10s"] for r in rows], fmt="%.2f")
                F.add("cpu_%s_wakeups" % kind, g, "  context switches per second (all threads)", "/s",
                      [r["switches_per_s"] for r in rows])
                F.add("cpu_%s_born" % kind, g, "  threads started (per 10 s)", "", [r["threads_born_10s"] for r in rows])
                F.add("cpu_%s_bytes" % kind, g, "  bytes written per second", "B/s", [r["bytes_per_s"] for r in rows])
        finally:
            for a in apps:
                a.kill()
            slow.stop()

    def sec_binary(self):
        """The binary's size on disk, and stripped (strip writes a stripped copy; the binary is untouched)."""
        F, g = self.figures, "0 binary"
        path = os.path.realpath(self.args.binary)
        kind = ("release build" if path == os.path.realpath(RELEASE_BINARY) else
                "debug build" if path == os.path.realpath(DEBUG_BINARY) else os.path.basename(path))
        size = os.path.getsize(path)
        F.add("binary_bytes", g, "binary size on disk (%s)" % kind, "B", [size], fmt="%.0f")
        self.diagnostics["binary"] = {"path": path, "bytes": size}
        strip = shutil.which("strip")
        if not strip:
            self.peer_notes.append("strip (binutils) is not installed: no stripped size")
            return
        stripped = os.path.join(self.tmp, "weathertui.stripped")
        done = subprocess.run([strip, "--strip-all", "-o", stripped, path], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=120)
        if done.returncode != 0:
            raise MeasurementError("strip failed (%d): %s" % (done.returncode, done.stdout.decode("utf-8", "replace")[-300:]))
        F.add("binary_stripped_bytes", g, "  stripped (strip --strip-all of a copy)", "B", [os.path.getsize(stripped)],
              fmt="%.0f")
        self.diagnostics["binary"]["stripped_bytes"] = os.path.getsize(stripped)
        os.remove(stripped)

    def sec_once(self):
        """weathertui --once with the default provider (Open-Meteo: forecast + reverse geocoding at once):
        wall time, CPU and peak memory under GNU time (see peers.run_measured)."""
        F, g = self.figures, "6 memory"
        work = os.path.join(self.tmp, "once")
        os.makedirs(work, exist_ok=True)
        self.server.fresh()
        runs = []
        for i in range(self.plan["peers"]):
            r = peers.run_measured([self.binary, "--once", "--location", FIXED], self.env(self.server.url), work,
                                   "weathertui-once-default")
            if r.status != 0 or "Seoul" not in r.stdout:
                raise MeasurementError("weathertui --once failed (%s): %s %s" % (r.status, r.stdout[-300:], r.stderr[-300:]))
            runs.append(r)
        if not peers.GNU_TIME:
            self.peer_notes.append("GNU time (/usr/bin/time) is missing: no --once peak memory (apt-get install time)")
        F.add("once_mb", g, "--once peak resident memory (ru_maxrss; Open-Meteo)", "MB",
              [r.maxrss_kib / MB if r.maxrss_kib is not None else None for r in runs],
              note="GNU time's %M: a child forked straight from Python would report Python's high-water mark")
        F.add("once_ms", g, "  --once wall time (info)", "ms", [r.wall_s * 1000 for r in runs])

    def sec_peers(self):
        F, g = self.figures, "7 peers and floor (OpenWeather data, same fake server)"
        n = self.plan["peers"]
        work = os.path.join(self.tmp, "peers")
        os.makedirs(work, exist_ok=True)
        url = self.server.url
        self.server.fresh()
        # weathertui --once, and the floor beside each run: curl, both endpoints back to back (one process, one
        # connection), and one `clear` paint, taken in turn so that a change in the machine's speed touches
        # the run and its floor alike
        q = "lat=37.5667&lon=126.9783&units=metric&appid=benchkey"
        curl_argv = ["curl", "-sf", "--noproxy", "*",
                     "%s/data/2.5/weather?%s" % (url, q), "-o", os.path.join(work, "curl-weather.json"),
                     "%s/data/2.5/forecast?%s" % (url, q), "-o", os.path.join(work, "curl-forecast.json")]
        wt, curl, clear = [], [], []
        have_curl = shutil.which("curl") is not None
        if not have_curl:
            self.peer_notes.append("curl is not installed: no network floor (apt-get install curl)")
        clear_bin = shutil.which("clear")
        if not clear_bin:
            self.peer_notes.append("clear (ncurses-bin) is not installed: no paint floor")
        for i in range(n):
            env = self.env(url, api_key="benchkey")
            r = peers.run_measured([self.binary, "--once", "--provider", "openweather", "--location", FIXED],
                                   env, work, "weathertui-once")
            if r.status != 0 or "Seoul" not in r.stdout:
                raise MeasurementError("weathertui --once failed (%s): %s %s" % (r.status, r.stdout[-300:], r.stderr[-300:]))
            wt.append(r)
            if have_curl:
                r = peers.run_measured(curl_argv, plain_env(work), work, "curl")
                if r.status != 0:
                    raise MeasurementError("curl failed (%s): %s" % (r.status, r.stderr[-300:]))
                curl.append(r)
            if clear_bin:
                r = peers.run_in_pty([clear_bin], plain_env(work), work, "clear")
                if r.status != 0 or "\x1b[" not in r.stdout:
                    raise MeasurementError("clear failed (%s): %r" % (r.status, r.stdout[:100]))
                clear.append(r)
        # ansiweather
        aw = []
        path, note = peers.ensure_ansiweather(allow_install=not self.smoke, log=self.log)
        if path:
            rc = peers.ansiweather_setup(work, url)
            for i in range(n):
                env = plain_env(work, {"ANSIWEATHERRC": rc})
                r = peers.run_measured([path], env, work, "ansiweather")
                if r.status != 0 or "Seoul" not in r.stdout:
                    raise MeasurementError("ansiweather failed (%s): %s %s" % (r.status, r.stdout[-300:], r.stderr[-300:]))
                aw.append(r)
        else:
            self.peer_notes.append("ansiweather skipped: " + note)
            print("  ansiweather skipped: %s" % note, file=sys.stderr, flush=True)

        med = lambda rs, f: statistics.median([f(r) for r in rs]) if rs else None  # noqa: E731
        wall = lambda r: r.wall_s * 1000  # noqa: E731
        mem = lambda r: r.maxrss_kib / MB if r.maxrss_kib is not None else None  # noqa: E731
        if not peers.GNU_TIME:
            self.peer_notes.append("GNU time (/usr/bin/time) is missing: no peak memory for the peers "
                                   "(apt-get install time)")
        cpu = lambda r: r.cpu_s * 1000  # noqa: E731
        F.add("peer_wt_once_ms", g, "weathertui --once --provider openweather: wall", "ms", [wall(r) for r in wt],
              note="7 requests at once: weather, forecast, reverse geocoding, and the marine, archive, ensemble "
                   "and METAR stations feeds'")
        F.add("peer_wt_once_mb", g, "  peak memory (ru_maxrss)", "MB", [mem(r) for r in wt])
        F.add("peer_wt_once_cpu", g, "  CPU time (user+sys)", "ms", [cpu(r) for r in wt])
        if aw:
            F.add("peer_aw_ms", g, "ansiweather: wall", "ms", [wall(r) for r in aw],
                  note="current weather only (1 request, q=Seoul,KR; show_uvi off); sh + curl + ~12 jq")
            F.add("peer_aw_mb", g, "  peak memory (largest process in its tree)", "MB", [mem(r) for r in aw])
            F.add("peer_aw_cpu", g, "  CPU time (user+sys, whole tree)", "ms", [cpu(r) for r in aw])
            F.add("peer_ratio_wall", g, "weathertui --once / ansiweather: wall", "×",
                  [wall(r) / med(aw, wall) for r in wt], fmt="%.2f")
            if peers.GNU_TIME:
                F.add("peer_ratio_mem", g, "weathertui --once / ansiweather: peak memory", "×",
                      [mem(r) / med(aw, mem) for r in wt], fmt="%.2f")
        if curl:
            F.add("floor_curl_ms", g, "floor: curl, /weather + /forecast back to back", "ms", [wall(r) for r in curl])
            F.add("floor_curl_mb", g, "  curl peak memory", "MB", [mem(r) for r in curl])
        if clear:
            F.add("floor_clear_ms", g, "floor: one `clear` paint on a pty", "ms", [wall(r) for r in clear])
        if curl and clear:
            floor = med(curl, wall) + med(clear, wall)
            F.add("floor_ms", g, "floor: curl + clear", "ms", [floor])
            F.add("floor_ratio_once", g, "weathertui --once / floor (pair by pair)", "×",
                  [wall(r) / (wall(c) + wall(p)) for r, c, p in zip(wt, curl, clear)], fmt="%.2f")
            ow = self.figures.items.get("ow_loaded_ms")
            if ow and ow.get("n"):
                F.add("floor_ratio_tui", g, "weathertui TUI (OpenWeather) launch → loaded / floor", "×",
                      [x / floor for x in ow["samples"]], fmt="%.2f")

    # ---- output --------------------------------------------------------------------------------------
    def table(self):
        w = 66
        head = "%-*s %10s %-6s %-19s %-20s %s" % (w, "figure", "median", "", "spread (min–max, n)", "bar", "result")
        out = [head]
        group = None
        for fid in self.figures.order:
            f = self.figures.items[fid]
            if f["group"] != group:
                group = f["group"]
                out.append("── %s " % group + "─" * max(0, len(head) - len(group) - 4))
            fmt = f["fmt"]
            if not f["n"]:
                median, spread = "no data", ""
            else:
                median = fmt % f["median"]
                spread = "%s–%s, %d" % (fmt % f["min"], fmt % f["max"], f["n"]) if f["n"] > 1 else ""
            bar = f.get("bar", {}).get("text", "")
            result = ("PASS" if f["pass"] else "FAIL") if "pass" in f else ("n/a" if bar else "")
            out.append("%-*s %10s %-6s %-19s %-20s %s" % (w, f["label"][:w], median, f["unit"], spread, bar, result))
        return "\n".join(out)

    def run(self):
        started = time.time()
        t = time.monotonic()
        load = os.getloadavg()
        self.server = FakeServer(timed=True, now=self.now)
        try:
            self.section("binary size", self.sec_binary)
            self.section("warm-up", self.warm_up)
            self.section("launch, fixed location", self.sec_launch_fixed)
            self.section("launch from the stored report, offline", self.sec_launch_stored)
            self.section("launch, default path (IP lookup)", self.sec_launch_default)
            self.section("launch, OpenWeather provider", self.sec_openweather)
            self.section("200 ms latency", self.sec_latency)
            self.section("failover", self.sec_failover)
            self.section("normals (historical archive)", lambda: normals.measure(self, FIXED, name_and_air_in_header))
            self.section("CAP feeds (WMO mirror)", lambda: cap_feed.measure(self))
            self.section("bytes and memory over refreshes", self.sec_bytes_memory)
            self.section("CPU idle and spinning", self.sec_cpu)
            self.section("--once memory", self.sec_once)
            self.section("peers and floor", self.sec_peers)
            self.section("status bars", lambda: status_bar.measure(self, FIXED))
            self.section("places view", lambda: places.measure(self, FIXED))
            self.section("watch idle", lambda: watch.measure(self, FIXED))
            self.section("radar view", lambda: radar.measure(self))
            self.section("every bar in every language", lambda: languages.measure(self, FIXED))
        finally:
            self.server.stop()
        total = time.monotonic() - t
        failed = [fid for fid in self.figures.order if self.figures.items[fid].get("pass") is False]
        results = {
            "meta": {
                "binary": self.args.binary, "mode": "smoke" if self.smoke else ("partial" if self.args.only else "full"),
                "terminal": {"rows": self.rows, "cols": self.cols, "TERM": "xterm-256color"},
                "started": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(started)),
                "duration_s": round(total, 1), "sections_s": self.sections,
                "loadavg_at_start": load, "cpus": os.cpu_count(), "kernel": platform.release(),
                "python": platform.python_version(), "fake_server_now": self.now,
                "location": FIXED, "plan": self.plan, "only": self.args.only,
            },
            "figures": self.figures.items,
            "bars_failed": failed,
            "errors": self.errors,
            "peer_notes": self.peer_notes,
            "diagnostics": self.diagnostics,
        }
        with open(self.args.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
        print()
        print("weathertui benchmark (%s build: %s; %s; %dx%d pty; load avg %.2f at start, %d CPUs)" % (
            "smoke" if self.smoke else "full", self.args.binary, time.strftime("%Y-%m-%d %H:%M"), self.cols, self.rows,
            load[0], os.cpu_count()))
        print(self.table())
        print()
        for note in self.peer_notes:
            print("note: " + note)
        if load[0] > (os.cpu_count() or 1) * 0.5:
            print("note: the machine was busy at the start (load %.2f): timings may be inflated" % load[0])
        if "resize_while_idle_bytes" in self.diagnostics and not any(self.diagnostics["resize_while_idle_bytes"]):
            print("note: a resize while loaded and idle wrote nothing until the next key (the app did not redraw on SIGWINCH)")
        print("sections: " + ", ".join("%s %.1f s" % kv for kv in self.sections.items()) + "; total %.1f s" % total)
        print("bars: %d failed%s" % (len(failed), (" (" + ", ".join(failed) + ")") if failed else ""))
        if self.errors:
            print("MEASUREMENTS FAILED (%d):" % len(self.errors))
            for e in self.errors:
                print("  [%s] %s" % (e["section"], e["error"].splitlines()[0] if e["error"] else ""))
        print("results: %s" % self.args.json)
        if self.args.readme and not self.smoke and not self.errors and not self.args.only:
            readme_table.write(self.args.readme, results)
            print("table written into %s" % self.args.readme)
        if not self.args.keep_tmp:
            shutil.rmtree(self.tmp, ignore_errors=True)
        if self.errors:
            return 1
        if failed and self.args.strict:
            return 1
        missed = [fid for fid in failed if fid in DETERMINISTIC_BARS]
        if missed and self.smoke:
            print("run_bench: deterministic bars missed: %s" % ", ".join(missed), file=sys.stderr)
            return 1
        return 0


DECODE_RE = re.compile(r"decoded \d+ bytes from Open-Meteo in (\d+) µs")


def name_and_air_in_header(lines):
    header = "\n".join(lines[:6])
    return FIXED_NAME in header and bool(AIR_RE.search(header))


def decode_ms(env):
    """The app's own measure of its last Open-Meteo decode, from its debug log (None for another service)."""
    try:
        log = (Path(env["XDG_CACHE_HOME"]) / "weathertui" / "weathertui.log").read_text(errors="replace")
    except OSError:
        return None
    found = DECODE_RE.findall(log)
    return int(found[-1]) / 1000.0 if found else None


def _response(app, since, timeout, gap=BURST_GAP):
    """Waits up to `timeout` s for output after `since`, then to the end of that burst.
    Returns (time of first chunk, time of last chunk, bytes) or (None, None, 0)."""
    n0 = len(app.chunks)
    deadline = since + timeout
    while len(app.chunks) == n0:
        left = deadline - time.monotonic()
        if left <= 0 or app.eof:
            return None, None, 0
        app.read(min(left, 0.05))
    first = app.chunks[n0][0]
    last = app.burst_end(first, gap)
    return first, last, sum(len(d) for _, d in app.chunks[n0:])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", required=True, help="the weathertui binary to measure")
    ap.add_argument("--smoke", action="store_true", help="one iteration of everything, 1 s windows, no peer install")
    ap.add_argument("--size", default="40x100", help="pty size ROWSxCOLS (default 40x100)")
    ap.add_argument("--bytes-size", default="24x80",
                    help="pty size for the bytes section (default 24x80: PgDn scrolls a whole page)")
    ap.add_argument("--json", default=str(HERE / "results.json"), help="where to write the results")
    ap.add_argument("--strict", action="store_true", help="exit 1 when a bar fails too")
    ap.add_argument("--no-copy", action="store_true", help="run the binary in place instead of a private copy")
    ap.add_argument("--keep-tmp", action="store_true", help="keep the scratch directory")
    ap.add_argument("--readme", help="after a full run, write its table into this file, bench/README.md (between its markers)")
    ap.add_argument("--only", type=lambda text: [word.strip() for word in text.split(",") if word.strip()],
                    help="run only the sections whose names contain one of these comma-separated words (and the "
                         "warm-up), e.g. 'latency,status bars'; such a run writes no table")
    args = ap.parse_args(argv)
    try:
        args.rows, args.cols = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        ap.error("--size must look like 40x100")
    try:
        args.bytes_rows, args.bytes_cols = (int(x) for x in args.bytes_size.lower().split("x"))
    except ValueError:
        ap.error("--bytes-size must look like 24x80")
    if not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        print("run_bench: no executable at %s (build it first)" % args.binary, file=sys.stderr)
        return 2
    return Bench(args).run()


if __name__ == "__main__":
    sys.exit(main())
