"""Choosing a place: the pick list, inline answers, the old place kept when a change fails, recent places,
--location with several matches, Hangul searches, OpenWeather's geocoding, and --demo kept apart from the
real cache and the network."""

import json
import os
import re
import stat
import time
from pathlib import Path
from urllib.parse import parse_qs

import pytest

from conftest import wait_loaded

PICK_LIST = re.compile(r"3 places called 'Springfield'")
SPRINGFIELD_STATES = ("Missouri", "Massachusetts", "Illinois")


def top(app):
    return app.lines()[0]


def wait_title(app, prefix, timeout=5):
    """Waits for the loaded dashboard titled `prefix` (and no refresh under way)."""
    return app.wait_for(lambda t: t.startswith("┌ " + prefix) and re.search(r"updated \d\d:\d\d ┐", t.splitlines()[0])
                        and "refreshing" not in t and t, timeout, message="the dashboard for %r" % prefix)


def forecast_latitudes(server):
    """The latitude of each forecast request, oldest first."""
    return [float(parse_qs(r["query"])["latitude"][0]) for r in server.requests("/v1/forecast")]


def wait_requests(server, path, count, timeout=5):
    deadline = time.monotonic() + timeout
    while server.count(path) < count:
        assert time.monotonic() < deadline, "%d requests for %s expected; %s" % (count, path, server.stats())
        time.sleep(0.02)


def search(app, text):
    app.press("l")
    app.send(text)
    app.wait_for("> " + text)
    app.press("enter")


def snapshot(directory):
    """Every file under `directory`: relative path -> bytes."""
    return {str(p.relative_to(directory)): p.read_bytes() for p in sorted(Path(directory).rglob("*")) if p.is_file()}


def test_a_search_with_several_matches_offers_a_pick_list_and_loads_the_second(launcher, server):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    search(app, "Springfield")
    app.wait_for(PICK_LIST)
    text = app.text()
    rows = [line for line in text.splitlines() if "Springfield" in line and "United States" in line]
    assert [state for row in rows for state in SPRINGFIELD_STATES if state in row] == list(SPRINGFIELD_STATES), text
    assert "pop. 169,176" in text, text
    assert re.search(r"> ?1 Springfield", text), "the best match is selected first:\n" + text
    query = parse_qs(server.requests("/v1/search")[-1]["query"])
    assert (query["name"], query["count"], query["language"]) == (["Springfield"], ["10"], ["en"]), query

    app.press("down")
    assert re.search(r"> ?2 Springfield  Massachusetts", app.text()), app.text()
    app.press("enter")
    text = wait_title(app, "Springfield, Massachusetts, US")
    assert "places called" not in text
    assert abs(forecast_latitudes(server)[-1] - 42.1019) < 0.01, server.requests("/v1/forecast")
    assert app.quit() == 0


def test_escape_in_the_pick_list_goes_back_to_the_prompt_with_the_text(launcher):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    search(app, "Springfield")
    app.wait_for(PICK_LIST)
    app.press("esc")
    app.wait_for("> Springfield▏")
    assert "places called" not in app.text()
    app.press("esc")
    app.wait_gone(" Location ")
    assert top(app).startswith("┌ Seoul")
    assert app.quit() == 0


def test_a_misspelled_name_is_answered_inline_and_r_still_refreshes_the_old_place(launcher, server):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    search(app, "Sprngfield")
    app.wait_for("No place called 'Sprngfield' was found")
    text = app.text()
    assert " Location " in text and "> Sprngfield" in text, text
    assert top(app).startswith("┌ Seoul"), "the old place must stay while the prompt answers"
    app.press("esc")
    app.wait_gone(" Location ")
    assert "stale" not in top(app), top(app)

    server.reset()
    app.press("r")
    wait_requests(server, "/v1/forecast", 1)
    wait_title(app, "Seoul")
    assert server.count("/v1/search") == 0, server.stats()
    assert [round(lat, 2) for lat in forecast_latitudes(server)] == [37.57], server.requests("/v1/forecast")
    assert "No place called" not in app.text()
    assert app.quit() == 0


def test_a_search_that_fails_keeps_the_old_place_and_says_why(launcher, server):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    search(app, "Geocoder Error")
    app.wait_for(lambda t: "The place search failed" in t and "(HTTP 500)" in t)
    assert top(app).startswith("┌ Seoul")
    app.press("esc")
    server.reset()
    app.press("r")
    wait_title(app, "Seoul")
    assert server.count("/v1/search") == 0 and server.count("/v1/forecast") == 1, server.stats()
    assert app.quit() == 0


