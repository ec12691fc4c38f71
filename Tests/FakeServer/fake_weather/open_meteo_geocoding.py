"""Open-Meteo's geocoding search (/v1/search): place names to coordinates, in English or Korean."""

from .fake_service import FakeService
from .open_meteo import om_error, om_error_body
from .places import is_failing_search, search_cities
from .responses import HOSTILE_DESC, HOSTILE_NAME, HOSTILE_SHORT, Resp, first


def om_search(q, ctx):
    """Matches by name prefix (English, Korean or an alias such as 부산광역시), most populous first;
    names and regions in the language asked for; `results` is absent when nothing matches.
    FAILING_SEARCH_NAME gets a 500."""
    name = first(q, "name", "") or ""
    if is_failing_search(name):
        return om_error_body(500)
    try:
        count = max(1, min(100, int(first(q, "count", "10") or "10")))
    except ValueError:
        raise om_error("Cannot initialize Int from invalid String value %s for key count" % first(q, "count"))
    ko = (first(q, "language", "en") or "en").lower().startswith("ko")
    found = []
    if len(name.strip()) >= 2:
        found = sorted(search_cities(name), key=lambda c: -c.population)[:count]
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


SERVICE = FakeService("geocoding", om_error_body, paths={"/v1/search": lambda path, q, ctx, ip_city: om_search(q, ctx)})
