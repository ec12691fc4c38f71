"""RainViewer's public radar API (https://api.rainviewer.com): the index of frames
(/public/weather-maps.json) and the frames' PNG tiles (/v2/radar/<id>/256/{z}/{x}/{y}/{color}/{smooth}_{snow}.png).

Shapes, from NOTES-apis ("Radar (keyless)") and RainViewer's API documentation, as no other project's test
data found holds a capture of them: the index is {"version", "generated", "host", "radar": {"past":
[{"time", "path"}...], "nowcast": [...]}, "satellite": {"infrared": []}} with a frame every 10 minutes, 13
past frames and, as the free tier has since 2026, no nowcast. Tiles are 256-pixel RGBA PNGs in the
"Universal Blue" scheme, whose colours are RainViewer's published rainviewer_api_colors_table.csv (column
"Universal Blue": 128 rain rows then 128 snow rows, -32 to 95 dBZ; PALETTE below, the same table as
Sources/WeatherCore/Radar/UniversalBluePalette.swift). The PNGs are written here with zlib and struct.

The weather on the radar: one rain cell (RADIUS_KM to its edge; 45 dBZ at its core, 35 then 25 dBZ
outwards) whose centre lies CELL_WEST_KM west of Tokyo at the latest frame and moves east at
CELL_SPEED_KMH: its edge is CELL_WEST_KM - RADIUS_KM = 33 km west of Tokyo now, and reaches it in about
50 minutes.

The control's "radar" key picks a scenario (SCENARIOS); the failure modes reach the tiles through
"paths" (POST /_control {"mode": "huge", "paths": ["/v2/radar/"]}: 64 MiB tiles)."""

import functools
import math
import struct
import zlib

from .fake_service import FakeService
from .jma import TOKYO
from .responses import Resp, dumps

FRAME_SECONDS = 600
PAST_FRAMES = 13
CELL_WEST_KM = 45.0
RADIUS_KM = 12.0
CELL_SPEED_KMH = 40.0
KM_PER_DEGREE = 111.195

SCENARIOS = {
    "moving": "the rain cell west of Tokyo moving east (the default)",
    "dry": "no rain anywhere: every tile transparent",
    "nowcast": "as moving, plus 3 nowcast frames (LibreWXR's kind of index)",
    "many_frames": "10,000 past frames, the newest as moving's",
    "other_host": "the index names another host for its tiles: redirect_base, else http://127.0.0.2:<this port>",
    "bad_paths": "every other frame's path is not /v2/radar/<id> (a URL elsewhere, a ../ path)",
    "truncated_tile": "the tiles of the frame before the latest are their PNG's first half",
    "not_png_tile": "the tiles of the frame before the latest are an HTML page",
    "gap_over_rain": "the latest frame's tiles that hold the rain cell answer 503; the rest come",
}

