"""Open-Meteo's ensemble API (/v1/ensemble): every member of one model's ensemble, hourly, over
forecast_days local days, in the documented shape: the control run as `temperature_2m` and
`precipitation`, the others as `temperature_2m_member01` … with their units in hourly_units; unixtime or
ISO local times; timezone=auto; the service's validation (an unknown model or variable is a 400 with its
reason).

Its one model is ECMWF's IFS ensemble at 0.25° (`ecmwf_ifs025`: the control run and 50 members). Member m
is the weather model's temperature (weather_model.py, as the forecast's) plus (m − 25) / 25 times the day's
spread, SPREAD_K[d] on the place's day d from today, to one decimal: the members' highs' 10th and 90th
percentiles are the day's high ∓ 0.8 × SPREAD_K[d], so the fifth day (spread 5 K: 8 K apart) is the first
more than 6 °C apart. The first round(pop × 51) members have the hour's rain rate, the others none."""

import functools

from .fake_service import FakeService
from .open_meteo import cached_sample, iso_local, om_coord, om_count, om_error, om_error_body, om_varlist
from .places import MOUNTAIN_VIEW, near_city
from .responses import Resp, dumps, first, z

ENSEMBLE_VARS = {"temperature_2m": "°C", "precipitation": "mm"}
MODELS = {"ecmwf_ifs025": 50}
SPREAD_K = (1.0, 1.5, 2.5, 3.5, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0)


def member_names(name, members):
    return [name] + ["%s_member%02d" % (name, m) for m in range(1, members + 1)]


def member_value(name, member, t, sample, day):
    if name == "temperature_2m":
        return z(round(sample.temp + (member - 25) / 25.0 * SPREAD_K[min(day, len(SPREAD_K) - 1)], 1))
    wet = member < round(sample.pop * 51) and sample.rate > 0
    return z(round(sample.rate, 2)) if wet else 0.0


def om_ensemble(q, ctx):
    lat = om_coord(q, "latitude", -90, 90, "Latitude")
    lon = om_coord(q, "longitude", -180, 180, "Longitude")
    models = [m.strip() for v in q.get("models", ["ecmwf_ifs025"]) for m in v.split(",") if m.strip()]
    for model in models:
        if model not in MODELS:
            raise om_error("Cannot initialize MultiDomainsEnsemble from invalid String value %s for key models" % model)
    if len(models) != 1:
        raise om_error("Parameter 'models' must name one ensemble here")
    hourly = om_varlist(q, "hourly", ENSEMBLE_VARS, {}, "EnsembleVariable")
    if hourly is not None and not hourly:
        raise om_error("Parameter 'hourly' is empty")
    days = om_count(q, "forecast_days", 35)
    off = (near_city(lat, lon) or MOUNTAIN_VIEW).off if (first(q, "timezone", "GMT") or "GMT") == "auto" else 0
    unix = (first(q, "timeformat", "iso8601") or "iso8601") == "unixtime"
    local_midnight = (int(ctx.now) + off) // 86400 * 86400 - off
    return Resp(200, answer(lat, lon, models[0], tuple(hourly) if hourly is not None else None, 7 if days is None else days,
                            off, unix, local_midnight, ctx.variant))


@functools.lru_cache(maxsize=64)
def answer(lat, lon, model, hourly, days, off, unix, local_midnight, variant):
    """The answer's bytes, made once for all it depends on: a test's or the bench's many launches ask the
    same, and writing its 17,000 numbers takes the fake longer than the app takes to read them."""
    city = near_city(lat, lon)
    body = {"latitude": z(round(round(lat / 0.25) * 0.25, 2)), "longitude": z(round(round(lon / 0.25) * 0.25, 2)),
            "generationtime_ms": 6.4, "utc_offset_seconds": off, "timezone": (city or MOUNTAIN_VIEW).tz if off else "GMT",
            "timezone_abbreviation": "GMT%+d" % (off // 3600) if off else "GMT", "elevation": 38.0}
    if hourly is not None:
        members = MODELS[model]
        hours = [local_midnight + 3600 * i for i in range(24 * days)]
        samples = [cached_sample(lat, lon, t, variant) for t in hours]
        body["hourly_units"] = {"time": "unixtime" if unix else "iso8601"}
        columns = {"time": [t if unix else iso_local(t, off) for t in hours]}
        for name in hourly:
            for member, key in enumerate(member_names(name, members)):
                body["hourly_units"][key] = ENSEMBLE_VARS[name]
                columns[key] = [member_value(name, member, t, s, (t - local_midnight) // 86400) for t, s in zip(hours, samples)]
        body["hourly"] = columns
    return dumps(body)


SERVICE = FakeService("openmeteo", om_error_body, paths={"/v1/ensemble": lambda path, q, ctx, ip_city: om_ensemble(q, ctx)})
