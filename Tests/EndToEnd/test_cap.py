"""CAP 1.2 feeds as the WMO Severe Weather Information Centre mirrors them (fake_weather/wmo.py): a place
inside a warning's polygon gets it and one just outside does not; an Update raises a warning, a Cancel
withdraws it (the tests point WEATHERTUI_CAP_IN_URL at indexes that list them); a feed that is down reads
as unknown. `--json`'s `warnings_feed` and `--waybar`'s class name the feed's state in the same four
words. The Kolkata banner itself is test_warning_services.py's scenario; that a refresh with nothing
new asks the index alone is CAPFeedReaderTests'."""

import json

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