def test_a_change_whose_weather_fails_keeps_the_old_place(launcher, server):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    # Both forecasts fail: the fallback cannot stand in, and the chosen service's failure is said.
    server.control(mode="http_500", paths=["/v1/forecast", "/weatherapi/locationforecast/"])
    search(app, "London")
    app.wait_for("Open-Meteo is having trouble (HTTP 500)")
    assert top(app).startswith("┌ Seoul")
    app.press("esc")
    server.reset()
    app.press("r")
    wait_title(app, "Seoul")
    assert [round(lat, 2) for lat in forecast_latitudes(server)] == [37.57]
    assert app.quit() == 0


def test_recent_places_are_listed_kept_and_switched_with_digits(launcher, server):
    env = launcher.env()
    app = launcher.spawn("--location", "Seoul", env=env)
    wait_title(app, "Seoul")
    search(app, "London")
    wait_title(app, "London, England, GB")

    app.press("l")
    app.wait_for("Recent places")
    text = app.text()
    assert re.search(r"1 London, England, GB", text) and re.search(r"2 Seoul, KR", text), text
    app.press("esc")
    app.wait_gone(" Location ")

    app.press("2")
    wait_title(app, "Seoul")
    app.press("2")
    wait_title(app, "London, England, GB")
    # A digit with no recent place behind it says so, and changes nothing else.
    app.press("7")
    app.wait_for(lambda t: "There is no recent place 7" in t.splitlines()[-1], message="the note on 7")
    assert top(app).startswith("┌ London, England, GB"), top(app)
    assert app.quit() == 0

    recent = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "recent-places.json"
    assert stat.S_IMODE(recent.stat().st_mode) == 0o600
    assert [p["name"] for p in json.loads(recent.read_text())] == ["London", "Seoul"]

    # The next run lists them too, and a number + Enter in the prompt picks one.
    server.reset()
    app = launcher.spawn("--location", "London", env=env)
    wait_title(app, "London")
    app.press("l")
    app.wait_for("2 Seoul, KR")
    app.send("2")
    app.wait_for("> 2")
    app.press("enter")
    wait_title(app, "Seoul")
    assert app.quit() == 0


def test_location_with_several_matches_opens_on_the_pick_list(launcher):
    app = launcher.spawn("--location", "Springfield")
    app.wait_for(PICK_LIST)
    text = app.text()
    assert all(state in text for state in SPRINGFIELD_STATES), text
    app.press("3")
    wait_title(app, "Springfield, Illinois, US")
    assert app.quit() == 0


def test_once_with_several_matches_uses_the_best_and_says_so(launcher):
    result = launcher.run("--once", "--location", "Springfield")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().startswith("Springfield, Missouri, US — updated"), result.stdout
    assert result.stderr.decode().strip() == (
        'weathertui: "Springfield" matched 3 places; using Springfield, Missouri, US. '
        'Choose another with --location "Springfield, MA" or lat,lon.')

    narrowed = launcher.run("--json", "--location", "Springfield, IL")
    assert narrowed.returncode == 0 and narrowed.stderr == b"", narrowed.stderr
    assert json.loads(narrowed.stdout)["location"]["region"] == "Illinois"


@pytest.mark.parametrize("query,region,country", [
    ("Seoul, Korea", "Seoul", "KR"),
    ("Seoul, 대한민국", "Seoul", "KR"),
    ("Springfield, Mass", "Massachusetts", "US"),
    ("Springfield, ill.", "Illinois", "US"),
    ("Brno, CZ", "South Moravian", "CZ"),
    ("Brno, Česko", "South Moravian", "CZ"),
    ("brno, czech republic", "South Moravian", "CZ"),
    ("Reykjavik, iceland", "Capital Region", "IS"),
])
@pytest.mark.parametrize("api_key", [None, "testkey"], ids=["open-meteo", "openweather"])
def test_narrowing_matches_countries_and_states_as_people_type_them(launcher, query, region, country, api_key):
    """One match, loaded without a word on stderr: the look-alike Brňov is not a second "Brno, CZ"."""
    result = launcher.run("--json", "--location", query, api_key=api_key)
    assert result.returncode == 0, result.stderr
    assert result.stderr == b"", result.stderr.decode()
    location = json.loads(result.stdout)["location"]
    # OpenWeather's geocoding gives no state for a city that is its own region (Seoul).
    assert location["country"] == country and location.get("region") in (region, None), location
    if api_key is None or country != "KR":
        assert location["region"] == region, location


