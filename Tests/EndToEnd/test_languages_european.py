"""The European languages: chosen by the locale alone, with their words, date form and decimal comma."""

import json
import re
from datetime import datetime, timedelta, timezone
from urllib.parse import parse_qs

import pytest

from weathertui_testing.screens import sticky_day_row

# Weekdays Monday first, as Python's weekday() counts; months January first.
PORTUGUESE_WEEKDAYS = ("seg.", "ter.", "qua.", "qui.", "sex.", "sáb.", "dom.")
PORTUGUESE_MONTHS = ("jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez.")
LANGUAGES = {
    "de_DE.UTF-8": dict(
        words=("gefühlt", "Feuchte", "Luftdruck"), updated="Stand", quit="q Ende",
        day=lambda d: "%s, %d. %s" % (("Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So.")[d.weekday()], d.day,
                                      ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.",
                                       "Okt.", "Nov.", "Dez.")[d.month - 1]),
        code="de"),
    "fr_FR.UTF-8": dict(
        words=("ressenti", "humidité", "pression"), updated="actualisé à", quit="q quitter",
        day=lambda d: "%s %d %s" % (("lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim.")[d.weekday()], d.day,
                                    ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.",
                                     "oct.", "nov.", "déc.")[d.month - 1]),
        code="fr"),
    "es_ES.UTF-8": dict(
        words=("sens.", "humedad", "presión"), updated="actualizado", quit="q salir",
        day=lambda d: "%s, %d %s" % (("lun", "mar", "mié", "jue", "vie", "sáb", "dom")[d.weekday()], d.day,
                                     ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct",
                                      "nov", "dic")[d.month - 1]),
        code="es"),
    "nb_NO.UTF-8": dict(
        words=("føles", "fuktighet", "lufttrykk"), updated="oppdatert", quit="q avslutt",
        day=lambda d: "%s %d. %s" % (("man.", "tir.", "ons.", "tor.", "fre.", "lør.", "søn.")[d.weekday()], d.day,
                                     ("jan.", "feb.", "mar.", "apr.", "mai", "jun.", "jul.", "aug.", "sep.", "okt.",
                                      "nov.", "des.")[d.month - 1]),
        # OpenWeather and GeoNames know Norwegian as "no".
        code="no"),
    "fi_FI.UTF-8": dict(
        words=("tuntuu", "kosteus", "ilmanpaine"), updated="päivitetty", quit="q lopeta",
        day=lambda d: "%s %d. %s" % (("ma", "ti", "ke", "to", "pe", "la", "su")[d.weekday()], d.day,
                                     ("tammik.", "helmik.", "maalisk.", "huhtik.", "toukok.", "kesäk.", "heinäk.",
                                      "elok.", "syysk.", "lokak.", "marrask.", "jouluk.")[d.month - 1]),
        code="fi"),
    "tr_TR.UTF-8": dict(
        wind="m/sn",
        words=("his.", "nem", "basınç"), updated="güncelleme", quit="q çıkış",
        day=lambda d: "%d %s %s" % (d.day, ("Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki",
                                            "Kas", "Ara")[d.month - 1],
                                    ("Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz")[d.weekday()]),
        code="tr"),
    "el_GR.UTF-8": dict(
        words=("αίσθηση", "υγρασία", "πίεση"), updated="ενημέρωση", quit="q έξοδος",
        day=lambda d: "%s %d %s" % (("Δευ", "Τρί", "Τετ", "Πέμ", "Παρ", "Σάβ", "Κυρ")[d.weekday()], d.day,
                                    ("Ιαν", "Φεβ", "Μαρ", "Απρ", "Μαΐ", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε",
                                     "Δεκ")[d.month - 1]),
        code="el"),
    "pl_PL.UTF-8": dict(
        words=("odczuw.", "wilgotność", "ciśnienie"), updated="aktualizacja", quit="q wyjście",
        day=lambda d: "%s, %d %s" % (("pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz.")[d.weekday()], d.day,
                                     ("sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis",
                                      "gru")[d.month - 1]),
        code="pl"),
    "cs_CZ.UTF-8": dict(
        words=("pocitově", "vlhkost", "tlak"), updated="aktualizováno", quit="q konec",
        day=lambda d: "%s %d. %d." % (("po", "út", "st", "čt", "pá", "so", "ne")[d.weekday()], d.day, d.month),
        code="cs"),
    "ru_RU.UTF-8": dict(
        wind="м/с",
        words=("ощущ.", "влажность", "давление"), updated="обновлено в", quit="q выход",
        day=lambda d: "%s, %d %s" % (("пн", "вт", "ср", "чт", "пт", "сб", "вс")[d.weekday()], d.day,
                                     ("янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.",
                                      "нояб.", "дек.")[d.month - 1]),
        code="ru"),
    "uk_UA.UTF-8": dict(
        wind="м/с",
        words=("відчув.", "вологість", "тиск"), updated="оновлено о", quit="q вихід",
        day=lambda d: "%s, %d %s" % (("пн", "вт", "ср", "чт", "пт", "сб", "нд")[d.weekday()], d.day,
                                     ("січ.", "лют.", "бер.", "квіт.", "трав.", "черв.", "лип.", "серп.", "вер.",
                                      "жовт.", "лист.", "груд.")[d.month - 1]),
        code="uk"),
    "it_IT.UTF-8": dict(
        words=("percep.", "umidità", "pressione"), updated="aggiornato alle", quit="q esci",
        day=lambda d: "%s %d %s" % (("lun", "mar", "mer", "gio", "ven", "sab", "dom")[d.weekday()], d.day,
                                    ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov",
                                     "dic")[d.month - 1]),
        code="it"),
    "pt_PT.UTF-8": dict(
        words=("sensação", "humidade", "pressão"), updated="atualizado às", quit="q sair",
        day=lambda d: "%s, %d de %s" % (PORTUGUESE_WEEKDAYS[d.weekday()], d.day, PORTUGUESE_MONTHS[d.month - 1]),
        code="pt"),
    "pt_BR.UTF-8": dict(
        words=("sensação", "umidade", "pressão"), updated="atualizado às", quit="q sair",
        day=lambda d: "%s, %d de %s" % (PORTUGUESE_WEEKDAYS[d.weekday()], d.day, PORTUGUESE_MONTHS[d.month - 1]),
        code="pt"),
    "nl_NL.UTF-8": dict(
        words=("gevoel", "vocht", "luchtdruk"), updated="bijgewerkt", quit="q stop",
        day=lambda d: "%s %d %s" % (("ma", "di", "wo", "do", "vr", "za", "zo")[d.weekday()], d.day,
                                    ("jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov",
                                     "dec")[d.month - 1]),
        code="nl"),
    "sv_SE.UTF-8": dict(
        words=("upplevd", "fuktighet", "lufttryck"), updated="uppdaterad", quit="q avsluta",
        day=lambda d: "%s %d %s" % (("mån", "tis", "ons", "tors", "fre", "lör", "sön")[d.weekday()], d.day,
                                    ("jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.",
                                     "nov.", "dec.")[d.month - 1]),
        code="sv"),
    "da_DK.UTF-8": dict(
        words=("føles", "fugtighed", "lufttryk"), updated="opdateret", quit="q afslut",
        day=lambda d: "%s %d. %s" % (("man.", "tirs.", "ons.", "tors.", "fre.", "lør.", "søn.")[d.weekday()], d.day,
                                     ("jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.",
                                      "nov.", "dec.")[d.month - 1]),
        code="da"),
}

