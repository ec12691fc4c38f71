"""Nominatim's reverse geocoding (/reverse): coordinates to a place name, as XML, json or jsonv2."""

import math
import time

from .fake_service import FakeService
from .places import COUNTRIES, near_city
from .responses import HOSTILE_DESC, HOSTILE_NAME, HOSTILE_SHORT, BadRequest, Resp, first


def nominatim_error(message):
    return BadRequest(Resp(400, {"error": {"code": 400, "message": message}}))


def nom_coord(q, key, lo, hi):
    raw = first(q, key)
    if raw is None or raw == "":
        raise nominatim_error("Parameter '%s' missing." % key)
    try:
        v = float(raw)
    except ValueError:
        raise nominatim_error("Floating-point number expected for parameter '%s'" % key)
    if not math.isfinite(v) or v < lo or v > hi:
        raise nominatim_error("Invalid coordinates")
    return v


def xml_escape(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def nominatim_reverse(q, ctx):
    fmt = (first(q, "format", "xml") or "xml").lower()
    if fmt not in ("xml", "json", "jsonv2"):
        raise nominatim_error("Parameter 'format': must be one of: xml, json, jsonv2")
    lat, lon = nom_coord(q, "lat", -90, 90), nom_coord(q, "lon", -180, 180)
    language = (first(q, "accept-language", "en") or "en").lower()
    ko = language.startswith("ko")
    c = near_city(lat, lon)
    # Names in Chinese where the place has them (a place in China asked in Chinese).
    zh = language.startswith("zh") and hasattr(c, "nom_name_zh")
    if not c:
        if fmt == "xml":
            return Resp(200, b'<?xml version="1.0" encoding="UTF-8" ?>\n<reversegeocode timestamp="'
                        + time.strftime("%a, %d %b %Y %H:%M:%S +00:00", time.gmtime(ctx.now)).encode()
                        + b'" querystring="/reverse"><error>Unable to geocode</error></reversegeocode>',
                        "text/xml; charset=utf-8")
        return Resp(200, {"error": "Unable to geocode"})
    h = ctx.hostile
    name = HOSTILE_NAME if h else (c.nom_name_zh if zh else c.nom_name_ko if ko else c.name)
    # A place the map files under another country (Hong Kong under China) is named as that country's.
    filed = COUNTRIES[getattr(c, "nominatim_country", c.cc)]
    country = HOSTILE_DESC if h else (filed.ko if ko else filed.en)
    state = HOSTILE_NAME if h else (c.state_zh if zh else c.state_ko if ko else c.state)
    county = HOSTILE_NAME if h else (c.county_zh if zh else c.county_ko if ko else c.county)
    address = {c.osm_kind: name}
    if c.county:
        address["county"] = county
    if c.cc != "KR":
        address["state"] = state
    for level, code in sorted(getattr(c, "iso_levels", {}).items()):
        address["ISO3166-2-lvl" + level] = code
    if c.iso4:
        address["ISO3166-2-lvl4"] = c.iso4
    address["country"] = country
    address["country_code"] = HOSTILE_SHORT if h else filed.code.lower()
    display = ", ".join(v for k, v in address.items() if not k.startswith("ISO3166-2-") and k != "country_code")
    body = {"place_id": c.place_id,
            "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
            "osm_type": "relation", "osm_id": c.osm_id,
            "lat": "%.7f" % c.lat, "lon": "%.7f" % c.lon}
    if fmt == "jsonv2":
        body.update({"category": "boundary", "type": "administrative", "place_rank": 16})
    else:
        body.update({"class": "boundary", "type": "administrative"})
    body.update({"importance": 0.7, "addresstype": c.osm_kind, "name": name, "display_name": display,
                 "address": address,
                 "boundingbox": ["%.7f" % (c.lat - 0.1), "%.7f" % (c.lat + 0.1),
                                 "%.7f" % (c.lon - 0.12), "%.7f" % (c.lon + 0.12)]})
    if ctx.flavor == "missing_fields":
        for k in ("name", "address", "addresstype"):
            body.pop(k)
    elif ctx.flavor == "empty_arrays":
        body["address"] = {}
        body["boundingbox"] = []
    if fmt == "xml":
        parts = "".join("<%s>%s</%s>" % (k, xml_escape(v), k) for k, v in body.get("address", {}).items())
        xml = ('<?xml version="1.0" encoding="UTF-8" ?>\n<reversegeocode timestamp="%s" '
               'attribution="Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright" '
               'querystring="/reverse"><result place_id="%d" osm_type="relation" osm_id="%d" '
               'lat="%s" lon="%s">%s</result><addressparts>%s</addressparts></reversegeocode>'
               % (time.strftime("%a, %d %b %Y %H:%M:%S +00:00", time.gmtime(ctx.now)), c.place_id,
                  c.osm_id, body["lat"], body["lon"], xml_escape(body["display_name"]), parts))
        return Resp(200, xml.encode("utf-8"), "text/xml; charset=utf-8")
    return Resp(200, body)


def nominatim_error_body(status):
    return Resp(status, {"error": {"code": status, "message": {
        400: "Parameter 'lat' missing.",
        401: "Unauthorized",
        403: "Forbidden",
        404: "Not Found",
        429: "Too Many Requests",
        500: "Internal Server Error",
    }[status]}})


SERVICE = FakeService("nominatim", nominatim_error_body,
                      paths={"/reverse": lambda path, q, ctx, ip_city: nominatim_reverse(q, ctx)},
                      prefixes={"/reverse.": lambda path, q, ctx, ip_city: nominatim_reverse(q, ctx)})
