"""The status-bar figures (issue: --format and --waybar served from the cache), measured side by side:
`printf` (the floor of any process), `weathertui --version` (the binary's own start-up and exit),
`--format` from a fresh stored report (no request), `--format` with a stale store against the
zero-latency fake server beside curl fetching the same forecast, and ten `--format` started together
on an empty store with 200 ms latency (requests counted by the server).

Called from run_bench.py (Bench.run) with the Bench object; adds its figures to bench.figures."""

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import peers

MB = 1024.0
TEMPLATE = "%l: %c %t"
# Foundation's JSONEncoder writes dates as seconds since 2001-01-01: this many seconds back is "stale".
STALE_BY = 3600

BARS = {
    "sb_fresh_version_ratio": ("<=", 1.2, "≤ 1.2×"),     # --format (fresh store) wall ÷ --version wall
    "sb_fresh_mb": ("<=", 12, "≤ 12 MB"),                # --format (fresh store) peak RSS
    "sb_stale_curl_ratio": ("<=", 1.3, "≤ 1.3×"),        # --format (stale store, fetch) wall ÷ curl
    "sb_concurrent_requests": ("<=", 1, "1"),            # ten at once on an empty store: forecast requests
    "sb_concurrent_latency_ratio": ("<=", 1.5, "≤ 1.5×"),  # ... all ten done ÷ one request's 200 ms
}


class StatusBarError(Exception):
    pass


def _check(r, what):
    if r.status != 0:
        raise StatusBarError("%s failed (%s): %s %s" % (what, r.status, r.stdout[-300:], r.stderr[-300:]))
    return r


def _age_store(env, seconds):
    for path in (Path(env["XDG_CACHE_HOME"]) / "weathertui").glob("forecast-*,*.json"):
        data = json.loads(path.read_text())
        data["report"]["fetchedAt"] -= seconds
        path.write_text(json.dumps(data))


def measure(bench, location):
    F, g = bench.figures, "8 status bars (--format, --waybar)"
    n = max(bench.plan["peers"], 3 if bench.smoke else 20)
    work = os.path.join(bench.tmp, "status-bar")
    os.makedirs(work, exist_ok=True)
    server = bench.server
    server.fresh()

    def runs(argv, env, name, count=n):
        return [_check(peers.run_measured(argv, env, work, name), name) for _ in range(count)]

    env = bench.env(server.url)
    format_argv = [bench.binary, "--format", TEMPLATE, "--location", location]
    _check(peers.run_measured(format_argv, env, work, "fill"), "--format (filling the store)")
    before = server.count("/v1/forecast")
    # Interleaved, so a change in the machine's load touches the three alike.
    printf, version, fresh = [], [], []
    for _ in range(n):
        printf += runs(["printf", "x"], env, "printf", 1)
        version += runs([bench.binary, "--version"], env, "version", 1)
        fresh += runs(format_argv, env, "format-fresh", 1)
    if server.count("/v1/forecast") != before:
        raise StatusBarError("--format asked the service although the stored report was fresh")

    def wall(rs):
        return [r.wall_s * 1000 for r in rs]

    def rss(rs):
        return [r.maxrss_kib / MB if r.maxrss_kib is not None else None for r in rs]

    F.add("sb_printf_ms", g, "printf: wall time (floor)", "ms", wall(printf))
    F.add("sb_printf_mb", g, "  printf: peak RSS", "MB", rss(printf))
    F.add("sb_version_ms", g, "weathertui --version: wall time", "ms", wall(version))
    F.add("sb_version_mb", g, "  --version: peak RSS", "MB", rss(version))
    F.add("sb_fresh_ms", g, "--format, fresh store (no request): wall", "ms", wall(fresh))
    F.add("sb_fresh_mb", g, "  --format, fresh store: peak RSS", "MB", rss(fresh))
    # Pair by pair: the three were taken in turn.
    F.add("sb_fresh_version_ratio", g, "  --format fresh ÷ --version (pair by pair)", "×",
          [w / v for w, v in zip(wall(fresh), wall(version))], fmt="%.2f")
    F.add("sb_fresh_printf_ratio", g, "  --format fresh ÷ printf (aim 2×; info)", "×",
          [w / p for w, p in zip(wall(fresh), wall(printf))], fmt="%.2f")

    # Stale store: one forecast request each time, against curl fetching the same URL.
    _age_store(env, STALE_BY)
    _check(peers.run_measured(format_argv, env, work, "format-stale"), "--format (stale store)")
    asked = server.requests("/v1/forecast")
    if not asked:
        raise StatusBarError("the stale --format run sent no forecast request")
    url = "%s/v1/forecast?%s" % (server.url, asked[-1]["query"])
    stale, curl = [], []
    have_curl = shutil.which("curl") is not None
    if not have_curl:
        bench.peer_notes.append("curl is not installed: no floor for the stale --format figure")
    for _ in range(n):
        _age_store(env, STALE_BY)
        stale += runs(format_argv, env, "format-stale", 1)
        if have_curl:
            curl += runs(["curl", "-sf", "--noproxy", "*", "-o", os.path.join(work, "curl.json"), url], env, "curl", 1)
    F.add("sb_stale_ms", g, "--format, stale store (one request): wall", "ms", wall(stale))
    F.add("sb_curl_ms", g, "  curl, the same forecast request: wall", "ms", wall(curl))
    if curl:
        # Each run against the curl run beside it, as the two were taken in turn: a change in the machine's
        # speed during the section touches both sides of a pair alike.
        F.add("sb_stale_curl_ratio", g, "  --format stale ÷ curl (pair by pair)", "×",
              [w / c for w, c in zip(wall(stale), wall(curl))], fmt="%.2f")

    # Ten at once on an empty store, 200 ms latency: one request, all done within 1.5× of it.
    requests, ratios = [], []
    for _ in range(3 if bench.smoke else 5):
        server.fresh(latency_ms=200)
        env10 = bench.env(server.url)
        t0 = time.monotonic()
        procs = [subprocess.Popen(format_argv, env=env10, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE) for _ in range(10)]
        outs = [p.communicate(timeout=30) for p in procs]
        elapsed = time.monotonic() - t0
        if any(p.returncode != 0 for p in procs) or len({o for o, _ in outs}) != 1:
            raise StatusBarError("ten at once: %r" % [(p.returncode, e[-200:]) for p, (_, e) in zip(procs, outs)])
        requests.append(server.count("/v1/forecast"))
        ratios.append(elapsed / 0.2)
    server.fresh()
    F.add("sb_concurrent_requests", g, "ten at once, empty store, 200 ms: forecast requests", "", requests, fmt="%.0f")
    F.add("sb_concurrent_latency_ratio", g, "  all ten done ÷ one request's 200 ms", "×", ratios, fmt="%.2f")
