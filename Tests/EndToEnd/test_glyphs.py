"""Glyph modes in the real binary: a locale that is not UTF-8 gives the ascii screen (7-bit text, borders
through the terminal's line-drawing set), --icons nerd draws Nerd Font glyphs, and a bad `icons` in the
config file is refused with the file and line."""

import re

from conftest import wait_loaded

LOCATION = "37.57,126.98"
# ncurses' xterm entry switches to the DEC line-drawing set with ESC ( 0 (smacs). pyte, like Markus Kuhn's
# advice for UTF-8 terminals, ignores that switch, so on its screen the borders show as their ACS letters
# ("lqqq…k"); real terminals draw lines.
ENTER_LINE_DRAWING = b"\x1b(0"


def loaded_ascii(app):
    return app.wait_for(lambda text: re.search(r"updated \d\d:\d\d", text) and "r refresh" in text, timeout=6)


def test_a_c_locale_gives_an_ascii_screen(launcher):
    app = launcher.spawn("--location", LOCATION, extra_env={"LANG": "C"})
    loaded_ascii(app)
    app.settle(0.2)
    lines = app.lines()
    high = sorted({b for b in app.raw if b > 127})
    assert not high, "bytes above 127 in the output: %r" % high[:10]
    assert ENTER_LINE_DRAWING in app.raw, "the borders did not use the line-drawing set"
    text = "\n".join(lines)
    assert "^v scroll" in lines[-1], lines[-1]
    assert re.search(r"\b-?\d+C\b", "\n".join(lines[1:6])), text
    assert "°" not in text
    # pyte shows the line-drawing set as its raw letters: "x" is a vertical line.
    rows = [line for line in lines if re.search(r"^x \d\d:\d\d  \S{1,2}\s+-?\d+\.\dC  [a-z]", line)]
    assert rows, text
    graph = [line for line in lines[:rows[0:1] and lines.index(rows[0])] if re.search(r"[.'*]{3}", line)]
    assert graph, "the graph is drawn in 7-bit points: " + text
    app.quit()


def test_linux_console_gets_ascii_glyphs(launcher):
    app = launcher.spawn("--location", LOCATION, extra_env={"TERM": "linux"})
    loaded_ascii(app)
    assert "^v scroll" in app.lines()[-1], app.lines()[-1]
    app.quit()


def test_icons_nerd_draws_nerd_font_glyphs(launcher):
    app = launcher.spawn("--location", LOCATION, "--icons", "nerd")
    text = wait_loaded(app, timeout=6)
    assert any(0xE000 <= ord(ch) <= 0xF8FF for ch in text), "no Private Use Area glyph on screen:\n" + text
    # One column each: the temperature column stays where the unicode screen has it.
    assert any(re.search(r"^│ \d\d:\d\d  \S\s+-?\d+\.\d°C  [a-z]", line) for line in app.lines()), text
    app.quit()


def test_icons_ascii_in_the_once_report(launcher):
    result = launcher.run("--location", LOCATION, "--once", "--icons", "ascii")
    assert result.returncode == 0, result.stderr
    assert all(b < 128 for b in result.stdout), result.stdout
    assert re.search(rb"^  \d\d:\d\d +-?\d+\.\dC  ", result.stdout, re.M), result.stdout


def test_a_bad_icons_value_in_the_config_names_file_and_line(launcher):
    result = launcher.run("--once", config='units = "metric"\nicons = "emoji"\n')
    assert result.returncode == 2, result.stderr
    err = result.stderr.decode()
    assert re.search(r"config\.toml \(line 2\): 'icons' must be one of unicode, ascii, nerd", err), err