def test_coordinates_with_degrees_and_hemispheres(launcher, server):
    result = launcher.run("--json", "--location", "33.87°S, 151.21°E")
    assert result.returncode == 0, result.stderr
    location = json.loads(result.stdout)["location"]
    assert (round(location["latitude"], 2), round(location["longitude"], 2)) == (-33.87, 151.21)
    assert server.count("/v1/search") == 0


def test_hangul_searches_find_seoul_and_busan(launcher, server):
    app = launcher.spawn("--lang", "ko", "--location", "London")
    app.wait_for(lambda t: t.startswith("┌ 런던") or t.startswith("┌ London"))
    search(app, "부산광역시")
    wait_korean_title(app, "부산, 부산광역시, KR")
    search(app, "서울")
    wait_korean_title(app, "서울, 서울특별시, KR")
    names = [parse_qs(r["query"])["name"][0] for r in server.requests("/v1/search")]
    assert names[-2:] == ["부산광역시", "서울"], names
    assert app.quit() == 0


def wait_korean_title(app, prefix):
    return app.wait_for(lambda t: t.startswith("┌ " + prefix) and "업데이트 ┐" in t.splitlines()[0]
                        and "새로고침 중" not in t and t, message="the dashboard for %r" % prefix)


def test_openweather_search_offers_the_same_pick_list(launcher, server):
    app = launcher.spawn("--location", "Seoul", api_key="testkey")
    wait_title(app, "Seoul")
    search(app, "Springfield")
    app.wait_for(PICK_LIST)
    query = parse_qs(server.requests("/geo/1.0/direct")[-1]["query"])
    assert (query["q"], query["limit"]) == (["Springfield"], ["10"]), query
    app.press("down", "down", "enter")
    wait_title(app, "Springfield, Missouri, US")
    search(app, "Geocoder Error")
    app.wait_for("The place search failed")
    assert top(app).startswith("┌ Springfield, Missouri, US")
    app.press("esc")
    assert app.quit() == 0


def test_the_locating_screen_says_which_step_it_is_on(launcher, server):
    server.control(latency_ms=600)
    app = launcher.spawn("--location", "Springfield, MA")
    app.wait_for("Searching for 'Springfield, MA'…", timeout=2)
    wait_title(app, "Springfield, Massachusetts, US")
    assert app.quit() == 0

    env = launcher.env()
    server.control(latency_ms=0)
    app = launcher.spawn("--location", "Seoul", env=env)
    wait_title(app, "Seoul")
    assert app.quit() == 0
    # Without its stored report (which would be shown instead of the steps while locating).
    for stored in (Path(env["XDG_CACHE_HOME"]) / "weathertui").glob("forecast-*.json"):
        stored.unlink()
    server.control(ip_city="fail", latency_ms=600)
    app = launcher.spawn(env=env)
    app.wait_for("Finding your location by IP address…", timeout=2)
    # The lookup fails; the last place is used (that step passes too fast to see) and not marked approximate.
    wait_title(app, "Seoul, KR")
    assert app.quit() == 0


def test_demo_touches_neither_the_cache_nor_the_network(launcher, server):
    env = launcher.env()
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "last-location.json").write_text('{"name":"London","coordinate":{"latitude":51.5,"longitude":-0.13}}')
    (cache / "weathertui.log").write_text("an earlier run\n")
    before = snapshot(env["XDG_CACHE_HOME"])
    os.utime(cache, (0, 0))
    mtime = cache.stat().st_mtime

    app = launcher.spawn("--demo", env=env)
    wait_title(app, "Seoul")
    app.press("l")
    app.wait_for("Searching for a place needs the network")
    app.send("Busan")
    app.wait_for("> Busan")
    app.press("enter")
    app.wait_for("Searching for a place needs the network")
    app.press("esc")
    app.press("r")
    wait_title(app, "Seoul")
    app.press("1")
    wait_title(app, "Seoul")
    assert app.quit() == 0

    once = launcher.run("--demo", "--once", env=env)
    assert once.returncode == 0, once.stderr

    assert server.requests() == [], server.requests()
    assert server.stats()["total"] == 0
    assert snapshot(env["XDG_CACHE_HOME"]) == before
    assert cache.stat().st_mtime == mtime, "a file was created or removed in the cache directory"


