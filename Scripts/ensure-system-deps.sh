#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need when they are missing, or says exactly
# what to install when this user cannot.
#
# Usage: Scripts/ensure-system-deps.sh [--tests] [--package] [--package-tests]
#   (none)            the build: ncurses', libdbus', libpng's, zlib's, libxml2's and FriBidi's headers, binutils' ld.bfd for the release link
#   --tests           the tests' tools
#   --package         Debian's packaging tools, for `make deb` and `make dist`
#   --package-tests   lintian, for the package's tests
set -euo pipefail

need=()
[ -e /usr/include/ncursesw/curses.h ] || need+=(libncurses-dev)
# `watch` sends desktop notifications over the session bus with libdbus-1.
[ -e /usr/include/dbus-1.0/dbus/dbus.h ] || need+=(libdbus-1-dev)
# The radar's tiles are PNG, read with libpng (the CPNG target; its pkg-config name is libpng16).
[ -e /usr/include/libpng16/png.h ] || need+=(libpng-dev)
# DWD's radar composite comes zlib-compressed, inflated with zlib (the CZlib target).
[ -e /usr/include/zlib.h ] || need+=(zlib1g-dev)
# The CAP warning feeds read XML with libxml2 (its headers for the build, its library at run time).
[ -e /usr/include/libxml2/libxml/parser.h ] || need+=(libxml2-dev)
# Right-to-left text is put in visual order with GNU FriBidi (its headers for the build, its library at run time).
[ -e /usr/include/fribidi/fribidi.h ] || need+=(libfribidi-dev)
# Release builds link with ld.bfd (Scripts/release-link.ld is added to its own script).
command -v ld.bfd >/dev/null || need+=(binutils)
for option in "$@"; do
    case $option in
        --tests)
            command -v python3 >/dev/null || need+=(python3)
            python3 -c 'import venv, ensurepip' 2>/dev/null || need+=(python3-venv)
            command -v tmux >/dev/null || need+=(tmux)
            # The watch tests start a session bus of their own.
            command -v dbus-daemon >/dev/null || need+=(dbus-daemon)
            # The install test renders Documentation/weathertui.1 with `man -l` and checks it with groff.
            command -v man >/dev/null || need+=(man-db)
            command -v groff >/dev/null || need+=(groff-base)
            # The translations' checks and `make po` run gettext's msgfmt, msgmerge and msginit.
            command -v msgfmt >/dev/null || need+=(gettext)
            # The network tests make their certificates (an authority, expired and misnamed ones) with openssl.
            command -v openssl >/dev/null || need+=(openssl)
            # The clock tests move the app's wall clock with a preload library they compile; the Swift
            # toolchain's clang does when no cc is installed.
            command -v cc >/dev/null || command -v clang >/dev/null || need+=(gcc)
            # The version tests export the source with `git archive`.
            command -v git >/dev/null || need+=(git)
            # Daylight-saving time comes from the tz database: the app's, and the fake server's (Python's zoneinfo).
            [ -e /usr/share/zoneinfo/America/Denver ] || need+=(tzdata)
            ;;
        --package)
            # dpkg-shlibdeps, dpkg-gencontrol and dpkg-parsechangelog; dpkg-deb comes with dpkg itself.
            command -v dpkg-shlibdeps >/dev/null || need+=(dpkg-dev)
            ;;
        --package-tests)
            command -v lintian >/dev/null || need+=(lintian)
            ;;
        *)
            echo "ensure-system-deps: unknown option $option" >&2
            exit 2
            ;;
    esac
done
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
else
    echo "weathertui needs these Debian packages: ${need[*]}" >&2
    echo "install them with:  sudo apt-get install ${need[*]}" >&2
    exit 1
fi
