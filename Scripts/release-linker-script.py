#!/usr/bin/env python3
"""Writes the linker script of release builds: GNU ld's own default script for a hardened
position-independent executable, with two changes.

- The functions listed in the function-order file (Scripts/release-function-order.txt, one `.text.NAME`
  section a line, the status-bar path first) are laid out first in `.text`, in that order: a run then
  touches a few megabytes of code instead of pages spread over 16 MB. (ld.bfd reads a section order
  only from a linker script before binutils 2.43.)
- Read-only data that the Swift compiler emits in writable `.rodata` sections (protocol conformance
  descriptors among them) goes to `.data.rel.ro`, which full RELRO makes read-only once the loader has
  relocated it. Left in `.rodata`, one writable input makes the whole output section writable and ld
  then places it, and the Swift metadata after it, outside any RELRO region: writable for the life of
  the process.

Usage: Scripts/release-linker-script.py ORDER_FILE OUTPUT (reads `ld.bfd --verbose`)."""

import re
import subprocess
import sys

# The same options the release link passes: the default script depends on them.
LD = ["ld.bfd", "--verbose", "-pie", "-z", "relro", "-z", "now", "-z", "pack-relative-relocs"]
# A section name the script language takes as it is (gold and callgrind also list "(below main)").
PLAIN_NAME = re.compile(r"^\.text\.[A-Za-z0-9_.$]+$")


def default_script():
    text = subprocess.run(LD, check=True, capture_output=True, text=True).stdout
    parts = text.split("==================================================")
    if len(parts) != 3:
        sys.exit("release-linker-script: no default script in `%s`" % " ".join(LD))
    return parts[1].strip("\n").split("\n")


def replace_once(lines, old, new):
    found = [i for i, line in enumerate(lines) if old in line]
    if len(found) != 1:
        sys.exit("release-linker-script: expected one line with %r in ld's default script, found %d" % (old, len(found)))
    lines[found[0]] = lines[found[0]].replace(old, new)
    return found[0]


def main():
    order_file, output = sys.argv[1:]
    with open(order_file) as f:
        names = [line.strip() for line in f if PLAIN_NAME.match(line.strip())]
    lines = default_script()
    replace_once(lines, "*(.rodata .rodata.* .gnu.linkonce.r.*)",
                 "INPUT_SECTION_FLAGS (!SHF_WRITE) *(.rodata .rodata.* .gnu.linkonce.r.*)")
    replace_once(lines, "*(.data.rel.ro .data.rel.ro.* .gnu.linkonce.d.rel.ro.*)",
                 "*(.data.rel.ro .data.rel.ro.* .gnu.linkonce.d.rel.ro.*) "
                 "INPUT_SECTION_FLAGS (SHF_WRITE) *(.rodata .rodata.*)")
    first = replace_once(lines, "*(.text.unlikely .text.*_unlikely .text.unlikely.*)",
                         "*(.text.unlikely .text.*_unlikely .text.unlikely.*)")
    lines[first:first] = ["    *(%s)" % name for name in names]
    with open(output, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
