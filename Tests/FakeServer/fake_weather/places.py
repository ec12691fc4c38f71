"""The places the fake services know: a few countries and cities with their names (English and
Korean), coordinates, time zones and the identifiers each real service gives them."""

import math
import unicodedata
from datetime import datetime, timezone

try:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError
except ImportError:  # pragma: no cover
    ZoneInfo = None


class Country:
    def __init__(self, code, en, ko, continent, continent_code, calling, capital, geo_id, borders):
        self.code, self.en, self.ko = code, en, ko
        self.continent, self.continent_code = continent, continent_code
        self.calling, self.capital, self.geo_id, self.borders = calling, capital, geo_id, borders


COUNTRIES = {
    "US": Country("US", "United States", "미국", "North America", "NA", "1", "Washington D.C.", 6252001, "CA,MX"),
    "KR": Country("KR", "South Korea", "대한민국", "Asia", "AS", "82", "Seoul", 1835841, "KP"),
    "GB": Country("GB", "United Kingdom", "영국", "Europe", "EU", "44", "London", 2635167, "IE"),
    "IS": Country("IS", "Iceland", "아이슬란드", "Europe", "EU", "354", "Reykjavik", 2629691, ""),
    "CZ": Country("CZ", "Czechia", "체코", "Europe", "EU", "420", "Prague", 3077311, "AT,DE,PL,SK"),
    "NO": Country("NO", "Norway", "노르웨이", "Europe", "EU", "47", "Oslo", 3144096, "FI,RU,SE"),
    "IN": Country("IN", "India", "인도", "Asia", "AS", "91", "New Delhi", 1269750, "BD,BT,CN,MM,NP,PK"),
    "NP": Country("NP", "Nepal", "네팔", "Asia", "AS", "977", "Kathmandu", 1282988, "CN,IN"),
    "CA": Country("CA", "Canada", "캐나다", "North America", "NA", "1", "Ottawa", 6251999, "US"),
    "NZ": Country("NZ", "New Zealand", "뉴질랜드", "Oceania", "OC", "64", "Wellington", 2186224, ""),
    "DE": Country("DE", "Germany", "독일", "Europe", "EU", "49", "Berlin", 2921044, "AT,BE,CH,CZ,DK,FR,LU,NL,PL"),
    "IE": Country("IE", "Ireland", "아일랜드", "Europe", "EU", "353", "Dublin", 2963597, "GB"),
    "HK": Country("HK", "Hong Kong", "홍콩", "Asia", "AS", "852", "Hong Kong", 1819730, "CN"),
    "NL": Country("NL", "Netherlands", "네덜란드", "Europe", "EU", "31", "Amsterdam", 2750405, "BE,DE"),
    "CN": Country("CN", "China", "중국", "Asia", "AS", "86", "Beijing", 1814991, "HK,IN,KP,MN,NP,RU,VN"),
}


class City:
    def __init__(self, **kw):
        self.aliases = []           # other names a search finds it by (Korean official names)
        self.__dict__.update(kw)

    @property
    def country(self):
        return COUNTRIES[self.cc]


