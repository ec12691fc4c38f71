"""Starts and drives bench/timed_server.py (the project's fake server with request timestamps)."""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TIMED_SERVER = HERE / "timed_server.py"

sys.path.insert(0, str(HERE.parent / "Tests" / "FakeServer"))
from fake_server_process import FakeServerProcess  # noqa: E402


class FakeServer(FakeServerProcess):
    """One fake server process on 127.0.0.1 (ephemeral port), with request timestamps."""

    def __init__(self, mode="ok", latency_ms=0, now=None, log_path=None):
        argv = [sys.executable, str(TIMED_SERVER), "--port", "0", "--mode", mode, "--latency-ms", str(latency_ms)]
        if now is not None:
            argv += ["--now", str(now)]
        if log_path is None:
            argv.append("--quiet")
        self._log = open(log_path, "w") if log_path else subprocess.DEVNULL
        super().__init__(argv, stderr=self._log)

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
        super().stop()
        if self._log is not subprocess.DEVNULL:
            self._log.close()
