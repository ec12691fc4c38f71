#!/usr/bin/env python3
"""The fake weather server (fake_weather_server.py, same command line, same answers) plus a log of when
each provider request arrived and when its answer had been written, on CLOCK_MONOTONIC (the clock the
benchmark's own timestamps use, shared by every process on Linux). Started by the benchmark through
Tests/Support/weathertui_testing/fake_server.py (FakeServer(timed=True)).

Sockets get TCP_NODELAY (see TimedHandler.setup). Two extra control endpoints, never counted in its stats:
    GET  /_bench/events   JSON list of {"path", "query", "start", "end", "status", "bytes"}
                          (start = request line and headers read, end = answer written or given up);
                          waits (up to FINISH_WAIT seconds) for requests still being answered, so an
                          answer the caller has read is a finished event
    POST /_bench/clear    empties the list
"""

import json
import os
import socket
import sys
import threading
import time

from fake_weather.http_handler import Handler
from fake_weather.responses import Resp
from fake_weather.routes import family
from fake_weather.server import main

EVENTS = []
EVENTS_LOCK = threading.Lock()
# Notified when a request's event is complete. The client holds the whole answer a moment before the
# handler's thread records the end: a log read in that moment would show the request unfinished.
EVENT_FINISHED = threading.Condition(EVENTS_LOCK)
# A request held on purpose (mode "timeout") never finishes in time: the log is answered without it.
FINISH_WAIT = 5.0


class TimedHandler(Handler):
    def setup(self):
        super().setup()
        # The fake server writes headers and body in separate send()s. Without TCP_NODELAY, on a
        # kept-alive connection (past the kernel's quick-ACK start) Nagle holds the body back until
        # the client's delayed ACK, about 40 ms: a stall real servers (nginx: tcp_nodelay on) do not
        # have. BENCH_NAGLE=1 keeps the fake server's own behaviour.
        if os.environ.get("BENCH_NAGLE") != "1":
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def dispatch(self):
        path = self.path.split("?", 1)[0]
        if path.startswith("/_bench/"):
            self.bench_control(path)
            return
        if path.startswith("/_") or family(path) is None:
            super().dispatch()
            return
        event = {"path": path, "query": self.path[len(path) + 1:], "start": time.monotonic(),
                 "end": None, "status": None, "bytes": 0}
        with EVENTS_LOCK:
            EVENTS.append(event)
        self._bench_event = event
        try:
            super().dispatch()
        finally:
            with EVENTS_LOCK:
                event["end"] = time.monotonic()
                EVENT_FINISHED.notify_all()
            self._bench_event = None

    def log_line(self, status, sent, started, mode):
        event = getattr(self, "_bench_event", None)
        if event is not None:
            with EVENTS_LOCK:
                event["status"], event["bytes"] = status, sent
        super().log_line(status, sent, started, mode)

    def bench_control(self, path):
        self.read_body()
        if path == "/_bench/events" and self.command == "GET":
            with EVENTS_LOCK:
                EVENT_FINISHED.wait_for(lambda: all(e["end"] is not None for e in EVENTS), timeout=FINISH_WAIT)
                body = [dict(e) for e in EVENTS]
        elif path == "/_bench/clear" and self.command == "POST":
            with EVENTS_LOCK:
                EVENTS.clear()
            body = {"cleared": True}
        else:
            self.send_whole(Resp(404, {"error": "unknown bench endpoint"}))
            return
        self.send_whole(Resp(200, json.dumps(body).encode()))


if __name__ == "__main__":
    # Hand the GIL over sooner (default 5 ms), so a thread building a large body delays the
    # timestamps of concurrent requests less.
    sys.setswitchinterval(0.0005)
    sys.exit(main(handler=TimedHandler))