# lat/lon are the geocoder's coordinates; tmin/tmax the November day curve in °C.
CITIES = [
    City(name="Mountain View", ko="마운틴뷰", lat=37.3861, lon=-122.0839, cc="US",
         state="California", state_ko="캘리포니아주", admin1_id=5332921, region_code="CA",
         tz="America/Los_Angeles", off=-28800, abbr="PST", gid=5375480, population=82376,
         elevation=32.0, feature="PPL", tmin=9.0, tmax=17.0, ow_state=True,
         osm_kind="town", county="Santa Clara County", county_ko="샌타클래라 군",
         iso4="US-CA", osm_id=2947470, place_id=297654313, postal="94041",
         nom_name_ko="마운틴뷰"),
    City(name="Seoul", ko="서울", lat=37.5666791, lon=126.9782914, cc="KR",
         state="Seoul", state_ko="서울특별시", admin1_id=1835847, region_code="11",
         tz="Asia/Seoul", off=32400, abbr="KST", gid=1835848, population=10349312,
         elevation=38.0, feature="PPLC", tmin=2.0, tmax=9.0, ow_state=False,
         osm_kind="city", county=None, county_ko=None, iso4="KR-11", osm_id=2297418,
         place_id=258498431, postal="04524", nom_name_ko="서울특별시", aliases=["서울특별시", "Seoul Special City"]),
    City(name="Busan", ko="부산", lat=35.1799528, lon=129.0752365, cc="KR",
         state="Busan", state_ko="부산광역시", admin1_id=1838519, region_code="26",
         tz="Asia/Seoul", off=32400, abbr="KST", gid=1838524, population=3678555,
         elevation=12.0, feature="PPLA", tmin=7.0, tmax=15.0, ow_state=False,
         osm_kind="city", county=None, county_ko=None, iso4="KR-26", osm_id=2297419,
         place_id=258517227, postal="48943", nom_name_ko="부산광역시", aliases=["부산광역시", "Busan Metropolitan City"]),
    City(name="London", ko="런던", lat=51.5073219, lon=-0.1276474, cc="GB",
         state="England", state_ko="잉글랜드", admin1_id=6269131, region_code="ENG",
         tz="Europe/London", off=0, abbr="GMT", gid=2643743, population=8961989,
         elevation=25.0, feature="PPLC", tmin=5.0, tmax=11.0, ow_state=True,
         osm_kind="city", county="Greater London", county_ko="그레이터런던", iso4="GB-ENG",
         osm_id=65606, place_id=258234592, postal="SW1A", nom_name_ko="런던"),
    City(name="Springfield", ko="스프링필드", lat=39.7990175, lon=-89.6439575, cc="US",
         state="Illinois", state_ko="일리노이주", admin1_id=4896861, region_code="IL",
         tz="America/Chicago", off=-21600, abbr="CST", gid=4250542, population=114394,
         elevation=182.0, feature="PPLA", tmin=1.0, tmax=10.0, ow_state=True,
         osm_kind="city", county="Sangamon County", county_ko="생거먼 군", iso4="US-IL",
         osm_id=124001, place_id=318466712, postal="62701", nom_name_ko="스프링필드"),
    City(name="Springfield", ko="스프링필드", lat=42.1018764, lon=-72.5886727, cc="US",
         state="Massachusetts", state_ko="매사추세츠주", admin1_id=6254926, region_code="MA",
         tz="America/New_York", off=-18000, abbr="EST", gid=4951788, population=155929,
         elevation=21.0, feature="PPLA2", tmin=0.0, tmax=8.0, ow_state=True,
         osm_kind="city", county="Hampden County", county_ko="햄프던 군", iso4="US-MA",
         osm_id=1839150, place_id=297312075, postal="01103", nom_name_ko="스프링필드"),
    City(name="Springfield", ko="스프링필드", lat=37.2081729, lon=-93.2922715, cc="US",
         state="Missouri", state_ko="미주리주", admin1_id=4398678, region_code="MO",
         tz="America/Chicago", off=-21600, abbr="CST", gid=4409896, population=169176,
         elevation=396.0, feature="PPLA2", tmin=3.0, tmax=12.0, ow_state=True,
         osm_kind="city", county="Greene County", county_ko="그린 군", iso4="US-MO",
         osm_id=140853, place_id=311018845, postal="65806", nom_name_ko="스프링필드"),
    City(name="Reykjavík", ko="레이캬비크", lat=64.145981, lon=-21.9422367, cc="IS",
         state="Capital Region", state_ko="수도권", admin1_id=3426182, region_code="1",
         tz="Atlantic/Reykjavik", off=0, abbr="GMT", gid=3413829, population=118918,
         elevation=16.0, feature="PPLC", tmin=-1.0, tmax=4.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="IS-1", osm_id=2580605,
         place_id=146010633, postal="101", nom_name_ko="레이캬비크"),
    # Brňov: a village whose name starts like Brno's, which a search for "Brno" finds too, as the real
    # geocoder's fuzzy search does.
    City(name="Brno", ko="브르노", lat=49.19522, lon=16.60796, cc="CZ",
         state="South Moravian", state_ko="남모라바주", admin1_id=3337548, region_code="64",
         tz="Europe/Prague", off=3600, abbr="CET", gid=3078610, population=369559,
         elevation=237.0, feature="PPLA", tmin=1.0, tmax=7.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="CZ-64", osm_id=438171,
         place_id=258012345, postal="602 00", nom_name_ko="브르노"),
    City(name="Brňov", ko="브르뇨프", lat=49.33421, lon=17.93374, cc="CZ",
         state="Zlín", state_ko="즐린주", admin1_id=3339576, region_code="72",
         tz="Europe/Prague", off=3600, abbr="CET", gid=3078611, population=410,
         elevation=390.0, feature="PPL", tmin=0.0, tmax=6.0, ow_state=True,
         osm_kind="village", county="Vsetín District", county_ko="프세틴 군", iso4="CZ-72", osm_id=438172,
         place_id=258012346, postal="757 01", nom_name_ko="브르뇨프"),
    # Denver and Oslo: where the national warning services (NWS, MET Norway) have alerts.
    City(name="Denver", ko="덴버", lat=39.7392, lon=-104.9847, cc="US",
         state="Colorado", state_ko="콜로라도주", admin1_id=5417618, region_code="CO",
         tz="America/Denver", off=-25200, abbr="MST", gid=5419384, population=715522,
         elevation=1609.0, feature="PPLA", tmin=-3.0, tmax=8.0, ow_state=True,
         osm_kind="city", county="Denver County", county_ko="덴버 군", iso4="US-CO", osm_id=1411339,
         place_id=297345678, postal="80202", nom_name_ko="덴버"),
    City(name="Oslo", ko="오슬로", lat=59.9133301, lon=10.7389701, cc="NO",
         state="Oslo", state_ko="오슬로", admin1_id=3143242, region_code="03",
         tz="Europe/Oslo", off=3600, abbr="CET", gid=3143244, population=580000,
         elevation=23.0, feature="PPLC", tmin=-2.0, tmax=3.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="NO-03", osm_id=406091,
         place_id=258123456, postal="0150", nom_name_ko="오슬로"),
    # Clocks a half or three-quarter hour off UTC: Open-Meteo's hourly times there fall on :30 or :45.
    City(name="Kolkata", ko="콜카타", lat=22.5726, lon=88.3639, cc="IN",
         state="West Bengal", state_ko="서벵골주", admin1_id=1252881, region_code="WB",
         tz="Asia/Kolkata", off=19800, abbr="IST", gid=1275004, population=4631392,
         elevation=11.0, feature="PPLA", tmin=18.0, tmax=28.0, ow_state=True,
         osm_kind="city", county="Kolkata", county_ko="콜카타", iso4="IN-WB", osm_id=1956116,
         place_id=258234567, postal="700001", nom_name_ko="콜카타"),
    City(name="Kathmandu", ko="카트만두", lat=27.70169, lon=85.3206, cc="NP",
         state="Bagmati Province", state_ko="바그마티주", admin1_id=12095449, region_code="P3",
         tz="Asia/Kathmandu", off=20700, abbr="+0545", gid=1283240, population=1442271,
         elevation=1317.0, feature="PPLC", tmin=7.0, tmax=22.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="NP-P3", osm_id=4583255,
         place_id=258345678, postal="44600", nom_name_ko="카트만두"),
    City(name="St. John's", ko="세인트존스", lat=47.56494, lon=-52.70931, cc="CA",
         state="Newfoundland and Labrador", state_ko="뉴펀들랜드 래브라도주", admin1_id=6354959, region_code="NL",
         tz="America/St_Johns", off=-12600, abbr="NST", gid=6324733, population=110525,
         elevation=70.0, feature="PPLA", tmin=-1.0, tmax=6.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="CA-NL", osm_id=3386497,
         place_id=258456789, postal="A1C", nom_name_ko="세인트존스"),
    City(name="Waitangi", ko="와이탕이", lat=-43.9535, lon=-176.5597, cc="NZ",
         state="Chatham Islands", state_ko="채텀 제도", admin1_id=4033013, region_code="CIT",
         tz="Pacific/Chatham", off=45900, abbr="+1245", gid=4032804, population=300,
         elevation=10.0, feature="PPLA", tmin=9.0, tmax=15.0, ow_state=True,
         osm_kind="village", county=None, county_ko=None, iso4="NZ-CIT", osm_id=2181421,
         place_id=258567890, postal="8942", nom_name_ko="와이탕이"),
    # Toronto, Berlin and Dublin: where Environment Canada, DWD (Bright Sky) and Met Éireann have warnings.
    # Dublin's county, which Met Éireann warns by, comes from reverse geocoding (`iso_levels`: the ISO
    # 3166-2 codes Nominatim gives by administrative level); the place search names only its province.
    City(name="Toronto", ko="토론토", lat=43.6534817, lon=-79.3839347, cc="CA",
         state="Ontario", state_ko="온타리오주", admin1_id=6093943, region_code="08",
         tz="America/Toronto", off=-18000, abbr="EST", gid=6167865, population=2600000,
         elevation=175.0, feature="PPLA", tmin=-4.0, tmax=3.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="CA-ON", osm_id=324211,
         place_id=258234111, postal="M5H", nom_name_ko="토론토"),
    City(name="Berlin", ko="베를린", lat=52.5200066, lon=13.404954, cc="DE",
         state="Berlin", state_ko="베를린", admin1_id=2950157, region_code="16",
         tz="Europe/Berlin", off=3600, abbr="CET", gid=2950159, population=3426354,
         elevation=43.0, feature="PPLC", tmin=-1.0, tmax=5.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="DE-BE", osm_id=62422,
         place_id=258234222, postal="10117", nom_name_ko="베를린"),
    City(name="Dublin", ko="더블린", lat=53.3493795, lon=-6.2605593, cc="IE",
         state="Leinster", state_ko="렌스터", admin1_id=7521314, region_code="L",
         tz="Europe/Dublin", off=0, abbr="GMT", gid=2964574, population=1024027,
         elevation=8.0, feature="PPLC", tmin=3.0, tmax=9.0, ow_state=True,
         osm_kind="city", county="County Dublin", county_ko="더블린주", iso4=None,
         iso_levels={"5": "IE-L", "6": "IE-D"}, osm_id=1109531,
         place_id=258234333, postal="D01", nom_name_ko="더블린"),
    # Hong Kong, where the Observatory has warnings: Nominatim files it under China (ISO 3166-2 CN-HK).
    City(name="Hong Kong", ko="홍콩", lat=22.2793278, lon=114.1628131, cc="HK",
         state="Hong Kong", state_ko="홍콩", admin1_id=1819729, region_code="00",
         tz="Asia/Hong_Kong", off=28800, abbr="HKT", gid=1819729, population=7491609,
         elevation=30.0, feature="PPLC", tmin=24.0, tmax=30.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4=None, iso_levels={"3": "CN-HK"},
         nominatim_country="CN", osm_id=913110, place_id=258234444, postal="", nom_name_ko="홍콩"),
    # Rotterdam and Amsterdam, in neighbouring provinces: MeteoAlarm warns South Holland (NL009) and has
    # "no warnings" for North Holland (NL011). The province's code comes from reverse geocoding; the
    # place search names it in English, which MeteoAlarm's list does not.
    City(name="Rotterdam", ko="로테르담", lat=51.9244424, lon=4.4777325, cc="NL",
         state="South Holland", state_ko="남홀란트주", admin1_id=2743698, region_code="11",
         tz="Europe/Amsterdam", off=3600, abbr="CET", gid=2747891, population=598199,
         elevation=0.0, feature="PPLA2", tmin=4.0, tmax=9.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="NL-ZH", osm_id=324431,
         place_id=258234555, postal="3011", nom_name_ko="로테르담"),
    City(name="Amsterdam", ko="암스테르담", lat=52.3730796, lon=4.8924534, cc="NL",
         state="North Holland", state_ko="북홀란트주", admin1_id=2749879, region_code="07",
         tz="Europe/Amsterdam", off=3600, abbr="CET", gid=2759794, population=741636,
         elevation=2.0, feature="PPLC", tmin=4.0, tmax=9.0, ow_state=True,
         osm_kind="city", county=None, county_ko=None, iso4="NL-NH", osm_id=271110,
         place_id=258234666, postal="1012", nom_name_ko="암스테르담"),
]
MOUNTAIN_VIEW = CITIES[0]
TZ_OFFSETS = {c.tz: (c.off, c.abbr) for c in CITIES}
TZ_OFFSETS.update({"GMT": (0, "GMT"), "UTC": (0, "UTC")})


