"""China's warnings as the National Meteorological Centre lists them (/rest/findAlarm?pageNo=&pageSize=),
in the shape of its real answer (nmc_findAlarm.sample.json of LancyCelestia/WuWa-Character-Bots, captured
on 2026-09-20; Tests/WeatherCoreTests/Fixtures/cma-findalarm.json holds twelve of its items): `msg`,
`code`, `data.page` with `pageNo`, `pageSize`, `count`, `prev`, `next` and `list`, each item's `alertid` the
issuing office's GB/T 2260 code, `41600000`, `_` and its issue time, `issuetime` Beijing time with slashes.
The items are the real ones, issued in the hour before now: Yan'an's city office's and Baota district's
fog signals (the place), Ansai district's (the same city, another county), Lantian county's (the same
province, another city), Hainan's province office's and a county of Sichuan's."""

import time

from .fake_service import FakeService, WarningScenario
from .places import City
from .responses import HOSTILE_NAME, Resp, first, title_page

BEIJING_OFFSET = 8 * 3600
# (office code, title, minutes before now, picture): real items of the list.
ITEMS = [
    ("511923", "四川省巴中市平昌县气象台发布暴雨橙色预警信号", 10, "p0002002"),
    ("610122", "陕西省西安市蓝田县气象台发布大雾黄色预警信号", 20, "p0005003"),
    ("610603", "陕西省延安市安塞区气象台发布大雾黄色预警信号", 30, "p0005003"),
    ("460000", "海南省气象台发布海上雷雨大风黄色预警信号", 40, "p0000003"),
    ("610602", "陕西省延安市宝塔区气象台发布大雾黄色预警信号", 50, "p0005003"),
    ("610600", "陕西省延安市气象台发布大雾黄色预警信号", 60, "p0005003"),
]

# Yan'an, Shaanxi: Nominatim names its district 宝塔区 and its city 延安市 when asked in Chinese.
YANAN = City(name="Yan'an", ko="옌안", lat=36.5853, lon=109.4897, cc="CN",
             state="Shaanxi", state_ko="산시성", admin1_id=1796480, region_code="26",
             tz="Asia/Shanghai", off=28800, abbr="CST", gid=1786640, population=445000,
             elevation=958.0, feature="PPLA2", tmin=-6.0, tmax=8.0, ow_state=True,
             osm_kind="city", county="Baota District", county_ko="바오타구", iso4="CN-SN", osm_id=3107361,
             place_id=258235555, postal="716000", nom_name_ko="옌안",
             nom_name_zh="延安市", state_zh="陕西省", county_zh="宝塔区")


def beijing(t):
    return time.strftime("%Y/%m/%d %H:%M", time.gmtime(t + BEIJING_OFFSET))


def find_alarm(q, ctx):
    page_size = int(first(q, "pageSize", "20") or 20)
    items = []
    for code, title, minutes, picture in ITEMS:
        issued = int(ctx.now) - minutes * 60
        alert_id = "%s41600000_%s" % (code, time.strftime("%Y%m%d%H%M%S", time.gmtime(issued + BEIJING_OFFSET)))
        items.append({"alertid": alert_id, "issuetime": beijing(issued),
                      "title": HOSTILE_NAME if ctx.hostile else title,
                      "url": "/publish/alarm/%s.html" % alert_id,
                      "pic": "https://image.nmc.cn/assets/img/alarm/%s.png" % picture})
    if ctx.flavor == "empty_arrays":
        items = []
    page = {"pageNo": 1, "pageSize": page_size, "count": len(items), "prev": 1, "next": 1, "list": items[:page_size]}
    if ctx.flavor == "missing_fields":
        page.pop("list")
    return Resp(200, {"msg": "success", "code": 0, "data": {"page": page}})


SERVICE = FakeService("cma", title_page,
                      paths={"/rest/findAlarm": lambda path, q, ctx, ip_city: find_alarm(q, ctx)},
                      prefixes={"/rest/": None}, cities=[YANAN],
                      scenarios=[WarningScenario("Yan'an", "en", "大雾黄色预警信号", "CMA", "/rest/findAlarm", ["pageNo=1"])])
