"""The translations' tool: `make po`, `make po-check` and `make po-status` run it. The Swift the catalogs
become is written at build time by Plugins/LocalizationPlugin (docs/translating.md), not by this tool.

    python3 Scripts/localization update    msgmerge po/en.po into every language's catalog
    python3 Scripts/localization check     msgfmt --check every catalog; fail when a catalog lags po/en.po,
                                           writes a number in other than Latin digits, or the generator
                                           would refuse the catalogs
    python3 Scripts/localization status    translated, missing and fuzzy messages per language
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

import model
import po

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def gettext_tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        sys.exit(f"{name} is missing: install gettext (`make test-deps` does)")
    return path


def merged(root: str, code: str) -> po.Catalog:
    """The language's catalog as msgmerge makes it from po/en.po (without guessing translations for new
    messages: a catalog that lacks one lags whatever msgmerge would guess)."""
    with tempfile.TemporaryDirectory() as directory:
        target = os.path.join(directory, f"{code}.po")
        subprocess.run(
            [gettext_tool("msgmerge"), "--quiet", "--no-fuzzy-matching", "--output-file", target,
             os.path.join(root, "po", f"{code}.po"), os.path.join(root, "po", "en.po")],
            check=True,
        )
        return po.read(target)


def update(root: str) -> int:
    for language in model.read_languages(os.path.join(root, "po", "languages.txt"))[1:]:
        subprocess.run(
            [gettext_tool("msgmerge"), "--quiet", "--previous", "--update", "--backup=none",
             os.path.join(root, "po", f"{language.code}.po"), os.path.join(root, "po", "en.po")],
            check=True,
        )
    return 0


def lags(current: po.Catalog, fresh: po.Catalog) -> list[str]:
    """What msgmerge would change in a catalog: entries to add or drop, notes and flags to renew."""
    def view(catalog):
        return {e.key: (e.msgid_plural, e.extracted, sorted(e.flags), e.forms) for e in catalog.entries}
    mine, theirs = view(current), view(fresh)
    changes = [f"'{key[1]}' is not there" for key in theirs if key not in mine]
    changes += [f"'{key[1]}' is not in po/en.po" for key in mine if key not in theirs]
    changes += [f"'{key[1]}' has other notes or flags" for key in mine if key in theirs and mine[key] != theirs[key]]
    return changes


def non_latin_digits(catalog: po.Catalog) -> list[str]:
    """Where a translation writes a number in other digits than the app's, which writes every number it
    fills in with Latin ones (a count beside a "{count}" would otherwise be written two ways). The weekday
    names are names: CLDR's short Persian ones hold a digit (۱ش, Sunday)."""
    found = []
    for entry in catalog.entries:
        if any(line.startswith("id: weekday") for line in entry.extracted):
            continue
        numbers = []
        for number in re.findall(r"\d+", "".join(entry.forms)):
            if not number.isascii() and number not in numbers:
                numbers.append(number)
        if numbers:
            found.append(f"{catalog.path}:{entry.line}: {', '.join(map(repr, numbers))} in '{entry.msgid}': "
                         "write numbers in Latin digits")
    return found


def check(root: str) -> int:
    failures = []
    languages = model.read_languages(os.path.join(root, "po", "languages.txt"))
    for language in languages:
        path = os.path.join(root, "po", f"{language.code}.po")
        result = subprocess.run([gettext_tool("msgfmt"), "--check", "--output-file", os.devnull, path],
                                capture_output=True, text=True)
        if result.returncode != 0:
            failures.append(f"msgfmt --check {path}:\n{result.stderr.rstrip()}")
        elif language.code != "en":
            catalog = po.read(path)
            changes = lags(catalog, merged(root, language.code))
            if changes:
                failures.append(f"po/{language.code}.po lags po/en.po (run `make po`): " + "; ".join(changes[:5]))
            failures += non_latin_digits(catalog)
    try:
        model.load(root)
    except model.CatalogError as error:
        failures.append(str(error))
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


def status(root: str) -> int:
    catalogs = model.load(root)
    print(f"{'language':<10}{'translated':>11}{'missing':>9}{'fuzzy':>7}")
    for language in catalogs.languages[1:]:
        translated = sum(forms is not None for forms in language.translations.values())
        print(f"{language.code:<10}{translated:>11}{len(language.missing):>9}{len(language.fuzzy):>7}")
    for language in catalogs.languages[1:]:
        if language.missing:
            print(f"{language.code} missing (shown in English): {' '.join(language.missing)}")
        if language.fuzzy:
            print(f"{language.code} fuzzy (shown in English until checked): {' '.join(sorted(language.fuzzy))}")
    return 0


def main(arguments: list[str]) -> int:
    commands = {"update": update, "check": check, "status": status}
    if len(arguments) != 1 or arguments[0] not in commands:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        return commands[arguments[0]](ROOT)
    except (model.CatalogError, po.POError) as error:
        print(error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
