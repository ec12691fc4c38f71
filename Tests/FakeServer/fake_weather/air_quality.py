"""Open-Meteo's air-quality API (/v1/air-quality): the current hour's and the next days' indices,
pollutants, UV index and pollen, in the documented shape (current_units and current, hourly_units and
hourly over forecast_days local days; unixtime or ISO local times)."""

from .fake_service import FakeService
from .open_meteo import cached_sample, iso_local, om_coord, om_count, om_error, om_error_body, om_varlist
from .places import MOUNTAIN_VIEW, near_city
from .responses import Resp, first, z
from .weather_model import frac, sample

AIR_VARS = {
    "us_aqi": "USAQI", "european_aqi": "EAQI", "pm2_5": "μg/m³", "pm10": "μg/m³", "ozone": "μg/m³",
    "nitrogen_dioxide": "μg/m³", "uv_index": "",
}
EUROPE_POLLEN = ("alder_pollen", "birch_pollen", "grass_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen")
AIR_VARS.update({n: "grains/m³" for n in EUROPE_POLLEN})


def air_value(name, lat, lon, hour, s):
    """A steady, place-dependent reading; pollen only in Europe (null elsewhere, as the service)."""
    base = frac("air", round(lat, 2), round(lon, 2), hour)
    if name == "us_aqi":
        return int(15 + base * 120)
    if name == "european_aqi":
        return int(8 + base * 60)
    if name == "pm2_5":
        return z(round(3 + base * 45, 1))
    if name == "pm10":
        return z(round(6 + base * 70, 1))
    if name == "ozone":
        return z(round(20 + base * 90, 1))
    if name == "nitrogen_dioxide":
        return z(round(2 + base * 40, 1))
    if name == "uv_index":
        return s.uv
    if name in EUROPE_POLLEN:
        return z(round(base * 30 * (EUROPE_POLLEN.index(name) + 1), 1)) if 35 <= lat <= 72 and -25 <= lon <= 45 else None
    raise KeyError(name)


def om_air_quality(q, ctx):
    lat = om_coord(q, "latitude", -90, 90, "Latitude")
    lon = om_coord(q, "longitude", -180, 180, "Longitude")
    current = om_varlist(q, "current", AIR_VARS, {}, "AirQualityVariable")
    hourly = om_varlist(q, "hourly", AIR_VARS, {}, "AirQualityVariable")
    days = om_count(q, "forecast_days", 7)
    city = near_city(lat, lon)
    off = (city or MOUNTAIN_VIEW).off if (first(q, "timezone", "GMT") or "GMT") == "auto" else 0
    unix = (first(q, "timeformat", "iso8601") or "iso8601") == "unixtime"
    hour = int(ctx.now) // 3600 * 3600
    body = {"latitude": z(round(round(lat / 0.4) * 0.4, 2)), "longitude": z(round(round(lon / 0.4) * 0.4, 2)), "generationtime_ms": 0.21,
            "utc_offset_seconds": off, "timezone": (city or MOUNTAIN_VIEW).tz if off else "GMT", "elevation": 38.0}
    if current is not None:
        if not current:
            raise om_error("Parameter 'current' is empty")
        s = sample(lat, lon, hour, ctx.variant)
        body["current_units"] = {"time": "unixtime" if unix else "iso8601", "interval": "seconds"}
        body["current_units"].update({n: AIR_VARS[n] for n in current})
        cur = {"time": hour if unix else iso_local(hour, off), "interval": 3600}
        for n in current:
            cur[n] = air_value(n, lat, lon, hour, s)
        body["current"] = cur
    if hourly:
        local_midnight = (int(ctx.now) + off) // 86400 * 86400 - off
        hours = [local_midnight + 3600 * i for i in range(24 * (5 if days is None else days))]
        body["hourly_units"] = {"time": "unixtime" if unix else "iso8601"}
        body["hourly_units"].update({n: AIR_VARS[n] for n in hourly})
        columns = {"time": [t if unix else iso_local(t, off) for t in hours]}
        samples = [cached_sample(lat, lon, t, ctx.variant) if "uv_index" in hourly else None for t in hours]
        for n in hourly:
            columns[n] = [air_value(n, lat, lon, t, s) for t, s in zip(hours, samples)]
        body["hourly"] = columns
    return Resp(200, body)


SERVICE = FakeService("openmeteo", om_error_body, paths={"/v1/air-quality": lambda path, q, ctx, ip_city: om_air_quality(q, ctx)})