# RainViewer's Universal Blue scheme: row r is dBZ (r mod 128) - 32, rain below row 128, snow from it.
PALETTE = [
    "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000",
    "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000",
    "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "63615914", "66635a19",
    "69665c1e", "6c685d24", "6f6b5f29", "726e612e", "75706234", "78736439", "7c75653e", "7f786744",
    "827b6949", "857d6a4e", "88806c54", "8b826d59", "8e856f5e", "92887164", "9e93756e", "aa9e7978",
    "b6a97e82", "c2b4828c", "cec08796", "d2c48ba0", "d6c88faa", "dacc93b4", "ded097be", "88ddeeff",
    "6cd1ebff", "51c5e8ff", "36bae5ff", "1baee2ff", "00a3e0ff", "009ad5ff", "0091caff", "0088bfff",
    "007fb4ff", "0077aaff", "0070a3ff", "00699cff", "006295ff", "005b8eff", "005588ff", "005180ff",
    "004e78ff", "004a70ff", "004768ff", "ffee00ff", "ffe000ff", "ffd200ff", "ffc500ff", "ffb700ff",
    "ffaa00ff", "ff9f00ff", "ff9500ff", "ff8b00ff", "ff8100ff", "ff4400ff", "f23600ff", "e62800ff",
    "d91b00ff", "cd0d00ff", "c10000ff", "a80000ff", "8f0000ff", "760000ff", "5d0000ff", "ffaaffff",
    "ff9fffff", "ff95ffff", "ff8bffff", "ff81ffff", "ff77ffff", "ff6cffff", "ff62ffff", "ff58ffff",
    "ff4effff", "ffffffff", "ffffffff", "ffffffff", "ffffffff", "ffffffff", "ffffffff", "ffffffff",
    "ffffffff", "ffffffff", "ffffffff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff",
    "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff",
    "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff", "00ff00ff",
    "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000",
    "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "00000000",
    "00000000", "00000000", "00000000", "00000000", "00000000", "00000000", "cfffff00", "ceffff0c",
    "cdffff19", "ccffff26", "cbffff33", "cbffff3f", "caffff4c", "c9ffff59", "c8ffff66", "c7ffff72",
    "c7ffff7f", "c6ffff8c", "c5ffff99", "c4ffffa5", "c3ffffb2", "c3ffffbf", "c2ffffcc", "c1ffffd8",
    "c0ffffe5", "bffffff2", "bfffffff", "b8f8ffff", "b2f2ffff", "abebffff", "a5e5ffff", "9fdfffff",
    "98d8ffff", "92d2ffff", "8bcbffff", "85c5ffff", "7fbfffff", "78b8ffff", "72b2ffff", "6babffff",
    "65a5ffff", "5f9fffff", "5b9bffff", "5898ffff", "5595ffff", "5292ffff", "4f8fffff", "4b8bffff",
    "4888ffff", "4585ffff", "4282ffff", "3f7fffff", "3b7bffff", "3878ffff", "3575ffff", "3272ffff",
    "2f6fffff", "2b6bffff", "2868ffff", "2565ffff", "2262ffff", "1f5fffff", "1b5bffff", "1858ffff",
    "1555ffff", "1252ffff", "0f4fffff", "0c4bffff", "0948ffff", "0645ffff", "0242ffff", "003fffff",
    "003bffff", "0038ffff", "0035ffff", "0032ffff", "002fffff", "002bffff", "0028ffff", "0025ffff",
    "0022ffff", "001fffff", "001bffff", "0018ffff", "0015ffff", "0012ffff", "000fffff", "000cffff",
    "0009ffff", "0006ffff", "0002ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff",
    "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff",
    "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff", "0000ffff",
]


def rgba(dbz):
    value = int(PALETTE[dbz + 32], 16)
    return bytes(((value >> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255))


TRANSPARENT = b"\0\0\0\0"
CORE, MIDDLE, EDGE = rgba(45), rgba(35), rgba(25)


def png(width, height, rows):
    """An 8-bit RGBA PNG of `rows` (each width * 4 bytes)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


EMPTY_TILE = png(256, 256, [TRANSPARENT * 256] * 256)


def latest_frame(now):
    return int(now) // FRAME_SECONDS * FRAME_SECONDS


def cell_centre(frame_time, now):
    """(lat, lon) of the cell's centre at `frame_time`."""
    hours = (frame_time - latest_frame(now)) / 3600.0
    east_km = -CELL_WEST_KM + CELL_SPEED_KMH * hours
    return TOKYO.lat, TOKYO.lon + east_km / (KM_PER_DEGREE * math.cos(math.radians(TOKYO.lat)))


@functools.lru_cache(maxsize=512)
def tile_png(z, x, y, frame_time, now):
    """The tile z/x/y of the frame at `frame_time`: the cell where it reaches the tile, else transparent."""
    clat, clon = cell_centre(frame_time, now)
    size = 256 << z
    km_lon = KM_PER_DEGREE * math.cos(math.radians(clat))

    def lat_of(py):
        return math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * py / size))))

    def lon_of(px):
        return px / size * 360.0 - 180.0
    top, bottom = lat_of(y * 256), lat_of(y * 256 + 256)
    west, east = lon_of(x * 256), lon_of(x * 256 + 256)
    reach = RADIUS_KM / KM_PER_DEGREE
    if clat - reach > top or clat + reach < bottom or clon + reach * 2 < west or clon - reach * 2 > east:
        return EMPTY_TILE
    longitudes = [(lon_of(x * 256 + c + 0.5) - clon) * km_lon for c in range(256)]
    rows = []
    for r in range(256):
        dy = (lat_of(y * 256 + r + 0.5) - clat) * KM_PER_DEGREE
        if abs(dy) > RADIUS_KM:
            rows.append(TRANSPARENT * 256)
            continue
        row = bytearray()
        for dx in longitudes:
            d = math.hypot(dx, dy)
            row += CORE if d <= RADIUS_KM / 3 else MIDDLE if d <= RADIUS_KM * 2 / 3 else EDGE if d <= RADIUS_KM else TRANSPARENT
        rows.append(bytes(row))
    return png(256, 256, rows)


