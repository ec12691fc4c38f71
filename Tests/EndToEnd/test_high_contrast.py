"""--theme high-contrast: the terminal's own foreground and background only, with bold and reverse; NO_COLOR
keeps it."""

import re

from conftest import wait_loaded

# An SGR that sets a foreground or background colour: 30–37, 40–47, 90–97, 100–107, or 38/48 with an index or RGB.
COLOUR_SGR = re.compile(rb"\x1b\[(?:[0-9;]*;)?(?:3[0-7]|4[0-7]|9[0-7]|10[0-7]|[34]8;[25];[0-9;]+)(?:;[0-9;]*)?m")


def test_high_contrast_draws_no_colour_and_keeps_bold(launcher):
    app = launcher.spawn("--theme", "high-contrast", extra_env={"COLORTERM": "truecolor"})
    wait_loaded(app)
    app.settle()
    raw = bytes(app.raw)
    assert not COLOUR_SGR.search(raw), "a colour was set: %r" % COLOUR_SGR.search(raw).group(0)
    assert re.search(rb"\x1b\[(?:[0-9;]*;)?1m", raw), "nothing bold: titles and keys are bold in high contrast"
    assert app.quit() == 0


def test_no_color_keeps_high_contrast_and_mono_otherwise(launcher):
    app = launcher.spawn("--theme", "high-contrast", extra_env={"NO_COLOR": "1"})
    wait_loaded(app)
    app.settle()
    assert not COLOUR_SGR.search(bytes(app.raw))
    assert app.quit() == 0
