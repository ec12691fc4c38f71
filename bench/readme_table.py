#!/usr/bin/env python3
"""The performance table of bench/README.md, written from one benchmark run (bench/results.json).

`make bench` calls this through run_bench.py --readme bench/README.md after a full run, so the table is
always one run's figures, never copied by hand. To write it again from a results file:

    bench/readme_table.py bench/results.json bench/README.md

The table sits between the two marker lines below; the prose around it is the file's own.
"""

import json
import sys

START = "<!-- performance table: written by make bench (bench/readme_table.py); do not edit by hand -->"
END = "<!-- end of performance table -->"

# Figures without a bar that the table shows too: what they say is part of the performance story.
INFO = ("bytes_first_paint", "binary_bytes", "binary_stripped_bytes", "harness_cpu_ms")
# The per-language figures (bench/languages.py: `lang_<figure>_<ll_CC>`) make a table of their own, a row
# per language and a column per figure, each column headed by its bar.
LANGUAGE_PREFIX = "lang_"
LANGUAGE_COLUMNS = {
    "first_frame_ms": "first frame",
    "loaded_ms": "loaded",
    "hwm_loaded_mb": "loaded peak RSS",
    "once_mb": "`--once` peak RSS",
}


def _value(fig):
    """The median with its unit, as the bench's own table prints it."""
    if not fig.get("n"):
        return "no data"
    median = fig["median"]
    unit = fig["unit"]
    if unit == "B" and median >= 1_000_000:
        return "%.1f MB" % (median / 1_000_000)
    if unit == "B":
        return "{:,.0f} bytes".format(median)
    text = fig["fmt"] % median
    return {"×": text + "×", "": text}.get(unit, "%s %s" % (text, unit))


def _label(fig):
    return fig["label"].strip()


def _verdict(fig):
    return "pass" if fig.get("pass") else ("fail" if "pass" in fig else "no data")


def _language_table(figures):
    """The per-language figures as Markdown lines: a row per language, a column per figure; [] without any."""
    cells = {}
    for fid, fig in figures.items():
        if fid.startswith(LANGUAGE_PREFIX):
            parts = fid[len(LANGUAGE_PREFIX):].rsplit("_", 2)
            cells.setdefault(parts[1] + "_" + parts[2], {})[parts[0]] = fig
    if not cells:
        return []
    columns = list(next(iter(cells.values())))
    bars = {column: next(iter(cells.values()))[column].get("bar", {}).get("text", "") for column in columns}
    lines = [
        "",
        "Every bar in every language (`LANG=<language>.UTF-8`, the launches interleaved):",
        "",
        "| language | " + " | ".join("%s (%s)" % (LANGUAGE_COLUMNS.get(c, c), bars[c]) for c in columns) + " |",
        "| --- |" + " --- |" * len(columns),
    ]
    for language, row in cells.items():
        lines.append("| %s | " % language
                     + " | ".join("%s %s" % (_value(row[c]), _verdict(row[c])) if c in row else "no data" for c in columns)
                     + " |")
    return lines


def render(results):
    """The table and the sentence that says which run it comes from, as Markdown lines."""
    meta = results["meta"]
    figures = results["figures"]
    load = meta.get("loadavg_at_start") or [0.0]
    lines = [
        "One `make bench` run: %s, %s CPUs, load %.1f at the start, build `%s`; medians (%s)."
        % (meta["started"], meta["cpus"], load[0], meta["binary"], "full plan" if meta["mode"] == "full" else meta["mode"]),
        "",
        "| figure | result | bar | |",
        "| --- | --- | --- | --- |",
    ]
    for fid, fig in figures.items():
        bar = fig.get("bar")
        if bar is not None and not fid.startswith(LANGUAGE_PREFIX):
            lines.append("| %s | %s | %s | %s |" % (_label(fig), _value(fig), bar["text"], _verdict(fig)))
    for fid in INFO:
        if fid in figures:
            lines.append("| %s | %s | | |" % (_label(figures[fid]), _value(figures[fid])))
    return lines + _language_table(figures)


def replace_table(readme_text, results):
    """`readme_text` (bench/README.md's) with the text between the markers replaced by the table; ValueError without markers."""
    start = readme_text.find(START)
    end = readme_text.find(END)
    if start < 0 or end < start:
        raise ValueError("the file has no performance table markers (%r … %r)" % (START, END))
    head = readme_text[: start + len(START)]
    return head + "\n" + "\n".join(render(results)) + "\n" + readme_text[end:]


def write(readme_path, results):
    with open(readme_path, encoding="utf-8") as f:
        text = f.read()
    new = replace_table(text, results)
    if new != text:
        with open(readme_path, "w", encoding="utf-8") as f:
            f.write(new)


def main(argv):
    if len(argv) != 3:
        print("usage: readme_table.py RESULTS.json bench/README.md", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        results = json.load(f)
    if results["meta"]["mode"] != "full":
        print("readme_table: %s is a %s run; the table shows full runs only" % (argv[1], results["meta"]["mode"]),
              file=sys.stderr)
        return 1
    write(argv[2], results)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
