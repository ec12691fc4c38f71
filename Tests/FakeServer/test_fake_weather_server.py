"""Tests for fake_weather_server.py (stdlib unittest).

Run: python3 -m unittest discover -s Tests/FakeServer -v
"""

import calendar
import http.client
import json
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SERVER = os.path.join(HERE, "fake_weather_server.py")
SUPPORT = os.path.join(HERE, "..", "Support")     # weathertui_testing: the harness that starts this server
NOW = 1763768400            # 2025-11-21 23:40:00 UTC = 2025-11-22 08:40 KST
SEOUL = (37.5665, 126.978)
MOUNTAIN_VIEW = (37.3861, -122.0839)
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))   # never use a proxy


TMP_DIRS = []


def tearDownModule():
    for d in TMP_DIRS:
        shutil.rmtree(d, ignore_errors=True)


def start_server(*extra, quiet=True, host="127.0.0.1"):
    tmp = tempfile.mkdtemp(prefix="fws-test-")
    TMP_DIRS.append(tmp)
    port_file = os.path.join(tmp, "port")
    args = [sys.executable, SERVER, "--port", "0", "--port-file", port_file] + list(extra)
    if host != "127.0.0.1":
        args += ["--host", host]
    if quiet:
        args.append("--quiet")
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    m = re.fullmatch(r"listening on %s:(\d+)\n" % re.escape(host), line)
    if not m:
        proc.kill()
        raise RuntimeError("server did not start: %r %s" % (line, proc.stderr.read()))
    return proc, int(m.group(1)), port_file


def support_module(name):
    """weathertui_testing.<name> from Tests/Support (not on sys.path when unittest runs this folder)."""
    import importlib
    sys.path.insert(0, SUPPORT)
    try:
        return importlib.import_module("weathertui_testing." + name)
    finally:
        sys.path.remove(SUPPORT)


def stop_server(proc):
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=10)
    proc.stdout.close()
    proc.stderr.close()


def can_bind(host):
    try:
        with socket.socket() as s:
            s.bind((host, 0))
        return True
    except OSError:
        return False


class Client:
    def __init__(self, port, host="127.0.0.1"):
        self.base = "http://%s:%d" % (host, port)
        self.host = host
        self.port = port

    def raw_get(self, path_and_query):
        """(status, headers, body) of a GET that does not follow redirects."""
        conn = http.client.HTTPConnection(self.host, self.port, timeout=10)
        try:
            conn.request("GET", path_and_query)
            r = conn.getresponse()
            return r.status, r.headers, r.read()
        finally:
            conn.close()

    def get(self, path, params=None, timeout=10):
        """(status, headers, body bytes) of a GET."""
        url = self.base + path + ("?" + urllib.parse.urlencode(params) if params else "")
        try:
            with OPENER.open(url, timeout=timeout) as r:
                return r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.headers, e.read()

    def json(self, path, params=None, expect=200):
        status, headers, body = self.get(path, params)
        assert status == expect, (status, body[:300])
        assert headers["Content-Type"] == "application/json; charset=utf-8", headers["Content-Type"]
        assert int(headers["Content-Length"]) == len(body)
        return json.loads(body)

    def post(self, path, obj=None):
        data = json.dumps(obj if obj is not None else {}).encode()
        req = urllib.request.Request(self.base + path, data=data, method="POST",
                                     headers={"Content-Type": "application/json"})
        try:
            with OPENER.open(req, timeout=10) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read())

    def control(self, **kw):
        status, state = self.post("/_control", kw)
        assert status == 200, state
        return state


def ow(lat_lon, **kw):
    p = {"lat": lat_lon[0], "lon": lat_lon[1], "appid": "testkey"}
    p.update(kw)
    return p


class ServerTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.proc, port, cls.port_file = start_server("--now", str(NOW))
        cls.c = Client(port)

    @classmethod
    def tearDownClass(cls):
        cls.proc.send_signal(signal.SIGTERM)
        cls.proc.wait(timeout=10)
        cls.proc.stdout.close()
        cls.proc.stderr.close()

    def setUp(self):
        status, _ = self.c.post("/_reset")
        self.assertEqual(status, 200)


class StartupTests(ServerTestCase):
    def test_port_file_holds_port(self):
        with open(self.port_file) as f:
            self.assertEqual(int(f.read().strip()), self.c.port)

    def test_unknown_path_is_404_and_counted(self):
        status, _, _ = self.c.get("/nope")
        self.assertEqual(status, 404)
        s = self.c.json("/_stats")
        self.assertEqual((s["total"], s["by_path"]), (1, {"/nope": 1}))

    def test_bad_request_is_counted(self):
        with socket.create_connection(("127.0.0.1", self.c.port), timeout=5) as sock:
            sock.sendall(b"NOT A REQUEST\r\n\r\n")
            self.assertIn(b" 400 ", sock.recv(4096).split(b"\r\n")[0] + b" ")
        s = self.c.json("/_stats")
        self.assertEqual((s["total"], s["by_path"]), (1, {"(bad request)": 1}))


