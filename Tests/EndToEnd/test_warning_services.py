"""Every warning service, as a new user meets it where its fake has a warning in force: one test a
scenario its fake module declares (WarningScenario, Tests/FakeServer/fake_weather), so a new service's
module brings its own. The banner shows the warning and names the service, the service is asked once,
with the app's User-Agent and what the scenario says the query holds, and no other warning service is
asked. What is particular to a service (its panel, its languages, its regions) is in test_warnings.py
and test_warnings_world.py."""

import sys

import pytest

from weathertui_testing.paths import REPO

sys.path.insert(0, str(REPO / "Tests" / "FakeServer"))
from fake_weather.catalog import warning_scenarios  # noqa: E402

CONFIG = "request_timeout = 4\n"
SCENARIOS = warning_scenarios()
WARNING_PATHS = sorted({scenario.path for scenario in SCENARIOS})


def header(text):
    return "\n".join(text.splitlines()[:6])


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.id)
def test_the_service_that_covers_the_place_shows_its_warning(launcher, server, scenario):
    app = launcher.spawn("--location", scenario.location, "--lang", scenario.lang, config=CONFIG, cols=120, rows=30)
    text = app.wait_for(lambda t: ("⚠ " + scenario.event) in header(t) and t, timeout=10, message=scenario.source + "'s banner")
    assert scenario.source in header(text), header(text)
    requests = server.requests(scenario.path, headers=True)
    assert len(requests) == 1, requests
    assert all(part in requests[0]["query"] for part in scenario.query_has), requests
    assert requests[0]["headers"]["user_agent"].startswith("weathertui/"), requests
    assert {path: server.count(path) for path in WARNING_PATHS if server.count(path)} == {scenario.path: 1}
    assert app.quit() == 0
