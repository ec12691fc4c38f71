"""Official warnings beyond the United States and Norway, as a new user meets them: Toronto gets
Environment Canada's (in English or French), Berlin DWD's through Bright Sky (in English or German),
Dublin Met Éireann's for its county, Rotterdam MeteoAlarm's for its province (and Amsterdam, in the
next province, none), Tokyo JMA's (in English or Japanese), Hong Kong the Observatory's (also where the
map files it under China), each from one request to the service the place's country has;
"none in force" and "unknown" read differently, and a place whose county cannot be told says so."""

import json
import time
from pathlib import Path

import pytest

from conftest import wait_loaded

CONFIG = "request_timeout = 4\n"
ECCC = "/collections/weather-alerts/items"
BRIGHT_SKY = "/alerts"
MET_EIREANN = "/warnings/active"
HKO = "/weatherAPI/opendata/weather.php"
METEOALARM_NL = "/api/v1/warnings/feeds-netherlands"
JMA_TOKYO = "/bosai/warning/data/warning/130000.json"
REVERSE = "/reverse"
WARNING_PATHS = (ECCC, BRIGHT_SKY, MET_EIREANN, HKO, METEOALARM_NL, JMA_TOKYO, "/alerts/active", "/weatherapi/metalerts/2.0/current.json")


def header(text):
    return "\n".join(text.splitlines()[:6])


def log_text(env):
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    return "".join(p.read_text(errors="replace") for p in sorted(cache.glob("weathertui.log*")))


def warning_requests(server):
    return {path: server.count(path) for path in WARNING_PATHS if server.count(path)}


@pytest.mark.parametrize("lang,event,other", [
    ("en", "Freezing rain warning", "Special weather statement"),
    ("fr", "Avertissement de pluie verglaçante", "Bulletin météorologique spécial"),
])
def test_toronto_gets_environment_canadas_warning_in_the_users_language(launcher, server, lang, event, other):
    app = launcher.spawn("--location", "Toronto", "--lang", lang, config=CONFIG, cols=100, rows=30)
    # The banner comes with the loaded dashboard (whose words are the user's language's).
    text = app.wait_for(lambda t: ("⚠ " + event) in header(t) and t, timeout=10, message="Environment Canada's banner")
    assert "Environment Canada" in header(text), header(text)
    app.press("!")
    panel = app.wait_for(lambda t: "Environment Canada" in t and event in t and "(1)" in t and t, message="the panel")
    lines = panel.splitlines()
    title = next(i for i, line in enumerate(lines) if "(1)" in line)
    summary = lines[title + 1].split("│")[2].strip()
    assert summary.startswith("⚠ " + event), panel
    # The list line names the service where it fits: the end time's words ("jusqu’à ven. 00:00" against
    # "jusqu’à 00:00") follow the hour the test runs at, and the service is what goes first (the panel is
    # at most 74 columns of text).
    assert summary.endswith("· Environment Canada") or len(summary + " · Environment Canada") > 74, panel
    # The statement is for St. Catharines and the wind warning for Toronto has ended: neither shows; the
    # warning the service repeats for the next region shows once.
    assert other not in panel, panel
    assert len([line for line in lines if "⚠ %s · %s" % (event, "Jaune" if lang == "fr" else "Yellow") in line]) == 1, panel
    app.press("escape")
    requests = server.requests(ECCC, headers=True)
    assert len(requests) == 1, requests
    assert "lang=%s" % lang in requests[0]["query"] and "bbox=" in requests[0]["query"], requests
    assert requests[0]["headers"]["user_agent"].startswith("weathertui/"), requests
    assert warning_requests(server) == {ECCC: 1}
    assert app.quit() == 0


