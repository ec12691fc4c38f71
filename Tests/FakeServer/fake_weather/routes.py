"""Which service a path belongs to, and the normal (mode ok) answer to a provider request."""

from .air_quality import om_air_quality
from .bright_sky import bright_sky_alerts
from .eccc import eccc_alerts
from .hko import hko_warnings
from .archive import om_archive
from .error_bodies import error_body
from .ip_lookup import ipwho
from .jma import PATH_PREFIX as JMA, jma_warnings
from .met_eireann import met_eireann_warnings
from .meteoalarm import PATH_PREFIX as METEOALARM, meteoalarm_warnings
from .met_norway import met_alerts
from .met_norway_forecast import PATH_PREFIX as MET_FORECAST, met_forecast
from .nominatim import nominatim_reverse
from .nws import nws_alerts
from .open_meteo import om_forecast
from .open_meteo_geocoding import om_search
from .openweather import ow_current, ow_forecast, ow_geo_direct, ow_geo_reverse
from .responses import BadRequest, Resp

PROVIDER_PREFIXES = ["/data/2.5/", "/geo/1.0/", "/v1/forecast", "/v1/air-quality", "/v1/archive", "/v1/search", "/reverse",
                     "/ip", "/alerts/active", "/weatherapi/metalerts/", "/collections/weather-alerts/", "/alerts",
                     "/warnings/active", "/weatherAPI/", MET_FORECAST, METEOALARM, JMA]
NWS_ALERTS = "/alerts/active"
MET_ALERTS = "/weatherapi/metalerts/2.0/current.json"
ECCC_ALERTS = "/collections/weather-alerts/items"
BRIGHT_SKY_ALERTS = "/alerts"
MET_EIREANN_WARNINGS = "/warnings/active"
HKO_WARNINGS = "/weatherAPI/opendata/weather.php"


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
    if path.startswith("/alerts/"):
        return "nws"
    if path.startswith("/weatherapi/metalerts/"):
        return "metno"
    if path.startswith("/collections/"):
        return "eccc"
    if path == BRIGHT_SKY_ALERTS:
        return "brightsky"
    if path.startswith(METEOALARM):
        return "meteoalarm"
    if path.startswith(JMA):
        return "jma"
    if path.startswith("/warnings/"):
        return "meteireann"
    if path.startswith("/weatherAPI/"):
        return "hko"
    if path.startswith(MET_FORECAST):
        return "metno-forecast"
    return None


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
        if path == "/v1/air-quality":
            return om_air_quality(q, ctx)
        if path == "/v1/archive":
            return om_archive(q, ctx)
        if family(path) == "nominatim":
            return nominatim_reverse(q, ctx)
        if family(path) == "ipwho":
            return ipwho(q, ctx, ip_city)
        if path == NWS_ALERTS:
            return nws_alerts(q, ctx)
        if path == MET_ALERTS:
            return met_alerts(q, ctx)
        if path == ECCC_ALERTS:
            return eccc_alerts(q, ctx)
        if path == BRIGHT_SKY_ALERTS:
            return bright_sky_alerts(q, ctx)
        if path == MET_EIREANN_WARNINGS:
            return met_eireann_warnings(q, ctx)
        if path == HKO_WARNINGS:
            return hko_warnings(q, ctx)
        if path.startswith(MET_FORECAST):
            return met_forecast(path, q, ctx)
        if path.startswith(METEOALARM):
            return meteoalarm_warnings(path, q, ctx)
        if path.startswith(JMA):
            return jma_warnings(path, q, ctx)
    except BadRequest as e:
        return e.resp
    fam = family(path)
    if fam == "openweather":
        return Resp(404, {"cod": "404", "message": "Internal error"})
    return error_body(fam, 404)
