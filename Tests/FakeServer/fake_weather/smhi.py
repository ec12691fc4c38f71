"""SMHI's impact-based warnings for Sweden (/ibww/api/version/1/warning.json), in the shape of the real
answer (the payload of Nicxe/home-assistant-smhialerts' tests, MIT): one list for the whole country,
each warning an `event` ({sv, en, code}) and `warningAreas`, each area with `approximateStart` and
`approximateEnd`, `warningLevel` (MESSAGE, YELLOW, ORANGE, RED), `eventDescription`, `descriptions`
(title and text) and `area`, a GeoJSON Feature. Stockholm County has a yellow wind warning in force, a
rain warning that ended and a water shortage message; Norrbotten an orange snow warning. The list is
the same whatever is asked."""

import time

from .fake_service import FakeService, WarningScenario
from .places import City, Country
from .responses import HOSTILE_DESC, HOSTILE_NAME, Resp, title_page

PATH = "/ibww/api/version/1/warning.json"
# The areas: their names, and their polygons drawn as boxes (west, south, east, north).
STOCKHOLM_COUNTY = ({"sv": "Stockholms län", "en": "Stockholm County"}, (17.7, 58.8, 19.0, 59.8))
NORRBOTTEN = ({"sv": "Norrbottens län", "en": "Norrbotten County"}, (20.0, 65.4, 24.2, 68.0))

SWEDEN = Country("SE", "Sweden", "스웨덴", "Europe", "EU", "46", "Stockholm", 2661886, "FI,NO")
# Stockholm, inside Stockholm County's wind warning.
STOCKHOLM = City(name="Stockholm", ko="스톡홀름", lat=59.32938, lon=18.06871, cc="SE",
                 state="Stockholm", state_ko="스톡홀름주", admin1_id=2673722, region_code="26",
                 tz="Europe/Stockholm", off=3600, abbr="CET", gid=2673730, population=1515017,
                 elevation=28.0, feature="PPLC", tmin=-3.0, tmax=2.0, ow_state=True,
                 osm_kind="city", county=None, county_ko=None, iso4="SE-AB", osm_id=398021,
                 place_id=258234888, postal="111 29", nom_name_ko="스톡홀름")


def smhi_time(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t))


def text(sv, en, code=None):
    words = {"sv": sv, "en": en}
    if code:
        words["code"] = code
    return words


def warning(ident, event, level, description, where, start, end, paragraphs, ctx):
    name, (west, south, east, north) = where
    area = {
        "id": ident * 10, "created": smhi_time(start - 7200), "approximateStart": smhi_time(start),
        "approximateEnd": smhi_time(end), "published": smhi_time(start - 3600), "normalProbability": True,
        "pushNotice": True, "areaName": name,
        "warningLevel": level, "eventDescription": description,
        "descriptions": [{"title": text(*title), "text": text(*words)} for title, words in paragraphs],
        "area": {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [
            [[west, south], [east, south], [east, north], [west, north], [west, south]]]}},
    }
    if end is None:
        area.pop("approximateEnd")
    if ctx.hostile:
        event = dict(event, en=HOSTILE_NAME, sv=HOSTILE_NAME)
        area["descriptions"] = [{"title": text(HOSTILE_NAME, HOSTILE_NAME), "text": text(HOSTILE_DESC, HOSTILE_DESC)}]
    if ctx.flavor == "missing_fields":
        for key in ("approximateEnd", "eventDescription", "descriptions"):
            area.pop(key, None)
    return {"id": ident, "normalProbability": True, "event": event, "warningAreas": [area]}


def smhi_warnings(ctx):
    if ctx.flavor == "empty_arrays":
        return Resp(200, [])
    hour = int(ctx.now) // 3600 * 3600
    incident = ("Händelsebeskrivning", "Description of incident", "INCIDENT")
    return Resp(200, [
        warning(3301, text("Vind", "Wind", "WIND"), text("Gul varning", "Yellow warning", "YELLOW"),
                text("Vind - Kraftiga vindbyar", "Wind - Strong gusts of wind", "GUSTS"), STOCKHOLM_COUNTY,
                hour - 3600, hour + 8 * 3600,
                [(incident, ("Sydvästlig vind med byar upp till 25 m/s.", "South-westerly wind with gusts up to 25 m/s."))], ctx),
        warning(3302, text("Snö", "Snow", "SNOW"), text("Orange varning", "Orange warning", "ORANGE"),
                text("Snö - Mycket snö", "Snow - Heavy snowfall", "HEAVY_SNOW"), NORRBOTTEN, hour - 7200, hour + 20 * 3600,
                [(incident, ("20-30 cm snö.", "20-30 cm of snow."))], ctx),
        warning(3303, text("Regn", "Rain", "RAIN"), text("Gul varning", "Yellow warning", "YELLOW"),
                text("Regn - Stora regnmängder", "Rain - Large amounts of rain", "HEAVY_RAIN"), STOCKHOLM_COUNTY,
                hour - 30 * 3600, hour - 6 * 3600, [], ctx),
        warning(3122, text("Risk för vattenbrist", "Risk for water shortage", "WATER_SHORTAGE"),
                text("Meddelande", "Message", "MESSAGE"),
                text("Risk för vattenbrist - Grundvatten och vattendrag", "Risk for water shortage - Groundwater and watercourses"),
                STOCKHOLM_COUNTY, hour - 96 * 3600, None, [(incident, ("Låga grundvattennivåer", "Low groundwater levels"))], ctx),
    ])


SERVICE = FakeService("smhi", title_page, paths={PATH: lambda path, q, ctx, ip_city: smhi_warnings(ctx)},
                      prefixes={"/ibww/": None}, countries=[SWEDEN], cities=[STOCKHOLM],
                      scenarios=[WarningScenario("Stockholm", "en", "Wind", "SMHI", PATH),
                                 WarningScenario("Stockholm", "sv", "Vind", "SMHI", PATH)])
