"""The `watch` figures (issue #42: "watch idle between polls: 0 CPU; ≤ 15 MB resident"): `weathertui
watch --location …` against the zero-latency fake server with the real 15-minute interval, so after its
first poll it sleeps; once its forecast request is answered and it has gone quiet (no CPU for a second),
its resident set (VmRSS, /proc/PID/status) and the CPU it uses over the next seconds.

Called from run_bench.py (Bench.run) with the Bench object; adds its figures to bench.figures."""

import subprocess
import time

from weathertui_testing.proc import cpu_seconds, memory_split, status_kib, thread_count

BARS = {
    "watch_idle_mb": ("<=", 15, "≤ 15 MB"),     # VmRSS between polls, after the first
}
MB = 1024.0
QUIET_S = 1.0       # no CPU for this long: the poll is over
IDLE_S = 5.0        # the CPU window while it sleeps


class WatchError(Exception):
    pass


def _idle_after_poll(proc, server, before, timeout=20.0):
    """Waits until the poll's forecast request was counted and the process has used no CPU for QUIET_S."""
    deadline = time.monotonic() + timeout
    while server.count("/v1/forecast") <= before:
        if time.monotonic() > deadline or proc.poll() is not None:
            raise WatchError("watch asked for no forecast (exit %s)" % proc.poll())
        time.sleep(0.05)
    last = cpu_seconds(proc.pid)
    quiet_since = time.monotonic()
    while time.monotonic() - quiet_since < QUIET_S:
        if time.monotonic() > deadline:
            raise WatchError("watch did not go quiet after its poll")
        time.sleep(0.1)
        now = cpu_seconds(proc.pid)
        if now != last:
            last, quiet_since = now, time.monotonic()


def measure(bench, location):
    F, g = bench.figures, "9 watch (notifications)"
    n = 2 if bench.smoke else 5
    rss, cpu, threads, anon = [], [], [], []
    server = bench.server
    for _ in range(n):
        server.fresh()
        env = bench.env(server.url, config="request_timeout = 4\n")
        before = server.count("/v1/forecast")
        proc = subprocess.Popen([bench.binary, "watch", "--location", location], env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _idle_after_poll(proc, server, before)
            mem = status_kib(proc.pid, ("VmRSS", "RssAnon"))
            start = cpu_seconds(proc.pid)
            time.sleep(IDLE_S)
            cpu.append((cpu_seconds(proc.pid) - start) * 1000)
            rss.append(mem["VmRSS"] / MB)
            anon.append(mem["RssAnon"] / MB)
            threads.append(thread_count(proc.pid))
            bench.diagnostics.setdefault("watch_memory_split", []).append(memory_split(proc.pid)["parts"])
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
    F.add("watch_idle_mb", g, "watch between polls: resident memory (VmRSS)", "MB", rss)
    F.add("watch_idle_anon_mb", g, "  of which anonymous (RssAnon; info)", "MB", anon)
    F.add("watch_idle_cpu_ms", g, "  CPU time over %.0f s asleep (info)" % IDLE_S, "ms", cpu)
    F.add("watch_idle_threads", g, "  threads asleep (info)", "", threads, fmt="%.0f")
