"""Open-Meteo's marine API (/v1/marine): hourly waves, swell, wind waves, sea surface temperature and
sea level (tides and surge included) over forecast_days local days, in the documented shape
(hourly_units and hourly; unixtime or ISO local times; timezone=auto), with the service's validation.

Its coasts are Busan's and Bar Harbor's (Maine, where NOAA has a tide station: coops.py): a point within
COAST_KM of either is at sea; anywhere else is inland, where, as the live service does, every value is
null in an answer of the same shape. The sea level is two tides, the
lunar M2 and the solar S2, whose high and low waters are known exactly (`tide_turns`), so a test can
check the times the app finds from the hourly samples."""

import math

from .fake_service import FakeService
from .open_meteo import iso_local, om_coord, om_count, om_error, om_error_body, om_varlist
from .places import MOUNTAIN_VIEW, near_city
from .responses import Resp, first, z

MARINE_VARS = {
    "wave_height": "m", "wave_direction": "°", "wave_period": "s",
    "swell_wave_height": "m", "swell_wave_direction": "°", "swell_wave_period": "s",
    "wind_wave_height": "m", "wind_wave_direction": "°", "wind_wave_period": "s",
    "sea_surface_temperature": "°C", "sea_level_height_msl": "m",
}
COASTS = ((35.1, 129.08), (44.3876, -68.2039))
COAST_KM = 10.0
M2_HOURS = 12.4206
S2_HOURS = 12.0
M2_METRES = 0.55
S2_METRES = 0.2
# A high water of M2 (unix time) at the coast: the phase of the curve.
M2_EPOCH = 1_763_700_000


def distance_km(lat, lon, other):
    dlat = math.radians(lat - other[0])
    dlon = math.radians(lon - other[1]) * math.cos(math.radians(other[0]))
    return 6371.0 * math.hypot(dlat, dlon)


def at_sea(lat, lon):
    return any(distance_km(lat, lon, coast) <= COAST_KM for coast in COASTS)


def sea_level(t):
    """Metres against mean sea level at unix time `t`."""
    hours = (t - M2_EPOCH) / 3600.0
    return M2_METRES * math.cos(2 * math.pi * hours / M2_HOURS) + S2_METRES * math.cos(2 * math.pi * hours / S2_HOURS)


def tide_turns(start, end):
    """The high and low waters between unix times `start` and `end`: [(time, metres, "high" or "low")],
    found to the second from the curve itself."""
    turns = []
    step = 60
    t = start
    previous, current = sea_level(t - step), sea_level(t)
    while t < end:
        following = sea_level(t + step)
        if current > previous and current >= following:
            turns.append((t, current, "high"))
        elif current < previous and current <= following:
            turns.append((t, current, "low"))
        previous, current, t = current, following, t + step
    return turns


def marine_value(name, t):
    """A steady sea: waves 1.0–1.6 m from the west-south-west, 8 s; the sea at 17 °C."""
    swing = math.sin(2 * math.pi * t / (36 * 3600))
    values = {
        "wave_height": 1.3 + 0.3 * swing, "wave_direction": 250 + 10 * swing, "wave_period": 8.0 + swing,
        "swell_wave_height": 0.9 + 0.2 * swing, "swell_wave_direction": 240.0, "swell_wave_period": 10.5,
        "wind_wave_height": 0.5 + 0.1 * swing, "wind_wave_direction": 265.0, "wind_wave_period": 4.2,
        "sea_surface_temperature": 17.2 + 0.2 * swing, "sea_level_height_msl": sea_level(t),
    }
    return z(round(values[name], 2))


def om_marine(q, ctx):
    lat = om_coord(q, "latitude", -90, 90, "Latitude")
    lon = om_coord(q, "longitude", -180, 180, "Longitude")
    hourly = om_varlist(q, "hourly", MARINE_VARS, {}, "MarineVariable")
    days = om_count(q, "forecast_days", 16)
    city = near_city(lat, lon)
    off = (city or MOUNTAIN_VIEW).off if (first(q, "timezone", "GMT") or "GMT") == "auto" else 0
    unix = (first(q, "timeformat", "iso8601") or "iso8601") == "unixtime"
    sea = at_sea(lat, lon)
    body = {"latitude": z(round(round(lat / 0.0833) * 0.0833, 6)), "longitude": z(round(round(lon / 0.0833) * 0.0833, 6)),
            "generationtime_ms": 0.18, "utc_offset_seconds": off, "timezone": (city or MOUNTAIN_VIEW).tz if off else "GMT",
            "timezone_abbreviation": "GMT%+d" % (off // 3600) if off else "GMT", "elevation": 0.0 if sea else 38.0}
    if hourly is not None:
        if not hourly:
            raise om_error("Parameter 'hourly' is empty")
        local_midnight = (int(ctx.now) + off) // 86400 * 86400 - off
        hours = [local_midnight + 3600 * i for i in range(24 * (7 if days is None else days))]
        body["hourly_units"] = {"time": "unixtime" if unix else "iso8601"}
        body["hourly_units"].update({n: MARINE_VARS[n] for n in hourly})
        columns = {"time": [t if unix else iso_local(t, off) for t in hours]}
        for n in hourly:
            columns[n] = [marine_value(n, t) if sea else None for t in hours]
        body["hourly"] = columns
    return Resp(200, body)


SERVICE = FakeService("openmeteo", om_error_body, paths={"/v1/marine": lambda path, q, ctx, ip_city: om_marine(q, ctx)})
