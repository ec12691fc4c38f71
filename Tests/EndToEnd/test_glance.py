"""The forecast at a glance in the real binary against the fake server: the graph (t), the days view (d),
1-hour steps (h), the day rows' summaries and the rain outlook, on Open-Meteo and on OpenWeather."""

import re

from conftest import wait_loaded
from weathertui_testing.screens import DAY_RE, RAIN_LINE_KO_RE, RAIN_LINE_RE, list_items

SEOUL = ("--location", "37.5665,126.978", "--no-ip-lookup")
BRAILLE = re.compile("[\u2801-\u28ff]")
DAY_SUMMARY = re.compile(r"^├ \w{3} \d{1,2} \w{3}  -?\d+° / -?\d+°(  ☂ \d+%)? ─")


def graph_rows(lines):
    """The rows between the header and the list that hold the temperature line."""
    return [line for line in lines if BRAILLE.search(line) and "updated" not in line]


def minutes(hhmm):
    hours, mins = hhmm.split(":")
    return int(hours) * 60 + int(mins)


def test_graph_outlook_and_day_summaries_at_80x24(launcher):
    app = launcher.spawn(*SEOUL)
    text = wait_loaded(app)
    lines = text.splitlines()
    assert RAIN_LINE_RE.search("\n".join(lines[1:6])), "no rain outlook in the header:\n" + text
    graph = graph_rows(lines)
    assert len(graph) >= 2, "no braille temperature line:\n" + text
    assert any(re.search(r"-?\d+°", line) for line in graph), "the graph's high or low is not labelled"
    assert any(re.search(r"[╵](Mon|Tue|Wed|Thu|Fri|Sat|Sun)", line) for line in lines), "no weekday marks a new day"
    days = [line.strip() for line in lines if DAY_RE.match(line.strip())]
    assert days and all(DAY_SUMMARY.match(day) for day in days), days
    rows_with_graph = len(list_items(lines))
    assert rows_with_graph >= 8, "80×24 keeps at least 8 forecast rows beside the graph:\n" + text

    app.press("t")
    hidden = app.text().splitlines()
    assert not graph_rows(hidden), "t did not hide the graph:\n" + "\n".join(hidden)
    assert len(list_items(hidden)) > rows_with_graph, "the list did not take the graph's rows"
    app.press("t")
    assert graph_rows(app.lines())
    assert len(list_items(app.lines())) == rows_with_graph
    assert app.quit() == 0


def test_a_short_terminal_has_no_graph(launcher):
    app = launcher.spawn(*SEOUL, rows=12, cols=40)
    wait_loaded(app)
    # The name fills in beside the weather: the screen is settled once it has.
    app.wait_for(lambda t: "Seoul" in t.splitlines()[0])
    assert not graph_rows(app.lines())
    app.press("t", change=False)
    assert not graph_rows(app.lines())
    assert list_items(app.lines())
    assert app.quit() == 0


def test_days_view_shows_sixteen_days_and_scrolls(launcher):
    app = launcher.spawn(*SEOUL, rows=24, cols=100)
    wait_loaded(app)
    app.press("d")
    app.wait_for("16 days")
    lines = app.lines()
    rows = [line for line in lines if re.search(r"\w{3} \d{1,2} \w{3} .*-?\d+° .*━.* -?\d+°", line)]
    assert len(rows) >= 8, "no day rows with a range bar:\n" + "\n".join(lines)
    assert any("☂" in row and "%" in row for row in rows), rows
    assert any("m/s" in row for row in rows), "wind is missing at 100 columns"
    first = rows[0]
    app.press("G")
    assert any("↑" in line for line in app.lines()), "no mark of more above after End"
    assert first not in app.lines()
    app.press("d")
    assert list_items(app.lines()), "d did not go back to the 3-hour steps"
    assert "16 days" not in app.text()
    assert app.quit() == 0


def test_hourly_steps_for_two_days(launcher):
    app = launcher.spawn(*SEOUL)
    wait_loaded(app)
    steps = [minutes(item[1]) for item in list_items(app.lines())]
    assert all((b - a) % 1440 == 180 for a, b in zip(steps, steps[1:])), steps
    app.press("h")
    hours = [minutes(item[1]) for item in list_items(app.lines())]
    assert len(hours) >= 8
    assert all((b - a) % 1440 == 60 for a, b in zip(hours, hours[1:])), hours
    first = list_items(app.lines())[0]
    app.press("G")
    assert list_items(app.lines())[0] != first
    assert any("↑" in line for line in app.lines())
    app.press("h")
    steps = [minutes(item[1]) for item in list_items(app.lines())]
    assert all((b - a) % 1440 == 180 for a, b in zip(steps, steps[1:])), steps
    assert app.quit() == 0


def test_openweather_has_days_but_only_three_hour_steps(launcher):
    app = launcher.spawn(*SEOUL, api_key="testkey")
    wait_loaded(app)
    assert RAIN_LINE_RE.search(app.text())
    app.press("h")
    app.wait_for("This service has 3-hour steps only")
    steps = [minutes(item[1]) for item in list_items(app.lines())]
    assert all((b - a) % 1440 == 180 for a, b in zip(steps, steps[1:])), steps
    app.press("j")
    app.wait_gone("This service has 3-hour steps only")
    app.press("d")
    app.wait_for(re.compile(r"[56] days"))
    rows = [line for line in app.lines() if "━" in line]
    assert 5 <= len(rows) <= 6, app.text()
    assert app.quit() == 0


def test_korean_outlook_and_days(launcher):
    app = launcher.spawn(*SEOUL, "--lang", "ko")
    app.wait_for(re.compile(r"\d\d:\d\d 업데이트"))
    app.wait_for(RAIN_LINE_KO_RE)
    assert re.search(r"├ \d{1,2}월 \d{1,2}일 \(.\)  -?\d+° / -?\d+°", app.text()), app.text()
    app.press("d")
    app.wait_for("16일")
    assert app.quit() == 0
