"""Japanese and Simplified Chinese chosen by the locale alone: the dashboard's words and dates, the help,
double-width text that keeps the frame whole, and a configuration error on stderr in Japanese."""

import re
from datetime import datetime, timedelta, timezone

import pytest
from wcwidth import wcswidth, wcwidth

from weathertui_testing.screens import ROW_RE, sticky_day_row

try:
    from zoneinfo import ZoneInfo
except ImportError:  # pragma: no cover
    ZoneInfo = None

# Monday first, as datetime.weekday() counts.
JAPANESE_WEEKDAYS = "月火水木金土日"
CHINESE_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

LANGUAGES = {
    "ja_JP.UTF-8": {
        "day": lambda d: "%d月%d日(%s)" % (d.month, d.day, JAPANESE_WEEKDAYS[d.weekday()]),
        "words": ("体感", "湿度", "気圧"),
        "keys": ("更新", "終了"),
        "help": ("このヘルプの表示 / 非表示", "終了"),
        "help_title": "─ キー ─",
    },
    "zh_CN.UTF-8": {
        "day": lambda d: "%d月%d日 %s" % (d.month, d.day, CHINESE_WEEKDAYS[d.weekday()]),
        "words": ("体感", "湿度", "气压"),
        "keys": ("刷新", "退出"),
        "help": ("显示或隐藏此帮助", "退出"),
        "help_title": "─ 按键 ─",
    },
}


def place_days():
    """Today at the fake server's place (Los Angeles), by its zone and by the fixed offset it may fall back to."""
    utc = datetime.now(timezone.utc)
    days = {utc.astimezone(timezone(timedelta(hours=-8)))}
    if ZoneInfo is not None:
        try:
            days.add(utc.astimezone(ZoneInfo("America/Los_Angeles")))
        except Exception:
            pass
    return days


def assert_layout_whole(app, cols):
    """Every row is exactly as wide as the terminal, and no wide character has lost a half: each cell
    holding a double-width character is followed by its empty right half, and each empty half follows one."""
    lines = app.lines()
    for line in lines:
        assert wcswidth(line) == cols, "a row is %d columns wide, not %d:\n%s" % (wcswidth(line), cols, app.dump())
    for y in range(len(lines)):
        row = app.screen.buffer[y]
        for x in range(cols):
            data = row[x].data
            if data and wcwidth(data[0]) == 2:
                assert x + 1 < cols and row[x + 1].data == "", "a wide character cut at (%d, %d):\n%s" % (x, y, app.dump())
            if data == "":
                assert x > 0 and wcwidth(row[x - 1].data[:1] or " ") == 2, "an orphaned half at (%d, %d):\n%s" % (x, y, app.dump())


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_locale_alone_chooses_the_language(launcher, locale):
    language = LANGUAGES[locale]
    app = launcher.spawn(extra_env={"LANG": locale})
    text = app.wait_for(lambda t: re.search(r"\d\d:\d\d 更新 ┐", t.splitlines()[0])
                        and any(ROW_RE.match(line) for line in t.splitlines())
                        and language["keys"][-1] in t.splitlines()[-1] and t,
                        message="the loaded dashboard in %s" % locale)
    lines = text.splitlines()
    expected = {language["day"](d) for d in place_days()}
    day_line = lines[sticky_day_row(lines)]
    assert any(day in day_line for day in expected), (day_line, expected)
    for word in language["words"]:
        assert word in text, (word, app.dump())
    for key in language["keys"]:
        assert key in lines[-1], lines[-1]
    assert "refresh" not in text and "feels" not in text, app.dump()
    assert_layout_whole(app, 80)

    app.press("?")
    help_text = app.wait_for(lambda t: language["help"][0] in t and t, message="the help in %s" % locale)
    assert language["help"][1] in help_text
    assert_layout_whole(app, 80)
    assert app.quit() == 0


@pytest.mark.parametrize("locale", LANGUAGES)
def test_wide_text_fits_a_small_terminal(launcher, locale):
    app = launcher.spawn(extra_env={"LANG": locale}, rows=12, cols=40)
    app.wait_for(lambda t: re.search(r"\d\d:\d\d 更新 ┐", t.splitlines()[0])
                 and any(ROW_RE.match(line) for line in t.splitlines()) and t,
                 message="the loaded dashboard at 40x12 in %s" % locale)
    assert_layout_whole(app, 40)

    # The help's sentences wrap between characters, as these languages do, rather than being cut.
    app.press("?")
    help_text = app.wait_for(lambda t: LANGUAGES[locale]["help_title"] in t and t, message="the help at 40x12")
    rows = help_text.splitlines()[2:-3]
    assert not any("…" in row for row in rows), app.dump()
    assert_layout_whole(app, 40)
    assert app.quit() == 0


@pytest.mark.parametrize("locale", ["zh_TW.UTF-8", "zh_HK.UTF-8"])
def test_taiwan_and_hong_kong_read_traditional_characters(launcher, locale):
    app = launcher.spawn(extra_env={"LANG": locale})
    text = app.wait_for(lambda t: re.search(r"[上下]午\d{1,2}:\d\d 更新 ┐", t.splitlines()[0]) and t,
                        message="the Traditional Chinese dashboard")
    assert "r 重新整理" in text.splitlines()[-1] and "刷新" not in text
    assert app.quit() == 0


def test_a_configuration_error_is_said_in_japanese(launcher):
    env = launcher.env(config='units = "metric"\nicons = "emoji"\n', extra={"LANG": "ja_JP.UTF-8"})
    result = launcher.run("--once", env=env)
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert result.stdout == b""
    err = result.stderr.decode()
    assert re.fullmatch(
        r"weathertui: \S*config\.toml \(2行目\): 'icons' は unicode, ascii, nerd のいずれかにしてください \('emoji' は使えません\)\n",
        err), err


def test_a_template_error_is_said_in_japanese(launcher):
    env = launcher.env(extra={"LANG": "ja_JP.UTF-8"})
    result = launcher.run("--format", "%t %q", env=env)
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "--format の '%q' は不明なコードです" in result.stderr.decode(), result.stderr.decode()
