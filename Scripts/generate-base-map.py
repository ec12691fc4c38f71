#!/usr/bin/env python3
"""Writes Resources/basemap.bin, the radar's base map, from Natural Earth's 1:10m GeoJSON files.

Usage: python3 Scripts/generate-base-map.py NATURAL_EARTH_DIR [OUTPUT]

NATURAL_EARTH_DIR holds (in it or in any folder below it) the GeoJSON files named in LAYERS and
TOWNS, as the conversion of Natural Earth to GeoJSON names them (ne_10m_coastline.json or .geojson …).
Lines are simplified with Douglas-Peucker to TOLERANCE_METRES, which a map 50 km across cannot show
(one braille dot of a 120-column map is about 200 m there), cut into pieces of POINTS_PER_PIECE points,
then quantized to 1/QUANTUM degree.

The format (little-endian, varints are LEB128, signed ones zigzag-encoded), read by WeatherCore's
BaseMap:
    "WTBM"  magic
    u16     FORMAT_VERSION
    varint  QUANTUM (units per degree), varint TOLERANCE_METRES, string SOURCE
    u8      layer count, then per layer:
            u8 kind (LAYERS' order), varint line count, then per line: varint point count and the points,
            the first as signed (longitude, latitude) units, each next one as the signed step from the last
    varint  town count, then per town, most populous first: signed longitude and latitude units,
            varint population, string name, string 7-bit name (empty when the name is 7-bit already)
where a string is a varint byte count and UTF-8 bytes.
"""

import json
import math
import struct
import sys
from pathlib import Path

FORMAT_VERSION = 1
QUANTUM = 10_000
TOLERANCE_METRES = 100
SOURCE = "Natural Earth 1:10m (files of 2017-11-09)"
# The layer kinds, in BaseMap.Layer.Kind's order.
LAYERS = [
    ("coastline", "ne_10m_coastline"),
    ("lakes", "ne_10m_lakes"),
    ("borders", "ne_10m_admin_0_boundary_lines_land"),
]
TOWNS = "ne_10m_populated_places_simple"
# Lines are cut into pieces of at most this many points (each piece starts where the last ended), so
# that each piece's bounds are small and a map reads only the pieces near it, not a whole continent's coast.
POINTS_PER_PIECE = 64
# Towns smaller than this are left out: a 50 km view needs the towns people name, not every village.
MINIMUM_POPULATION = 20_000
EARTH_RADIUS_METRES = 6_371_008.8


def find(directory, stem):
    for suffix in (".geojson", ".json"):
        matches = sorted(Path(directory).rglob(stem + suffix))
        if matches:
            return matches[0]
    sys.exit(f"{directory}: no {stem}.geojson or {stem}.json")


def lines_of(geometry):
    kind, coordinates = geometry["type"], geometry["coordinates"]
    if kind == "LineString":
        return [coordinates]
    if kind in ("MultiLineString", "Polygon"):
        return coordinates
    if kind == "MultiPolygon":
        return [ring for polygon in coordinates for ring in polygon]
    return []


def simplified(points, tolerance):
    """Douglas-Peucker in metres on a local equirectangular plane (the line's mean latitude)."""
    if len(points) < 3:
        return points
    scale = math.cos(math.radians(sum(p[1] for p in points) / len(points)))
    metres = math.radians(1) * EARTH_RADIUS_METRES
    xy = [(p[0] * scale * metres, p[1] * metres) for p in points]
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = xy[first], xy[last]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        farthest, distance = first, -1.0
        for index in range(first + 1, last):
            px, py = xy[index]
            if length == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                d = abs(dx * (ay - py) - dy * (ax - px)) / length
            if d > distance:
                farthest, distance = index, d
        if distance > tolerance:
            keep[farthest] = True
            stack.append((first, farthest))
            stack.append((farthest, last))
    return [p for p, kept in zip(points, keep) if kept]


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def signed(value):
    return varint(value << 1 if value >= 0 else ((-value) << 1) - 1)


def text(value):
    data = value.encode("utf-8")
    return varint(len(data)) + data


def quantized(point):
    return round(point[0] * QUANTUM), round(point[1] * QUANTUM)


def encoded_line(points):
    units = []
    for point in points:
        unit = quantized(point)
        if not units or unit != units[-1]:
            units.append(unit)
    if len(units) < 2:
        return None
    out = bytearray(varint(len(units)))
    previous = (0, 0)
    for unit in units:
        out += signed(unit[0] - previous[0]) + signed(unit[1] - previous[1])
        previous = unit
    return bytes(out)


def layer(directory, kind, stem):
    with open(find(directory, stem), encoding="utf-8") as file:
        features = json.load(file)["features"]
    encoded = []
    for feature in features:
        for line in lines_of(feature["geometry"] or {"type": "None", "coordinates": []}):
            points = simplified(line, TOLERANCE_METRES)
            for start in range(0, max(1, len(points) - 1), POINTS_PER_PIECE - 1):
                piece = encoded_line(points[start:start + POINTS_PER_PIECE])
                if piece:
                    encoded.append(piece)
    return bytes([kind]) + varint(len(encoded)) + b"".join(encoded), len(encoded)


def towns(directory):
    with open(find(directory, TOWNS), encoding="utf-8") as file:
        features = json.load(file)["features"]
    rows = []
    for feature in features:
        properties = feature["properties"]
        population = int(properties.get("pop_max") or 0)
        if population < MINIMUM_POPULATION:
            continue
        name = properties["name"]
        ascii_name = properties.get("nameascii") or ""
        if name.isascii() or not ascii_name.isascii():
            ascii_name = ""
        longitude, latitude = quantized((properties["longitude"], properties["latitude"]))
        rows.append((-population, name, longitude, latitude, ascii_name))
    rows.sort()
    out = bytearray(varint(len(rows)))
    for negative_population, name, longitude, latitude, ascii_name in rows:
        out += signed(longitude) + signed(latitude) + varint(-negative_population) + text(name) + text(ascii_name)
    return bytes(out), len(rows)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.split("\n\n")[1])
    directory = sys.argv[1]
    output = Path(sys.argv[2] if len(sys.argv) == 3 else Path(__file__).resolve().parents[1] / "Resources/basemap.bin")
    body = bytearray(b"WTBM" + struct.pack("<H", FORMAT_VERSION))
    body += varint(QUANTUM) + varint(TOLERANCE_METRES) + text(SOURCE)
    body.append(len(LAYERS))
    counts = []
    for kind, (name, stem) in enumerate(LAYERS):
        data, count = layer(directory, kind, stem)
        body += data
        counts.append(f"{count} {name} lines")
    data, count = towns(directory)
    body += data
    counts.append(f"{count} towns")
    output.write_bytes(bytes(body))
    print(f"{output}: {len(body)} bytes, " + ", ".join(counts))


if __name__ == "__main__":
    main()
