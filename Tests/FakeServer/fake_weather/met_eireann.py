"""Met Éireann's warnings in force (/warnings/active), in the shape of its real answer
(tests/fixtures/meteireann_warnings.json of ashuttl/linecast, March 2026): `warnings` with `national`,
`marine`, `environmental` and `advisories` lists whose entries carry `level`, `severity`, `headline`,
`description`, `regions` (county codes, "EI07" for Dublin), ISO `onset`/`expiry` and text times. A yellow
wind warning for Dublin, Kildare and Wicklow, an orange rainfall warning for Cork and Kerry, and a small
craft warning on the coasts (marine: no county)."""

import time

from .fake_service import FakeService, WarningScenario
from .responses import HOSTILE_DESC, HOSTILE_NAME, Resp


def iso(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(t))


def text_time(t):
    return time.strftime("%H:%M %A %d/%m/%Y", time.gmtime(t))


def entry(ident, kind, level, severity, headline, description, regions, start, end, ctx):
    body = {
        "id": ident, "capId": "2.49.0.0.372.0.%d" % ident, "type": kind, "severity": severity, "certainty": "Likely",
        "level": level, "issued": iso(start - 3600), "updated": iso(start - 3600), "onset": iso(start), "expiry": iso(end),
        "headline": headline, "description": description, "regions": regions, "status": "Warning",
        "issuedAt": text_time(start - 3600), "updatedAt": None, "validFrom": text_time(start), "validUntil": text_time(end),
        "text": description,
    }
    if ctx.hostile:
        body.update(headline=HOSTILE_NAME, description=HOSTILE_DESC, text=HOSTILE_DESC)
    if ctx.flavor == "missing_fields":
        for key in ("description", "text", "expiry", "severity"):
            body.pop(key)
    return body


def met_eireann_warnings(q, ctx):
    hour = int(ctx.now) // 3600 * 3600
    national = [
        entry(5512, "Wind", "Yellow", "Moderate", "Wind Warning for Dublin, Kildare, Wicklow",
              "Southwest winds will reach mean speeds of 50 to 65 km/h with gusts of 90 to 110 km/h.\n\n"
              "Possible impacts: fallen trees, travel disruption, loose objects displaced.",
              ["EI07", "EI12", "EI31"], hour - 3600, hour + 8 * 3600, ctx),
        entry(5513, "Rain", "Orange", "Severe", "Rainfall Warning for Cork, Kerry", "Heavy rain will lead to flooding.",
              ["EI04", "EI11"], hour, hour + 18 * 3600, ctx),
    ]
    marine = [dict(entry(0, "warning", "Yellow", "", "Small Craft Warning",
                         "Southerly winds will reach force 6 or higher on Irish coasts.", [], hour, hour + 12 * 3600, ctx),
                   onset="", expiry="")]
    if ctx.flavor == "empty_arrays":
        national, marine = [], []
    body = {"warnings": {"marine": marine, "national": national, "advisories": [], "advisoriesIssued": False,
                         "environmental": [], "highestMarine": "yellow" if marine else "green",
                         "highestNational": "orange" if national else "green", "highestEnvironmental": "green"}}
    return Resp(200, body)


def met_eireann_error_body(status):
    return Resp(status, ("<html><body><h1>%d</h1></body></html>\n" % status).encode(), "text/html")


SERVICE = FakeService("meteireann", met_eireann_error_body,
                      paths={"/warnings/active": lambda path, q, ctx, ip_city: met_eireann_warnings(q, ctx)},
                      prefixes={"/warnings/": None},
                      scenarios=[WarningScenario("Dublin", "en", "Wind Warning for Dublin", "Met Éireann", "/warnings/active")])
