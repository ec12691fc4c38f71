"""The tests' HTTP proxy (Tests/FakeServer/fake_proxy.py) as a child process, and what it recorded.

    proxy = TestProxy(tmp_path)                         # carries every request; proxy.url, proxy.address
    TestProxy(tmp_path, refuse=407)                     # or refuses every one with this status
    TestProxy(tmp_path, credentials="user:pass")        # 407 unless these come as Proxy-Authorization
    proxy.requests()   # [{"method", "target", "authorization"}, ...], oldest first
"""

import json
import sys
from pathlib import Path

from .fake_server import FakeServerProcess, _die_with_parent
from .paths import FAKE_PROXY_SCRIPT


class TestProxy(FakeServerProcess):
    __test__ = False    # not a pytest test class

    def __init__(self, directory, refuse=None, credentials=None):
        self.record = Path(directory) / "proxy-requests.jsonl"
        self.record.write_text("")
        argv = [sys.executable, str(FAKE_PROXY_SCRIPT), "--record", str(self.record)]
        if refuse is not None:
            argv += ["--refuse", str(refuse)]
        if credentials is not None:
            argv += ["--credentials", credentials]
        super().__init__(argv, preexec_fn=_die_with_parent)
        self.address = "%s:%d" % (self.host, self.port)

    def requests(self):
        return [json.loads(line) for line in self.record.read_text().splitlines() if line]
