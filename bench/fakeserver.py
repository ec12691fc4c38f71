"""Starts and drives bench/timed_server.py (the project's fake server with request timestamps)."""

import json
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
TIMED_SERVER = HERE / "timed_server.py"

# Never let an http_proxy variable route the benchmark's own control calls elsewhere.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class FakeServer:
    """One fake server process on 127.0.0.1 (ephemeral port)."""

    def __init__(self, mode="ok", latency_ms=0, now=None, log_path=None):
        argv = [sys.executable, str(TIMED_SERVER), "--port", "0", "--mode", mode, "--latency-ms", str(latency_ms)]
        if now is not None:
            argv += ["--now", str(now)]
        if log_path is None:
            argv.append("--quiet")
        self._log = open(log_path, "w") if log_path else subprocess.DEVNULL
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=self._log, text=True)
        line = self.proc.stdout.readline()
        m = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
        if not m:
            self.proc.kill()
            raise RuntimeError("fake server did not start (%r)" % line)
        self.port = int(m.group(1))
        self.url = "http://127.0.0.1:%d" % self.port

    def _call(self, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method="GET" if data is None else "POST",
                                     headers={"Content-Type": "application/json"})
        with _OPENER.open(req, timeout=10) as resp:
            return json.loads(resp.read())

    def control(self, **changes):
        return self._call("/_control", changes)

    def reset(self):
        return self._call("/_reset", {})

    def stats(self):
        return self._call("/_stats")

    def events(self):
        return self._call("/_bench/events")

    def clear_events(self):
        return self._call("/_bench/clear", {})

    def fresh(self, **changes):
        """Back to the start-up state (stats and the event log emptied), then `changes`."""
        self.reset()
        self.clear_events()
        if changes:
            self.control(**changes)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc.stdout.close()
        if self._log is not subprocess.DEVNULL:
            self._log.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
