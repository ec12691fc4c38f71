"""The weather the fake services report: a deterministic model of conditions, temperatures, wind,
humidity, sun and UV for any point and time, shared by every provider so they agree with each other."""

import calendar
import math
import time
import zlib
from datetime import datetime, timezone

from .places import MOUNTAIN_VIEW, near_city


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