def frame_path(frame_time):
    return "/v2/radar/%x" % frame_time


def index(ctx):
    scenario = ctx.radar or "moving"
    latest = latest_frame(ctx.now)
    count = 10000 if scenario == "many_frames" else PAST_FRAMES
    past = [{"time": t, "path": frame_path(t)} for t in range(latest - (count - 1) * FRAME_SECONDS, latest + 1, FRAME_SECONDS)]
    if scenario == "bad_paths":
        for n, frame in enumerate(past[:-1]):
            if n % 2:
                frame["path"] = ("https://evil.example/v2/radar/%x" if n % 4 == 1 else "/v2/radar/../../%x") % frame["time"]
    nowcast = []
    if scenario == "nowcast":
        nowcast = [{"time": t, "path": frame_path(t)} for t in range(latest + FRAME_SECONDS, latest + 4 * FRAME_SECONDS, FRAME_SECONDS)]
    host = "http://%s" % ctx.host
    if scenario == "other_host":
        host = ctx.redirect_base or "http://127.0.0.2:%s" % ctx.host.rsplit(":", 1)[-1]
    return Resp(200, dumps({"version": "2.0", "generated": int(ctx.now), "host": host,
                            "radar": {"past": past, "nowcast": nowcast}, "satellite": {"infrared": []}}))


def tile(path, ctx):
    """/v2/radar/<id>/256/{z}/{x}/{y}/{color}/{smooth}_{snow}.png, the zoom at most 7 as the free tier's."""
    parts = path.split("/")
    try:
        frame_time = int(parts[3], 16)
        size, z, x, y = int(parts[4]), int(parts[5]), int(parts[6]), int(parts[7])
    except (IndexError, ValueError):
        return rv_error(404)
    if len(parts) != 10 or size != 256 or not parts[9].endswith(".png") or not (0 <= x < 1 << z and 0 <= y < 1 << z):
        return rv_error(404)
    if z > 7:
        return Resp(400, b"Zoom Not Supported", "text/plain")
    scenario = ctx.radar or "moving"
    body = EMPTY_TILE if scenario == "dry" else tile_png(z, x, y, frame_time, ctx.now)
    if scenario == "gap_over_rain" and frame_time == latest_frame(ctx.now) and body is not EMPTY_TILE:
        return rv_error(503)
    if frame_time == latest_frame(ctx.now) - FRAME_SECONDS:
        if scenario == "truncated_tile":
            body = body[:len(body) // 2]
        elif scenario == "not_png_tile":
            return Resp(200, b"<html><body>Service temporarily unavailable</body></html>", "text/html")
    return Resp(200, body, "image/png", {"Cache-Control": "public, max-age=600"})


def rv_error(status):
    return Resp(status, dumps({"error": {"code": status, "message": "Not Found" if status == 404 else "Error"}}))


SERVICE = FakeService(
    "rainviewer", rv_error,
    paths={"/public/weather-maps.json": lambda path, q, ctx, ip_city: index(ctx)},
    prefixes={"/v2/radar/": lambda path, q, ctx, ip_city: tile(path, ctx)},
)
