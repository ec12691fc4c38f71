#!/usr/bin/env python3
"""An HTTP proxy for weathertui's tests: it records every request it gets and either carries it or
refuses it. Python 3 standard library only; binds and connects to loopback addresses (127.0.0.0/8)
only, so it can reach the fake weather server and nothing else.

Usage:
    python3 Tests/FakeServer/fake_proxy.py [--port N] [--record PATH] [--refuse STATUS]
        [--credentials USER:PASSWORD]

    --port N          port to bind on 127.0.0.1 (0 = ephemeral, the default)
    --record PATH     append one JSON line a request: {"method", "target", "authorization"}
                      (the Proxy-Authorization header as sent, or null)
    --refuse STATUS   answer every request with this status (407 with Proxy-Authenticate: Basic,
                      502 for an upstream the proxy "cannot reach")
    --credentials U:P require "Proxy-Authorization: Basic base64(U:P)"; anything else gets a 407

Requests carried:
    CONNECT host:port HTTP/1.1     a tunnel (answered 200, then bytes relayed both ways), as clients
                                   use for https URLs (and async-http-client for http ones too)
    GET http://host:port/path ...  an absolute-URI request, forwarded as GET /path with the answer
                                   relayed back, as curl sends http URLs

It prints "listening on 127.0.0.1:PORT" once ready and exits 0 on SIGTERM or SIGINT.
"""

import argparse
import base64
import ipaddress
import json
import os
import select
import signal
import socket
import socketserver
import sys
import threading
from urllib.parse import urlsplit

REASONS = {200: "Connection established", 407: "Proxy Authentication Required", 502: "Bad Gateway",
           400: "Bad Request", 403: "Forbidden"}


def is_loopback(host):
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


class ProxyHandler(socketserver.StreamRequestHandler):
    timeout = 30

    def handle(self):
        line = self.rfile.readline(65537).decode("latin-1").rstrip("\r\n")
        headers = {}
        while True:
            header = self.rfile.readline(65537).decode("latin-1").rstrip("\r\n")
            if not header:
                break
            name, _, value = header.partition(":")
            headers[name.strip().lower()] = value.strip()
        parts = line.split()
        if len(parts) != 3:
            return self.answer(400)
        method, target, _ = parts
        self.server.record({"method": method, "target": target,
                            "authorization": headers.get("proxy-authorization")})
        refusal = self.server.refusal(headers.get("proxy-authorization"))
        if refusal:
            return self.answer(refusal)
        if method == "CONNECT":
            host, _, port = target.rpartition(":")
            self.tunnel(host.strip("[]"), port)
        elif target.startswith("http://"):
            self.forward(method, target, headers)
        else:
            self.answer(400)

    def answer(self, status):
        extra = 'Proxy-Authenticate: Basic realm="weathertui tests"\r\n' if status == 407 else ""
        self.wfile.write(("HTTP/1.1 %d %s\r\n%sContent-Length: 0\r\nConnection: close\r\n\r\n"
                          % (status, REASONS.get(status, "Refused"), extra)).encode())

    def upstream(self, host, port):
        """A connection to host:port, or None (after answering) when it is not loopback or refuses."""
        if not is_loopback(host) or not port.isdigit():
            self.answer(403)
            return None
        try:
            return socket.create_connection((host, int(port)), timeout=10)
        except OSError:
            self.answer(502)
            return None

    def tunnel(self, host, port):
        upstream = self.upstream(host, port)
        if upstream is None:
            return
        with upstream:
            self.wfile.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            self.wfile.flush()
            # Clients wait for the 200 before they send, so nothing is left in rfile's buffer.
            relay(self.connection, upstream)

    def forward(self, method, target, headers):
        url = urlsplit(target)
        upstream = self.upstream(url.hostname or "", str(url.port or 80))
        if upstream is None:
            return
        with upstream:
            path = (url.path or "/") + ("?" + url.query if url.query else "")
            lines = ["%s %s HTTP/1.1" % (method, path)]
            lines += ["%s: %s" % (name, value) for name, value in headers.items()
                      if name not in ("proxy-authorization", "proxy-connection", "connection")]
            lines.append("Connection: close")
            upstream.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
            while True:
                chunk = upstream.recv(65536)
                if not chunk:
                    break
                self.wfile.write(chunk)


def relay(a, b):
    """Copies bytes both ways until either side closes."""
    sockets = [a, b]
    while True:
        readable, _, _ = select.select(sockets, [], [], 30)
        if not readable:
            return
        for source in readable:
            try:
                data = source.recv(65536)
            except OSError:
                return
            if not data:
                return
            (b if source is a else a).sendall(data)


class FakeProxy(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port=0, record_path=None, refuse=None, credentials=None):
        super().__init__(("127.0.0.1", port), ProxyHandler)
        self.record_path = record_path
        self.refuse = refuse
        self.expected = None if credentials is None else "Basic " + base64.b64encode(credentials.encode()).decode()
        self.lock = threading.Lock()
        self.requests = []

    def record(self, request):
        with self.lock:
            self.requests.append(request)
            if self.record_path:
                with open(self.record_path, "a") as f:
                    f.write(json.dumps(request) + "\n")

    def refusal(self, authorization):
        if self.refuse:
            return self.refuse
        if self.expected is not None and authorization != self.expected:
            return 407
        return None


def main(argv=None):
    ap = argparse.ArgumentParser(description="Recording HTTP proxy for weathertui's tests (loopback only).")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--record", help="append one JSON line a request to this file")
    ap.add_argument("--refuse", type=int, choices=sorted(REASONS), help="answer every request with this status")
    ap.add_argument("--credentials", help="USER:PASSWORD the proxy requires (407 otherwise)")
    args = ap.parse_args(argv)
    try:
        server = FakeProxy(args.port, args.record, args.refuse, args.credentials)
    except OSError as e:
        print("cannot listen on 127.0.0.1:%d: %s" % (args.port, e), file=sys.stderr)
        return 1
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    print("listening on 127.0.0.1:%d" % server.server_address[1], flush=True)
    # Never outlive the process that started it, even one that was killed.
    parent = os.getppid()
    while not stop.wait(0.5) and os.getppid() == parent:
        pass
    server.shutdown()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
