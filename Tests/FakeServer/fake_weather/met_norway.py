"""MET Norway's MetAlerts (/weatherapi/metalerts/2.0/current.json?lat=&lon=&lang=), in the documented
GeoJSON shape: each feature's properties (title, description, consequences, instruction, event,
eventAwarenessName, awareness_level "2; yellow; Moderate", riskMatrixColor, severity...) and its validity
in the feature's `when.interval`. Near Oslo three alerts, one already over; anywhere else none.
English with lang=en, Norwegian otherwise."""

import time

from .fake_service import FakeService, WarningScenario
from .places import distance_km
from .responses import HOSTILE_DESC, HOSTILE_NAME, BadRequest, Resp, first

OSLO = (59.9133, 10.7390)
ALERT_RADIUS_KM = 150.0


def met_time(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(t))


def alert(ident, event, names, level, start, end, texts, english, ctx):
    number, colour, severity = level
    name = names[0 if english else 1]
    title, description, consequences, instruction = (t[0 if english else 1] for t in texts)
    props = {
        "area": "Oslo og Akershus" if not english else "Oslo and Akershus",
        "awarenessResponse": "Be prepared" if english else "Følg med",
        "awarenessSeriousness": "Challenging situation" if english else "Utfordrende situasjon",
        "awareness_level": "%d; %s; %s" % (number, colour, severity), "awareness_type": "1; Wind",
        "certainty": "Likely", "consequences": consequences, "county": ["03", "32"],
        "description": description, "event": event, "eventAwarenessName": name,
        "eventEndingTime": met_time(end), "geographicDomain": "land",
        "id": "2.49.0.1.578.0.20251121." + ident, "instruction": instruction,
        "resources": [], "riskMatrixColor": colour.capitalize(), "severity": severity,
        "title": title, "triggerLevel": "20m/s", "type": "Alert", "web": "https://www.yr.no/en/warnings",
    }
    if ctx.hostile:
        props.update(eventAwarenessName=HOSTILE_NAME, title=HOSTILE_DESC, description=HOSTILE_DESC + "\n\n" + HOSTILE_NAME)
    if ctx.flavor == "missing_fields":
        for key in ("title", "description", "consequences", "instruction", "severity"):
            props.pop(key)
    feature = {"geometry": {"type": "Polygon", "coordinates": [[[10.3, 59.7], [11.2, 59.7], [11.2, 60.2], [10.3, 60.2], [10.3, 59.7]]]},
               "properties": props, "type": "Feature", "when": {"interval": [met_time(start), met_time(end)]}}
    if ctx.flavor == "missing_fields":
        feature.pop("when")
    return feature


def oslo_alerts(now, english, ctx):
    hour = int(now) // 3600 * 3600
    return [
        alert("001", "wind", ("Wind", "Vind"), (2, "yellow", "Moderate"), hour - 3600, hour + 18 * 3600, (
            ("Wind, yellow level, Oslo and Akershus, 22 November 00:00 UTC to 22 November 18:00 UTC.",
             "Vind, gult nivå, Oslo og Akershus, 22 november 00:00 UTC til 22 november 18:00 UTC."),
            ("Southwest gale 20 m/s in exposed places, gusts of 30 m/s.", "Sørvestlig liten storm 20 m/s utsatte steder, vindkast 30 m/s."),
            ("Objects may be blown around. Some roads may be closed.", "Løse gjenstander kan blåse rundt. Enkelte veier kan bli stengt."),
            ("Secure loose objects. Expect delays in traffic.", "Sikre løse gjenstander. Regn med forsinkelser i trafikken."),
        ), english, ctx),
        alert("002", "icing", ("Ice", "Is"), (3, "orange", "Severe"), hour, hour + 9 * 3600, (
            ("Ice, orange level, Oslo and Akershus, 22 November 00:00 UTC to 22 November 09:00 UTC.",
             "Is, oransje nivå, Oslo og Akershus, 22 november 00:00 UTC til 22 november 09:00 UTC."),
            ("Freezing rain after a cold spell: very slippery roads and pavements.", "Underkjølt regn etter kulde: svært glatte veier og fortau."),
            ("Risk of accidents on roads and pavements.", "Fare for ulykker på veier og fortau."),
            ("Use studded tyres and spikes. Expect delays.", "Bruk piggdekk og brodder. Regn med forsinkelser."),
        ), english, ctx),
        alert("003", "rain", ("Rain", "Regn"), (2, "yellow", "Moderate"), hour - 20 * 3600, hour - 2 * 3600, (
            ("Rain, yellow level, Oslo and Akershus, ended.", "Regn, gult nivå, Oslo og Akershus, avsluttet."),
            ("Heavy rain.", "Mye regn."), ("Surface water.", "Overvann."), ("Clear drains.", "Rens sluk."),
        ), english, ctx),
    ]


def met_alerts(q, ctx):
    try:
        lat, lon = float(first(q, "lat", "")), float(first(q, "lon", ""))
    except ValueError:
        raise BadRequest(Resp(400, b"400 Bad Request: lat and lon must be numbers\n", "text/plain; charset=utf-8"))
    english = first(q, "lang", "no") == "en"
    near = distance_km(lat, lon, *OSLO) <= ALERT_RADIUS_KM
    features = oslo_alerts(ctx.now, english, ctx) if near and ctx.flavor != "empty_arrays" else []
    body = {"features": features, "lang": "en" if english else "no", "lastChange": met_time(ctx.now - 1800),
            "type": "FeatureCollection"}
    return Resp(200, body, "application/json")


def met_error_body(status):
    """MET Norway's error answer, plain text, the same for every one of its APIs."""
    texts = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
             500: "Internal Server Error"}
    return Resp(status, ("%d %s\n" % (status, texts[status])).encode(), "text/plain; charset=utf-8")


SERVICE = FakeService("metno", met_error_body,
                      paths={"/weatherapi/metalerts/2.0/current.json": lambda path, q, ctx, ip_city: met_alerts(q, ctx)},
                      prefixes={"/weatherapi/metalerts/": None},
                      scenarios=[WarningScenario("Oslo", "en", "Ice", "MET Norway", "/weatherapi/metalerts/2.0/current.json", ["lang=en"])])
