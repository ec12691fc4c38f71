"""The Deutscher Wetterdienst's warnings through Bright Sky (/alerts?lat=&lon=), in the shape of its real
answer (tests/fixtures/brightsky_alerts.json of ashuttl/linecast, March 2026): `alerts` with German and
English fields side by side and `location` naming the warn cell. Near Berlin a frost warning and a
storm-gust warning (one more severe); elsewhere in Germany none; outside Germany `location` is null."""

import time

from .fake_service import FakeService, WarningScenario
from .places import distance_km
from .responses import HOSTILE_DESC, HOSTILE_NAME, BadRequest, Resp, first

BERLIN = (52.52, 13.405)
ALERT_RADIUS_KM = 100.0
# Germany as a box (south, west, north, east): where a warn cell is found.
GERMANY = (47.2, 5.8, 55.1, 15.1)


def dwd_time(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(t))


def alert(ident, event_code, severity, start, end, texts, now, ctx):
    event_en, event_de, headline_en, headline_de, description_en, description_de, instruction_en, instruction_de = texts
    body = {
        "id": ident, "alert_id": "2.49.0.0.276.0.DWD.PVW.%d.%d" % (int(now) * 1000, ident),
        "effective": dwd_time(now - 1800), "onset": dwd_time(start), "expires": dwd_time(end),
        "category": "met", "response_type": "prepare", "urgency": "immediate", "severity": severity,
        "certainty": "likely", "event_code": event_code, "event_en": event_en, "event_de": event_de,
        "headline_en": headline_en, "headline_de": headline_de, "description_en": description_en,
        "description_de": description_de, "instruction_en": instruction_en, "instruction_de": instruction_de,
        "status": "actual",
    }
    if ctx.hostile:
        body.update(event_en=HOSTILE_NAME, event_de=HOSTILE_NAME, description_en=HOSTILE_DESC, description_de=HOSTILE_DESC)
    if ctx.flavor == "missing_fields":
        for key in ("headline_en", "headline_de", "instruction_en", "instruction_de", "expires"):
            body.pop(key)
    return body


def berlin_alerts(now, ctx):
    hour = int(now) // 3600 * 3600
    return [
        alert(1989875, 22, "minor", hour - 3600, hour + 9 * 3600, (
            "frost", "FROST", "Official WARNING of FROST", "Amtliche WARNUNG vor FROST",
            "There is a risk of frost (level 1 of 2).\nMinimum temperature: -1 - -5 °C",
            "Es tritt leichter Frost zwischen -1 °C und -5 °C auf.",
            "Hazard(s) to expect: possible frost damage. \nRecommendations for what to do: \nIf necessary, take precautions against frost.",
            "Hinweis auf: mögliche Frostschäden. \nHandlungsempfehlungen: \nggf. Frostschutzmaßnahmen ergreifen",
        ), now, ctx),
        alert(1989876, 52, "moderate", hour, hour + 6 * 3600, (
            "storm-force gusts", "STURMBÖEN", "Official WARNING of STORM-FORCE GUSTS", "Amtliche WARNUNG vor STURMBÖEN",
            "There is a risk of storm-force gusts (level 2 of 4).\nMax. gusts: 75-85 km/h; west",
            "Es treten Sturmböen mit Geschwindigkeiten um 80 km/h aus westlicher Richtung auf.",
            "Hazard(s) to expect: falling branches. \nRecommendations for what to do: \nSecure loose objects.",
            "Hinweis auf: herabstürzende Äste. \nHandlungsempfehlungen: \nLose Gegenstände sichern.",
        ), now, ctx),
    ]


def scripted_alerts(now, ctx):
    """The control's dwd_alerts: each in force since the hour began, until `ends_in` seconds from now; an
    alert keeps its id through a change of level, as the service's update of a warning does."""
    hour = int(now) // 3600 * 3600
    return [alert(1990000 + sum(map(ord, a["event"])), 0, a["severity"], hour, int(now) + a["ends_in"], (
        a["event"], a["event"], "Official WARNING of " + a["event"].upper(), "Amtliche WARNUNG vor " + a["event"].upper(),
        "", "", "", "",
    ), now, ctx) for a in ctx.dwd_alerts]


def bright_sky_alerts(q, ctx):
    try:
        lat, lon = float(first(q, "lat", "")), float(first(q, "lon", ""))
    except ValueError:
        raise BadRequest(Resp(400, {"title": "Bad Request", "status": 400, "detail": "lat and lon must be numbers"}))
    south, west, north, east = GERMANY
    if not (south <= lat <= north and west <= lon <= east):
        return Resp(200, {"alerts": [], "location": None})
    near = distance_km(lat, lon, *BERLIN) <= ALERT_RADIUS_KM
    usual = berlin_alerts if ctx.dwd_alerts is None else scripted_alerts
    alerts = usual(ctx.now, ctx) if near and ctx.flavor != "empty_arrays" else []
    location = {"warn_cell_id": 711000101, "name": "Berl. - Mitte", "name_short": "B.-Mitte", "district": "Berlin",
                "state": "Berlin", "state_short": "BE"} if near else {
        "warn_cell_id": 109162000, "name": "Stadt München", "name_short": "München", "district": "München",
        "state": "Bayern", "state_short": "BY"}
    return Resp(200, {"alerts": alerts, "location": location})


def bright_sky_error_body(status):
    titles = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
              500: "Internal Server Error"}
    return Resp(status, {"title": titles[status], "status": status, "detail": titles[status]})


SERVICE = FakeService("brightsky", bright_sky_error_body, paths={"/alerts": lambda path, q, ctx, ip_city: bright_sky_alerts(q, ctx)},
                      scenarios=[WarningScenario("Berlin", "en", "Storm-force gusts", "DWD", "/alerts"),
                                 WarningScenario("Berlin", "de", "Sturmböen", "DWD", "/alerts")])
