"""Every fake service, as its module declares it (`SERVICE`, see fake_service.py): the
modules of this package other than the server's own parts are imported and their declarations
collected; the cities and countries they declare join places.py's."""

import importlib
import pkgutil
import sys

from . import places

# The server's own parts: everything else in the package is a fake service's module.
SERVER_PARTS = {"catalog", "error_bodies", "fake_service", "http_handler", "modes", "places", "responses", "routes",
                "server", "state", "weather_model"}


def declared_services():
    names = sorted(module.name for module in pkgutil.iter_modules(sys.modules[__package__].__path__))
    return [importlib.import_module("." + name, __package__).SERVICE for name in names if name not in SERVER_PARTS]


SERVICES = declared_services()
for _service in SERVICES:
    places.add(_service.countries, _service.cities)


def service_for(path):
    """The service `path` belongs to: the one with that exact path, else the one with the longest prefix
    of it; None for a path no service has."""
    for service in SERVICES:
        if path in service.paths:
            return service
    prefixed = [(len(service.prefix_of(path)), service) for service in SERVICES if service.prefix_of(path) is not None]
    return max(prefixed, key=lambda pair: pair[0])[1] if prefixed else None


def service_named(family):
    return next(service for service in SERVICES if service.family == family)


def warning_scenarios():
    return [scenario for service in SERVICES for scenario in service.scenarios]
