"""The translations' tool (Scripts/localization) and the catalogs in po/: the catalogs' plural rules against
CLDR's examples, the .po reader, what the check refuses, the round of adding a message, and no generated
Swift in git (the build writes it: Tests/LocalizationGeneratorTests test the generator)."""

import contextlib
import importlib.util
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(REPO, "Scripts", "localization"))

import model  # noqa: E402  (the tool's modules import each other by name)
import plural  # noqa: E402
import po  # noqa: E402

_spec = importlib.util.spec_from_file_location("localization", os.path.join(REPO, "Scripts", "localization", "__main__.py"))
localization = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(localization)

# CLDR's integer examples, as gettext numbers the forms (one, few, many/other).
CLDR = {
    "en": {0: 1, 1: 0, 2: 1, 11: 1, 21: 1},
    "ja": {0: 0, 1: 0, 2: 0, 100: 0},
    "fr": {0: 0, 1: 0, 2: 1, 10: 1},
    "pt_BR": {0: 0, 1: 0, 2: 1, 10: 1},
    "pl": {1: 0, 2: 1, 3: 1, 4: 1, 22: 1, 24: 1, 102: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 21: 2, 25: 2, 112: 2},
    "cs": {1: 0, 2: 1, 3: 1, 4: 1, 0: 2, 5: 2, 11: 2, 22: 2},
    "ru": {1: 0, 21: 0, 101: 0, 2: 1, 3: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 25: 2, 111: 2},
    "uk": {1: 0, 21: 0, 101: 0, 2: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 14: 2, 25: 2},
}


class PluralRuleTests(unittest.TestCase):
    def test_the_catalogs_rules_give_cldrs_forms(self):
        for code, examples in CLDR.items():
            forms = plural.parse(po.read(os.path.join(REPO, "po", f"{code}.po")).plural_forms)
            for number, form in examples.items():
                self.assertEqual(forms.form(number), form, f"{code}: {number}")

    def test_a_rule_outside_its_forms_or_unreadable_is_refused(self):
        for header in ["nplurals=2; plural=n;", "nplurals=2; plural=(n != 1", "plural=(n != 1);", "nplurals=2; plural=n % 0;",
                       "nplurals=0; plural=0;", "nplurals=2; plural=(x != 1);"]:
            with self.assertRaises(plural.PluralError, msg=header):
                plural.parse(header)


class ReaderTests(unittest.TestCase):
    def test_entries_plurals_contexts_and_escapes(self):
        catalog = po.parse(
            '# a comment on the file\nmsgid ""\nmsgstr ""\n"Language: pl\\n"\n"Plural-Forms: nplurals=3; plural=0;\\n"\n\n'
            '#. id: a\n#, python-brace-format\nmsgctxt "key bar"\nmsgid "say \\"{x}\\"\\n"\nmsgstr ""\n"powiedz "\n"\\"{x}\\"\\n"\n\n'
            '#, fuzzy\nmsgid "{count} day"\nmsgid_plural "{count} days"\nmsgstr[0] "a"\nmsgstr[1] "b"\nmsgstr[2] "c"\n\n'
            '#~ msgid "gone"\n#~ msgstr "weg"\n', "t.po")
        self.assertEqual(catalog.header["Language"], "pl")
        self.assertEqual(catalog.header_comments, ["a comment on the file"])
        first, second = catalog.entries
        self.assertEqual((first.msgctxt, first.msgid, first.msgstr), ("key bar", 'say "{x}"\n', 'powiedz "{x}"\n'))
        self.assertEqual(first.extracted, ["id: a"])
        self.assertEqual(second.forms, ["a", "b", "c"])
        self.assertTrue(second.is_fuzzy and not second.is_translated)
        self.assertEqual(po.placeholders("{a} and {b}, {a}"), ["a", "b"])

    def test_malformed_catalogs_are_refused(self):
        for text in ['msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"\n', 'msgid "a"\nmsgstr "\\q"\n',
                     'msgid "a"\nmsgid_plural "b"\nmsgstr "c"\n', 'msgid "a"\nmsgid_plural "b"\nmsgstr[1] "c"\n']:
            with self.assertRaises(po.POError, msg=text):
                po.parse(text)


class RepositoryCatalogTests(unittest.TestCase):
    def catalogs(self):
        for language in model.read_languages(os.path.join(REPO, "po", "languages.txt")):
            yield language, po.read(os.path.join(REPO, "po", f"{language.code}.po"))

    def test_every_plural_entry_has_the_forms_its_header_says(self):
        for language, catalog in self.catalogs():
            count = plural.parse(catalog.plural_forms).count
            for entry in catalog.entries:
                if entry.is_plural:
                    self.assertEqual(len(entry.forms), count, f"po/{language.code}.po:{entry.line}")

    def test_msgfmt_check_passes_on_every_catalog(self):
        for language, _ in self.catalogs():
            path = os.path.join(REPO, "po", f"{language.code}.po")
            result = subprocess.run(["msgfmt", "--check", "--output-file", os.devnull, path], capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, result.stderr)

    def test_the_english_source_translates_nothing(self):
        catalog = po.read(os.path.join(REPO, "po", "en.po"))
        self.assertTrue(all(not any(entry.forms) for entry in catalog.entries))