class OpenWeatherCurrentTests(ServerTestCase):
    def test_shape(self):
        d = self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))
        self.assertEqual(d["cod"], 200)
        self.assertEqual(d["name"], "Seoul")
        self.assertEqual(d["dt"], NOW)
        self.assertEqual(d["timezone"], 32400)
        self.assertEqual(d["sys"]["country"], "KR")
        self.assertLess(d["sys"]["sunrise"], d["sys"]["sunset"])
        self.assertEqual(len(d["weather"]), 1)
        self.assertRegex(d["weather"][0]["icon"], r"^(01|02|03|04|09|10|11|13|50)[dn]$")
        for k in ("temp", "feels_like", "temp_min", "temp_max", "pressure", "humidity", "sea_level", "grnd_level"):
            self.assertIn(k, d["main"])
        self.assertEqual(set(d["wind"]), {"speed", "deg", "gust"})
        self.assertIn("all", d["clouds"])
        self.assertIn("visibility", d)
        self.assertTrue(0 <= d["main"]["temp"] <= 12, d["main"]["temp"])
        raining = d["weather"][0]["id"] // 100 in (2, 3, 5)
        self.assertEqual("rain" in d, raining)

    def test_units(self):
        metric = self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))["main"]["temp"]
        imperial = self.c.json("/data/2.5/weather", ow(SEOUL, units="imperial"))["main"]["temp"]
        standard = self.c.json("/data/2.5/weather", ow(SEOUL))["main"]["temp"]
        self.assertAlmostEqual(imperial, metric * 9 / 5 + 32, delta=0.05)
        self.assertAlmostEqual(standard, metric + 273.15, delta=0.02)
        ms = self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))["wind"]["speed"]
        mph = self.c.json("/data/2.5/weather", ow(SEOUL, units="imperial"))["wind"]["speed"]
        self.assertAlmostEqual(mph, ms * 2.23694, delta=0.05)

    def test_korean_description(self):
        en = self.c.json("/data/2.5/weather", ow(SEOUL))["weather"][0]
        kr = self.c.json("/data/2.5/weather", ow(SEOUL, lang="kr"))["weather"][0]
        self.assertEqual(en["id"], kr["id"])
        self.assertEqual(en["main"], kr["main"])
        self.assertRegex(kr["description"], r"[\uac00-\ud7a3]")

    def test_401_rule(self):
        body401 = {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
        for params in ({"lat": 1, "lon": 2}, {"lat": 1, "lon": 2, "appid": ""}, {"lat": 1, "lon": 2, "appid": "invalid"}):
            for path in ("/data/2.5/weather", "/data/2.5/forecast", "/geo/1.0/reverse"):
                self.assertEqual(self.c.json(path, params, expect=401), body401)

    def test_bad_coordinates(self):
        self.assertEqual(self.c.json("/data/2.5/weather", {"appid": "k"}, expect=400),
                         {"cod": "400", "message": "Nothing to geocode"})
        self.assertEqual(self.c.json("/data/2.5/weather", ow((91, 0)), expect=400)["cod"], "400")

    def test_q_lookup(self):
        self.assertEqual(self.c.json("/data/2.5/weather", {"q": "London", "appid": "k"})["name"], "London")
        self.assertEqual(self.c.json("/data/2.5/weather", {"q": "Atlantis", "appid": "k"}, expect=404),
                         {"cod": "404", "message": "city not found"})

    def test_unknown_place(self):
        d = self.c.json("/data/2.5/weather", ow((0.0, -150.0), units="metric"))
        self.assertEqual(d["name"], "")
        self.assertNotIn("country", d["sys"])
        self.assertEqual(d["timezone"], -28800)


class OpenWeatherForecastTests(ServerTestCase):
    def test_shape(self):
        d = self.c.json("/data/2.5/forecast", ow(SEOUL, units="metric"))
        self.assertEqual(d["cod"], "200")
        self.assertEqual(d["message"], 0)
        self.assertEqual(d["cnt"], 40)
        items = d["list"]
        self.assertEqual(len(items), 40)
        self.assertEqual(items[0]["dt"] % 10800, 0)
        self.assertGreater(items[0]["dt"], NOW)
        self.assertLessEqual(items[0]["dt"] - NOW, 10800)
        for a, b in zip(items, items[1:]):
            self.assertEqual(b["dt"] - a["dt"], 10800)
        for it in items:
            self.assertEqual(it["dt_txt"], time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(it["dt"])))
            self.assertIn(it["sys"]["pod"], ("d", "n"))
            self.assertEqual(it["weather"][0]["icon"][-1], it["sys"]["pod"])
            self.assertTrue(0 <= it["pop"] <= 1)
            self.assertIn("temp_kf", it["main"])
            self.assertNotIn("snow", it)
            self.assertIn("gust", it["wind"])
        ids = [it["weather"][0]["id"] for it in items]
        self.assertEqual(sum(1 for i in ids if 200 <= i < 300), 1, "exactly one thunderstorm step")
        groups = {i // 100 for i in ids}
        self.assertTrue({5, 7, 8} <= groups, groups)
        self.assertTrue(any("rain" in it and it["rain"]["3h"] > 0 for it in items))
        temps = [it["main"]["temp"] for it in items]
        self.assertTrue(0 < min(temps) < max(temps) < 11, (min(temps), max(temps)))
        city = d["city"]
        self.assertEqual((city["name"], city["country"], city["timezone"], city["id"]), ("Seoul", "KR", 32400, 1835848))
        for k in ("coord", "population", "sunrise", "sunset"):
            self.assertIn(k, city)

    def test_cnt(self):
        d = self.c.json("/data/2.5/forecast", ow(SEOUL, cnt=5))
        self.assertEqual((d["cnt"], len(d["list"])), (5, 5))

    def test_consistent_with_open_meteo(self):
        """OpenWeather condition ids and Open-Meteo WMO codes agree for the same 3-hour step."""
        wmo_for = {800: 0, 801: 1, 802: 2, 803: 3, 804: 3, 300: 51, 500: 61, 501: 63, 502: 65,
                   521: 80, 201: 95, 701: 45, 741: 45}
        items = self.c.json("/data/2.5/forecast", ow(SEOUL))["list"]
        om = self.c.json("/v1/forecast", {"latitude": SEOUL[0], "longitude": SEOUL[1], "hourly": "weather_code",
                                          "timeformat": "unixtime", "timezone": "auto", "forecast_days": 6})
        codes = dict(zip(om["hourly"]["time"], om["hourly"]["weather_code"]))
        checked = 0
        for it in items:
            if it["dt"] in codes:
                self.assertEqual(codes[it["dt"]], wmo_for[it["weather"][0]["id"]], it["dt_txt"])
                checked += 1
        self.assertGreater(checked, 30)


class OpenWeatherGeoTests(ServerTestCase):
    def test_direct_springfield(self):
        d = self.c.json("/geo/1.0/direct", {"q": "Springfield", "limit": 5, "appid": "k"})
        self.assertEqual([x["state"] for x in d], ["Illinois", "Massachusetts", "Missouri"])
        for x in d:
            self.assertEqual(x["local_names"], {"en": "Springfield", "ko": "스프링필드"})
            self.assertEqual(x["country"], "US")

    def test_direct_filters_and_korean(self):
        self.assertEqual(len(self.c.json("/geo/1.0/direct", {"q": "Springfield,MO,US", "appid": "k"})), 1)
        seoul = self.c.json("/geo/1.0/direct", {"q": "서울", "appid": "k"})
        self.assertEqual(seoul[0]["name"], "Seoul")
        self.assertNotIn("state", seoul[0])
        self.assertEqual(self.c.json("/geo/1.0/direct", {"q": "reykjavik", "appid": "k"})[0]["name"], "Reykjavík")
        self.assertEqual(self.c.json("/geo/1.0/direct", {"q": "Atlantis", "appid": "k"}), [])
        self.assertEqual(self.c.json("/geo/1.0/direct", {"q": "", "appid": "k"}, expect=400)["message"],
                         "Nothing to geocode")

    def test_direct_zero_one_many_and_korean_official_names(self):
        self.assertEqual(self.c.json("/geo/1.0/direct", {"q": "Atlantis", "limit": 10, "appid": "k"}), [])
        london = self.c.json("/geo/1.0/direct", {"q": "London", "limit": 10, "appid": "k"})
        self.assertEqual([(x["name"], x["state"], x["country"]) for x in london], [("London", "England", "GB")])
        self.assertEqual(len(self.c.json("/geo/1.0/direct", {"q": "Springfield", "limit": 10, "appid": "k"})), 3)
        busan = self.c.json("/geo/1.0/direct", {"q": "부산광역시", "limit": 10, "appid": "k"})
        self.assertEqual([(x["name"], x["local_names"]["ko"], x["country"]) for x in busan], [("Busan", "부산", "KR")])
        seoul = self.c.json("/geo/1.0/direct", {"q": "서울", "limit": 10, "appid": "k"})
        self.assertEqual([x["local_names"]["ko"] for x in seoul], ["서울"])

    def test_direct_lookup_that_fails(self):
        status, _, body = self.c.get("/geo/1.0/direct", {"q": "Geocoder Error", "limit": 10, "appid": "k"})
        self.assertEqual(status, 500)
        self.assertEqual(json.loads(body), {"cod": "500", "message": "Internal error"})

    def test_reverse(self):
        d = self.c.json("/geo/1.0/reverse", ow(MOUNTAIN_VIEW, limit=1))
        self.assertEqual([x["name"] for x in d], ["Mountain View"])


class OpenMeteoForecastTests(ServerTestCase):
    FULL = {
        "latitude": SEOUL[0], "longitude": SEOUL[1],
        "current": "temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,wind_speed_10m,"
                   "wind_direction_10m,wind_gusts_10m,precipitation,pressure_msl,cloud_cover,is_day",
        "hourly": "temperature_2m,apparent_temperature,relative_humidity_2m,weather_code,precipitation_probability,"
                  "precipitation,wind_speed_10m,wind_direction_10m,wind_gusts_10m,is_day",
        "daily": "temperature_2m_max,temperature_2m_min,sunrise,sunset,weather_code,precipitation_probability_max",
        "timezone": "auto", "forecast_days": 6,
    }

    def test_only_requested_variables_iso(self):
        d = self.c.json("/v1/forecast", self.FULL)
        self.assertEqual((d["timezone"], d["utc_offset_seconds"], d["timezone_abbreviation"]), ("Asia/Seoul", 32400, "KST"))
        for k in ("latitude", "longitude", "generationtime_ms", "elevation"):
            self.assertIn(k, d)
        self.assertEqual(set(d["current"]), {"time", "interval"} | set(self.FULL["current"].split(",")))
        self.assertEqual(set(d["hourly"]), {"time"} | set(self.FULL["hourly"].split(",")))
        self.assertEqual(set(d["daily"]), {"time"} | set(self.FULL["daily"].split(",")))
        self.assertEqual(set(d["hourly_units"]), set(d["hourly"]))
        self.assertEqual(d["current"]["interval"], 900)
        self.assertEqual(d["current"]["time"], "2025-11-22T08:30")
        h = d["hourly"]
        self.assertEqual(len(h["time"]), 144)
        self.assertEqual(h["time"][0], "2025-11-22T00:00")
        self.assertEqual(h["time"][1], "2025-11-22T01:00")
        for k in h:
            self.assertEqual(len(h[k]), 144, k)
        self.assertEqual(d["daily"]["time"][0], "2025-11-22")
        self.assertEqual(len(d["daily"]["time"]), 6)
        self.assertRegex(d["daily"]["sunrise"][0], r"^2025-11-22T0[6-8]:\d\d$")
        self.assertEqual(d["hourly_units"]["temperature_2m"], "°C")
        self.assertEqual(d["hourly_units"]["wind_speed_10m"], "km/h")
        self.assertTrue(all(isinstance(x, int) and 0 <= x <= 100 for x in h["precipitation_probability"]))
        self.assertTrue(set(h["is_day"]) == {0, 1})
        self.assertIn(95, h["weather_code"])
        self.assertEqual(max(h["temperature_2m"][:24]), d["daily"]["temperature_2m_max"][0])
        self.assertEqual(min(h["temperature_2m"][:24]), d["daily"]["temperature_2m_min"][0])

    def test_unixtime_and_units(self):
        p = dict(self.FULL, timeformat="unixtime", temperature_unit="fahrenheit", wind_speed_unit="ms",
                 precipitation_unit="inch")
        d = self.c.json("/v1/forecast", p)
        h = d["hourly"]
        self.assertIsInstance(h["time"][0], int)
        self.assertEqual((h["time"][0] + 32400) % 86400, 0, "local midnight")
        self.assertEqual(h["time"][1] - h["time"][0], 3600)
        self.assertEqual(d["current"]["time"], NOW // 900 * 900)
        self.assertIsInstance(d["daily"]["sunrise"][0], int)
        self.assertEqual(d["hourly_units"]["temperature_2m"], "°F")
        self.assertEqual(d["hourly_units"]["wind_speed_10m"], "m/s")
        self.assertEqual(d["hourly_units"]["precipitation"], "inch")
        self.assertEqual(d["hourly_units"]["time"], "unixtime")
        c = self.c.json("/v1/forecast", dict(self.FULL, wind_speed_unit="ms"))
        self.assertAlmostEqual(d["current"]["temperature_2m"], c["current"]["temperature_2m"] * 9 / 5 + 32, delta=0.2)

    def test_default_forecast_days_and_gmt(self):
        d = self.c.json("/v1/forecast", {"latitude": 51.5, "longitude": -0.12, "hourly": "temperature_2m"})
        self.assertEqual(len(d["hourly"]["time"]), 168)
        self.assertEqual((d["timezone"], d["utc_offset_seconds"]), ("GMT", 0))
        self.assertNotIn("current", d)
        self.assertNotIn("daily", d)

    def test_forecast_hours_count_from_the_current_hour(self):
        p = dict(self.FULL, timeformat="unixtime", forecast_days=16, forecast_hours=120, past_hours=3,
                 daily="temperature_2m_max,temperature_2m_min,weather_code,precipitation_probability_max,"
                       "precipitation_sum,wind_speed_10m_max,wind_direction_10m_dominant")
        d = self.c.json("/v1/forecast", p)
        h = d["hourly"]
        self.assertEqual(len(h["time"]), 123)
        self.assertEqual(h["time"][0], NOW // 3600 * 3600 - 3 * 3600)
        self.assertEqual(h["time"][3], NOW // 3600 * 3600, "the current hour after the past ones")
        for k in h:
            self.assertEqual(len(h[k]), 123, k)
        daily = d["daily"]
        self.assertEqual(len(daily["time"]), 16)
        self.assertEqual((daily["time"][0] + 32400) % 86400, 0, "local midnight")
        self.assertTrue(all(lo <= hi for lo, hi in zip(daily["temperature_2m_min"], daily["temperature_2m_max"])))
        self.assertTrue(all(0 <= x <= 100 for x in daily["precipitation_probability_max"]))
        self.assertTrue(all(x >= 0 for x in daily["precipitation_sum"]))
        self.assertTrue(all(0 <= x < 360 for x in daily["wind_direction_10m_dominant"]))
        self.assertEqual(d["daily_units"]["precipitation_probability_max"], "%")
        self.assertEqual(self.c.json("/v1/forecast", dict(p, forecast_hours=385), expect=400)["error"], True)
        self.assertEqual(self.c.json("/v1/forecast", dict(p, past_hours="x"), expect=400)["error"], True)

    def test_minutely_15_counts_from_the_current_quarter_each_amount_the_quarter_before(self):
        p = {"latitude": 37.5665, "longitude": 126.978, "timezone": "auto", "timeformat": "unixtime",
             "minutely_15": "precipitation,rain,snowfall,weather_code", "forecast_minutely_15": 13}
        for variant in range(4):
            self.c.post("/_control", {"variant": variant})
            d = self.c.json("/v1/forecast", p)
            m = d["minutely_15"]
            self.assertEqual(d["minutely_15_units"]["precipitation"], "mm")
            self.assertEqual(len(m["time"]), 13)
            self.assertEqual(m["time"][0], NOW // 900 * 900)
            self.assertEqual([b - a for a, b in zip(m["time"], m["time"][1:])], [900] * 12)
            for k in ("precipitation", "rain", "snowfall", "weather_code"):
                self.assertEqual(len(m[k]), 13, k)
            self.assertTrue(all(x >= 0 for x in m["precipitation"] + m["rain"] + m["snowfall"]))
        self.assertEqual(self.c.json("/v1/forecast", dict(p, forecast_minutely_15="x"), expect=400)["error"], True)
        past = self.c.json("/v1/forecast", dict(p, past_minutely_15=2))["minutely_15"]["time"]
        self.assertEqual(past[0], NOW // 900 * 900 - 1800)

    def test_mountain_view_iso(self):
        d = self.c.json("/v1/forecast", {"latitude": MOUNTAIN_VIEW[0], "longitude": MOUNTAIN_VIEW[1],
                                          "hourly": "temperature_2m", "timezone": "auto", "forecast_days": 1})
        self.assertEqual(d["utc_offset_seconds"], -28800)
        self.assertEqual(d["hourly"]["time"][0], "2025-11-21T00:00")
        t = d["hourly"]["temperature_2m"]
        self.assertTrue(8 < min(t) < max(t) < 18.5, (min(t), max(t)))

    def test_a_clock_off_the_hour_has_its_hours_on_the_hour_in_utc(self):
        # Kolkata (+5:30) and Kathmandu (+5:45): the hours fall on :30 and :45 of the place's clock.
        for (lat, lon), first in (((22.5726, 88.3639), "2025-11-22T00:30"), ((27.70169, 85.3206), "2025-11-22T00:45")):
            d = self.c.json("/v1/forecast", {"latitude": lat, "longitude": lon, "hourly": "temperature_2m",
                                              "daily": "temperature_2m_max", "timezone": "auto", "forecast_days": 2})
            self.assertEqual(d["hourly"]["time"][:2], [first, first[:11] + "01" + first[13:]])
            self.assertEqual(d["daily"]["time"], ["2025-11-22", "2025-11-23"])
            unix = self.c.json("/v1/forecast", {"latitude": lat, "longitude": lon, "hourly": "temperature_2m",
                                                 "timezone": "auto", "forecast_days": 2, "timeformat": "unixtime"})
            self.assertTrue(all(t % 3600 == 0 for t in unix["hourly"]["time"]))

    def test_the_offset_is_the_zones_now_daylight_saving_time_included(self):
        denver = {"latitude": 39.7392, "longitude": -104.9847, "hourly": "temperature_2m", "timezone": "auto", "forecast_days": 1}
        self.assertEqual(self.c.json("/v1/forecast", denver)["utc_offset_seconds"], -25200)
        self.c.control(now=calendar.timegm((2026, 7, 15, 3, 10, 0)))
        d = self.c.json("/v1/forecast", denver)
        self.assertEqual((d["timezone"], d["utc_offset_seconds"]), ("America/Denver", -21600))
        self.assertEqual(d["hourly"]["time"][0], "2026-07-14T00:00")
        chatham = self.c.json("/v1/forecast", {"latitude": -43.9535, "longitude": -176.5597, "timezone": "auto",
                                                "hourly": "temperature_2m", "forecast_days": 1})
        self.assertEqual((chatham["timezone"], chatham["utc_offset_seconds"]), ("Pacific/Chatham", 45900))

    def test_wrong_offset_names_the_zone_and_says_zero(self):
        self.c.control(mode="wrong_offset")
        p = {"latitude": 39.7392, "longitude": -104.9847, "daily": "temperature_2m_max", "timezone": "auto",
             "forecast_days": 1, "timeformat": "unixtime"}
        d = self.c.json("/v1/forecast", p)
        self.assertEqual((d["timezone"], d["utc_offset_seconds"]), ("America/Denver", 0))
        self.assertEqual((d["daily"]["time"][0] - 25200) % 86400, 0, "Denver's midnight, not UTC's")
        self.assertEqual(self.c.json("/data/2.5/weather", ow((39.7392, -104.9847)))["timezone"], -25200)

    def test_several_places_are_an_array_in_the_order_asked(self):
        places = [SEOUL, (51.5073, -0.1276), MOUNTAIN_VIEW]
        query = {"latitude": ",".join(str(p[0]) for p in places), "longitude": ",".join(str(p[1]) for p in places),
                 "current": "temperature_2m,weather_code,is_day", "daily": "temperature_2m_max,temperature_2m_min",
                 "timezone": "auto", "forecast_days": 1, "timeformat": "unixtime"}
        answer = self.c.json("/v1/forecast", query)
        self.assertIsInstance(answer, list)
        self.assertEqual([d["timezone"] for d in answer], ["Asia/Seoul", "Europe/London", "America/Los_Angeles"])
        for place, d in zip(places, answer):
            alone = self.c.json("/v1/forecast", dict(query, latitude=place[0], longitude=place[1]))
            self.assertEqual(d, alone)
        self.assertEqual(self.c.json("/_stats")["by_path"]["/v1/forecast"], 4)
        self.assertEqual(self.c.json("/v1/forecast", dict(query, longitude="126.978"), expect=400)["reason"],
                         "Parameter 'latitude' and 'longitude' must have the same number of elements")
        self.assertIn("Latitude", self.c.json("/v1/forecast", dict(query, latitude="37.5,91,37.3"), expect=400)["reason"])

    def test_errors(self):
        self.assertEqual(self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "hourly": "temperature_2m,foo"}, expect=400),
                         {"error": True, "reason": "Cannot initialize WeatherVariable from invalid String value foo for key hourly"})
        d = self.c.json("/v1/forecast", {"longitude": 2}, expect=400)
        self.assertIs(d["error"], True)
        self.assertIn("latitude", d["reason"])
        self.assertEqual(self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "forecast_days": 17}, expect=400)["error"], True)


class OtherServicesTests(ServerTestCase):
    def test_search(self):
        d = self.c.json("/v1/search", {"name": "seo", "count": 10, "language": "en", "format": "json"})
        r = d["results"][0]
        self.assertEqual((r["name"], r["country_code"], r["admin1"], r["timezone"]), ("Seoul", "KR", "Seoul", "Asia/Seoul"))
        for k in ("id", "latitude", "longitude", "elevation", "feature_code", "country", "population"):
            self.assertIn(k, r)
        self.assertEqual(self.c.json("/v1/search", {"name": "서울"})["results"][0]["name"], "Seoul")
        self.assertEqual(self.c.json("/v1/search", {"name": "서울", "language": "ko"})["results"][0]["name"], "서울")
        self.assertEqual(len(self.c.json("/v1/search", {"name": "Springfield"})["results"]), 3)
        none = self.c.json("/v1/search", {"name": "Atlantis"})
        self.assertNotIn("results", none)
        self.assertIn("generationtime_ms", none)

    def test_search_zero_one_many_with_regions_and_countries(self):
        self.assertNotIn("results", self.c.json("/v1/search", {"name": "Atlantis", "count": 10, "language": "en"}))
        one = self.c.json("/v1/search", {"name": "London", "count": 10, "language": "en"})["results"]
        self.assertEqual([(r["name"], r["admin1"], r["country"]) for r in one], [("London", "England", "United Kingdom")])
        many = self.c.json("/v1/search", {"name": "Springfield", "count": 10, "language": "en"})["results"]
        self.assertEqual([(r["admin1"], r["country"], r["population"]) for r in many], [
            ("Missouri", "United States", 169176), ("Massachusetts", "United States", 155929),
            ("Illinois", "United States", 114394)])
        korean = self.c.json("/v1/search", {"name": "Springfield", "count": 10, "language": "ko"})["results"]
        self.assertEqual([(r["name"], r["admin1"], r["country"]) for r in korean][0], ("스프링필드", "미주리주", "미국"))

    def test_search_finds_look_alikes_as_a_fuzzy_search_does(self):
        brno = self.c.json("/v1/search", {"name": "Brno", "count": 10, "language": "en"})["results"]
        self.assertEqual([(r["name"], r["admin1"], r["country"], r["country_code"]) for r in brno], [
            ("Brno", "South Moravian", "Czechia", "CZ"), ("Brňov", "Zlín", "Czechia", "CZ")])
        direct = self.c.json("/geo/1.0/direct", {"q": "Brno", "limit": 10, "appid": "k"})
        self.assertEqual([(x["name"], x["country"]) for x in direct], [("Brno", "CZ"), ("Brňov", "CZ")])

    def test_search_korean_names(self):
        for query, english, korean, admin1 in (("서울", "Seoul", "서울", "서울특별시"), ("서울특별시", "Seoul", "서울", "서울특별시"),
                                               ("부산광역시", "Busan", "부산", "부산광역시"), ("부산", "Busan", "부산", "부산광역시")):
            ko = self.c.json("/v1/search", {"name": query, "count": 10, "language": "ko"})["results"]
            self.assertEqual([(r["name"], r["admin1"], r["country"]) for r in ko], [(korean, admin1, "대한민국")], query)
            en = self.c.json("/v1/search", {"name": query, "count": 10, "language": "en"})["results"]
            self.assertEqual([r["name"] for r in en], [english], query)

    def test_search_lookup_that_fails(self):
        status, _, body = self.c.get("/v1/search", {"name": "geocoder error", "count": 10})
        self.assertEqual(status, 500)
        self.assertEqual(json.loads(body), {"error": True, "reason": "Internal Server Error"})
        self.assertEqual(self.c.get("/v1/search", {"name": "Geocoder"})[0], 200)

    def test_nominatim(self):
        d = self.c.json("/reverse", {"lat": SEOUL[0], "lon": SEOUL[1], "format": "jsonv2", "zoom": 10, "accept-language": "ko"})
        self.assertEqual(d["name"], "서울특별시")
        self.assertEqual(d["address"]["city"], "서울특별시")
        self.assertEqual(d["address"]["country_code"], "kr")
        self.assertIsInstance(d["lat"], str)
        self.assertAlmostEqual(float(d["lat"]), SEOUL[0], delta=0.01)
        mv = self.c.json("/reverse", {"lat": MOUNTAIN_VIEW[0], "lon": MOUNTAIN_VIEW[1], "format": "jsonv2"})
        self.assertEqual(mv["address"]["town"], "Mountain View")
        self.assertEqual(mv["address"]["state"], "California")
        self.assertEqual(self.c.json("/reverse", {"lat": 0, "lon": 0, "format": "jsonv2"}), {"error": "Unable to geocode"})

    def test_ip(self):
        d = self.c.json("/ip")
        self.assertEqual((d["success"], d["city"], d["country_code"], d["timezone"]["id"]),
                         (True, "Mountain View", "US", "America/Los_Angeles"))
        self.assertEqual(d["timezone"]["utc"], "-08:00")
        self.c.control(ip_city="Seoul")
        d = self.c.json("/ip")
        self.assertEqual((d["city"], d["timezone"]["utc"]), ("Seoul", "+09:00"))
        self.c.control(ip_city="fail")
        self.assertEqual(self.c.json("/ip")["success"], False)


class ArchiveTests(ServerTestCase):
    """Open-Meteo's historical archive: one object per date range (a list for several), local dates, the
    last five days null (ERA5's delay), the service's errors; values whose 15-day means are known exactly."""

    def archive(self, starts, ends, expect=200, **extra):
        params = {"latitude": SEOUL[0], "longitude": SEOUL[1], "start_date": ",".join(starts), "end_date": ",".join(ends),
                  "daily": "temperature_2m_max,temperature_2m_min", "timezone": "auto", "models": "era5"}
        params.update(extra)
        return self.c.json("/v1/archive", params, expect=expect)

    def test_several_ranges_are_a_list_in_order(self):
        d = self.archive(["2024-11-14", "1995-02-20"], ["2024-11-20", "1995-03-02"])
        self.assertIsInstance(d, list)
        self.assertEqual([r["daily"]["time"][0] for r in d], ["2024-11-14", "1995-02-20"])
        self.assertEqual(len(d[1]["daily"]["time"]), 11)
        first = d[0]
        self.assertEqual((first["timezone"], first["utc_offset_seconds"]), ("Asia/Seoul", 32400))
        self.assertEqual(first["daily_units"], {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C"})
        self.assertEqual((first["latitude"], first["longitude"]), (37.5, 127.0))
        self.assertEqual(self.c.json("/_stats")["by_path"], {"/v1/archive": 1})

    def test_one_range_is_one_object(self):
        d = self.archive(["2024-02-26"], ["2024-03-02"])
        self.assertIsInstance(d, dict)
        self.assertEqual(d["daily"]["time"], ["2024-02-26", "2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02"])

    def test_any_fifteen_days_average_the_curve_less_four(self):
        d = self.archive(["2001-12-25"], ["2002-01-08"])
        highs, lows = d["daily"]["temperature_2m_max"], d["daily"]["temperature_2m_min"]
        self.assertEqual((len(highs), sum(highs) / 15, sum(lows) / 15), (15, 5.0, -2.0))
        self.assertEqual(len(set(highs)), 3)

    def test_the_last_five_days_are_null_and_later_ones_refused(self):
        d = self.archive(["2025-11-14"], ["2025-11-21"])
        self.assertEqual(d["daily"]["temperature_2m_max"][-6:], [6.0, None, None, None, None, None])
        late = self.archive(["2025-11-20"], ["2025-11-22"], expect=400)
        self.assertEqual(late, {"error": True, "reason": "Parameter 'end_date' is out of allowed range from 1940-01-01 to 2025-11-21"})

    def test_the_services_errors(self):
        self.assertEqual(self.archive(["2024-01-05", "2023-01-05"], ["2024-01-06"], expect=400)["reason"],
                         "Parameter 'start_date' and 'end_date' must have the same number of elements")
        self.assertEqual(self.archive(["2024-01-05"], ["2024-01-04"], expect=400)["reason"],
                         "End-date must be larger or equals than start-date")
        self.assertEqual(self.archive(["1939-12-31"], ["1940-01-04"], expect=400)["reason"],
                         "Parameter 'start_date' is out of allowed range from 1940-01-01 to 2025-11-21")
        missing = self.c.json("/v1/archive", {"latitude": 1, "longitude": 2, "daily": "temperature_2m_max"}, expect=400)
        self.assertEqual(missing, {"error": True, "reason": "Both 'start_date' and 'end_date' must be set in the url"})

    def test_fahrenheit(self):
        d = self.archive(["2001-12-25"], ["2001-12-25"], temperature_unit="fahrenheit")
        self.assertEqual(d["daily_units"]["temperature_2m_max"], "°F")
        self.assertIn(d["daily"]["temperature_2m_max"][0], (39.2, 41.0, 42.8))

    def test_modes_apply(self):
        self.c.control(mode="http_429", paths=["/v1/archive"])
        status, headers, body = self.c.get("/v1/archive", {"latitude": 1, "longitude": 2})
        self.assertEqual(status, 429)
        self.assertTrue(json.loads(body)["error"])
        self.assertEqual(self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "current": "temperature_2m"})["latitude"], 1.0)


class WarningServicesTests(ServerTestCase):
    """NWS alerts and MET Norway MetAlerts: alerts near Denver and Oslo (one of each already over), none
    elsewhere; each service's own error answers; every request counted."""
    DENVER = "39.7392,-104.9903"

    def geo_json(self, path, params, content_type):
        status, headers, body = self.c.get(path, params)
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(headers["Content-Type"], content_type)
        return json.loads(body)

    def test_nws_alerts_near_denver(self):
        d = self.geo_json("/alerts/active", {"point": self.DENVER}, "application/geo+json")
        self.assertEqual(d["type"], "FeatureCollection")
        props = [f["properties"] for f in d["features"]]
        self.assertEqual([(p["event"], p["severity"]) for p in props],
                         [("Winter Storm Warning", "Severe"), ("Wind Advisory", "Moderate"), ("Frost Advisory", "Minor")])
        for p in props:
            for key in ("id", "areaDesc", "sent", "effective", "onset", "expires", "ends", "status", "messageType",
                        "certainty", "urgency", "senderName", "headline", "description", "instruction"):
                self.assertIn(key, p)
            self.assertTrue(p["ends"].endswith("-07:00"), p["ends"])
        ends = [calendar.timegm(time.strptime(p["ends"][:19], "%Y-%m-%dT%H:%M:%S")) + 7 * 3600 for p in props]
        self.assertEqual([e > NOW for e in ends], [True, True, False])    # the last one is already over
        self.assertIn("\n\n* WHERE", props[0]["description"])

    def test_nws_alerts_elsewhere_and_bad_points(self):
        self.assertEqual(self.geo_json("/alerts/active", {"point": "37.3861,-122.0839"}, "application/geo+json")["features"], [])
        for params in ({"point": "39.73921,-104.9903"}, {"point": "denver"}, {}, {"point": self.DENVER, "lat": "1"}):
            status, headers, body = self.c.get("/alerts/active", params)
            self.assertEqual((status, headers["Content-Type"]), (400, "application/problem+json"), params)
            self.assertEqual(json.loads(body)["status"], 400)

    def test_met_norway_alerts_near_oslo(self):
        d = self.geo_json("/weatherapi/metalerts/2.0/current.json", {"lat": 59.9139, "lon": 10.7522, "lang": "en"},
                          "application/json")
        features = d["features"]
        self.assertEqual([f["properties"]["eventAwarenessName"] for f in features], ["Wind", "Ice", "Rain"])
        self.assertEqual([f["properties"]["awareness_level"] for f in features],
                         ["2; yellow; Moderate", "3; orange; Severe", "2; yellow; Moderate"])
        for f in features:
            start, end = f["when"]["interval"]
            self.assertTrue(start.endswith("+00:00") and end.endswith("+00:00"))
            for key in ("title", "description", "consequences", "instruction", "event", "riskMatrixColor", "severity", "area"):
                self.assertIn(key, f["properties"])
        norwegian = self.geo_json("/weatherapi/metalerts/2.0/current.json", {"lat": 59.9139, "lon": 10.7522}, "application/json")
        self.assertEqual(norwegian["features"][0]["properties"]["eventAwarenessName"], "Vind")
        elsewhere = self.geo_json("/weatherapi/metalerts/2.0/current.json", {"lat": 37.5665, "lon": 126.978}, "application/json")
        self.assertEqual(elsewhere["features"], [])

    def test_failure_modes_use_each_services_shape(self):
        self.c.control(mode="http_500", paths=["/alerts/active", "/weatherapi/metalerts/"])
        status, headers, body = self.c.get("/alerts/active", {"point": self.DENVER})
        self.assertEqual((status, headers["Content-Type"]), (500, "application/problem+json"))
        self.assertEqual(json.loads(body)["title"], "Unexpected Problem")
        status, headers, body = self.c.get("/weatherapi/metalerts/2.0/current.json", {"lat": 59.9, "lon": 10.7})
        self.assertEqual((status, body), (500, b"500 Internal Server Error\n"))
        self.assertEqual(self.c.get("/v1/forecast", {"latitude": 1, "longitude": 2})[0], 200)
        self.c.control(mode="malformed", paths=["/alerts/active", "/weatherapi/metalerts/"])
        for path, params in (("/alerts/active", {"point": self.DENVER}), ("/weatherapi/metalerts/2.0/current.json", {"lat": 59.9, "lon": 10.7})):
            for _ in range(2):
                status, _, body = self.c.get(path, params)
                self.assertEqual(status, 200)
                with self.assertRaises(ValueError):
                    json.loads(body)
        self.c.control(mode="hostile", paths=["/alerts/active"])
        event = self.geo_json("/alerts/active", {"point": self.DENVER}, "application/geo+json")["features"][0]["properties"]["event"]
        self.assertIn("\u001b", event)

    def test_requests_are_counted_with_their_headers_on_request(self):
        self.c.get("/alerts/active", {"point": self.DENVER})
        self.c.get("/weatherapi/metalerts/2.0/current.json", {"lat": 59.9, "lon": 10.7})
        self.c.get("/weatherapi/metalerts/2.0/current.json", {"lat": 59.9, "lon": 10.7})
        by_path = self.c.json("/_stats")["by_path"]
        self.assertEqual((by_path["/alerts/active"], by_path["/weatherapi/metalerts/2.0/current.json"]), (1, 2))
        self.assertNotIn("headers", self.c.json("/_requests")["requests"][0])
        headers = self.c.json("/_requests", {"headers": "1"})["requests"][0]["headers"]
        self.assertTrue(headers["user_agent"].startswith("Python-urllib/"), headers)


class MetNorwayForecastTests(ServerTestCase):
    """MET Norway's Locationforecast as the live service answers: its terms enforced (an identifying
    User-Agent, four decimals at most), its caching headers, a 304 to a request that has the answer already."""
    PATH = "/weatherapi/locationforecast/2.0/complete"
    AGENT = "weathertui/0.4 (+https://github.com/weathertui/weathertui)"

    def forecast(self, params, agent=AGENT, since=None, path=PATH):
        conn = http.client.HTTPConnection(self.c.host, self.c.port, timeout=10)
        try:
            headers = {"User-Agent": agent} if agent is not None else {}
            if since:
                headers["If-Modified-Since"] = since
            conn.request("GET", path + "?" + urllib.parse.urlencode(params), headers=headers)
            r = conn.getresponse()
            return r.status, r.headers, r.read()
        finally:
            conn.close()

    def test_the_complete_answer_and_its_headers(self):
        status, headers, body = self.forecast({"lat": "59.9133", "lon": "10.739"})
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(headers["Expires"], "Sat, 22 Nov 2025 00:10:00 GMT")
        self.assertEqual(headers["Last-Modified"], "Fri, 21 Nov 2025 23:00:00 GMT")
        self.assertEqual(headers["Date"], "Fri, 21 Nov 2025 23:40:00 GMT")
        d = json.loads(body)
        self.assertEqual(d["type"], "Feature")
        series = d["properties"]["timeseries"]
        self.assertEqual(series[0]["time"], "2025-11-21T23:00:00Z")
        hourly = [e for e in series if "next_1_hours" in e["data"]]
        self.assertTrue(55 <= len(hourly) <= 66, len(hourly))
        steps = [calendar.timegm(time.strptime(e["time"], "%Y-%m-%dT%H:%M:%SZ")) for e in series]
        gaps = [b - a for a, b in zip(steps, steps[1:])]
        self.assertEqual((set(gaps[:len(hourly)]), set(gaps[len(hourly):])), ({3600}, {21600}))
        self.assertGreaterEqual(steps[-1] - steps[0], 8 * 86400)
        first = series[0]["data"]
        self.assertIn("probability_of_precipitation", first["next_1_hours"]["details"])   # Oslo is Nordic
        self.assertRegex(first["next_1_hours"]["summary"]["symbol_code"], r"^[a-z]+(_day|_night)?$")
        self.assertNotIn("next_1_hours", series[-1]["data"])
        self.assertEqual(d["properties"]["meta"]["units"]["air_temperature"], "celsius")

    def test_outside_the_nordic_area_and_in_compact_no_chance(self):
        for path, params in ((self.PATH, {"lat": "37.5665", "lon": "126.978"}),
                             ("/weatherapi/locationforecast/2.0/compact", {"lat": "59.9133", "lon": "10.739"})):
            status, _, body = self.forecast(params, path=path)
            self.assertEqual(status, 200)
            details = json.loads(body)["properties"]["timeseries"][0]["data"]["next_1_hours"]["details"]
            self.assertNotIn("probability_of_precipitation", details, path)

    def test_the_terms_are_enforced(self):
        for agent in (None, "", "curl/8.5.0", "Python-urllib/3.11", "weathertui/0.4 (terminal weather dashboard)"):
            status, _, body = self.forecast({"lat": "59.9", "lon": "10.7"}, agent=agent)
            self.assertEqual(status, 403, agent)
            self.assertIn(b"User-Agent", body)
        for agent in ("acmeweathersite.com support@acmeweathersite.com", "AcmeWeatherApp/0.9 github.com/acmeweatherapp"):
            self.assertEqual(self.forecast({"lat": "59.9", "lon": "10.7"}, agent=agent)[0], 200, agent)
        status, _, body = self.forecast({"lat": "59.91333", "lon": "10.7"})
        self.assertEqual(status, 403)
        self.assertIn(b"4 decimals", body)
        self.assertEqual(self.forecast({"lat": "north", "lon": "10.7"})[0], 400)

    def test_not_modified_since_the_last_change(self):
        _, headers, _ = self.forecast({"lat": "59.9", "lon": "10.7"})
        status, again, body = self.forecast({"lat": "59.9", "lon": "10.7"}, since=headers["Last-Modified"])
        self.assertEqual((status, body), (304, b""))
        self.assertEqual(again["Expires"], headers["Expires"])
        self.assertEqual(self.forecast({"lat": "59.9", "lon": "10.7"}, since="Fri, 21 Nov 2025 22:59:59 GMT")[0], 200)
        self.c.control(variant=1)     # the data changed: Last-Modified moved on
        self.assertEqual(self.forecast({"lat": "59.9", "lon": "10.7"}, since=headers["Last-Modified"])[0], 200)
        self.c.control(expires_in=60)
        self.assertEqual(self.forecast({"lat": "59.9", "lon": "10.7"})[1]["Expires"], "Fri, 21 Nov 2025 23:41:00 GMT")

    def test_modes_apply(self):
        self.c.control(mode="http_500", paths=["/weatherapi/locationforecast/"])
        status, headers, body = self.forecast({"lat": "59.9", "lon": "10.7"})
        self.assertEqual((status, headers["Content-Type"]), (500, "text/plain; charset=utf-8"))
        self.c.control(mode="malformed", paths=None)
        self.assertEqual(self.forecast({"lat": "59.9", "lon": "10.7"})[0], 200)


class ControlTests(ServerTestCase):
    def test_state_and_validation(self):
        state = self.c.json("/_control")
        self.assertEqual(state["mode"], "ok")
        self.assertEqual(state["latency_ms"], 0)
        self.assertEqual(state["retry_after"], 30)
        self.assertIn("/v1/forecast", state["paths"])
        for bad in ({"mode": "nope"}, {"latency_ms": -1}, {"bogus": 1}, {"auto_variant": 1}, {"ip_city": "Paris"}):
            status, body = self.c.post("/_control", bad)
            self.assertEqual(status, 400, bad)
            self.assertIn("error", body)

    def test_stats(self):
        self.c.get("/v1/forecast", {"latitude": 1, "longitude": 2})
        self.c.get("/v1/forecast", {"latitude": 1, "longitude": 2})
        self.c.get("/ip")
        self.c.get("/_control")
        s = self.c.json("/_stats", {"idle": 1})
        self.assertEqual(s["total"], 3)
        self.assertEqual(s["by_path"], {"/v1/forecast": 2, "/ip": 1})
        self.assertEqual(s["in_flight"], 0)
        self.assertEqual(self.c.json("/_requests")["requests"], [
            {"method": "GET", "path": "/v1/forecast", "query": "latitude=1&longitude=2"},
            {"method": "GET", "path": "/v1/forecast", "query": "latitude=1&longitude=2"},
            {"method": "GET", "path": "/ip", "query": ""}])
        self.c.post("/_reset")
        self.assertEqual(self.c.json("/_stats"), {"total": 0, "by_path": {}, "in_flight": 0, "max_in_flight": 0})
        self.assertEqual(self.c.json("/_requests"), {"requests": []})

    def test_requests_mask_secrets(self):
        self.c.get("/data/2.5/weather", {"lat": 1, "lon": 2, "appid": "s3cr3t-key"})
        self.assertEqual(self.c.json("/_requests")["requests"],
                         [{"method": "GET", "path": "/data/2.5/weather", "query": "lat=1&lon=2&appid=***"}])

    def test_latency_is_concurrent(self):
        self.c.control(latency_ms=500)
        results = []

        def fetch(path, params):
            results.append(self.c.get(path, params)[0])
        threads = [threading.Thread(target=fetch, args=("/v1/forecast", {"latitude": 1, "longitude": 2})),
                   threading.Thread(target=fetch, args=("/data/2.5/weather", ow(SEOUL)))]
        t0 = time.monotonic()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - t0
        self.assertEqual(results, [200, 200])
        self.assertGreaterEqual(elapsed, 0.5)
        self.assertLess(elapsed, 0.9)
        self.assertEqual(self.c.json("/_stats")["max_in_flight"], 2)

    def test_variant(self):
        base = self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))["main"]["temp"]
        om0 = self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "current": "temperature_2m"})["current"]["temperature_2m"]
        self.c.control(variant=3)
        self.assertAlmostEqual(self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))["main"]["temp"], base + 3, delta=0.011)
        self.assertAlmostEqual(self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "current": "temperature_2m"})["current"]["temperature_2m"], om0 + 3, delta=0.11)
        self.c.control(variant=0, auto_variant=True)
        temps = [self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))["main"]["temp"] for _ in range(3)]
        self.assertAlmostEqual(temps[1] - temps[0], 1, delta=0.011)
        self.assertAlmostEqual(temps[2] - temps[1], 1, delta=0.011)
        self.assertEqual(self.c.json("/_control")["variant"], 3)