def add(countries, cities):
    """Countries and cities a service's module declares (catalog.py), after the ones above."""
    COUNTRIES.update((country.code, country) for country in countries)
    CITIES.extend(cities)
    TZ_OFFSETS.update((c.tz, (c.off, c.abbr)) for c in cities if c.tz not in TZ_OFFSETS)
NEAR_KM = 50.0


def zone_offset(tz_id, t):
    """(offset seconds, abbreviation) of zone `tz_id` at unix time `t`, daylight-saving time included,
    from the tz database (Python's zoneinfo), as Open-Meteo gives a zone's offset at the time it answers;
    the fixed offset in TZ_OFFSETS where the database lacks the zone."""
    fixed = TZ_OFFSETS.get(tz_id, (0, "GMT"))
    if ZoneInfo is None:
        return fixed
    try:
        local = datetime.fromtimestamp(t, timezone.utc).astimezone(ZoneInfo(tz_id))
    except (ZoneInfoNotFoundError, ValueError):
        return fixed
    return int(local.utcoffset().total_seconds()), local.tzname() or fixed[1]


def fold(s):
    """Case- and accent-insensitive form for name matching."""
    s = unicodedata.normalize("NFKD", s.strip())
    return "".join(ch for ch in s if not unicodedata.combining(ch)).casefold()


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 6371.0 * 2 * math.asin(min(1.0, math.sqrt(a)))


