"""The server process: command line, binding (127.0.0.0/8 only), the port file, signals, and never
outliving the process that started it."""

import argparse
import ipaddress
import os
import signal
import ssl
import sys
import threading

from .http_handler import STOP, Handler, Server
from .modes import MODES
from .state import State


def main(argv=None, handler=Handler):
    """Runs the server until SIGTERM or SIGINT; `handler` is the request handler class (a subclass of
    Handler adds to what the server does, e.g. the benchmark's request timings)."""
    ap = argparse.ArgumentParser(description="Fake OpenWeather / Open-Meteo / Nominatim / ipwho.is server (loopback only).")
    ap.add_argument("--host", default="127.0.0.1",
                    help="address to bind, in 127.0.0.0/8 only (default 127.0.0.1; e.g. 127.0.0.2 for a second host)")
    ap.add_argument("--port", type=int, default=0, help="port to bind; 0 = ephemeral (default)")
    ap.add_argument("--port-file", help="write the bound port here once listening (atomically)")
    ap.add_argument("--mode", default="ok", choices=MODES, help="initial mode (default ok)")
    ap.add_argument("--latency-ms", type=int, default=0, help="delay before each provider response")
    ap.add_argument("--now", type=float, default=None, help="freeze the clock at this unix time")
    ap.add_argument("--quiet", action="store_true", help="no request log on stderr")
    ap.add_argument("--tls-cert", help="serve HTTPS with this PEM certificate (chain) ...")
    ap.add_argument("--tls-key", help="... and this PEM private key")
    args = ap.parse_args(argv)
    try:
        host = ipaddress.IPv4Address(args.host)
    except ValueError:
        host = None
    if host is None or host not in ipaddress.IPv4Network("127.0.0.0/8"):
        ap.error("--host %s: only loopback addresses in 127.0.0.0/8 are allowed (e.g. 127.0.0.1, 127.0.0.2)"
                 % args.host)     # exits 2

    try:
        server = Server((str(host), args.port), handler)
    except OSError as e:
        print("cannot listen on %s:%d: %s" % (host, args.port, e), file=sys.stderr)
        return 1
    if args.tls_cert:
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(args.tls_cert, args.tls_key)
        # The handshake runs in the request's thread: a client that refuses the certificate fails there.
        server.socket = tls.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
    server.quiet = args.quiet
    server.state = State(args.mode, max(0, args.latency_ms), args.now)
    bound_host, port = server.server_address[:2]

    stop = threading.Event()

    def on_signal(signum, frame):
        stop.set()
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    if args.port_file:
        tmp = "%s.tmp.%d" % (args.port_file, os.getpid())
        with open(tmp, "w") as f:
            f.write("%d\n" % port)
        os.replace(tmp, args.port_file)
    print("listening on %s:%d" % (bound_host, port), flush=True)
    # A test server never outlives the process that started it, even one that was killed.
    parent = os.getppid()
    while not stop.wait(0.5):
        if os.getppid() != parent:
            break
    STOP.set()
    server.shutdown()
    server.server_close()
    if args.port_file:
        try:
            with open(args.port_file) as f:
                if f.read().strip() == str(port):
                    os.remove(args.port_file)
        except OSError:
            pass
    return 0
