#!/usr/bin/env python3
"""Fake weather and location services for weathertui's tests and benchmarks.

One local HTTP server that answers like the real services the app talks to,
with deterministic, realistic bodies, plus a control API to inject failures.
Python 3 standard library only; binds a loopback address only (127.0.0.0/8);
never opens an outgoing connection.

Usage:
    python3 Tests/FakeServer/fake_weather_server.py [--host ADDR] [--port N]
        [--port-file PATH] [--mode MODE] [--latency-ms N] [--now EPOCH] [--quiet]

    --host ADDR      address to bind (default 127.0.0.1); only 127.0.0.0/8 is
                     accepted (exit 2 otherwise), e.g. 127.0.0.2 for a second
                     server that stands for "another host"
    --port N         port to bind (0 = ephemeral, the default)
    --port-file P    once listening, write the bound port to P (tmp + rename);
                     the file is removed again on a clean exit
    --mode MODE      initial failure mode (default ok; see MODES)
    --latency-ms N   initial delay before every provider response (default 0)
    --now EPOCH      freeze the clock at this unix time (deterministic bodies)
    --quiet          no per-request log lines on stderr

It prints "listening on HOST:PORT" (the address actually bound) on stdout once
ready and exits 0 on SIGTERM or SIGINT.

Provider endpoints (point the app's base-URL variables at http://HOST:PORT):
    GET /data/2.5/weather    OpenWeather current       (appid required)
    GET /data/2.5/forecast   OpenWeather 5 day / 3 h   (appid required)
    GET /geo/1.0/direct      OpenWeather geocoding     (appid required)
    GET /geo/1.0/reverse     OpenWeather reverse geocoding
    GET /v1/forecast         Open-Meteo forecast
    GET /v1/search           Open-Meteo geocoding
    GET /reverse             Nominatim reverse geocoding
    GET /ip                  ipwho.is-style IP geolocation (full URL: .../ip)
An appid that is missing, empty or "invalid" gets OpenWeather's 401.

Every request other than the control endpoints is counted in /_stats: provider
requests whatever the mode (redirects included), unknown paths (404) and
requests too malformed to route ("(bad request)").

Control endpoints (never affected by modes or latency, not counted in stats):
    GET  /_control   current state as JSON
    POST /_control   JSON object with any of: mode (str), latency_ms (int),
                     variant (int), auto_variant (bool), paths (list of path
                     prefixes the mode applies to, null = all provider paths),
                     ip_city (known city name, "Springfield, Missouri", or
                     "fail"), retry_after (int seconds for 429), now (unix
                     time or null for the real clock), redirect_base (an
                     http(s) URL such as "http://127.0.0.2:PORT" that the
                     redirect_other_host mode sends clients to, or null).
                     Answers the new state.
    POST /_reset     back to the start-up state; zeroes stats; answers state
    GET  /_stats     {"total", "by_path", "in_flight", "max_in_flight"}
    GET  /_requests  {"requests": [{"method", "path", "query"}, ...]}: the last
                     500 counted requests, oldest first, secrets in the query
                     masked as in the log (appid=***); zeroed by /_reset

Modes: ok, http_400, http_401, http_404, http_429, http_500, http_502,
http_503, timeout, slow_drip, truncated, malformed, html, missing_fields,
empty_arrays, huge, hostile, absurd, redirect_other_host, redirect_same_host,
redirect_to_http. See MODE_HELP below for what each does.
"""

import argparse
import calendar
import ipaddress
import json
import math
import os
import re
import select
import signal
import socket
import sys
import threading
import time
import unicodedata
import zlib
from datetime import date, datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

MODE_HELP = {
    "ok": "normal answers",
    "http_400": "400 with the service's JSON error body",
    "http_401": "401 with the service's JSON error body",
    "http_404": "404 with the service's JSON error body",
    "http_429": "429 + Retry-After: <retry_after> with the service's body",
    "http_500": "500 with the service's JSON error body",
    "http_502": "502 with an nginx-style HTML body (text/html)",
    "http_503": "503 with a plain-text body (text/plain)",
    "timeout": "read the request, send nothing; hold up to 120 s or until the client closes",
    "slow_drip": "status + headers (correct Content-Length), then the body 1 byte per 200 ms",
    "truncated": "correct Content-Length, first half of the body, then close",
    "malformed": "200; alternately invalid JSON (application/json) and an HTML page (text/html)",
    "html": "200 with an HTML captive-portal page (text/html)",
    "missing_fields": "200, valid JSON lacking optional and some required fields",
    "empty_arrays": "200, valid JSON whose arrays are empty",
    "huge": "200 with a 64 MiB valid-JSON body streamed in chunks",
    "hostile": "200, valid JSON whose names/descriptions are full of escape sequences and control characters",
    "absurd": ("200, valid JSON shaped like ok, every measurement (temperatures, humidity, wind, pressure, "
               "precipitation, probabilities, visibility, weather codes, time zone offsets) replaced by "
               "1e300, -1e300, 9.3e18, -0.0, 1e-300 in turn; coordinates and times stay sane"),
    "redirect_other_host": "302 to <redirect_base> + the same path and query (500 if redirect_base is unset)",
    "redirect_same_host": ("302 to this server (the address it is bound to), same path and query plus "
                           "redirected=1; a request that carries redirected=1 is answered as ok"),
    "redirect_to_http": ("302 to http://127.0.0.1:<this port> + the same path and query plus redirected=1; "
                         "a request that carries redirected=1 is answered as ok"),
}
MODES = tuple(MODE_HELP)

PROVIDER_PREFIXES = ["/data/2.5/", "/geo/1.0/", "/v1/forecast", "/v1/search", "/reverse", "/ip"]
HUGE_SIZE = 64 * 1024 * 1024
HOLD_SECONDS = 120
DRIP_INTERVAL = 0.2

HOSTILE_NAME = ("\u001b[2J\u001b]0;pwned\u0007Evil\u0000City\u009b31m\r\n\t"
                "\u202eytic\u200d\U0001F468\u200d\U0001F469\u001b[0m")
HOSTILE_DESC = ("\u001b]52;c;cHduZWQ=\u0007\u001b[31mclear\u001b[0m sky\b\b\u007f"
                "\u202e\u200d\u001bP+q544e\u001b\\\u0085\u2028")
HOSTILE_SHORT = "\u001b[5mK\u0000R\u009b"

STOP = threading.Event()


# --------------------------------------------------------------------------
# Places
# --------------------------------------------------------------------------

class Country:
    def __init__(self, code, en, ko, continent, continent_code, calling, capital, geo_id, borders):
        self.code, self.en, self.ko = code, en, ko
        self.continent, self.continent_code = continent, continent_code
        self.calling, self.capital, self.geo_id, self.borders = calling, capital, geo_id, borders


COUNTRIES = {
    "US": Country("US", "United States", "미국", "North America", "NA", "1", "Washington D.C.", 6252001, "CA,MX"),
    "KR": Country("KR", "South Korea", "대한민국", "Asia", "AS", "82", "Seoul", 1835841, "KP"),
    "GB": Country("GB", "United Kingdom", "영국", "Europe", "EU", "44", "London", 2635167, "IE"),
    "IS": Country("IS", "Iceland", "아이슬란드", "Europe", "EU", "354", "Reykjavik", 2629691, ""),
}


class City:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    @property
    def country(self):
        return COUNTRIES[self.cc]