class ModeTests(ServerTestCase):
    def test_http_errors(self):
        self.c.control(mode="http_429", retry_after=7)
        status, headers, body = self.c.get("/v1/forecast", {"latitude": 1, "longitude": 2})
        self.assertEqual((status, headers["Retry-After"]), (429, "7"))
        self.assertEqual(json.loads(body), {"error": True, "reason": "Minutely API request limit exceeded. Please try again in one minute."})
        status, headers, body = self.c.get("/data/2.5/weather", ow(SEOUL))
        self.assertEqual(json.loads(body)["cod"], 429)
        self.c.control(mode="http_404")
        self.assertEqual(self.c.json("/data/2.5/forecast", ow(SEOUL), expect=404), {"cod": "404", "message": "city not found"})
        self.c.control(mode="http_403")
        status, headers, body = self.c.get("/alerts/active", {"point": "40.7128,-74.006"})
        self.assertEqual((status, json.loads(body)["title"]), (403, "Forbidden"))
        self.c.control(mode="http_502")
        status, headers, body = self.c.get("/v1/search", {"name": "Seoul"})
        self.assertEqual(status, 502)
        self.assertTrue(headers["Content-Type"].startswith("text/html"))

    def test_paths_restrict_mode(self):
        self.c.control(mode="http_500", paths=["/v1/forecast"])
        self.assertEqual(self.c.get("/v1/forecast", {"latitude": 1, "longitude": 2})[0], 500)
        self.assertEqual(self.c.get("/v1/search", {"name": "Seoul"})[0], 200)

    def test_truncated(self):
        self.c.control(mode="truncated")
        with self.assertRaises(http.client.IncompleteRead):
            OPENER.open(self.c.base + "/data/2.5/weather?lat=1&lon=2&appid=k", timeout=5).read()

    def test_malformed_alternates(self):
        self.c.control(mode="malformed")
        kinds = []
        for _ in range(2):
            status, headers, body = self.c.get("/data/2.5/weather", ow(SEOUL))
            self.assertEqual(status, 200)
            with self.assertRaises(ValueError):
                json.loads(body)
            kinds.append(headers["Content-Type"].split(";")[0])
        self.assertEqual(sorted(kinds), ["application/json", "text/html"])

    def test_missing_and_empty(self):
        self.c.control(mode="missing_fields")
        d = self.c.json("/data/2.5/weather", ow(SEOUL))
        self.assertFalse({"main", "wind", "name"} & set(d))
        self.assertEqual(d["weather"], [])
        d = self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "current": "temperature_2m", "hourly": "temperature_2m"})
        self.assertNotIn("current", d)
        self.assertTrue(all(v is None for v in d["hourly"]["temperature_2m"]))
        self.c.control(mode="empty_arrays")
        d = self.c.json("/data/2.5/forecast", ow(SEOUL))
        self.assertEqual((d["list"], d["cnt"]), ([], 0))
        self.assertEqual(self.c.json("/v1/search", {"name": "Seoul"})["results"], [])

    def test_hostile(self):
        self.c.control(mode="hostile")
        d = self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))
        self.assertIn("\u001b", d["name"])
        self.assertIn("\u0000", d["name"])
        self.assertIn("\u202e", d["name"])
        self.assertIn("\u001b", d["weather"][0]["description"])
        self.assertIsInstance(d["main"]["temp"], (int, float))

    def test_huge(self):
        self.c.control(mode="huge")
        conn = http.client.HTTPConnection("127.0.0.1", self.c.port, timeout=10)
        conn.request("GET", "/v1/forecast?latitude=1&longitude=2")
        r = conn.getresponse()
        self.assertEqual(r.status, 200)
        self.assertEqual(int(r.getheader("Content-Length")), 64 * 1024 * 1024)
        total, first = 0, r.read(64)
        total += len(first)
        while True:
            chunk = r.read(1 << 20)
            if not chunk:
                break
            total += len(chunk)
            last = chunk
        self.assertEqual(total, 64 * 1024 * 1024)
        self.assertTrue(first.startswith(b"{"))
        self.assertTrue(last.endswith(b"]}}"))
        conn.close()

    def test_huge_client_hangs_up(self):
        self.c.control(mode="huge")
        conn = http.client.HTTPConnection("127.0.0.1", self.c.port, timeout=10)
        conn.request("GET", "/ip")
        conn.getresponse().read(1000)
        conn.close()
        self.assertEqual(self.c.json("/_stats", {"idle": 1})["in_flight"], 0)

    def test_timeout_holds(self):
        self.c.control(mode="timeout")
        t0 = time.monotonic()
        with self.assertRaises((socket.timeout, TimeoutError, urllib.error.URLError)):
            OPENER.open(self.c.base + "/v1/search?name=Seoul", timeout=1).read()
        self.assertGreaterEqual(time.monotonic() - t0, 0.9)

    def test_slow_drip(self):
        self.c.control(mode="slow_drip")
        conn = http.client.HTTPConnection("127.0.0.1", self.c.port, timeout=5)
        conn.request("GET", "/v1/search?name=Seoul")
        r = conn.getresponse()
        length = int(r.getheader("Content-Length"))
        self.assertGreater(length, 100)
        t0 = time.monotonic()
        self.assertEqual(r.read(3), b'{"r')
        self.assertGreaterEqual(time.monotonic() - t0, 0.5)
        conn.close()


