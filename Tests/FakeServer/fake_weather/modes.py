"""The failure modes (set with --mode or POST /_control {"mode": ...}) and the bodies they send instead of
a normal answer: malformed JSON, captive-portal HTML, 64 MiB answers, absurd numbers..."""

import json

from .open_meteo import ALIASES, DAILY_ALIASES, DAILY_VARS, HOURLY_VARS
from .responses import Resp

MODE_HELP = {
    "ok": "normal answers",
    "http_400": "400 with the service's JSON error body",
    "http_401": "401 with the service's JSON error body",
    "http_403": "403 with the service's error body (NWS and MET Norway give it to a request without an identifying User-Agent)",
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
    "wrong_offset": ("200, Open-Meteo's forecast with utc_offset_seconds 0 beside its named zone (the times and "
                     "days are the zone's own); other services answer as ok"),
    "redirect_other_host": "302 to <redirect_base> + the same path and query (500 if redirect_base is unset)",
    "redirect_same_host": ("302 to this server (the address it is bound to), same path and query plus "
                           "redirected=1; a request that carries redirected=1 is answered as ok"),
    "redirect_to_http": ("302 to http://127.0.0.1:<this port> + the same path and query plus redirected=1; "
                         "a request that carries redirected=1 is answered as ok"),
}
MODES = tuple(MODE_HELP)

HUGE_SIZE = 64 * 1024 * 1024
HOLD_SECONDS = 120
DRIP_INTERVAL = 0.2


def malformed_body(fam):
    if fam == "openweather":
        return b'{"cod":200, "main": {"temp": '
    if fam == "openmeteo":
        return b'{"latitude":37.55,"longitude":126.975,"hourly":{"time":["2025-11-22T00:00",'
    if fam == "geocoding":
        return b'{"results":[{"id":1835848,"name":"Seoul","latitude":'
    if fam == "nominatim":
        return b'{"place_id":258498431,"lat":"37.5666791","lon":'
    if fam == "nws":
        return b'{"type":"FeatureCollection","features":[{"properties":{"event":"Winter Storm Warning","ends":'
    if fam == "metno-forecast":
        return b'{"type":"Feature","properties":{"timeseries":[{"time":"2025-11-22T08:00:00Z","data":{"instant":'
    if fam == "metno":
        return b'{"features":[{"properties":{"eventAwarenessName":"Wind","awareness_level":"2; yel'
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
    # MET Norway's Locationforecast
    | {"air_pressure_at_sea_level", "air_temperature", "air_temperature_max", "air_temperature_min",
       "cloud_area_fraction", "dew_point_temperature", "precipitation_amount", "probability_of_precipitation",
       "relative_humidity", "ultraviolet_index_clear_sky", "wind_from_direction", "wind_speed", "wind_speed_of_gust"}
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
    if fam == "metno-forecast":
        return (b'{"type":"Feature","properties":{"meta":{"units":{"air_temperature":"celsius"}},"timeseries":[',
                b'{"time":"2025-11-22T08:00:00Z","data":{"instant":{"details":{"air_temperature":5.4}}}}', b']}}')
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