# lat/lon are the geocoder's coordinates; tmin/tmax the November day curve in °C.
CITIES = [
    City(name="Mountain View", ko="마운틴뷰", lat=37.3861, lon=-122.0839, cc="US",
         state="California", state_ko="캘리포니아주", admin1_id=5332921, region_code="CA",
         tz="America/Los_Angeles", off=-28800, abbr="PST", gid=5375480, population=82376,
         elevation=32.0, feature="PPL", tmin=9.0, tmax=17.0, ow_state=True,
         osm_kind="town", county="Santa Clara County", county_ko="샌타클래라 군",
         iso4="US-CA", osm_id=2947470, place_id=297654313, postal="94041",
         nom_name_ko="마운틴뷰"),
    City(name="Seoul", ko="서울", lat=37.5666791, lon=126.9782914, cc="KR",
         state="Seoul", state_ko="서울특별시", admin1_id=1835847, region_code="11",
         tz="Asia/Seoul", off=32400, abbr="KST", gid=1835848, population=10349312,
         elevation=38.0, feature="PPLC", tmin=2.0, tmax=9.0, ow_state=False,
         osm_kind="city", county=None, county_ko=None, iso4="KR-11", osm_id=2297418,
         place_id=258498431, postal="04524", nom_name_ko="서울특별시"),
    City(name="Busan", ko="부산", lat=35.1799528, lon=129.0752365, cc="KR",
         state="Busan", state_ko="부산광역시", admin1_id=1838519, region_code="26",
         tz="Asia/Seoul", off=32400, abbr="KST", gid=1838524, population=3678555,
         elevation=12.0, feature="PPLA", tmin=7.0, tmax=15.0, ow_state=False,
         osm_kind="city", county=None, county_ko=None, iso4="KR-26", osm_id=2297419,
         place_id=258517227, postal="48943", nom_name_ko="부산광역시"),
    City(name="London", ko="런던", lat=51.5073219, lon=-0.1276474, cc="GB",
         state="England", state_ko="잉글랜드", admin1_id=6269131, region_code="ENG",
         tz="Europe/London", off=0, abbr="GMT", gid=2643743, population=8961989,
         elevation=25.0, feature="PPLC", tmin=5.0, tmax=11.0, ow_state=True,
         osm_kind="city", county="Greater London", county_ko="그레이터런던", iso4="GB-ENG",
         osm_id=65606, place_id=258234592, postal="SW1A", nom_name_ko="런던"),
    City(name="Springfield", ko="스프링필드", lat=39.7990175, lon=-89.6439575, cc="US",
         state="Illinois", state_ko="일리노이주", admin1_id=4896861, region_code="IL",
         tz="America/Chicago", off=-21600, abbr="CST", gid=4250542, population=114394,
         elevation=182.0, feature="PPLA", tmin=1.0, tmax=10.0, ow_state=True,
         osm_kind="city", county="Sangamon County", county_ko="생거먼 군", iso4="US-IL",
         osm_id=124001, place_id=318466712, postal="62701", nom_name_ko="스프링필드"),
    City(name="Springfield", ko="스프링필드", lat=42.1018764, lon=-72.5886727, cc="US",
         state="Massachusetts", state_ko="매사추세츠주", admin1_id=6254926, region_code="MA",
         tz="America/New_York", off=-18000, abbr="EST", gid=4951788, population=155929,
         elevation=21.0, feature="PPLA2", tmin=0.0, tmax=8.0, ow_state=True,
         osm_kind="city", county="Hampden County", county_ko="햄프던 군", iso4="US-MA",
         osm_id=1839150, place_id=297312075, postal="01103", nom_name_ko="스프링필드"),
    City(name="Springfield", ko="스프링필드", lat=37.2081729, lon=-93.2922715, cc="US",
         state="Missouri", state_ko="미주리주", admin1_id=4398678, region_code="MO",
         tz="America/Chicago", off=-21600, abbr="CST", gid=4409896, population=169176,
         elevation=396.0, feature="PPLA2", tmin=3.0, tmax=12.0, ow_state=True,
         osm_kind="city", county="Greene County", county_ko="그린 군", iso4="US-MO",
         osm_id=140853, place_id=311018845, postal="65806", nom_name_ko="스프링필드"),
    City(name="Reykjavík", ko="레이캬비크", lat=64.145981, lon=-21.9422367, cc="IS",
         state="Capital Region", state_ko="수도권", admin1_id=3426182, region_code="1",
         tz="Atlantic/Reykjavik", off=0, abbr="GMT", gid=3413829, population=118918,
         elevation=16.0, feature="PPLC", tmin=-1.0, tmax=4.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="IS-1", osm_id=2580605,
         place_id=146010633, postal="101", nom_name_ko="레이캬비크"),
]
MOUNTAIN_VIEW = CITIES[0]
TZ_OFFSETS = {c.tz: (c.off, c.abbr) for c in CITIES}
TZ_OFFSETS.update({"GMT": (0, "GMT"), "UTC": (0, "UTC")})
NEAR_KM = 50.0


def fold(s):
    """Case- and accent-insensitive form for name matching."""
    s = unicodedata.normalize("NFKD", s.strip())
    return "".join(ch for ch in s if not unicodedata.combining(ch)).casefold()


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 6371.0 * 2 * math.asin(min(1.0, math.sqrt(a)))


def cities_by_distance(lat, lon):
    return sorted(((distance_km(lat, lon, c.lat, c.lon), c) for c in CITIES), key=lambda x: x[0])


def near_city(lat, lon):
    """The nearest known city within NEAR_KM, else None."""
    d, c = cities_by_distance(lat, lon)[0]
    return c if d <= NEAR_KM else None


def find_city(text):
    """Match 'Name', 'Name, State' or 'Name, State, CC' (for ip_city)."""
    parts = [fold(p) for p in text.split(",")]
    for c in CITIES:
        if parts[0] not in (fold(c.name), fold(c.ko)):
            continue
        if len(parts) > 1 and parts[1] and parts[1] not in (fold(c.state), fold(c.region_code), fold(c.cc)):
            continue
        return c
    return None


# --------------------------------------------------------------------------
# Weather model
# --------------------------------------------------------------------------

class Cond:
    def __init__(self, key, ow_id, main, en, kr, icon, wmo, rate, pop, clouds, vis):
        self.key, self.ow_id, self.main, self.en, self.kr = key, ow_id, main, en, kr
        self.icon, self.wmo, self.rate, self.pop, self.clouds, self.vis = icon, wmo, rate, pop, clouds, vis


CONDS = {c.key: c for c in [
    Cond("clear", 800, "Clear", "clear sky", "맑음", "01", 0, 0.0, 0.0, 0, 10000),
    Cond("few", 801, "Clouds", "few clouds", "약간의 구름이 낀 하늘", "02", 1, 0.0, 0.05, 18, 10000),
    Cond("scattered", 802, "Clouds", "scattered clouds", "구름조금", "03", 2, 0.0, 0.1, 42, 10000),
    Cond("broken", 803, "Clouds", "broken clouds", "튼구름", "04", 3, 0.0, 0.15, 75, 10000),
    Cond("overcast", 804, "Clouds", "overcast clouds", "온흐림", "04", 3, 0.0, 0.25, 100, 10000),
    Cond("drizzle", 300, "Drizzle", "light intensity drizzle", "가벼운 안개비", "09", 51, 0.2, 0.45, 100, 8000),
    Cond("light_rain", 500, "Rain", "light rain", "실 비", "10", 61, 0.7, 0.62, 96, 9000),
    Cond("moderate_rain", 501, "Rain", "moderate rain", "보통 비", "10", 63, 2.4, 0.88, 100, 7000),
    Cond("heavy_rain", 502, "Rain", "heavy intensity rain", "강한 비", "10", 65, 6.1, 1.0, 100, 4000),
    Cond("shower_rain", 521, "Rain", "shower rain", "소나기", "09", 80, 1.6, 0.74, 85, 8000),
    Cond("thunder", 201, "Thunderstorm", "thunderstorm with rain", "비를 동반한 뇌우", "11", 95, 4.8, 1.0, 100, 5000),
    Cond("mist", 701, "Mist", "mist", "박무", "50", 45, 0.0, 0.1, 90, 2500),
    Cond("fog", 741, "Fog", "fog", "안개", "50", 45, 0.0, 0.05, 100, 300),
    Cond("light_snow", 600, "Snow", "light snow", "가벼운 눈", "13", 71, 0.4, 0.5, 100, 6000),
    Cond("snow", 601, "Snow", "snow", "눈", "13", 73, 1.3, 0.8, 100, 2000),
]}

