"""The fake weather and location services behind fake_weather_server.py, one module per concern:

    places                 countries and cities the services know (a service's module may declare more)
    weather_model          the deterministic weather every provider reports
    responses              Resp, Ctx, query helpers, the hostile strings
    fake_service           FakeService and WarningScenario: how a service's module declares itself
    catalog                every module's declaration, collected: a new service is a new module
    error_bodies           502 and 503 pages, else the service's own error answer (its declaration)
    openweather            OpenWeather: /data/2.5/weather, /data/2.5/forecast, /geo/1.0/direct, /geo/1.0/reverse
    open_meteo             Open-Meteo forecast: /v1/forecast
    open_meteo_geocoding   Open-Meteo geocoding: /v1/search
    nominatim              Nominatim reverse geocoding: /reverse
    ip_lookup              ipwho.is-style IP geolocation: /ip
    air_quality            Open-Meteo air quality: /v1/air-quality
    archive                Open-Meteo historical archive: /v1/archive
    ensemble               Open-Meteo ensemble (ECMWF IFS, 51 members): /v1/ensemble
    met_norway_forecast    MET Norway Locationforecast: /weatherapi/locationforecast/2.0/complete (and /compact)
    nws, met_norway, eccc, bright_sky, met_eireann, hko, meteoalarm, jma, …
                           the official warning services (each module's docstring says its path and shape)
    routes                 path -> service, and the normal answer to a provider request (from the declarations)
    modes                  failure modes and their bodies
    state                  what the control API changes; request counts and log
    http_handler           the HTTP handler and server classes
    server                 the process: command line, binding, signals (main)

Standard library only; binds 127.0.0.0/8 only; never opens an outgoing connection.
"""
