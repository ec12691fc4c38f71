"""Certificates for the TLS tests, made with the openssl command (Scripts/ensure-system-deps.sh --tests
installs it): an authority, and leaf certificates it signs for 127.0.0.1, for another name, or already
expired; and a self-signed certificate for 127.0.0.1.

    ca = Authority(tmp_path)                  # ca.cert: the authority's PEM, for SSL_CERT_FILE
    ca.issue("ip", ip="127.0.0.1")            # Certificate(cert, key)
    ca.issue("other", dns="other.example")    # a certificate for another name
    ca.issue("old", ip="127.0.0.1", expired=True)
    self_signed(tmp_path, ip="127.0.0.1")
"""

import shutil
import subprocess
from collections import namedtuple
from pathlib import Path

Certificate = namedtuple("Certificate", "cert key")


def openssl(*args):
    path = shutil.which("openssl")
    if path is None:
        raise RuntimeError("openssl is not installed: run `make test-deps` (Scripts/ensure-system-deps.sh --tests)")
    subprocess.run([path, *args], check=True, capture_output=True, timeout=60)


def _names(ip=None, dns=None):
    return ",".join(([("IP:" + ip)] if ip else []) + ([("DNS:" + dns)] if dns else []))


class Authority:
    """A certificate authority of the tests' own, in `directory`."""

    def __init__(self, directory, name="weathertui test authority"):
        self.dir = Path(directory)
        self.dir.mkdir(parents=True, exist_ok=True)
        self.cert = self.dir / "ca.pem"
        self.key = self.dir / "ca.key"
        openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                "-keyout", str(self.key), "-out", str(self.cert), "-days", "30", "-subj", "/CN=" + name,
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign")

    def issue(self, stem, ip=None, dns=None, expired=False):
        """A leaf certificate for `ip` and/or `dns`; expired=True: its validity ended a day ago."""
        key, csr, cert, ext = (self.dir / (stem + s) for s in (".key", ".csr", ".pem", ".ext"))
        ext.write_text("subjectAltName=%s\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n" % _names(ip, dns))
        openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", str(key),
                "-out", str(csr), "-subj", "/CN=" + (dns or ip))
        # -days -1: notAfter is a day before notBefore (now), so the certificate has expired.
        openssl("x509", "-req", "-in", str(csr), "-CA", str(self.cert), "-CAkey", str(self.key),
                "-CAcreateserial", "-out", str(cert), "-days", "-1" if expired else "30", "-extfile", str(ext))
        return Certificate(cert, key)


def self_signed(directory, ip=None, dns=None):
    """A self-signed certificate for `ip` and/or `dns`: trusted by nothing unless named itself."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    cert, key = directory / "self-signed.pem", directory / "self-signed.key"
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", str(key),
            "-out", str(cert), "-days", "30", "-subj", "/CN=" + (dns or ip), "-addext", "subjectAltName=" + _names(ip, dns))
    return Certificate(cert, key)