# 40 three-hour steps (5 days); any 40-step window holds each entry once,
# so a 5-day OpenWeather forecast always has exactly one thunderstorm step.
PATTERN = [
    "clear", "clear", "few", "scattered", "broken", "overcast", "drizzle", "light_rain",
    "moderate_rain", "heavy_rain", "moderate_rain", "thunder", "light_rain", "broken", "scattered", "few",
    "mist", "fog", "fog", "few", "clear", "clear", "few", "scattered",
    "broken", "overcast", "overcast", "light_rain", "shower_rain", "broken", "scattered", "clear",
    "clear", "clear", "clear", "few", "few", "scattered", "broken", "overcast",
]
PRECIP_KEYS = {"drizzle", "light_rain", "moderate_rain", "heavy_rain", "shower_rain", "thunder"}


def frac(*parts):
    return (zlib.crc32("|".join(str(p) for p in parts).encode()) & 0xFFFFFFFF) / 4294967296.0


def location_seed(lat, lon):
    return zlib.crc32(("%.2f,%.2f" % (lat, lon)).encode()) & 0xFFFFFFFF


def profile(lat, lon):
    """(tmin, tmax, utc offset seconds, nearby city or None) for a point."""
    c = near_city(lat, lon)
    if c:
        return c.tmin, c.tmax, c.off, c
    mid = 22.0 - 0.4 * abs(lat)
    return mid - 4.0, mid + 4.0, MOUNTAIN_VIEW.off, None


def declination(doy):
    return math.radians(-23.44 * math.cos(2 * math.pi * (doy + 10) / 365.0))


SUN_ALT = math.sin(math.radians(-0.833))


def equation_of_time_hours(doy):
    b = math.radians(360.0 / 365.0 * (doy - 81))
    return (9.87 * math.sin(2 * b) - 7.53 * math.cos(b) - 1.5 * math.sin(b)) / 60.0


def sun_times(lat, lon, d):
    """(sunrise, sunset) unix times for calendar date d at (lat, lon)."""
    day0 = calendar.timegm((d.year, d.month, d.day, 0, 0, 0))
    doy = d.timetuple().tm_yday
    decl = declination(doy)
    noon = day0 + (12.0 - lon / 15.0 - equation_of_time_hours(doy)) * 3600.0
    phi = math.radians(lat)
    cos_h = (SUN_ALT - math.sin(phi) * math.sin(decl)) / (math.cos(phi) * math.cos(decl))
    if cos_h >= 1:
        return int(noon), int(noon)
    if cos_h <= -1:
        return int(noon - 43200), int(noon + 43199)
    half = math.degrees(math.acos(cos_h)) / 15.0 * 3600.0
    return int(noon - half), int(noon + half)


def is_daytime(lat, lon, t):
    tt = time.gmtime(t)
    decl = declination(tt.tm_yday)
    solar_h = (t % 86400) / 3600.0 + lon / 15.0 + equation_of_time_hours(tt.tm_yday)
    hour_angle = math.radians((solar_h - 12.0) * 15.0)
    phi = math.radians(lat)
    s = math.sin(phi) * math.sin(decl) + math.cos(phi) * math.cos(decl) * math.cos(hour_angle)
    return s > SUN_ALT


def local_date(t, off):
    return datetime.fromtimestamp(t + off, timezone.utc).date()


class Sample:
    pass


