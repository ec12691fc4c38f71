"""The function order the release link follows (Scripts/release-function-order.txt, laid out by
Scripts/release-link.ld) is kept by hand: `make function-order` rewrites it under callgrind when the
code has moved on. These tests fail when it has gone stale, when fewer than 90 % of the functions it
names are still in the binary, and when the link did not follow it. They read the release build's
symbols: the unstripped .build/release/weathertui (`make release`)."""

import re
import subprocess

import pytest

from weathertui_testing.paths import REPO, RELEASE_BINARY

ORDER_FILE = REPO / "Scripts" / "release-function-order.txt"
# A section name the linker script's language takes as it is (the Makefile's rule keeps only these).
PLAIN_NAME = re.compile(r"^\.text\.([A-Za-z0-9_.$]+)$")
ORDERED_SECTION = ".text.ordered"


@pytest.fixture(scope="module")
def listed():
    names = [m.group(1) for m in map(PLAIN_NAME.match, ORDER_FILE.read_text().splitlines()) if m]
    assert len(names) > 1000, "%s lists %d functions" % (ORDER_FILE, len(names))
    return names


@pytest.fixture(scope="module")
def symbols():
    """Function symbol -> address in the unstripped release binary."""
    if not RELEASE_BINARY.is_file():
        pytest.fail("no release build at %s: run `make release`" % RELEASE_BINARY)
    out = subprocess.run(["nm", "--defined-only", str(RELEASE_BINARY)], check=True, capture_output=True, text=True).stdout
    found = {}
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in ("T", "t", "W"):  # W: a weak definition (generic specializations)
            found[fields[2]] = int(fields[0], 16)
    assert found, "%s has no symbol table: it is stripped" % RELEASE_BINARY
    return found


def ordered_section():
    """(start, end) of the section the linker script lays the listed functions out in."""
    out = subprocess.run(["readelf", "-W", "--section-headers", str(RELEASE_BINARY)], check=True, capture_output=True,
                         text=True).stdout
    match = re.search(r"\]\s+%s\s+PROGBITS\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)" % re.escape(ORDERED_SECTION), out)
    assert match, "no %s section: the release link did not use Scripts/release-link.ld" % ORDERED_SECTION
    start = int(match.group(1), 16)
    return start, start + int(match.group(2), 16)


def test_nine_in_ten_listed_functions_are_still_in_the_binary(listed, symbols):
    missing = [name for name in listed if name not in symbols]
    share = 1 - len(missing) / len(listed)
    assert share >= 0.9, ("only %.1f %% of the functions %s lists are in the release binary: it is stale, rewrite it "
                          "with `make function-order` (needs valgrind). Missing, for example: %s"
                          % (100 * share, ORDER_FILE.name, ", ".join(missing[:5])))


def test_the_release_link_lays_them_out_in_the_listed_order(listed, symbols):
    start, end = ordered_section()
    placed = [(name, symbols[name]) for name in listed if name in symbols and start <= symbols[name] < end]
    # The toolchain's own archives have no section per function: their functions stay where they are.
    assert len(placed) >= len(listed) / 2, "only %d of %d listed functions were laid out first" % (len(placed), len(listed))
    for (before, first), (after, second) in zip(placed, placed[1:]):
        assert first < second, "%s is listed before %s but laid out after it" % (before, after)
