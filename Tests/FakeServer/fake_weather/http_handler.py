"""The HTTP side: one handler that routes control requests, counts provider requests, applies latency and
the failure mode, and writes the answer (whole, dripped, truncated, held or huge); and the server class."""

import json
import select
import socket
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from .error_bodies import error_body
from .modes import DRIP_INTERVAL, HOLD_SECONDS, HTML_PAGE, HUGE_SIZE, absurd_body, huge_parts, malformed_body
from .nominatim import xml_escape
from .responses import Ctx, Resp, first
from .routes import build_ok, family
from .state import mask

STOP = threading.Event()


CONTROL_PATHS = ("/_control", "/_reset", "/_stats", "/_requests")
# How long /_stats?idle=1 waits for the requests in flight to end before it answers anyway.
IDLE_WAIT_SECONDS = 5.0

CLIENT_GONE = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, socket.timeout, TimeoutError)



class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "fake-weather/1.0"

    def version_string(self):
        return self.server_version
    timeout = 60          # idle keep-alive connections are dropped after this

    # ---- logging -------------------------------------------------------------
    def log_request(self, code="-", size="-"):
        pass

    def log_message(self, fmt, *args):
        if self.server.quiet:
            return
        msg = fmt % args
        if msg.startswith("Request timed out"):
            return
        sys.stderr.write("%s %s\n" % (time.strftime("%H:%M:%S"), mask(msg)))

    def log_line(self, status, sent, started, mode):
        if self.server.quiet:
            return
        sys.stderr.write("%s %s %s -> %s %dB %.0fms mode=%s\n" % (
            time.strftime("%H:%M:%S"), self.command, mask(self.path), status, sent,
            (time.monotonic() - started) * 1000, mode))

    # ---- plumbing -------------------------------------------------------------
    def do_GET(self):
        self.dispatch()

    def do_POST(self):
        self.dispatch()

    def do_PUT(self):
        self.dispatch()

    def do_DELETE(self):
        self.dispatch()

    def do_HEAD(self):
        self.dispatch()

    def read_body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n > 0 else b""

    def send_head(self, resp, content_length=None):
        if "Date" in resp.headers:
            # An answer that dates itself (by the server's clock, which may be frozen) has that Date only.
            self.log_request(resp.status)
            self.send_response_only(resp.status)
            self.send_header("Server", self.version_string())
        else:
            self.send_response(resp.status)
        self.send_header("Content-Type", resp.ctype)
        self.send_header("Content-Length", str(len(resp.body) if content_length is None else content_length))
        for k, v in resp.headers.items():
            self.send_header(k, v)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()

    def send_whole(self, resp):
        self.send_head(resp)
        if self.command != "HEAD":
            self.wfile.write(resp.body)
        return len(resp.body)

    def handle_one_request(self):
        self._dispatched = False
        super().handle_one_request()

    def dispatch(self):
        self._dispatched = True
        started = time.monotonic()
        url = urlsplit(self.path)
        path = url.path
        q = parse_qs(url.query, keep_blank_values=True)
        st = self.server.state
        try:
            if path in CONTROL_PATHS:
                resp = self.control(path, q)
                self.log_line(resp.status, self.send_whole(resp), started, "-")
                return
            fam = family(path)
            if fam is None:
                with st.lock:
                    st.count(path, self.command, url.query)
                self.read_body()
                resp = Resp(404, {"error": "not found", "path": path})
                self.log_line(404, self.send_whole(resp), started, "-")
                return
        except CLIENT_GONE:
            self.close_connection = True
            return
        with st.lock:
            st.count(path, self.command, url.query,
                     {"user_agent": self.headers.get("User-Agent"), "accept": self.headers.get("Accept"),
                      "if_modified_since": self.headers.get("If-Modified-Since")})
            st.in_flight += 1
            st.max_in_flight = max(st.max_in_flight, st.in_flight)
            latency = st.latency_ms
            mode = st.mode_for(path)
            variant = st.variant
            quarter_hours = st.quarter_hours
            dwd_alerts = st.dwd_alerts
            radar = st.radar
            ip_city = st.ip_city
            retry_after = st.retry_after
            expires_in = st.expires_in
            redirect_base = st.redirect_base
            now = st.now if st.now is not None else time.time()
            if mode == "malformed":
                st.malformed_count += 1
                malformed_html = st.malformed_count % 2 == 0
        status, sent = "-", 0
        try:
            self.read_body()
            if latency:
                STOP.wait(latency / 1000.0)
            if self.command not in ("GET", "HEAD"):
                resp = Resp(405, {"error": "method not allowed"})
                status, sent = 405, self.send_whole(resp)
                return
            if mode.startswith("redirect_") and first(q, "redirected") == "1" and mode != "redirect_other_host":
                mode = "ok"         # the second leg of a same-server redirect
            flavor = mode if mode in ("missing_fields", "empty_arrays", "hostile", "absurd", "wrong_offset") else "ok"
            ctx = Ctx(now, variant, flavor, quarter_hours, self.headers.get("User-Agent"),
                      self.headers.get("If-Modified-Since"), expires_in, dwd_alerts, radar,
                      self.headers.get("Host") or "%s:%d" % self.server.server_address[:2], redirect_base)
            if mode.startswith("redirect_"):
                status, sent = self.send_redirect(mode, url, redirect_base)
                return
            status, sent = self.serve_provider(path, q, fam, mode, ctx, ip_city, retry_after,
                                               mode == "malformed" and malformed_html)
        except CLIENT_GONE:
            self.close_connection = True
            status = "client-gone"
        except Exception:   # a bug in this server: say so instead of dropping the connection
            import traceback
            traceback.print_exc()
            self.close_connection = True
            try:
                status, sent = 500, self.send_whole(Resp(500, {"error": "fake server bug", "path": path}))
            except Exception:
                pass
        finally:
            with st.lock:
                st.in_flight -= 1
                if not st.in_flight:
                    st.idle.notify_all()
            self.log_line(status, sent, started, mode)

    def serve_provider(self, path, q, fam, mode, ctx, ip_city, retry_after, malformed_html):
        """Answer one provider request according to mode; returns (status, bytes sent)."""
        if mode.startswith("http_"):
            status = int(mode[5:])
            resp = error_body(fam, status)
            if status == 429:
                resp.headers["Retry-After"] = str(retry_after)
            return status, self.send_whole(resp)
        if mode == "timeout":
            self.hold()
            self.close_connection = True
            return "held", 0
        if mode == "html" or (mode == "malformed" and malformed_html):
            return 200, self.send_whole(Resp(200, HTML_PAGE, "text/html; charset=utf-8"))
        if mode == "malformed":
            return 200, self.send_whole(Resp(200, malformed_body(fam)))
        if mode == "huge":
            return 200, self.send_huge(fam)

        resp = build_ok(path, q, ctx, ip_city)
        if mode == "absurd":
            resp = absurd_body(resp)
        if mode == "truncated":
            self.close_connection = True
            self.send_head(resp)
            half = resp.body[:len(resp.body) // 2]
            self.wfile.write(half)
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return resp.status, len(half)
        # The bump happens once the body is built and before it is sent: a client that reads this answer
        # and asks again at once must already get the next variant.
        if resp.status == 200 and (path in ("/v1/forecast", "/data/2.5/weather") or fam == "metno-forecast"):
            st = self.server.state
            with st.lock:
                if st.auto_variant:
                    st.variant += 1
        if mode == "slow_drip":
            self.send_head(resp)
            sent = 0
            for i in range(len(resp.body)):
                if STOP.wait(DRIP_INTERVAL):
                    self.close_connection = True
                    return resp.status, sent
                self.wfile.write(resp.body[i:i + 1])
                sent += 1
        else:
            sent = self.send_whole(resp)
        return resp.status, sent

    def send_redirect(self, mode, url, redirect_base):
        """A 302 for the redirect_* modes; returns (status, bytes sent)."""
        target = url.path + ("?" + url.query if url.query else "")
        if mode == "redirect_other_host":
            if not redirect_base:
                return 500, self.send_whole(Resp(500, {
                    "error": "redirect_base is unset: POST /_control {\"redirect_base\": \"http://127.0.0.2:PORT\"} first"}))
            location = redirect_base + target
        else:
            target += ("&" if url.query else "?") + "redirected=1"
            host = self.server.server_address[0] if mode == "redirect_same_host" else "127.0.0.1"
            location = "http://%s:%d%s" % (host, self.server.server_address[1], target)
        body = ("<html><head><title>302 Found</title></head><body><h1>Found</h1>"
                "<p>The document has moved <a href=\"%s\">here</a>.</p></body></html>\n"
                % xml_escape(location)).encode("utf-8")
        return 302, self.send_whole(Resp(302, body, "text/html; charset=utf-8", {"Location": location}))

    def send_error(self, code, message=None, explain=None):
        """Requests too malformed to reach dispatch() are counted too (as "(bad request)")."""
        st = getattr(self.server, "state", None)
        if st is not None and not getattr(self, "_dispatched", False):
            with st.lock:
                st.count("(bad request)", str(getattr(self, "command", None) or "-"))
        super().send_error(code, message, explain)

    def hold(self):
        """Send nothing; wait until the client closes, the server stops, or HOLD_SECONDS pass."""
        sock = self.connection
        deadline = time.monotonic() + HOLD_SECONDS
        while not STOP.is_set():
            left = deadline - time.monotonic()
            if left <= 0:
                return
            try:
                r, _, _ = select.select([sock], [], [], min(0.25, left))
                if r and not sock.recv(65536):
                    return
            except (OSError, ValueError):
                return

    def send_huge(self, fam):
        prefix, item, suffix = huge_parts(fam)
        fixed = len(prefix) + len(item) + len(suffix)
        n, pad = divmod(HUGE_SIZE - fixed, len(item) + 1)
        self.send_head(Resp(200, b""), content_length=HUGE_SIZE)
        if self.command == "HEAD":
            return 0
        per_chunk = max(1, 65536 // (len(item) + 1))
        chunk = (item + b",") * per_chunk
        sent = 0
        self.wfile.write(prefix)
        sent += len(prefix)
        full, rest = divmod(n, per_chunk)
        for _ in range(full):
            if STOP.is_set():
                self.close_connection = True
                return sent
            self.wfile.write(chunk)
            sent += len(chunk)
        tail = (item + b",") * rest + item + b" " * pad + suffix
        self.wfile.write(tail)
        sent += len(tail)
        return sent

    def control(self, path, q):
        st = self.server.state
        body = self.read_body()
        if path == "/_stats":
            if self.command != "GET":
                return Resp(405, {"error": "use GET /_stats"})
            with st.lock:
                if first(q, "idle") == "1":
                    st.idle.wait_for(lambda: not st.in_flight, timeout=IDLE_WAIT_SECONDS)
                return Resp(200, st.stats())
        if path == "/_requests":
            if self.command != "GET":
                return Resp(405, {"error": "use GET /_requests"})
            with_headers = first(q, "headers") == "1"
            with st.lock:
                return Resp(200, {"requests": [r if with_headers else {k: v for k, v in r.items() if k != "headers"}
                                               for r in st.requests]})
        if path == "/_reset":
            if self.command != "POST":
                return Resp(405, {"error": "use POST /_reset"})
            st.reset()
            with st.lock:
                return Resp(200, st.public())
        if self.command == "GET":
            with st.lock:
                return Resp(200, st.public())
        if self.command != "POST":
            return Resp(405, {"error": "use GET or POST /_control"})
        try:
            changes = json.loads(body.decode("utf-8") or "{}")
            return Resp(200, st.update(changes))
        except (ValueError, UnicodeDecodeError) as e:
            return Resp(400, {"error": str(e)})


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        if isinstance(exc, CLIENT_GONE) or isinstance(exc, OSError) and exc.errno in (32, 104, 9):
            return
        # A client that refuses the certificate ends the handshake: what the TLS tests expect.
        if isinstance(exc, ssl.SSLError):
            return
        super().handle_error(request, client_address)
