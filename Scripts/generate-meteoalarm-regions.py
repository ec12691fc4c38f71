#!/usr/bin/env python3
"""Writes the tables MeteoAlarmRegion matches a place against, from MeteoAlarm's own list of the regions
its feeds warn by (each region's EMMA_ID, name and outline) and the ISO 3166-2 subdivisions:

- Sources/WeatherCore/Generated/MeteoAlarmRegionTable.swift: for each country whose regions
  follow its administrative lines, each land region's EMMA_ID, the ISO 3166-2 subdivisions it covers
  whole (and theirs below them), or the subdivision it is a part of and the names of the districts or
  municipalities that make that part; and the names of those subdivisions, for a place named but not
  coded.
- Sources/WeatherCore/Generated/MeteoAlarmOutlineTable.swift: for each country whose regions
  are forecast zones that follow no administrative line, or districts the geocoders name differently in
  each language (Poland's powiats, Slovakia's okresy), each land region's outline as MeteoAlarm draws it.

Usage: generate-meteoalarm-regions.py COUNTRIES_DIR [OUT_DIR]   (OUT_DIR: Sources/WeatherCore/Generated)

COUNTRIES_DIR holds one JSON file a country (`netherlands.json`, ...: a list of {"code", "area",
"type", "coordinates"}), as github.com/em-jov/meteoalarm (MIT) extracted them into its `countries/`
folder from MeteoAlarm's geocodes.json (meteoalarm.org, "redistribution hub"); the tables are written
from its commit 13ff71e3dfa46ac59165456e317d3203e3be913e (its croatia.json and latvia.json, the largest,
were not at hand then; it has no Ukraine). Its Czech names were read in the wrong code page; they are
read back here. Regions 800 and up are sea areas and are left out. Outlines are simplified to within
TOLERANCE and islands under SMALLEST_ISLAND dropped. Needs the iso-codes package
(/usr/share/iso-codes/json/iso_3166-2.json). Tests/Generated checks the tables against the script's
output where METEOALARM_COUNTRIES_DIR names the folder.
"""
import json
import sys
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "Sources/WeatherCore/Generated"
ISO_3166_2 = Path("/usr/share/iso-codes/json/iso_3166-2.json")

FILES = {
    "AT": None, "BE": "belgium", "BG": "bulgeria", "CY": "cyprus", "CZ": "czechia", "EE": "estonia",
    "FI": "finland", "FR": "france", "HU": "hungary", "IT": "italy", "LT": "lithuania", "MD": "moldova",
    "MT": "malta", "NL": "netherlands", "PL": "poland", "RO": "romania", "SK": "slovkia",
    "BA": "bosnia-herzegovina", "DK": "denmark", "GR": "greece", "IS": "iceland", "LU": "luxembourg",
    "ME": "montenegro", "MK": "republic-of-north-macedonia", "PT": "portugal", "RS": "serbia", "SI": "slovenia",
    "CH": "switzerland", "IL": "israel", "UK": "united-kingdom",
}
OUTLINED = ["BA", "CH", "DK", "GR", "IL", "IS", "LU", "ME", "MK", "PL", "PT", "RS", "SI", "SK", "UK"]

