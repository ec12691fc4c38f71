"""The WMO Severe Weather Information Centre's mirror of national authorities' CAP feeds
(/v2/cap-alerts/<source-id>/rss.xml, each item linking a CAP 1.2 document under /v2/cap-alerts/), in the
shape of the real index and documents (Tests/WeatherCoreTests/Fixtures/README.md: the OASIS CAP 1.2
examples, the mirror's RSS items). India's Meteorological Department (in-imd-en) has a heavy rain
warning in force whose polygon holds Kolkata (and not Kalyani, just north of it), and an alert named by
a geocode only; an authority with no document named here has an empty index. Two more indexes of IMD's, for the tests to
point WEATHERTUI_CAP_IN_URL at: in-imd-en-update adds the Update that raises the rain warning to
Extreme, in-imd-en-cancel the Cancel that withdraws it, and in-imd-en-hostile lists the rain warning
among 2,000 items, a billion laughs, an external entity naming /etc/passwd, a malformed document and a
10 MB one. AEMET's index (es-aemet-es) lists its real yellow heat warning for the Meseta cacereña
(Tests/WeatherCoreTests/Fixtures/cap-aemet-heat-caceres.xml, its times moved to the server's clock), whose
polygon holds Cáceres. Ten more authorities' real documents (NATIONAL: the Fixtures README says where each came
from) are served the same way, each in its authority's index: IMD's rain warning drawn around Odisha (Bhubaneswar;
in-imd-en, beside the Kolkata warning), SMN Mexico's tropical storm Update over Chiapas and Oaxaca (Tuxtla
Gutiérrez, not Mexico City), BMKG's thunderstorm nowcast in Gorontalo province (Dengilo, not Gorontalo city), the
Bureau of Meteorology's thunderstorm warning named by codes only (New South Wales: Armidale), TMA's strong-wind
advisory for the coast of Tanzania (Dar es Salaam, not Dodoma), INMET's coastal wind warning for Rio Grande do
Norte (Parazinho, not Natal), SMG Macao's all-clear of its strong monsoon signal (Macau, warned of nothing),
Roshydromet's wind warning for the Chukchi Sea coast (Uelen, not Anadyr) and TMD's heavy rain warning for the
South of Thailand, its corners written longitude first and its years in the Buddhist Era (Hat Yai, not
Bangkok), and SMN Argentina's short-term storm warning for Formosa (Laguna Blanca, not the city of Formosa)."""

import re
import time
from datetime import datetime, timezone
from pathlib import Path

from .fake_service import FakeService, WarningScenario
from .places import City, Country
from .responses import HOSTILE_NAME, Resp, title_page

PREFIX = "/v2/cap-alerts/"
IMD_INDEX = PREFIX + "in-imd-en/rss.xml"
AEMET_INDEX = PREFIX + "es-aemet-es/rss.xml"
FIXTURES = Path(__file__).resolve().parents[2] / "WeatherCoreTests" / "Fixtures"
AEMET_HEAT = FIXTURES / "cap-aemet-heat-caceres.xml"
# National authorities' real documents, by their path under PREFIX: the fixture each is served from.
NATIONAL = {
    "in-imd-en/odisha-rain.xml": "cap-imd-odisha-rain.xml",
    "mx-smn-es/vicente-update.xml": "cap-smn-mexico-vicente-update.xml",
    "id-inatews-id/gorontalo-thunderstorm.xml": "cap-bmkg-gorontalo-thunderstorm.xml",
    "au-bom-en/nsw-thunderstorm.xml": "cap-bom-nsw-thunderstorm.xml",
    "tz-tma-en/coast-winds.xml": "cap-tma-coast-winds.xml",
    "br-inmet-pt/coastal-winds.xml": "cap-inmet-coastal-winds.xml",
    "mo-smg-xx/monsoon-allclear.xml": "cap-smg-macao-monsoon-allclear.xml",
    "ru-roshydromet-en/chukotka-wind.xml": "cap-roshydromet-chukotka-wind.xml",
    "th-tmd-en/south-heavy-rain.xml": "cap-tmd-south-heavy-rain.xml",
    "ar-smn-es/formosa-storm.xml": "cap-smn-argentina-storm.xml",
}
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


