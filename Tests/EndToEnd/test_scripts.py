"""Text in the scripts whose characters are not one code point one column, typed into the location prompt
of the real binary in tmux: every row stays 80 columns wide and the prompt box's right border stays under
its top corner. tmux, not pyte: tmux counts columns with glibc's wcwidth, as ncursesw does, and pyte (the
wcwidth package) gives a Devanagari vowel sign no column. Right-to-left text shows in visual order."""

import ctypes
import ctypes.util
import locale
import shlex
import shutil
import subprocess
import time
import unicodedata
from pathlib import Path

import pytest

from conftest import wait_loaded

SAMPLES = {
    "thai": "กรุงเทพมหานคร ลำพูน น้ำพี้",
    "devanagari": "मुंबई क्षेत्र हिंदी",
    "arabic": "مَدِينَةُ الْكُوَيْتِ ٢٠٢٥",
    "hebrew": "יְרוּשָׁלַיִם 2025 (מזרח)",
    "korean-jamo": "\u1112\u119E\u11AB\u1100\u1173\u11AF 마을",
    "emoji-zwj": "👨‍👩‍👧 Park ❤️",
    "flags": "🇰🇷 Seoul 🇯🇵",
}


def reversed_clusters(text):
    """`text` right to left: its letters in reverse order, each with its points after it."""
    clusters = []
    for character in text:
        if clusters and unicodedata.combining(character):
            clusters[-1] += character
        else:
            clusters.append(character)
    return "".join(reversed(clusters))


# What the screen shows of the right-to-left samples: the words reversed, the number in its own order,
# the brackets mirrored.
VISUAL = {
    "arabic": "٢٠٢٥ " + reversed_clusters("الْكُوَيْتِ") + " " + reversed_clusters("مَدِينَةُ"),
    "hebrew": "(" + reversed_clusters("מזרח") + ") 2025 " + reversed_clusters("יְרוּשָׁלַיִם"),
}


def glibc_width(text):
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    return sum(max(0, libc.wcwidth(ord(character))) for character in text)


def column_of(line, marker, start=0):
    """The screen column of the first `marker` at or after `start` columns, by glibc's widths."""
    column = 0
    for character in line:
        if character == marker and column >= start:
            return column
        column += glibc_width(character)
    return None


class Tmux:
    def __init__(self, launcher, env):
        self.tmux = shutil.which("tmux")
        if self.tmux is None:
            pytest.fail("tmux is not installed (Scripts/ensure-system-deps.sh --tests installs it)")
        self.socket = str(Path(env["HOME"]) / "tmux.sock")
        self.env = env
        subprocess.run([self.tmux, "-S", self.socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                        shlex.quote(launcher.binary)], env=env, check=True)

    def lines(self):
        return subprocess.run([self.tmux, "-S", self.socket, "capture-pane", "-p"], env=self.env,
                              capture_output=True, text=True, check=True).stdout.split("\n")[:24]

    def wait_for(self, predicate, message, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = self.lines()
            if predicate(lines):
                return lines
            time.sleep(0.1)
        raise AssertionError("%s did not show:\n%s" % (message, "\n".join(self.lines())))

    def send(self, *keys, literal=False):
        subprocess.run([self.tmux, "-S", self.socket, "send-keys"] + (["-l"] if literal else []) + list(keys),
                       env=self.env, check=True)

    def close(self):
        subprocess.run([self.tmux, "-S", self.socket, "kill-server"], env=self.env, capture_output=True)


@pytest.mark.parametrize("script", SAMPLES)
def test_typed_text_keeps_every_border_in_place(launcher, script):
    env = launcher.env(extra={"TERM": "xterm-256color", "LANG": "C.UTF-8"})
    tmux = Tmux(launcher, env)
    try:
        tmux.wait_for(lambda lines: any("updated" in line for line in lines) and "quit" in lines[-1], "the dashboard")
        tmux.send("l")
        top = tmux.wait_for(lambda lines: any("┐" in line and "─" in line[:20] for line in lines[1:]), "the prompt")
        tmux.send(SAMPLES[script], literal=True)
        # The app may have read only part of what was sent: wait for all of it (in visual order where
        # the script is right to left).
        whole = VISUAL.get(script)
        lines = tmux.wait_for(lambda lines: any("> " in line and "▏" in line for line in lines)
                              and not any(line.rstrip().endswith("> ▏") for line in lines)
                              and (whole is None or any(whole in line for line in lines)), "the typed text")
        row = next(y for y, line in enumerate(lines) if "> " in line and "▏" in line)
        corner = column_of(lines[row - 1], "┐")
        assert corner is not None, "\n".join(lines)
        assert column_of(lines[row], "│", start=corner) == corner, "the prompt's border moved:\n" + "\n".join(lines)
        for y, line in enumerate(lines[:-1]):
            assert glibc_width(line.rstrip()) == 80, "row %d is %d columns:\n%s" % (y, glibc_width(line), "\n".join(lines))
        if script in VISUAL:
            typed = lines[row].split("> ", 1)[1].split("▏")[0]
            assert typed == VISUAL[script], typed
    finally:
        tmux.close()
