"""CAP 1.2 feeds as the WMO Severe Weather Information Centre mirrors them (fake_weather/wmo.py): a place
inside a warning's polygon gets it and one just outside does not; an Update raises a warning, a Cancel
withdraws it (the tests point WEATHERTUI_CAP_IN_URL at indexes that list them); a feed that is down reads
as unknown. `--json`'s `warnings_feed` and `--waybar`'s class name the feed's state in the same four
words. National authorities' real documents (IMD, SMN Mexico, BMKG, TMA, INMET, Roshydromet, TMD, SMN
Argentina) warn a place inside their area and not one outside it; the Bureau of Meteorology's, named by codes
only, is listed as nearby, never a banner; SMG Macao's all-clear warns of nothing. The Kolkata banner itself
is test_warning_services.py's scenario; that a refresh with nothing new asks the index alone is
CAPFeedReaderTests'."""

import json
import time

import pytest
from conftest import wait_loaded

CONFIG = "request_timeout = 4\n"
PREFIX = "/v2/cap-alerts/"
IMD = PREFIX + "in-imd-en/rss.xml"
AEMET = PREFIX + "es-aemet-es/rss.xml"


def report(launcher, server, location, index=None):
    extra = {"WEATHERTUI_CAP_IN_URL": server.url + PREFIX + index + "/rss.xml"} if index else None
    result = launcher.run("--json", "--location", location, env=launcher.env(config=CONFIG, extra=extra))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def warnings(answer):
    return [(w["source"], w["event"], w["severity"]) for w in answer["warnings"]]


def test_the_place_inside_the_polygon_is_warned_and_the_one_just_outside_is_not(launcher, server):
    inside = report(launcher, server, "Kolkata")
    assert (inside["warnings_status"], inside["warnings_source"], inside["warnings_feed"]) == ("in_force", "IMD", "warnings")
    assert warnings(inside) == [("IMD", "Heavy Rain", "severe")]
    assert inside["warnings"][0]["headline"] == "Heavy Rain warning for Kolkata and surroundings"
    assert server.count(IMD) == 1
    assert server.count(PREFIX + "in-imd-en/rain.xml") == 1
    outside = report(launcher, server, "Kalyani")
    assert (outside["warnings_source"], outside["warnings"], outside["warnings_feed"]) == ("IMD", [], "covered")


def test_aemets_real_warning_covers_caceres_inside_its_polygon(launcher, server):
    """AEMET's real document (its times moved to now): Cáceres is inside the Meseta cacereña's polygon."""
    caceres = report(launcher, server, "Cáceres")
    assert (caceres["warnings_source"], caceres["warnings_feed"]) == ("AEMET", "warnings")
    assert warnings(caceres) == [("AEMET", "Moderate high-temperature warning", "moderate")]
    assert caceres["warnings"][0]["headline"] == "Moderate high-temperature warning. Meseta cacereña"
    assert server.count(AEMET) == 1 and server.count(PREFIX + "es-aemet-es/heat.xml") == 1


# National authorities' real documents (fake_weather/wmo.py's NATIONAL, their times moved to now): a place
# inside each warning's area, one in the same country outside it, the authority, the event and severity as
# issued, and the document's path under PREFIX.
NATIONAL = [
    ("Bhubaneswar", "Kalyani", "IMD", "Extremely heavy", "severe", "in-imd-en/odisha-rain.xml"),
    ("Tuxtla Gutiérrez", "Mexico City", "SMN Mexico", "Aviso de Ciclón Tropical en el Pacífico", "unknown",
     "mx-smn-es/vicente-update.xml"),
    ("Dengilo", "Gorontalo", "BMKG", "Thunderstorm", "moderate", "id-inatews-id/gorontalo-thunderstorm.xml"),
    ("Dar es Salaam", "Dodoma", "TMA Tanzania", "Strong winds and Large waves.", "moderate", "tz-tma-en/coast-winds.xml"),
    ("Parazinho", "Natal", "INMET", "Ventos Costeiros", "moderate", "br-inmet-pt/coastal-winds.xml"),
    ("Uelen", "Anadyr", "Roshydromet", "Ветер", "moderate", "ru-roshydromet-en/chukotka-wind.xml"),
    ("Hat Yai", "Bangkok", "TMD Thailand", "Heavy Rain", "severe", "th-tmd-en/south-heavy-rain.xml"),
    # An event name of 92 characters, cut at 80 as every warning's is (WeatherWarning.eventLength).
    ("Laguna Blanca", "Formosa", "SMN Argentina",
     "TORMENTAS FUERTES CON LLUVIAS INTENSAS, RAFAGAS Y OCASIONAL CAIDA DE GRANIZO - …", "severe",
     "ar-smn-es/formosa-storm.xml"),
]


@pytest.mark.parametrize("inside, outside, authority, event, severity, document", NATIONAL,
                         ids=[row[2] for row in NATIONAL])
def test_a_national_authoritys_real_warning_covers_the_place_inside_its_area_only(
        launcher, server, inside, outside, authority, event, severity, document):
    warned = report(launcher, server, inside)
    assert (warned["warnings_source"], warned["warnings_feed"]) == (authority, "warnings")
    assert (authority, event, severity) in warnings(warned), warnings(warned)
    assert server.count(PREFIX + document) == 1
    spared = report(launcher, server, outside)
    assert spared["warnings_source"] == authority
    assert event not in [w["event"] for w in spared["warnings"]], warnings(spared)


