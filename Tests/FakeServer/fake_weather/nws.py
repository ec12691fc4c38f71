"""The US National Weather Service's active alerts (/alerts/active?point=lat,lon), in the documented
GeoJSON shape: a FeatureCollection whose features' properties carry the CAP fields (event, severity,
onset, ends, expires, headline, description, instruction...). Near Denver three alerts, one of them
already over (the client must drop it); anywhere else an empty list, as the service answers."""

import re
import time

from .fake_service import FakeService, WarningScenario
from .places import distance_km
from .responses import HOSTILE_DESC, HOSTILE_NAME, BadRequest, Resp, first

DENVER = (39.7392, -104.9903)
DENVER_OFFSET = -7 * 3600            # MST
ALERT_RADIUS_KM = 150.0
POINT = re.compile(r"^(-?\d{1,2}(?:\.\d{1,4})?),(-?\d{1,3}(?:\.\d{1,4})?)$")
KNOWN_PARAMETERS = {"point", "status", "message_type", "event", "code", "area", "zone", "urgency",
                    "severity", "certainty", "limit"}
GEO_JSON = "application/geo+json"


def problem(status, title, detail):
    """NWS's error answer (RFC 7807 problem+json)."""
    return Resp(status, {"correlationId": "3d5f0e1c", "title": title, "type": "https://api.weather.gov/problems/%s"
                         % title.replace(" ", ""), "status": status, "detail": detail,
                         "instance": "https://api.weather.gov/requests/3d5f0e1c"}, "application/problem+json")


def nws_time(t):
    """ISO 8601 with Denver's offset, as NWS writes times ("2025-11-21T14:40:00-07:00")."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t + DENVER_OFFSET)) + "-07:00"


def alert(ident, event, severity, onset, ends, headline, description, instruction, now, ctx):
    props = {
        "@id": "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0." + ident,
        "@type": "wx:Alert", "id": "urn:oid:2.49.0.1.840.0." + ident,
        "areaDesc": "Denver; Boulder and Jefferson Counties Below 6000 Feet",
        "sent": nws_time(now - 3600), "effective": nws_time(now - 3600), "onset": nws_time(onset),
        "expires": nws_time(min(ends, now + 6 * 3600) if ends > now else ends), "ends": nws_time(ends),
        "status": "Actual", "messageType": "Alert", "category": "Met", "severity": severity,
        "certainty": "Likely", "urgency": "Expected", "event": event, "sender": "w-nws.webmaster@noaa.gov",
        "senderName": "NWS Denver CO", "headline": headline, "description": description,
        "instruction": instruction, "response": "Prepare",
    }
    if ctx.hostile:
        props.update(event=HOSTILE_NAME, headline=HOSTILE_DESC, description=HOSTILE_DESC + "\n\n" + HOSTILE_NAME)
    if ctx.flavor == "missing_fields":
        for key in ("headline", "description", "instruction", "ends", "onset"):
            props.pop(key)
    return {"id": props["@id"], "type": "Feature", "geometry": None, "properties": props}


def denver_alerts(now, ctx):
    hour = int(now) // 3600 * 3600
    return [
        alert("001", "Winter Storm Warning", "Severe", hour - 2 * 3600, hour + 14 * 3600,
              "Winter Storm Warning issued November 21 at 2:00PM MST until November 22 at 6:00AM MST by NWS Denver CO",
              "* WHAT...Heavy snow. Total snow accumulations of 8 to 14 inches.\n\n"
              "* WHERE...Denver and the foothills below 6000 feet.\n\n"
              "* WHEN...Until 6 AM MST Saturday.\n\n"
              "* IMPACTS...Travel could be very difficult to impossible.",
              "If you must travel, keep an extra flashlight, food, and water in your vehicle in case of an emergency.",
              now, ctx),
        alert("002", "Wind Advisory", "Moderate", hour - 3600, hour + 5 * 3600,
              "Wind Advisory issued November 21 at 3:00PM MST until November 21 at 9:00PM MST by NWS Denver CO",
              "* WHAT...North winds 25 to 35 mph with gusts up to 55 mph.",
              "Use extra caution when driving, especially if operating a high profile vehicle.", now, ctx),
        alert("003", "Frost Advisory", "Minor", hour - 12 * 3600, hour - 3 * 3600,
              "Frost Advisory issued November 21 at 2:00AM MST until November 21 at 9:00AM MST by NWS Denver CO",
              "* WHAT...Temperatures as low as 30 degrees will result in frost formation.", None, now, ctx),
    ]


def nws_alerts(q, ctx):
    unknown = set(q) - KNOWN_PARAMETERS
    if unknown:
        raise BadRequest(problem(400, "Bad Request", "Query parameter \"%s\" is not recognized" % sorted(unknown)[0]))
    m = POINT.match(first(q, "point", "") or "")
    if not m:
        raise BadRequest(problem(400, "Bad Request", "Parameter \"point\" is invalid: '%s' does not match "
                                 "/^(-?\\d+(?:\\.\\d+)?),(-?\\d+(?:\\.\\d+)?)$/ with at most 4 decimals" % first(q, "point", "")))
    lat, lon = float(m.group(1)), float(m.group(2))
    near = distance_km(lat, lon, *DENVER) <= ALERT_RADIUS_KM
    features = denver_alerts(ctx.now, ctx) if near and ctx.flavor != "empty_arrays" else []
    body = {"@context": ["https://geojson.org/geojson-ld/geojson-context.jsonld", {"@version": "1.1"}],
            "type": "FeatureCollection", "features": features,
            "title": "Current watches, warnings, and advisories for %s N, %s W" % (m.group(1), m.group(2).lstrip("-")),
            "updated": nws_time(ctx.now)}
    return Resp(200, body, GEO_JSON)


def nws_error_body(status):
    titles = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
              500: "Unexpected Problem"}
    return problem(status, titles[status], "An unexpected problem has occurred." if status == 500 else titles[status])


SERVICE = FakeService("nws", nws_error_body, paths={"/alerts/active": lambda path, q, ctx, ip_city: nws_alerts(q, ctx)},
                      prefixes={"/alerts/": None},
                      scenarios=[WarningScenario("Denver", "en", "Winter Storm Warning", "NWS", "/alerts/active", ["point=39.7392,-104.9847"])])
