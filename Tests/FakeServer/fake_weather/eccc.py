"""Environment and Climate Change Canada's alerts (MSC GeoMet OGC API,
/collections/weather-alerts/items?f=json&bbox=W,S,E,N&lang=en|fr&limit=N), in the shape of its real answer
(tests/fixtures/eccc_alerts.json of ashuttl/linecast, March 2026): a GeoJSON FeatureCollection with one
feature per forecast region, each a Polygon with English and French fields side by side, and the OGC
paging fields. Around Toronto: a freezing rain warning repeated for the Toronto and Mississauga regions
(the client shows it once), a special weather statement for St. Catharines (not Toronto's), and a wind
warning for Toronto that has ended (never shown). The features returned are those whose polygon's box
comes near the box asked about (the service answers with whole regions, and neighbours): the client keeps
those whose polygon holds its point."""

import time

from .fake_service import FakeService, WarningScenario
from .responses import HOSTILE_DESC, HOSTILE_NAME, BadRequest, Resp, first

GEO_JSON = "application/geo+json"

# Regions as boxes (south, west, north, east): enough to tell a point inside from one outside.
REGIONS = {
    "fea1-1185": ("City of Toronto", "ville de Toronto", (43.58, -79.64, 43.86, -79.11)),
    "fea1-1269": ("Mississauga - Brampton", "Mississauga - Brampton", (43.47, -79.89, 43.85, -79.64)),
    "fea1-1273": ("St. Catharines - Grimsby - Northern Niagara Region", "St. Catharines - Grimsby - région de Niagara Nord",
                  (42.96, -79.75, 43.27, -79.04)),
}


def ogc_error(description):
    return BadRequest(Resp(400, {"code": "InvalidParameterValue", "description": description}))


def eccc_time(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t))


def polygon(box):
    south, west, north, east = box
    return {"type": "Polygon", "coordinates": [[[west, south], [east, south], [east, north], [west, north], [west, south]]]}


ALERTS = {
    "FRW": dict(alert_type="warning", alert_name_en="freezing rain warning", alert_name_fr="avertissement de pluie verglaçante",
                alert_short_name_en="Freezing rain", alert_short_name_fr="Pluie verglaçante",
                alert_text_en="Freezing rain on tap. \n\nWhat:\nFreezing rain leading to locally icy and slippery conditions.\n"
                              "Ice accretion or build-up of up to 2 millimetres.\n\nWhen:\nBeginning early this evening.",
                alert_text_fr="Pluie verglaçante en perspective.\n\nQuoi :\nPluie verglaçante rendant les surfaces glacées et "
                              "glissantes par endroits.\n\nQuand :\nDès le début de la soirée.",
                risk_colour_en="yellow", risk_colour_fr="jaune", confidence_en="High", confidence_fr="élevée",
                impact_en="Moderate", impact_fr="modéré", status_en="continued", status_fr="maintenu"),
    "SPS": dict(alert_type="statement", alert_name_en="special weather statement", alert_name_fr="bulletin météorologique spécial",
                alert_short_name_en="Special weather", alert_short_name_fr="Météorologique spécial",
                alert_text_en="Freezing rain is possible.\n\nWhat:\nFreezing rain leading to locally icy conditions.",
                alert_text_fr="Pluie verglaçante possible.\n\nQuoi :\nPluie verglaçante rendant les surfaces glacées par endroits.",
                status_en="issued", status_fr="émis"),
    "WW": dict(alert_type="warning", alert_name_en="wind warning", alert_name_fr="avertissement de vents",
               alert_short_name_en="Wind", alert_short_name_fr="Vents",
               alert_text_en="Strong winds have ended.", alert_text_fr="Les vents forts ont cessé.",
               risk_colour_en="orange", risk_colour_fr="orange", status_en="ended", status_fr="terminé"),
}


