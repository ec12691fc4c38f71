"""The fake weather server (Tests/FakeServer) as a child process, and its control API.

    server = FakeServer()                      # 127.0.0.1, an ephemeral port; server.url
    server.control(mode="timeout", paths=["/v1/forecast"]); server.reset(); server.stats()
    FakeServer(host="127.0.0.2")               # a second "host" (any address in 127.0.0.0/8)
    FakeServer(timed=True, now=EPOCH)          # plus request timings (events()), for the benchmark
    FakeServer(tls=certificate)                # HTTPS with a certificates.Certificate; server.url is https://
"""

import json
import re
import signal
import socket
import ssl
import subprocess
import sys
import urllib.request

from .paths import FAKE_SERVER_SCRIPT, TIMED_FAKE_SERVER_SCRIPT

# Control calls go straight to the server, whatever http_proxy says; to an HTTPS server they do not check
# its certificate (the tests give it untrusted and misnamed ones on purpose).
_UNCHECKED_TLS = ssl.create_default_context()
_UNCHECKED_TLS.check_hostname = False
_UNCHECKED_TLS.verify_mode = ssl.CERT_NONE
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}), urllib.request.HTTPSHandler(context=_UNCHECKED_TLS))

LISTENING_RE = re.compile(r"listening on (127(?:\.\d{1,3}){3}):(\d+)")


class FakeServerProcess:
    """A fake server process on a loopback address (ephemeral port), started from `argv`.

    With `host` (an address in 127.0.0.0/8, e.g. "127.0.0.2") the server is asked to bind there
    ("--host" is appended to argv); `host`, `port` and `url` are what the server says it bound."""

    def __init__(self, argv, stderr=subprocess.DEVNULL, preexec_fn=None, host=None, scheme="http"):
        argv = list(argv) + (["--host", host] if host else [])
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=stderr, text=True, preexec_fn=preexec_fn)
        line = self.proc.stdout.readline()
        m = LISTENING_RE.search(line)
        if not m:
            self.proc.kill()
            self.proc.wait()
            self.proc.stdout.close()
            raise RuntimeError("fake server did not start: %r" % line)
        self.host = m.group(1)
        self.port = int(m.group(2))
        self.url = "%s://%s:%d" % (scheme, self.host, self.port)

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

    def stats(self, idle=False):
        """The server's counts; with `idle`, once no request is in flight (the server counts a request down
        after its last byte is sent, so a client can have read the answer before that)."""
        return self._call("/_stats?idle=1" if idle else "/_stats")

    def count(self, path):
        """How many requests for `path` the server counted."""
        return self.stats()["by_path"].get(path, 0)

    def requests(self, path=None, headers=False):
        """The requests the server counted (oldest first): dicts of method, path and query (masked), and
        with `headers` the User-Agent and Accept each sent."""
        found = self._call("/_requests?headers=1" if headers else "/_requests")["requests"]
        return [r for r in found if path is None or r["path"] == path]

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc.stdout.close()


def _die_with_parent():
    """In the server's child process: get SIGTERM if the test run dies (Linux), so no server outlives it."""
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)    # PR_SET_PDEATHSIG
    except Exception:
        pass


class FakeServer(FakeServerProcess):
    """Tests/FakeServer/fake_weather_server.py started with the given start-up state (mode, latency_ms,
    now: a frozen clock), on `host` (default 127.0.0.1). timed=True runs timed_fake_weather_server.py
    instead, which also logs request timings (events(), clear_events()). Its log goes to `log_path`
    (quiet without one)."""

    def __init__(self, mode=None, latency_ms=None, now=None, host=None, timed=False, log_path=None, tls=None):
        self.timed = timed
        script = TIMED_FAKE_SERVER_SCRIPT if timed else FAKE_SERVER_SCRIPT
        argv = [sys.executable, str(script), "--port", "0"]
        if mode is not None:
            argv += ["--mode", mode]
        if latency_ms is not None:
            argv += ["--latency-ms", str(latency_ms)]
        if now is not None:
            argv += ["--now", str(now)]
        if log_path is None:
            argv.append("--quiet")
        if tls is not None:
            argv += ["--tls-cert", str(tls.cert), "--tls-key", str(tls.key)]
        self._log = open(log_path, "w") if log_path else None
        super().__init__(argv, stderr=self._log or subprocess.DEVNULL, preexec_fn=_die_with_parent, host=host,
                         scheme="https" if tls else "http")

    # ---- the timed server's request log ---------------------------------------------------------------
    def events(self):
        """Provider requests since the last clear: dicts of path, query, start, end (CLOCK_MONOTONIC),
        status and bytes."""
        return self._call("/_bench/events")

    def clear_events(self):
        return self._call("/_bench/clear", {})

    def fresh(self, **changes):
        """Back to the start-up state (stats and, when timed, the request log emptied), then `changes`."""
        self.reset()
        if self.timed:
            self.clear_events()
        if changes:
            self.control(**changes)

    def stop(self):
        super().stop()
        if self._log is not None:
            self._log.close()


def closed_port():
    """A local port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
