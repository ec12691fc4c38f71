"""The networks people really use: a proxy as the only way out (https_proxy and its kin, no_proxy,
credentials, a proxy that refuses or is down), and certificates the system does not trust (self-signed,
expired, for another name), trusted through SSL_CERT_FILE, SSL_CERT_DIR or ca_file."""

import base64
import re
from pathlib import Path

import pytest

from conftest import Launcher, wait_loaded
from weathertui_testing.certificates import Authority, self_signed
from weathertui_testing.environment import app_env, make_home
from weathertui_testing.fake_server import FakeServer, closed_port
from weathertui_testing.proxy import TestProxy

LOCATION = "37.57,126.98"
ONE_SHOT = ["--once", "--location", LOCATION]
PASSWORD = "s3cret-proxy-pass"
KEY = "sekrit-key-123"


def log_text(env):
    cache = Path(env["XDG_CACHE_HOME"]) / "weathertui"
    return "".join(p.read_text(errors="replace") for p in sorted(cache.glob("weathertui.log*")))


def stderr_of(result):
    return result.stderr.decode(errors="replace")


# --------------------------------------------------------------------------
# Certificates and servers
# --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def authority(tmp_path_factory):
    return Authority(tmp_path_factory.mktemp("ca"))


def tls_server(certificate):
    server = FakeServer(tls=certificate)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def trusted_server(authority):
    """HTTPS on 127.0.0.1 with a certificate from the tests' authority: trusted once SSL_CERT_FILE names it."""
    yield from tls_server(authority.issue("ip", ip="127.0.0.1"))


@pytest.fixture(scope="module")
def self_signed_server(tmp_path_factory):
    yield from tls_server(self_signed(tmp_path_factory.mktemp("self"), ip="127.0.0.1"))


@pytest.fixture(scope="module")
def misnamed_server(authority):
    yield from tls_server(authority.issue("other", dns="other.example"))


@pytest.fixture(scope="module")
def expired_server(authority):
    yield from tls_server(authority.issue("old", ip="127.0.0.1", expired=True))


@pytest.fixture
def proxy(tmp_path):
    proxy = TestProxy(tmp_path)
    yield proxy
    proxy.stop()


def launcher_for(binary, tmp_path, server):
    server.reset()
    return Launcher(binary, tmp_path, server)


@pytest.fixture
def https(binary, tmp_path, trusted_server, authority):
    """Apps against the trusted HTTPS server, and the SSL_CERT_FILE that trusts it."""
    launcher = launcher_for(binary, tmp_path, trusted_server)
    launcher.trust = {"SSL_CERT_FILE": str(authority.cert)}
    yield launcher
    launcher.close()


# --------------------------------------------------------------------------
# Proxies
# --------------------------------------------------------------------------

INHERITABLE = ("https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY", "no_proxy",
               "NO_PROXY", "SSL_CERT_FILE", "SSL_CERT_DIR")


def test_apps_never_inherit_proxy_or_trust_variables(monkeypatch, tmp_path):
    for name in INHERITABLE:
        monkeypatch.setenv(name, "http://127.0.0.1:9")
    env = app_env(make_home(tmp_path / "home"), "http://127.0.0.1:1")
    assert not set(INHERITABLE) & set(env), env


def test_https_services_go_through_a_connect_tunnel_and_tls_is_verified_end_to_end(https, trusted_server, proxy):
    env = https.env(extra=dict(https.trust, https_proxy=proxy.url))
    result = https.run(*ONE_SHOT, env=env)
    assert result.returncode == 0, stderr_of(result)
    assert b"Seoul" in result.stdout or b"37.57" in result.stdout, result.stdout
    seen = proxy.requests()
    assert seen and all(r == {"method": "CONNECT", "target": trusted_server.url[len("https://"):], "authorization": None}
                        for r in seen), seen
    assert trusted_server.count("/v1/forecast") == 1

    # Through the tunnel the certificate is still checked: without SSL_CERT_FILE the same run fails.
    result = https.run(*ONE_SHOT, env=https.env(extra=dict(HTTPS_PROXY=proxy.url)))
    assert result.returncode == 1
    assert "The certificate of 127.0.0.1 could not be verified (not trusted)" in stderr_of(result)


