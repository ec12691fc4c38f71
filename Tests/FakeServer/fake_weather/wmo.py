"""The WMO Severe Weather Information Centre's mirror of national authorities' CAP feeds
(/v2/cap-alerts/<source-id>/rss.xml, each item linking a CAP 1.2 document under /v2/cap-alerts/), in the
shape of the real index and documents (Tests/WeatherCoreTests/Fixtures/README.md: the OASIS CAP 1.2
examples, the mirror's RSS items). India's Meteorological Department (in-imd-en) has a heavy rain
warning in force whose polygon holds Kolkata (and not Kalyani, just north of it), and an alert named by
a geocode only; every other authority's index is empty. Two more indexes of IMD's, for the tests to
point WEATHERTUI_CAP_IN_URL at: in-imd-en-update adds the Update that raises the rain warning to
Extreme, in-imd-en-cancel the Cancel that withdraws it, and in-imd-en-hostile lists the rain warning
among 2,000 items, a billion laughs, an external entity naming /etc/passwd, a malformed document and a
10 MB one. AEMET's index (es-aemet-es) lists its real yellow heat warning for the Meseta cacereña
(Tests/WeatherCoreTests/Fixtures/cap-aemet-heat-caceres.xml, its times moved to the server's clock), whose
polygon holds Cáceres."""

import re
import time
from pathlib import Path

from .fake_service import FakeService, WarningScenario
from .places import City, Country
from .responses import HOSTILE_NAME, Resp, title_page

PREFIX = "/v2/cap-alerts/"
IMD_INDEX = PREFIX + "in-imd-en/rss.xml"
AEMET_INDEX = PREFIX + "es-aemet-es/rss.xml"
AEMET_HEAT = Path(__file__).resolve().parents[2] / "WeatherCoreTests" / "Fixtures" / "cap-aemet-heat-caceres.xml"
XML = "application/xml; charset=utf-8"
# Kolkata's surroundings, as a closed ring of (lat,lon) corners.
AROUND_KOLKATA = "22.30,88.10 22.30,88.60 22.80,88.60 22.80,88.10 22.30,88.10"


# Kalyani, West Bengal: 20 km north of the rain warning's polygon.
KALYANI = City(name="Kalyani", ko="칼리아니", lat=22.9751, lon=88.4345, cc="IN",
               state="West Bengal", state_ko="서벵골주", admin1_id=1252881, region_code="WB",
               tz="Asia/Kolkata", off=19800, abbr="IST", gid=1268820, population=100575,
               elevation=12.0, feature="PPL", tmin=17.0, tmax=28.0, ow_state=True,
               osm_kind="town", county="Nadia", county_ko="나디아", iso4="IN-WB", osm_id=1956117,
               place_id=258234568, postal="741235", nom_name_ko="칼리아니")


SPAIN = Country("ES", "Spain", "스페인", "Europe", "EU", "34", "Madrid", 2510769, "AD,FR,GI,MA,PT")
# Cáceres, Extremadura: inside the polygon of AEMET's Meseta cacereña zone.
CACERES = City(name="Cáceres", ko="카세레스", lat=39.4753, lon=-6.3724, cc="ES",
               state="Extremadura", state_ko="엑스트레마두라", admin1_id=2593112, region_code="57",
               tz="Europe/Madrid", off=3600, abbr="CET", gid=2520611, population=96068,
               elevation=459.0, feature="PPLA2", tmin=8.0, tmax=17.0, ow_state=True,
               osm_kind="city", county="Cáceres", county_ko="카세레스", iso4="ES-EX", osm_id=345409,
               place_id=258234590, postal="10001", nom_name_ko="카세레스", aliases=["Caceres"])


def cap_time(t):
    """A CAP time with India's offset, as IMD sends them."""
    return time.strftime("%Y-%m-%dT%H:%M:%S+05:30", time.gmtime(t + 19800))


def rss_time(t):
    return time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(t))


def escaped(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def cap_document(identifier, event, severity, sent, expires, area, ctx, kind="Alert", references=None):
    if ctx.hostile:
        event = HOSTILE_NAME
    scope = "<scope>Public</scope>" + ("<references>imd.gov.in,%s,%s</references>" % references if references else "")
    return ("""<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>%s</identifier>
  <sender>imd.gov.in</sender>
  <sent>%s</sent>
  <status>Actual</status>
  <msgType>%s</msgType>
  %s
  <info>
    <language>en-IN</language>
    <category>Met</category>
    <event>%s</event>
    <urgency>Expected</urgency>
    <severity>%s</severity>
    <certainty>Likely</certainty>
    <onset>%s</onset>
    <expires>%s</expires>
    <senderName>India Meteorological Department</senderName>
    <headline>%s warning for Kolkata and surroundings</headline>
    <description>Heavy to very heavy rainfall is likely at isolated places.</description>
    <instruction>Avoid waterlogged roads.</instruction>
    <area>%s</area>
  </info>
</alert>
""" % (identifier, cap_time(sent), kind, scope, escaped(event), severity, cap_time(sent), cap_time(expires), escaped(event), area)).encode()


RAIN_AREA = "<areaDesc>Kolkata</areaDesc><polygon>%s</polygon>" % AROUND_KOLKATA


def aemet_heat(hour):
    """AEMET's document with its times moved: sent and effective two hours before `hour`, in force from
    an hour before it until seven hours after (the offsets as AEMET writes them)."""
    def at(t, offset):
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t + offset * 3600)) + ("-00:00" if offset == 0 else "+%02d:00" % offset)
    times = {"sent": at(hour - 7200, 0), "effective": at(hour - 7200, 2), "onset": at(hour - 3600, 2), "expires": at(hour + 7 * 3600, 2)}
    text = AEMET_HEAT.read_text(encoding="utf-8")
    for name, value in times.items():
        text = re.sub(r"<%s>[^<]*</%s>" % (name, name), "<%s>%s</%s>" % (name, value, name), text)
    return text.encode()


