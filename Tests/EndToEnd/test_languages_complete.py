"""Every language but English, chosen by its locale alone: the loaded dashboard, the days view and the
help show no English word that the language's catalog does not use itself (a service's or a place's
name excepted)."""

import re

import pytest

from weathertui_testing.paths import REPO

PO = REPO / "po"
# A word: letters, with the apostrophes and hyphens inside words that French or Italian write.
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# Names that stay as they are in every language: services, the place the fake server answers for and its
# region, the licence, the abbreviations of the air's measures, and the names on the keys of a keyboard.
NAMES = {"open", "meteo", "openweather", "nominatim", "openstreetmap", "nws", "met", "norway", "cc", "by",
         "mountain", "view", "california", "seoul", "us", "kr", "aqi", "uv", "pm", "bft", "hpa",
         "esc", "enter", "home", "end", "ctrl", "pgup", "pgdn", "tab", "shift", "alt", "space"}


def rows():
    """(code, first locale) for each row of po/languages.txt."""
    table = []
    for line in (PO / "languages.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = [cell.strip() for cell in line.split("|")]
        table.append((cells[0], cells[3].split()[0]))
    return table


def words_of(path, field):
    """The lower-cased words of every `field` ("msgid" or "msgstr") string of a catalog, placeholders left out."""
    words = set()
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d\])?|msgctxt) "(.*)"$', line)
        if match:
            current = match.group(1)
            text = match.group(2)
        elif line.startswith('"') and current:
            text = line[1:-1]
        else:
            current = None
            continue
        if current.startswith(field) and not (field == "msgid" and current == "msgctxt"):
            words.update(word.lower() for word in WORD.findall(re.sub(r"\{\w+\}", " ", text)))
    return words


ENGLISH = words_of(PO / "en.po", "msgid")
LANGUAGES = [row for row in rows() if row[0] != "en"]


# Letters that touch a panel's border: a word the panel drawn over it cut short ("dom" → "do│").
CUT = re.compile(r"[^\W\d_]+(?=[│┐┘┤])|(?<=[│┌└├])[^\W\d_]+")


def english_left(text, code):
    """The words of `text` that only English uses (a word cut short by a panel's border is no word)."""
    own = words_of(PO / f"{code}.po", "msgstr")
    return sorted({word for word in (w.lower() for w in WORD.findall(CUT.sub(" ", text))) if len(word) > 1}
                  & (ENGLISH - own - NAMES))


@pytest.mark.parametrize("code,locale", LANGUAGES, ids=[code for code, _ in LANGUAGES])
def test_a_loaded_dashboard_shows_no_english(launcher, code, locale):
    app = launcher.spawn(extra_env={"LANG": locale + ".UTF-8"}, rows=40, cols=120)
    # Loaded: the header's time of data and a forecast row's temperature with its tenth.
    text = app.wait_for(lambda t: re.search(r"\d[.,]\d°C", t) and re.search(r"\d:\d\d", t.splitlines()[0]) and t,
                        message="the dashboard in " + locale)
    assert english_left(text, code) == [], text
    app.send("d")
    days = app.wait_for(lambda t: t != text and re.search(r"\d°", t) and t, message="the days view in " + locale)
    assert english_left(days, code) == [], days
    app.send("?")
    help_text = app.wait_for(lambda t: t != days and t, message="the help in " + locale)
    assert english_left(help_text, code) == [], help_text
    assert app.quit() == 0