def test_escape_during_a_slow_search_cancels_the_search_and_the_change(launcher, server):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    server.control(latency_ms=1500)
    search(app, "London")
    app.wait_for("Searching for 'London'…")
    app.press("esc")
    app.wait_gone(" Location ")
    assert top(app).startswith("┌ Seoul"), top(app)
    # A refresh now: it runs only when nothing else is loading, and it ends after the cancelled search
    # would have answered, so a change that went on would have shown by then (or kept `r` from starting).
    app.press("r")
    app.wait_for(lambda t: "refreshing" in t.splitlines()[0], message="the refresh the cancelled change leaves room for")
    wait_title(app, "Seoul", timeout=10)
    assert all(abs(lat - 51.5) > 1 for lat in forecast_latitudes(server)), server.requests("/v1/forecast")
    assert top(app).startswith("┌ Seoul"), app.text()
    assert app.quit() == 0


def test_the_prompt_edits_as_readline_does_and_a_pasted_line_break_is_a_space(launcher):
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    app.press("l")
    app.send("Sol")
    app.wait_for("> Sol▏")
    app.press("left", "left")
    app.wait_for("> S▏ol")
    app.press("e")
    app.wait_for("> Se▏ol")
    app.press("\x05")                       # Ctrl-E
    app.wait_for("> Seol▏")
    app.press("home")
    app.wait_for("> ▏Seol")
    app.press("\x1b[3~")                    # Delete
    app.wait_for("> ▏eol")
    app.press("\x05")
    app.send("x y")
    app.wait_for("> eolx y▏")
    app.press("\x17")                       # Ctrl-W: the word before the cursor
    app.wait_for("> eolx ▏")
    app.press("\x15")                       # Ctrl-U: all before the cursor
    app.wait_for("> ▏")
    app.press("\x1b[200~Seoul\r\nq\x1b[201~")
    app.wait_for("> Seoul q▏")
    app.press("esc")
    app.wait_gone(" Location ")
    assert app.quit() == 0


@pytest.mark.parametrize("typed", ["Zu\u0308rich", "Cafe\u0301", "\u2764\ufe0f", "\U0001F44D\U0001F3FD",
                                   "\U0001F1F0\U0001F1F7", "\u1112\u1161\u11ab"])
def test_a_code_point_typed_that_joins_the_character_before_is_edited_with_it(launcher, typed):
    """Typed, not pasted (as emoji pickers and text from macOS send them): each code point comes as a key
    of its own, and a mark, a selector, a skin tone, the second half of a flag or a jamo joins the
    character before it. (How wide the joined character is drawn differs between terminals and pyte,
    so the screen is judged once it is cleared with Ctrl-U and drawn anew with Ctrl-L: a cell pyte and
    curses counted differently can otherwise leave the row a column off; `PromptEditingTests` check the
    editing.)"""
    app = launcher.spawn("--location", "Seoul")
    wait_title(app, "Seoul")
    app.press("l")
    app.send("a" + typed + "!")
    app.send("\x15" + "Seoul" + "\x0c")      # Ctrl-U: everything before the cursor; Ctrl-L: redraw
    app.wait_for("> Seoul▏", message="the prompt after %r, cleared and typed into again" % typed)
    app.press("esc")
    app.wait_gone(" Location ")
    assert app.quit() == 0
    app.assert_no_crash()


def test_long_hangul_input_keeps_what_was_just_typed_in_view(launcher):
    app = launcher.spawn("--location", "Seoul", "--lang", "ko", rows=12, cols=40)
    app.wait_for(lambda t: "업데이트 ┐" in t.splitlines()[0], message="the loaded dashboard")
    app.press("l")
    syllables = "가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고"
    app.send(syllables)
    app.wait_for("퍼허고▏", message="the last syllables typed and the cursor")
    row = next(line for line in app.lines() if "> " in line)
    assert "…" in row, row
    app.send("x" * 60)
    app.wait_for("80자까지만", message="the note that input past 80 characters is left out")
    app.press("esc")
    assert app.quit() == 0


def test_a_fixed_location_titles_the_search_and_the_pick_list_offers_no_retry(launcher, server):
    server.control(latency_ms=800)
    app = launcher.spawn("--location", "Springfield")
    app.wait_for(lambda t: t.splitlines()[0].startswith("┌ Springfield ") and "Searching for 'Springfield'" in t,
                 message="the search titled with the place")
    app.wait_for(PICK_LIST)
    bottom = app.lines()[-1]
    assert "retry" not in bottom, bottom
    assert top(app).startswith("┌ Springfield"), top(app)
    app.press("esc")
    app.press("esc")
    assert app.quit() == 0
