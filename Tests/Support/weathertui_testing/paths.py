"""Where things are in the repository."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
DEBUG_BINARY = REPO / ".build" / "debug" / "weathertui"
RELEASE_BINARY = REPO / ".build" / "release" / "weathertui"
RESOURCES = REPO / "Resources"
FAKE_SERVER_DIR = REPO / "Tests" / "FakeServer"
FAKE_SERVER_SCRIPT = FAKE_SERVER_DIR / "fake_weather_server.py"
FAKE_PROXY_SCRIPT = FAKE_SERVER_DIR / "fake_proxy.py"
# The same server plus a log of when each provider request arrived and was answered (for the benchmark).
TIMED_FAKE_SERVER_SCRIPT = FAKE_SERVER_DIR / "timed_fake_weather_server.py"
# The preload library that moves a program's wall clock (weathertui_testing.moved_clock), built on first use.
MOVED_CLOCK_SOURCE = REPO / "Tests" / "Support" / "moved_clock" / "moved_clock.c"
MOVED_CLOCK_LIBRARY = REPO / ".build" / "test-support" / "moved_clock.so"