def test_the_bureaus_warning_named_by_codes_only_is_nearby_not_a_banner(launcher, server):
    """The Bureau of Meteorology names New South Wales' districts by ISO 3166-2 and AMOC codes, of no list
    the app ships: at Armidale no warning of the place's own and no banner, and `!` lists the thunderstorm
    under the area-unclear heading."""
    armidale = report(launcher, server, "Armidale")
    assert (armidale["warnings_source"], armidale["warnings"]) == ("Bureau of Meteorology", [])
    app = launcher.spawn("--location", "Armidale", config=CONFIG, cols=100, rows=40)
    screen = wait_loaded(app)
    assert "Thunderstorm" not in screen and "⚠" not in screen, screen
    deadline = time.monotonic() + 10
    while "Nearby, area unclear" not in app.text():
        assert time.monotonic() < deadline, "no area-unclear heading after !:\n" + app.text()
        app.press("!")
        time.sleep(0.3)
    panel = app.text()
    assert "Thunderstorm" in panel.split("Nearby, area unclear", 1)[1], panel
    app.send("!")
    app.wait_for(lambda t: "Nearby, area unclear" not in t, timeout=5, message="the panel closed")
    assert app.quit() == 0


def test_an_all_clear_warns_of_nothing(launcher, server):
    """SMG Macao's real all-clear of its strong monsoon signal (no `expires`) draws Macau: the feed answered,
    and it names no warning there."""
    macau = report(launcher, server, "Macau")
    assert (macau["warnings_source"], macau["warnings_feed"], macau["warnings"]) == ("SMG Macao", "covered", [])
    assert server.count(PREFIX + "mo-smg-xx/monsoon-allclear.xml") == 1


def test_an_update_raises_the_warning_and_a_cancel_withdraws_it(launcher, server):
    updated = report(launcher, server, "Kolkata", index="in-imd-en-update")
    assert warnings(updated) == [("IMD", "Heavy Rain", "extreme")]
    cancelled = report(launcher, server, "Kolkata", index="in-imd-en-cancel")
    assert (cancelled["warnings_source"], cancelled["warnings"]) == ("IMD", [])


def test_a_feed_that_is_down_reads_as_unknown(launcher, server):
    server.control(mode="http_503", paths=[IMD])
    down = report(launcher, server, "Kolkata")
    assert (down["warnings_status"], down["warnings_source"], down["warnings"]) == ("unknown", "IMD", [])
    assert down["warnings_feed"] == "unavailable" and "warnings_last_answer" not in down


def test_waybar_names_the_feeds_state_as_a_class(launcher, server):
    """The four words: a warning in Kolkata, none in Kalyani, IMD down, and Seoul, where no service warns."""
    def classes(location):
        result = launcher.run("--waybar", "--location", location, env=launcher.env(config=CONFIG))
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)["class"]

    assert "warnings" in classes("Kolkata")
    assert "covered" in classes("Kalyani")
    assert "not-covered" in classes("Seoul")
    server.control(mode="http_503", paths=[IMD])
    assert "unavailable" in classes("Kolkata")



def test_a_hostile_feed_is_bounded_and_its_good_warning_still_shows(launcher, server):
    """2,000 items (the newest 200 asked), a billion laughs, an external entity naming /etc/passwd, a
    malformed and a 10 MB document: each refused or skipped, the rain warning among them still shown. The
    document with the external entity is well-formed: its alert shows, the entity neither read nor
    substituted."""
    hostile = report(launcher, server, "Kolkata", index="in-imd-en-hostile")
    assert warnings(hostile) == [("IMD", "Heavy Rain", "severe"), ("IMD", "Leak", "unknown")]
    assert "root:" not in json.dumps(hostile)
    asked = [path for path in server.stats()["by_path"] if path.startswith(PREFIX + "in-imd-en/")]
    assert len(asked) <= 200, len(asked)
    assert PREFIX + "in-imd-en/secret.xml" in asked and PREFIX + "in-imd-en/item-1994.xml" not in asked


def test_an_alert_named_by_codes_only_is_listed_apart_in_the_panel(launcher, server):
    """IMD's heat wave names West Bengal by a code only: no banner, and `!` lists it under its heading
    after Kolkata's own rain warning."""
    app = launcher.spawn("--location", "Kolkata", config=CONFIG, cols=100, rows=40)
    header = app.wait_for(lambda t: "⚠ Heavy Rain" in t and t, timeout=10, message="IMD's banner")
    assert "Heat Wave" not in "\n".join(header.splitlines()[:6])
    app.send("!")
    panel = app.wait_for(lambda t: "Nearby, area unclear" in t and t, timeout=5, message="the area-unclear heading")
    assert "Heat Wave" in panel.split("Nearby, area unclear", 1)[1], panel
    app.send("!")
    app.wait_for(lambda t: "Nearby, area unclear" not in t, timeout=5, message="the panel closed")
    assert app.quit() == 0
