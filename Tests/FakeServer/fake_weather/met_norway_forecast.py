"""MET Norway's Locationforecast 2.0 (/weatherapi/locationforecast/2.0/complete and /compact), answering
like the live service: the GeoJSON Feature with properties.meta.units and properties.timeseries in UTC
(hourly entries with next_1_hours for about two and a half days, then every 6 hours to nine days), the
weather of weather_model, and the service's terms enforced:

  - a User-Agent that names the application and a way to reach it (a URL or an e-mail address) is
    demanded: missing, empty or generic agents (curl, python-urllib, okhttp, Java) get a 403;
  - coordinates with more than 4 decimals get a 403 ("do not use more than 4 decimals to avoid blocking");
  - Expires (Date + expires_in, a control setting, 30 minutes by default), Last-Modified (when the data
    last changed: the top of the hour, when this fake's model "runs", plus the data variant in seconds)
    and Date headers; a request whose If-Modified-Since is not older than Last-Modified gets a 304 with
    no body.

probability_of_precipitation is only in /complete and only in the Nordic area (as the live service
sends it); no feels-like temperature, no visibility."""

import re
import time
from email.utils import formatdate, parsedate_to_datetime

from .fake_service import FakeService
from .met_norway import met_error_body
from .open_meteo import cached_sample as sample
from .responses import HOSTILE_SHORT, BadRequest, Resp, first, z

PATH_PREFIX = "/weatherapi/locationforecast/2.0/"
PRODUCTS = ("complete", "compact")
HOURLY_HOURS = 60
DAYS = 9
NORDIC = ((54.0, 72.0), (0.0, 32.0))

SYMBOLS = {
    "clear": "clearsky", "few": "fair", "scattered": "partlycloudy", "broken": "cloudy", "overcast": "cloudy",
    "drizzle": "lightrain", "light_rain": "lightrain", "moderate_rain": "rain", "heavy_rain": "heavyrain",
    "shower_rain": "rainshowers", "thunder": "rainandthunder", "mist": "fog", "fog": "fog",
    "light_snow": "lightsnow", "snow": "snow",
}
WITH_VARIANTS = {"clearsky", "fair", "partlycloudy", "rainshowers"}

UNITS = {
    "air_pressure_at_sea_level": "hPa", "air_temperature": "celsius", "air_temperature_max": "celsius",
    "air_temperature_min": "celsius", "cloud_area_fraction": "%", "dew_point_temperature": "celsius",
    "precipitation_amount": "mm", "probability_of_precipitation": "%", "relative_humidity": "%",
    "ultraviolet_index_clear_sky": "1", "wind_from_direction": "degrees", "wind_speed": "m/s",
    "wind_speed_of_gust": "m/s",
}
COMPACT_UNITS = ("air_pressure_at_sea_level", "air_temperature", "cloud_area_fraction", "precipitation_amount",
                 "relative_humidity", "wind_from_direction", "wind_speed")

GENERIC_AGENTS = re.compile(r"(?i)^(curl|wget|python-urllib|python-requests|okhttp|java|dalvik|go-http-client)\b")
CONTACT = re.compile(r"@|https?://|\b[\w-]+(\.[\w-]+)+/")


def forbidden(reason):
    return Resp(403, ("403 Forbidden: %s\n" % reason).encode(), "text/plain; charset=utf-8")


def refusal(user_agent, q):
    """The 403 the live service gives a request its terms refuse; None for an acceptable one."""
    if not user_agent or GENERIC_AGENTS.match(user_agent) or not CONTACT.search(user_agent):
        return forbidden("identify your application and a way to contact you in the User-Agent header "
                         "(see https://api.met.no/doc/TermsOfService)")
    for key in ("lat", "lon"):
        value = first(q, key, "") or ""
        if "." in value and len(value.split(".", 1)[1]) > 4:
            return forbidden("do not use more than 4 decimals in coordinates")
    return None


def coordinate(q, key, limit):
    raw = first(q, key)
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise BadRequest(Resp(400, b"400 Bad Request: lat and lon are required numbers\n", "text/plain; charset=utf-8"))
    if not -limit <= value <= limit:
        raise BadRequest(Resp(400, b"400 Bad Request: coordinates out of range\n", "text/plain; charset=utf-8"))
    return value


def iso(t):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def symbol(s):
    code = SYMBOLS[s.cond.key]
    return code + ("_day" if s.is_day else "_night") if code in WITH_VARIANTS else code


