"""Tests of what every fake service's module declares (fake_weather/fake_service.py), looped over the
declarations so a new module is tested without a line here (stdlib unittest): each service answers an
http_* mode with its own error, and the cities a module declares are found by the place search and
reverse geocoding like places.py's. Each scenario is an end-to-end test (test_warning_services.py).

Run: python3 -m unittest discover -s Tests/FakeServer -v
"""

import test_fake_weather_server as base
from fake_weather.catalog import SERVICES
from fake_weather.error_bodies import error_body

STATUSES = (400, 401, 403, 404, 429, 500, 502, 503)


class DeclarationTests(base.ServerTestCase):
    def test_each_service_answers_a_failure_mode_with_its_own_error(self):
        for service in SERVICES:
            path = service.served_paths()[0]
            for status in STATUSES:
                with self.subTest(service=service.family, status=status):
                    self.c.control(mode="http_%d" % status, paths=[path])
                    got, headers, body = self.c.get(path)
                    expected = error_body(service.family, status)
                    self.assertEqual((got, headers["Content-Type"], body), (status, expected.ctype, expected.body))
            self.c.control(mode="ok")

    def test_a_declared_city_is_searched_and_reverse_geocoded(self):
        for service in SERVICES:
            for city in service.cities:
                with self.subTest(city.name):
                    found = self.c.json("/v1/search", {"name": city.name, "count": 10, "language": "en", "format": "json"})
                    self.assertIn(city.name, [r["name"] for r in found["results"]])
                    named = self.c.json("/reverse", {"lat": city.lat, "lon": city.lon, "format": "jsonv2", "zoom": 10,
                                                     "accept-language": "en"})
                    self.assertEqual(named["address"]["country_code"], city.cc.lower())
