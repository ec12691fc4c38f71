"""The environment an app runs in: a home of its own (no remembered location, no cached place names)
with XDG directories inside it, and every service URL pointed at a fake server."""

import json
import os
import re
from pathlib import Path

from .paths import REPO

# The app's base-URL variables, as its service table names them; the IP lookup's is a full URL (…/ip).
IP_LOOKUP_URL_VARIABLE = "WEATHERTUI_IPLOOKUP_URL"
SERVICE_URL_VARIABLES = tuple(
    name for name in re.findall(r'variable: "(WEATHERTUI_[A-Z_]+_URL)"',
                                (REPO / "Sources" / "WeatherCore" / "Config" / "ServiceTable.swift").read_text())
    if name != IP_LOOKUP_URL_VARIABLE)


def make_home(home, config=None):
    """Creates `home` with XDG config (config/weathertui) and cache directories, and config.toml when
    `config` is given; returns it as a Path."""
    home = Path(home)
    (home / "config" / "weathertui").mkdir(parents=True, exist_ok=True)
    (home / "cache").mkdir(parents=True, exist_ok=True)
    if config is not None:
        (home / "config" / "weathertui" / "config.toml").write_text(config)
    return home


def plain_env(home, extra=None):
    """PATH, HOME, a UTF-8 locale and xterm-256color: what any program run by the tests gets. Nothing else
    is inherited: no proxy variable (https_proxy, no_proxy, ...) or SSL_CERT_FILE / SSL_CERT_DIR of the
    developer's or the CI machine's can change what the tests see."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C.UTF-8",
           "TERM": "xterm-256color"}
    if extra:
        env.update(extra)
    return env


def service_urls(url):
    """Every service variable pointed at the server at `url` (http://HOST:PORT)."""
    urls = {name: url for name in SERVICE_URL_VARIABLES}
    urls[IP_LOOKUP_URL_VARIABLE] = url + "/ip"
    return urls


def app_env(home, url=None, api_key=None, extra=None):
    """The app's environment for a home made by make_home: XDG directories in it, crash backtraces on
    stderr without a prompt, the services at `url` (none set when None), OPENWEATHER_API_KEY when given."""
    env = plain_env(home, {
        "SWIFT_BACKTRACE": "interactive=no,output-to=stderr",
        "XDG_CONFIG_HOME": str(Path(home) / "config"),
        "XDG_CACHE_HOME": str(Path(home) / "cache"),
    })
    if url:
        env.update(service_urls(url))
    if api_key is not None:
        env["OPENWEATHER_API_KEY"] = api_key
    if extra:
        env.update(extra)
    return env


def age_store(env, seconds):
    """Makes every stored report `seconds` older, as if it had been fetched that long ago."""
    files = list((Path(env["XDG_CACHE_HOME"]) / "weathertui").glob("forecast-*,*.json"))
    assert files, "nothing stored"
    for path in files:
        data = json.loads(path.read_text())
        data["report"]["fetchedAt"] -= seconds
        path.write_text(json.dumps(data))


def age_waits(env, seconds):
    """Moves every wait the app keeps (the one-shot modes' next-try.json, the services' provider-next-try.json)
    `seconds` closer to its end, as if that much time had passed."""
    directory = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    files = [(directory / "next-try.json", "sources"), (directory / "provider-next-try.json", "providers")]
    assert any(path.exists() for path, _ in files), "no wait kept"
    for path, key in files:
        if not path.exists():
            continue
        data = json.loads(path.read_text())
        for entry in data[key].values():
            for field in ("nextTry", "askedUntil"):
                if entry.get(field) is not None:
                    entry[field] -= seconds
        path.write_text(json.dumps(data))
