"""The release binary that `make install` builds is hardened as Debian builds its packages, checked with
readelf as devscripts' hardening-check does: position-independent, full RELRO, a non-executable stack,
stack-protector checks, fortified C. readelf comes with the toolchain's binutils; hardening-check itself
needs devscripts, 47 packages with Perl (it passes with --nocfprotection: see bench/README.md).
`make release-test` installs into a scratch directory and runs this; the binary's path is
WEATHERTUI_INSTALLED."""

import os
import re
import subprocess

import pytest


@pytest.fixture(scope="module")
def binary():
    path = os.environ.get("WEATHERTUI_INSTALLED")
    assert path and os.path.isfile(path), "WEATHERTUI_INSTALLED must name the installed binary (make release-test)"
    return path


def readelf(binary, *options):
    return subprocess.run(["readelf", "-W", *options, binary], check=True, capture_output=True, text=True).stdout


def segments(binary):
    """Program header type -> flags ("R", "RW", "R E"…)."""
    found = {}
    for line in readelf(binary, "--program-headers").splitlines():
        fields = line.split()
        if fields and fields[0] in ("GNU_STACK", "GNU_RELRO"):
            found[fields[0]] = re.search(r"0x[0-9a-f]+ 0x[0-9a-f]+ ([RWE ]{3}) 0x[0-9a-f]+$", line.strip()).group(1)
    return found


def test_position_independent_executable(binary):
    header = readelf(binary, "--file-header")
    assert re.search(r"Type:\s+DYN", header), header
    dynamic = readelf(binary, "--dynamic")
    assert re.search(r"\(FLAGS_1\).*\bPIE\b", dynamic), "a shared library, not a PIE:\n" + dynamic


def test_full_relro(binary):
    assert "GNU_RELRO" in segments(binary), "no GNU_RELRO segment: relocations stay writable"
    dynamic = readelf(binary, "--dynamic")
    assert re.search(r"\(FLAGS\).*\bBIND_NOW\b", dynamic) or re.search(r"\(FLAGS_1\).*\bNOW\b", dynamic), (
        "not BIND_NOW (-z now): the GOT stays writable after start-up\n" + dynamic)


def test_non_executable_stack(binary):
    stack = segments(binary).get("GNU_STACK")
    assert stack is not None, "no GNU_STACK header: the kernel gives such a binary an executable stack"
    assert "E" not in stack, "the stack is executable (%s)" % stack


def test_stack_protector(binary):
    symbols = readelf(binary, "--dyn-syms")
    assert "__stack_chk_fail" in symbols, "no function is compiled with stack-protector checks"


def test_fortified_c(binary):
    """The C and C++ compiled with the package (BoringSSL, NIO's shims, toml++) call glibc's checked
    variants where a buffer's size is known (_FORTIFY_SOURCE); the Swift runtime's prebuilt archives
    cannot be rebuilt so, and Swift itself checks bounds."""
    symbols = readelf(binary, "--dyn-syms")
    checked = set(re.findall(r"\b(__\w+_chk)\b", symbols)) - {"__stack_chk_fail"}
    assert checked, "no fortified libc call (__memcpy_chk, __snprintf_chk…): built without _FORTIFY_SOURCE?"


def test_read_only_data_stays_read_only(binary):
    """Constants and the Swift metadata are not writable while the program runs: the Swift compiler
    emits some of them (protocol conformance descriptors) in writable `.rodata` sections, which the
    release linker script moves into the RELRO region instead of leaving the whole of `.rodata`, and
    the sections after it, writable."""
    writable = []
    for line in readelf(binary, "--section-headers").splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+([A-Z]*)", line)
        if match and (match.group(1).startswith(".rodata") or match.group(1) in ("swift5_protocol_conformances", "swift5_types",
                                                                                  "swift5_type_metadata", ".eh_frame")):
            if "W" in match.group(2):
                writable.append(match.group(1))
    assert not writable, "writable after start-up: %s" % ", ".join(writable)
