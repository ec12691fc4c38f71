"""Open-Meteo's forecast (/v1/forecast): current, hourly and daily variables, units, time formats and
time zones, with the service's own validation messages."""

import math
import time
from functools import lru_cache

from .fake_service import FakeService
from .places import MOUNTAIN_VIEW, TZ_OFFSETS, near_city, zone_offset
from .responses import HOSTILE_SHORT, BadRequest, Resp, first, z
from .weather_model import local_date, sample, sun_times


# Sixteen days of hours are several hundred samples a request: the same hours come back on every
# request for a place, so each is worked out once (samples are never changed once made).
cached_sample = lru_cache(maxsize=8192)(sample)


# Stamped at the end of the interval they cover, as the service documents them ("preceding hour sum";
# "preceding 15 minutes" for `current`): the value stamped T is the weather of the interval before T.
PRECEDING_INTERVAL_VARS = {"precipitation", "rain", "showers", "snowfall", "precipitation_probability"}


def om_error(reason):
    return BadRequest(Resp(400, {"error": True, "reason": reason}))


TEMP_VARS = {"temperature_2m", "apparent_temperature", "dew_point_2m"}
HOURLY_VARS = {
    # name: (unit key, function(sample, units) -> value)
    "temperature_2m": "temp", "apparent_temperature": "temp", "dew_point_2m": "temp",
    "relative_humidity_2m": "%", "weather_code": "wmo code", "wind_speed_10m": "speed",
    "wind_direction_10m": "°", "wind_gusts_10m": "speed", "precipitation_probability": "%",
    "precipitation": "precip", "rain": "precip", "showers": "precip", "snowfall": "snow",
    "pressure_msl": "hPa", "surface_pressure": "hPa", "cloud_cover": "%", "is_day": "",
    "visibility": "m", "uv_index": "",
}
ALIASES = {"weathercode": "weather_code", "windspeed_10m": "wind_speed_10m",
           "winddirection_10m": "wind_direction_10m", "windgusts_10m": "wind_gusts_10m",
           "relativehumidity_2m": "relative_humidity_2m", "cloudcover": "cloud_cover",
           "dewpoint_2m": "dew_point_2m"}
DAILY_VARS = {
    "temperature_2m_max": "temp", "temperature_2m_min": "temp",
    "apparent_temperature_max": "temp", "apparent_temperature_min": "temp",
    "sunrise": "time", "sunset": "time", "daylight_duration": "s", "weather_code": "wmo code",
    "precipitation_probability_max": "%", "precipitation_sum": "precip", "rain_sum": "precip",
    "showers_sum": "precip", "snowfall_sum": "snow", "precipitation_hours": "h",
    "wind_speed_10m_max": "speed", "wind_gusts_10m_max": "speed", "wind_direction_10m_dominant": "°",
    "uv_index_max": "",
}
DAILY_ALIASES = {"weathercode": "weather_code", "windspeed_10m_max": "wind_speed_10m_max",
                 "windgusts_10m_max": "wind_gusts_10m_max",
                 "winddirection_10m_dominant": "wind_direction_10m_dominant"}
WMO_SEVERITY = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 80, 63, 81, 65, 82, 66, 67, 71, 85, 73, 75, 86, 77, 95, 96, 99]


