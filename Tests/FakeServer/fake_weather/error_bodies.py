"""The error answers each real service gives: an nginx/plain-text page for 502 and 503, else the
service's own (its module's declaration says which): used by the http_* modes and for unknown paths."""

from .catalog import service_named
from .responses import Resp


def error_body(fam, status):
    if status == 502:
        return Resp(502, b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
                         b"<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
                         b"</body>\r\n</html>\r\n", "text/html")
    if status == 503:
        return Resp(503, b"Service Temporarily Unavailable\n", "text/plain; charset=utf-8")
    return service_named(fam).errors(status)