# Regions given by hand: where the list's names are not the ISO names, or the region is not one
# subdivision. Codes starting with a country's own code are subdivisions; a bare country code is the
# whole of a country MeteoAlarm files under another's feed (Andorra under France's).
GIVEN = {
    "NL": {"NL007": ["NL-GR"], "NL008": ["NL-FL"], "NL009": ["NL-ZH"], "NL010": ["NL-ZE"], "NL011": ["NL-NH"],
           "NL012": ["NL-LI"], "NL013": ["NL-NB"], "NL014": ["NL-GE"], "NL015": ["NL-UT"], "NL016": ["NL-OV"],
           "NL017": ["NL-FR"], "NL018": ["NL-DR"]},
    "BE": {"BE001": ["BE-WLX"], "BE002": ["BE-VAN"], "BE003": ["BE-VOV"], "BE004": ["BE-BRU", "BE-VBR", "BE-WBR"],
           "BE005": ["BE-WHT"], "BE006": ["BE-WNA"], "BE007": ["BE-VLI"], "BE008": ["BE-WLG"], "BE009": ["BE-VWV"]},
    "BG": {"BG022": ["BG-22"], "BG023": ["BG-23"]},
    "CZ": {"CZ014": ["CZ-10"]},
    "FR": {"FR001": ["AD"], "FR067": ["FR-75", "FR-75C", "FR-92", "FR-93", "FR-94"], "FR101": ["FR-75", "FR-75C"],
           "FR038": ["FR-69", "FR-69M"], "FR065": ["FR-95"], "FR089": ["FR-2B"], "FR090": ["FR-2A"]},
    # The seven planning regions, each its counties and the cities with county rights in them.
    "HU": {"HU001": ["HU-HB", "HU-JN", "HU-SZ", "HU-DE", "HU-NY", "HU-SK"],
           "HU002": ["HU-GS", "HU-VA", "HU-ZA", "HU-GY", "HU-SN", "HU-SH", "HU-ZE", "HU-NK"],
           "HU003": ["HU-FE", "HU-KE", "HU-VE", "HU-SF", "HU-DU", "HU-TB", "HU-VM"],
           "HU004": ["HU-BA", "HU-SO", "HU-TO", "HU-PS", "HU-KV", "HU-SS"],
           "HU005": ["HU-BK", "HU-BE", "HU-CS", "HU-KM", "HU-BC", "HU-HV", "HU-SD"],
           "HU006": ["HU-BU", "HU-PE", "HU-ER"],
           "HU007": ["HU-BZ", "HU-HE", "HU-NO", "HU-MI", "HU-EG", "HU-ST"]},
    "IT": {"IT004": ["IT-23", "IT-AO"], "IT008": ["IT-45"]},
    "RO": {"RO027": ["RO-B"]},
    "MD": {"MD010": ["MD-BA"], "MD022": ["MD-CU"], "MD030": ["MD-BD"], "MD031": ["MD-SN"], "MD037": ["MD-GA"]},
    # The NUTS regions MeteoAlarm's aliases give; AT003 is Tirol but Osttirol (AT004, the Lienz district).
    "AT": {"AT001": ["AT-3"], "AT002": ["AT-8"], "AT003": ["AT-7"], "AT005": ["AT-5"], "AT006": ["AT-2"],
           "AT007": ["AT-4"], "AT008": ["AT-1"], "AT009": ["AT-6"], "AT010": ["AT-9"]},
    "FI": {"FI001": ["FI-13"], "FI020": ["FI-14"], "FI026": ["FI-05"], "FI027": ["FI-15"], "FI028": ["FI-07"],
           "FI029": ["FI-12"], "FI030": ["FI-03"], "FI031": ["FI-17"], "FI032": ["FI-19"], "FI033": ["FI-06"],
           "FI034": ["FI-18"], "FI036": ["FI-09"], "FI037": ["FI-16"], "FI038": ["FI-11"], "FI039": ["FI-08"],
           "FI040": ["FI-02"], "FI041": ["FI-04"], "FI043": ["FI-01", "AX"]},
    "MT": {"MT001": ["MT"]},
    "CY": {"CY001": ["CY"]},
}

# Parts of a subdivision: the region, the subdivision, and the names of the districts or municipalities
# it is made of (the rest of the subdivision is the region GIVEN gives it, if any).
PARTS = {
    "NL": {"NL019": ("NL-FR,NL-NH", ["Texel", "Vlieland", "Terschelling", "Ameland", "Schiermonnikoog"])},
    "AT": {"AT004": ("AT-7", ["Lienz", "Osttirol"])},
    "FI": {code: ("FI-10", names) for code, names in {
        "FI002": ["Utsjoki", "Utsjok"], "FI003": ["Inari", "Enare"], "FI004": ["Enontekiö", "Enontekis"],
        "FI005": ["Sodankylä"], "FI006": ["Pelkosenniemi"], "FI007": ["Salla"], "FI008": ["Kemijärvi"],
        "FI009": ["Kittilä"], "FI010": ["Muonio"], "FI011": ["Kolari"], "FI012": ["Pello"],
        "FI013": ["Ylitornio", "Övertorneå"], "FI014": ["Rovaniemi"], "FI015": ["Tornio", "Torneå"], "FI016": ["Kemi"],
        "FI017": ["Keminmaa"], "FI018": ["Tervola"], "FI019": ["Simo"], "FI021": ["Ranua"], "FI022": ["Posio"],
        "FI042": ["Savukoski"],
    }.items()} | {"FI023": ("FI-14", ["Pudasjärvi"]), "FI024": ("FI-14", ["Taivalkoski"]), "FI025": ("FI-14", ["Kuusamo"])},
}