def test_http_services_use_http_proxy_and_the_key_never_reaches_the_proxy(launcher, server, proxy):
    env = launcher.env(api_key=KEY, extra={"http_proxy": proxy.url, "HTTPS_PROXY": "http://127.0.0.1:%d" % closed_port()})
    result = launcher.run(*ONE_SHOT, env=env)
    assert result.returncode == 0, stderr_of(result)
    seen = proxy.requests()
    address = server.url[len("http://"):]
    # A tunnel (async-http-client's way) or an absolute URI (curl's): either names the fake server.
    assert seen and all(r["target"] == address and r["method"] == "CONNECT" or r["target"].startswith(server.url)
                        for r in seen), seen
    assert not any(KEY in r["target"] for r in seen), seen
    assert server.count("/data/2.5/weather") == 1


def test_a_redirect_to_another_host_is_refused_through_the_proxy_too(launcher, server, proxy):
    try:
        other = FakeServer(host="127.0.0.2")
    except RuntimeError as e:
        pytest.skip("no second loopback host for the redirect: %s" % e)
    try:
        server.control(mode="redirect_other_host", redirect_base=other.url)
        result = launcher.run(*ONE_SHOT, env=launcher.env(api_key=KEY, extra={"http_proxy": proxy.url}))
        assert result.returncode == 1
        # OpenWeather's redirect, then Open-Meteo's (the fallback) as its note says it.
        assert "OpenWeather: redirect refused · " in stderr_of(result), stderr_of(result)
        assert "Redirects to another host are not followed" in stderr_of(result)
        assert other.stats()["total"] == 0, other.stats()
        assert proxy.requests() and not any(other.url[len("http://"):] in r["target"] for r in proxy.requests())
    finally:
        other.stop()


def test_uppercase_http_proxy_is_ignored_as_curl_ignores_it(launcher, server, proxy):
    result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"HTTP_PROXY": proxy.url}))
    assert result.returncode == 0, stderr_of(result)
    assert proxy.requests() == []
    assert server.count("/v1/forecast") == 1


def test_all_proxy_serves_when_nothing_more_specific_is_set(launcher, server, proxy):
    result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"ALL_PROXY": proxy.url}))
    assert result.returncode == 0, stderr_of(result)
    assert proxy.requests(), "the proxy saw nothing"


@pytest.mark.parametrize("no_proxy", ["127.0.0.1", "localhost,127.0.0.1", "*"])
def test_no_proxy_hosts_are_reached_directly(launcher, server, no_proxy):
    down = "http://127.0.0.1:%d" % closed_port()
    result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"http_proxy": down, "NO_PROXY": no_proxy}))
    assert result.returncode == 0, stderr_of(result)
    assert server.count("/v1/forecast") == 1


def test_a_no_proxy_list_that_does_not_name_the_host_still_uses_the_proxy(launcher, server, proxy):
    result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"http_proxy": proxy.url, "no_proxy": ".example.com,0.0.1"}))
    assert result.returncode == 0, stderr_of(result)
    assert proxy.requests()


def test_the_config_file_proxy_replaces_the_variables(launcher, server, proxy):
    down = "http://127.0.0.1:%d" % closed_port()
    config = 'proxy = "%s"\nno_proxy = ""\n' % proxy.url
    env = launcher.env(config=config, extra={"http_proxy": down, "no_proxy": "127.0.0.1"})
    result = launcher.run(*ONE_SHOT, env=env)
    assert result.returncode == 0, stderr_of(result)
    assert proxy.requests()

    # An empty proxy in the config file means none, whatever the environment says.
    env = launcher.env(config='proxy = ""\n', extra={"http_proxy": down})
    assert launcher.run(*ONE_SHOT, env=env).returncode == 0


