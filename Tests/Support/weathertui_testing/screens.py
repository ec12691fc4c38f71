"""What weathertui's screens look like, as the tests and the benchmark recognise them: the spinner, the
loaded dashboard, forecast rows and day headers, and the words of a crash."""

import re

# The spinner's frames, in order (braille: every one is U+28xx, so its UTF-8 starts with SPINNER_BYTES).
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
SPINNER_BYTES = b"\xe2\xa0"
# The loaded dashboard's top border ends in "updated HH:MM ┐" (during a refresh: "⠋ refreshing · updated …";
# "updated HH:MM UTC ┐" where the place's time zone is not known and the times are UTC).
LOADED_RE = re.compile(r"updated \d\d:\d\d(?: UTC)? ┐")
LOADED_BYTES = b"updated "
# A stored report on screen at launch: "from HH:MM, 2 h ago" in the top border (while the load behind it
# runs or after it failed).
STORED_RE = re.compile(r"from \d\d:\d\d, ")
STORED_BYTES = b"from "
# The loaded dashboard's key bar (the bottom row) offers a refresh; the spinner screen's does not.
LOADED_KEY = "r refresh"

CRASH_TEXTS = ("Fatal error", "Program crashed", "Crash", "Backtrace", "Illegal instruction",
               "Segmentation fault", "Trace/breakpoint trap")

# One forecast row ("│ 09:00  ☀  12.3°C  …") and a day header ("├ Sat 22 Nov  2° / 9°  ☂ 74% ─…", the
# group is the date alone), once the frame's left margin is stripped.
ROW_RE = re.compile(r"^│ (\d\d:\d\d)  (.{1,2}?)\s+(-?\d+\.\d)°([CF])  ")
DAY_RE = re.compile(r"^├ (.+?)(?:  [^─]*)? ─")

# The header's rain line: the next two hours from the 15-minute forecast when they hold news (rain now,
# or rain coming), otherwise the outlook for the next 24 hours. Which one shows depends on the hour the
# fake server's data is served at, so a test that wants "a rain line" accepts either.
RAIN_LINE_RE = re.compile(r"Rain in \d+ (min|h)|Rain stops in \d+ (min|h)|Dry for the next \d+ h"
                          r"|Rain for the next 2 h|Rain from (tomorrow )?\d\d:\d\d \(\d+%\)|Rain until .*\d\d:\d\d"
                          r"|No rain expected in the next 24 h")
RAIN_LINE_KO_RE = re.compile(r"\d+(분|시간) 뒤 비|동안 비|부터 비|까지 비|24시간 안에 비 소식 없음")


def has_spinner(lines):
    return any(ch in SPINNER for line in lines for ch in line)


def is_complete_frame(lines):
    """Some screen drawn down to the right end of its bottom border. A frame leaves in one write, which
    the reader may get in more than one chunk: the bottom-left corner alone is not the end of it."""
    bottom = lines[-1].strip()
    return bottom.startswith("└") and bottom.endswith("┘")


def is_spinner_frame(lines):
    """The spinner screen, drawn down to its bottom border (ncurses draws top to bottom)."""
    text = "\n".join(lines)
    return (("Finding your location" in text or "Loading weather" in text) and has_spinner(lines)
            and lines[-1].lstrip().startswith("└"))


def is_loaded(lines):
    """The loaded dashboard, drawn down to its key bar: "updated HH:MM" in the top border and the loaded
    key bar in the bottom row (ncurses draws top to bottom, so the frame is complete)."""
    return bool(LOADED_RE.search(lines[0])) and LOADED_KEY in lines[-1]


def is_stored_frame(lines):
    """A stored report on screen, drawn down to its key bar: "from HH:MM, …" in the top border, forecast
    rows and the loaded key bar."""
    return bool(STORED_RE.search(lines[0])) and LOADED_KEY in lines[-1] and bool(list_items(lines))


def frame_x(cols):
    """(left column, width) of the frame: at most 110 columns wide, centred in a wider terminal."""
    width = min(cols, 110)
    return (cols - width) // 2, width


def sticky_day_row(lines):
    """The row of the list's sticky day line: below the header, or below the graph when it shows."""
    return next((y for y, line in enumerate(lines) if DAY_RE.match(line.strip(" "))), None)


def list_items(lines):
    """The forecast items in view, top to bottom: (day label, time, temperature, unit, row index, line)."""
    items = []
    day = None
    for y, line in enumerate(lines):
        inner = line.strip(" ")          # the frame is centred in wide terminals
        m = DAY_RE.match(inner)
        if m:
            day = m.group(1)
            continue
        m = ROW_RE.match(inner)
        if m:
            items.append((day, m.group(1), float(m.group(3)), m.group(4), y, inner))
    return items
