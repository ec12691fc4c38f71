"""NOAA CO-OPS: the metadata API's list of stations with tide predictions
(/mdapi/prod/webapi/stations.json?type=tidepredictions) and the data API's high and low waters
(/api/prod/datagetter?product=predictions&interval=hilo&format=json…), in the shapes the live service
sends (a station's `id`, `name`, `lat`, `lng` among its other fields; `predictions[]` of `t`, `v` as
text and `type` H or L; `{"error": {"message": …}}` for a request it cannot answer).

Its stations are two on the coast of Maine. Their high and low waters are the marine fake's turns
(marine.py) STATION_LAG later, and higher: heights above mean lower low water, in feet with
units=english, so that a test tells NOAA's tides from the model's."""

import time
from datetime import datetime, timezone

from .fake_service import FakeService
from .marine import tide_turns
from .responses import Resp, first

STATIONS = [
    {"id": "8413320", "name": "Bar Harbor", "lat": 44.392193, "lng": -68.20428, "state": "ME"},
    {"id": "8418150", "name": "Portland", "lat": 43.65806, "lng": -70.24417, "state": "ME"},
]
STATION_LAG = 17 * 60
MLLW_METRES = 1.6
RANGE_FACTOR = 2.5


def station_turns(start, end):
    """A station's high and low waters between unix times `start` and `end`: (time, metres above MLLW, kind)."""
    return [(t + STATION_LAG, MLLW_METRES + RANGE_FACTOR * level, kind)
            for t, level, kind in tide_turns(start - STATION_LAG, end - STATION_LAG)]


def stations(q):
    body = {"count": len(STATIONS), "units": None, "self": None, "stations": [dict(
        station, tidal=True, greatlakes=False, timezone="EST", timezonecorr=-5, observedst=True, affiliations="NWLON",
        portscode=None, tideType="Mixed",
        self="https://api.tidesandcurrents.noaa.gov/mdapi/prod/webapi/stations/%s.json" % station["id"],
    ) for station in STATIONS]}
    return Resp(200, body)


def error(message):
    return Resp(200, {"error": {"message": message}})


def day_start(text):
    try:
        return int(datetime.strptime(text or "", "%Y%m%d").replace(tzinfo=timezone.utc).timestamp())
    except ValueError:
        return None


def predictions(q):
    if first(q, "product") != "predictions" or first(q, "interval") != "hilo" or first(q, "format") != "json":
        return error("This fake answers hilo predictions in JSON only.")
    if first(q, "station") not in {station["id"] for station in STATIONS}:
        return error("No Predictions data was found. Please make sure the Datum input is valid.")
    begin, end = day_start(first(q, "begin_date")), day_start(first(q, "end_date"))
    if begin is None or end is None or end < begin:
        return error("The begin and end dates are not valid.")
    feet = first(q, "units") == "english"
    rows = [{"t": time.strftime("%Y-%m-%d %H:%M", time.gmtime(t - t % 60)),
             "v": "%.3f" % (metres / 0.3048 if feet else metres), "type": "H" if kind == "high" else "L"}
            for t, metres, kind in station_turns(begin, end + 86400)]
    return Resp(200, {"predictions": rows})


SERVICE = FakeService(
    "coops", lambda status: Resp(status, {"error": {"message": "HTTP %d" % status}}),
    paths={
        "/mdapi/prod/webapi/stations.json": lambda path, q, ctx, ip_city: stations(q),
        "/api/prod/datagetter": lambda path, q, ctx, ip_city: predictions(q),
    },
)