class GeneratedSwiftTests(unittest.TestCase):
    def test_no_generated_localization_swift_is_in_git(self):
        tracked = subprocess.run(["git", "-C", REPO, "ls-files", "*.swift"], capture_output=True, text=True, check=True)
        generated = []
        for path in tracked.stdout.split():
            with open(os.path.join(REPO, path), encoding="utf-8") as file:
                if "(Scripts/localization)" in file.readline():
                    generated.append(path)
        self.assertEqual(generated, [])


class ToolTests(unittest.TestCase):
    """The tool on a copy of the repository's catalogs."""

    def setUp(self):
        self.root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.root)
        shutil.copytree(os.path.join(REPO, "po"), os.path.join(self.root, "po"))

    def run_tool(self, command):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = getattr(localization, command)(self.root)
        return status, out.getvalue() + err.getvalue()

    def add_to_english(self, entry):
        with open(os.path.join(self.root, "po", "en.po"), "a", encoding="utf-8") as file:
            file.write("\n" + entry)

    def test_the_repositorys_catalogs_pass(self):
        self.assertEqual(self.run_tool("check"), (0, ""))

    def test_adding_a_message_is_one_msgid_and_make_po(self):
        self.add_to_english('#. id: tideTable\n#. {count}: how many harbours\n#, python-brace-format\n'
                            'msgid "No tide table for {count} harbour"\nmsgid_plural "No tide table for {count} harbours"\n'
                            'msgstr[0] ""\nmsgstr[1] ""\n')
        status, said = self.run_tool("check")
        self.assertEqual(status, 1)
        self.assertIn("po/de.po lags po/en.po", said)
        self.assertEqual(self.run_tool("update")[0], 0)
        self.assertEqual(self.run_tool("check"), (0, ""))
        german = po.read(os.path.join(self.root, "po", "de.po"))
        self.assertIn(("No tide table for {count} harbour", ["", ""]), [(e.msgid, e.forms) for e in german.entries])
        status, said = self.run_tool("status")
        self.assertEqual(status, 0)
        self.assertRegex(said, r"(?m)^de missing \(shown in English\): tideTable$")

    def test_a_catalog_the_generator_would_refuse_fails_the_check(self):
        self.add_to_english('#. id: default\nmsgid "a keyword"\nmsgstr ""\n')
        status, said = self.run_tool("check")
        self.assertEqual(status, 1)
        self.assertIn("is not a Swift name", said)
    def test_a_number_in_other_than_latin_digits_fails_the_check(self):
        path = os.path.join(self.root, "po", "fa.po")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace("در 24 ساعت آینده", "در ۲۴ ساعت آینده", 1))
        status, said = self.run_tool("check")
        self.assertEqual(status, 1)
        self.assertIn("'۲۴' in 'No rain expected in the next 24 h': write numbers in Latin digits", said)
        # The weekday names are names, digit and all.
        self.assertNotIn("'Sun'", said)

    def test_a_fuzzy_translation_is_not_used(self):
        path = os.path.join(self.root, "po", "de.po")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        text = text.replace('#. id: refreshing\n', '#. id: refreshing\n#, fuzzy\n', 1)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        catalogs = model.load(self.root)
        german = next(language for language in catalogs.languages if language.code == "de")
        self.assertIsNone(german.translations["refreshing"])
        self.assertEqual(german.fuzzy, {"refreshing"})

    def test_what_would_make_wrong_code_is_refused(self):
        cases = {
            'msgid "no id"\nmsgstr ""\n': "one '#. id: swiftName' line",
            '#. id: default\nmsgid "a keyword"\nmsgstr ""\n': "is not a Swift name",
            '#. id: refreshing\nmsgid "taken"\nmsgstr ""\n': "is taken",
            '#. id: fresh\n#, python-brace-format\nmsgid "at {time}"\nmsgstr ""\n': "say what each placeholder is",
            '#. id: fresh\n#. {time}: a time\nmsgid "at {time}"\nmsgstr ""\n': "python-brace-format",
            '#. id: fresh\n#. {time}: a time\n#, python-brace-format\nmsgid "at {time} {{"\nmsgstr ""\n': "a brace",
        }
        english = os.path.join(self.root, "po", "en.po")
        with open(english, encoding="utf-8") as file:
            original = file.read()
        for entry, expected in cases.items():
            with open(english, "w", encoding="utf-8") as file:
                file.write(original + "\n" + entry)
            with self.assertRaises(model.CatalogError, msg=entry) as raised:
                model.load(self.root)
            self.assertIn(expected, str(raised.exception))

    def test_a_plural_with_the_wrong_number_of_forms_is_refused(self):
        path = os.path.join(self.root, "po", "ja.po")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        text = re.sub(r'(msgid_plural "\{count\} days"\nmsgstr\[0\] "[^"]*")', r'\1\nmsgstr[1] "x"', text)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        with self.assertRaises(model.CatalogError) as raised:
            model.load(self.root)
        self.assertIn("2 plural forms, but the header says nplurals=1", str(raised.exception))

    def test_a_language_is_a_catalog_and_a_row(self):
        with open(os.path.join(self.root, "po", "languages.txt"), "a", encoding="utf-8") as file:
            file.write("be | belarusian | Belarusian | be_BY be | 24 | be | be | be\n")
        result = subprocess.run(
            ["msginit", "--no-translator", "--locale=be_BY.UTF-8", "--input", os.path.join(self.root, "po", "en.po"),
             "--output-file", os.path.join(self.root, "po", "be.po")], capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        status, said = self.run_tool("status")
        self.assertRegex(said, r"(?m)^be +0 +\d+ +0$")


if __name__ == "__main__":
    unittest.main()