ABSURD = (1e300, -1e300, 9.3e18, -0.0, 1e-300)


def strict_json(body):
    """Parses JSON, refusing NaN and Infinity (which are not JSON)."""
    def refuse(name):
        raise ValueError("non-JSON constant %s" % name)
    return json.loads(body, parse_constant=refuse)


def is_absurd(v):
    return (isinstance(v, float) and any(v == a and math.copysign(1, v) == math.copysign(1, a) for a in ABSURD))


class AbsurdTests(ServerTestCase):
    OM_PARAMS = {"latitude": SEOUL[0], "longitude": SEOUL[1], "timezone": "auto",
                 "current": "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,wind_speed_10m,"
                            "wind_direction_10m,pressure_msl,is_day",
                 "hourly": "temperature_2m,precipitation_probability,precipitation,weather_code,visibility,"
                           "wind_gusts_10m,cloud_cover,uv_index",
                 "daily": "temperature_2m_max,temperature_2m_min,sunrise,sunset,weather_code,"
                          "precipitation_probability_max,precipitation_sum",
                 "forecast_days": "2"}

    def get_absurd(self, path, params):
        status, headers, body = self.c.get(path, params)
        self.assertEqual(status, 200, body[:300])
        self.assertTrue(headers["Content-Type"].startswith("application/json"))
        return body, strict_json(body)

    def test_openweather_current(self):
        ok = self.c.json("/data/2.5/weather", ow(SEOUL, units="metric"))
        self.c.control(mode="absurd")
        body, d = self.get_absurd("/data/2.5/weather", ow(SEOUL, units="metric"))
        self.assertEqual(set(d), set(ok), "same shape as ok")
        # Measurements, in document order, cycle through the absurd values.
        measured = [d["weather"][0]["id"]] + [d["main"][k] for k in ("temp", "feels_like", "temp_min", "temp_max")]
        self.assertEqual([repr(v) for v in measured], [repr(v) for v in ABSURD])
        for v in list(d["main"].values()) + [d["visibility"], d["wind"]["speed"], d["wind"]["deg"],
                                             d["wind"]["gust"], d["clouds"]["all"], d["timezone"],
                                             d["weather"][0]["id"]]:
            self.assertTrue(is_absurd(v), v)
        # Coordinates, times and names stay as ok has them.
        for k in ("coord", "dt", "name", "id", "cod", "base"):
            self.assertEqual(d[k], ok[k], k)
        self.assertEqual((d["sys"]["sunrise"], d["sys"]["sunset"]), (ok["sys"]["sunrise"], ok["sys"]["sunset"]))
        self.assertEqual(d["weather"][0]["description"], ok["weather"][0]["description"])
        for text in (b"1e+300", b"-1e+300", b"9.3e+18", b"-0.0", b"1e-300"):
            self.assertIn(text, body)
        # Deterministic.
        self.assertEqual(self.c.get("/data/2.5/weather", ow(SEOUL, units="metric"))[2], body)

    def test_openweather_forecast(self):
        self.c.control(mode="absurd")
        _, d = self.get_absurd("/data/2.5/forecast", ow(SEOUL, units="metric"))
        self.assertEqual(len(d["list"]), 40)
        for item in d["list"]:
            self.assertIsInstance(item["dt"], int)
            for k in ("temp", "humidity", "pressure"):
                self.assertTrue(is_absurd(item["main"][k]), item)
            self.assertTrue(is_absurd(item["pop"]) and is_absurd(item["weather"][0]["id"]), item)
        self.assertTrue(is_absurd(d["city"]["timezone"]))
        self.assertAlmostEqual(d["city"]["coord"]["lat"], SEOUL[0], delta=0.01)

    def test_open_meteo_forecast(self):
        ok = self.c.json("/v1/forecast", self.OM_PARAMS)
        self.c.control(mode="absurd")
        _, d = self.get_absurd("/v1/forecast", self.OM_PARAMS)
        self.assertEqual((d["latitude"], d["longitude"], d["timezone"]), (ok["latitude"], ok["longitude"], ok["timezone"]))
        self.assertTrue(is_absurd(d["utc_offset_seconds"]) and is_absurd(d["elevation"]))
        self.assertEqual(d["current"]["time"], ok["current"]["time"])
        self.assertEqual(d["current"]["is_day"], ok["current"]["is_day"])
        for k, v in d["current"].items():
            if k not in ("time", "interval", "is_day"):
                self.assertTrue(is_absurd(v), (k, v))
        for sect in ("hourly", "daily"):
            self.assertEqual(d[sect]["time"], ok[sect]["time"])
            for k, values in d[sect].items():
                if k in ("time", "sunrise", "sunset"):
                    self.assertEqual(values, ok[sect][k])
                    continue
                self.assertEqual(len(values), len(ok[sect][k]))
                self.assertTrue(all(is_absurd(v) for v in values), (k, values[:5]))
        self.assertEqual({repr(v) for v in d["hourly"]["temperature_2m"]}, {repr(v) for v in ABSURD})

    def test_locating_stays_sane(self):
        ok_search = self.c.json("/v1/search", {"name": "Seoul"})
        ok_ip = self.c.json("/ip")
        ok_geo = self.c.json("/geo/1.0/direct", {"q": "Seoul", "appid": "k"})
        self.c.control(mode="absurd")
        _, search = self.get_absurd("/v1/search", {"name": "Seoul"})
        r, r0 = search["results"][0], ok_search["results"][0]
        self.assertEqual((r["name"], r["latitude"], r["longitude"]), (r0["name"], r0["latitude"], r0["longitude"]))
        _, ip = self.get_absurd("/ip", None)
        self.assertEqual((ip["city"], ip["latitude"], ip["longitude"]), (ok_ip["city"], ok_ip["latitude"], ok_ip["longitude"]))
        self.assertTrue(is_absurd(ip["timezone"]["offset"]))
        _, geo = self.get_absurd("/geo/1.0/direct", {"q": "Seoul", "appid": "k"})
        self.assertEqual(geo, ok_geo)