MEXICO = Country("MX", "Mexico", "멕시코", "North America", "NA", "52", "Mexico City", 3996063, "BZ,GT,US")
INDONESIA = Country("ID", "Indonesia", "인도네시아", "Asia", "AS", "62", "Jakarta", 1643084, "MY,PG,TL")
AUSTRALIA = Country("AU", "Australia", "오스트레일리아", "Oceania", "OC", "61", "Canberra", 2077456, "")
TANZANIA = Country("TZ", "Tanzania", "탄자니아", "Africa", "AF", "255", "Dodoma", 149590, "BI,CD,KE,MW,MZ,RW,UG,ZM")
BRAZIL = Country("BR", "Brazil", "브라질", "South America", "SA", "55", "Brasília", 3469034,
                 "AR,BO,CO,GF,GY,PE,PY,SR,UY,VE")
MACAO = Country("MO", "Macao", "마카오", "Asia", "AS", "853", "Macao", 1821275, "CN")
RUSSIA = Country("RU", "Russia", "러시아", "Europe", "EU", "7", "Moscow", 2017370,
                 "AZ,BY,CN,EE,FI,GE,KP,KZ,LT,LV,MN,NO,PL,UA")
ARGENTINA = Country("AR", "Argentina", "아르헨티나", "South America", "SA", "54", "Buenos Aires", 3865483,
                    "BO,BR,CL,PY,UY")
THAILAND = Country("TH", "Thailand", "태국", "Asia", "AS", "66", "Bangkok", 1605651, "KH,LA,MM,MY")
# Bhubaneswar, Odisha: inside the polygon of IMD's Odisha rain warning.
BHUBANESWAR = City(name="Bhubaneswar", ko="부바네스와르", lat=20.2961, lon=85.8245, cc="IN",
                   state="Odisha", state_ko="오디샤주", admin1_id=1261029, region_code="OR",
                   tz="Asia/Kolkata", off=19800, abbr="IST", gid=1275817, population=837737,
                   elevation=45.0, feature="PPLA", tmin=19.0, tmax=30.0, ow_state=True,
                   osm_kind="city", county="Khordha", county_ko="코르다", iso4="IN-OR", osm_id=1956118,
                   place_id=258234569, postal="751001", nom_name_ko="부바네스와르")
# Tuxtla Gutiérrez, Chiapas: inside SMN's tropical storm polygon; Mexico City far outside it.
TUXTLA = City(name="Tuxtla Gutiérrez", ko="툭스틀라구티에레스", lat=16.7528, lon=-93.1152, cc="MX",
              state="Chiapas", state_ko="치아파스주", admin1_id=3531011, region_code="05",
              tz="America/Mexico_City", off=-21600, abbr="CST", gid=3515001, population=604147,
              elevation=522.0, feature="PPLA", tmin=17.0, tmax=29.0, ow_state=True,
              osm_kind="city", county="Tuxtla Gutiérrez", county_ko="툭스틀라구티에레스", iso4="MX-CHP",
              osm_id=1956120, place_id=258234570, postal="29000", nom_name_ko="툭스틀라구티에레스",
              aliases=["Tuxtla Gutierrez"])
MEXICO_CITY = City(name="Mexico City", ko="멕시코시티", lat=19.4326, lon=-99.1332, cc="MX",
                   state="Mexico City", state_ko="멕시코시티", admin1_id=3527646, region_code="09",
                   tz="America/Mexico_City", off=-21600, abbr="CST", gid=3530597, population=12294193,
                   elevation=2240.0, feature="PPLC", tmin=8.0, tmax=22.0, ow_state=True,
                   osm_kind="city", county=None, county_ko=None, iso4="MX-CMX", osm_id=1956121,
                   place_id=258234571, postal="06000", nom_name_ko="멕시코시티")
# Dengilo, Gorontalo (one of the two districts BMKG's nowcast names), at a point inside its largest polygon;
# Gorontalo city, 100 km east, outside every one.
DENGILO = City(name="Dengilo", ko="뎅길로", lat=0.75, lon=122.08, cc="ID",
               state="Gorontalo", state_ko="고론탈로주", admin1_id=1643837, region_code="34",
               tz="Asia/Makassar", off=28800, abbr="WITA", gid=8224710, population=8000,
               elevation=60.0, feature="PPLA3", tmin=23.0, tmax=31.0, ow_state=True,
               osm_kind="village", county="Pohuwato", county_ko="포후와토", iso4="ID-GO", osm_id=1956122,
               place_id=258234572, postal="96265", nom_name_ko="뎅길로")