def period(lat, lon, start, hours, variant, complete, nordic, with_extremes):
    """A next_N_hours block: the most severe step's symbol, the summed amount, the highest chance."""
    samples = [sample(lat, lon, start + h * 3600, variant) for h in range(hours)]
    worst = max(samples, key=lambda s: (s.rate, s.cond.pop))
    details = {"precipitation_amount": z(round(sum(s.rate for s in samples), 1))}
    if with_extremes:
        details["air_temperature_max"] = z(round(max(s.temp for s in samples), 1))
        details["air_temperature_min"] = z(round(min(s.temp for s in samples), 1))
    if complete and nordic:
        details["probability_of_precipitation"] = z(round(max(s.pop for s in samples) * 100, 1))
    return {"summary": {"symbol_code": symbol(worst)}, "details": details}


def entry(lat, lon, t, hours_left, hourly, variant, complete, nordic):
    s = sample(lat, lon, t, variant)
    details = {
        "air_pressure_at_sea_level": z(round(s.pressure, 1)), "air_temperature": z(round(s.temp, 1)),
        "cloud_area_fraction": float(s.clouds), "relative_humidity": float(s.humidity),
        "wind_from_direction": float(s.deg), "wind_speed": z(round(s.wind, 1)),
    }
    if complete:
        details.update({"dew_point_temperature": z(round(s.dew, 1)), "ultraviolet_index_clear_sky": s.uv,
                        "wind_speed_of_gust": z(round(s.gust, 1))})
    data = {"instant": {"details": details}}
    if hours_left >= 12:
        data["next_12_hours"] = {"summary": {"symbol_code": symbol(sample(lat, lon, t + 6 * 3600, variant))}, "details": {}}
    if hourly and hours_left >= 1:
        data["next_1_hours"] = period(lat, lon, t, 1, variant, complete, nordic, False)
    if hours_left >= 6:
        data["next_6_hours"] = period(lat, lon, t, 6, variant, complete, nordic, True)
    return {"time": iso(t), "data": data}


def timeseries(lat, lon, now, variant, complete, nordic):
    start = int(now) // 3600 * 3600
    hourly_end = (start + HOURLY_HOURS * 3600 + 6 * 3600 - 1) // (6 * 3600) * (6 * 3600)
    last = start + DAYS * 86400 // (6 * 3600) * (6 * 3600)
    times = list(range(start, hourly_end, 3600)) + list(range(hourly_end, last + 1, 6 * 3600))
    return [entry(lat, lon, t, (last - t) // 3600, t < hourly_end, variant, complete, nordic) for t in times]


def last_modified(ctx):
    return int(ctx.now) // 3600 * 3600 + ctx.variant % 60


def headers(ctx):
    """Date, Expires and Last-Modified as the live service sends them."""
    return {"Date": formatdate(ctx.now, usegmt=True), "Expires": formatdate(ctx.now + ctx.expires_in, usegmt=True),
            "Last-Modified": formatdate(last_modified(ctx), usegmt=True)}


def not_modified_since(ctx):
    """Whether the request's If-Modified-Since is not older than this answer's Last-Modified."""
    if not ctx.if_modified_since:
        return False
    try:
        since = parsedate_to_datetime(ctx.if_modified_since).timestamp()
    except (TypeError, ValueError):
        return False
    return since >= last_modified(ctx)


def met_forecast(path, q, ctx):
    product = path[len(PATH_PREFIX):]
    if product not in PRODUCTS:
        return Resp(404, b"404 Not Found\n", "text/plain; charset=utf-8")
    refused = refusal(ctx.user_agent, q)
    if refused:
        return refused
    lat, lon = coordinate(q, "lat", 90), coordinate(q, "lon", 180)
    head = headers(ctx)
    if not_modified_since(ctx):
        return Resp(304, b"", "application/json", head)
    complete = product == "complete"
    nordic = NORDIC[0][0] <= lat <= NORDIC[0][1] and NORDIC[1][0] <= lon <= NORDIC[1][1]
    series = [] if ctx.flavor == "empty_arrays" else timeseries(lat, lon, ctx.now, ctx.variant, complete, nordic)
    if ctx.hostile:
        for item in series[::3]:
            item["data"]["next_1_hours" if "next_1_hours" in item["data"] else "next_6_hours"]["summary"]["symbol_code"] = HOSTILE_SHORT
    if ctx.flavor == "missing_fields":
        for item in series:
            item["data"].pop("next_1_hours", None)
            item["data"]["instant"]["details"].pop("relative_humidity", None)
        if series:
            series[0]["data"]["instant"]["details"].pop("air_temperature", None)
    units = UNITS if complete else {k: UNITS[k] for k in COMPACT_UNITS}
    body = {"type": "Feature", "geometry": {"type": "Point", "coordinates": [round(lon, 4), round(lat, 4), 20]},
            "properties": {"meta": {"updated_at": iso(int(ctx.now) // 3600 * 3600), "units": units},
                           "timeseries": series}}
    return Resp(200, body, "application/json", head)


SERVICE = FakeService("metno-forecast", met_error_body, prefixes={PATH_PREFIX: lambda path, q, ctx, ip_city: met_forecast(path, q, ctx)})