class RedirectTests(ServerTestCase):
    PATH = "/v1/forecast?latitude=1&longitude=2&current=temperature_2m"

    def test_other_host_needs_redirect_base(self):
        self.assertIsNone(self.c.json("/_control")["redirect_base"])
        self.c.control(mode="redirect_other_host")
        status, _, body = self.c.raw_get(self.PATH)
        self.assertEqual(status, 500)
        self.assertIn("redirect_base is unset", json.loads(body)["error"])

    def test_redirect_base_validation_and_reset(self):
        for bad in ("ftp://x", "127.0.0.2:80", "http://127.0.0.2:80/path", 5, True):
            status, body = self.c.post("/_control", {"redirect_base": bad})
            self.assertEqual(status, 400, bad)
            self.assertIn("redirect_base", body["error"])
        self.assertEqual(self.c.control(redirect_base="http://127.0.0.2:8080/")["redirect_base"], "http://127.0.0.2:8080")
        self.c.post("/_reset")
        self.assertIsNone(self.c.json("/_control")["redirect_base"])

    def test_other_host(self):
        self.c.control(mode="redirect_other_host", redirect_base="http://127.0.0.2:9")
        for path in (self.PATH, "/ip", "/data/2.5/weather?lat=1&lon=2&appid=k"):
            status, headers, body = self.c.raw_get(path)
            self.assertEqual(status, 302, path)
            self.assertEqual(headers["Location"], "http://127.0.0.2:9" + path)
            self.assertEqual(int(headers["Content-Length"]), len(body))
        s = self.c.json("/_stats")
        self.assertEqual(s["total"], 3)
        self.assertEqual(s["by_path"], {"/v1/forecast": 1, "/ip": 1, "/data/2.5/weather": 1})
        # Control paths are never redirected.
        self.assertEqual(self.c.raw_get("/_control")[0], 200)

    def test_other_host_reaches_the_second_server_and_its_stats(self):
        host = "127.0.0.2" if can_bind("127.0.0.2") else "127.0.0.1"
        proc, port, _ = start_server("--now", str(NOW), host=host)
        try:
            other = Client(port, host)
            self.assertEqual(other.json("/_stats")["total"], 0)
            self.c.control(mode="redirect_other_host", redirect_base=other.base)
            d = self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "current": "temperature_2m"})   # urllib follows
            self.assertIn("current", d)
            self.assertEqual(other.json("/_stats")["by_path"], {"/v1/forecast": 1})
            self.assertEqual(self.c.json("/_stats")["by_path"], {"/v1/forecast": 1})
        finally:
            stop_server(proc)

    def test_same_host(self):
        self.c.control(mode="redirect_same_host")
        status, headers, _ = self.c.raw_get(self.PATH)
        self.assertEqual(status, 302)
        self.assertEqual(headers["Location"], self.c.base + self.PATH + "&redirected=1")
        status, headers, _ = self.c.raw_get("/ip")
        self.assertEqual((status, headers["Location"]), (302, self.c.base + "/ip?redirected=1"))
        status, _, body = self.c.raw_get(self.PATH + "&redirected=1")
        self.assertEqual(status, 200)
        self.assertIn("temperature_2m", strict_json(body)["current"])
        d = self.c.json("/v1/forecast", {"latitude": 1, "longitude": 2, "current": "temperature_2m"})   # followed
        self.assertIn("current", d)
        self.assertEqual(self.c.json("/_stats")["by_path"], {"/v1/forecast": 4, "/ip": 1})

    def test_to_http(self):
        self.c.control(mode="redirect_to_http")
        status, headers, _ = self.c.raw_get(self.PATH)
        self.assertEqual(status, 302)
        self.assertEqual(headers["Location"], "http://127.0.0.1:%d%s&redirected=1" % (self.c.port, self.PATH))
        self.assertEqual(self.c.raw_get(self.PATH + "&redirected=1")[0], 200)

    def test_paths_restrict_redirects(self):
        self.c.control(mode="redirect_same_host", paths=["/ip"])
        self.assertEqual(self.c.raw_get(self.PATH)[0], 200)
        self.assertEqual(self.c.raw_get("/ip")[0], 302)