@pytest.mark.parametrize("lang,first,second", [
    ("en", "Storm-force gusts", "Frost"),
    ("de", "Sturmböen", "Frost"),
])
def test_berlin_gets_dwds_warnings_through_bright_sky(launcher, server, lang, first, second):
    app = launcher.spawn("--location", "Berlin", "--lang", lang, config=CONFIG, cols=100, rows=30)
    text = app.wait_for(lambda t: ("⚠ " + first) in header(t) and t, timeout=10, message="DWD's banner")
    assert "DWD" in header(text), header(text)
    app.press("!")
    panel = app.wait_for(lambda t: "(2)" in t and ("⚠ " + second) in t and t, message="the panel")
    lines = panel.splitlines()
    # The list comes first, most severe first, then each warning in full.
    title = next(i for i, line in enumerate(lines) if "(2)" in line)
    assert "⚠ " + first in lines[title + 1] and "⚠ " + second in lines[title + 2], panel
    assert "⚠ " + first in lines[title + 4], panel
    app.press("escape")
    requests = server.requests(BRIGHT_SKY)
    assert len(requests) == 1 and requests[0]["query"].startswith("lat=52.5200&lon=13.40"), requests
    assert warning_requests(server) == {BRIGHT_SKY: 1}
    assert app.quit() == 0


@pytest.mark.parametrize("location", ["Dublin", "53.3494,-6.2606"])
def test_dublin_gets_met_eireanns_warning_for_its_county(launcher, server, location):
    app = launcher.spawn("--location", location, config=CONFIG, cols=100, rows=30)
    wait_loaded(app)
    text = app.wait_for(lambda t: "⚠ Wind Warning for Dublin" in header(t) and t, message="Met Éireann's banner")
    assert "Met Éireann" in header(text), header(text)
    app.press("!")
    panel = app.wait_for(lambda t: "(1)" in t and "Yellow" in t and t, message="the panel")
    assert "Cork" not in panel and "Small Craft" not in panel, panel
    app.press("escape")
    # The county comes from reverse geocoding: one request, shared with the name of a bare coordinate.
    assert server.count(REVERSE) == 1
    assert warning_requests(server) == {MET_EIREANN: 1}
    assert app.quit() == 0


@pytest.mark.parametrize("lang,headline", [
    ("en", "Wind - Code yellow for Zuid-Holland - The Netherlands"),
    ("nl", "Windstoten - Code geel voor Zuid-Holland - Nederland"),
    # The feed sends Dutch first and no Thai: a Thai reader reads the English.
    ("th", "Wind - Code yellow for Zuid-Holland - The Netherlands"),
])
def test_rotterdam_gets_meteoalarms_warning_for_its_province(launcher, server, lang, headline):
    app = launcher.spawn("--location", "Rotterdam", "--lang", lang, config=CONFIG, cols=100, rows=30)
    text = app.wait_for(lambda t: "⚠ Moderate wind warning" in header(t) and t, timeout=10, message="MeteoAlarm's banner")
    assert "MeteoAlarm" in header(text), header(text)
    app.press("!")
    panel = app.wait_for(lambda t: "(1)" in t and headline in t and t, message="the panel")
    # The ended rain warning and the cancelled thunderstorm warning for the same province never show.
    assert "Code orange" not in panel and "Code oranje" not in panel and "Orange" not in panel, panel
    app.press("escape")
    # The province comes from reverse geocoding (the place search names it in English only).
    assert server.count(REVERSE) == 1
    assert warning_requests(server) == {METEOALARM_NL: 1}
    assert app.quit() == 0


def test_amsterdam_in_the_next_province_has_none(launcher, server):
    app = launcher.spawn("--location", "Amsterdam", config=CONFIG, cols=100, rows=30)
    wait_loaded(app)
    for _ in range(20):
        app.press("!")
        text = app.wait_for(lambda t: ("No warnings in force from MeteoAlarm" in t or "have not loaded" in t) and t, message="a note")
        if "No warnings in force from MeteoAlarm" in text:
            break
        app.press("x")
    # North Holland's "no warnings" entry (green) is never a banner, and South Holland's warning not Amsterdam's.
    assert "No warnings in force from MeteoAlarm" in text and "⚠" not in text, text
    assert warning_requests(server) == {METEOALARM_NL: 1}
    assert app.quit() == 0


