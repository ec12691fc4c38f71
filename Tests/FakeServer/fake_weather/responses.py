"""What every service module builds: an answer (`Resp`), the per-request context (`Ctx`: clock, data
variant and the failure mode's flavour of a normal answer), query helpers, and the hostile strings."""

import json

HOSTILE_NAME = ("\u001b[2J\u001b]0;pwned\u0007Evil\u0000City\u009b31m\r\n\t"
                "\u202eytic\u200d\U0001F468\u200d\U0001F469\u001b[0m")
HOSTILE_DESC = ("\u001b]52;c;cHduZWQ=\u0007\u001b[31mclear\u001b[0m sky\b\b\u007f"
                "\u202e\u200d\u001bP+q544e\u001b\\\u0085\u2028")
HOSTILE_SHORT = "\u001b[5mK\u0000R\u009b"


def z(x):
    """Avoid -0.0 in JSON."""
    return x + 0.0


class Resp:
    def __init__(self, status, body, ctype="application/json; charset=utf-8", headers=None):
        self.status = status
        self.body = body if isinstance(body, bytes) else dumps(body)
        self.ctype = ctype
        self.headers = headers or {}


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def title_page(status):
    """The bare HTML error page some services send: the status as its title."""
    return Resp(status, ("<html><head><title>%d</title></head><body>Error</body></html>\n" % status).encode(), "text/html")


class BadRequest(Exception):
    def __init__(self, resp):
        super().__init__()
        self.resp = resp


def first(q, key, default=None):
    v = q.get(key)
    return v[0] if v else default


class Ctx:
    """Per-request inputs for the body builders."""

    def __init__(self, now, variant, flavor, quarter_hours=None, user_agent=None, if_modified_since=None,
                 expires_in=1800, dwd_alerts=None, radar=None, host="127.0.0.1", redirect_base=None):
        self.now, self.variant, self.flavor = now, variant, flavor
        self.quarter_hours = quarter_hours
        # The control's dwd_alerts: Bright Sky's alerts near Berlin instead of the usual two.
        self.dwd_alerts = dwd_alerts
        # The control's radar scenario (rainviewer.SCENARIOS), and the Host the request was sent to: the
        # radar index names it as its tiles' host.
        self.radar, self.host = radar, host
        # The control's redirect_base: "another host", where the radar index of other_host sends the tiles.
        self.redirect_base = redirect_base
        # What MET Norway's forecast answers by: the request's agent and condition, and how long answers hold.
        self.user_agent, self.if_modified_since, self.expires_in = user_agent, if_modified_since, expires_in

    @property
    def hostile(self):
        return self.flavor == "hostile"