class HostTests(unittest.TestCase):
    def test_second_host(self):
        if not can_bind("127.0.0.2"):
            self.skipTest("127.0.0.2 cannot be bound on this machine")
        proc, port, _ = start_server("--mode", "redirect_same_host", host="127.0.0.2")
        try:
            c = Client(port, "127.0.0.2")
            self.assertEqual(c.json("/_control")["mode"], "redirect_same_host")
            status, headers, _ = c.raw_get("/ip")
            self.assertEqual((status, headers["Location"]), (302, "http://127.0.0.2:%d/ip?redirected=1" % port))
            c.control(mode="redirect_to_http")
            self.assertEqual(c.raw_get("/ip")[1]["Location"], "http://127.0.0.1:%d/ip?redirected=1" % port)
            # Bound to 127.0.0.2 only.
            with self.assertRaises(OSError):
                socket.create_connection(("127.0.0.1", port), timeout=2).close()
        finally:
            stop_server(proc)

    def test_non_loopback_hosts_are_refused(self):
        for host in ("0.0.0.0", "10.0.0.1", "192.168.1.1", "128.0.0.1", "::1", "localhost", "", "127.0.0.256"):
            r = subprocess.run([sys.executable, SERVER, "--host", host, "--quiet"], capture_output=True, text=True,
                               timeout=20)
            self.assertEqual(r.returncode, 2, (host, r.stderr))
            self.assertEqual(r.stdout, "", host)
            self.assertIn("127.0.0.0/8", r.stderr, host)

    def test_fake_server_process_parses_the_bound_host(self):
        FakeServerProcess = support_module("fake_server").FakeServerProcess
        host = "127.0.0.2" if can_bind("127.0.0.2") else None
        server = FakeServerProcess([sys.executable, SERVER, "--quiet"], host=host)
        try:
            self.assertEqual(server.host, host or "127.0.0.1")
            self.assertEqual(server.url, "http://%s:%d" % (server.host, server.port))
            self.assertEqual(server.stats()["total"], 0)
            self.assertIsNone(server.control(mode="absurd")["redirect_base"])
        finally:
            server.stop()


