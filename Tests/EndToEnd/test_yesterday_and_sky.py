"""The header's comparison with yesterday and the next two hours (both from the same forecast request) and the
sky (day length and the moon, computed): shown where they fit, in English and Korean."""

import re

from conftest import wait_loaded
from weathertui_testing.screens import RAIN_LINE_RE

YESTERDAY_EN = re.compile(r"(\d+° (warmer|colder)|as warm as) .*yesterday at this time")
YESTERDAY_KO = re.compile(r"어제 이맘때(보다 \d+° (높음|낮음)|와 같은 기온)")


def test_one_request_brings_yesterday_and_the_header_compares(launcher, server):
    app = launcher.spawn("--location", "Seoul", rows=40, cols=120)
    text = wait_loaded(app)
    header = "\n".join(text.splitlines()[:6])
    assert YESTERDAY_EN.search(header), header
    assert re.search(r"day \d+ h \d+ min", header), header
    assert re.search(r"(new|full) moon|crescent|gibbous|quarter", header), header
    forecasts = server.requests("/v1/forecast")
    assert len(forecasts) == 1, forecasts
    assert "past_hours=25" in forecasts[0]["query"], forecasts[0]
    assert app.quit() == 0


def test_korean_header(launcher, server):
    app = launcher.spawn("--location", "Seoul", "--lang", "ko", rows=40, cols=120)
    text = app.wait_for(lambda t: re.search(r"\d\d:\d\d 업데이트", t) and YESTERDAY_KO.search(t) and t)
    header = "\n".join(text.splitlines()[:6])
    assert YESTERDAY_KO.search(header), header
    assert re.search(r"낮 \d+시간 \d+분", header), header
    assert app.quit() == 0


def test_a_narrow_screen_leaves_what_does_not_fit_out(launcher, server):
    app = launcher.spawn("--location", "Seoul", rows=12, cols=40)
    text = wait_loaded(app)
    for line in text.splitlines():
        assert len(line) <= 40
    assert app.quit() == 0


def test_the_same_request_brings_the_next_two_hours_in_quarter_hours(launcher, server):
    app = launcher.spawn("--location", "Seoul", rows=24, cols=80)
    text = wait_loaded(app)
    assert RAIN_LINE_RE.search(text.splitlines()[2]), text
    forecasts = server.requests("/v1/forecast")
    assert len(forecasts) == 1, forecasts
    query = forecasts[0]["query"]
    assert "minutely_15=precipitation%2Cweather_code" in query or "minutely_15=precipitation,weather_code" in query, query
    assert "forecast_minutely_15=13" in query, query
    assert app.quit() == 0
