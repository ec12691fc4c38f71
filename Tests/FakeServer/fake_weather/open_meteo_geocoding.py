"""Open-Meteo's geocoding search (/v1/search): place names to coordinates, in English or Korean."""

from .open_meteo import om_error
from .places import CITIES, fold
from .responses import HOSTILE_DESC, HOSTILE_NAME, HOSTILE_SHORT, Resp, first


def om_search(q, ctx):
    name = fold(first(q, "name", "") or "")
    try:
        count = max(1, min(100, int(first(q, "count", "10") or "10")))
    except ValueError:
        raise om_error("Cannot initialize Int from invalid String value %s for key count" % first(q, "count"))
    ko = (first(q, "language", "en") or "en").lower().startswith("ko")
    found = []
    if len(name) >= 2:
        found = [c for c in sorted(CITIES, key=lambda c: -c.population)
                 if fold(c.name).startswith(name) or fold(c.ko).startswith(name)][:count]
    body = {}
    if found or ctx.flavor == "empty_arrays":
        results = []
        for i, c in enumerate(found):
            r = {"id": c.gid, "name": c.ko if ko else c.name, "latitude": round(c.lat, 5),
                 "longitude": round(c.lon, 5), "elevation": c.elevation, "feature_code": c.feature,
                 "country_code": c.cc, "admin1_id": c.admin1_id, "timezone": c.tz,
                 "population": c.population, "country_id": c.country.geo_id,
                 "country": c.country.ko if ko else c.country.en,
                 "admin1": c.state_ko if ko else c.state}
            if ctx.hostile:
                r["name"] = HOSTILE_NAME
                r["country"] = HOSTILE_DESC
                r["admin1"] = HOSTILE_NAME
                r["country_code"] = HOSTILE_SHORT
            if ctx.flavor == "missing_fields":
                for k in ("admin1", "admin1_id", "population", "timezone", "elevation", "feature_code", "country"):
                    r.pop(k, None)
                if i == 0:
                    del r["latitude"]
                    del r["longitude"]
            results.append(r)
        body["results"] = [] if ctx.flavor == "empty_arrays" else results
    body["generationtime_ms"] = 0.5218983
    return Resp(200, body)