def test_proxy_credentials_are_sent_and_never_logged_or_shown(binary, tmp_path, launcher, server):
    proxy = TestProxy(tmp_path, credentials="alice:" + PASSWORD)
    try:
        url = "http://alice:%s@%s" % (PASSWORD, proxy.address)
        env = launcher.env(extra={"http_proxy": url, "WEATHERTUI_LOG_LEVEL": "debug"})
        result = launcher.run(*ONE_SHOT, env=env)
        assert result.returncode == 0, stderr_of(result)
        expected = "Basic " + base64.b64encode(("alice:" + PASSWORD).encode()).decode()
        assert proxy.requests() and all(r["authorization"] == expected for r in proxy.requests())
        log = log_text(env)
        assert proxy.address in log, log
        assert PASSWORD not in log and "alice" not in log, log
        assert PASSWORD.encode() not in result.stdout + result.stderr

        # A wrong password: the proxy's 407 is named, the password is not.
        env = launcher.env(extra={"http_proxy": "http://alice:wrong-%s@%s" % (PASSWORD, proxy.address)})
        app = launcher.spawn("--location", LOCATION, env=env)
        text = app.wait_for(lambda t: "Couldn't load the weather" in t and t)
        assert "The proxy at %s refused the connection (407)" % proxy.address in text, text
        assert "user name and password" in text, text
        assert PASSWORD not in text and PASSWORD not in app.stderr()
        assert app.quit() == 0
        assert PASSWORD not in log_text(env)
    finally:
        proxy.stop()


@pytest.mark.parametrize("status", [407, 502])
def test_a_refusing_proxy_is_named_with_its_answer(launcher, server, tmp_path, status):
    proxy = TestProxy(tmp_path, refuse=status)
    try:
        result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"http_proxy": proxy.url}))
        assert result.returncode == 1
        assert "The proxy at %s refused the connection (%d)" % (proxy.address, status) in stderr_of(result)
        assert "No internet connection" not in stderr_of(result)
        assert server.count("/v1/forecast") == 0
    finally:
        proxy.stop()


def test_a_proxy_that_is_down_is_named_not_taken_for_no_internet(launcher, server):
    port = closed_port()
    result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"http_proxy": "http://127.0.0.1:%d" % port}))
    assert result.returncode == 1
    err = stderr_of(result)
    assert "The proxy at 127.0.0.1:%d refused the connection (no connection)" % port in err, err
    assert "No internet connection" not in err


def test_an_unusable_proxy_setting_is_a_configuration_error_that_hides_the_password(launcher):
    result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"https_proxy": "socks5://bob:%s@127.0.0.1:1080" % PASSWORD}))
    assert result.returncode == 2
    err = stderr_of(result)
    assert "https_proxy" in err and "http://" in err, err
    assert PASSWORD not in err


# --------------------------------------------------------------------------
# Certificates
# --------------------------------------------------------------------------

def test_a_self_signed_certificate_is_refused_in_words_and_not_retried(binary, tmp_path, self_signed_server):
    launcher = launcher_for(binary, tmp_path, self_signed_server)
    try:
        result = launcher.run(*ONE_SHOT)
        assert result.returncode == 1
        err = stderr_of(result)
        assert ("The certificate of 127.0.0.1 could not be verified (not trusted). "
                "A network that intercepts secure connections can cause this.") in err, err
        assert "cut off" not in err
        result = launcher.run("--json", "--location", LOCATION)
        assert result.returncode == 1 and result.stdout == b""
        assert "could not be verified (not trusted)" in stderr_of(result)

        app = launcher.spawn("--location", LOCATION)
        text = app.wait_for(lambda t: "Couldn't load the weather" in t and t)
        assert "could not be verified (not trusted)" in re.sub(r"\s*\n\s*", " ", text), text
        assert app.quit() == 0
        assert self_signed_server.count("/v1/forecast") == 0
    finally:
        launcher.close()