class TimedServerTests(unittest.TestCase):
    """timed_fake_weather_server.py: the same answers, plus the benchmark's request timings."""

    def test_events_time_each_provider_request(self):
        server = support_module("fake_server").FakeServer(timed=True, now=NOW)
        try:
            c = Client(server.port)
            t0 = time.monotonic()
            body = c.json("/v1/forecast", {"latitude": SEOUL[0], "longitude": SEOUL[1], "hourly": "temperature_2m"})
            self.assertIn("hourly", body)
            c.json("/_stats")                                   # control requests are not events
            events = server.events()
            self.assertEqual([e["path"] for e in events], ["/v1/forecast"])
            e = events[0]
            self.assertEqual((e["status"], e["bytes"] > 0), (200, True))
            self.assertTrue(t0 <= e["start"] <= e["end"] <= time.monotonic(), e)
            self.assertIn("latitude=", e["query"])
            server.fresh(latency_ms=50)
            self.assertEqual(server.events(), [])
            c.json("/ip")
            e = server.events()[0]
            self.assertGreaterEqual(e["end"] - e["start"], 0.045)
        finally:
            server.stop()

    def test_an_answer_read_is_a_finished_event(self):
        # The client has the whole answer a moment before the handler records its end: the event log must
        # not be read in that moment as an unfinished request.
        server = support_module("fake_server").FakeServer(timed=True, now=NOW)
        try:
            c = Client(server.port)
            for _ in range(150):
                c.json("/ip")
                e = server.events()[-1]
                self.assertEqual((e["status"], e["bytes"] > 0, e["end"] is not None), (200, True, True), e)
                server.clear_events()
        finally:
            server.stop()

    def test_same_answers_as_the_plain_server(self):
        plain, port, _ = start_server("--now", str(NOW))
        timed = support_module("fake_server").FakeServer(timed=True, now=NOW)
        try:
            query = {"lat": SEOUL[0], "lon": SEOUL[1], "appid": "k", "units": "metric"}
            self.assertEqual(Client(port).json("/data/2.5/forecast", query),
                             Client(timed.port).json("/data/2.5/forecast", query))
        finally:
            stop_server(plain)
            timed.stop()