@pytest.mark.parametrize("lang,first,second,neighbours", [
    ("en", "Heavy Rain Warning", "Heavy Rain Advisory", ("Gale Advisory", "Dry Air Advisory")),
    ("ja", "大雨警報", "大雨注意報", ("強風注意報", "乾燥注意報")),
])
def test_tokyo_gets_jmas_warnings_named_in_the_users_language(launcher, server, lang, first, second, neighbours):
    app = launcher.spawn("--location", "Tokyo", "--lang", lang, config=CONFIG, cols=100, rows=30)
    text = app.wait_for(lambda t: ("⚠ " + first) in header(t) and t, timeout=10, message="JMA's banner")
    assert "JMA" in header(text), header(text)
    app.press("!")
    panel = app.wait_for(lambda t: "(2)" in t and ("⚠ " + second) in t and t, message="the panel")
    lines = panel.splitlines()
    title = next(i for i, line in enumerate(lines) if "(2)" in line)
    assert "⚠ " + first in lines[title + 1] and "⚠ " + second in lines[title + 2], panel
    # Kanagawa's gale advisory is the neighbouring prefecture's; the dry air advisory was lifted.
    assert all(name not in panel for name in neighbours), panel
    app.press("escape")
    assert warning_requests(server) == {JMA_TOKYO: 1}
    assert server.count(REVERSE) == 0
    assert app.quit() == 0


@pytest.mark.parametrize("location,lang,event", [
    ("Hong Kong", "en", "Red Rainstorm Warning Signal"),
    ("22.2793,114.1628", "zh", "红色暴雨警告信号"),
])
def test_hong_kong_gets_the_observatorys_signals(launcher, server, location, lang, event):
    app = launcher.spawn("--location", location, "--lang", lang, config=CONFIG, cols=100, rows=30)
    app.wait_for(lambda t: ("⚠ " + event) in header(t), timeout=10, message="the Observatory's banner")
    app.press("!")
    panel = app.wait_for(lambda t: "(2)" in t and "Hong Kong Observatory" in t and t, message="the panel")
    assert "Fire" not in panel and "火灾" not in panel, panel
    app.press("escape")
    requests = server.requests(HKO)
    assert [r["query"] for r in requests] == ["dataType=warnsum&lang=%s" % ("sc" if lang == "zh" else "en")], requests
    assert warning_requests(server) == {HKO: 1}
    # By coordinates, reverse geocoding names the place (under China, CN-HK) and its warning service at once.
    assert server.count(REVERSE) == (1 if "," in location else 0)
    assert app.quit() == 0


def test_none_in_force_differs_from_unknown(launcher, server):
    server.control(mode="empty_arrays", paths=[BRIGHT_SKY])
    app = launcher.spawn("--location", "Berlin", config=CONFIG)
    wait_loaded(app)
    for _ in range(20):
        app.press("!")
        text = app.wait_for(lambda t: ("No warnings in force from DWD" in t or "have not loaded" in t) and t, message="a note")
        if "No warnings in force from DWD" in text:
            break
        app.press("x")
    assert "No warnings in force from DWD" in text and "⚠" not in text, text
    assert app.quit() == 0

    server.reset()
    server.control(mode="http_500", paths=[BRIGHT_SKY])
    env = launcher.env(config=CONFIG)
    app = launcher.spawn("--location", "Berlin", env=env)
    wait_loaded(app)
    app.wait_for(lambda _: "warnings failed" in log_text(env), message="the reason in the log")
    app.press("!")
    text = app.wait_for(lambda t: "DWD did not answer; warnings unknown" in t and t, message="the unknown note")
    assert "⚠" not in text and "Couldn't load" not in text and "stale" not in text, text
    app.press("x")
    app.wait_for(lambda t: "r refresh" in t.splitlines()[-1], message="the key bar back")
    assert server.count(BRIGHT_SKY) == 1
    assert app.quit() == 0
    app.assert_no_crash()


def test_a_county_that_cannot_be_told_is_said_not_guessed(launcher, server):
    server.control(mode="http_500", paths=[REVERSE])
    env = launcher.env(config=CONFIG)
    app = launcher.spawn("--location", "Dublin", env=env)
    wait_loaded(app)
    for _ in range(20):
        app.press("!")
        text = app.wait_for(lambda t: ("region not found" in t or "have not loaded" in t) and t, message="a note")
        if "region not found" in text:
            break
        app.press("x")
    assert "Met Éireann: region not found; warnings unknown" in text, text
    assert "⚠" not in text, text
    assert server.count(MET_EIREANN) == 1
    assert "region" in log_text(env)
    assert app.quit() == 0