def sample(lat, lon, t, variant=0):
    """Weather at (lat, lon) at unix time t, SI units (°C, m/s, mm, hPa, m)."""
    tmin, tmax, off, _ = profile(lat, lon)
    seed = location_seed(lat, lon)
    slot = int(t // 10800)
    cond = CONDS[PATTERN[(slot + seed) % len(PATTERN)]]
    local_h = ((t + off) % 86400) / 3600.0
    diurnal = math.cos(2 * math.pi * (local_h - 15.0) / 24.0)   # +1 at 15:00, -1 at 03:00 local
    drift = 0.8 * math.sin(2 * math.pi * t / (86400 * 5.3) + seed % 7)
    base = (tmin + tmax) / 2 + (tmax - tmin) / 2 * diurnal + drift
    s = Sample()
    s.cond = cond
    s.slot = slot
    s.is_day = is_daytime(lat, lon, t)
    s.wind = 1.2 + 3.0 * frac(seed, "w", slot) + 0.4 * math.sin(2 * math.pi * t / 21600.0)
    if cond.key == "thunder":
        s.wind += 4.5
    elif cond.key in ("moderate_rain", "heavy_rain"):
        s.wind += 1.5
    s.wind = max(0.1, s.wind)
    s.gust = s.wind * 1.45 + 0.9 + 2.0 * frac(seed, "g", slot)
    s.deg = int(360 * frac(seed, "d", slot // 8) + 25 * math.sin(2 * math.pi * t / 43200.0)) % 360
    precip = cond.key in PRECIP_KEYS
    s.humidity = int(max(30, min(100, round(63 - 14 * diurnal + (22 if precip else 0)
                                            + (30 if cond.key in ("mist", "fog") else 0)))))
    wind_kmh = s.wind * 3.6
    if base <= 10.0 and wind_kmh > 4.8:
        v = wind_kmh ** 0.16
        feels = 13.12 + 0.6215 * base - 11.37 * v + 0.3965 * base * v
    else:
        feels = base - 0.2 * s.wind + (0.02 * (s.humidity - 60) if base > 20 else 0)
    s.temp = base + variant
    s.feels = feels + variant
    s.pressure = 1018.0 + 5.0 * math.sin(2 * math.pi * t / (4 * 86400.0)) - (5.0 if precip else 0.0)
    s.clouds = 0 if cond.key == "clear" else int(max(0, min(100, cond.clouds + round(10 * (frac(seed, "c", slot) - 0.5)))))
    if cond.key == "clear":
        s.clouds = int(5 * frac(seed, "c", slot))
    s.vis = cond.vis
    s.rate = cond.rate            # mm per hour
    s.pop = cond.pop if precip else round(min(1.0, cond.pop + 0.05 * frac(seed, "p", slot)), 2)
    a, b = 17.27, 237.7
    gamma = (a * s.temp) / (b + s.temp) + math.log(max(s.humidity, 1) / 100.0)
    s.dew = b * gamma / (a - gamma)
    if s.is_day:
        noonness = max(0.0, math.cos(2 * math.pi * (local_h - 12.5) / 24.0))
        s.uv = round(4.0 * noonness * (1 - 0.7 * s.clouds / 100.0), 2)
    else:
        s.uv = 0.0
    s.snow_cm = 0.0
    return s


def z(x):
    """Avoid -0.0 in JSON."""
    return x + 0.0


def ow_num(x, nd=2):
    """OpenWeather prints whole numbers without a fraction."""
    v = round(x, nd)
    return int(v) if v == int(v) else z(v)


# --------------------------------------------------------------------------
# Responses
# --------------------------------------------------------------------------

class Resp:
    def __init__(self, status, body, ctype="application/json; charset=utf-8", headers=None):
        self.status = status
        self.body = body if isinstance(body, bytes) else dumps(body)
        self.ctype = ctype
        self.headers = headers or {}


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def family(path):
    if path.startswith("/data/2.5/") or path.startswith("/geo/1.0/"):
        return "openweather"
    if path == "/v1/search":
        return "geocoding"
    if path.startswith("/v1/"):
        return "openmeteo"
    if path == "/reverse" or path.startswith("/reverse."):
        return "nominatim"
    if path == "/ip" or path.startswith("/ip/"):
        return "ipwho"
    return None


def error_body(fam, status):
    if status == 502:
        return Resp(502, b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
                         b"<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
                         b"</body>\r\n</html>\r\n", "text/html")
    if status == 503:
        return Resp(503, b"Service Temporarily Unavailable\n", "text/plain; charset=utf-8")
    if fam == "openweather":
        body = {
            400: {"cod": "400", "message": "wrong latitude"},
            401: {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."},
            404: {"cod": "404", "message": "city not found"},
            429: {"cod": 429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"},
            500: {"cod": "500", "message": "Internal error"},
        }[status]
    elif fam in ("openmeteo", "geocoding"):
        body = {"error": True, "reason": {
            400: "Latitude must be in range of -90 to 90°. Given: 91.0.",
            401: "The supplied API key is invalid.",
            404: "Not Found",
            429: "Minutely API request limit exceeded. Please try again in one minute.",
            500: "Internal Server Error",
        }[status]}
    elif fam == "nominatim":
        body = {"error": {"code": status, "message": {
            400: "Parameter 'lat' missing.",
            401: "Unauthorized",
            404: "Not Found",
            429: "Too Many Requests",
            500: "Internal Server Error",
        }[status]}}
    else:
        body = {"ip": "203.0.113.7", "success": False, "message": {
            400: "Invalid IP address",
            401: "Invalid API key",
            404: "Not Found",
            429: "You've hit the rate limit, please try again later",
            500: "Internal Server Error",
        }[status]}
    return Resp(status, body)


class BadRequest(Exception):
    def __init__(self, resp):
        super().__init__()
        self.resp = resp


def first(q, key, default=None):
    v = q.get(key)
    return v[0] if v else default


def ow_error(status, message):
    return BadRequest(Resp(status, {"cod": str(status), "message": message}))


def ow_check_key(q):
    appid = first(q, "appid", "")
    if appid.strip() == "" or appid == "invalid":
        raise BadRequest(error_body("openweather", 401))


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


class Ctx:
    """Per-request inputs for the body builders."""

    def __init__(self, now, variant, flavor):
        self.now, self.variant, self.flavor = now, variant, flavor

    @property
    def hostile(self):
        return self.flavor == "hostile"


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
        if s.rate > 0:
            item["rain"] = {"3h": ow_num(s.rate * 3)}
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
    found = []
    for c in CITIES:
        if not (fold(c.name).startswith(parts[0]) or fold(c.ko).startswith(parts[0])):
            continue
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


# ---- Open-Meteo forecast ---------------------------------------------------

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


def om_forecast(q, ctx):
    lat = om_coord(q, "latitude", -90, 90, "Latitude")
    lon = om_coord(q, "longitude", -180, 180, "Longitude")
    u = OMUnits(q)
    current = om_varlist(q, "current", HOURLY_VARS, ALIASES, "WeatherVariable")
    hourly = om_varlist(q, "hourly", HOURLY_VARS, ALIASES, "WeatherVariable")
    daily = om_varlist(q, "daily", DAILY_VARS, DAILY_ALIASES, "DailyWeatherVariable")
    try:
        days = int(first(q, "forecast_days", "7") or "7")
    except ValueError:
        raise om_error("Cannot initialize Int from invalid String value %s for key forecast_days" % first(q, "forecast_days"))
    if days < 0 or days > 16:
        raise om_error("Forecast days is invalid. Allowed range 0 to 16.")
    tzp = first(q, "timezone", "GMT") or "GMT"
    city = near_city(lat, lon)
    if tzp == "auto":
        tz_id, off, abbr = (city.tz, city.off, city.abbr) if city else (MOUNTAIN_VIEW.tz, MOUNTAIN_VIEW.off, MOUNTAIN_VIEW.abbr)
    elif tzp in TZ_OFFSETS:
        tz_id, (off, abbr) = tzp, TZ_OFFSETS[tzp]
    else:
        raise om_error("Invalid timezone")
    unix = u.timeformat == "unixtime"
    now = int(ctx.now)
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
        for n in current:
            cur[n] = om_value(ALIASES.get(n, n), s, u)
        body["current"] = cur

    midnight = (now + off) // 86400 * 86400 - off
    hours = [midnight + 3600 * i for i in range(24 * days)]
    samples = None
    if hourly is not None or daily is not None:
        samples = [sample(lat, lon, t, ctx.variant) for t in hours]
    if hourly is not None:
        body["hourly_units"] = {"time": u.timeformat}
        body["hourly_units"].update({n: u.label(HOURLY_VARS[ALIASES.get(n, n)]) for n in hourly})
        h = {"time": [t_out(t) for t in hours]}
        for n in hourly:
            h[n] = [om_value(ALIASES.get(n, n), s, u) for s in samples]
        body["hourly"] = h
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
            rise, sset = sun_times(lat, lon, local_date(t0, off))
            for n in daily:
                d_out[n].append(om_daily_value(DAILY_ALIASES.get(n, n), ss, u, rise, sset, t_out))
        body["daily"] = d_out

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
    return Resp(200, body)


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


# ---- Open-Meteo geocoding ---------------------------------------------------

def om_search(q, ctx):
    name = fold(first(q, "name", "") or "")
    try:
        count = max(1, min(100, int(first(q, "count", "10") or "10")))
    except ValueError:
        raise om_error("Cannot initialize Int from invalid String value %s for key count" % first(q, "count"))
    ko = (first(q, "language", "en") or "en").lower().startswith("ko")
    found = []
    if len(name) >= 2:
        found = [c for c in sorted(CITIES, key=lambda c: -c.population)
                 if fold(c.name).startswith(name) or fold(c.ko).startswith(name)][:count]
    body = {}
    if found or ctx.flavor == "empty_arrays":
        results = []
        for i, c in enumerate(found):
            r = {"id": c.gid, "name": c.ko if ko else c.name, "latitude": round(c.lat, 5),
                 "longitude": round(c.lon, 5), "elevation": c.elevation, "feature_code": c.feature,
                 "country_code": c.cc, "admin1_id": c.admin1_id, "timezone": c.tz,
                 "population": c.population, "country_id": c.country.geo_id,
                 "country": c.country.ko if ko else c.country.en,
                 "admin1": c.state_ko if ko else c.state}
            if ctx.hostile:
                r["name"] = HOSTILE_NAME
                r["country"] = HOSTILE_DESC
                r["admin1"] = HOSTILE_NAME
                r["country_code"] = HOSTILE_SHORT
            if ctx.flavor == "missing_fields":
                for k in ("admin1", "admin1_id", "population", "timezone", "elevation", "feature_code", "country"):
                    r.pop(k, None)
                if i == 0:
                    del r["latitude"]
                    del r["longitude"]
            results.append(r)
        body["results"] = [] if ctx.flavor == "empty_arrays" else results
    body["generationtime_ms"] = 0.5218983
    return Resp(200, body)


# ---- Nominatim ----------------------------------------------------------------

def nominatim_error(message):
    return BadRequest(Resp(400, {"error": {"code": 400, "message": message}}))


def nom_coord(q, key, lo, hi):
    raw = first(q, key)
    if raw is None or raw == "":
        raise nominatim_error("Parameter '%s' missing." % key)
    try:
        v = float(raw)
    except ValueError:
        raise nominatim_error("Floating-point number expected for parameter '%s'" % key)
    if not math.isfinite(v) or v < lo or v > hi:
        raise nominatim_error("Invalid coordinates")
    return v


def xml_escape(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def nominatim_reverse(q, ctx):
    fmt = (first(q, "format", "xml") or "xml").lower()
    if fmt not in ("xml", "json", "jsonv2"):
        raise nominatim_error("Parameter 'format': must be one of: xml, json, jsonv2")
    lat, lon = nom_coord(q, "lat", -90, 90), nom_coord(q, "lon", -180, 180)
    ko = (first(q, "accept-language", "en") or "en").lower().startswith("ko")
    c = near_city(lat, lon)
    if not c:
        if fmt == "xml":
            return Resp(200, b'<?xml version="1.0" encoding="UTF-8" ?>\n<reversegeocode timestamp="'
                        + time.strftime("%a, %d %b %Y %H:%M:%S +00:00", time.gmtime(ctx.now)).encode()
                        + b'" querystring="/reverse"><error>Unable to geocode</error></reversegeocode>',
                        "text/xml; charset=utf-8")
        return Resp(200, {"error": "Unable to geocode"})
    h = ctx.hostile
    name = HOSTILE_NAME if h else (c.nom_name_ko if ko else c.name)
    country = HOSTILE_DESC if h else (c.country.ko if ko else c.country.en)
    state = HOSTILE_NAME if h else (c.state_ko if ko else c.state)
    county = HOSTILE_NAME if h else (c.county_ko if ko else c.county)
    address = {c.osm_kind: name}
    if c.county:
        address["county"] = county
    if c.cc != "KR":
        address["state"] = state
    address["ISO3166-2-lvl4"] = c.iso4
    address["country"] = country
    address["country_code"] = HOSTILE_SHORT if h else c.cc.lower()
    display = ", ".join(v for k, v in address.items() if k not in ("ISO3166-2-lvl4", "country_code"))
    body = {"place_id": c.place_id,
            "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
            "osm_type": "relation", "osm_id": c.osm_id,
            "lat": "%.7f" % c.lat, "lon": "%.7f" % c.lon}
    if fmt == "jsonv2":
        body.update({"category": "boundary", "type": "administrative", "place_rank": 16})
    else:
        body.update({"class": "boundary", "type": "administrative"})
    body.update({"importance": 0.7, "addresstype": c.osm_kind, "name": name, "display_name": display,
                 "address": address,
                 "boundingbox": ["%.7f" % (c.lat - 0.1), "%.7f" % (c.lat + 0.1),
                                 "%.7f" % (c.lon - 0.12), "%.7f" % (c.lon + 0.12)]})
    if ctx.flavor == "missing_fields":
        for k in ("name", "address", "addresstype"):
            body.pop(k)
    elif ctx.flavor == "empty_arrays":
        body["address"] = {}
        body["boundingbox"] = []
    if fmt == "xml":
        parts = "".join("<%s>%s</%s>" % (k, xml_escape(v), k) for k, v in body.get("address", {}).items())
        xml = ('<?xml version="1.0" encoding="UTF-8" ?>\n<reversegeocode timestamp="%s" '
               'attribution="Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright" '
               'querystring="/reverse"><result place_id="%d" osm_type="relation" osm_id="%d" '
               'lat="%s" lon="%s">%s</result><addressparts>%s</addressparts></reversegeocode>'
               % (time.strftime("%a, %d %b %Y %H:%M:%S +00:00", time.gmtime(ctx.now)), c.place_id,
                  c.osm_id, body["lat"], body["lon"], xml_escape(body["display_name"]), parts))
        return Resp(200, xml.encode("utf-8"), "text/xml; charset=utf-8")
    return Resp(200, body)


# ---- ipwho.is -------------------------------------------------------------------

def ipwho(q, ctx, ip_city):
    if ip_city == "fail":
        return Resp(200, {"ip": "203.0.113.7", "success": False, "message": "Reserved range"})
    c = find_city(ip_city) or MOUNTAIN_VIEW
    h = ctx.hostile
    sign = "-" if c.off < 0 else "+"
    utc = "%s%02d:%02d" % (sign, abs(c.off) // 3600, abs(c.off) % 3600 // 60)
    body = {
        "ip": "203.0.113.7", "success": True, "type": "IPv4",
        "continent": c.country.continent, "continent_code": c.country.continent_code,
        "country": HOSTILE_DESC if h else c.country.en,
        "country_code": HOSTILE_SHORT if h else c.cc,
        "region": HOSTILE_NAME if h else c.state, "region_code": c.region_code,
        "city": HOSTILE_NAME if h else c.name,
        "latitude": round(c.lat, 4), "longitude": round(c.lon, 4),
        "is_eu": False, "postal": c.postal, "calling_code": c.country.calling,
        "capital": c.country.capital, "borders": c.country.borders,
        "flag": {"img": "https://cdn.ipwhois.io/flags/%s.svg" % c.cc.lower(),
                 "emoji": "".join(chr(0x1F1E6 + ord(ch) - 65) for ch in c.cc),
                 "emoji_unicode": " ".join("U+%X" % (0x1F1E6 + ord(ch) - 65) for ch in c.cc)},
        "connection": {"asn": 64496, "org": "Example Networks", "isp": "Example Networks", "domain": "example.net"},
        "timezone": {"id": c.tz, "abbr": c.abbr, "is_dst": False, "offset": c.off, "utc": utc,
                     "current_time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ctx.now + c.off)) + utc},
    }
    if ctx.flavor == "missing_fields":
        for k in ("latitude", "longitude", "city", "timezone"):
            del body[k]
    return Resp(200, body)


def build_ok(path, q, ctx, ip_city):
    try:
        if path == "/data/2.5/weather":
            return ow_current(q, ctx)
        if path == "/data/2.5/forecast":
            return ow_forecast(q, ctx)
        if path == "/geo/1.0/direct":
            return ow_geo_direct(q, ctx)
        if path == "/geo/1.0/reverse":
            return ow_geo_reverse(q, ctx)
        if path == "/v1/forecast":
            return om_forecast(q, ctx)
        if path == "/v1/search":
            return om_search(q, ctx)
        if family(path) == "nominatim":
            return nominatim_reverse(q, ctx)
        if family(path) == "ipwho":
            return ipwho(q, ctx, ip_city)
    except BadRequest as e:
        return e.resp
    fam = family(path)
    if fam == "openweather":
        return Resp(404, {"cod": "404", "message": "Internal error"})
    return error_body(fam, 404)


# ---- failure bodies ---------------------------------------------------------------

def malformed_body(fam):
    if fam == "openweather":
        return b'{"cod":200, "main": {"temp": '
    if fam == "openmeteo":
        return b'{"latitude":37.55,"longitude":126.975,"hourly":{"time":["2025-11-22T00:00",'
    if fam == "geocoding":
        return b'{"results":[{"id":1835848,"name":"Seoul","latitude":'
    if fam == "nominatim":
        return b'{"place_id":258498431,"lat":"37.5666791","lon":'
    return b'{"ip":"203.0.113.7","success":true,"latitude":'


# ---- absurd numbers ---------------------------------------------------------------

ABSURD_VALUES = (1e300, -1e300, 9.3e18, -0.0, 1e-300)

# Keys whose numbers (or arrays of numbers) are measurements, wherever they appear in a weather answer.
ABSURD_KEYS = (
    # OpenWeather
    {"temp", "feels_like", "temp_min", "temp_max", "pressure", "humidity", "sea_level", "grnd_level",
     "temp_kf", "visibility", "speed", "deg", "gust", "1h", "3h", "all", "pop", "timezone"}
    # Open-Meteo (current / hourly / daily variables, the offset and the elevation)
    | (set(HOURLY_VARS) - {"is_day"}) | set(ALIASES) | (set(DAILY_VARS) - {"sunrise", "sunset"})
    | set(DAILY_ALIASES) | {"utc_offset_seconds", "elevation"}
    # ipwho.is ("timezone": {"offset": ...})
    | {"offset"}
)


class Absurd:
    """Replaces measurements with the next of ABSURD_VALUES, in document order (deterministic)."""

    def __init__(self):
        self.i = 0

    def next(self):
        v = ABSURD_VALUES[self.i % len(ABSURD_VALUES)]
        self.i += 1
        return v

    def value(self, v):
        if isinstance(v, bool) or v is None:
            return v
        if isinstance(v, (int, float)):
            return self.next()
        if isinstance(v, list):
            return [self.value(x) for x in v]
        return v

    def walk(self, obj, parent=None):
        if isinstance(obj, list):
            return [self.walk(x, parent) for x in obj]
        if not isinstance(obj, dict):
            return obj
        out = {}
        for k, v in obj.items():
            if isinstance(v, (dict, list)) and not (isinstance(v, list) and v and all(
                    isinstance(x, (int, float)) and not isinstance(x, bool) or x is None for x in v)):
                out[k] = self.walk(v, k)
            elif k in ABSURD_KEYS or (k == "id" and parent == "weather"):
                out[k] = self.value(v)        # "id" of an OpenWeather weather item is its condition code
            else:
                out[k] = v
        return out


def absurd_body(resp):
    """The ok answer `resp` with every measurement made absurd (geocoding coordinates stay sane)."""
    if resp.status != 200 or not resp.ctype.startswith("application/json"):
        return resp
    obj = json.loads(resp.body)
    return Resp(resp.status, Absurd().walk(obj), resp.ctype, dict(resp.headers))


HTML_PAGE = (b"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Guest Wi-Fi</title></head>\n"
             b"<body><h1>Welcome to Guest Wi-Fi</h1><p>Please accept the terms of use to continue.</p>\n"
             b"<form method=\"post\" action=\"/login\"><button>Accept</button></form></body></html>\n")


def huge_parts(fam):
    """(prefix, item, suffix): the body is prefix + item (, item)* + spaces + suffix."""
    if fam == "openweather":
        return (b'{"cod":"200","message":0,"cnt":40,"list":[',
                b'{"dt":1763780400,"main":{"temp":6.21,"feels_like":4.1,"temp_min":6.21,"temp_max":6.21,'
                b'"pressure":1018,"sea_level":1018,"grnd_level":1013,"humidity":61,"temp_kf":0},'
                b'"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],'
                b'"clouds":{"all":0},"wind":{"speed":2.1,"deg":300,"gust":3.9},"visibility":10000,'
                b'"pop":0,"sys":{"pod":"d"},"dt_txt":"2025-11-22 03:00:00"}',
                b'],"city":{"id":1835848,"name":"Seoul","coord":{"lat":37.5667,"lon":126.9783},'
                b'"country":"KR","population":10349312,"timezone":32400,"sunrise":1763763420,"sunset":1763799960}}')
    if fam == "openmeteo":
        return (b'{"latitude":37.55,"longitude":126.975,"generationtime_ms":0.05,"utc_offset_seconds":32400,'
                b'"timezone":"Asia/Seoul","timezone_abbreviation":"KST","elevation":38.0,'
                b'"hourly_units":{"temperature_2m":"\xc2\xb0C"},"hourly":{"temperature_2m":[',
                b'5.4', b']}}')
    if fam == "geocoding":
        return (b'{"results":[',
                b'{"id":1835848,"name":"Seoul","latitude":37.566,"longitude":126.9784,"elevation":38.0,'
                b'"feature_code":"PPLC","country_code":"KR","timezone":"Asia/Seoul","population":10349312,'
                b'"country":"South Korea","admin1":"Seoul"}',
                b'],"generationtime_ms":0.5}')
    if fam == "nominatim":
        return (b'{"place_id":258498431,"lat":"37.5666791","lon":"126.9782914","name":"Seoul",'
                b'"display_name":"Seoul, South Korea","address":{"city":"Seoul","country":"South Korea",'
                b'"country_code":"kr"},"extratags":[', b'"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"', b']}')
    return (b'{"ip":"203.0.113.7","success":true,"city":"Mountain View","latitude":37.3894,'
            b'"longitude":-122.0832,"borders":[', b'"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"', b']}')


# --------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------

class State:
    def __init__(self, mode="ok", latency_ms=0, now=None):
        self.lock = threading.Lock()
        self.start = {"mode": mode, "latency_ms": latency_ms, "now": now}
        self.reset()

    def reset(self):
        with self.lock:
            self.mode = self.start["mode"]
            self.latency_ms = self.start["latency_ms"]
            self.now = self.start["now"]
            self.variant = 0
            self.auto_variant = False
            self.paths = None
            self.ip_city = "Mountain View"
            self.retry_after = 30
            self.redirect_base = None
            self.total = 0
            self.by_path = {}
            self.requests = []
            self.in_flight = 0
            self.max_in_flight = 0
            self.malformed_count = 0

    def public(self):
        return {"mode": self.mode, "latency_ms": self.latency_ms, "variant": self.variant,
                "auto_variant": self.auto_variant,
                "paths": list(self.paths) if self.paths is not None else list(PROVIDER_PREFIXES),
                "ip_city": self.ip_city, "retry_after": self.retry_after, "now": self.now,
                "redirect_base": self.redirect_base}

    def stats(self):
        return {"total": self.total, "by_path": dict(self.by_path),
                "in_flight": self.in_flight, "max_in_flight": self.max_in_flight}

    def update(self, changes):
        """Validate and apply a /_control body; raise ValueError with a message."""
        if not isinstance(changes, dict):
            raise ValueError("body must be a JSON object")
        known = {"mode", "latency_ms", "variant", "auto_variant", "paths", "ip_city", "retry_after", "now",
                 "redirect_base"}
        unknown = set(changes) - known
        if unknown:
            raise ValueError("unknown keys: %s (known: %s)" % (", ".join(sorted(unknown)), ", ".join(sorted(known))))

        def is_int(v):
            return isinstance(v, int) and not isinstance(v, bool)
        new = {}
        if "mode" in changes:
            if changes["mode"] not in MODES:
                raise ValueError("unknown mode %r (modes: %s)" % (changes["mode"], ", ".join(MODES)))
            new["mode"] = changes["mode"]
        for k in ("latency_ms", "retry_after"):
            if k in changes:
                if not is_int(changes[k]) or changes[k] < 0:
                    raise ValueError("%s must be a non-negative integer" % k)
                new[k] = changes[k]
        if "variant" in changes:
            if not is_int(changes["variant"]):
                raise ValueError("variant must be an integer")
            new["variant"] = changes["variant"]
        if "auto_variant" in changes:
            if not isinstance(changes["auto_variant"], bool):
                raise ValueError("auto_variant must be true or false")
            new["auto_variant"] = changes["auto_variant"]
        if "paths" in changes:
            p = changes["paths"]
            if p is not None and (not isinstance(p, list) or not all(isinstance(x, str) and x.startswith("/") for x in p)):
                raise ValueError("paths must be null or a list of path prefixes starting with '/'")
            new["paths"] = p
        if "ip_city" in changes:
            v = changes["ip_city"]
            if not isinstance(v, str) or (v != "fail" and not find_city(v)):
                raise ValueError("ip_city must be \"fail\" or one of: %s"
                                 % "; ".join(sorted({"%s, %s" % (c.name, c.state) for c in CITIES})))
            new["ip_city"] = v
        if "now" in changes:
            v = changes["now"]
            if v is not None and (not isinstance(v, (int, float)) or isinstance(v, bool)):
                raise ValueError("now must be null or a unix time")
            new["now"] = v
        if "redirect_base" in changes:
            v = changes["redirect_base"]
            if v is not None and not (isinstance(v, str) and re.match(r"(?i)^https?://[^/?#\s]+/?$", v)):
                raise ValueError("redirect_base must be null or a URL like \"http://127.0.0.2:PORT\" (no path)")
            new["redirect_base"] = v.rstrip("/") if v else v
        with self.lock:
            for k, v in new.items():
                setattr(self, k, v)
            return self.public()

    def count(self, path, method="-", query=""):
        """Counts one request (caller holds the lock)."""
        self.total += 1
        self.by_path[path] = self.by_path.get(path, 0) + 1
        self.requests.append({"method": method, "path": path, "query": mask(query)})
        del self.requests[:-REQUEST_LOG_SIZE]

    def mode_for(self, path):
        prefixes = self.paths if self.paths is not None else PROVIDER_PREFIXES
        return self.mode if any(path.startswith(p) for p in prefixes) else "ok"


# --------------------------------------------------------------------------
# HTTP
# --------------------------------------------------------------------------

CONTROL_PATHS = ("/_control", "/_reset", "/_stats", "/_requests")
REQUEST_LOG_SIZE = 500
SECRET_PARAM = re.compile(r"(?i)((?:appid|api_key|apikey|key|token)=)[^&\s]*")
CLIENT_GONE = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, socket.timeout, TimeoutError)


def mask(s):
    return SECRET_PARAM.sub(lambda m: m.group(1) + "***", s)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "fake-weather/1.0"

    def version_string(self):
        return self.server_version
    timeout = 60          # idle keep-alive connections are dropped after this

    # ---- logging -------------------------------------------------------------
    def log_request(self, code="-", size="-"):
        pass

    def log_message(self, fmt, *args):
        if self.server.quiet:
            return
        msg = fmt % args
        if msg.startswith("Request timed out"):
            return
        sys.stderr.write("%s %s\n" % (time.strftime("%H:%M:%S"), mask(msg)))

    def log_line(self, status, sent, started, mode):
        if self.server.quiet:
            return
        sys.stderr.write("%s %s %s -> %s %dB %.0fms mode=%s\n" % (
            time.strftime("%H:%M:%S"), self.command, mask(self.path), status, sent,
            (time.monotonic() - started) * 1000, mode))

    # ---- plumbing -------------------------------------------------------------
    def do_GET(self):
        self.dispatch()

    def do_POST(self):
        self.dispatch()

    def do_PUT(self):
        self.dispatch()

    def do_DELETE(self):
        self.dispatch()

    def do_HEAD(self):
        self.dispatch()

    def read_body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n > 0 else b""

    def send_head(self, resp, content_length=None):
        self.send_response(resp.status)
        self.send_header("Content-Type", resp.ctype)
        self.send_header("Content-Length", str(len(resp.body) if content_length is None else content_length))
        for k, v in resp.headers.items():
            self.send_header(k, v)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()

    def send_whole(self, resp):
        self.send_head(resp)
        if self.command != "HEAD":
            self.wfile.write(resp.body)
        return len(resp.body)

    def handle_one_request(self):
        self._dispatched = False
        super().handle_one_request()

    def dispatch(self):
        self._dispatched = True
        started = time.monotonic()
        url = urlsplit(self.path)
        path = url.path
        q = parse_qs(url.query, keep_blank_values=True)
        st = self.server.state
        try:
            if path in CONTROL_PATHS:
                resp = self.control(path)
                self.log_line(resp.status, self.send_whole(resp), started, "-")
                return
            fam = family(path)
            if fam is None:
                with st.lock:
                    st.count(path, self.command, url.query)
                self.read_body()
                resp = Resp(404, {"error": "not found", "path": path})
                self.log_line(404, self.send_whole(resp), started, "-")
                return
        except CLIENT_GONE:
            self.close_connection = True
            return
        with st.lock:
            st.count(path, self.command, url.query)
            st.in_flight += 1
            st.max_in_flight = max(st.max_in_flight, st.in_flight)
            latency = st.latency_ms
            mode = st.mode_for(path)
            variant = st.variant
            ip_city = st.ip_city
            retry_after = st.retry_after
            redirect_base = st.redirect_base
            now = st.now if st.now is not None else time.time()
            if mode == "malformed":
                st.malformed_count += 1
                malformed_html = st.malformed_count % 2 == 0
        status, sent = "-", 0
        try:
            self.read_body()
            if latency:
                STOP.wait(latency / 1000.0)
            if self.command not in ("GET", "HEAD"):
                resp = Resp(405, {"error": "method not allowed"})
                status, sent = 405, self.send_whole(resp)
                return
            if mode.startswith("redirect_") and first(q, "redirected") == "1" and mode != "redirect_other_host":
                mode = "ok"         # the second leg of a same-server redirect
            flavor = mode if mode in ("missing_fields", "empty_arrays", "hostile", "absurd") else "ok"
            ctx = Ctx(now, variant, flavor)
            if mode.startswith("redirect_"):
                status, sent = self.send_redirect(mode, url, redirect_base)
                return
            status, sent = self.serve_provider(path, q, fam, mode, ctx, ip_city, retry_after,
                                               mode == "malformed" and malformed_html)
        except CLIENT_GONE:
            self.close_connection = True
            status = "client-gone"
        except Exception:   # a bug in this server: say so instead of dropping the connection
            import traceback
            traceback.print_exc()
            self.close_connection = True
            try:
                status, sent = 500, self.send_whole(Resp(500, {"error": "fake server bug", "path": path}))
            except Exception:
                pass
        finally:
            with st.lock:
                st.in_flight -= 1
            self.log_line(status, sent, started, mode)

    def serve_provider(self, path, q, fam, mode, ctx, ip_city, retry_after, malformed_html):
        """Answer one provider request according to mode; returns (status, bytes sent)."""
        if mode.startswith("http_"):
            status = int(mode[5:])
            resp = error_body(fam, status)
            if status == 429:
                resp.headers["Retry-After"] = str(retry_after)
            return status, self.send_whole(resp)
        if mode == "timeout":
            self.hold()
            self.close_connection = True
            return "held", 0
        if mode == "html" or (mode == "malformed" and malformed_html):
            return 200, self.send_whole(Resp(200, HTML_PAGE, "text/html; charset=utf-8"))
        if mode == "malformed":
            return 200, self.send_whole(Resp(200, malformed_body(fam)))
        if mode == "huge":
            return 200, self.send_huge(fam)

        resp = build_ok(path, q, ctx, ip_city)
        if mode == "absurd":
            resp = absurd_body(resp)
        if mode == "truncated":
            self.close_connection = True
            self.send_head(resp)
            half = resp.body[:len(resp.body) // 2]
            self.wfile.write(half)
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return resp.status, len(half)
        # The bump happens once the body is built and before it is sent: a client that reads this answer
        # and asks again at once must already get the next variant.
        if resp.status == 200 and path in ("/v1/forecast", "/data/2.5/weather"):
            st = self.server.state
            with st.lock:
                if st.auto_variant:
                    st.variant += 1
        if mode == "slow_drip":
            self.send_head(resp)
            sent = 0
            for i in range(len(resp.body)):
                if STOP.wait(DRIP_INTERVAL):
                    self.close_connection = True
                    return resp.status, sent
                self.wfile.write(resp.body[i:i + 1])
                sent += 1
        else:
            sent = self.send_whole(resp)
        return resp.status, sent

    def send_redirect(self, mode, url, redirect_base):
        """A 302 for the redirect_* modes; returns (status, bytes sent)."""
        target = url.path + ("?" + url.query if url.query else "")
        if mode == "redirect_other_host":
            if not redirect_base:
                return 500, self.send_whole(Resp(500, {
                    "error": "redirect_base is unset: POST /_control {\"redirect_base\": \"http://127.0.0.2:PORT\"} first"}))
            location = redirect_base + target
        else:
            target += ("&" if url.query else "?") + "redirected=1"
            host = self.server.server_address[0] if mode == "redirect_same_host" else "127.0.0.1"
            location = "http://%s:%d%s" % (host, self.server.server_address[1], target)
        body = ("<html><head><title>302 Found</title></head><body><h1>Found</h1>"
                "<p>The document has moved <a href=\"%s\">here</a>.</p></body></html>\n"
                % xml_escape(location)).encode("utf-8")
        return 302, self.send_whole(Resp(302, body, "text/html; charset=utf-8", {"Location": location}))

    def send_error(self, code, message=None, explain=None):
        """Requests too malformed to reach dispatch() are counted too (as "(bad request)")."""
        st = getattr(self.server, "state", None)
        if st is not None and not getattr(self, "_dispatched", False):
            with st.lock:
                st.count("(bad request)", str(getattr(self, "command", None) or "-"))
        super().send_error(code, message, explain)

    def hold(self):
        """Send nothing; wait until the client closes, the server stops, or HOLD_SECONDS pass."""
        sock = self.connection
        deadline = time.monotonic() + HOLD_SECONDS
        while not STOP.is_set():
            left = deadline - time.monotonic()
            if left <= 0:
                return
            try:
                r, _, _ = select.select([sock], [], [], min(0.25, left))
                if r and not sock.recv(65536):
                    return
            except (OSError, ValueError):
                return

    def send_huge(self, fam):
        prefix, item, suffix = huge_parts(fam)
        fixed = len(prefix) + len(item) + len(suffix)
        n, pad = divmod(HUGE_SIZE - fixed, len(item) + 1)
        self.send_head(Resp(200, b""), content_length=HUGE_SIZE)
        if self.command == "HEAD":
            return 0
        per_chunk = max(1, 65536 // (len(item) + 1))
        chunk = (item + b",") * per_chunk
        sent = 0
        self.wfile.write(prefix)
        sent += len(prefix)
        full, rest = divmod(n, per_chunk)
        for _ in range(full):
            if STOP.is_set():
                self.close_connection = True
                return sent
            self.wfile.write(chunk)
            sent += len(chunk)
        tail = (item + b",") * rest + item + b" " * pad + suffix
        self.wfile.write(tail)
        sent += len(tail)
        return sent

    def control(self, path):
        st = self.server.state
        body = self.read_body()
        if path == "/_stats":
            if self.command != "GET":
                return Resp(405, {"error": "use GET /_stats"})
            with st.lock:
                return Resp(200, st.stats())
        if path == "/_requests":
            if self.command != "GET":
                return Resp(405, {"error": "use GET /_requests"})
            with st.lock:
                return Resp(200, {"requests": list(st.requests)})
        if path == "/_reset":
            if self.command != "POST":
                return Resp(405, {"error": "use POST /_reset"})
            st.reset()
            with st.lock:
                return Resp(200, st.public())
        if self.command == "GET":
            with st.lock:
                return Resp(200, st.public())
        if self.command != "POST":
            return Resp(405, {"error": "use GET or POST /_control"})
        try:
            changes = json.loads(body.decode("utf-8") or "{}")
            return Resp(200, st.update(changes))
        except (ValueError, UnicodeDecodeError) as e:
            return Resp(400, {"error": str(e)})


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        if isinstance(exc, CLIENT_GONE) or isinstance(exc, OSError) and exc.errno in (32, 104, 9):
            return
        super().handle_error(request, client_address)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Fake OpenWeather / Open-Meteo / Nominatim / ipwho.is server (loopback only).")
    ap.add_argument("--host", default="127.0.0.1",
                    help="address to bind, in 127.0.0.0/8 only (default 127.0.0.1; e.g. 127.0.0.2 for a second host)")
    ap.add_argument("--port", type=int, default=0, help="port to bind; 0 = ephemeral (default)")
    ap.add_argument("--port-file", help="write the bound port here once listening (atomically)")
    ap.add_argument("--mode", default="ok", choices=MODES, help="initial mode (default ok)")
    ap.add_argument("--latency-ms", type=int, default=0, help="delay before each provider response")
    ap.add_argument("--now", type=float, default=None, help="freeze the clock at this unix time")
    ap.add_argument("--quiet", action="store_true", help="no request log on stderr")
    args = ap.parse_args(argv)
    try:
        host = ipaddress.IPv4Address(args.host)
    except ValueError:
        host = None
    if host is None or host not in ipaddress.IPv4Network("127.0.0.0/8"):
        ap.error("--host %s: only loopback addresses in 127.0.0.0/8 are allowed (e.g. 127.0.0.1, 127.0.0.2)"
                 % args.host)     # exits 2

    try:
        server = Server((str(host), args.port), Handler)
    except OSError as e:
        print("cannot listen on %s:%d: %s" % (host, args.port, e), file=sys.stderr)
        return 1
    server.quiet = args.quiet
    server.state = State(args.mode, max(0, args.latency_ms), args.now)
    bound_host, port = server.server_address[:2]

    stop = threading.Event()

    def on_signal(signum, frame):
        stop.set()
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    if args.port_file:
        tmp = "%s.tmp.%d" % (args.port_file, os.getpid())
        with open(tmp, "w") as f:
            f.write("%d\n" % port)
        os.replace(tmp, args.port_file)
    print("listening on %s:%d" % (bound_host, port), flush=True)
    # A test server never outlives the process that started it, even one that was killed.
    parent = os.getppid()
    while not stop.wait(0.5):
        if os.getppid() != parent:
            break
    STOP.set()
    server.shutdown()
    server.server_close()
    if args.port_file:
        try:
            with open(args.port_file) as f:
                if f.read().strip() == str(port):
                    os.remove(args.port_file)
        except OSError:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
