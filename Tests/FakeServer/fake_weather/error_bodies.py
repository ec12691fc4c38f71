"""The error answers each real service gives (its JSON error shape, or an nginx/plain-text page for 502
and 503): used by the http_* modes, for unknown provider paths, and by OpenWeather's 401 on a bad appid."""

from .nws import problem
from .responses import Resp


def error_body(fam, status):
    if status == 502:
        return Resp(502, b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
                         b"<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
                         b"</body>\r\n</html>\r\n", "text/html")
    if status == 503:
        return Resp(503, b"Service Temporarily Unavailable\n", "text/plain; charset=utf-8")
    if fam == "openweather":
        body = {
            400: {"cod": "400", "message": "wrong latitude"},
            401: {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."},
            403: {"cod": 403, "message": "Forbidden"},
            404: {"cod": "404", "message": "city not found"},
            429: {"cod": 429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"},
            500: {"cod": "500", "message": "Internal error"},
        }[status]
    elif fam in ("openmeteo", "geocoding"):
        body = {"error": True, "reason": {
            400: "Latitude must be in range of -90 to 90°. Given: 91.0.",
            401: "The supplied API key is invalid.",
            403: "Forbidden",
            404: "Not Found",
            429: "Minutely API request limit exceeded. Please try again in one minute.",
            500: "Internal Server Error",
        }[status]}
    elif fam == "nws":
        titles = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
                  500: "Unexpected Problem"}
        return problem(status, titles[status], "An unexpected problem has occurred." if status == 500 else titles[status])
    elif fam in ("metno", "metno-forecast"):
        texts = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
                 500: "Internal Server Error"}
        return Resp(status, ("%d %s\n" % (status, texts[status])).encode(), "text/plain; charset=utf-8")
    elif fam == "eccc":
        body = {"code": {400: "InvalidParameterValue", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound",
                         429: "TooManyRequests", 500: "NoApplicableCode"}[status],
                "description": {400: "Invalid bbox", 401: "Unauthorized", 403: "Forbidden", 404: "Collection not found",
                                429: "Too many requests", 500: "Internal server error"}[status]}
    elif fam == "brightsky":
        titles = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
                  500: "Internal Server Error"}
        body = {"title": titles[status], "status": status, "detail": titles[status]}
    elif fam == "hko":
        return Resp(status, ("<html><head><title>%d</title></head><body>Error</body></html>\n" % status).encode(), "text/html")
    elif fam == "meteoalarm":
        body = {"message": {400: "Bad Request", 401: "Unauthorized", 404: "Not Found", 429: "Too Many Requests",
                            500: "Internal Server Error"}[status]}
    elif fam == "jma":
        return Resp(status, ("<html><head><title>%d</title></head><body>Error</body></html>\n" % status).encode(), "text/html")
    elif fam == "meteireann":
        return Resp(status, ("<html><body><h1>%d</h1></body></html>\n" % status).encode(), "text/html")
    elif fam == "nominatim":
        body = {"error": {"code": status, "message": {
            400: "Parameter 'lat' missing.",
            401: "Unauthorized",
            403: "Forbidden",
            404: "Not Found",
            429: "Too Many Requests",
            500: "Internal Server Error",
        }[status]}}
    else:
        body = {"ip": "203.0.113.7", "success": False, "message": {
            400: "Invalid IP address",
            401: "Invalid API key",
            403: "Forbidden",
            404: "Not Found",
            429: "You've hit the rate limit, please try again later",
            500: "Internal Server Error",
        }[status]}
    return Resp(status, body)
