#!/bin/sh
# Prints the SwiftPM packages (their directories under .build/checkouts) whose code the release binary
# links, one a line: the packages of the modules whose objects the link was given. A module's package
# is where its sources were checked out, as its output-file map (Swift) or dependency files (C) record.
#
# Usage: Scripts/linked-packages.sh [BUILD_DIRECTORY]   (default .build/release)
set -eu
build=${1:-.build/release}
list=$build/weathertui.product/Objects.LinkFileList
[ -f "$list" ] || { echo "linked-packages: no $list: build the release binary first" >&2; exit 1; }

sed -n "s|^'\{0,1\}\(.*/[^/]*\.build\)/.*|\1|p" "$list" | sort -u | while read -r module; do
    grep -rhoa --include='*.json' --include='*.d' -m1 '/\.build/checkouts/[^/]*/' "$module" 2>/dev/null | head -1
done | sed 's|^/\.build/checkouts/||; s|/$||' | sort -u