def feature(code, feature_id, now, ctx):
    hour = int(now) // 3600 * 3600
    name_en, name_fr, box = REGIONS[feature_id]
    ident = "%d%s_%s" % (hour, code, feature_id)
    props = {"id": ident, "alert_code": code}
    props.update(ALERTS[code])
    props.update({
        "publication_datetime": eccc_time(hour - 3 * 3600), "expiration_datetime": eccc_time(hour + 10 * 3600),
        "validity_datetime": eccc_time(hour - 2 * 3600), "event_end_datetime": eccc_time(hour + 8 * 3600),
        "feature_name_en": name_en, "feature_name_fr": name_fr, "province": "ON", "feature_id": feature_id,
    })
    if ctx.hostile:
        props.update(alert_name_en=HOSTILE_NAME, alert_name_fr=HOSTILE_NAME, alert_text_en=HOSTILE_DESC, alert_text_fr=HOSTILE_DESC)
    if ctx.flavor == "missing_fields":
        for key in ("alert_text_en", "alert_text_fr", "risk_colour_en", "risk_colour_fr", "event_end_datetime"):
            props.pop(key, None)
    return {"type": "Feature", "id": ident, "geometry": polygon(box), "properties": props}


# How far (degrees) from the box asked about a region is still answered with.
NEIGHBOURHOOD = 0.5


def touches(box, asked):
    south, west, north, east = box
    a_west, a_south, a_east, a_north = asked
    reach = NEIGHBOURHOOD
    return south <= a_north + reach and north >= a_south - reach and west <= a_east + reach and east >= a_west - reach


def eccc_alerts(q, ctx):
    if first(q, "f", "json") != "json":
        raise ogc_error("Invalid format")
    try:
        asked = [float(v) for v in (first(q, "bbox", "") or "").split(",")]
    except ValueError:
        raise ogc_error("bbox values must be numbers")
    if len(asked) != 4:
        raise ogc_error("bbox must have 4 values")
    try:
        limit = int(first(q, "limit", "10"))
    except ValueError:
        raise ogc_error("limit must be an integer")
    now = ctx.now
    candidates = [("FRW", "fea1-1185"), ("FRW", "fea1-1269"), ("SPS", "fea1-1273"), ("WW", "fea1-1185")]
    features = [feature(code, region, now, ctx) for code, region in candidates if touches(REGIONS[region][2], asked)]
    if ctx.flavor == "empty_arrays":
        features = []
    features = features[:limit]
    body = {"type": "FeatureCollection", "features": features, "numberMatched": len(features),
            "numberReturned": len(features),
            "links": [{"type": GEO_JSON, "rel": "self", "title": "This document as GeoJSON",
                       "href": "https://api.weather.gc.ca/collections/weather-alerts/items?f=json"}],
            "timeStamp": time.strftime("%Y-%m-%dT%H:%M:%S.000000Z", time.gmtime(now))}
    return Resp(200, body, GEO_JSON)


def eccc_error_body(status):
    return Resp(status, {"code": {400: "InvalidParameterValue", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound",
                                  429: "TooManyRequests", 500: "NoApplicableCode"}[status],
                         "description": {400: "Invalid bbox", 401: "Unauthorized", 403: "Forbidden", 404: "Collection not found",
                                         429: "Too many requests", 500: "Internal server error"}[status]})


SERVICE = FakeService("eccc", eccc_error_body,
                      paths={"/collections/weather-alerts/items": lambda path, q, ctx, ip_city: eccc_alerts(q, ctx)},
                      prefixes={"/collections/": None},
                      scenarios=[WarningScenario("Toronto", "en", "Freezing rain warning", "Environment Canada",
                                                 "/collections/weather-alerts/items", ["lang=en", "bbox="]),
                                 WarningScenario("Toronto", "fr", "Avertissement de pluie verglaçante", "Environment Canada",
                                                 "/collections/weather-alerts/items", ["lang=fr", "bbox="])])
