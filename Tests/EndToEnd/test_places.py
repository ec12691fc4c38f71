"""Places side by side: the `p` view (the place on screen, the pinned places, the recent places) from one
Open-Meteo request, Enter switching, a place that fails shown dim with its reason, `*` pinning."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs

from conftest import wait_loaded

FORECAST = "/v1/forecast"
SEARCH = "/v1/search"


def place(name, region, code, latitude, longitude):
    return {"name": name, "region": region, "countryCode": code, "isApproximate": False,
            "coordinate": {"latitude": latitude, "longitude": longitude}}


# Recent places as a run before would have left them, without their forecasts stored: their rows must be asked for.
RECENT = [place("London", "England", "GB", 51.5073, -0.1276), place("Reykjavík", "Capital Region", "IS", 64.146, -21.942),
          place("Springfield", "Missouri", "US", 37.2082, -93.2923)]


def env_with_recent_places(launcher, config):
    env = launcher.env(config=config)
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "recent-places.json").write_text(json.dumps(RECENT))
    return env


def latitudes(request):
    return parse_qs(request["query"])["latitude"][0].split(",")


def open_places(app, names):
    """Presses p and waits for every row of `names` to show a temperature."""
    app.press("p")
    for name in names:
        app.wait_for(re.compile(r"%s[^\n]*-?\d+°C" % re.escape(name)), message="%s's row with its temperature" % name)
    return app.text()


def test_the_view_lists_the_recent_places_and_a_pinned_one_from_one_request(launcher, server):
    env = env_with_recent_places(launcher, 'places = ["Busan"]\n')
    app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=100)
    wait_loaded(app)
    forecasts = server.count(FORECAST)
    text = open_places(app, ["Busan, KR", "London, England, GB", "Reykjavík, Capital Region, IS", "Springfield, Missouri, US"])
    assert "Places" in text and "Seoul, KR" in text, text
    # The place on screen is its report; the other four come from one request, and the name was searched once.
    assert server.count(FORECAST) == forecasts + 1, server.stats()
    assert len(latitudes(server.requests(FORECAST)[-1])) == 4, server.requests(FORECAST)[-1]
    assert server.count(SEARCH) == 2, server.stats()
    # Every column at 100 columns: the local time, today's high and low, the chance of rain.
    london = next(line for line in text.splitlines() if "London" in line)
    assert re.search(r"\d\d:\d\d .* H -?\d+° L -?\d+° .*\d+%", london), london
    # Opened again while fresh, nothing is asked.
    app.press("esc")
    open_places(app, ["Busan, KR", "London, England, GB"])
    assert server.count(FORECAST) == forecasts + 1, server.stats()
    assert app.quit() == 0

    # The next launch: the pinned name is not searched again, and the rows are still fresh.
    app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=100)
    wait_loaded(app)
    forecasts = server.count(FORECAST)
    open_places(app, ["Busan, KR", "London, England, GB"])
    assert server.count(FORECAST) == forecasts, server.stats()
    assert server.count(SEARCH) == 2, server.stats()
    assert app.quit() == 0


def test_enter_switches_to_the_selected_place(launcher, server):
    env = env_with_recent_places(launcher, 'places = ["Busan"]\n')
    app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=100)
    wait_loaded(app)
    open_places(app, ["Busan, KR", "London, England, GB"])
    app.press("j", "j")
    assert re.search(r">\s*\d\s+London", app.text()), app.text()
    app.press("enter")
    app.wait_for(lambda t: t.startswith("┌ London"), message="London's dashboard")
    wait_loaded(app)
    # Seoul is now a recent place, and London the place on screen.
    app.press("p")
    app.wait_for(re.compile(r"•\s+London, England, GB"), message="London as the place on screen")
    assert app.quit() == 0


def test_a_place_that_fails_is_dim_with_its_reason(launcher, server):
    env = env_with_recent_places(launcher, 'places = ["Atlantis", "Busan"]\n')
    app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=100)
    wait_loaded(app)
    text = open_places(app, ["Busan, KR", "London, England, GB"])
    app.wait_for("No place called 'Atlantis' was found", message="Atlantis's reason")
    lines = app.lines()
    atlantis = next(y for y, line in enumerate(lines) if "Atlantis" in line and "No place called" in line)
    busan = next(y for y, line in enumerate(lines) if "Busan, KR" in line)
    x_atlantis = lines[atlantis].index("Atlantis")
    x_busan = lines[busan].index("Busan")
    assert app.screen.buffer[atlantis][x_atlantis].fg != "default", "the failed row is not dim"
    assert app.screen.buffer[busan][x_busan].fg == "default", "a loaded row is dim"
    # The view is whole: every other row has its weather.
    assert "…" not in "\n".join(lines), text
    assert app.quit() == 0


def test_star_pins_the_place_on_screen_and_it_stays_pinned(launcher, server):
    env = launcher.env()
    app = launcher.spawn("--location", "Busan", env=env)
    wait_loaded(app)
    app.press("*")
    app.wait_for("Busan pinned", message="the notice that Busan was pinned")
    assert app.quit() == 0
    pinned = Path(env["XDG_CACHE_HOME"]) / "weathertui" / "pinned-places.json"
    assert pinned.stat().st_mode & 0o777 == 0o600
    app = launcher.spawn("--location", "Seoul", env=env)
    wait_loaded(app)
    open_places(app, ["Busan, KR"])
    assert re.search(r"\* Busan, KR", app.text()), app.text()
    assert app.quit() == 0


def test_enter_on_a_pinned_name_not_found_says_why_and_stays(launcher, server):
    env = env_with_recent_places(launcher, 'places = ["Atlantis", "Busan"]\n')
    app = launcher.spawn("--location", "Seoul", env=env, rows=30, cols=100)
    wait_loaded(app)
    open_places(app, ["Busan, KR"])
    app.wait_for("No place called 'Atlantis' was found", message="Atlantis's reason")
    searches = server.count(SEARCH)
    app.press("j")
    assert re.search(r">\s*\*\s+Atlantis", app.text()), app.text()
    app.press("enter")
    app.wait_for(lambda t: t.splitlines()[-1].find("No place called 'Atlantis' was found") >= 0 and t,
                 message="the bottom line saying why")
    assert "Places" in app.text() and "Refresh failed" not in app.text(), app.text()
    assert server.count(SEARCH) == searches, server.stats()
    assert app.quit() == 0