def test_one_shot_outputs_carry_the_warnings_of_every_service(launcher, server):
    report = json.loads(launcher.run("--json", "--location", "Toronto", config=CONFIG).stdout)
    assert (report["warnings_status"], report["warnings_source"]) == ("in_force", "Environment Canada")
    assert [(w["event"], w["severity"], w["severity_label"]) for w in report["warnings"]] == [
        ("Freezing rain warning", "moderate", "Yellow")]
    line = launcher.run("--format", "%l %W", "--location", "Berlin", config=CONFIG)
    assert line.returncode == 0, line.stderr
    assert line.stdout.decode().strip() == "Berlin, DE ⚠ Storm-force gusts", line.stdout
    waybar = json.loads(launcher.run("--waybar", "--location", "Dublin", config=CONFIG).stdout)
    assert "warning" in waybar["class"], waybar
    assert "Wind Warning for Dublin, Kildare, Wicklow" in waybar["tooltip"], waybar
    once = launcher.run("--once", "--location", "Berlin", "--lang", "de", config=CONFIG).stdout.decode()
    assert "Sturmböen" in once and "(DWD)" in once, once
    quiet = launcher.run("--format", "%l %W", "--location", "Seoul", config=CONFIG)
    assert quiet.stdout.decode().strip() == "Seoul, KR", quiet.stdout
    server.control(mode="http_500", paths=[ECCC])
    unknown = json.loads(launcher.run("--json", "--location", "Toronto", config=CONFIG).stdout)
    assert (unknown["warnings_status"], unknown["warnings"]) == ("unknown", [])


def test_an_endless_answer_is_cut_off_and_reads_as_unknown(launcher, server):
    server.control(mode="huge", paths=[ECCC])
    env = launcher.env(config=CONFIG)
    app = launcher.spawn("--location", "Toronto", env=env)
    peak = 0

    def watch(text):
        nonlocal peak
        peak = max(peak, app.rss_kib())
        return "warnings failed" in log_text(env)
    wait_loaded(app)
    app.wait_for(watch, timeout=8, message="the refusal in the log")
    peak = max(peak, app.rss_kib())
    # The client refuses an answer past its body-size cap (2 MiB) instead of reading 64 MiB.
    assert "warnings failed: tooLarge" in log_text(env), log_text(env)
    assert peak < 100 * 1024, "resident memory reached %d MB on a huge answer" % (peak // 1024)
    app.press("!")
    app.wait_for("Environment Canada did not answer; warnings unknown", message="the unknown note")
    assert app.quit() == 0
    app.assert_no_crash()


def test_stored_warnings_are_shown_in_the_language_of_the_run_that_shows_them(launcher, server):
    """DWD sends its warnings in German and English: a German `--once` stores both, and an English
    dashboard started offline from that report shows them in English."""
    env = launcher.env(config=CONFIG)
    once = launcher.run("--once", "--location", "Berlin", "--lang", "de", env=env)
    assert once.returncode == 0 and "Sturmböen" in once.stdout.decode(), once
    server.control(mode="http_500")
    app = launcher.spawn("--location", "Berlin", "--lang", "en", env=env, cols=100, rows=30)
    text = app.wait_for(lambda t: "⚠ Storm-force gusts" in header(t) and t, timeout=10, message="the stored warning in English")
    assert "Sturmböen" not in text, text
    assert app.quit() == 0
    line = launcher.run("--format", "%l %W", "--location", "Berlin", "--lang", "en", env=env)
    assert "⚠ Storm-force gusts" in line.stdout.decode(), line


def test_london_is_matched_in_meteoalarms_united_kingdom_feed(launcher, server):
    """The United Kingdom's regions are drawn by MeteoAlarm's outlines: London's are told without a
    lookup, its feed is asked once, and nothing in force reads as covered, not as no service."""
    result = launcher.run("--json", "--location", "London", env=launcher.env(config=CONFIG))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["warnings_source"], report["warnings_feed"], report["warnings"]) == ("MeteoAlarm", "covered", [])
    assert server.count("/api/v1/warnings/feeds-united-kingdom") == 1