# The Estonian county codes before 2022 (the geocoders' data may still carry them).
OLD_CODES = {"EE-45": ["EE-44"], "EE-50": ["EE-49"], "EE-52": ["EE-51"], "EE-56": ["EE-57"], "EE-60": ["EE-59"],
             "EE-64": ["EE-65"], "EE-68": ["EE-67"], "EE-71": ["EE-70"], "EE-79": ["EE-78"], "EE-81": ["EE-82"],
             "EE-87": ["EE-86"]}
# Words around a subdivision's name in the geocoders' and in iso-codes' names.
NOISE = {"kraj", "county", "apskritis"}


def fold(text):
    text = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return " ".join("".join(c if c.isalnum() else " " for c in text if not unicodedata.combining(c)).lower().split())


def core(text):
    return " ".join(w for w in fold(text).split() if w not in NOISE)


def read_back(name):
    """A Czech name read as Windows-1252 (or Latin-1) though written in Windows-1250."""
    try:
        return name.encode("cp1252").decode("cp1250")
    except UnicodeError:
        try:
            return name.encode("latin-1").decode("cp1250")
        except UnicodeError:
            return name


def land(regions):
    return [r for r in regions if int(r["code"][2:5]) < 800]


def subdivisions():
    entries = json.loads(ISO_3166_2.read_text())["3166-2"]
    children = {}
    for entry in entries:
        if "parent" in entry:
            country = entry["code"].split("-")[0]
            children.setdefault(f"{country}-{entry['parent']}", []).append(entry["code"])
    return {e["code"]: e["name"] for e in entries}, children, {e["code"] for e in entries if "unicipality" not in e["type"]}


def auto_codes(country, regions, names, top, given):
    """Each region the list names as one subdivision of `country` (not a municipality) is that subdivision."""
    mine = {code: name for code, name in names.items() if code.startswith(country + "-") and code in top}
    by_name = {}
    for code, name in mine.items():
        by_name.setdefault(core(name), []).append(code)
    result = {}
    for region in regions:
        if region["code"] in given:
            continue
        found = by_name.get(core(region["name"]), [])
        if len(found) != 1:
            sys.exit(f"{region['code']} {region['name']!r}: {len(found)} subdivisions by that name")
        result[region["code"]] = found
    return result


# The smallest island (square thousandths of a degree, some 5 km² in Europe) a region keeps a ring for: a
# place on a smaller one is within the coast slack of the region's other rings.
SMALLEST_ISLAND = 600


def area(ring):
    return abs(sum(lon * next_lat - next_lon * lat
                   for (lon, lat), (next_lon, next_lat) in zip(ring, ring[1:] + ring[:1]))) / 2 * 1_000_000


def rings(region):
    coordinates = region["coordinates"]
    polygons = coordinates if region["type"] == "MultiPolygon" else [coordinates]
    # The outer ring of each polygon; MeteoAlarm's outlines have no holes that matter at their scale.
    outer = [polygon[0] for polygon in polygons]
    largest = max(outer, key=area)
    return [ring for ring in outer if ring is largest or area(ring) >= SMALLEST_ISLAND]


# How far (thousandths of a degree, about 300 m) a simplified outline may stray from MeteoAlarm's: well
# inside the coast slack MeteoAlarmRegion allows, and it keeps the table a fraction of the source's size.
TOLERANCE = 10


def simplified(corners):
    """The corners Douglas and Peucker's algorithm keeps within TOLERANCE of the line through the rest."""
    if len(corners) < 5:
        return corners
    keep = [False] * len(corners)
    keep[0] = keep[-1] = True
    stack = [(0, len(corners) - 1)]
    while stack:
        first, last = stack.pop()
        (ay, ax), (by, bx) = corners[first], corners[last]
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        farthest, distance = None, TOLERANCE
        for index in range(first + 1, last):
            py, px = corners[index]
            away = (abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length if length
                    else ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5)
            if away > distance:
                farthest, distance = index, away
        if farthest is not None:
            keep[farthest] = True
            stack += [(first, farthest), (farthest, last)]
    kept = [corner for corner, kept in zip(corners, keep) if kept]
    return kept if len(kept) >= 4 else corners


