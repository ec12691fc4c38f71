"""IP geolocation in the shape of ipwho.is (/ip): the city the "caller's address" is in, set with the
control API's ip_city ("fail" for an unsuccessful lookup)."""

import time

from .fake_service import FakeService
from .places import MOUNTAIN_VIEW, find_city
from .responses import HOSTILE_DESC, HOSTILE_NAME, HOSTILE_SHORT, Resp


def ipwho(q, ctx, ip_city):
    if ip_city == "fail":
        return Resp(200, {"ip": "203.0.113.7", "success": False, "message": "Reserved range"})
    c = find_city(ip_city) or MOUNTAIN_VIEW
    h = ctx.hostile
    sign = "-" if c.off < 0 else "+"
    utc = "%s%02d:%02d" % (sign, abs(c.off) // 3600, abs(c.off) % 3600 // 60)
    body = {
        "ip": "203.0.113.7", "success": True, "type": "IPv4",
        "continent": c.country.continent, "continent_code": c.country.continent_code,
        "country": HOSTILE_DESC if h else c.country.en,
        "country_code": HOSTILE_SHORT if h else c.cc,
        "region": HOSTILE_NAME if h else c.state, "region_code": c.region_code,
        "city": HOSTILE_NAME if h else c.name,
        "latitude": round(c.lat, 4), "longitude": round(c.lon, 4),
        "is_eu": False, "postal": c.postal, "calling_code": c.country.calling,
        "capital": c.country.capital, "borders": c.country.borders,
        "flag": {"img": "https://cdn.ipwhois.io/flags/%s.svg" % c.cc.lower(),
                 "emoji": "".join(chr(0x1F1E6 + ord(ch) - 65) for ch in c.cc),
                 "emoji_unicode": " ".join("U+%X" % (0x1F1E6 + ord(ch) - 65) for ch in c.cc)},
        "connection": {"asn": 64496, "org": "Example Networks", "isp": "Example Networks", "domain": "example.net"},
        "timezone": {"id": c.tz, "abbr": c.abbr, "is_dst": False, "offset": c.off, "utc": utc,
                     "current_time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ctx.now + c.off)) + utc},
    }
    if ctx.flavor == "missing_fields":
        for k in ("latitude", "longitude", "city", "timezone"):
            del body[k]
    return Resp(200, body)


def ipwho_error_body(status):
    return Resp(status, {"ip": "203.0.113.7", "success": False, "message": {
        400: "Invalid IP address",
        401: "Invalid API key",
        403: "Forbidden",
        404: "Not Found",
        429: "You've hit the rate limit, please try again later",
        500: "Internal Server Error",
    }[status]})


SERVICE = FakeService("ipwho", ipwho_error_body,
                      paths={"/ip": lambda path, q, ctx, ip_city: ipwho(q, ctx, ip_city)},
                      prefixes={"/ip/": lambda path, q, ctx, ip_city: ipwho(q, ctx, ip_city)})
