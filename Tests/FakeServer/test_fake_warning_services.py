"""Tests for the fake server's Environment Canada, Bright Sky (DWD) and Met Éireann modules (stdlib
unittest): each answers in its service's real shape, with warnings near Toronto, Berlin and Dublin whose
times follow the server's clock, its own error answers, and every request counted.

Run: python3 -m unittest discover -s Tests/FakeServer -v
"""

import calendar
import json
import time

import test_fake_weather_server as base

NOW = base.NOW
TORONTO_BOX = "-79.4032,43.6332,-79.3632,43.6732"


def unix(text):
    """Seconds of an ISO time with "Z" or "+00:00"."""
    return calendar.timegm(time.strptime(text[:19], "%Y-%m-%dT%H:%M:%S"))


class MoreWarningServicesTests(base.ServerTestCase):
    def answer(self, path, params, content_type="application/json; charset=utf-8"):
        status, headers, body = self.c.get(path, params)
        self.assertEqual(status, 200, body[:300])
        self.assertEqual(headers["Content-Type"], content_type)
        return json.loads(body)

    def eccc(self, bbox=TORONTO_BOX, lang="en"):
        return self.answer("/collections/weather-alerts/items", {"f": "json", "bbox": bbox, "lang": lang, "limit": 100},
                           "application/geo+json")

    def test_eccc_answers_regions_near_the_box_in_both_languages(self):
        d = self.eccc()
        self.assertEqual((d["type"], d["numberReturned"]), ("FeatureCollection", len(d["features"])))
        props = [f["properties"] for f in d["features"]]
        self.assertEqual([(p["alert_code"], p["feature_name_en"]) for p in props], [
            ("FRW", "City of Toronto"), ("FRW", "Mississauga - Brampton"),
            ("SPS", "St. Catharines - Grimsby - Northern Niagara Region"), ("WW", "City of Toronto")])
        for p in props:
            for key in ("id", "alert_type", "alert_name_en", "alert_name_fr", "alert_text_en", "alert_text_fr",
                        "publication_datetime", "validity_datetime", "event_end_datetime", "expiration_datetime", "status_en"):
                self.assertIn(key, p)
            self.assertLess(unix(p["validity_datetime"]), NOW)
            self.assertGreater(unix(p["event_end_datetime"]), NOW)
        self.assertEqual(props[3]["status_en"], "ended")
        self.assertEqual(props[0]["alert_name_fr"], "avertissement de pluie verglaçante")
        self.assertEqual(d["features"][0]["geometry"]["type"], "Polygon")
        self.assertEqual(self.eccc(bbox="-123.2,49.2,-123.1,49.3")["features"], [])

    def test_eccc_refuses_a_bad_box(self):
        for params in ({"f": "json", "bbox": "1,2,3"}, {"f": "json", "bbox": "a,b,c,d"}, {"f": "xml", "bbox": TORONTO_BOX}):
            status, _, body = self.c.get("/collections/weather-alerts/items", params)
            self.assertEqual(status, 400, params)
            self.assertEqual(json.loads(body)["code"], "InvalidParameterValue")

    def test_bright_sky_near_berlin_elsewhere_and_outside_germany(self):
        d = self.answer("/alerts", {"lat": 52.52, "lon": 13.405})
        self.assertEqual([(a["event_en"], a["event_de"], a["severity"]) for a in d["alerts"]],
                         [("frost", "FROST", "minor"), ("storm-force gusts", "STURMBÖEN", "moderate")])
        self.assertEqual(d["location"]["warn_cell_id"], 711000101)
        self.assertTrue(all(unix(a["expires"]) > NOW and a["status"] == "actual" for a in d["alerts"]))
        munich = self.answer("/alerts", {"lat": 48.14, "lon": 11.58})
        self.assertEqual((munich["alerts"], munich["location"]["state"]), ([], "Bayern"))
        self.assertEqual(self.answer("/alerts", {"lat": 37.57, "lon": 126.98}), {"alerts": [], "location": None})
        status, _, body = self.c.get("/alerts", {"lat": "north"})
        self.assertEqual((status, json.loads(body)["status"]), (400, 400))

    def test_met_eireann_lists_the_counties_each_warning_covers(self):
        warnings = self.answer("/warnings/active", None)["warnings"]
        self.assertEqual([(w["headline"], w["level"], w["regions"]) for w in warnings["national"]], [
            ("Wind Warning for Dublin, Kildare, Wicklow", "Yellow", ["EI07", "EI12", "EI31"]),
            ("Rainfall Warning for Cork, Kerry", "Orange", ["EI04", "EI11"])])
        self.assertTrue(all(unix(w["expiry"]) > NOW for w in warnings["national"]))
        self.assertEqual([(w["headline"], w["regions"], w["onset"]) for w in warnings["marine"]], [("Small Craft Warning", [], "")])
        self.assertEqual(set(warnings), {"marine", "national", "advisories", "advisoriesIssued", "environmental",
                                         "highestMarine", "highestNational", "highestEnvironmental"})

    def test_each_service_fails_in_its_own_shape(self):
        self.c.control(mode="http_500", paths=["/collections/weather-alerts/", "/alerts", "/warnings/active"])
        status, _, body = self.c.get("/collections/weather-alerts/items", {"f": "json", "bbox": TORONTO_BOX})
        self.assertEqual((status, json.loads(body)["code"]), (500, "NoApplicableCode"))
        status, _, body = self.c.get("/alerts", {"lat": 52.52, "lon": 13.405})
        self.assertEqual((status, json.loads(body)["title"]), (500, "Internal Server Error"))
        status, headers, _ = self.c.get("/warnings/active")
        self.assertEqual((status, headers["Content-Type"]), (500, "text/html"))
        self.c.control(mode="empty_arrays", paths=None)
        self.assertEqual(self.eccc()["features"], [])
        self.assertEqual(self.answer("/alerts", {"lat": 52.52, "lon": 13.405})["alerts"], [])
        self.assertEqual(self.answer("/warnings/active", None)["warnings"]["national"], [])
        self.c.control(mode="hostile", paths=None)
        self.assertIn("\u001b", self.eccc()["features"][0]["properties"]["alert_name_en"])
        self.assertIn("\u001b", self.answer("/alerts", {"lat": 52.52, "lon": 13.405})["alerts"][0]["event_de"])
        self.assertIn("\u001b", self.answer("/warnings/active", None)["warnings"]["national"][0]["headline"])

    def test_dublins_county_comes_from_reverse_geocoding(self):
        d = self.c.json("/reverse", {"lat": 53.3498, "lon": -6.2603, "format": "jsonv2", "zoom": 10, "accept-language": "en"})
        self.assertEqual((d["address"]["county"], d["address"]["ISO3166-2-lvl6"], d["address"]["state"]),
                         ("County Dublin", "IE-D", "Leinster"))
        self.assertNotIn("ISO3166-2-lvl4", d["address"])
        search = self.c.json("/v1/search", {"name": "Dublin", "count": 10, "language": "en", "format": "json"})["results"][0]
        self.assertEqual((search["country_code"], search["admin1"]), ("IE", "Leinster"))
        self.assertNotIn("admin2", search)

    def test_hko_summary_in_three_languages(self):
        params = {"dataType": "warnsum", "lang": "en"}
        d = self.answer("/weatherAPI/opendata/weather.php", params)
        self.assertEqual({k: (v["code"], v["actionCode"]) for k, v in d.items()},
                         {"WRAIN": ("WRAINR", "ISSUE"), "WTCSGNL": ("TC3", "ISSUE"), "WFIRE": ("WFIREY", "CANCEL")})
        self.assertTrue(d["WRAIN"]["expireTime"].endswith("+08:00"))
        self.assertEqual(d["WTCSGNL"]["type"], "Strong Wind Signal No. 3")
        self.assertEqual(self.answer("/weatherAPI/opendata/weather.php", dict(params, lang="sc"))["WRAIN"]["name"], "红色暴雨警告信号")
        self.c.control(mode="empty_arrays", paths=["/weatherAPI/"])
        self.assertEqual(self.answer("/weatherAPI/opendata/weather.php", params), {})

    def test_hong_kong_is_filed_under_china_by_reverse_geocoding(self):
        d = self.c.json("/reverse", {"lat": 22.28, "lon": 114.16, "format": "jsonv2", "zoom": 10, "accept-language": "en"})
        self.assertEqual((d["address"]["country_code"], d["address"]["ISO3166-2-lvl3"]), ("cn", "CN-HK"))
        search = self.c.json("/v1/search", {"name": "Hong Kong", "count": 10, "language": "en", "format": "json"})["results"][0]
        self.assertEqual(search["country_code"], "HK")

    def test_meteoalarm_feed_warns_one_province_and_not_its_neighbour(self):
        path = "/api/v1/warnings/feeds-netherlands"
        alerts = [w["alert"] for w in self.answer(path, None)["warnings"]]
        by_region = {}
        for alert in alerts:
            info = alert["info"]
            self.assertEqual([i["language"] for i in info], ["nl-NL", "en-GB"])
            code = info[0]["area"][0]["geocode"][0]
            self.assertEqual(code["valueName"], "EMMA_ID")
            level = next(p["value"] for p in info[1]["parameter"] if p["valueName"] == "awareness_level")
            by_region.setdefault(code["value"], []).append((alert["msgType"], level, unix(info[1]["expires"]) > NOW))
        self.assertEqual(by_region["NL011"], [("Alert", "1; green; Minor", True)])
        self.assertEqual(by_region["NL009"], [("Alert", "2; yellow; Moderate", True), ("Alert", "3; orange; Severe", False),
                                              ("Cancel", "3; orange; Severe", True)])
        self.assertTrue(alerts[2]["info"][1]["expires"].endswith("+01:00"))
        self.assertEqual(self.answer("/api/v1/warnings/feeds-iceland", None), {"warnings": []})
        self.assertEqual(self.c.get("/api/v1/warnings/feeds-atlantis", None)[0], 404)
        self.c.control(mode="empty_arrays", paths=[path])
        self.assertEqual(self.answer(path, None), {"warnings": []})

    def test_rotterdams_province_comes_from_reverse_geocoding(self):
        d = self.c.json("/reverse", {"lat": 51.9244, "lon": 4.4777, "format": "jsonv2", "zoom": 10, "accept-language": "en"})
        self.assertEqual((d["address"]["ISO3166-2-lvl4"], d["address"]["country_code"]), ("NL-ZH", "nl"))
        search = self.c.json("/v1/search", {"name": "Rotterdam", "count": 10, "language": "en", "format": "json"})["results"][0]
        self.assertEqual((search["country_code"], search["admin1"]), ("NL", "South Holland"))

    def test_jma_office_file_for_tokyo_and_an_empty_one_elsewhere(self):
        d = self.answer("/bosai/warning/data/warning/130000.json", None)
        self.assertTrue(d["reportDatetime"].endswith("+09:00") and unix(d["reportDatetime"]) - 9 * 3600 < NOW)
        areas = {a["code"]: [(w["code"], w["status"]) for w in a["warnings"]] for a in d["areaTypes"][0]["areas"]}
        self.assertEqual(areas, {"130000": [("03", "発表"), ("10", "継続"), ("21", "解除")], "140000": [("03", "継続"), ("15", "発表")]})
        other = self.answer("/bosai/warning/data/warning/270000.json", None)
        self.assertEqual(other["areaTypes"][0]["areas"][0]["warnings"], [{"status": "発表警報・注意報はなし"}])
        self.assertEqual(self.c.get("/bosai/warning/data/warning/tokyo.json", None)[0], 404)
        tokyo = self.c.json("/reverse", {"lat": 35.6895, "lon": 139.6917, "format": "jsonv2", "zoom": 10, "accept-language": "en"})
        self.assertEqual(tokyo["address"]["ISO3166-2-lvl4"], "JP-13")
