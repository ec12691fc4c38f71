"""MeteoAlarm's country feeds (/api/v1/warnings/feeds-<country>), in the shape of the real Netherlands
feed (tests/fixtures/meteoalarm_netherlands.json of ashuttl/linecast, March 2026): `warnings`, each an
`uuid` and a CAP `alert` (`identifier`, `status`, `msgType`) whose `info[]` has the text once per
language (`nl-NL`, `en-GB`), the level in `parameter` (`awareness_level` "2; yellow; Moderate") and the
regions in `area[]` (`areaDesc`, an `EMMA_ID` geocode), no polygon. The Netherlands' feed has a yellow
wind warning for South Holland (NL009), an ended orange rain warning and a cancelled thunderstorm warning
there, and "no warnings" entries (level 1, green) for North Holland (NL011) and Utrecht (NL015), its
neighbours. Every other country's feed has nothing in force."""

import time

from .fake_service import FakeService, WarningScenario
from .responses import HOSTILE_DESC, HOSTILE_NAME, BadRequest, Resp

PATH_PREFIX = "/api/v1/warnings/feeds-"
FEEDS = {"austria", "belgium", "bosnia-herzegovina", "bulgaria", "croatia", "cyprus", "czechia", "denmark", "estonia",
         "finland", "france", "germany", "greece", "hungary", "iceland", "ireland", "israel", "italy", "latvia",
         "lithuania", "luxembourg", "malta", "moldova", "montenegro", "netherlands", "norway", "poland", "portugal",
         "republic-of-north-macedonia", "romania", "serbia", "slovakia", "slovenia", "spain", "sweden", "switzerland",
         "ukraine", "united-kingdom"}
CET = 3600


def cet(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+01:00", time.gmtime(t + CET))


def warning(number, region, code, level, texts, start, end, ctx, msg_type="Alert"):
    rank, colour, severity = level
    infos = []
    for language, (event, headline, description) in texts.items():
        info = {
            "language": language, "category": ["Met"], "event": event, "responseType": ["Monitor"] if rank > 1 else ["None"],
            "urgency": "Immediate" if rank > 1 else "Future", "severity": severity, "certainty": "Likely",
            "effective": cet(start - 3600), "onset": cet(start), "expires": cet(end),
            "senderName": "KNMI Koninklijk Nederlands Meteorologisch Instituut" if language == "nl-NL"
            else "KNMI Royal Netherlands Meteorological Institute",
            "headline": headline, "description": description, "web": "https://www.knmi.nl/nederland-nu/weer/waarschuwingen",
            "contact": "procesbewaker@knmi.nl",
            "parameter": [{"valueName": "awareness_type", "value": "1; Wind"},
                          {"valueName": "awareness_level", "value": "%d; %s; %s" % (rank, colour, severity)}],
            "area": [{"areaDesc": region, "geocode": [{"valueName": "EMMA_ID", "value": code}]}],
        }
        if ctx.hostile:
            info.update(event=HOSTILE_NAME, headline=HOSTILE_NAME, description=HOSTILE_DESC)
        if ctx.flavor == "missing_fields":
            for key in ("description", "expires", "headline"):
                info.pop(key)
        infos.append(info)
    return {"uuid": "8a3c1e52-6f0d-4b8e-9d21-%012d" % number,
            "alert": {"identifier": "2.49.0.0.528.0.NL.%d.%d_FX_%s" % (start, number, code), "sender": "procesbewaker@knmi.nl",
                      "sent": cet(start - 3600), "status": "Actual", "msgType": msg_type, "scope": "Public",
                      "source": "KNMI", "incidents": "Alert", "info": infos}}


def no_warnings(number, region, code, start, ctx):
    return warning(number, region, code, (1, "green", "Minor"), {
        "nl-NL": ("Minor wind warning", "Windstoten - Geen waarschuwingen voor %s - Nederland" % region, "Geen waarschuwingen"),
        "en-GB": ("Minor wind warning", "Wind - No warnings for %s - The Netherlands" % region, "No warnings"),
    }, start, start + 24 * 3600, ctx)


def netherlands(ctx):
    hour = int(ctx.now) // 3600 * 3600
    return [
        no_warnings(1, "Noord-Holland", "NL011", hour, ctx),
        no_warnings(2, "Utrecht", "NL015", hour, ctx),
        warning(3, "Zuid-Holland", "NL009", (2, "yellow", "Moderate"), {
            "nl-NL": ("Moderate wind warning", "Windstoten - Code geel voor Zuid-Holland - Nederland",
                      "Zware windstoten tot 90 km/u uit het zuidwesten."),
            "en-GB": ("Moderate wind warning", "Wind - Code yellow for Zuid-Holland - The Netherlands",
                      "Severe gusts up to 90 km/h from the southwest."),
        }, hour - 3600, hour + 8 * 3600, ctx),
        warning(4, "Zuid-Holland", "NL009", (3, "orange", "Severe"), {
            "nl-NL": ("Severe rain warning", "Regen - Code oranje voor Zuid-Holland - Nederland", "Veel regen."),
            "en-GB": ("Severe rain warning", "Rain - Code orange for Zuid-Holland - The Netherlands", "Heavy rain."),
        }, hour - 20 * 3600, hour - 2 * 3600, ctx),
        warning(5, "Zuid-Holland", "NL009", (3, "orange", "Severe"), {
            "nl-NL": ("Severe thunderstorm warning", "Onweer - Code oranje voor Zuid-Holland - Nederland", "Ingetrokken."),
            "en-GB": ("Severe thunderstorm warning", "Thunderstorm - Code orange for Zuid-Holland - The Netherlands", "Cancelled."),
        }, hour, hour + 6 * 3600, ctx, msg_type="Cancel"),
    ]


def meteoalarm_warnings(path, q, ctx):
    feed = path[len(PATH_PREFIX):]
    if feed not in FEEDS:
        raise BadRequest(Resp(404, {"message": "Not Found"}))
    entries = netherlands(ctx) if feed == "netherlands" and ctx.flavor != "empty_arrays" else []
    return Resp(200, {"warnings": entries})


def meteoalarm_error_body(status):
    return Resp(status, {"message": {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
                                     500: "Internal Server Error"}[status]})


SERVICE = FakeService("meteoalarm", meteoalarm_error_body,
                      prefixes={PATH_PREFIX: lambda path, q, ctx, ip_city: meteoalarm_warnings(path, q, ctx)},
                      scenarios=[WarningScenario("Rotterdam", "en", "Moderate wind warning", "MeteoAlarm", PATH_PREFIX + "netherlands")])