class OMUnits:
    def __init__(self, q):
        def pick(key, allowed, default, type_name):
            v = first(q, key, default) or default
            if v not in allowed:
                raise om_error("Cannot initialize %s from invalid String value %s for key %s" % (type_name, v, key))
            return v
        self.temp = pick("temperature_unit", ("celsius", "fahrenheit"), "celsius", "TemperatureUnit")
        self.speed = pick("wind_speed_unit", ("kmh", "ms", "mph", "kn"), "kmh", "WindspeedUnit")
        if first(q, "windspeed_unit") and not first(q, "wind_speed_unit"):
            v = first(q, "windspeed_unit")
            if v not in ("kmh", "ms", "mph", "kn"):
                raise om_error("Cannot initialize WindspeedUnit from invalid String value %s for key windspeed_unit" % v)
            self.speed = v
        self.precip = pick("precipitation_unit", ("mm", "inch"), "mm", "PrecipitationUnit")
        self.timeformat = pick("timeformat", ("iso8601", "unixtime"), "iso8601", "Timeformat")

    def label(self, kind):
        return {
            "temp": "°C" if self.temp == "celsius" else "°F",
            "speed": {"kmh": "km/h", "ms": "m/s", "mph": "mp/h", "kn": "kn"}[self.speed],
            "precip": "mm" if self.precip == "mm" else "inch",
            "snow": "cm" if self.precip == "mm" else "inch",
            "time": self.timeformat,
        }.get(kind, kind)

    def temp_v(self, c):
        return z(round(c if self.temp == "celsius" else c * 9 / 5 + 32, 1))

    def speed_v(self, ms):
        factor = {"kmh": 3.6, "ms": 1.0, "mph": 2.23694, "kn": 1.94384}[self.speed]
        return z(round(ms * factor, 1))

    def precip_v(self, mm):
        return z(round(mm, 2) if self.precip == "mm" else round(mm / 25.4, 3))

    def snow_v(self, cm):
        return z(round(cm, 2) if self.precip == "mm" else round(cm / 2.54, 3))


def om_value(name, s, u):
    if name == "temperature_2m":
        return u.temp_v(s.temp)
    if name == "apparent_temperature":
        return u.temp_v(s.feels)
    if name == "dew_point_2m":
        return u.temp_v(s.dew)
    if name == "relative_humidity_2m":
        return s.humidity
    if name == "weather_code":
        return s.cond.wmo
    if name == "wind_speed_10m":
        return u.speed_v(s.wind)
    if name == "wind_direction_10m":
        return s.deg
    if name == "wind_gusts_10m":
        return u.speed_v(s.gust)
    if name == "precipitation_probability":
        return int(round(s.pop * 100))
    if name == "precipitation":
        return u.precip_v(s.rate)
    if name == "rain":
        return u.precip_v(0.0 if s.cond.key == "shower_rain" else s.rate)
    if name == "showers":
        return u.precip_v(s.rate if s.cond.key == "shower_rain" else 0.0)
    if name == "snowfall":
        return u.snow_v(s.snow_cm)
    if name == "pressure_msl":
        return z(round(s.pressure, 1))
    if name == "surface_pressure":
        return z(round(s.pressure - 3.5, 1))
    if name == "cloud_cover":
        return s.clouds
    if name == "is_day":
        return 1 if s.is_day else 0
    if name == "visibility":
        return 24140.0 if s.vis >= 10000 else float(s.vis)
    if name == "uv_index":
        return s.uv
    raise KeyError(name)


def om_varlist(q, key, known, aliases, type_name):
    raw = q.get(key)
    if raw is None:
        return None
    names = [n.strip() for v in raw for n in v.split(",") if n.strip()]
    for n in names:
        if n not in known and n not in aliases:
            raise om_error("Cannot initialize %s from invalid String value %s for key %s" % (type_name, n, key))
    return names


def om_count(q, key, limit):
    raw = first(q, key)
    if raw is None or raw == "":
        return None
    try:
        v = int(raw)
    except ValueError:
        raise om_error("Cannot initialize Int from invalid String value %s for key %s" % (raw, key))
    if v < 0 or v > limit:
        raise om_error("Parameter '%s' must be between 0 and %d" % (key, limit))
    return v


def om_coord(q, key, lo, hi, label):
    raw = first(q, key)
    if raw is None or raw == "":
        raise om_error("Value of type 'Float' required for key '%s'." % key)
    try:
        v = float(raw)
    except ValueError:
        raise om_error("Cannot initialize Float from invalid String value %s for key %s" % (raw, key))
    if not math.isfinite(v) or v < lo or v > hi:
        raise om_error("%s must be in range of %d to %d°. Given: %s." % (label, lo, hi, v))
    return v


