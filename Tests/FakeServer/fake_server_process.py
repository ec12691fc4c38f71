"""Starts the fake server as a child process and drives its control API: shared by the end-to-end tests
and the benchmark."""

import json
import re
import signal
import subprocess
import urllib.request

# Control calls go straight to 127.0.0.1, whatever http_proxy says.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


LISTENING_RE = re.compile(r"listening on (127(?:\.\d{1,3}){3}):(\d+)")


class FakeServerProcess:
    """A fake server process on a loopback address (ephemeral port), started from `argv`.

    With `host` (an address in 127.0.0.0/8, e.g. "127.0.0.2") the server is asked to bind there
    ("--host" is appended to argv); `host`, `port` and `url` are what the server says it bound."""

    def __init__(self, argv, stderr=subprocess.DEVNULL, preexec_fn=None, host=None):
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
        self.url = "http://%s:%d" % (self.host, self.port)

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

    def requests(self, path=None):
        """The requests the server counted (oldest first): dicts of method, path and query (masked)."""
        found = self._call("/_requests")["requests"]
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
