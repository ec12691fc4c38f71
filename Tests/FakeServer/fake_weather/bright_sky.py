"""The Deutscher Wetterdienst's warnings through Bright Sky (/alerts?lat=&lon=), in the shape of its real
answer (tests/fixtures/brightsky_alerts.json of ashuttl/linecast, March 2026): `alerts` with German and
English fields side by side and `location` naming the warn cell. Near Berlin a frost warning and a
storm-gust warning (one more severe); elsewhere in Germany none; outside Germany `location` is null.

Its radar, DWD's RV composite (/radar?lat=&lon=&distance=&date=&last_date=&format=compressed): the shape is Bright Sky's own (jdemaeyer/brightsky at a2b6c6b: brightsky/web/models.py RadarResponse,
brightsky/query.py radar() and RadarCoordinatesTransformer, and the endpoint's documentation in
brightsky/web/app.py), as no other project's test data holds a capture of an answer: {"radar":
[{"timestamp", "source", "precipitation_5"}...], "geometry": {"type": "Polygon", "coordinates": [...]},
"bbox": [top, left, bottom, right], "latlon_position": {"x", "y"}}; precipitation_5 is base64 of zlib of
the box's 2-byte little-endian integers, row after row, in 0.01 mm per 5 minutes. The grid is the RV
composite's, 1100 x 1200 cells of 1 km on Bright Sky's proj string (worked out here with Snyder's
ellipsoidal polar stereographic formulas, which give the four corners the documentation lists); the box
is the one query.py cuts round lat/lon (distance // 1000 cells each way, clamped to the grid), a place
off the grid is a 404 with {"detail": ...}. Records come every 5 minutes; the latest composite is 5
minutes old, its time in each record's source (RADOLAN::RV::<time>), and forecasts 2 hours past it;
without date, from 3 hours before the last record for 2 hours, as query.py does.

The weather: one rain cell (RADIUS_KM to its edge; 6 mm/h at its core, 2.4 then 0.6 mm/h outwards)
whose centre lies CELL_WEST_KM west of Berlin at the latest composite and moves east at CELL_SPEED_KMH,
in the frames seen and in the forecast alike: its edge is 30 km west of Berlin, and reaches it an hour
after the latest composite. The control's radar "dry" leaves every cell 0."""

import base64
import functools
import math
import time
import zlib
from datetime import datetime, timezone

from .fake_service import FakeService, WarningScenario
from .places import distance_km
from .responses import HOSTILE_DESC, HOSTILE_NAME, BadRequest, Resp, first

BERLIN = (52.52, 13.405)
ALERT_RADIUS_KM = 100.0
# Germany as a box (south, west, north, east): where a warn cell is found.
GERMANY = (47.2, 5.8, 55.1, 15.1)
CELL_WEST_KM = 40.0
RADIUS_KM = 10.0
CELL_SPEED_KMH = 30.0
FRAME_SECONDS = 300
FORECAST_SECONDS = 2 * 3600
KEPT_SECONDS = 6 * 3600
CORE, MIDDLE, EDGE = 50, 20, 5
KM_PER_DEGREE = 111.195

# Bright Sky's proj string: +proj=stere +lat_0=90 +lat_ts=60 +lon_0=10 +a=6378137 +b=6356752.3142451802
# +x_0=543196.83521776402 +y_0=3622588.8619310018; cell (column, row) is centred on x = column km, y = -row km.
A, B = 6378137.0, 6356752.3142451802
E = math.sqrt(1 - B * B / (A * A))
X0, Y0 = 543196.83521776402, 3622588.8619310018
COLUMNS, ROWS = 1100, 1200


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


def _t(phi):
    return math.tan(math.pi / 4 - phi / 2) / ((1 - E * math.sin(phi)) / (1 + E * math.sin(phi))) ** (E / 2)


PHI_C = math.radians(60)
SCALE = A * math.cos(PHI_C) / math.sqrt(1 - E * E * math.sin(PHI_C) ** 2) / _t(PHI_C)


def to_xy(lat, lon):
    """The grid position (column, row) of lat/lon, as RadarCoordinatesTransformer.to_xy."""
    rho = SCALE * _t(math.radians(lat))
    lam = math.radians(lon - 10)
    return round(X0 + rho * math.sin(lam)) / 1000, -round(Y0 - rho * math.cos(lam)) / 1000


def to_latlon(x, y):
    """lat/lon of grid position (column, row): Snyder's inverse, φ found by iteration."""
    dx, dy = x * 1000 - X0, -y * 1000 - Y0
    rho = math.hypot(dx, dy)
    t = rho / SCALE
    phi = math.pi / 2 - 2 * math.atan(t)
    for _ in range(8):
        phi = math.pi / 2 - 2 * math.atan(t * ((1 - E * math.sin(phi)) / (1 + E * math.sin(phi))) ** (E / 2))
    return math.degrees(phi), 10 + math.degrees(math.atan2(dx, -dy))


def iso(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(t))


def parse_time(text):
    """An ISO 8601 time, UTC where it names no offset; None where it is none."""
    try:
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return (parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)).timestamp()


def latest_composite(now):
    return int(now) // FRAME_SECONDS * FRAME_SECONDS - FRAME_SECONDS


