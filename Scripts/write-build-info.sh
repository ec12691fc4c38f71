#!/bin/sh
# Writes the Swift file of the BuildInfo target: the version and homepage from VERSION, and the commit
# the package directory is checked out at. Run by Plugins/BuildInfoPlugin at every build whose inputs
# (VERSION, git's HEAD and its log) changed; the file is rewritten only when its text changes.
#
# The commit: git's, when the package directory is the top of a git work tree (not a directory inside
# some other repository, such as a home directory kept in git); else the one `git archive` wrote into
# Scripts/archive-commit (export-subst); else none, and the binary says it does not know.
#
# Usage: Scripts/write-build-info.sh PACKAGE_DIRECTORY OUTPUT_FILE
set -eu
package=$1 output=$2

VERSION= HOMEPAGE=
. "$package/VERSION"
[ -n "$VERSION" ] && [ -n "$HOMEPAGE" ] || { echo "$package/VERSION: VERSION= and HOMEPAGE= are required" >&2; exit 1; }

unset GIT_DIR GIT_WORK_TREE
# The build runs the package's own code already: its git directory is trusted whoever owns it (a
# `sudo make install` in a user's clone).
git="git -c safe.directory=* -C $package"
commit=
if top=$($git rev-parse --show-toplevel 2>/dev/null) && [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ]; then
    commit=$($git rev-parse --short=7 HEAD 2>/dev/null) || commit=
fi
if [ -z "$commit" ]; then
    archived=$(cat "$package/Scripts/archive-commit" 2>/dev/null) || archived=
    case $archived in
        *'$Format'* | '') ;;
        *) commit=$(printf '%.7s' "$archived") ;;
    esac
fi
case $commit in
    '') commit=nil ;;
    *[!0-9a-f]*) echo "write-build-info: unexpected commit '$commit'" >&2; exit 1 ;;
    *) commit="\"$commit\"" ;;
esac

text="// Written at build time by Scripts/write-build-info.sh from VERSION and git.
let generatedVersion = \"$VERSION\"
let generatedHomepage = \"$HOMEPAGE\"
let generatedCommit: String? = $commit"
if [ -f "$output" ] && [ "$(cat "$output")" = "$text" ]; then
    exit 0
fi
mkdir -p "$(dirname "$output")"
printf '%s\n' "$text" > "$output.tmp"
mv -f "$output.tmp" "$output"
