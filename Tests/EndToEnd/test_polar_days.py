"""Longyearbyen on a day the sun does not rise (24 November 2026) and one it does not set (15 July 2026),
as Open-Meteo answers them (sun times at the day's midnight): no output claims a sunrise or sunset at
00:00. The app's clock and the fake server's are moved to the moment, as in test_place_clocks.py."""

import json

import pytest

from test_place_clocks import JULY, NOVEMBER, run_at

LONGYEARBYEN = "78.2232,15.6267"


@pytest.mark.parametrize("moment,polar_day", [(NOVEMBER, "polarNight"), (JULY, "midnightSun")], ids=["november", "july"])
def test_sunrise_and_sunset_are_empty_and_the_json_names_the_day(launcher, server, moment, polar_day):
    codes = run_at(launcher, server, moment, "--format", "%S|%s", "--location", LONGYEARBYEN)
    assert codes.returncode == 0, codes.stderr
    assert codes.stdout.decode() == "|\n", codes.stdout
    result = run_at(launcher, server, moment, "--json", "--location", LONGYEARBYEN)
    assert result.returncode == 0, result.stderr
    current = json.loads(result.stdout)["current"]
    assert "sunrise" not in current and "sunset" not in current, current
    assert current["polar_day"] == polar_day, current
