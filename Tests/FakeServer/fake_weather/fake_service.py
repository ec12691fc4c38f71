"""How a fake service module declares itself: a `SERVICE` that says which paths
it answers and how, its own error answer for a status, the cities and countries its answers need beyond
places.py's, and, for a warning service, the scenarios the end-to-end tests run against it. The fake
server (routes.py, error_bodies.py, places.py) and the tests loop over these declarations; a new
service is a new module and nothing else here."""


class FakeService:
    def __init__(self, family, errors, paths=None, prefixes=None, not_found=None, cities=(), countries=(), scenarios=()):
        self.family = family              # the service's name in the server's log and modes
        self.errors = errors              # status -> Resp: the service's own error answer
        self.paths = paths or {}          # exact path -> answer(path, q, ctx, ip_city)
        self.prefixes = prefixes or {}    # path prefix -> answer, or None where only the error answers
        self.not_found = not_found or (lambda: errors(404))
        self.cities = list(cities)
        self.countries = list(countries)
        self.scenarios = list(scenarios)

    def answer(self, path):
        """The answer function for `path`, None where the service has no such path."""
        if path in self.paths:
            return self.paths[path]
        prefix = self.prefix_of(path)
        return self.prefixes[prefix] if prefix is not None else None

    def prefix_of(self, path):
        """The longest of its prefixes that `path` starts with, or None."""
        matching = [p for p in self.prefixes if path.startswith(p)]
        return max(matching, key=len) if matching else None

    def served_paths(self):
        """The paths and prefixes it answers (not those where only its error answers)."""
        return list(self.paths) + [p for p, answer in self.prefixes.items() if answer is not None]


class WarningScenario:
    """A place where a warning service has a warning in force, as a new user meets it: the app started
    with `--location location --lang lang` shows `event` in the banner, names `source`, and asks `path`
    once, with `query_has` in the query where given."""

    def __init__(self, location, lang, event, source, path, query_has=()):
        self.location, self.lang, self.event, self.source, self.path = location, lang, event, source, path
        self.query_has = tuple(query_has)

    @property
    def id(self):
        return "%s-%s" % (self.location, self.lang)