GORONTALO = City(name="Gorontalo", ko="고론탈로", lat=0.5435, lon=123.0568, cc="ID",
                 state="Gorontalo", state_ko="고론탈로주", admin1_id=1643837, region_code="34",
                 tz="Asia/Makassar", off=28800, abbr="WITA", gid=1643838, population=180127,
                 elevation=25.0, feature="PPLA", tmin=23.0, tmax=32.0, ow_state=True,
                 osm_kind="city", county="Gorontalo", county_ko="고론탈로", iso4="ID-GO", osm_id=1956123,
                 place_id=258234573, postal="96115", nom_name_ko="고론탈로")
# Armidale, New South Wales: in one of the forecast districts the Bureau's warning names by code only.
ARMIDALE = City(name="Armidale", ko="아미데일", lat=-30.5152, lon=151.6655, cc="AU",
                state="New South Wales", state_ko="뉴사우스웨일스주", admin1_id=2155400, region_code="02",
                tz="Australia/Sydney", off=36000, abbr="AEST", gid=2178174, population=24504,
                elevation=980.0, feature="PPL", tmin=10.0, tmax=24.0, ow_state=True,
                osm_kind="town", county="Armidale Regional", county_ko="아미데일 지역", iso4="AU-NSW",
                osm_id=1956124, place_id=258234574, postal="2350", nom_name_ko="아미데일")
# Dar es Salaam: on the coast TMA's advisory draws; Dodoma, inland, outside it.
DAR_ES_SALAAM = City(name="Dar es Salaam", ko="다르에스살람", lat=-6.8235, lon=39.2695, cc="TZ",
                     state="Dar es Salaam", state_ko="다르에스살람주", admin1_id=160260, region_code="23",
                     tz="Africa/Dar_es_Salaam", off=10800, abbr="EAT", gid=160263, population=2698652,
                     elevation=14.0, feature="PPLA", tmin=24.0, tmax=31.0, ow_state=True,
                     osm_kind="city", county=None, county_ko=None, iso4="TZ-02", osm_id=1956125,
                     place_id=258234575, postal="11101", nom_name_ko="다르에스살람")
DODOMA = City(name="Dodoma", ko="도도마", lat=-6.1722, lon=35.7395, cc="TZ",
              state="Dodoma", state_ko="도도마주", admin1_id=160192, region_code="03",
              tz="Africa/Dar_es_Salaam", off=10800, abbr="EAT", gid=160196, population=410956,
              elevation=1120.0, feature="PPLC", tmin=19.0, tmax=31.0, ow_state=True,
              osm_kind="city", county=None, county_ko=None, iso4="TZ-03", osm_id=1956126,
              place_id=258234576, postal="41101", nom_name_ko="도도마")
# Parazinho, Rio Grande do Norte: inside the sliver INMET's coastal wind warning draws; Natal, 70 km south-east,
# outside it.
PARAZINHO = City(name="Parazinho", ko="파라지뉴", lat=-5.2228, lon=-35.8397, cc="BR",
                 state="Rio Grande do Norte", state_ko="히우그란지두노르치주", admin1_id=3390290, region_code="22",
                 tz="America/Fortaleza", off=-10800, abbr="-03", gid=3392903, population=5197,
                 elevation=60.0, feature="PPLA2", tmin=23.0, tmax=31.0, ow_state=True,
                 osm_kind="town", county="Parazinho", county_ko="파라지뉴", iso4="BR-RN", osm_id=1956127,
                 place_id=258234577, postal="59586", nom_name_ko="파라지뉴")
