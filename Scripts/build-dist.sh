#!/bin/sh
# Builds the release tarball, weathertui-VERSION-linux-ARCH.tar.gz: the release binary stripped (the
# same bytes as the Debian package's), the man page, the shell completions and the demo data as
# `make install` lays them out under a prefix, the licences and a short install note. Run by
# `make dist` after the release build.
#
# Usage: Scripts/build-dist.sh OUTPUT_DIRECTORY
set -eu
umask 022
output=$1
. ./VERSION

name=weathertui-$VERSION-linux-$(uname -m)
stage=.build/dist
tree=$stage/$name
rm -rf "$stage"
mkdir -p "$tree"
make --no-print-directory install-files DESTDIR= PREFIX="$PWD/$tree"
# The systemd user unit names the binary by the prefix it was installed under, which a tarball does not
# know yet: it is the Debian package's and `make install`'s.
rm -r "$tree/lib"

# The note names the Debian packages the binary needs, as the Debian package depends on them.
Scripts/package-depends.sh "$tree/bin/weathertui" | sed 's/, /\n/g' | sed 's/^/    /' > "$stage/depends"
version_line=$("$tree/bin/weathertui" --version)
sed -e "s|@VERSION_LINE@|$version_line|" -e "s|@VERSION@|$VERSION|g" -e "s|@HOMEPAGE@|$HOMEPAGE|" \
    -e "/^@DEPENDS@$/{r $stage/depends" -e "d}" packaging/INSTALL > "$tree/INSTALL"
rm "$stage/depends"
cp LICENSE "$tree/LICENSE"
sed "s|@HOMEPAGE@|$HOMEPAGE|" packaging/copyright > "$tree/COPYRIGHT"
Scripts/third-party-notices.sh > "$tree/NOTICE"
chmod 644 "$tree/INSTALL" "$tree/LICENSE" "$tree/COPYRIGHT" "$tree/NOTICE"

# Owned by root and dated by the latest changelog entry, so the same tree builds the same archive.
mtime=@$(dpkg-parsechangelog -l packaging/changelog -STimestamp)
mkdir -p "$output"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" -C "$stage" -cf - "$name" \
    | gzip -9n > "$output/$name.tar.gz"