def iso_local(t, off, with_time=True):
    return time.strftime("%Y-%m-%dT%H:%M" if with_time else "%Y-%m-%d", time.gmtime(t + off))


def om_coords(q):
    """The places asked for: comma-separated `latitude` and `longitude` lists of the same length, as the
    service takes them (one pair is one place)."""
    lats = (first(q, "latitude") or "").split(",")
    lons = (first(q, "longitude") or "").split(",")
    if len(lats) != len(lons):
        raise om_error("Parameter 'latitude' and 'longitude' must have the same number of elements")
    if len(lats) > MAX_LOCATIONS:
        raise om_error("Only up to %d locations can be requested at once" % MAX_LOCATIONS)
    return [(om_coord({"latitude": [lat]}, "latitude", -90, 90, "Latitude"),
             om_coord({"longitude": [lon]}, "longitude", -180, 180, "Longitude")) for lat, lon in zip(lats, lons)]


MAX_LOCATIONS = 1000


def om_forecast(q, ctx):
    """One place's object, or for several places a JSON array of them in the order asked, as the service
    answers comma-separated coordinates; a mistake in any place's parameters fails the whole request."""
    places = om_coords(q)
    bodies = [om_place(lat, lon, q, ctx) for lat, lon in places]
    return Resp(200, bodies[0] if len(bodies) == 1 else bodies)


