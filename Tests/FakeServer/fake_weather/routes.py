"""Which service a path belongs to, and the normal (mode ok) answer to a provider request: both from
the services' own declarations (catalog.py)."""

from .catalog import SERVICES, service_for
from .responses import BadRequest

PROVIDER_PREFIXES = [path for service in SERVICES for path in service.served_paths()]


def family(path):
    service = service_for(path)
    return service.family if service else None


def build_ok(path, q, ctx, ip_city):
    service = service_for(path)
    answer = service.answer(path)
    if answer is None:
        return service.not_found()
    try:
        return answer(path, q, ctx, ip_city)
    except BadRequest as e:
        return e.resp