def test_a_certificate_trusted_through_ssl_cert_file_loads(https, trusted_server):
    result = https.run(*ONE_SHOT, env=https.env(extra=https.trust))
    assert result.returncode == 0, stderr_of(result)
    assert trusted_server.count("/v1/forecast") == 1


def test_a_self_signed_certificate_named_in_ssl_cert_file_loads(binary, tmp_path, self_signed_server):
    launcher = launcher_for(binary, tmp_path, self_signed_server)
    try:
        cert = str(Path(self_signed_server.proc.args[self_signed_server.proc.args.index("--tls-cert") + 1]))
        result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"SSL_CERT_FILE": cert}))
        assert result.returncode == 0, stderr_of(result)
    finally:
        launcher.close()


def test_ssl_cert_dir_and_ca_file_add_trust_too(https, trusted_server, authority, tmp_path):
    directory = tmp_path / "certs"
    directory.mkdir()
    (directory / "company-ca.pem").write_bytes(authority.cert.read_bytes())
    (directory / "README").write_text("not a certificate\n")
    result = https.run(*ONE_SHOT, env=https.env(extra={"SSL_CERT_DIR": "/nonexistent-but-listed-first:" + str(directory)}))
    assert result.returncode == 2, "a missing SSL_CERT_DIR entry is a configuration error"
    assert "SSL_CERT_DIR" in stderr_of(result)
    result = https.run(*ONE_SHOT, env=https.env(extra={"SSL_CERT_DIR": str(directory)}))
    assert result.returncode == 0, stderr_of(result)

    result = https.run(*ONE_SHOT, env=https.env(config='ca_file = "%s"\n' % authority.cert))
    assert result.returncode == 0, stderr_of(result)


def test_a_missing_ssl_cert_file_is_a_configuration_error(https):
    result = https.run(*ONE_SHOT, env=https.env(extra={"SSL_CERT_FILE": "/nonexistent/ca.pem"}))
    assert result.returncode == 2
    assert "SSL_CERT_FILE" in stderr_of(result) and "/nonexistent/ca.pem" in stderr_of(result)


def test_a_certificate_for_another_name_is_refused_in_words(binary, tmp_path, misnamed_server, authority):
    launcher = launcher_for(binary, tmp_path, misnamed_server)
    try:
        result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"SSL_CERT_FILE": str(authority.cert)}))
        assert result.returncode == 1
        assert "The certificate of 127.0.0.1 could not be verified (issued for another name)" in stderr_of(result)
    finally:
        launcher.close()


def test_an_expired_certificate_is_refused_in_words(binary, tmp_path, expired_server, authority):
    launcher = launcher_for(binary, tmp_path, expired_server)
    try:
        result = launcher.run(*ONE_SHOT, env=launcher.env(extra={"SSL_CERT_FILE": str(authority.cert)}))
        assert result.returncode == 1
        assert "The certificate of 127.0.0.1 could not be verified (expired)" in stderr_of(result)
    finally:
        launcher.close()


def test_a_refresh_refused_for_its_certificate_says_so_and_does_not_back_off(https, trusted_server):
    env = https.env(extra=https.trust)
    app = https.spawn("--location", LOCATION, env=env)
    wait_loaded(app)
    assert app.quit() == 0

    # The same home without the trust: the stored report shows, the refresh behind it is refused.
    del env["SSL_CERT_FILE"]
    app = https.spawn("--location", LOCATION, "--refresh-interval", "600", env=env)
    text = app.wait_for(lambda t: "Refresh failed" in t and t)
    assert "The certificate of 127.0.0.1 could not be verified" in text and "trusted)" in text, text
    # A transient failure would back off and show its "next try"; this one waits for the interval.
    assert "next try" not in text.splitlines()[0], text.splitlines()[0]
    assert app.quit() == 0
