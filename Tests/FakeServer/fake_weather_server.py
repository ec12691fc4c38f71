#!/usr/bin/env python3
"""Fake weather and location services for weathertui's tests and benchmarks.

One local HTTP server that answers like the real services the app talks to,
with deterministic, realistic bodies, plus a control API to inject failures.
Python 3 standard library only; binds a loopback address only (127.0.0.0/8);
never opens an outgoing connection.

Usage:
    python3 Tests/FakeServer/fake_weather_server.py [--host ADDR] [--port N]
        [--port-file PATH] [--mode MODE] [--latency-ms N] [--now EPOCH] [--quiet]

    --host ADDR      address to bind (default 127.0.0.1); only 127.0.0.0/8 is
                     accepted (exit 2 otherwise), e.g. 127.0.0.2 for a second
                     server that stands for "another host"
    --port N         port to bind (0 = ephemeral, the default)
    --port-file P    once listening, write the bound port to P (tmp + rename);
                     the file is removed again on a clean exit
    --mode MODE      initial failure mode (default ok; see MODES)
    --latency-ms N   initial delay before every provider response (default 0)
    --now EPOCH      freeze the clock at this unix time (deterministic bodies)
    --quiet          no per-request log lines on stderr
    --tls-cert PEM   serve HTTPS (every endpoint, control ones included) with this
    --tls-key PEM    certificate chain and key (e.g. a self-signed one for 127.0.0.1)

It prints "listening on HOST:PORT" (the address actually bound) on stdout once
ready and exits 0 on SIGTERM or SIGINT.

Provider endpoints (point the app's base-URL variables at http://HOST:PORT):
    GET /data/2.5/weather    OpenWeather current       (appid required)
    GET /data/2.5/forecast   OpenWeather 5 day / 3 h   (appid required)
    GET /geo/1.0/direct      OpenWeather geocoding     (appid required)
    GET /geo/1.0/reverse     OpenWeather reverse geocoding
    GET /v1/forecast         Open-Meteo forecast
    GET /v1/archive          Open-Meteo historical archive (daily, one or several date ranges)
    GET /v1/search           Open-Meteo geocoding
    GET /reverse             Nominatim reverse geocoding
    GET /ip                  ipwho.is-style IP geolocation (full URL: .../ip)
    GET /weatherapi/locationforecast/2.0/complete (or /compact)
                             MET Norway Locationforecast: a User-Agent with a
                             contact (URL or e-mail) and at most 4 decimals in
                             lat/lon, else 403; Expires, Last-Modified, Date;
                             304 on an If-Modified-Since not older than
                             Last-Modified
An appid that is missing, empty or "invalid" gets OpenWeather's 401.

Place searches (/v1/search name=, /geo/1.0/direct q=) match name prefixes in
English, Korean or an official alias (서울특별시, 부산광역시): "Atlantis" finds
nothing, "London" or "Busan" one place, "Springfield" three (Illinois,
Massachusetts, Missouri; Open-Meteo's most populous first, with admin1,
country and population in the language asked for), "Brno" two (Brno and the
village Brňov, both in Czechia, as a fuzzy search finds them). The name "Geocoder Error"
gets a 500 with the service's error body: a lookup that fails in mode ok.

Every request other than the control endpoints is counted in /_stats: provider
requests whatever the mode (redirects included), unknown paths (404) and
requests too malformed to route ("(bad request)").

Control endpoints (never affected by modes or latency, not counted in stats):
    GET  /_control   current state as JSON
    POST /_control   JSON object with any of: mode (str), latency_ms (int),
                     variant (int), auto_variant (bool), paths (list of path
                     prefixes the mode applies to, null = all provider paths),
                     ip_city (known city name, "Springfield, Missouri", or
                     "fail"), retry_after (int seconds for 429), expires_in
                     (int seconds from Date to Expires in MET Norway's
                     forecast answers, default 1800), now (unix
                     time or null for the real clock), redirect_base (an
                     http(s) URL such as "http://127.0.0.2:PORT" that the
                     redirect_other_host mode sends clients to, or null),
                     quarter_hours (null, or the 15-minute precipitation in
                     mm from the quarter that holds now: rain in N minutes),
                     dwd_alerts (null for Berlin's usual two, or a list of
                     {"event", "severity", "ends_in" seconds}: Bright Sky's
                     alerts near Berlin; [] lifts them all), radar (null
                     for "moving", or a RainViewer scenario: see SCENARIOS
                     in fake_weather/rainviewer.py).
                     Answers the new state.
    POST /_reset     back to the start-up state; zeroes the counts (requests
                     still being answered stay in flight); answers state
    GET  /_stats     {"total", "by_path", "in_flight", "max_in_flight"}; with
                     ?idle=1 once no request is in flight (at most 5 s): a
                     request is counted down after its last byte is sent, so
                     a client can read its answer before that
    GET  /_requests  {"requests": [{"method", "path", "query"}, ...]} (with
                     ?headers=1 also "headers": User-Agent, Accept and
                     If-Modified-Since): the last
                     500 counted requests, oldest first, secrets in the query
                     masked as in the log (appid=***); zeroed by /_reset

Modes: ok, http_400, http_401, http_403, http_404, http_429, http_500, http_502,
http_503, timeout, slow_drip, truncated, malformed, html, missing_fields,
empty_arrays, huge, hostile, absurd, redirect_other_host, redirect_same_host,
redirect_to_http. See MODE_HELP in fake_weather/modes.py for what each does.

The services live in the package fake_weather/ beside this file, one module each (see its
__init__.py); this file is only the entry point.
"""

import sys

from fake_weather.server import main

if __name__ == "__main__":
    sys.exit(main())
