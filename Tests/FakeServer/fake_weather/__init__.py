"""The fake weather and location services behind fake_weather_server.py, one module per concern:

    places                 countries and cities the services know
    weather_model          the deterministic weather every provider reports
    responses              Resp, Ctx, query helpers, the hostile strings
    error_bodies           each service's own error answers
    openweather            OpenWeather: /data/2.5/weather, /data/2.5/forecast, /geo/1.0/direct, /geo/1.0/reverse
    open_meteo             Open-Meteo forecast: /v1/forecast
    open_meteo_geocoding   Open-Meteo geocoding: /v1/search
    nominatim              Nominatim reverse geocoding: /reverse
    ip_lookup              ipwho.is-style IP geolocation: /ip
    air_quality            Open-Meteo air quality: /v1/air-quality
    archive                Open-Meteo historical archive: /v1/archive
    nws                    NWS active alerts: /alerts/active
    met_norway             MET Norway MetAlerts: /weatherapi/metalerts/2.0/current.json
    met_norway_forecast    MET Norway Locationforecast: /weatherapi/locationforecast/2.0/complete (and /compact)
    routes                 path -> service, and the normal answer to a provider request
    modes                  failure modes and their bodies
    state                  what the control API changes; request counts and log
    http_handler           the HTTP handler and server classes
    server                 the process: command line, binding, signals (main)

Standard library only; binds 127.0.0.0/8 only; never opens an outgoing connection.
"""