def cell_centre(frame_time, latest):
    """(lat, lon) of the cell's centre at `frame_time`, the latest composite being `latest`."""
    hours = (frame_time - latest) / 3600.0
    east_km = -CELL_WEST_KM + CELL_SPEED_KMH * hours
    return BERLIN[0], BERLIN[1] + east_km / (KM_PER_DEGREE * math.cos(math.radians(BERLIN[0])))


@functools.lru_cache(maxsize=256)
def encoded_frame(bbox, frame_time, latest, dry):
    """The frame's precipitation_5: kept, so that the server's own time (Python's, under its lock) stays
    out of what the benchmark times once a frame has been asked for. Keyed by the latest composite, not
    the clock: a frame is the same until the next composite."""
    return base64.b64encode(zlib.compress(bytes(frame_values(bbox, frame_time, latest, dry)))).decode()


def frame_values(bbox, frame_time, latest, dry):
    """The box's cells of the frame at `frame_time`, as little-endian 2-byte integers."""
    top, left, bottom, right = bbox
    width = right - left + 1
    values = bytearray(width * (bottom - top + 1) * 2)
    if dry:
        return values
    clat, clon = cell_centre(frame_time, latest)
    cx, cy = to_xy(clat, clon)
    km_lon = KM_PER_DEGREE * math.cos(math.radians(clat))
    reach = int(RADIUS_KM) + 3
    for row in range(max(top, int(cy) - reach), min(bottom, int(cy) + reach) + 1):
        for column in range(max(left, int(cx) - reach), min(right, int(cx) + reach) + 1):
            lat, lon = to_latlon(column, row)
            d = math.hypot((lon - clon) * km_lon, (lat - clat) * KM_PER_DEGREE)
            value = CORE if d <= RADIUS_KM / 3 else MIDDLE if d <= RADIUS_KM * 2 / 3 else EDGE if d <= RADIUS_KM else 0
            at = ((row - top) * width + (column - left)) * 2
            values[at:at + 2] = value.to_bytes(2, "little")
    return values


def not_found(detail):
    return Resp(404, {"detail": detail})


def radar(q, ctx):
    fmt = first(q, "format", "compressed")
    if fmt != "compressed":
        return Resp(400, {"detail": "Requests to the radar endpoint with format 'plain' or 'bytes' must accept br, zstd, or gzip encoding"})
    latest = latest_composite(ctx.now)
    last_record = latest + FORECAST_SECONDS
    date = parse_time(first(q, "date", "")) if first(q, "date") else last_record - 3 * 3600
    last_date = parse_time(first(q, "last_date", "")) if first(q, "last_date") else (date or 0) + 2 * 3600
    if date is None or last_date is None:
        return Resp(422, {"detail": [{"type": "datetime_from_date_parsing", "loc": ["query", "date"], "msg": "Input should be a valid datetime"}]})
    bbox = (0, 0, ROWS - 1, COLUMNS - 1)
    extra = {}
    if first(q, "lat") is not None and first(q, "lon") is not None:
        try:
            lat, lon = float(first(q, "lat")), float(first(q, "lon"))
            distance = int(first(q, "distance", "200000"))
        except ValueError:
            return Resp(422, {"detail": [{"type": "float_parsing", "loc": ["query", "lat"], "msg": "Input should be a valid number"}]})
        x, y = to_xy(lat, lon)
        if not (-0.5 <= x <= 1099.5 and -0.5 <= y <= 1199.5):
            return not_found("lat/lon lies outside the radar data range")
        cx, cy, pixels = int(round(x)), int(round(y)), distance // 1000
        bbox = (max(cy - pixels, 0), max(cx - pixels, 0), min(cy + pixels, ROWS - 1), min(cx + pixels, COLUMNS - 1))
        extra = {"bbox": list(bbox), "latlon_position": {"x": round(x - bbox[1], 3), "y": round(y - bbox[0], 3)}}
    first_kept = latest - KEPT_SECONDS
    times = [t for t in range(first_kept, last_record + 1, FRAME_SECONDS) if date <= t <= last_date]
    dry = ctx.radar == "dry"
    records = [{
        "timestamp": iso(t), "source": "RADOLAN::RV::%s" % iso(min(t, latest)),
        "precipitation_5": encoded_frame(bbox, t, latest, dry),
    } for t in times]
    top, left, bottom, right = bbox
    corners = [to_latlon(left - .5, top - .5), to_latlon(left - .5, bottom + .5), to_latlon(right + .5, bottom + .5),
               to_latlon(right + .5, top - .5)]
    geometry = {"type": "Polygon", "coordinates": [[round(lon, 5), round(lat, 5)] for lat, lon in corners]}
    return Resp(200, {"radar": records, "geometry": geometry, **extra})


def bright_sky_error_body(status):
    titles = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
              500: "Internal Server Error"}
    return Resp(status, {"title": titles[status], "status": status, "detail": titles[status]})


SERVICE = FakeService("brightsky", bright_sky_error_body, paths={"/alerts": lambda path, q, ctx, ip_city: bright_sky_alerts(q, ctx),
                                                                   "/radar": lambda path, q, ctx, ip_city: radar(q, ctx)},
                      scenarios=[WarningScenario("Berlin", "en", "Storm-force gusts", "DWD", "/alerts"),
                                 WarningScenario("Berlin", "de", "Sturmböen", "DWD", "/alerts")])
