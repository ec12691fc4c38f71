"""The performance table in bench/README.md is the one `make bench` writes (bench/readme_table.py), with a
row for every bar the benchmark judges, and the top-level README holds none."""

import sys
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BENCH_README = REPO / "bench" / "README.md"
sys.path.insert(0, str(REPO / "bench"))

import readme_table  # noqa: E402
import run_bench  # noqa: E402


def figure(label, unit, median, fmt="%.1f", bar=None, passed=None):
    fig = {"label": label, "unit": unit, "fmt": fmt, "n": 5, "median": median}
    if bar is not None:
        fig["bar"] = {"op": "<=", "value": 0, "text": bar}
        fig["pass"] = passed
    return fig


RESULTS = {
    "meta": {"started": "2026-11-24T07:20:28+0000", "cpus": 2, "loadavg_at_start": [0.5, 0.4, 0.3],
             "binary": ".build/release/weathertui", "mode": "full"},
    "figures": {
        "loaded_ms": figure("launch → loaded screen complete", "ms", 17.84, bar="≤ 40 ms", passed=True),
        "sb_fresh_mb": figure("  --format, fresh store: peak RSS", "MB", 14.5, bar="≤ 12 MB", passed=False),
        "latency_ratio": figure("launch → loaded / one request's latency", "×", 1.101, fmt="%.2f", bar="< 1.3×",
                                passed=True),
        "key_j_ms": figure("key j → frame complete", "ms", 0.9),
        "bytes_first_paint": figure("full first paint", "B", 5296, fmt="%.0f"),
        "binary_stripped_bytes": figure("stripped", "B", 27566640, fmt="%.0f"),
        "lang_first_frame_ms_ja_JP": figure("ja_JP: launch → first frame complete", "ms", 15.5, bar="≤ 20 ms", passed=True),
        "lang_once_mb_ja_JP": figure("ja_JP: --once peak RSS", "MB", 16.8, bar="≤ 22 MB", passed=True),
        "lang_first_frame_ms_de_DE": figure("de_DE: launch → first frame complete", "ms", 21.0, bar="≤ 20 ms", passed=False),
        "lang_once_mb_de_DE": figure("de_DE: --once peak RSS", "MB", 16.5, bar="≤ 22 MB", passed=True),
    },
}


def table_lines(text):
    start = text.index(readme_table.START)
    end = text.index(readme_table.END)
    return text[start:end].splitlines()


def table_rows(text):
    """The main table's rows, its header left out: the lines up to the first blank line after it."""
    lines = table_lines(text)
    first = next(i for i, line in enumerate(lines) if line.startswith("| "))
    rows = []
    for line in lines[first:]:
        if not line.startswith("| "):
            break
        if "---" not in line:
            rows.append(line)
    return rows[1:]


def language_rows(text):
    """The per-language table's rows by language: {"ja_JP": [cell, …]}."""
    lines = table_lines(text)
    header = next(i for i, line in enumerate(lines) if line.startswith("| language |"))
    rows = {}
    for line in lines[header + 2:]:
        if not line.startswith("| "):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    return rows


class RenderTests(unittest.TestCase):
    def test_every_barred_figure_is_a_row_with_its_verdict_and_info_rows_follow(self):
        rows = readme_table.render(RESULTS)
        self.assertIn("| launch → loaded screen complete | 17.8 ms | ≤ 40 ms | pass |", rows)
        self.assertIn("| --format, fresh store: peak RSS | 14.5 MB | ≤ 12 MB | fail |", rows)
        self.assertIn("| launch → loaded / one request's latency | 1.10× | < 1.3× | pass |", rows)
        self.assertIn("| full first paint | 5,296 bytes | | |", rows)
        self.assertIn("| stripped | 27.6 MB | | |", rows)
        self.assertFalse(any("key j" in row for row in rows), "a figure without a bar is not in the table")
        self.assertIn("load 0.5 at the start", rows[0])
        self.assertFalse(any(row.startswith("| ja_JP:") for row in rows), "a language's figure is in its own table")

    def test_each_language_is_a_row_with_a_column_per_figure_headed_by_its_bar(self):
        rows = readme_table.render(RESULTS)
        self.assertIn("| language | first frame (≤ 20 ms) | `--once` peak RSS (≤ 22 MB) |", rows)
        self.assertIn("| ja_JP | 15.5 ms pass | 16.8 MB pass |", rows)
        self.assertIn("| de_DE | 21.0 ms fail | 16.5 MB pass |", rows)

    def test_only_the_text_between_the_markers_changes(self):
        readme = "before\n%s\nold table\n%s\nafter\n" % (readme_table.START, readme_table.END)
        new = readme_table.replace_table(readme, RESULTS)
        self.assertTrue(new.startswith("before\n" + readme_table.START + "\n"))
        self.assertTrue(new.endswith(readme_table.END + "\nafter\n"))
        self.assertNotIn("old table", new)

    def test_a_readme_without_markers_is_refused(self):
        with self.assertRaises(ValueError):
            readme_table.replace_table("no table here\n", RESULTS)


class ReadmeTests(unittest.TestCase):
    """The committed bench/README.md holds a table written by the benchmark, with one row for each of its bars."""

    def test_the_table_has_a_row_for_every_bar(self):
        rows = table_rows(BENCH_README.read_text(encoding="utf-8"))
        bars = [[cell.strip() for cell in row.strip().strip("|").split("|")][2] for row in rows]
        main_bars = {fid: bar for fid, bar in run_bench.BARS.items() if not fid.startswith(readme_table.LANGUAGE_PREFIX)}
        for fid, (_, _, text) in main_bars.items():
            self.assertIn(text, bars, "no row in bench/README.md for the bar %s (%s): run make bench" % (fid, text))
        self.assertEqual(sum(1 for bar in bars if bar), len(main_bars),
                         "bench/README.md has rows for bars the benchmark no longer judges: run make bench")

    def test_the_table_has_every_bar_for_every_language(self):
        rows = language_rows(BENCH_README.read_text(encoding="utf-8"))
        for locale in run_bench.languages.LOCALES:
            language = locale.split(".")[0]
            self.assertIn(language, rows, "no row in bench/README.md for %s: run make bench" % language)
            verdicts = [cell.rsplit(" ", 1)[-1] for cell in rows[language]]
            self.assertEqual(len(verdicts), len(run_bench.languages.FIGURES), (language, rows[language]))
            self.assertTrue(all(v in ("pass", "fail") for v in verdicts), (language, rows[language]))

    def test_make_bench_writes_the_table_into_bench_readme_and_the_front_readme_has_none(self):
        makefile = (REPO / "Makefile").read_text(encoding="utf-8")
        self.assertRegex(makefile, r"bench/run_bench\.py .*--readme bench/README\.md",
                         "make bench must write its table into bench/README.md")
        self.assertNotIn(readme_table.START, (REPO / "README.md").read_text(encoding="utf-8"),
                         "the performance table belongs in bench/README.md, not the front README")


if __name__ == "__main__":
    unittest.main()
