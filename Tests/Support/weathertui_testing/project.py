"""The project's identity as VERSION gives it: the version and the homepage that `--version`, the
User-Agent, the man page and the packages carry."""

import re

from weathertui_testing.paths import REPO

VERSION_FILE = REPO / "VERSION"


def _field(name):
    match = re.search(r"^%s=(\S+)$" % name, VERSION_FILE.read_text(), re.M)
    assert match, "%s has no %s= line" % (VERSION_FILE, name)
    return match.group(1)


VERSION = _field("VERSION")
HOMEPAGE = _field("HOMEPAGE")
# What every request names itself: the application, its version and where to reach the maintainers.
USER_AGENT = "weathertui/%s (+%s)" % (VERSION, HOMEPAGE)