NATAL = City(name="Natal", ko="나타우", lat=-5.7945, lon=-35.211, cc="BR",
             state="Rio Grande do Norte", state_ko="히우그란지두노르치주", admin1_id=3390290, region_code="22",
             tz="America/Fortaleza", off=-10800, abbr="-03", gid=3394023, population=890480,
             elevation=30.0, feature="PPLA", tmin=24.0, tmax=30.0, ow_state=True,
             osm_kind="city", county="Natal", county_ko="나타우", iso4="BR-RN", osm_id=1956128,
             place_id=258234578, postal="59000", nom_name_ko="나타우")
# Uelen, on the Chukchi Sea: inside Roshydromet's wind warning for that coast; Anadyr, in the same okrug, outside it.
UELEN = City(name="Uelen", ko="우엘렌", lat=66.1597, lon=-169.8098, cc="RU",
             state="Chukotka", state_ko="추코트카 자치구", admin1_id=2126099, region_code="15",
             tz="Asia/Anadyr", off=43200, abbr="+12", gid=2013952, population=720,
             elevation=6.0, feature="PPL", tmin=-18.0, tmax=-12.0, ow_state=True,
             osm_kind="village", county="Chukotsky District", county_ko="추코트스키 지구", iso4="RU-CHU",
             osm_id=1956130, place_id=258234580, postal="689310", nom_name_ko="우엘렌")
ANADYR = City(name="Anadyr", ko="아나디르", lat=64.7337, lon=177.5089, cc="RU",
              state="Chukotka", state_ko="추코트카 자치구", admin1_id=2126099, region_code="15",
              tz="Asia/Anadyr", off=43200, abbr="+12", gid=2127202, population=13045,
              elevation=20.0, feature="PPLA", tmin=-20.0, tmax=-14.0, ow_state=True,
              osm_kind="town", county=None, county_ko=None, iso4="RU-CHU", osm_id=1956131,
              place_id=258234581, postal="689000", nom_name_ko="아나디르")
# Hat Yai, Songkhla: inside one of the rings of TMD's warning for the South; Bangkok outside every one.
HAT_YAI = City(name="Hat Yai", ko="핫야이", lat=7.0084, lon=100.4747, cc="TH",
               state="Songkhla", state_ko="송클라주", admin1_id=1606146, region_code="68",
               tz="Asia/Bangkok", off=25200, abbr="+07", gid=1610780, population=159627,
               elevation=10.0, feature="PPLA2", tmin=24.0, tmax=30.0, ow_state=True,
               osm_kind="city", county="Hat Yai", county_ko="핫야이", iso4="TH-90", osm_id=1956132,
               place_id=258234582, postal="90110", nom_name_ko="핫야이")
BANGKOK = City(name="Bangkok", ko="방콕", lat=13.7563, lon=100.5018, cc="TH",
               state="Bangkok", state_ko="방콕", admin1_id=1609348, region_code="40",
               tz="Asia/Bangkok", off=25200, abbr="+07", gid=1609350, population=5104476,
               elevation=2.0, feature="PPLC", tmin=24.0, tmax=32.0, ow_state=True,
               osm_kind="city", county=None, county_ko=None, iso4="TH-10", osm_id=1956133,
               place_id=258234583, postal="10200", nom_name_ko="방콕")
# Laguna Blanca, Formosa: inside SMN Argentina's storm polygon; the city of Formosa, to the south, outside it.
LAGUNA_BLANCA = City(name="Laguna Blanca", ko="라구나블랑카", lat=-25.1286, lon=-58.2497, cc="AR",
                     state="Formosa", state_ko="포르모사주", admin1_id=3433896, region_code="09",
                     tz="America/Argentina/Cordoba", off=-10800, abbr="-03", gid=3432877, population=5523,
                     elevation=90.0, feature="PPLA2", tmin=21.0, tmax=33.0, ow_state=True,
                     osm_kind="town", county="Pilcomayo", county_ko="필코마요", iso4="AR-P", osm_id=1956134,
                     place_id=258234584, postal="3613", nom_name_ko="라구나블랑카")
FORMOSA = City(name="Formosa", ko="포르모사", lat=-26.1849, lon=-58.1731, cc="AR",
               state="Formosa", state_ko="포르모사주", admin1_id=3433896, region_code="09",
               tz="America/Argentina/Cordoba", off=-10800, abbr="-03", gid=3433899, population=234354,
               elevation=60.0, feature="PPLA", tmin=21.0, tmax=33.0, ow_state=True,
               osm_kind="city", county="Formosa", county_ko="포르모사", iso4="AR-P", osm_id=1956135,
               place_id=258234585, postal="3600", nom_name_ko="포르모사")