class ProcessTests(unittest.TestCase):
    def test_log_masks_appid_and_sigterm_exits_cleanly(self):
        proc, port, port_file = start_server(quiet=False)
        c = Client(port)
        c.get("/data/2.5/weather", {"lat": 1, "lon": 2, "appid": "s3cr3t-key"})
        c.get("/v1/forecast", {"latitude": 1, "longitude": 2})
        proc.send_signal(signal.SIGTERM)
        self.assertEqual(proc.wait(timeout=10), 0)
        err = proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
        self.assertIn("/data/2.5/weather", err)
        self.assertIn("appid=***", err)
        self.assertNotIn("s3cr3t", err)
        self.assertFalse(os.path.exists(port_file))

    def test_sigint_while_holding_a_connection(self):
        proc, port, _ = start_server("--mode", "timeout")
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(b"GET /ip HTTP/1.1\r\nHost: x\r\n\r\n")
        time.sleep(0.3)
        t0 = time.monotonic()
        proc.send_signal(signal.SIGINT)
        self.assertEqual(proc.wait(timeout=10), 0)
        self.assertLess(time.monotonic() - t0, 3)
        s.close()
        proc.stdout.close()
        proc.stderr.close()


class TestFakeProxy(unittest.TestCase):
    """fake_proxy.py: records CONNECT and absolute-URI requests, carries them to loopback servers, refuses
    with 407 or 502 when told, and wants credentials when given some."""

    @classmethod
    def setUpClass(cls):
        cls.server, cls.port, _ = start_server()

    @classmethod
    def tearDownClass(cls):
        stop_server(cls.server)

    def start_proxy(self, *extra):
        tmp = tempfile.mkdtemp(prefix="fws-proxy-")
        TMP_DIRS.append(tmp)
        record = os.path.join(tmp, "requests.jsonl")
        proc = subprocess.Popen([sys.executable, os.path.join(HERE, "fake_proxy.py"), "--record", record] + list(extra),
                                stdout=subprocess.PIPE, text=True)
        m = re.fullmatch(r"listening on 127\.0\.0\.1:(\d+)\n", proc.stdout.readline())
        self.assertTrue(m)
        self.addCleanup(lambda: (proc.send_signal(signal.SIGTERM), proc.wait(timeout=10), proc.stdout.close()))
        return int(m.group(1)), record

    def recorded(self, record):
        with open(record) as f:
            return [json.loads(line) for line in f if line.strip()]

    def exchange(self, proxy_port, request):
        with socket.create_connection(("127.0.0.1", proxy_port), timeout=10) as s:
            s.sendall(request)
            data = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    return data
                data += chunk

    def test_an_absolute_uri_request_is_forwarded_and_recorded(self):
        proxy, record = self.start_proxy()
        answer = self.exchange(proxy, b"GET http://127.0.0.1:%d/ip HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % self.port)
        self.assertTrue(answer.startswith(b"HTTP/1.1 200"), answer[:100])
        self.assertIn(b'"success":true', answer)
        self.assertEqual(self.recorded(record), [
            {"method": "GET", "target": "http://127.0.0.1:%d/ip" % self.port, "authorization": None}])

    def test_a_connect_tunnel_carries_bytes_both_ways(self):
        proxy, record = self.start_proxy()
        with socket.create_connection(("127.0.0.1", proxy), timeout=10) as s:
            s.sendall(b"CONNECT 127.0.0.1:%d HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % (self.port, self.port))
            head = b""
            while not head.endswith(b"\r\n\r\n"):
                head += s.recv(1)
            self.assertTrue(head.startswith(b"HTTP/1.1 200"), head)
            s.sendall(b"GET /ip HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            data = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
        self.assertIn(b'"success":true', data)
        self.assertEqual(self.recorded(record), [
            {"method": "CONNECT", "target": "127.0.0.1:%d" % self.port, "authorization": None}])

    def test_refusals_and_credentials(self):
        for status in (407, 502):
            proxy, _ = self.start_proxy("--refuse", str(status))
            answer = self.exchange(proxy, b"CONNECT 127.0.0.1:%d HTTP/1.1\r\n\r\n" % self.port)
            self.assertTrue(answer.startswith(b"HTTP/1.1 %d" % status), answer)
        proxy, record = self.start_proxy("--credentials", "alice:pw")
        answer = self.exchange(proxy, b"CONNECT 127.0.0.1:%d HTTP/1.1\r\n\r\n" % self.port)
        self.assertTrue(answer.startswith(b"HTTP/1.1 407"), answer)
        self.assertIn(b"Proxy-Authenticate: Basic", answer)
        good = b"Proxy-Authorization: Basic YWxpY2U6cHc=\r\n"
        answer = self.exchange(proxy, b"GET http://127.0.0.1:%d/ip HTTP/1.1\r\n%s\r\n" % (self.port, good))
        self.assertTrue(answer.startswith(b"HTTP/1.1 200"), answer[:100])
        self.assertEqual([r["authorization"] for r in self.recorded(record)], [None, "Basic YWxpY2U6cHc="])

    def test_only_loopback_upstreams(self):
        proxy, _ = self.start_proxy()
        answer = self.exchange(proxy, b"CONNECT example.com:443 HTTP/1.1\r\n\r\n")
        self.assertTrue(answer.startswith(b"HTTP/1.1 403"), answer)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            closed = s.getsockname()[1]
        answer = self.exchange(proxy, b"CONNECT 127.0.0.1:%d HTTP/1.1\r\n\r\n" % closed)
        self.assertTrue(answer.startswith(b"HTTP/1.1 502"), answer)


class TestTLS(unittest.TestCase):
    """--tls-cert/--tls-key: the same server over HTTPS."""

    def test_https_with_the_given_certificate(self):
        import ssl
        certificates = support_module("certificates")
        tmp = tempfile.mkdtemp(prefix="fws-tls-")
        TMP_DIRS.append(tmp)
        authority = certificates.Authority(tmp)
        leaf = authority.issue("leaf", ip="127.0.0.1")
        proc, port, _ = start_server("--tls-cert", str(leaf.cert), "--tls-key", str(leaf.key))
        self.addCleanup(stop_server, proc)
        context = ssl.create_default_context(cafile=str(authority.cert))
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), urllib.request.HTTPSHandler(context=context))
        with opener.open("https://127.0.0.1:%d/ip" % port, timeout=10) as resp:
            self.assertEqual(json.loads(resp.read())["success"], True)
        # A client that does not trust the certificate is refused, and the server carries on.
        with self.assertRaises(urllib.error.URLError):
            OPENER.open("https://127.0.0.1:%d/ip" % port, timeout=10)
        with opener.open("https://127.0.0.1:%d/_stats" % port, timeout=10) as resp:
            self.assertEqual(json.loads(resp.read())["by_path"], {"/ip": 1})


if __name__ == "__main__":
    unittest.main()