# A forecast row with its temperature to a tenth, in either decimal mark: "│ 06:00  ≡     3,8°C  ".
ROW = re.compile(r"^│ \d\d:\d\d  .{1,2}?\s+-?\d+[.,]\d°C  ")
# A temperature with its tenth, as forecast rows show it: "3,8°C".
DECIMAL_COMMA = re.compile(r"-?\d+,\d°C")
DECIMAL_POINT = re.compile(r"-?\d+\.\d°C")


def days_near_now():
    """The fake server's place keeps UTC-8; the day there a minute either side of now."""
    now = datetime.now(timezone.utc).astimezone(timezone(timedelta(hours=-8)))
    return {now + timedelta(minutes=m) for m in (-1, 1)}


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_locale_alone_chooses_the_words_and_the_date_form(launcher, server, locale):
    expected = LANGUAGES[locale]
    app = launcher.spawn(extra_env={"LANG": locale})
    text = app.wait_for(lambda t: expected["updated"] in t.splitlines()[0]
                        and any(ROW.match(line) for line in t.splitlines()) and t,
                        message="the dashboard in " + locale)
    lines = text.splitlines()
    for word in expected["words"]:
        assert word in text, (word, text)
    heading = lines[sticky_day_row(lines)]
    assert any(expected["day"](d) in heading for d in days_near_now()), (heading, text)
    assert DECIMAL_COMMA.search(text) and not DECIMAL_POINT.search(text), text
    assert expected["quit"] in lines[-1], lines[-1]
    assert "updated" not in text and "feels" not in text, text
    assert app.quit() == 0


@pytest.mark.parametrize("locale", LANGUAGES)
def test_once_prints_a_decimal_comma_and_the_place_search_asks_in_the_language(launcher, server, locale):
    env = launcher.env(extra={"LANG": locale})
    result = launcher.run("--once", "--location", "Seoul", env=env)
    assert result.returncode == 0, result.stderr
    # The attribution's licence ("CC BY 4.0") is a name, not a number of the weather.
    out = "\n".join(line for line in result.stdout.decode().splitlines() if "CC BY" not in line)
    assert re.search(r"\d,\d", out) and not re.search(r"\d\.\d", out), out
    assert LANGUAGES[locale]["words"][0] in out, out
    # The credit, in the language like the rest.
    assert "CC BY" in result.stdout.decode() and "Weather data" not in result.stdout.decode(), result.stdout
    searches = [parse_qs(r["query"]) for r in server.requests("/v1/search")]
    assert searches and searches[-1]["language"] == [LANGUAGES[locale]["code"]], searches


@pytest.mark.parametrize("locale", LANGUAGES)
def test_format_prints_a_decimal_comma(launcher, locale):
    env = launcher.env(extra={"LANG": locale})
    result = launcher.run("--format", "%t %w %p", "--location", "Seoul", env=env)
    assert result.returncode == 0, result.stderr
    assert re.search(r"\d,\d %s" % LANGUAGES[locale].get("wind", "m/s"), result.stdout.decode()), result.stdout


def test_json_keeps_the_decimal_point_in_german(launcher):
    env = launcher.env(extra={"LANG": "de_DE.UTF-8"})
    result = launcher.run("--json", "--location", "Seoul", env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["current"]["description"] and report["days"], report
    # The day's high and low carry tenths (8.4) and stay numbers with a point; no text has a comma decimal.
    assert re.search(rb'"high" : -?\d+\.\d', result.stdout), result.stdout[:600]
    assert not re.search(rb'"[^"]*\d,\d[^"]*"', result.stdout), result.stdout[:600]
