"""The Hong Kong Observatory's warning summary (/weatherAPI/opendata/weather.php?dataType=warnsum&lang=),
in the shape of its real answer (tests/fixtures/hko_warnsum.json of ashuttl/linecast, 2026): one object
per kind of warning with `name`, `code`, `actionCode`, `issueTime`, `updateTime`, and `expireTime` and
`type` where they apply (+08:00 times). A red rainstorm signal, tropical cyclone signal No. 3 and a
cancelled fire danger warning, in English (`en`) or Simplified (`sc`) or Traditional (`tc`) Chinese; the
territory has one list, whatever the point."""

import time

from .fake_service import FakeService, WarningScenario
from .responses import HOSTILE_NAME, BadRequest, Resp, first, title_page

HONG_KONG_OFFSET = 8 * 3600
NAMES = {
    "WRAIN": {"en": "Red Rainstorm Warning Signal", "sc": "红色暴雨警告信号", "tc": "紅色暴雨警告信號"},
    "WTCSGNL": {"en": "Tropical Cyclone Warning Signal", "sc": "热带气旋警告信号", "tc": "熱帶氣旋警告信號"},
    "WFIRE": {"en": "Yellow Fire Danger Warning", "sc": "黄色火灾危险警告", "tc": "黃色火災危險警告"},
}
TYPES = {"en": "Strong Wind Signal No. 3", "sc": "三号强风信号", "tc": "三號強風信號"}


def hk_time(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S+08:00", time.gmtime(t + HONG_KONG_OFFSET))


def hko_warnings(q, ctx):
    if first(q, "dataType") != "warnsum":
        raise BadRequest(Resp(200, b"", "text/html; charset=utf-8"))
    lang = first(q, "lang", "en")
    if lang not in ("en", "sc", "tc"):
        lang = "en"
    hour = int(ctx.now) // 3600 * 3600
    body = {
        "WRAIN": {"name": NAMES["WRAIN"][lang], "code": "WRAINR", "actionCode": "ISSUE",
                  "issueTime": hk_time(hour - 3600), "expireTime": hk_time(hour + 5 * 3600), "updateTime": hk_time(hour - 3600)},
        "WTCSGNL": {"name": NAMES["WTCSGNL"][lang], "code": "TC3", "actionCode": "ISSUE", "type": TYPES[lang],
                    "issueTime": hk_time(hour - 7200), "updateTime": hk_time(hour - 7200)},
        "WFIRE": {"name": NAMES["WFIRE"][lang], "code": "WFIREY", "actionCode": "CANCEL",
                  "issueTime": hk_time(hour - 12 * 3600), "updateTime": hk_time(hour - 3600)},
    }
    if ctx.hostile:
        body["WRAIN"]["name"] = HOSTILE_NAME
    if ctx.flavor == "missing_fields":
        for entry in body.values():
            entry.pop("expireTime", None)
            entry.pop("type", None)
    if ctx.flavor == "empty_arrays":
        body = {}
    return Resp(200, body)


SERVICE = FakeService("hko", title_page,
                      paths={"/weatherAPI/opendata/weather.php": lambda path, q, ctx, ip_city: hko_warnings(q, ctx)},
                      prefixes={"/weatherAPI/": None},
                      scenarios=[WarningScenario("Hong Kong", "en", "Red Rainstorm Warning Signal", "Hong Kong Observatory",
                                                 "/weatherAPI/opendata/weather.php", ["lang=en"])])
