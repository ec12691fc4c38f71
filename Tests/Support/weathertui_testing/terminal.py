"""The terminal side: a pyte screen that understands the whole of what ncurses sends, and the xterm
sequences the tests look for in the raw output."""

import re

import pyte
from pyte.screens import Margins
from wcwidth import wcwidth

ALT_SCREEN_ON = b"\x1b[?1049h"       # smcup: the alternate screen
ALT_SCREEN_OFF = b"\x1b[?1049l"      # rmcup: back to the normal screen (endwin)
CURSOR_HIDDEN = b"\x1b[?25l"
CURSOR_SHOWN = re.compile(rb"\x1b\[\?(?:12;)?25h")
KEYPAD_ON = b"\x1b[?1h"              # application cursor keys (keypad())
KEYPAD_OFF = b"\x1b[?1l"


class TermScreen(pyte.Screen):
    """pyte 0.8.2 plus the few xterm sequences ncurses uses with TERM=xterm-256color that pyte lacks:
    SU/SD (CSI n S / CSI n T: scroll the region, used when a list scrolls by several rows) and
    REP (CSI n b: repeat the last character)."""

    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.last_char = " "

    def draw(self, data):
        super().draw(data)
        if data:
            self.last_char = data[-1]

    def scroll_up(self, count=None, *args, **kwargs):
        top, bottom = self.margins or Margins(0, self.lines - 1)
        for _ in range(min(count or 1, bottom - top + 1)):
            for y in range(top, bottom):
                self.buffer[y] = self.buffer[y + 1]
            self.buffer.pop(bottom, None)
        self.dirty.update(range(self.lines))

    def scroll_down(self, count=None, *args, **kwargs):
        if kwargs.get("private") or args:
            return  # CSI > ... T (title modes) and the mouse-tracking form: not a scroll
        top, bottom = self.margins or Margins(0, self.lines - 1)
        for _ in range(min(count or 1, bottom - top + 1)):
            for y in range(bottom, top, -1):
                self.buffer[y] = self.buffer[y - 1]
            self.buffer.pop(top, None)
        self.dirty.update(range(self.lines))

    def repeat_last(self, count=None, *args, **kwargs):
        self.draw(self.last_char * (count or 1))

    @property
    def display(self):
        """The lines as text, as a terminal shows them. pyte leaves the right half ("") of a double-width
        character in place when a narrow one is drawn over its left half (xterm blanks it), and its own
        `display` then fails; such a half shows here as the blank a terminal shows. A frame caught
        half-written can hold one."""
        def render(line):
            wide = False
            for x in range(self.columns):
                if wide:
                    wide = False
                    continue
                char = line[x].data
                if not char:
                    yield " "
                    continue
                wide = wcwidth(char[0]) == 2
                yield char

        return ["".join(render(self.buffer[y])) for y in range(self.lines)]


class TermStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down", b="repeat_last")