def cities_by_distance(lat, lon):
    return sorted(((distance_km(lat, lon, c.lat, c.lon), c) for c in CITIES), key=lambda x: x[0])


def near_city(lat, lon):
    """The nearest known city within NEAR_KM, else None."""
    d, c = cities_by_distance(lat, lon)[0]
    return c if d <= NEAR_KM else None


# A name both geocoders answer with a 500 and the service's own error body: a lookup that fails.
FAILING_SEARCH_NAME = "Geocoder Error"


def is_failing_search(text):
    return fold(text or "") == fold(FAILING_SEARCH_NAME)


def search_cities(text):
    """Cities whose English or Korean name, or an alias, starts with `text` (folded), in CITIES order."""
    wanted = fold(text)
    if not wanted:
        return []
    return [c for c in CITIES if any(fold(n).startswith(wanted) for n in [c.name, c.ko] + c.aliases)]


def find_city(text):
    """Match 'Name', 'Name, State' or 'Name, State, CC' (for ip_city)."""
    parts = [fold(p) for p in text.split(",")]
    for c in CITIES:
        if parts[0] not in (fold(c.name), fold(c.ko)):
            continue
        if len(parts) > 1 and parts[1] and parts[1] not in (fold(c.state), fold(c.region_code), fold(c.cc)):
            continue
        return c
    return None
