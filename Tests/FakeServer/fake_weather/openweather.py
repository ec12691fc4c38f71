"""OpenWeather: current weather (/data/2.5/weather), the 5 day / 3 hour forecast (/data/2.5/forecast) and
geocoding (/geo/1.0/direct, /geo/1.0/reverse). Every call wants an appid."""

import math
import time

from .fake_service import FakeService
from .places import NEAR_KM, cities_by_distance, find_city, fold, is_failing_search, search_cities
from .responses import HOSTILE_DESC, HOSTILE_NAME, HOSTILE_SHORT, BadRequest, Resp, first, z
from .weather_model import local_date, profile, sample, sun_times


def ow_num(x, nd=2):
    """OpenWeather prints whole numbers without a fraction."""
    v = round(x, nd)
    return int(v) if v == int(v) else z(v)


def ow_error(status, message):
    return BadRequest(Resp(status, {"cod": str(status), "message": message}))


def ow_check_key(q):
    appid = first(q, "appid", "")
    if appid.strip() == "" or appid == "invalid":
        raise BadRequest(ow_error_body(401))


def ow_float(q, key, lo, hi):
    raw = first(q, key)
    if raw is None or raw.strip() == "":
        raise ow_error(400, "Nothing to geocode")
    try:
        v = float(raw)
    except ValueError:
        raise ow_error(400, "wrong %s" % ("latitude" if key == "lat" else "longitude"))
    if not math.isfinite(v) or v < lo or v > hi:
        raise ow_error(400, "wrong %s" % ("latitude" if key == "lat" else "longitude"))
    return v


def ow_location(q):
    if first(q, "lat") is None and first(q, "lon") is None and first(q, "q"):
        c = find_city(first(q, "q"))
        if not c:
            raise ow_error(404, "city not found")
        return c.lat, c.lon
    return ow_float(q, "lat", -90, 90), ow_float(q, "lon", -180, 180)


def ow_units(q):
    u = (first(q, "units") or "standard").lower()
    return u if u in ("metric", "imperial") else "standard"


def ow_temp(c, units):
    if units == "metric":
        return ow_num(c)
    if units == "imperial":
        return ow_num(c * 9 / 5 + 32)
    return ow_num(c + 273.15)


def ow_temp_delta(d, units):
    return ow_num(d * 9 / 5 if units == "imperial" else d)


def ow_speed(ms, units):
    return ow_num(ms * 2.23694 if units == "imperial" else ms)


def ow_weather_item(s, lang, hostile=False):
    c = s.cond
    return {"id": c.ow_id, "main": HOSTILE_NAME if hostile else c.main,
            "description": HOSTILE_DESC if hostile else (c.kr if lang == "kr" else c.en),
            "icon": c.icon + ("d" if s.is_day else "n")}


def ow_current(q, ctx):
    ow_check_key(q)
    lat, lon = ow_location(q)
    units, lang = ow_units(q), (first(q, "lang") or "en").lower()
    now = int(ctx.now)
    _, _, off, city = profile(lat, lon)
    s = sample(lat, lon, now, ctx.variant)
    sunrise, sunset = sun_times(lat, lon, local_date(now, off))
    pressure = int(round(s.pressure))
    elev = city.elevation if city else 10.0
    body = {
        "coord": {"lon": ow_num(lon, 4), "lat": ow_num(lat, 4)},
        "weather": [ow_weather_item(s, lang, ctx.hostile)],
        "base": "stations",
        "main": {
            "temp": ow_temp(s.temp, units),
            "feels_like": ow_temp(s.feels, units),
            "temp_min": ow_temp(s.temp - 0.9, units),
            "temp_max": ow_temp(s.temp + 1.1, units),
            "pressure": pressure,
            "humidity": s.humidity,
            "sea_level": pressure,
            "grnd_level": int(round(s.pressure - elev / 8.3)),
        },
        "visibility": s.vis,
        "wind": {"speed": ow_speed(s.wind, units), "deg": s.deg, "gust": ow_speed(s.gust, units)},
    }
    if s.rate > 0:
        body["rain"] = {"1h": ow_num(s.rate)}
    body["clouds"] = {"all": s.clouds}
    body["dt"] = now
    sys_ = {"type": 2, "id": 2000000 + (city.gid % 100000 if city else 1)}
    if city:
        sys_["country"] = HOSTILE_SHORT if ctx.hostile else city.cc
    sys_["sunrise"], sys_["sunset"] = sunrise, sunset
    body["sys"] = sys_
    body["timezone"] = off
    body["id"] = city.gid if city else 0
    body["name"] = HOSTILE_NAME if ctx.hostile else (city.name if city else "")
    body["cod"] = 200
    if ctx.flavor == "missing_fields":
        for k in ("main", "wind", "name", "visibility"):
            body.pop(k, None)
        body["weather"] = []
        body["sys"] = {k: v for k, v in sys_.items() if k in ("type", "id", "country")}
    elif ctx.flavor == "empty_arrays":
        body["weather"] = []
    return Resp(200, body)


