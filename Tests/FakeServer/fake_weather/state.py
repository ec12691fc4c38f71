"""The server's mutable state behind the control API: mode, latency, data variant, clock, the request
counts and log; validated updates and the reset to the start-up state."""

import re
import threading

from .modes import MODES
from .places import CITIES, find_city
from .rainviewer import SCENARIOS as RADAR_SCENARIOS
from .routes import PROVIDER_PREFIXES

REQUEST_LOG_SIZE = 500
SECRET_PARAM = re.compile(r"(?i)((?:appid|api_key|apikey|key|token)=)[^&\s]*")


def mask(s):
    return SECRET_PARAM.sub(lambda m: m.group(1) + "***", s)


class State:
    def __init__(self, mode="ok", latency_ms=0, now=None):
        self.lock = threading.Lock()
        # Notified when the last request in flight is counted down (/_stats?idle=1 waits for it).
        self.idle = threading.Condition(self.lock)
        self.start = {"mode": mode, "latency_ms": latency_ms, "now": now}
        self.in_flight = 0
        self.reset()

    def reset(self):
        with self.lock:
            self.mode = self.start["mode"]
            self.latency_ms = self.start["latency_ms"]
            self.now = self.start["now"]
            self.variant = 0
            self.quarter_hours = None
            self.dwd_alerts = None
            self.radar = None
            self.auto_variant = False
            self.paths = None
            self.ip_city = "Mountain View"
            self.retry_after = 30
            self.expires_in = 1800
            self.redirect_base = None
            self.total = 0
            self.by_path = {}
            self.requests = []
            # Requests still being answered are not ended by a reset: counting them down later must not
            # take the count below zero.
            self.max_in_flight = self.in_flight
            self.malformed_count = 0

    def public(self):
        return {"mode": self.mode, "latency_ms": self.latency_ms, "variant": self.variant,
                "auto_variant": self.auto_variant, "quarter_hours": self.quarter_hours, "dwd_alerts": self.dwd_alerts,
                "radar": self.radar,
                "paths": list(self.paths) if self.paths is not None else list(PROVIDER_PREFIXES),
                "ip_city": self.ip_city, "retry_after": self.retry_after, "expires_in": self.expires_in, "now": self.now,
                "redirect_base": self.redirect_base}

    def stats(self):
        return {"total": self.total, "by_path": dict(self.by_path),
                "in_flight": self.in_flight, "max_in_flight": self.max_in_flight}

    def update(self, changes):
        """Validate and apply a /_control body; raise ValueError with a message."""
        if not isinstance(changes, dict):
            raise ValueError("body must be a JSON object")
        known = {"mode", "latency_ms", "variant", "auto_variant", "paths", "ip_city", "retry_after", "expires_in", "now",
                 "redirect_base", "quarter_hours", "dwd_alerts", "radar"}
        unknown = set(changes) - known
        if unknown:
            raise ValueError("unknown keys: %s (known: %s)" % (", ".join(sorted(unknown)), ", ".join(sorted(known))))

        def is_int(v):
            return isinstance(v, int) and not isinstance(v, bool)
        new = {}
        if "mode" in changes:
            if changes["mode"] not in MODES:
                raise ValueError("unknown mode %r (modes: %s)" % (changes["mode"], ", ".join(MODES)))
            new["mode"] = changes["mode"]
        for k in ("latency_ms", "retry_after", "expires_in"):
            if k in changes:
                if not is_int(changes[k]) or changes[k] < 0:
                    raise ValueError("%s must be a non-negative integer" % k)
                new[k] = changes[k]
        if "variant" in changes:
            if not is_int(changes["variant"]):
                raise ValueError("variant must be an integer")
            new["variant"] = changes["variant"]
        if "auto_variant" in changes:
            if not isinstance(changes["auto_variant"], bool):
                raise ValueError("auto_variant must be true or false")
            new["auto_variant"] = changes["auto_variant"]
        if "paths" in changes:
            p = changes["paths"]
            if p is not None and (not isinstance(p, list) or not all(isinstance(x, str) and x.startswith("/") for x in p)):
                raise ValueError("paths must be null or a list of path prefixes starting with '/'")
            new["paths"] = p
        if "ip_city" in changes:
            v = changes["ip_city"]
            if not isinstance(v, str) or (v != "fail" and not find_city(v)):
                raise ValueError("ip_city must be \"fail\" or one of: %s"
                                 % "; ".join(sorted({"%s, %s" % (c.name, c.state) for c in CITIES})))
            new["ip_city"] = v
        if "now" in changes:
            v = changes["now"]
            if v is not None and (not isinstance(v, (int, float)) or isinstance(v, bool)):
                raise ValueError("now must be null or a unix time")
            new["now"] = v
        if "quarter_hours" in changes:
            v = changes["quarter_hours"]
            if v is not None and not (isinstance(v, list) and all(
                    isinstance(x, (int, float)) and not isinstance(x, bool) and x >= 0 for x in v)):
                raise ValueError("quarter_hours must be null or a list of non-negative amounts (mm)")
            new["quarter_hours"] = v
        if "dwd_alerts" in changes:
            v = changes["dwd_alerts"]
            if v is not None and not (isinstance(v, list) and all(
                    isinstance(a, dict) and set(a) == {"event", "severity", "ends_in"} and isinstance(a["event"], str)
                    and a["severity"] in ("minor", "moderate", "severe", "extreme") and is_int(a["ends_in"]) and a["ends_in"] > 0
                    for a in v)):
                raise ValueError("dwd_alerts must be null or a list of {event, severity (minor|moderate|severe|extreme), "
                                 "ends_in (seconds)}")
            new["dwd_alerts"] = v
        if "radar" in changes:
            v = changes["radar"]
            if v is not None and v not in RADAR_SCENARIOS:
                raise ValueError("radar must be null or one of: %s" % ", ".join(RADAR_SCENARIOS))
            new["radar"] = v
        if "redirect_base" in changes:
            v = changes["redirect_base"]
            if v is not None and not (isinstance(v, str) and re.match(r"(?i)^https?://[^/?#\s]+/?$", v)):
                raise ValueError("redirect_base must be null or a URL like \"http://127.0.0.2:PORT\" (no path)")
            new["redirect_base"] = v.rstrip("/") if v else v
        with self.lock:
            for k, v in new.items():
                setattr(self, k, v)
            return self.public()

    def count(self, path, method="-", query="", headers=None):
        """Counts one request (caller holds the lock); `headers` (User-Agent, Accept, If-Modified-Since) are listed only when
        /_requests is asked for them with headers=1."""
        self.total += 1
        self.by_path[path] = self.by_path.get(path, 0) + 1
        entry = {"method": method, "path": path, "query": mask(query)}
        if headers is not None:
            entry["headers"] = headers
        self.requests.append(entry)
        del self.requests[:-REQUEST_LOG_SIZE]

    def mode_for(self, path):
        prefixes = self.paths if self.paths is not None else PROVIDER_PREFIXES
        return self.mode if any(path.startswith(p) for p in prefixes) else "ok"
