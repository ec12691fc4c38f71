"""Open-Meteo's historical weather archive (/v1/archive, ERA5): daily values at one place over one date
range or several (comma-separated start_date and end_date lists of the same length), answered as the live
service answers: one object per range, a JSON list when there are several; `daily_units`; local dates
with timezone=auto; the service's own error reasons. The archive reaches from 1940-01-01 to today (UTC);
its last five days are null, as ERA5 is about five days behind.

The values are the place's forecast day curve (weather_model.profile) less NORMAL_BELOW, swinging -1, 0,
+1 from one day to the next: any 15 consecutive days average exactly the curve less NORMAL_BELOW, so every
normal the app computes is known (Seoul: high 9 - 4 = 5 °C, low 2 - 4 = -2 °C)."""

import time
from datetime import date, timedelta

from .fake_service import FakeService
from .open_meteo import OMUnits, om_coord, om_error, om_error_body, om_varlist
from .places import MOUNTAIN_VIEW, TZ_OFFSETS, near_city, zone_offset
from .responses import HOSTILE_SHORT, Resp, dumps, first, z
from .weather_model import profile

ARCHIVE_VARS = {"temperature_2m_max": "temp", "temperature_2m_min": "temp", "temperature_2m_mean": "temp"}
MODELS = ("best_match", "era5", "era5_land", "era5_seamless", "era5_ensemble", "cerra", "ecmwf_ifs", "ecmwf_ifs_analysis_long_window")
ARCHIVE_START = date(1940, 1, 1)
ERA5_DELAY_DAYS = 5
NORMAL_BELOW = 4.0
# The bodies of the last requests, by everything an answer depends on: a first launch's 30 ranges of 69
# days take this server about 8 ms of Python to write, which the benchmark would count as the app's wait.
ANSWERS = {}
ANSWERS_KEPT = 16


def archive_values(tmin, tmax, day):
    """(high, low) in °C of `day` where the day curve is `tmin` to `tmax`."""
    swing = day.toordinal() % 3 - 1
    return tmax - NORMAL_BELOW + swing, tmin - NORMAL_BELOW + swing


def parse_dates(q, key):
    raw = first(q, key)
    if raw is None or raw == "":
        return None
    days = []
    for text in raw.split(","):
        try:
            days.append(date.fromisoformat(text.strip()))
        except ValueError:
            raise om_error("Invalid date format. Make sure to use 'YYYY-MM-DD'")
    return days


def om_archive(q, ctx):
    lat = om_coord(q, "latitude", -90, 90, "Latitude")
    lon = om_coord(q, "longitude", -180, 180, "Longitude")
    u = OMUnits(q)
    daily = om_varlist(q, "daily", ARCHIVE_VARS, {}, "DailyWeatherVariable")
    model = first(q, "models", "best_match") or "best_match"
    if model not in MODELS:
        raise om_error("Cannot initialize MultiDomains from invalid String value %s" % model)
    starts, ends = parse_dates(q, "start_date"), parse_dates(q, "end_date")
    if starts is None or ends is None:
        raise om_error("Both 'start_date' and 'end_date' must be set in the url")
    if len(starts) != len(ends):
        raise om_error("Parameter 'start_date' and 'end_date' must have the same number of elements")
    now = int(ctx.now)
    today = time.gmtime(now)
    last = date(today.tm_year, today.tm_mon, today.tm_mday)
    for key, days in (("start_date", starts), ("end_date", ends)):
        if any(d < ARCHIVE_START or d > last for d in days):
            raise om_error("Parameter '%s' is out of allowed range from %s to %s" % (key, ARCHIVE_START, last))
    if any(e < s for s, e in zip(starts, ends)):
        raise om_error("End-date must be larger or equals than start-date")
    tzp = first(q, "timezone", "GMT") or "GMT"
    city = near_city(lat, lon)
    if tzp == "auto":
        tz_id = (city or MOUNTAIN_VIEW).tz
    elif tzp in TZ_OFFSETS:
        tz_id = tzp
    else:
        raise om_error("Invalid timezone")
    off, abbr = zone_offset(tz_id, now)
    available = last - timedelta(days=ERA5_DELAY_DAYS)
    curve = profile(lat, lon)[:2]
    key = (tuple(sorted((name, tuple(values)) for name, values in q.items())), ctx.flavor, off, abbr, available)
    body = ANSWERS.get(key)
    if body is None:
        answers = [archive_range(lat, lon, s, e, daily, u, ctx, tz_id, off, abbr, city, available, curve)
                   for s, e in zip(starts, ends)]
        body = dumps(answers[0] if len(answers) == 1 else answers)
        if len(ANSWERS) >= ANSWERS_KEPT:
            ANSWERS.clear()
        ANSWERS[key] = body
    return Resp(200, body)


def archive_range(lat, lon, start, end, daily, u, ctx, tz_id, off, abbr, city, available, curve):
    body = {
        "latitude": z(round(round(lat / 0.25) * 0.25, 2)),
        "longitude": z(round(round(lon / 0.25) * 0.25, 2)),
        "generationtime_ms": 0.7529258728027344,
        "utc_offset_seconds": off,
        "timezone": tz_id,
        "timezone_abbreviation": HOSTILE_SHORT if ctx.hostile else abbr,
        "elevation": city.elevation if city else 10.0,
    }
    if not daily:
        return body
    days = [start + timedelta(days=i) for i in range((end - start).days + 1)]
    if ctx.flavor == "empty_arrays":
        days = []
    values = [archive_values(*curve, d) if d <= available else None for d in days]
    columns = {"time": [d.isoformat() for d in days]}
    for name in daily:
        def value(v):
            if v is None:
                return None
            high, low = v
            return u.temp_v({"temperature_2m_max": high, "temperature_2m_min": low}.get(name, (high + low) / 2))
        columns[name] = [value(v) for v in values]
    units = {"time": "iso8601"}
    units.update({n: u.label("temp") for n in daily})
    if ctx.flavor == "missing_fields":
        columns.pop("temperature_2m_min", None)
    else:
        body["daily_units"] = units
    body["daily"] = columns
    return body


SERVICE = FakeService("openmeteo", om_error_body, paths={"/v1/archive": lambda path, q, ctx, ip_city: om_archive(q, ctx)})
