"""Every launch bar in every language (issue #21): first frame, loaded, the loaded dashboard's peak
resident memory and `--once`'s, for each language of po/languages.txt, chosen by `LANG` as a user's
locale chooses it (the row's first locale). The languages are interleaved, launch by launch, so a change in the machine's load touches
them alike; each language's figures are judged against the same bars as the English ones.

The screens are recognised by the catalogs' own words (the spinner's message, "updated {time}" in the top
border, the key bar's refresh hint), read from the gettext catalogs in po/, so a changed translation
cannot leave the bench waiting for the old one.

Called from run_bench.py (Bench.run) with the Bench object; adds its figures to bench.figures."""

import re
import sys
import unicodedata
from pathlib import Path

import peers
from weathertui_testing.proc import status_kib
from weathertui_testing.pty_app import HarnessError
from weathertui_testing.screens import has_spinner

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "Scripts" / "localization"))
import model  # noqa: E402  (the translations' tool reads po/)
import po  # noqa: E402

MB = 1024.0
# The locale a user of each language has, and the language's code (its catalog, po/<code>.po).
LOCALES = {language.locales[0] + ".UTF-8": language.code for language in model.read_languages(str(REPO / "po" / "languages.txt"))}
# The English figures whose bars every language must hold, and what each is called here.
FIGURES = {
    "first_frame_ms": "launch → first frame complete",
    "loaded_ms": "launch → loaded screen complete",
    "hwm_loaded_mb": "peak RSS, full forecast loaded",
    "once_mb": "--once peak RSS",
}
PLACEHOLDER_RE = re.compile(r"\{\w+\}")


def figure_id(fid, locale):
    return "lang_%s_%s" % (fid, locale.split(".")[0])


def bars(base):
    """The per-language bars: each language's figure gets its English figure's bar."""
    return {figure_id(fid, locale): base[fid] for locale in LOCALES for fid in FIGURES}


def messages(code):
    """{message id: text} of one language's catalog, English where it has no translation, as the app shows it."""
    english = po.read(str(REPO / "po" / "en.po"))
    ids = {entry.key: line[len("id: "):] for entry in english.entries for line in entry.extracted if line.startswith("id: ")}
    words = {ids[entry.key]: entry.msgid for entry in english.entries if not entry.is_plural}
    for entry in po.read(str(REPO / "po" / (code + ".po"))).entries:
        if entry.key in ids and not entry.is_plural and entry.is_translated:
            words[ids[entry.key]] = entry.msgstr
    return words


def _longest_literal(template):
    return max(PLACEHOLDER_RE.split(template), key=len).strip()


def _is_right_to_left(text):
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


def _is_devanagari(c):
    return "\u0900" <= c <= "\u097f"


def _visual(text):
    """A right-to-left run as the app puts it on screen: its characters in reverse, each mark still after
    its letter (GNU FriBidi's order)."""
    clusters = []
    for c in text:
        if clusters and unicodedata.category(c).startswith("M"):
            clusters[-1] += c
        else:
            clusters.append(c)
    return "".join(reversed(clusters))


class LanguageScreens:
    """The spinner screen and the loaded dashboard as one language's catalog draws them; a right-to-left
    language's words in the order they are on screen."""

    def __init__(self, code):
        words = messages(code)
        rtl = _is_right_to_left(words["updated"])
        shown = _visual if rtl else (lambda text: text)
        self.waiting = [shown(_longest_literal(words[name])) for name in ("findingLocation", "loadingWeather", "loadingWeatherFor")]
        # pyte cannot be trusted with the spinner's words where it lays a script out unlike glibc and the
        # terminals (right to left; Devanagari's spacing vowel signs): there the spinner and the bottom
        # border tell the first frame, which comes before any other screen that has both.
        self.waiting_readable = not rtl and not any(_is_devanagari(c) for text in self.waiting for c in text)
        head, _, tail = words["updated"].partition("{time}")
        # The top border ends in the "updated {time}" message and its corner: "updated 09:41 ┐", "09:41 更新 ┐".
        # pyte lays out right-to-left words round a zero-width non-joiner differently from glibc and
        # tmux (Persian's "به‌روز" loses its last letters), so there the time and the corner are enough.
        self.updated_re = (re.compile(r"\d:\d\d.*┐") if rtl
                           else re.compile(re.escape(head) + r"\d.*?" + re.escape(tail) + r" ┐"))
        self.loaded_bytes = shown(_longest_literal(words["updated"])).encode("utf-8")

    def is_first_frame(self, lines):
        text = "\n".join(lines)
        words = any(word in text for word in self.waiting) or not self.waiting_readable
        spinner = words and has_spinner(lines) and lines[-1].lstrip().startswith("└")
        return spinner or self.is_loaded(lines)

    def is_loaded(self, lines):
        # The key bar is known by its first key: pyte gives Devanagari's spacing vowel signs no column
        # (glibc and terminals give them one), so a Hindi bar's words come out overwritten.
        return bool(self.updated_re.search(lines[0])) and lines[-1].startswith("└ r ")


def measure(bench, location):
    F = bench.figures
    n = 1 if bench.smoke else 5
    work = bench.tmp + "/languages"
    Path(work).mkdir(exist_ok=True)
    screens = {locale: LanguageScreens(code) for locale, code in LOCALES.items()}
    samples = {locale: {fid: [] for fid in FIGURES} for locale in LOCALES}
    for _ in range(n):
        for locale in LOCALES:
            run, app = bench.launch(["--location", location], bench.server, keep=True, lang=locale, screens=screens[locale])
            try:
                app.settle(0.05)
                hwm = status_kib(app.pid, ("VmHWM",))["VmHWM"] / MB
                bench.finish(app)
            except BaseException:
                app.kill()
                raise
            samples[locale]["first_frame_ms"].append(run["first_frame"])
            samples[locale]["loaded_ms"].append(run["loaded"])
            samples[locale]["hwm_loaded_mb"].append(hwm)
        for locale in LOCALES:
            env = bench.env(bench.server.url)
            env["LANG"] = locale
            r = peers.run_measured([bench.binary, "--once", "--location", location], env, work, "once")
            if r.status != 0 or "°" not in r.stdout:
                raise HarnessError("--once in %s failed (%s): %s %s" % (locale, r.status, r.stdout[-300:], r.stderr[-300:]))
            samples[locale]["once_mb"].append(r.maxrss_kib / MB if r.maxrss_kib is not None else None)
    for locale in LOCALES:
        group = "9 every bar in every language (LANG=%s)" % locale
        for fid, label in FIGURES.items():
            unit = "MB" if fid.endswith("_mb") else "ms"
            F.add(figure_id(fid, locale), group, "%s: %s" % (locale.split(".")[0], label), unit, samples[locale][fid])
