#!/bin/sh
# Builds weathertui's Debian package from the release binary with Debian's own tools: `make install-files`
# lays out the files (the binary stripped), dpkg-shlibdeps works out Depends from the libraries the
# binary links (Scripts/package-depends.sh), dpkg-gencontrol writes the control file (version,
# Installed-Size) and dpkg-deb builds the archive, its files owned by root. Run by `make deb` after the
# release build.
#
# Usage: Scripts/build-deb.sh OUTPUT_DIRECTORY
set -eu
umask 022
output=$1
. ./VERSION

fail() { echo "build-deb: $*" >&2; exit 1; }
latest=$(dpkg-parsechangelog -l packaging/changelog -SVersion)
[ "$latest" = "$VERSION" ] || fail "packaging/changelog's latest entry is $latest but VERSION says $VERSION: add an entry for $VERSION"
for package in $(Scripts/linked-packages.sh); do
    grep -q "^\(Files:\)\{0,1\} *\.build/checkouts/$package/\*$" packaging/copyright \
        || fail "the binary links $package, which packaging/copyright does not name: add its copyright and licence"
done

stage=.build/deb
root=$stage/debian/weathertui
doc=$root/usr/share/doc/weathertui
rm -rf "$stage"
mkdir -p "$stage/debian"
cp packaging/control packaging/changelog "$stage/debian/"
# zsh's completions from packages go to Debian's vendor folder (site-functions is for local installs).
make --no-print-directory install-files DESTDIR="$PWD/$root" PREFIX=/usr \
    ZSH_COMPLETION="$PWD/$root/usr/share/zsh/vendor-completions/_weathertui"
gzip -9n "$root/usr/share/man/man1/weathertui.1"
install -d "$doc"
sed "s|@HOMEPAGE@|$HOMEPAGE|" packaging/copyright > "$doc/copyright"
gzip -9nc packaging/changelog > "$doc/changelog.gz"
Scripts/third-party-notices.sh > "$doc/NOTICE"
install -D -m 644 packaging/lintian-overrides "$root/usr/share/lintian/overrides/weathertui"
chmod 644 "$doc"/*

# File times in the archive: the latest changelog entry's, so the same tree builds the same package.
SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l packaging/changelog -STimestamp)
export SOURCE_DATE_EPOCH
install -d "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum > DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/md5sums"
echo "shlibs:Depends=$(Scripts/package-depends.sh "$root/usr/bin/weathertui")" > "$stage/debian/weathertui.substvars"
(cd "$stage" && dpkg-gencontrol -pweathertui -Tdebian/weathertui.substvars -Pdebian/weathertui -DHomepage="$HOMEPAGE")
mkdir -p "$output"
dpkg-deb --root-owner-group -Zxz --build "$root" "$output/weathertui_${VERSION}_$(dpkg --print-architecture).deb"