def encoded(ring):
    """The ring's corners in thousandths of a degree, simplified, the first as it is and each other as
    the step from the one before; a corner the rounding puts on the one before is left out."""
    corners = []
    for lon, lat in ring:
        corner = (round(lat * 1000), round(lon * 1000))
        if not corners or corner != corners[-1]:
            corners.append(corner)
    corners = simplified(corners)
    steps = [corners[0]] + [(b[0] - a[0], b[1] - a[1]) for a, b in zip(corners, corners[1:])]
    return " ".join(f"{lat},{lon}" for lat, lon in steps)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    folder = Path(sys.argv[1])
    out = Path(sys.argv[2]) if len(sys.argv) == 3 else OUT
    names, children, top = subdivisions()
    lines, outline_lines, subdivision_lines = [], [], {}
    for country in sorted(FILES):
        file = FILES[country]
        listed = land(json.loads((folder / f"{file}.json").read_text())) if file else []
        regions = [{"code": r["code"], "name": read_back(r["area"]) if country == "CZ" else r["area"],
                    "type": r["type"], "coordinates": r["coordinates"]} for r in listed]
        if country in OUTLINED:
            for region in regions:
                text = ";".join(encoded(ring) for ring in rings(region))
                outline_lines.append(f"{region['code']}\t{text}")
            continue
        given = GIVEN.get(country, {})
        parts = PARTS.get(country, {})
        codes = dict(given)
        if country not in ("AT", "FI", "MT", "CY", "HU", "NL", "BE"):
            codes |= auto_codes(country, [r for r in regions if r["code"] not in parts], names, top, given)
        known = {r["code"]: r["name"] for r in regions}
        for code in sorted(set(codes) | set(parts) | set(known)):
            name = known.get(code)
            whole, within, part_names = codes.get(code, []), "", []
            if code in parts:
                within, part_names = parts[code]
            if not whole and not part_names:
                sys.exit(f"{code} {name!r}: neither subdivisions nor parts")
            expanded = []
            for subdivision in whole:
                for each in [subdivision] + OLD_CODES.get(subdivision, []) + sorted(children.get(subdivision, [])):
                    if each not in expanded:
                        expanded.append(each)
            withins = within.split(",") if within else []
            for subdivision in whole + withins:
                if subdivision in names:
                    subdivision_lines[subdivision] = names[subdivision]
            own = [name] if name and country not in ("FI", "CZ") and name not in part_names else []
            label = "\t".join(dict.fromkeys(own + part_names))
            lines.append(f"{code}\t{','.join(expanded)}\t{','.join(withins)}\t{label}".rstrip("\t"))
    iso_lines = [f"{code}\t{name}" for code, name in sorted(subdivision_lines.items())]
    write(out, "MeteoAlarmRegionTable", [
        ("regions", "One land region a line: its EMMA_ID; the ISO 3166-2 subdivisions it covers whole, those below them\n"
                    "    /// included, or a country's ISO 3166-1 code (comma-separated); the subdivisions it is a part of (the\n"
                    "    /// same subdivision before and after a change of codes); then its names, or for a part the names of\n"
                    "    /// the districts or municipalities it is made of.", lines),
        ("subdivisions", "The ISO 3166-2 subdivisions the regions name, with their names in iso-codes.", iso_lines),
    ])
    write(out, "MeteoAlarmOutlineTable", [
        ("outlines", "One land region a line: its EMMA_ID, then its outline as rings separated by \";\", each corner\n"
                     "    /// \"latitude,longitude\" in thousandths of a degree, separated by spaces: the first as it is, each\n"
                     "    /// other as the step from the corner before.", outline_lines),
    ])


def write(out, name, tables):
    body = []
    for property_name, doc, rows in tables:
        text = "\n".join(f"        {row}" for row in rows)
        body.append(f"    /// {doc}\n    static let {property_name} = \"\"\"\n{text}\n        \"\"\"")
    source = ("// Generated by `python3 Scripts/generate-meteoalarm-regions.py COUNTRIES_DIR` from MeteoAlarm's geocodes and "
              "iso-codes (the script says where to get them): run it again to regenerate, do not edit.\n\n"
              f"enum {name} {{\n" + "\n\n".join(body) + "\n}\n")
    (out / f"{name}.swift").write_text(source)


if __name__ == "__main__":
    main()