def documents(ctx):
    """The documents, by path: IMD's of its index, then the update and the cancel of the rain warning;
    AEMET's heat warning."""
    hour = int(ctx.now) // 3600 * 3600
    original = ("IMD.KOL.RAIN.1", cap_time(hour - 3600))
    return {
        PREFIX + "es-aemet-es/heat.xml": aemet_heat(hour),
        PREFIX + "in-imd-en/rain.xml": cap_document(
            "IMD.KOL.RAIN.1", "Heavy Rain", "Severe", hour - 3600, hour + 6 * 3600,
            RAIN_AREA, ctx),
        PREFIX + "in-imd-en/heat.xml": cap_document(
            "IMD.WB.HEAT.1", "Heat Wave", "Moderate", hour - 7200, hour + 12 * 3600,
            "<areaDesc>Gangetic West Bengal</areaDesc><geocode><valueName>IMD_DISTRICT</valueName><value>WB</value></geocode>",
            ctx),
        PREFIX + "in-imd-en/rain-update.xml": cap_document(
            "IMD.KOL.RAIN.2", "Heavy Rain", "Extreme", hour - 600, hour + 9 * 3600, RAIN_AREA, ctx, "Update", original),
        PREFIX + "in-imd-en/rain-cancel.xml": cap_document(
            "IMD.KOL.RAIN.3", "Heavy Rain", "Severe", hour - 600, hour + 6 * 3600, RAIN_AREA, ctx, "Cancel", original),
    }


LAUGHS = ('<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY lol0 "lol">'
          + "".join('<!ENTITY lol%d "%s">' % (n, "&lol%d;" % (n - 1) * 10) for n in range(1, 10))
          + ']><alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>laughs</identifier><sender>imd.gov.in</sender>'
          '<status>Actual</status><msgType>Alert</msgType><info><event>&lol9;</event>'
          '<area><polygon>%s</polygon></area></info></alert>' % AROUND_KOLKATA).encode()
SECRET = ('<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY secret SYSTEM "file:///etc/passwd">]>'
          '<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>xxe</identifier><sender>imd.gov.in</sender>'
          '<status>Actual</status><msgType>Alert</msgType><info><event>Leak &secret;</event>'
          '<area><polygon>%s</polygon></area></info></alert>' % AROUND_KOLKATA).encode()
MALFORMED = b'<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>broken</identifier><info>'
HUGE = b'<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><description>' + b"x" * (10 * 1024 * 1024) + b"</description></alert>"
HOSTILE_DOCUMENTS = {"laughs.xml": LAUGHS, "secret.xml": SECRET, "malformed.xml": MALFORMED, "huge.xml": HUGE}

# The documents each index lists, under PREFIX.
INDEXES = {
    "in-imd-en": ("in-imd-en/rain.xml", "in-imd-en/heat.xml"),
    "in-imd-en-update": ("in-imd-en/rain.xml", "in-imd-en/heat.xml", "in-imd-en/rain-update.xml"),
    "in-imd-en-cancel": ("in-imd-en/rain.xml", "in-imd-en/heat.xml", "in-imd-en/rain-cancel.xml"),
    "in-imd-en-hostile": tuple("in-imd-en/" + name for name in (
        "rain.xml", *HOSTILE_DOCUMENTS, *("item-%d.xml" % n for n in range(2000 - 5)))),
    "es-aemet-es": ("es-aemet-es/heat.xml",),
}


def index(source, ctx):
    """The authority's RSS index; its links are absolute paths on the server's own host (the real mirror
    writes the whole URL, which the fake cannot know behind its port)."""
    items = "".join(
        "<item><title>%s</title><link>%s%s</link><pubDate>%s</pubDate></item>" % (name, PREFIX, name, rss_time(ctx.now))
        for name in INDEXES.get(source, ()))
    return ("""<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>%s</title><link>%s%s/rss.xml</link><description>CAP alerts</description>%s</channel></rss>
""" % (source, PREFIX, source, items)).encode()


def answer(path, q, ctx, ip_city):
    rest = path[len(PREFIX):]
    if rest.endswith("/rss.xml") and rest.count("/") == 1:
        return Resp(200, index(rest.split("/")[0], ctx), XML)
    document = documents(ctx).get(path) or HOSTILE_DOCUMENTS.get(path[len(PREFIX + "in-imd-en/"):])
    return Resp(200, document, XML) if document else title_page(404)


SERVICE = FakeService("wmo", title_page, prefixes={PREFIX: answer}, cities=[KALYANI, CACERES], countries=[SPAIN],
                      scenarios=[WarningScenario("Kolkata", "en", "Heavy Rain", "IMD", IMD_INDEX),
                                 WarningScenario("Cáceres", "es", "Aviso de temperaturas máximas de nivel amarillo", "AEMET",
                                                 AEMET_INDEX)])