# Macau: inside the territory's outline that SMG's all-clear draws.
MACAU = City(name="Macau", ko="마카오", lat=22.1987, lon=113.5439, cc="MO",
             state="Macau", state_ko="마카오", admin1_id=1821274, region_code="MO",
             tz="Asia/Macau", off=28800, abbr="CST", gid=1821375, population=667400,
             elevation=20.0, feature="PPLC", tmin=17.0, tmax=23.0, ow_state=True,
             osm_kind="city", county=None, county_ko=None, iso4="MO-MO", osm_id=1956129,
             place_id=258234579, postal="999078", nom_name_ko="마카오", aliases=["Macao"])


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
TIME_ELEMENT = re.compile(r"<((?:cap:)?(?:sent|effective|onset|expires))>([^<]+)</\1>")


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


def moved(text, hour):
    """A real document with its times moved together, so that the latest of its `sent`, `effective` and
    `onset` falls half an hour before `hour` (its warning in force for its own length past that); each
    time keeps the offset its authority wrote, and a year of another era becomes this one."""
    def parsed(value):
        return datetime.fromisoformat(value.strip())
    times = [(m, parsed(m.group(2))) for m in TIME_ELEMENT.finditer(text)]
    latest = max(when for m, when in times if not m.group(1).endswith("expires"))
    shift = datetime.fromtimestamp(hour - 1800, timezone.utc) - latest
    def written(m):
        value = m.group(2).strip()
        when = (parsed(value) + shift).strftime("%Y-%m-%dT%H:%M:%S")
        return "<%s>%s%s</%s>" % (m.group(1), when, value[19:], m.group(1))
    return TIME_ELEMENT.sub(written, text)


def documents(ctx):
    """The documents, by path: IMD's of its index, then the update and the cancel of the rain warning;
    AEMET's heat warning; the national authorities' real documents."""
    hour = int(ctx.now) // 3600 * 3600
    original = ("IMD.KOL.RAIN.1", cap_time(hour - 3600))
    return {
        **{PREFIX + path: moved((FIXTURES / name).read_text(encoding="utf-8"), hour).encode()
           for path, name in NATIONAL.items()},
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
    "in-imd-en": ("in-imd-en/rain.xml", "in-imd-en/heat.xml", "in-imd-en/odisha-rain.xml"),
    "in-imd-en-update": ("in-imd-en/rain.xml", "in-imd-en/heat.xml", "in-imd-en/rain-update.xml"),
    "in-imd-en-cancel": ("in-imd-en/rain.xml", "in-imd-en/heat.xml", "in-imd-en/rain-cancel.xml"),
    "in-imd-en-hostile": tuple("in-imd-en/" + name for name in (
        "rain.xml", *HOSTILE_DOCUMENTS, *("item-%d.xml" % n for n in range(2000 - 5)))),
    "es-aemet-es": ("es-aemet-es/heat.xml",),
    **{path.split("/")[0]: (path,) for path in NATIONAL if not path.startswith("in-imd-en/")},
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


SERVICE = FakeService("wmo", title_page, prefixes={PREFIX: answer},
                      cities=[KALYANI, CACERES, BHUBANESWAR, TUXTLA, MEXICO_CITY, DENGILO, GORONTALO, ARMIDALE,
                              DAR_ES_SALAAM, DODOMA, PARAZINHO, NATAL, UELEN, ANADYR, HAT_YAI, BANGKOK, LAGUNA_BLANCA,
                              FORMOSA, MACAU],
                      countries=[SPAIN, MEXICO, INDONESIA, AUSTRALIA, TANZANIA, BRAZIL, RUSSIA, THAILAND, ARGENTINA,
                                 MACAO],
                      scenarios=[WarningScenario("Kolkata", "en", "Heavy Rain", "IMD", IMD_INDEX),
                                 WarningScenario("Cáceres", "es", "Aviso de temperaturas máximas de nivel amarillo", "AEMET",
                                                 AEMET_INDEX)])