def om_place(lat, lon, q, ctx):
    u = OMUnits(q)
    current = om_varlist(q, "current", HOURLY_VARS, ALIASES, "WeatherVariable")
    hourly = om_varlist(q, "hourly", HOURLY_VARS, ALIASES, "WeatherVariable")
    daily = om_varlist(q, "daily", DAILY_VARS, DAILY_ALIASES, "DailyWeatherVariable")
    minutely = om_varlist(q, "minutely_15", HOURLY_VARS, ALIASES, "WeatherVariable")
    try:
        days = int(first(q, "forecast_days", "7") or "7")
    except ValueError:
        raise om_error("Cannot initialize Int from invalid String value %s for key forecast_days" % first(q, "forecast_days"))
    if days < 0 or days > 16:
        raise om_error("Forecast days is invalid. Allowed range 0 to 16.")
    tzp = first(q, "timezone", "GMT") or "GMT"
    city = near_city(lat, lon)
    now = int(ctx.now)
    # As the service does: the zone's offset now, daylight-saving time included, for every time it sends.
    if tzp == "auto":
        tz_id = city.tz if city else MOUNTAIN_VIEW.tz
    elif tzp in TZ_OFFSETS:
        tz_id = tzp
    else:
        raise om_error("Invalid timezone")
    off, abbr = zone_offset(tz_id, now)
    unix = u.timeformat == "unixtime"
    if ctx.hostile:
        abbr = HOSTILE_SHORT
    body = {
        "latitude": z(round(round(lat / 0.025) * 0.025, 6)),
        "longitude": z(round(round(lon / 0.025) * 0.025, 6)),
        "generationtime_ms": 0.0560283660888672,
        "utc_offset_seconds": off,
        "timezone": tz_id,
        "timezone_abbreviation": abbr,
        "elevation": city.elevation if city else 10.0,
    }

    def t_out(t, with_time=True):
        return t if unix else iso_local(t, off, with_time)

    if current is not None:
        ct = now // 900 * 900
        s = sample(lat, lon, ct, ctx.variant)
        body["current_units"] = {"time": u.timeformat, "interval": "seconds"}
        body["current_units"].update({n: u.label(HOURLY_VARS[ALIASES.get(n, n)]) for n in current})
        cur = {"time": t_out(ct), "interval": 900}
        preceding = sample(lat, lon, ct - 900, ctx.variant)
        for n in current:
            name = ALIASES.get(n, n)
            cur[n] = om_value(name, preceding if name in PRECEDING_INTERVAL_VARS else s, u)
        body["current"] = cur

    midnight = (now + off) // 86400 * 86400 - off
    # The hours are on the hour in UTC: where the clock is a half or three-quarter hour off UTC, the
    # first after local midnight is 00:30 or 00:45.
    first_hour = -(-midnight // 3600) * 3600
    day_hours = [first_hour + 3600 * i for i in range(24 * days)]
    samples = None
    if hourly is not None or daily is not None:
        samples = [cached_sample(lat, lon, t, ctx.variant) for t in day_hours]
    hours, hour_samples = day_hours, samples
    forecast_hours = om_count(q, "forecast_hours", 384)
    past_hours = om_count(q, "past_hours", 92 * 24)
    if hourly is not None and (forecast_hours is not None or past_hours is not None):
        # As the service does: counted from the current hour instead of from today's midnight.
        this_hour = now // 3600 * 3600
        first_hour = this_hour - 3600 * (past_hours or 0)
        last_hour = this_hour + 3600 * forecast_hours if forecast_hours is not None else day_hours[-1] + 3600 if day_hours else this_hour
        hours = list(range(first_hour, last_hour, 3600))
        hour_samples = [cached_sample(lat, lon, t, ctx.variant) for t in hours]
    if hourly is not None:
        body["hourly_units"] = {"time": u.timeformat}
        body["hourly_units"].update({n: u.label(HOURLY_VARS[ALIASES.get(n, n)]) for n in hourly})
        h = {"time": [t_out(t) for t in hours]}
        for n in hourly:
            name = ALIASES.get(n, n)
            if name in PRECEDING_INTERVAL_VARS:
                h[n] = [om_value(name, cached_sample(lat, lon, t - 3600, ctx.variant), u) for t in hours]
            else:
                h[n] = [om_value(name, s, u) for s in hour_samples]
        body["hourly"] = h
    if minutely is not None:
        body["minutely_15_units"] = {"time": u.timeformat}
        body["minutely_15_units"].update({n: u.label(HOURLY_VARS[ALIASES.get(n, n)]) for n in minutely})
        body["minutely_15"] = om_minutely_15(q, minutely, lat, lon, now, ctx.variant, u, t_out, ctx.quarter_hours)
    if daily is not None:
        body["daily_units"] = {"time": u.timeformat}
        body["daily_units"].update({n: u.label(DAILY_VARS[DAILY_ALIASES.get(n, n)]) for n in daily})
        d_out = {"time": []}
        for n in daily:
            d_out[n] = []
        for di in range(days):
            t0 = midnight + 86400 * di
            ss = samples[24 * di:24 * di + 24]
            d_out["time"].append(t0 if unix else iso_local(t0, off, False))
            rise, sset = om_sun_times(*sun_times(lat, lon, local_date(t0, off)), t0)
            for n in daily:
                d_out[n].append(om_daily_value(DAILY_ALIASES.get(n, n), ss, u, rise, sset, t_out))
        body["daily"] = d_out

    if ctx.flavor == "wrong_offset":
        body["utc_offset_seconds"] = 0
    if ctx.flavor == "missing_fields":
        for k in ("current", "current_units", "elevation", "generationtime_ms", "timezone_abbreviation"):
            body.pop(k, None)
        for sect in ("hourly", "daily"):
            if sect in body:
                for k in body[sect]:
                    if k != "time":
                        body[sect][k] = [None] * len(body[sect][k])
    elif ctx.flavor == "empty_arrays":
        for sect in ("hourly", "daily"):
            if sect in body:
                for k in body[sect]:
                    body[sect][k] = []
    return body


def om_sun_times(rise, sset, midnight):
    """As the service writes a day the sun does not rise or set (open-meteo#844): polar night as rise =
    set = the day's midnight, the midnight sun as the day's midnight to the next."""
    if sset <= rise:
        return midnight, midnight
    if sset - rise >= 86399:
        return midnight, midnight + 86400
    return rise, sset


def om_minutely_15(q, names, lat, lon, now, variant, u, t_out, scripted=None):
    """As the service does: quarter hours counted from the one that holds now (forecast_minutely_15,
    default 96; past_minutely_15 before it); each amount is the sum over the 15 minutes ending at its time,
    a quarter of the hourly rate of the model there. `scripted` (the control's quarter_hours), when set,
    gives the precipitation (mm) of the quarters from the one that holds now instead, dry after them, and
    the weather code to match (rain or overcast)."""
    count = om_count(q, "forecast_minutely_15", 96 * 16)
    past = om_count(q, "past_minutely_15", 96 * 92) or 0
    this_quarter = now // 900 * 900
    times = [this_quarter + 900 * i for i in range(-past, 96 if count is None else count)]
    out = {"time": [t_out(t) for t in times]}
    for n in names:
        name = ALIASES.get(n, n)
        column = []
        for t in times:
            if scripted is not None and name in ("precipitation", "rain", "weather_code"):
                index = (t - this_quarter) // 900 - 1
                amount = scripted[index] if 0 <= index < len(scripted) else 0.0
                column.append((61 if amount >= 0.1 else 3) if name == "weather_code" else z(round(amount, 1)))
                continue
            s = sample(lat, lon, t - 900 if name in PRECEDING_INTERVAL_VARS else t, variant)
            value = om_value(name, s, u)
            if name in PRECEDING_INTERVAL_VARS and isinstance(value, (int, float)):
                value = z(round(value / 4, 1 if u.precip == "mm" else 3))
            column.append(value)
        out[n] = column
    return out


def om_daily_value(n, ss, u, rise, sset, t_out):
    if n == "temperature_2m_max":
        return u.temp_v(max(s.temp for s in ss))
    if n == "temperature_2m_min":
        return u.temp_v(min(s.temp for s in ss))
    if n == "apparent_temperature_max":
        return u.temp_v(max(s.feels for s in ss))
    if n == "apparent_temperature_min":
        return u.temp_v(min(s.feels for s in ss))
    if n == "sunrise":
        return t_out(rise)
    if n == "sunset":
        return t_out(sset)
    if n == "daylight_duration":
        return float(sset - rise)
    if n == "weather_code":
        return max((s.cond.wmo for s in ss), key=WMO_SEVERITY.index)
    if n == "precipitation_probability_max":
        return max(int(round(s.pop * 100)) for s in ss)
    if n == "precipitation_sum":
        return u.precip_v(sum(s.rate for s in ss))
    if n == "rain_sum":
        return u.precip_v(sum(s.rate for s in ss if s.cond.key != "shower_rain"))
    if n == "showers_sum":
        return u.precip_v(sum(s.rate for s in ss if s.cond.key == "shower_rain"))
    if n == "snowfall_sum":
        return u.snow_v(0.0)
    if n == "precipitation_hours":
        return float(sum(1 for s in ss if s.rate > 0))
    if n == "wind_speed_10m_max":
        return u.speed_v(max(s.wind for s in ss))
    if n == "wind_gusts_10m_max":
        return u.speed_v(max(s.gust for s in ss))
    if n == "wind_direction_10m_dominant":
        x = sum(math.cos(math.radians(s.deg)) for s in ss)
        y = sum(math.sin(math.radians(s.deg)) for s in ss)
        return int(round(math.degrees(math.atan2(y, x)))) % 360
    if n == "uv_index_max":
        return max(s.uv for s in ss)
    raise KeyError(n)


def om_error_body(status):
    """Open-Meteo's error answer, the same for every one of its APIs."""
    return Resp(status, {"error": True, "reason": {
        400: "Latitude must be in range of -90 to 90°. Given: 91.0.",
        401: "The supplied API key is invalid.",
        403: "Forbidden",
        404: "Not Found",
        429: "Minutely API request limit exceeded. Please try again in one minute.",
        500: "Internal Server Error",
    }[status]})


SERVICE = FakeService("openmeteo", om_error_body, paths={"/v1/forecast": lambda path, q, ctx, ip_city: om_forecast(q, ctx)},
                      prefixes={"/v1/": None})
