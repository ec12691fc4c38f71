#!/bin/sh
# Prints the attribution notices (NOTICE.txt) of the packages the release binary links, which their
# Apache-2.0 licence asks to be passed on with the binary: the NOTICE of the package and the tarball.
#
# Usage: Scripts/third-party-notices.sh [BUILD_DIRECTORY]   (default .build/release)
set -eu
packages=$(Scripts/linked-packages.sh "$@")
echo "weathertui links the following packages statically; their licences are in the copyright file"
echo "beside this one. These are the attribution notices those under the Apache License 2.0 carry."
for package in $packages; do
    notice=.build/checkouts/$package/NOTICE.txt
    [ -f "$notice" ] || continue
    printf '\n==============================================================================\n'
    printf '%s\n' "$package"
    printf '==============================================================================\n\n'
    cat "$notice"
done
