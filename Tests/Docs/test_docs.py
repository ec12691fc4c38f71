"""The README is a front door: short, opening with the two commands a newcomer runs, naming only make
targets and files that exist; the reference lives in docs/ and bench/README.md, and every relative link
between these pages (with its #anchor) leads somewhere. The languages the user guide and the man page
name are the table's (po/languages.txt)."""

import re
import unicodedata
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
# Past this the README is turning back into a manual: move the new text into docs/.
README_MAX_LINES = 250
PAGES = [README, REPO / "bench" / "README.md", *sorted((REPO / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    """GitHub's anchors for a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
    names = set()
    for heading in re.findall(r"^#+ (.+)$", text, re.M):
        names.add(re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-"))
    return names


def makefile_targets():
    text = (REPO / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z-]*):", text, re.M))


class ReadmeTests(unittest.TestCase):
    def setUp(self):
        self.text = README.read_text(encoding="utf-8")
        self.lines = self.text.splitlines()

    def test_the_readme_stays_short(self):
        self.assertLessEqual(len(self.lines), README_MAX_LINES,
                             "README.md has %d lines: it is the front door; move the details into docs/ "
                             "(user-guide.md, architecture.md, contributing.md)" % len(self.lines))

    def test_it_starts_with_make_run_and_make_test(self):
        block = re.search(r"^```\w*\n(.*?)^```", self.text, re.S | re.M)
        self.assertIsNotNone(block, "README.md has no code block")
        self.assertLess(self.text[:block.start()].count("\n"), 6, "the first code block is not at the top")
        commands = [line.split("#")[0].strip() for line in block.group(1).splitlines()]
        self.assertEqual(commands[:2], ["make run", "make test"], block.group(1))

    def test_every_make_target_it_names_exists(self):
        named = set(re.findall(r"\bmake ([a-z][a-z-]*)", self.text))
        self.assertTrue({"run", "test", "deb", "dist", "install"} <= named, named)
        self.assertEqual(named - makefile_targets(), set(), "README.md names make targets the Makefile lacks")

    def test_the_package_it_installs_is_the_one_make_deb_writes(self):
        makefile = (REPO / "Makefile").read_text(encoding="utf-8")
        directory = re.search(r"^DEBDIR\s*\?=\s*(\S+)", makefile, re.M).group(1)
        name = re.search(r"^DEB\s*=\s*\$\(DEBDIR\)/(weathertui_)\$\(VERSION\)(_)", makefile, re.M)
        self.assertIsNotNone(name, "the Makefile's DEB is no longer weathertui_$(VERSION)_<arch>.deb")
        self.assertIn("sudo apt install ./%s/weathertui_<version>_amd64.deb" % directory, self.text)

    def test_no_performance_table_here(self):
        self.assertNotIn("<!-- performance table", self.text, "the table is bench/README.md's")


class LinkTests(unittest.TestCase):
    def test_every_relative_link_leads_to_a_file_and_heading(self):
        broken = []
        for page in PAGES:
            text = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.S | re.M)
            for target in LINK.findall(text):
                if re.match(r"[a-z]+:", target):
                    continue
                path, _, anchor = target.partition("#")
                destination = (page.parent / path).resolve() if path else page
                if not destination.exists():
                    broken.append("%s: %s (no such file)" % (page.relative_to(REPO), target))
                elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
                    broken.append("%s: %s (no such heading)" % (page.relative_to(REPO), target))
        self.assertEqual(broken, [])

    def test_the_readme_links_every_page_in_docs(self):
        text = README.read_text(encoding="utf-8")
        for page in sorted((REPO / "docs").glob("*.md")):
            self.assertIn("(docs/%s" % page.name, text, "README.md does not link docs/%s" % page.name)


def languages():
    """The rows of po/languages.txt, the table the Language enum and the catalogs are made from: (code, name)."""
    rows = []
    for line in (REPO / "po" / "languages.txt").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        if line.startswith("#") or len(cells) < 3:
            continue
        rows.append((cells[0], cells[2]))
    return rows


def folded(text):
    """Text without its accents: the table writes its names in ASCII (Norwegian Bokmal)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


class LanguageTests(unittest.TestCase):
    def test_the_user_guide_lists_every_language_code(self):
        text = (REPO / "docs" / "user-guide.md").read_text(encoding="utf-8")
        section = text[text.index("\n## Languages\n"):]
        listed = re.search(r"\((`[\w]+`(?:,\s+`[\w]+`)+);", section)
        self.assertIsNotNone(listed, "the user guide's Languages section no longer lists the codes")
        codes = re.findall(r"`(\w+)`", listed.group(1))
        self.assertEqual(sorted(codes), sorted(code for code, _ in languages()))

    def test_the_man_page_names_every_language(self):
        page = (REPO / "Documentation" / "weathertui.1").read_text(encoding="utf-8")
        entry = re.search(r"^\.BR \\-\\-lang \" \" (.*?)\n(.*?)\n\.TP", page, re.M | re.S)
        self.assertIsNotNone(entry, "the man page has no --lang entry")
        self.assertEqual(sorted(entry.group(1).split(" |\\: ")), sorted(code for code, _ in languages()))
        names = folded(" ".join(entry.group(2).split()))
        self.assertEqual([name for _, name in languages() if folded(name) not in names], [],
                         "languages the man page's --lang entry does not name")

    def test_the_readme_says_how_many_languages(self):
        text = " ".join(README.read_text(encoding="utf-8").split())
        self.assertIn("speaks [%d languages]" % len(languages()), text)

    def test_every_count_of_languages_is_the_tables(self):
        for page in [*PAGES, REPO / "Documentation" / "weathertui.1"]:
            for count in re.findall(r"\b(\d+) languages\b", page.read_text(encoding="utf-8")):
                self.assertEqual(int(count), len(languages()), "%s counts %s languages" % (page.relative_to(REPO), count))


class EnvironmentTests(unittest.TestCase):
    def test_every_variable_the_pages_name_is_one_the_man_page_documents(self):
        """The man page's ENVIRONMENT is generated from the table of services: a page naming a variable
        it lacks names one that was renamed or never existed."""
        page = (REPO / "Documentation" / "weathertui.1").read_text(encoding="utf-8")
        environment = page[page.index(".SH ENVIRONMENT"):page.index(".SH", page.index(".SH ENVIRONMENT") + 1)]
        documented = set(re.findall(r"WEATHERTUI_[A-Z_]+", environment))
        for path in PAGES:
            # A pattern such as WEATHERTUI_CAP_<country>_URL names a family, not a variable.
            tokens = re.findall(r"WEATHERTUI_[A-Za-z_<>]*[A-Z>]", path.read_text(encoding="utf-8"))
            named = {token for token in tokens if "<" not in token}
            self.assertEqual(sorted(named - documented), [], "%s names variables the man page does not" % path.relative_to(REPO))


if __name__ == "__main__":
    unittest.main()
