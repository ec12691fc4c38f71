"""The Aviation Weather Center's data API: the stations in a box (/api/data/stationinfo?bbox=…&format=json)
and their latest METARs (/api/data/metar?ids=…&format=json), in the shapes the live service sends (a
station's `icaoId`, `site`, `lat`, `lon`, `siteType` among its other fields; a report's `icaoId`,
`metarType`, `obsTime` in unix seconds, `reportTime`, `wxString` and `rawOb`; an empty list for ids it
has no report of; a text error for a request it cannot read).

Its stations are Portland, Maine's Jetport, whose report is the real rain and mist of linecast's fixture,
Sanford (beyond 30 km of Portland) and Paris–Charles de Gaulle, whose report is the real fog of
python-metar-taf-parser's tests (Tests/WeatherCoreTests/Fixtures/README.md says where each came from).
Each report was observed REPORT_AGE before the server's clock, whatever the hour, so a test can read
its age."""

import time

from .fake_service import FakeService
from .responses import Resp, first

STATIONS = [
    {"id": "KPWM", "icaoId": "KPWM", "iataId": "PWM", "faaId": "PWM", "wmoId": "72606", "site": "Portland Intl Jetport",
     "lat": 43.6462, "lon": -70.3093, "elev": 14, "state": "ME", "country": "US", "priority": 1, "siteType": ["METAR", "TAF"]},
    {"id": "KSFM", "icaoId": "KSFM", "iataId": "SFM", "faaId": "SFM", "wmoId": "74392", "site": "Sanford Rgnl",
     "lat": 43.3939, "lon": -70.708, "elev": 75, "state": "ME", "country": "US", "priority": 4, "siteType": ["METAR"]},
    {"id": "LFPG", "icaoId": "LFPG", "iataId": "CDG", "faaId": None, "wmoId": "07157", "site": "Paris/Charles de Gaulle",
     "lat": 49.0097, "lon": 2.5479, "elev": 119, "state": "95", "country": "FR", "priority": 1, "siteType": ["METAR", "TAF"]},
]
REPORT_AGE = 12 * 60
REPORTS = {
    "KPWM": ("SPECI", "-RA BR", "SPECI KPWM {time} 03016G22KT 3SM -RA BR BKN008 OVC012 12/12 A2994 RMK AO2 CIG 005V012 P0002 T01220117 $"),
    "KSFM": ("METAR", None, "METAR KSFM {time} 20006KT 10SM CLR 14/06 A3002 RMK AO2"),
    "LFPG": ("METAR", "FG", "LFPG {time} 00000KT 0350 R27L/0375N R09R/0175N R26R/0500D R08L/0400N R26L/0275D R08R/0250N "
                            "R27R/0300N R09L/0200N FG SCT000 M01/M01 Q1026 NOSIG"),
}


def bad_request(message):
    return Resp(400, ("Error: %s\n" % message).encode(), "text/plain; charset=utf-8")


def stationinfo(q):
    if first(q, "format") != "json":
        return bad_request("this fake answers format=json only")
    try:
        south, west, north, east = (float(part) for part in (first(q, "bbox") or "").split(","))
    except ValueError:
        return bad_request("bbox must be minLat,minLon,maxLat,maxLon")
    return Resp(200, [s for s in STATIONS if south <= s["lat"] <= north and west <= s["lon"] <= east])


def metar(q, ctx):
    if first(q, "format") != "json":
        return bad_request("this fake answers format=json only")
    observed = int(ctx.now - REPORT_AGE) // 60 * 60
    text_time = time.strftime("%d%H%MZ", time.gmtime(observed))
    reports = []
    for station in (first(q, "ids") or "").upper().split(","):
        if station in REPORTS:
            kind, weather, raw = REPORTS[station]
            report = {"icaoId": station, "metarType": kind, "obsTime": observed,
                      "reportTime": time.strftime("%Y-%m-%dT%H:%M:00.000Z", time.gmtime(observed))}
            if weather:
                report["wxString"] = weather
            report["rawOb"] = raw.format(time=text_time)
            reports.append(report)
    return Resp(200, reports)


SERVICE = FakeService(
    "aviationweather", lambda status: Resp(status, ("Error: HTTP %d\n" % status).encode(), "text/plain; charset=utf-8"),
    paths={
        "/api/data/stationinfo": lambda path, q, ctx, ip_city: stationinfo(q),
        "/api/data/metar": lambda path, q, ctx, ip_city: metar(q, ctx),
    },
)
