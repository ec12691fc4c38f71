#!/bin/sh
# Prints what the binary needs of Debian's packages, as a Depends field: what dpkg-shlibdeps works out
# from the symbols it takes from each library, with libc6 raised to the release that defines each
# glibc ABI version the binary needs without taking a symbol from it. Packed relative relocations
# (DT_RELR) need GLIBC_ABI_DT_RELR, glibc 2.36: dpkg-shlibdeps counts symbols only, and would let the
# package install where the loader then refuses the binary. libxml2, which the CAP warning feeds open
# on their first document rather than link (Sources/CLibXML2/include/CLibXML2.h), and libpng16, which
# the radar opens on its first tile (Sources/CPNG/shim.h), and libfribidi0, opened when right-to-left
# text is first drawn (Sources/CFriBidi/shim.h), are added by hand: dpkg-shlibdeps sees only what is linked.
#
# Usage: Scripts/package-depends.sh BINARY   (run from the repository: it reads packaging/control)
set -eu
# dpkg-shlibdeps reads debian/control and expects the binary in a package tree (debian/weathertui/,
# with its DEBIAN folder).
binary=$1
mkdir -p .build
work=$(mktemp -d .build/package-depends.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian/weathertui/usr/bin" "$work/debian/weathertui/DEBIAN"
cp packaging/control "$work/debian/control"
ln "$binary" "$work/debian/weathertui/usr/bin/weathertui" 2>/dev/null || cp "$binary" "$work/debian/weathertui/usr/bin/weathertui"
depends=$(cd "$work" && dpkg-shlibdeps -O debian/weathertui/usr/bin/weathertui | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "package-depends: dpkg-shlibdeps found no dependencies of $binary" >&2; exit 1; }

symbols=$(dpkg-query --control-path libc6 symbols)
abi=$(readelf -W -V "$work/debian/weathertui/usr/bin/weathertui" | sed -n 's/.*Name: \(GLIBC_ABI_[A-Z_0-9]*\).*/\1/p' | sort -u | while read -r name; do
    sed -n "s/^ $name@$name \([0-9.]*\).*/\1/p" "$symbols"
done | sort -V | tail -n 1)
libc=$(echo "$depends" | sed -n 's/.*libc6 (>= \([0-9.]*\)).*/\1/p')
if [ -n "$abi" ] && [ -n "$libc" ] && dpkg --compare-versions "$abi" gt "$libc"; then
    depends=$(echo "$depends" | sed "s/libc6 (>= $libc)/libc6 (>= $abi)/")
fi
echo "$depends, libxml2, libpng16-16, libfribidi0"
