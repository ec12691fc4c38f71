"""The Japan Meteorological Agency's warnings file of a forecast office
(/bosai/warning/data/warning/<office>.json), in the shape of its real answer (tests/fixtures/
jma_warning_tokyo.json of ashuttl/linecast, March 2026): `reportDatetime` (+09:00), the office's
`headlineText` in Japanese, and `areaTypes[].areas[]` each with its `code`, `name` and `warnings` (a code
and a status: 発表 issued, 継続 continued, 解除 lifted). Tokyo's office (130000) lists Tokyo with a heavy
rain warning issued, a heavy rain advisory continued and a dry air advisory lifted, and Kanagawa beside
it with a gale advisory; every other office has nothing in force."""

import time

from .fake_service import FakeService, WarningScenario
from .places import City, Country
from .responses import HOSTILE_DESC, BadRequest, Resp, title_page

PATH_PREFIX = "/bosai/warning/data/warning/"
JST = 9 * 3600


def jst(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+09:00", time.gmtime(t + JST))


def jma_warnings(path, q, ctx):
    office = path[len(PATH_PREFIX):]
    if not office.endswith(".json") or not office[:-5].isdigit() or len(office) != 11:
        raise BadRequest(Resp(404, b"<html><body>404 Not Found</body></html>\n", "text/html"))
    office = office[:-5]
    hour = int(ctx.now) // 3600 * 3600
    if office == "130000" and ctx.flavor != "empty_arrays":
        headline = HOSTILE_DESC if ctx.hostile else "東京地方では大雨や強風に警戒してください。"
        areas = [{"code": "130000", "name": "東京都", "warnings": [
                      {"code": "03", "status": "発表"}, {"code": "10", "status": "継続"}, {"code": "21", "status": "解除"}]},
                 {"code": "140000", "name": "神奈川県", "warnings": [{"code": "03", "status": "継続"}, {"code": "15", "status": "発表"}]}]
    else:
        headline = ""
        areas = [{"code": office, "name": "", "warnings": [{"status": "発表警報・注意報はなし"}]}]
    body = {"reportDatetime": jst(hour - 3600), "headlineText": headline, "areaTypes": [{"name": "警報・注意報", "areas": areas}]}
    if ctx.flavor == "missing_fields":
        body.pop("headlineText")
        body.pop("reportDatetime")
    return Resp(200, body)


JAPAN = Country("JP", "Japan", "일본", "Asia", "AS", "81", "Tokyo", 1861060, "")
# Tokyo, where JMA's office 130000 has a warning and an advisory in force.
TOKYO = City(name="Tokyo", ko="도쿄", lat=35.6895, lon=139.69171, cc="JP",
             state="Tokyo", state_ko="도쿄도", admin1_id=1850144, region_code="40",
             tz="Asia/Tokyo", off=32400, abbr="JST", gid=1850147, population=8336599,
             elevation=44.0, feature="PPLC", tmin=8.0, tmax=16.0, ow_state=True,
             osm_kind="city", county=None, county_ko=None, iso4="JP-13", osm_id=1543125,
             place_id=258234777, postal="100-0001", nom_name_ko="도쿄")

SERVICE = FakeService("jma", title_page, prefixes={PATH_PREFIX: lambda path, q, ctx, ip_city: jma_warnings(path, q, ctx)},
                      countries=[JAPAN], cities=[TOKYO],
                      scenarios=[WarningScenario("Tokyo", "en", "Heavy Rain Warning", "JMA", PATH_PREFIX + "130000.json"),
                                 WarningScenario("Tokyo", "ja", "大雨警報", "JMA", PATH_PREFIX + "130000.json")])