def ow_forecast(q, ctx):
    ow_check_key(q)
    lat, lon = ow_location(q)
    units, lang = ow_units(q), (first(q, "lang") or "en").lower()
    cnt_raw = first(q, "cnt")
    cnt = 40
    if cnt_raw not in (None, ""):
        try:
            cnt = int(cnt_raw)
        except ValueError:
            raise ow_error(400, "cnt is not a number")
        if cnt <= 0 or cnt > 40:
            cnt = 40
    now = int(ctx.now)
    _, _, off, city = profile(lat, lon)
    start = (now // 10800 + 1) * 10800
    elev = city.elevation if city else 10.0
    items = []
    for i in range(cnt):
        dt = start + i * 10800
        s = sample(lat, lon, dt, ctx.variant)
        kf = round(1.1 * math.sin(i + 1.3), 2) if i < 8 else 0
        pressure = int(round(s.pressure))
        item = {
            "dt": dt,
            "main": {
                "temp": ow_temp(s.temp, units),
                "feels_like": ow_temp(s.feels, units),
                "temp_min": ow_temp(s.temp - max(kf, 0), units),
                "temp_max": ow_temp(s.temp + max(-kf, 0), units),
                "pressure": pressure,
                "sea_level": pressure,
                "grnd_level": int(round(s.pressure - elev / 8.3)),
                "humidity": s.humidity,
                "temp_kf": ow_temp_delta(kf, units),
            },
            "weather": [ow_weather_item(s, lang, ctx.hostile)],
            "clouds": {"all": s.clouds},
            "wind": {"speed": ow_speed(s.wind, units), "deg": s.deg, "gust": ow_speed(s.gust, units)},
            "visibility": s.vis,
            "pop": ow_num(s.pop),
        }
        # rain.3h is the rain of the three hours before dt.
        preceding = sample(lat, lon, dt - 10800, ctx.variant)
        if preceding.rate > 0:
            item["rain"] = {"3h": ow_num(preceding.rate * 3)}
        item["sys"] = {"pod": "d" if s.is_day else "n"}
        item["dt_txt"] = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(dt))
        if ctx.flavor == "missing_fields":
            del item["main"]
            del item["pop"]
            if i % 3 == 1:
                del item["wind"]
            if i % 5 == 0:
                item["weather"] = []
        items.append(item)
    sunrise, sunset = sun_times(lat, lon, local_date(now, off))
    city_obj = {
        "id": city.gid if city else 0,
        "name": HOSTILE_NAME if ctx.hostile else (city.name if city else ""),
        "coord": {"lat": ow_num(lat, 4), "lon": ow_num(lon, 4)},
        "country": HOSTILE_SHORT if ctx.hostile else (city.cc if city else ""),
        "population": city.population if city else 0,
        "timezone": off,
        "sunrise": sunrise,
        "sunset": sunset,
    }
    if ctx.flavor == "missing_fields":
        for k in ("timezone", "sunrise", "sunset", "population", "name"):
            del city_obj[k]
    if ctx.flavor == "empty_arrays":
        items = []
    return Resp(200, {"cod": "200", "message": 0, "cnt": len(items), "list": items, "city": city_obj})


def ow_geo_item(c, ctx):
    hostile = ctx.hostile
    item = {"name": HOSTILE_NAME if hostile else c.name,
            "local_names": {"en": HOSTILE_NAME if hostile else c.name, "ko": HOSTILE_NAME if hostile else c.ko},
            "lat": c.lat, "lon": c.lon, "country": HOSTILE_SHORT if hostile else c.cc}
    if c.ow_state:
        item["state"] = HOSTILE_DESC if hostile else c.state
    if ctx.flavor == "missing_fields":
        for k in ("local_names", "state", "country"):
            item.pop(k, None)
    return item


def ow_limit(q, default):
    try:
        n = int(first(q, "limit", default))
    except ValueError:
        n = default
    return max(1, min(5, n))


def ow_geo_direct(q, ctx):
    ow_check_key(q)
    text = first(q, "q", "")
    parts = [fold(p) for p in text.split(",")]
    if not parts[0]:
        raise ow_error(400, "Nothing to geocode")
    if is_failing_search(parts[0]):
        return ow_error_body(500)
    found = []
    for c in search_cities(parts[0]):
        if len(parts) > 1 and parts[1] and parts[1] not in (fold(c.state), fold(c.region_code), fold(c.cc)):
            continue
        if len(parts) > 2 and parts[2] and parts[2] != fold(c.cc):
            continue
        found.append(c)
    found = found[:ow_limit(q, 5)]
    if ctx.flavor == "empty_arrays":
        found = []
    return Resp(200, [ow_geo_item(c, ctx) for c in found])


def ow_geo_reverse(q, ctx):
    ow_check_key(q)
    lat, lon = ow_float(q, "lat", -90, 90), ow_float(q, "lon", -180, 180)
    ranked = cities_by_distance(lat, lon)
    found = [c for d, c in ranked if d <= NEAR_KM] or [ranked[0][1]]
    found = found[:ow_limit(q, 1)]
    if ctx.flavor == "empty_arrays":
        found = []
    return Resp(200, [ow_geo_item(c, ctx) for c in found])


def ow_error_body(status):
    return Resp(status, {
        400: {"cod": "400", "message": "wrong latitude"},
        401: {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."},
        403: {"cod": 403, "message": "Forbidden"},
        404: {"cod": "404", "message": "city not found"},
        429: {"cod": 429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"},
        500: {"cod": "500", "message": "Internal error"},
    }[status])


SERVICE = FakeService(
    "openweather", ow_error_body,
    paths={"/data/2.5/weather": lambda path, q, ctx, ip_city: ow_current(q, ctx),
           "/data/2.5/forecast": lambda path, q, ctx, ip_city: ow_forecast(q, ctx),
           "/geo/1.0/direct": lambda path, q, ctx, ip_city: ow_geo_direct(q, ctx),
           "/geo/1.0/reverse": lambda path, q, ctx, ip_city: ow_geo_reverse(q, ctx)},
    prefixes={"/data/2.5/": None, "/geo/1.0/": None},
    not_found=lambda: Resp(404, {"cod": "404", "message": "Internal error"}))
