"""Starts the fake server as a child process and drives its control API: shared by the end-to-end tests
and the benchmark."""

import json
import re
import signal
import subprocess
import urllib.request

# Control calls go straight to 127.0.0.1, whatever http_proxy says.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class FakeServerProcess:
    """A fake server process on 127.0.0.1 (ephemeral port), started from `argv`."""

    def __init__(self, argv, stderr=subprocess.DEVNULL, preexec_fn=None):
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=stderr, text=True, preexec_fn=preexec_fn)
        line = self.proc.stdout.readline()
        m = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
        if not m:
            self.proc.kill()
            raise RuntimeError("fake server did not start: %r" % line)
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

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc.stdout.close()
